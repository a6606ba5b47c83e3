"""What of Cities & Knights a person may see (issue item 5).

Public: levels, walls, knights, metropolises, barbarian position, merchant, laid-out VP cards,
Defender cards, deck sizes, the last event die, the number and deck colours of each progress hand.
Private to the owner: the progress cards in hand (and commodities, which are in the hand like
resources: the base view already shows only counts). Never shown: deck order, the seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rules.cities_and_knights import progress, trade
from engine.rules.cities_and_knights.building import walls_of
from engine.rules.cities_and_knights.constants import CARD_NAMES

if TYPE_CHECKING:
    from engine.state import GameState


def public(state: GameState, out: dict[str, Any]) -> None:
    ck = state.ck
    out["ck"] = {
        "barbarian": ck.barbarian,
        "barbarian_steps": state.options.barbarian_steps,
        "attacks": ck.attacks,
        "robber_active": ck.robber_active,
        "event": ck.event,
        "metropolis": list(ck.metropolis),
        "walls": [v for v in range(state.topo.N_VERTEX) if ck.walls >> v & 1],
        "knights": [[v, p, ck.k_strength[v], ck.k_active[v]] for v, p in enumerate(ck.k_owner) if p >= 0],
        "merchant": ck.merchant,
        "merchant_owner": ck.merchant_owner,
        "decks": [len(d) for d in ck.decks],
        "defenders_left": ck.defenders_left(),
        "stage": ck.stage,
    }
    for p, row in enumerate(out["players"]):
        row["levels"] = list(ck.levels[p])
        row["walls"] = walls_of(state, p)
        row["progress_cards"] = progress.hand_summary(state, p)
        row["vp_cards"] = list(ck.vp_cards[p])
        row["defenders"] = ck.defenders[p]


def private(state: GameState, seat: int, view: dict[str, Any]) -> None:
    ck = state.ck
    you = view["you"]
    you["progress_cards"] = list(ck.progress[seat])
    you["bank_rates"] = dict(zip(CARD_NAMES, trade.bank_rates(state, seat), strict=True))
