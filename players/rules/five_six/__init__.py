"""How built-in players play 5-6 player games (``players.rulesets``): the island and the turns are the
engine's; what is theirs is the Special Build Phase slot (SIX-SBP-2/3) and Second's phase of paired
players when nobody wins in it (SIX-PAIR-2/4). In both the seat builds like in its main step (the
shared strategies pick what) and ends the phase when nothing worth building is affordable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Action
from engine.constants import CITY_COST, DEV_CARD_COST, RESOURCES, ROAD_COST, SETTLEMENT_COST
from engine.rules.five_six.record import PHASE_SBP, PHASE_SECOND
from engine.rules.five_six.requests import REQUEST
from engine.rules.five_six.sbp import PASS
from players.rulesets import PlayerHooks
from players.table import Table

_SBP_PASS: Action = (PASS,)
_END_TURN: Action = ("end_turn",)


def build_phase_end(t: Table) -> Action | None:
    """The action ending the seat's own SBP slot or Second's phase, if it is in one now."""
    if t.seat != t.active or t.phase not in (PHASE_SBP, PHASE_SECOND):
        return None
    for end in (_SBP_PASS, _END_TURN):
        if end in t.legal:
            return end
    return None


_REQUEST: Action = (REQUEST,)
_COSTS = (ROAD_COST, SETTLEMENT_COST, CITY_COST, DEV_CARD_COST)
_BRICK, _GRAIN = RESOURCES.index("brick"), RESOURCES.index("grain")


def ask_for_slot(view: Mapping[str, Any]) -> Action | None:
    """SIX-SBP-9 (``on_request``): ask for a slot after another player's turn when the hand pays for a
    purchase now (a road, settlement, city or development card; with Cities & Knights also a city wall,
    a knight's activation when the seat has an inactive knight (SIX-CK-4), or, with commodities, an
    improvement). The slot itself decides what to build, or passes."""
    you = view["you"]
    if [REQUEST] not in you["legal_actions"] and _REQUEST not in you["legal_actions"]:
        return None
    hand = you["hand"]
    counts = [hand[r] for r in RESOURCES]
    if any(all(have >= need for have, need in zip(counts, cost, strict=True)) for cost in _COSTS):
        return _REQUEST
    ck = view.get("ck")
    if ck is not None:
        seat = you["seat"]
        inactive = any(k[1] == seat and not k[3] for k in ck["knights"])
        if counts[_BRICK] >= 2 or (inactive and counts[_GRAIN]):  # CK-BUILD: a wall; CK-KNIGHT-2: activation
            return _REQUEST
    commodities = sum(n for card, n in hand.items() if card not in RESOURCES)
    return _REQUEST if commodities else None


HOOKS = PlayerHooks(build_phase_end=(build_phase_end,), off_turn=(ask_for_slot,), off_turn_kinds=(REQUEST,))
