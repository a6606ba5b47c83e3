"""The pseudo-locale can be undone exactly (issue #33 item 4): the e2e tests run in it and read the bot's words
back in English, so ``english(pseudo(x)) == x`` must hold for every English catalogue message."""

from __future__ import annotations

import pytest

from ui.i18n.catalogue import localize, localizer
from ui.i18n.check import variables_of
from ui.i18n.languages import ENGLISH, PSEUDO
from ui.i18n.pseudo import english, pseudo_text
from ui.i18n.text import Items, Text, Verbatim

_KEYS = sorted((key, variables) for key, variables in variables_of(ENGLISH)[0].items() if not key.startswith("-"))
NAME = "Zoë [ŕéð] ~"  # a name with accents, brackets and a tilde of its own: kept as it is


@pytest.mark.parametrize("value", [1, 3, Verbatim(NAME)], ids=["one", "other", "name"])
def test_item4_english_undoes_the_pseudo_locale_for_every_catalogue_message(value: object) -> None:
    wrong = []
    for key, variables in _KEYS:
        text = Text(key, **dict.fromkeys(variables, value))
        english_words, pseudo_words = localize(text, ENGLISH), localize(text, PSEUDO)
        if english(pseudo_words, [NAME]) != english_words:
            wrong.append(f"{key}: {english_words!r} came back as {english(pseudo_words, [NAME])!r}")
    assert len(_KEYS) > 1000 and not wrong, "\n".join(wrong[:20])


def test_item4_the_pseudo_locale_has_every_message_of_its_own() -> None:
    """No message falls back to English in the pseudo-locale (a line the pseudo-locale could not write would)."""
    words = localizer(PSEUDO)
    missing = [key for key, _ in _KEYS if not words.has(key)]
    assert not missing, missing[:20]
    shown = localize(Text("help-start"), PSEUDO)
    assert shown.startswith("[") and "How to play" not in shown and english(shown) == localize(Text("help-start"), ENGLISH)


def test_item4_english_undoes_nested_messages_lists_and_kept_spans() -> None:
    nested = Text("count-cards", count=2)
    listed = Items([Verbatim("Bo"), nested, Verbatim("Ŷ")], style="or")
    assert english(localize(listed, PSEUDO), ["Bo", "Ŷ"]) == localize(listed, ENGLISH)
    kept = "Use `/catan build` <@12> :white_check_mark: https://example.com/x now"
    assert english(pseudo_text(kept)) == kept
