"""Issue #29 item 5: the lobby said the engine's terms ("Board: variable", "Rules: Base game" for a
2-player game); it says them as players would."""

from __future__ import annotations

import dataclasses

from service import GameInfo
from ui.i18n.catalogue import localize


def _game(options: dict) -> GameInfo:
    return GameInfo(id=1, guild_id=1, channel_id=1, thread_id=None, host_id=7, status="lobby", options=options,
                    players=(7,), version=0, winner_seat=None, status_reason=None, created_at=0.0,
                    updated_at=0.0, started_at=None, ended_at=None, settings={})  # fmt: skip


def _options_field(options: dict) -> str:
    from cogs.publishing.lobby_messages import lobby_text

    embed = lobby_text(_game(options), ["Ada"], None)
    return next(f.value for f in embed.fields if f.name == "Options")


def test_item5_the_lobby_says_a_random_layout_and_the_2_player_variant() -> None:
    two = _options_field({"players": 2})
    assert "Rules: 2-player variant" in two and "Board: random layout" in two, two
    assert "variable" not in two and "Base game" not in two
    assert "Board: beginner layout" in _options_field({"players": 3, "board": "beginner"})
    assert "Rules: Base game" in _options_field({"players": 3})  # a 3-4 player game is the base game


def test_item30_2_a_rule_sets_option_labels_come_from_its_ui_folder() -> None:
    """The lobby names C&K's and 5-6 players' options with the labels of their folders (``UiHooks.option_labels``,
    ``lapse_labels``); the shared lobby message holds the shared options' labels only."""
    from cogs.publishing.lobby_messages import OPTION_LABELS, lobby_text
    from ui.rulesets import UI

    assert not {"barbarian_steps", "ck_nasty", "six_turn_mode"} & set(OPTION_LABELS)
    assert localize(UI.of_name("cities_and_knights").option_labels["ck_nasty"], "en") == "Nasty barbarians"
    ck = _options_field({"players": 4, "expansion": "cities_and_knights", "barbarian_steps": 9, "ck_nasty": True})
    assert "Barbarian track: 9" in ck and "Nasty barbarians: on" in ck, ck
    six = dataclasses.replace(_game({"players": 5, "six_sbp_skip": "on_request"}),
                              settings={"lapses": {"special_build": {"hours": 1.5}}})  # fmt: skip
    described = next(f.value for f in lobby_text(six, ["Ada"], None).fields if f.name == "Options")
    assert "Special Build slots (5-6 players): on request" in described, described
    assert "\nSpecial Build slot: passes after 1.5 h\n" in described, described


def test_issue33_item2_the_lobby_names_the_threads_language_in_that_language() -> None:
    """The game's language (``/catan new language:``, by default the server's) is what everyone reads of the
    game: the lobby says which, in it; a game from before there was a choice is English."""
    from cogs.publishing.lobby_messages import lobby_text

    german = dataclasses.replace(_game({"players": 4}), settings={"language": "de"})
    embed = lobby_text(german, ["Ada"], None)
    described = next(f.value for f in embed.fields if f.name == "Optionen")  # the whole lobby is German
    assert described.endswith("\nSprache des Threads: Deutsch"), described
    assert "Spieler: 4" in described and embed.description == "Wartet auf Spieler", (described, embed.description)
    older = next(f.value for f in lobby_text(_game({"players": 4}), ["Ada"], None).fields if f.name == "Options")
    assert older.endswith("\nLanguage of the thread: English"), older
