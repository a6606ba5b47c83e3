"""The message catalogue (issue #33): languages complete, CLDR plurals and lists, the pseudo-locale, fallbacks."""

from __future__ import annotations

import asyncio
import logging

import discord
import pytest
from discord import app_commands

from cogs.app.translator import CatalogueTranslator, command_text
from ui.i18n import pseudo
from ui.i18n.catalogue import Localizer, localize
from ui.i18n.check import report
from ui.i18n.languages import BY_TAG, ENGLISH, PSEUDO, from_discord, shipped
from ui.i18n.text import Items, Text, Verbatim

OTHERS = [tag for tag in shipped() if tag != ENGLISH]


@pytest.mark.parametrize("tag", OTHERS)
def test_item4_every_shipped_language_has_every_key_with_englishs_variables(tag: str) -> None:
    found = report(tag)
    assert found.keys > 0
    assert found.clean, (found.missing, found.extra, found.variables, found.twice)


def test_item4_a_missing_key_and_a_variable_mismatch_are_found(tmp_path, monkeypatch) -> None:
    from ui.i18n import catalogue

    (tmp_path / "en.ftl").write_text("a = one { $x }\nb = two\n", encoding="utf-8")
    (tmp_path / "de.ftl").write_text("a = eins { $y }\nc = drei\n", encoding="utf-8")
    monkeypatch.setattr(catalogue, "catalogue_folders", lambda: [tmp_path])
    found = report("de")
    assert found.missing == ["b"] and found.extra == ["c"]
    assert found.variables == ["a: $y here, $x in English"]
    assert not found.clean and found.translated == 0.5


def test_item1_plurals_follow_cldr_per_language() -> None:
    assert localize(Text("count-cards", count=1), "de") == "1 Karte"
    assert localize(Text("count-cards", count=2), "de") == "2 Karten"
    assert localize(Text("count-cards", count=1), "fr") == "1 carte"
    # CLDR: French "one" covers 0 and 1; English's does not
    assert localize(Text("count-cards", count=0), "fr") == "0 carte"
    assert localize(Text("count-cards", count=0), ENGLISH) == "0 cards"


def test_item1_numbers_and_lists_in_each_languages_own_format() -> None:
    assert localize(Text("count-cards", count=1234), "de") == "1.234 Karten"
    assert localize(Text("count-cards", count=1234), ENGLISH) == "1,234 cards"
    wool_ore_grain = Items([Text("resource-wool"), Text("resource-ore"), Text("resource-grain")])
    assert localize(wool_ore_grain, ENGLISH) == "wool, ore, and grain"
    assert localize(wool_ore_grain, "de") == "Wolle, Erz und Getreide"
    assert localize(wool_ore_grain, "fr") == "laine, minerai et blé"
    assert localize(Items([Text("resource-wool"), Text("resource-ore")], style="or"), "es") == "lana o mineral"


def test_item3_official_terms_for_resources() -> None:
    names = {tag: [localize(Text(f"resource-{r}"), tag) for r in ("lumber", "brick", "wool", "grain", "ore")]
             for tag in ("de", "fr")}  # fmt: skip
    assert names["de"] == ["Holz", "Lehm", "Wolle", "Getreide", "Erz"]
    assert names["fr"] == ["bois", "argile", "laine", "blé", "minerai"]


def test_item4_pseudo_locale_changes_text_but_not_placeables_or_what_discord_reads() -> None:
    shown = localize(Text("count-cards", count=3), PSEUDO)
    assert shown.startswith("[3 ") and shown.endswith("]") and "cards" not in shown
    kept = pseudo.pseudo_text("Use `/catan build` <@12> :white_check_mark: https://example.com/x now")
    assert "`/catan build`" in kept and "<@12>" in kept and ":white_check_mark:" in kept
    assert "https://example.com/x" in kept and "now" not in kept
    # lengthened like German: the padding grows with the text
    long = pseudo.pseudo_resource("m = Roll the dice and move the robber\n")
    assert long.count("~") >= 10


def test_item4_pseudo_locale_lists_accent_their_conjunctions() -> None:
    shown = localize(Items([Verbatim("A"), Verbatim("B")]), PSEUDO)
    assert " and " not in shown and shown.startswith("[A") and shown.endswith("B]")


def test_item5_right_to_left_names_are_isolated_and_others_left_alone() -> None:
    assert localize(Verbatim("Bo"), "de") == "Bo"
    assert localize(Verbatim("سارا"), "de") == "\u2068سارا\u2069"


def test_item4_a_key_missing_in_a_language_falls_back_to_english_and_is_logged(caplog, tmp_path, monkeypatch) -> None:
    from ui.i18n import catalogue

    (tmp_path / "en.ftl").write_text("only-english = in English\n", encoding="utf-8")
    (tmp_path / "de.ftl").write_text("other = anders\n", encoding="utf-8")
    monkeypatch.setattr(catalogue, "catalogue_folders", lambda: [tmp_path])
    english = Localizer(BY_TAG[ENGLISH], None)
    german = Localizer(BY_TAG["de"], english)
    with caplog.at_level(logging.ERROR, logger="catanbot.i18n"):
        assert german.format(Text("only-english")) == "in English"
        assert german.format(Text("nowhere")) == "[nowhere]"
    assert "missing in de" in caplog.text and "missing from the catalogue" in caplog.text


def test_item2_discord_locales_map_to_the_languages_we_ship() -> None:
    assert from_discord(discord.Locale.german) == "de"
    assert from_discord(discord.Locale.american_english) == ENGLISH
    assert from_discord(discord.Locale.latin_american_spanish) == "es"
    assert from_discord(discord.Locale.brazil_portuguese) == "pt-BR"
    assert from_discord(discord.Locale.japanese) is None
    assert from_discord("qps") is None  # the pseudo-locale is chosen, never sent by a client


def test_item2_the_translator_gives_commands_each_clients_language() -> None:
    translator = CatalogueTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_description, None)

    def translate(text: app_commands.locale_str, locale: discord.Locale) -> str | None:
        return asyncio.run(translator.translate(text, locale, context))

    described = command_text("Play Catan", "cmd-catan-description")
    assert translate(described, discord.Locale.german) == "Catan spielen"
    assert translate(described, discord.Locale.french) == "Jouer à Catan"
    assert translate(described, discord.Locale.american_english) is None  # the declared English stands
    assert translate(described, discord.Locale.japanese) is None
    assert translate(app_commands.locale_str("no key"), discord.Locale.german) is None


def test_item4_a_forced_language_is_every_readers_and_lets_go() -> None:
    """The pseudo-locale reaches no one through Discord: the demos and tests force it on every reader."""
    from ui.i18n.languages import force_language, game_language, person_language

    try:
        force_language(PSEUDO)
        assert game_language({"language": "de"}) == PSEUDO
        assert person_language("fr", None, "de") == PSEUDO
    finally:
        force_language(None)
    assert game_language({"language": "de"}) == "de" and game_language({}) == ENGLISH
    assert person_language("fr", "de", "es") == "fr"
    assert person_language(None, "es-419", "de") == "es"
    assert person_language("tlh", None, "de") == "de"  # a language no longer shipped
    assert person_language(None, None, "de") == "de"


def test_issue33_a_parsed_catalogue_is_read_back_from_its_cache_and_a_changed_text_is_parsed_again(tmp_path) -> None:
    from ui.i18n.catalogue import parsed

    source = tmp_path / "en.ftl"
    first = parsed(source, "a = one\n")
    [cached] = list((tmp_path / "__pycache__").glob("en.*.ftlc"))
    assert parsed(source, "a = one\n").body[0].id.name == first.body[0].id.name == "a"
    changed = parsed(source, "b = two\n")
    assert changed.body[0].id.name == "b" and len(list((tmp_path / "__pycache__").glob("en.*.ftlc"))) == 2
    cached.write_bytes(b"not a pickle")
    assert parsed(source, "a = one\n").body[0].id.name == "a"  # a broken cache is parsed again


def test_issue33_a_message_said_again_is_the_same_words_and_unhashable_variables_still_format() -> None:
    first = localize(Text("count-cards", count=2), "de")
    assert localize(Text("count-cards", count=2), "de") == first == "2 Karten"
    assert localize(Text("count-cards", count=1), "de") == "1 Karte"  # other variables, other words
    assert localize(Text("lobby-language", language=["a list"]), ENGLISH).startswith("Language of the thread: ")


def test_item32_3_kept_lines_leave_one_at_a_time_least_recently_said_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #32 item 3: the kept lines were dropped all at once when full (51-58 ms of one callback at 500 games);
    now one line leaves for each that comes in, the one said least recently."""
    from ui.i18n import catalogue

    monkeypatch.setattr(catalogue, "_SAID_KEPT", 3)
    said = Localizer(BY_TAG[ENGLISH], None)
    for count in (1, 2, 3):
        said.format(Text("count-cards", count=count))
    said.format(Text("count-cards", count=1))  # said again: now the most recent
    said.format(Text("count-cards", count=4))  # one in, one out: 2, the least recent
    kept = [dict(key[2])["count"][1] for key in said._said]
    assert kept == [3, 1, 4]
    assert said.format(Text("count-cards", count=2)) == "2 cards"  # formatted again, still the same words
    assert len(said._said) == 3
