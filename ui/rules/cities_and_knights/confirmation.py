"""What a C&K mover's confirmation already says (``UiHooks.said_by_move``).

A 7's discards are answered a card at a time (CK-ROBBER-1): the mover's reply reads "✅ Done: Discard 1 wool."
(the menu option they chose), and the card's private event would add "🔒 You discarded 1 wool." beneath it. That
event is left out of the reply's notes. What the answer discarded for them after it is still told: when every card
they still owe is of one kind, the rest goes at once (CK-AMB-30), and that the Done line does not say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.views import event_for
from ui.rules.cities_and_knights.words import ANSWER_KINDS


def discarded_card(action: Sequence[Any], seat: int, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``events`` without the mover's first discard when it is the one card their answer named."""
    if not action or action[0] not in ANSWER_KINDS or len(action) < 3:
        return events
    for i, event in enumerate(events):
        if event.get("type") != "discarded" or event.get("seat") != seat:
            continue
        cards = event_for(event, seat).get("cards")
        choice = action[2]
        named = isinstance(choice, int) and isinstance(cards, list) and 0 <= choice < len(cards)
        if named and cards[choice] == 1 and sum(cards) == 1:
            return [*events[:i], *events[i + 1 :]]
        return events  # the first discard is not the named card alone: the notes say what it was
    return events
