"""Play whole games among built-in players (tests and ``bench/bots.py``).

A seat is played by a strength name (``easy``, ``normal``, ``hard``) deciding from its view, by
``sparring`` (``players.sparring``, the bench's expectimax player, through the same view API), by
``tactics`` (``hard`` without its search: ``players.tactics``), or by
``random``: the engine's uniformly random legal player (``engine.bots.random_action``), the baseline.
Answers to trade offers are collected before the active player moves on, as a table of bots would.

``ignore_offers`` lists seats that play like people who never trade with other players: they decline
every offer made to them and never propose one (a table "without domestic trades").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import Any

import engine
from engine.bots import random_action
from players import decide

Decider = Callable[[dict[str, Any], random.Random, str], Any]

_TRADE_KINDS = ("offer", "counter", "accept")


def tactics_decide(view: dict[str, Any], rng: random.Random) -> Any:
    """``hard``'s heuristic without its search (``players.tactics``), for benches: legal like ``decide``."""
    from players import fallback, tactics
    from players.table import Table

    t = Table(view)
    action = tactics.choose(t, rng)
    if action[0] not in ("offer", "counter") and action not in t.legal:
        action = fallback.choose(t, rng)
    return action


def _default_decider(view: dict[str, Any], rng: random.Random, strength: str) -> Any:
    if strength == "sparring":
        from players import sparring

        return sparring.decide(view, rng)
    if strength == "tactics":
        return tactics_decide(view, rng)
    return decide(view, rng, strength=strength, iterations=None if strength != "hard" else 400)


def no_trade(action: Any) -> Any:
    """What a seat that ignores domestic trades plays instead of ``action``."""
    if not action or action[0] not in _TRADE_KINDS:
        return action
    if action[0] == "offer":
        return ("end_turn",)  # the heuristics offer only as their last idea before ending the turn
    offer_id = action[1]
    return ("decline", offer_id)


def play_game(
    options: dict[str, Any],
    seed: int,
    seats: list[str],
    *,
    decider: Decider = _default_decider,
    max_moves: int = 6000,
    ignore_offers: Collection[int] = (),
) -> engine.GameState:
    """Play one game to its end (or ``max_moves``); each seat's rng is seeded from ``seed``."""
    game = engine.new_game({**options, "players": len(seats)}, seed)
    rngs = [random.Random(seed * 7919 + 101 * s) for s in range(len(seats))]

    def act(seat: int) -> None:
        if seats[seat] == "random":
            action = random_action(game, seat, rngs[seat])
            for _ in range(20):
                if seat not in ignore_offers or action[0] not in _TRADE_KINDS:
                    break
                action = random_action(game, seat, rngs[seat])
        else:
            view = engine.player_view(game, seat)
            action = decider(view, rngs[seat], seats[seat])
            if seat in ignore_offers:
                action = no_trade(action)
        engine.apply_action(game, seat, action)

    for _ in range(max_moves):
        if game.phase == "over":
            break
        answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
        if answering:
            act(answering[0])
            continue
        act(engine.must_act(game)[0])
    return game
