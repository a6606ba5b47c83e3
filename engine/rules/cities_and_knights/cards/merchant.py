"""CK-CARD-TRD-3 — Merchant (6).

"Place the Merchant on any land hex next to 1 of your settlements or cities. You may exchange the
resources produced by this type of hex with the supply at a 2:1 rate, as long as the merchant remains
in that hex." Whoever plays a Merchant card takes control (and its victory point) from anyone; the
desert is a legal hex (CK-AMB-19). The trade rate and the VP are section 16 (CK-MERCH-*).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.rules.cities_and_knights.card_effects import hexes_touching
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState


_PLAYS: list[Action] = []
A.per_id("merchant", _PLAYS, lambda t: t.N_HEX)


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    """The hexes by the seat's buildings, kept until a piece changes (``ck.kept``, as the Diplomat's plays)."""
    key = ("merchant", seat)
    kept = state.ck.kept.get(key)
    if kept is not None and kept[0] is state.road_cand:
        return kept[1]
    plays = tuple([_PLAYS[h] for h in hexes_touching(state, seat)])
    state.ck.kept[key] = (state.road_cand, plays)
    return plays


def _apply(state: GameState, seat: int, action: Action) -> None:
    ck = state.ck
    previous = ck.merchant_owner
    ck.merchant, ck.merchant_owner = action[1], seat
    state.emit({"type": "merchant_placed", "seat": seat, "hex": action[1], "previous": previous})


CARD = register(
    ProgressCard(
        "merchant", "Merchant", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Merchant on hex {shape.HEX_LABELS[a[1]]}",
    )
)  # fmt: skip
