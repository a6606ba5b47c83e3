"""CK-CARD-POL-1 — Bishop (2).

"Move the robber, following the normal rules. Draw 1 random Resource/Commodity Card from each player
who has a settlement or city next to the robber's new hex. If a player has more than 1 settlement or
city here, you can still only steal one card from that player."

Only once the robber is active (after the first barbarian attack, CK-ROBBER-2); the target hexes are
those of a 7 (BASE-ROBBER-5 with its desert option, CK-AMB-8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.rules import robber
from engine.rules.cities_and_knights.card_effects import secret_event, steal_random
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState


_PLAYS: list[Action] = []
A.per_id("bishop", _PLAYS, lambda t: t.N_HEX)


def _choices(state: GameState, seat: int) -> list[Action]:
    if not state.ck.robber_active:
        return []
    return [_PLAYS[h] for h in robber.robber_targets(state)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    previous, state.robber = state.robber, action[1]
    state.emit({"type": "robber_moved", "seat": seat, "hex": action[1], "from": previous})
    for victim in robber.victims(state, seat, action[1]):
        card = steal_random(state, seat, victim)
        if card is None:
            state.emit({"type": "stolen", "seat": seat, "victim": victim, "resource": None})
        else:
            secret_event(state, {"type": "stolen", "seat": seat, "victim": victim, "resource": card},
                         [seat, victim], ["resource"])  # fmt: skip


CARD = register(
    ProgressCard(
        "bishop", "Bishop", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Bishop: the robber to hex {shape.HEX_LABELS[a[1]]}",
    )
)  # fmt: skip
