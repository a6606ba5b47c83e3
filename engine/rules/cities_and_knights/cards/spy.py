"""CK-CARD-POL-7 — Spy (3).

"Look at another player's hand of Progress Cards. You may choose 1 card to take and add to your hand.
You may even steal another Spy and play it immediately, or save it for later. Victory Point Cards
cannot be stolen." VP cards are never in a hand (CK-PROG-6), so they cannot be chosen; an empty hand
shows nothing (CK-AMB-25). The hand limit applies to the card taken (CK-PROG-3).

What the spy saw and took is known to the two players only (events private to both); that a card was
taken, and from whom, is public (``took``: the progress hands' sizes are public anyway).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import decisions, progress
from engine.rules.cities_and_knights.card_effects import opponents, secret_event
from engine.rules.cities_and_knights.cards import CARD_IDS, CARD_INDEX, DECK_CONTENTS, Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

TAKE = "spy_take"
NOTHING = -1  # the answer "take no card"


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("spy", p) for p in sorted(opponents(state, seat))]


def _apply(state: GameState, seat: int, action: Action) -> None:
    target = action[1]
    secret_event(state, {"type": "progress_hand_shown", "seat": target, "to": seat,
                         "cards": sorted(state.ck.progress[target])}, [seat, target], ["cards"])  # fmt: skip
    decisions.open_decision(state, TAKE, seat, {"from": target})
    decisions.settle(state)


def _options(state: GameState, p: Pending) -> list[int]:
    return [NOTHING, *sorted({CARD_INDEX[c] for c in state.ck.progress[p.data["from"]]})]


def _take(state: GameState, p: Pending, choice: int) -> bool:
    target = p.data["from"]
    if choice == NOTHING:
        state.emit({"type": "spy_took", "seat": p.seat, "from": target, "card": None, "took": False})
        return True
    card = CARD_IDS[choice]
    state.ck.progress[target].remove(card)
    # The take is told first, then the card arrives (its ``progress_drawn`` says where from): the table reads
    # "Ada used the Spy on Bram and took a progress card", not a draw before the look (issue #29 item 5).
    secret_event(state, {"type": "spy_took", "seat": p.seat, "from": target, "card": card, "took": True},
                 [p.seat, target], ["card"])  # fmt: skip
    progress.receive(state, p.seat, card, DECK_CONTENTS[card][0], taken_from=target)
    return True


decisions.register_kind(TAKE, _options, _take, "choose a progress card to take with the Spy")
CARD = register(
    ProgressCard(
        "spy", "Spy", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Spy on {names[a[1]] if names else f'player {a[1] + 1}'}",
    )
)  # fmt: skip
