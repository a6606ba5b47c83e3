"""The 2-player variant's hooks (``engine.rulesets``), on top of the base game's."""

from __future__ import annotations

import random
from typing import Any

from engine.rules.setup import begin_setup
from engine.rules.two_player import determinize, growth, legal, rolls, setup, view
from engine.rules.two_player.record import NEUTRAL_SEATS, REAL_PLAYERS, TwoPlayerRecord
from engine.rulesets import Hooks
from engine.state import GameState


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    out["two_player"] = view.public_fields(state)


def _determinize_record(view_: dict[str, Any], out: dict[str, Any], rng: random.Random) -> None:
    """The public record read back; the second roll and the step a robber move resumes follow from it."""
    out["colours"] = determinize.colours(view_)
    out["rolled"] = out["rolled"] or bool(determinize.rolls_done(view_))
    out["resume_step"] = determinize.resume_step(view_)
    out["two"] = determinize.record(view_)


# Every neutral placement or hand-back choice is as good as another for the greedy player; the
# Knight exchange and a forced trade are worth taking before ending the turn.
BOT_PRIORITY = {
    "neutral_road": 0, "neutral_settlement": 0, "forced_trade_give": 0, "knight_for_trade_cards": 3,
    "forced_trade": 2, "robber_to_desert": 0,
}  # fmt: skip

HOOKS = Hooks(
    record_from_json=lambda data, state: TwoPlayerRecord.from_json(data),
    piece_owners=lambda options: REAL_PLAYERS + len(NEUTRAL_SEATS),  # TWO-COMP-1: neutral colours own pieces
    prepare=[setup.prepare],  # TWO-SETUP-1/2: neutral players and trade cards
    start=begin_setup,  # TWO-SETUP-3: the set-up phase, even on the beginner map
    roll=rolls.roll,  # TWO-ROLL-1/2: two different rolls per turn
    after_road=[growth.after_own_road],  # TWO-NEUTRAL-1, TWO-AMB-3: a neutral road is owed
    after_settlement=[growth.after_own_settlement],  # TWO-REPL-3, TWO-SETUP-4, TWO-NEUTRAL-1
    step_listers=legal.STEP_LISTERS,
    active_extras=[legal.extra_actions],  # TWO-ACT-1, TWO-REPL-1: trade-card actions in the base steps
    handlers=legal.HANDLERS,
    public_view=[_public_view],
    determinize_record=[_determinize_record],
    bot_priority=BOT_PRIORITY,
)
