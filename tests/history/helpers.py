"""Short finished games with a stored-log shape, for the history tests."""

from __future__ import annotations

import random
from typing import Any

import engine
from db.rows import ActionRow
from engine.bots import greedy_action, random_action


def play_log(options: dict[str, Any], seed: int = 7, *, bot_seed: int = 1, limit: int | None = None) -> list[ActionRow]:
    """The action log of a built-in-player game (to its end, or ``limit`` actions), one second apart."""
    g = engine.new_game(dict(options), seed=seed)
    rng = random.Random(bot_seed)
    log: list[ActionRow] = []
    while g.phase != "over" and (limit is None or len(log) < limit):
        seat = engine.must_act(g)[0]
        a = greedy_action(g, seat, rng) if g.ck is None else random_action(g, seat, rng)
        events = engine.events_for(engine.apply_action(g, seat, a), None)
        log.append(ActionRow(1, len(log) + 1, seat, seat + 1, engine.action_to_json(a), events, 1000.0 + len(log)))
    return log
