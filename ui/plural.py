"""Counted nouns in English: "1 development card", "2 development cards", "1 victory point card"."""

from __future__ import annotations

# Nouns whose plural is not the singular plus "s".
_IRREGULAR = {"city": "cities", "knight": "knights", "wool": "wool", "ore": "ore", "grain": "grain",
              "lumber": "lumber", "brick": "brick"}  # fmt: skip


def plural_of(noun: str) -> str:
    """The plural of a noun or noun phrase (the last word changes: "victory point card" -> "... cards")."""
    head, _, last = noun.rpartition(" ")
    if last in _IRREGULAR:
        word = _IRREGULAR[last]
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "o", "u"):
        word = last[:-1] + "ies"
    elif last.endswith(("s", "x", "ch", "sh")):
        word = last + "es"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def plural(count: int, noun: str, many: str | None = None) -> str:
    """'1 card', '0 cards', '2 cards'; ``many`` overrides the plural form."""
    return f"{count} {noun if count == 1 else (many or plural_of(noun))}"
