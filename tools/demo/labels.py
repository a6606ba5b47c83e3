"""The words of a button in a game's language (issue #33): the demo's players click buttons by the English words
written in the driver; a game played in German shows them in German, so the label is looked up in the catalogue
(the English words -> their key -> the game's language)."""

from __future__ import annotations

from functools import lru_cache

from fluent.syntax import ast

from ui.i18n.catalogue import localize, parsed, resource_text
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim

CONFIRM = "Confirm with "


@lru_cache(maxsize=1)
def _keys_by_english() -> dict[str, str]:
    """English words -> the key of a message that is only those words (a button's key first)."""
    found: dict[str, str] = {}
    for path, text in resource_text(ENGLISH):
        for entry in parsed(path, text).body:  # the parse kept beside the file (a second of CPU per process)
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            elements = entry.value.elements
            if len(elements) == 1 and isinstance(elements[0], ast.TextElement):
                words = elements[0].value
                if words not in found or "buttons" in entry.id.name:
                    found[words] = entry.id.name
    return found


def shown_label(english: str, tag: str) -> str:
    """The label the button written ``english`` has in language ``tag``."""
    if tag == ENGLISH:
        return english
    if english.startswith(CONFIRM):  # the one button of a name: "Confirm with Bo"
        return localize(Text("buttons-trade-confirm", name=Verbatim(english[len(CONFIRM) :])), tag)
    key = _keys_by_english().get(english)
    return localize(Text(key), tag) if key else english
