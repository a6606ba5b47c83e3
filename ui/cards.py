"""Parsing resource bundles typed by players ("2 wool 1 ore", "wool x2, ore", "3 sheep", "2 Wolle 1 Erz").

Card names are accepted in every language the bot speaks (issue #33): each language's words for a card as its
catalogue writes them (``resource-<card>``, and ``counted-<card>``'s singular and plural forms), whatever the
case and accents ("Munze" is "Münze", "ble" is "blé"), beside English's and its aliases (sheep, wood). A
card's word means the same card in every language, so nobody needs to know which language a game is in.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Mapping

from engine.constants import CARD_NAMES, RESOURCE_ALIASES, RESOURCES
from ui.escape import in_code
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, shipped
from ui.i18n.text import Text, Verbatim


class CardTextError(ValueError):
    """The text does not describe resource cards; the message (``text``, put into the reader's language where it
    is shown; ``str()``: the English) says how to write it."""

    def __init__(self, text: Text) -> None:
        super().__init__(localize(text, ENGLISH))
        self.text = text


# ASCII digits: \d also matches full-width and other scripts' digits, which int() reads (issue #29 item 20).
_WORD = r"[^\W\d]+"  # letters of any script (and "_", which joins the words of a card's name of several)
_TOKEN = re.compile(rf"([0-9]+)\s*[x×*]?\s*({_WORD})|({_WORD})\s*[x×*]\s*([0-9]+)|({_WORD})")
_FILLER = {"and", "for", "of", "a", "an", "card", "cards",
           "und", "karte", "karten", "et", "carte", "cartes", "y", "e", "carta", "cartas"}  # fmt: skip
# The most cards of one kind a game has (SIX-COMP-2: 24 of each resource with 5-6 players; 19 with 3-4):
# a bound on what can be typed at all, whatever the game; the engine then refuses what a hand lacks.
MOST_OF_A_KIND = 24


def folded(text: str) -> str:
    """``text`` as names are compared: lower case, without accents ("Münze" -> "munze", "Blé" -> "ble")."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_NAMES: dict[str, str] | None = None  # a card's word, folded (spaces as "_") -> its engine name
_LOCK = threading.Lock()


def card_words() -> dict[str, str]:
    """Every shipped language's words for every card (folded) -> the card's engine name ("wolle" -> "wool"),
    from the catalogue: the card's name and its counted forms (one, two, five: singular and plural) without the
    count. Built once per process."""
    global _NAMES
    if _NAMES is None:
        with _LOCK:
            if _NAMES is None:
                found: dict[str, str] = {}
                for tag in shipped():
                    for card in CARD_NAMES:
                        said = [localize(Text(f"resource-{card}"), tag)]
                        said += [localize(Text(f"counted-{card}", count=n), tag) for n in (1, 2, 5)]
                        for words in said:
                            word = folded(re.sub(r"[0-9]+", " ", words)).strip()
                            if word and not word.startswith("["):  # a key some catalogue lacks: not a word
                                found.setdefault("_".join(word.split()), card)
                _NAMES = found
    return _NAMES


def parse_cards(text: str, *, more: Mapping[str, int] | None = None) -> tuple[int, ...]:
    """Counts of brick, lumber, ore, grain, wool, and of ``more``: a rule set's own cards by word -> their
    index in its hands (Cities & Knights: cloth, coin and paper, 8-wide hands), the counts then as wide as
    those hands. Plurals and common aliases (sheep, wood) work, and every language's names for the cards."""
    more = more or {}
    cleaned = folded(text).replace(",", " ").replace("+", " ").replace(";", " ").strip()
    for name in sorted((w for w in card_words() if "_" in w), key=len, reverse=True):
        cleaned = cleaned.replace(name.replace("_", " "), name)  # a name of several words: one token
    if not cleaned:
        raise CardTextError(Text("cards-none-given"))
    counts = [0] * max([len(RESOURCES), *(index + 1 for index in more.values())])
    pos = 0
    for m in _TOKEN.finditer(cleaned):
        gap = cleaned[pos : m.start()].strip()
        if gap:
            raise CardTextError(Text("cards-not-understood", typed=Verbatim(in_code(gap))))
        pos = m.end()
        if m.group(1):
            n, word = int(m.group(1)), m.group(2)
        elif m.group(3):
            n, word = int(m.group(4)), m.group(3)
        else:
            n, word = 1, m.group(5)
            if word in _FILLER:
                continue
        r = more.get(word.rstrip("s"))
        if r is None:
            r = more.get(card_words().get(word, ""))
        r = _resource(word) if r is None else r
        if n <= 0 or n > MOST_OF_A_KIND:
            raise CardTextError(Text("cards-impossible-count", typed=Verbatim(f"{n} {in_code(word)}"), most=MOST_OF_A_KIND))
        counts[r] += n
    rest = cleaned[pos:].strip()
    if rest:
        raise CardTextError(Text("cards-not-understood", typed=Verbatim(in_code(rest))))
    if not any(counts):
        raise CardTextError(Text("cards-none-given"))
    return tuple(counts)  # type: ignore[return-value]


def parse_resource(word: str) -> int:
    return _resource(folded(word).strip())


def _resource(word: str) -> int:
    if word in RESOURCE_ALIASES:
        return RESOURCE_ALIASES[word]
    if word.endswith("s") and word[:-1] in RESOURCE_ALIASES:
        return RESOURCE_ALIASES[word[:-1]]
    named = card_words().get(word)
    if named in RESOURCES:
        return RESOURCES.index(named)
    close = [r for r in RESOURCES if r.startswith(word[:3])] if len(word) >= 3 else []
    close += [card for name, card in card_words().items() if card in RESOURCES and name.startswith(word[:3])]
    typed = Verbatim(in_code(word))
    if close and len(word) >= 3:
        raise CardTextError(Text("cards-not-a-resource-close", typed=typed, close=Text(f"resource-{close[0]}")))
    raise CardTextError(Text("cards-not-a-resource", typed=typed))
