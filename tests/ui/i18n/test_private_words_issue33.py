"""Issue #33 item 2: what a person reads alone comes from the catalogue in their language: menu labels of
places, the answer to a button that leads nowhere, the refusals of typed cards, settings and the service."""

from __future__ import annotations

import pytest

import engine
from cogs.interactions.common import error_text
from service.errors import GameNotActive, NotAPlayer, NotEnoughPlayers
from service.people.user_settings import SettingsError, parse_local_time
from tests.engine.helpers import beginner
from ui.buttons import nothing_text
from ui.cards import CardTextError, parse_cards
from ui.i18n.catalogue import localize
from ui.offers import cannot_propose_text
from ui.spots import edge_text, hex_text, vertex_text


def test_issue33_places_in_menus_are_named_in_the_readers_language() -> None:
    g = engine.new_game({"board": "beginner"}, 1)
    view = engine.view(g, 0)
    english = vertex_text(view, 11)
    assert english.startswith("12: ") and english.endswith(" pips"), english
    german = vertex_text(view, 11, "de")
    assert german.startswith("12: ") and german.endswith(" Punkte") and "pips" not in german, german
    assert [hex_text(view, h) for h in range(19)].count("J: desert") <= 1
    desert = next(h for h in range(19) if view["board"]["terrain"][h] == 5)
    assert hex_text(view, desert, "fr").endswith(": désert")
    assert "Wüste" in hex_text(view, desert, "de") and hex_text(view, desert).endswith(": desert")
    sea_edges = [e for e in range(72) if "sea" in edge_text(view, e)]
    assert sea_edges and all("mar" in edge_text(view, e, "es") for e in sea_edges)


def test_issue33_a_button_that_leads_nowhere_is_explained_in_the_readers_language() -> None:
    other = engine.view(beginner(), 1)
    text = nothing_text(other, "dev", "Play a development card", "")
    assert localize(text, "en") == "You can't play a development card right now."
    assert localize(text, "de") == "Das kannst du gerade nicht: eine Entwicklungskarte ausspielen."
    assert localize(text, "pt-BR") == "Você não pode jogar uma carta de desenvolvimento agora."
    assert localize(cannot_propose_text(other, ["Ann", "Bo", "Cy", "Dee"]), "fr").startswith("Les échanges")


@pytest.mark.parametrize(
    ("tag", "words"),
    [("en", "is not a resource"), ("de", "ist kein Rohstoff"), ("es", "no es una materia prima")],
)
def test_issue33_typed_cards_are_refused_in_the_readers_language(tag: str, words: str) -> None:
    with pytest.raises(CardTextError) as refused:
        parse_cards("2 bananas")
    assert words in localize(refused.value.text, tag)
    assert "is not a resource" in str(refused.value)  # logs read English


def test_issue33_settings_and_service_refusals_in_the_readers_language() -> None:
    with pytest.raises(SettingsError) as refused:
        parse_local_time("25:99")
    assert "keine Uhrzeit" in localize(refused.value.text, "de")
    assert error_text(NotAPlayer(7), reader="fr") == "Tu ne joues pas dans la partie #7."
    assert error_text(GameNotActive(12345, "finished"), reader="de") == "Spiel #12345 ist vorbei."  # no "12.345"
    assert str(GameNotActive(12345, "finished")) == "Game #12345 is over."
    short = NotEnoughPlayers(3, 2, 3, 6)
    assert str(short) == "Game #3 needs 3 to 6 players to start; it has 2."
    assert error_text(short, reader="es") == "La partida #3 necesita de 3 a 6 jugadores para empezar; tiene 2."


def test_issue33_the_turn_message_buttons_in_the_games_language_rule_sets_own_too() -> None:
    from cogs.play.components import turn_buttons

    def labels(game: engine.GameState, tag: str) -> list[str]:
        rows = turn_buttons(1, engine.public_view(game), tag).to_components()
        return [b["label"] for row in rows for b in row["components"]]

    base = beginner()
    assert labels(base, "en") == ["🎲 Roll", "👜 My hand"]
    assert labels(base, "de") == ["🎲 Würfeln", "👜 Meine Hand"]
    # a rule set's own buttons, added without knowing the language, follow it too (2 players, 5-6)
    from cogs.interactions.dispatch import RoutedView
    from cogs.play.components import relabelled
    from cogs.rules.five_six import FiveSixButton
    from cogs.rules.two_player import TwoPlayerButton
    from ui.rules import five_six, two_player

    view = engine.public_view(engine.new_game({"players": 2, "board": "beginner"}, 3))
    out = RoutedView()
    out.add_item(TwoPlayerButton(1, "forced", two_player.button_label("forced", view)))
    out.add_item(FiveSixButton(1, five_six.DONE))
    assert [b["label"] for row in out.to_components() for b in row["components"]][1] == "⏭️ Done building"
    shown = [b["label"] for row in relabelled(out, "fr").to_components() for b in row["components"]]
    assert shown[0].startswith("🔁 Échange forcé (") and shown[1] == "⏭️ Construction terminée", shown
