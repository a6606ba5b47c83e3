"""Cities & Knights' hooks (``engine.rulesets``), on top of the base game's.

Importing this module loads the whole rule set: its action kinds, steps, decision kinds and the 54
progress cards register themselves with ``engine.actions``, ``engine.pending`` and this package.
"""

from __future__ import annotations

import random
from typing import Any

from engine import actions as A
from engine.constants import CARDS_PER_RESOURCE, RESOURCES
from engine.rules.cities_and_knights import building, determinize, legal, refusals, setup, steps, trade, turn, views
from engine.rules.cities_and_knights.actions import CK_HANDLERS
from engine.rules.cities_and_knights.cards import load_all
from engine.rules.cities_and_knights.record import CkState
from engine.rules.cities_and_knights.victory import bind_victory_points, extra_vp
from engine.rulesets import Bind, Hooks
from engine.state import ROAD_BUILDING, GameState

load_all()

# Base kinds without a meaning in C&K (CK-GEN-2: no development cards; CK-ROBBER-1: a 7's discards
# are C&K decisions): removed from the table, so nothing can apply them.
_NOT_IN_CK = (A.BUY_DEV, A.KNIGHT, A.ROAD_BUILDING, A.YEAR_OF_PLENTY, A.MONOPOLY, A.REVEAL_VP, A.DISCARD)

# Builds that score, for the random built-in player's nudge (engine.bots.random_action).
_SCORING = frozenset({"city", "settlement", "improve"})
# The greedy player: improvements score; active knights keep the barbarians from pillaging cities;
# progress cards (kinds named after the card) are played when nothing better is at hand.
_BOT_PRIORITY = {
    "improve": 85, "knight_activate": 45, "knight_hire": 44, "knight_promote": 43, "wall": 30,
    "knight_chase": 12, "knight_displace": 12, "knight_move": 2, "answer": 10, "progress_discard": 3,
}  # fmt: skip
_CARD_PRIORITY = 25


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    views.public(state, out)


def _hand_cards(view: dict[str, Any]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    return RESOURCES + determinize.COMMODITIES, (CARDS_PER_RESOURCE,) * 5 + determinize.CARD_TOTALS_EXTRA


def _determinize_record(view: dict[str, Any], out: dict[str, Any], rng: random.Random) -> None:
    out["ck"] = determinize.record(view, rng)


HOOKS = Hooks(
    record_from_json=lambda data, state: CkState.from_json(data, len(state.colours), state.board.topo.N_VERTEX),
    rebuild=[lambda state: state.ck.rebuild(state.n)],
    bank=setup.bank,
    deal=setup.deal,
    roll=turn.roll,
    end_turn=turn.end_turn,
    list_actions=Bind(legal.bind_list_actions),
    step_listers={**steps.STEP_LISTERS, **legal.STEP_LISTERS, ROAD_BUILDING: None},
    # C&K's kinds (a progress card may share a base kind's name: "road_building") over the base's.
    handlers={**{kind: None for kind in _NOT_IN_CK}, **CK_HANDLERS},
    validators={A.DISCARD: None},
    decisions=legal.who_acts,
    must_act=legal.blocking_seats,
    explain=refusals.explain,
    road_blockers=building.road_blockers,
    settlement_blockers=building.settlement_blockers,
    bank_rate=trade.bank_rate,
    vp_bonus=[extra_vp],  # CK-VP-1
    victory_points=Bind(bind_victory_points),
    public_view=[_public_view],
    player_view=[views.private],
    hand_cards=_hand_cards,
    determinize_check=[determinize.check],
    determinize_record=[_determinize_record],
    bot_scoring=_SCORING,
    bot_priority=_BOT_PRIORITY,
    bot_priority_default=_CARD_PRIORITY,
)
