"""An answer to a C&K decision in words: "Discard 1 brick", "Lose the city on 30", "Take Wedding".

An answer is ``("answer", decision id, choice)``: what its choice means (a card kind, an intersection, a deck, a
progress card's index, -1 for "none") is the decision's kind's to say, so its words need the decision, which the
action alone does not hold. The menus (``ui.rules.cities_and_knights``, the seats named there) and the refusals of
an answer no longer open (``refusals``) both take them from here, as the menu words them (``ck-menus-answer-*``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.constants import CARD_NAMES
from engine.errors import seat_text
from engine.rules.cities_and_knights.constants import TRACKS
from engine.text import Text
from engine.topology import Topology

# decision kind -> its answers' words (ck-menus-answer-<key>), and the kinds whose choice -1 is "none"
_KEYS = {
    "discard": "discard", "master_merchant_take": "take", "pillage": "pillage", "metropolis": "metropolis",
    "knight_retreat": "retreat", "deserter_remove": "deserter-remove", "deserter_place": "deserter-place",
    "commit_knights": "commit", "progress_limit": "put-back", "spy_take": "spy", "diplomat_replace": "diplomat",
    "aqueduct": "aqueduct", "wedding_gift": "give", "harbor_commodity": "give", "defender_draw": "deck",
}  # fmt: skip
_NONE = frozenset({"aqueduct", "deserter_place", "commit_knights", "spy_take", "diplomat_replace"})
_PROGRESS_CHOICES = frozenset({"progress_limit", "spy_take"})  # a progress card by its index (cards.CARD_IDS)


def answer_text(kind: str, data: Mapping[str, Any], choice: int, shape: Topology) -> Text:
    """The words of ``choice`` as an answer to a decision of ``kind`` with ``data`` (the pending decision's, as
    ``engine.pending`` shows it), spots on ``shape`` (the game's island); a seat it names is "player N"
    (``engine.errors.named`` names the person)."""
    key = _KEYS.get(kind)
    if key is None:
        return Text("ck-menus-answer-other", choice=choice)
    if choice < 0 and kind in _NONE:
        return Text(f"ck-menus-answer-{key}-none")
    if kind == "diplomat_replace":
        spot = shape.EDGE_LABELS[choice] if 0 <= choice < len(shape.EDGE_LABELS) else "?"
    else:
        spot = shape.VERTEX_LABELS[choice] if 0 <= choice < shape.N_VERTEX else "?"
    card = _progress_card(choice) if kind in _PROGRESS_CHOICES else _card(choice)
    to = data.get("to")
    who = seat_text(to) if isinstance(to, int) and to >= 0 else Text("ck-menus-them")
    deck = Text(f"ck-menus-deck-{choice}") if 0 <= choice < len(TRACKS) else "?"  # a deck per track
    return Text(f"ck-menus-answer-{key}", card=card, spot=spot, who=who, deck=deck)


def _card(i: int) -> Text | str:
    return Text(f"resource-{CARD_NAMES[i]}") if 0 <= i < len(CARD_NAMES) else "?"


def _progress_card(i: int) -> Text | str:
    # imported here: the cards' package imports the refusals, which import this module
    from engine.rules.cities_and_knights.cards import CARD_IDS

    return Text(f"ck-thread-card-{CARD_IDS[i].replace('_', '-')}") if 0 <= i < len(CARD_IDS) else "?"
