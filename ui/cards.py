"""Parsing resource bundles typed by players ("2 wool 1 ore", "wool x2, ore", "3 sheep")."""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.constants import RESOURCE_ALIASES, RESOURCES
from ui.escape import in_code
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim


class CardTextError(ValueError):
    """The text does not describe resource cards; the message (``text``, put into the reader's language where it
    is shown; ``str()``: the English) says how to write it."""

    def __init__(self, text: Text) -> None:
        super().__init__(localize(text, ENGLISH))
        self.text = text


# ASCII digits: \d also matches full-width and other scripts' digits, which int() reads (issue #29 item 20).
_TOKEN = re.compile(r"([0-9]+)\s*[x×*]?\s*([a-z]+)|([a-z]+)\s*[x×*]\s*([0-9]+)|([a-z]+)")
_FILLER = {"and", "for", "of", "a", "an", "card", "cards"}
# The most cards of one kind a game has (SIX-COMP-2: 24 of each resource with 5-6 players; 19 with 3-4):
# a bound on what can be typed at all, whatever the game; the engine then refuses what a hand lacks.
MOST_OF_A_KIND = 24


def parse_cards(text: str, *, more: Mapping[str, int] | None = None) -> tuple[int, ...]:
    """Counts of brick, lumber, ore, grain, wool, and of ``more``: a rule set's own cards by word -> their
    index in its hands (Cities & Knights: cloth, coin and paper, 8-wide hands), the counts then as wide as
    those hands. Plurals and common aliases (sheep, wood) work."""
    more = more or {}
    cleaned = text.lower().replace(",", " ").replace("+", " ").replace(";", " ").strip()
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
    return _resource(word.lower().strip())


def _resource(word: str) -> int:
    if word in RESOURCE_ALIASES:
        return RESOURCE_ALIASES[word]
    if word.endswith("s") and word[:-1] in RESOURCE_ALIASES:
        return RESOURCE_ALIASES[word[:-1]]
    close = [r for r in RESOURCES if r.startswith(word[:3])] if len(word) >= 3 else []
    typed = Verbatim(in_code(word))
    if close:
        raise CardTextError(Text("cards-not-a-resource-close", typed=typed, close=Verbatim(close[0])))
    raise CardTextError(Text("cards-not-a-resource", typed=typed))
