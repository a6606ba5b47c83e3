"""The check for text that escaped the catalogue (issue #33 item 4)."""

from __future__ import annotations

from tools.i18n.escapes import escaped
from ui.i18n.catalogue import localize
from ui.i18n.languages import PSEUDO
from ui.i18n.text import Items, Text, Verbatim
from ui.i18n.words import counts_text


def test_item4_catalogue_text_in_the_pseudo_locale_has_no_plain_words() -> None:
    shown = localize(Text("language-chosen", language="[Ƥšéûđö]"), PSEUDO)
    assert escaped(shown) == []
    assert escaped(localize(counts_text((1, 2, 0, 0, 3)), PSEUDO)) == []
    assert escaped(localize(Items([Verbatim("Bo"), Verbatim("Cy")]), PSEUDO), names=["Bo", "Cy"]) == []


def test_item4_an_english_string_is_found_but_names_commands_and_mentions_are_not() -> None:
    assert escaped("[Ŕöļļ ~~] Roll the dice") == ["Roll", "the", "dice"]
    assert escaped("Bo: `/catan build road` <@123> :white_check_mark: https://x.example 12-13 A", names=["Bo"]) == []
