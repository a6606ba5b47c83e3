"""The thread's lines in the game's language (issue #33 item 2, item 3): each rule set's event lines, the
status and the final standings are catalogue messages, read in German, French, Spanish or Portuguese."""

from __future__ import annotations

from ui.i18n.catalogue import localize
from ui.rules.cities_and_knights.events import describe_ck_event
from ui.summary import describe_event

NAMES = ["Ann", "Bo", "Cy"]


def test_issue33_base_event_lines_in_each_language() -> None:
    built = {"type": "built", "seat": 1, "piece": "settlement", "at": 3}
    assert localize(describe_event(built, NAMES), "de") == "🏗️ Bo baut eine Siedlung auf 4."
    assert localize(describe_event(built, NAMES), "fr") == "🏗️ Bo construit une colonie en 4."
    assert localize(describe_event(built, NAMES), "es") == "🏗️ Bo construye un poblado en 4."
    assert localize(describe_event(built, NAMES), "pt-BR") == "🏗️ Bo construiu uma aldeia em 4."
    army = {"type": "largest_army", "seat": 0, "knights": 3}
    assert localize(describe_event(army, NAMES), "de") == "🛡️ Ann hat jetzt die Größte Rittermacht (3 Ritter)."
    assert localize(describe_event(army, NAMES), "es") == "🛡️ Ann tiene ahora el Gran Ejército de Caballería (3 caballeros)."
    production = {"type": "production", "gains": [[1, 0, 0, 0, 2], [0] * 5, [0, 1, 0, 0, 0]], "blocked": [], "short": []}
    assert localize(describe_event(production, NAMES), "de") == "Ertrag: Ann +1 Lehm, 2 Wolle; Cy +1 Holz."


def test_issue33_CK_attack_and_knights_in_german_and_french() -> None:
    attack = {"type": "barbarian_attack", "barbarians": 4, "knights": 2, "outcome": "barbarians", "losers": [0, 2]}
    assert localize(describe_ck_event(attack, NAMES), "de") == (
        "🏴‍☠️ **Die Barbaren greifen an**: Stärke 4 gegen die Ritter Catans 2. Die Barbaren siegen: Ann und Cy "
        "verlieren je eine Stadt."
    )
    assert localize(describe_ck_event(attack, NAMES), "en") == (
        "🏴‍☠️ **The barbarians attack**: strength 4 against Catan's knights 2. The barbarians win: Ann and Cy each "
        "lose a city."
    )
    placed = {"type": "knight_placed", "seat": 1, "strength": 2, "at": 0}
    assert localize(describe_ck_event(placed, NAMES), "fr") == "⚔️ Bo place un chevalier fort en 1."
    played = {"type": "progress_played", "seat": 2, "card": "master_merchant"}
    assert localize(describe_ck_event(played, NAMES), "pt-BR") == "📜 Cy jogou **Mestre Mercador**."


def test_issue33_two_player_neutral_players_are_named_in_the_game_s_language() -> None:
    """A neutral player is named by its colour in the reader's language, in the variant's lines and in the base
    game's (Longest Road held by a neutral player)."""
    road = {"type": "longest_road", "seat": 3, "previous": -1, "length": 5}  # every rule set's lines are asked
    assert localize(describe_event(road, ["Ann", "Bo"]), "de") == "🛣️ Orange (neutral) hat jetzt die Längste Handelsstraße (5 Straßen)."
    assert localize(describe_event(road, ["Ann", "Bo"]), "es") == "🛣️ Naranja (neutral) tiene ahora la Gran Ruta Comercial (5 caminos)."
    built = {"type": "neutral_built", "seat": 0, "neutral": 2, "piece": "road", "at": 0}
    assert localize(describe_event(built, ["Ann", "Bo"]), "fr").startswith("🏳️ Ann place une route pour Blanc (neutre) en ")


def test_issue33_seafarers_lines_in_german_and_portuguese() -> None:
    from engine import topology as topo
    from ui.rules.seafarers.events import describe_sea_event

    shape = topo.STANDARD
    owed = {"type": "gold_owed", "owed": [0, 2, 0], "source": "roll"}
    assert localize(describe_sea_event(owed, NAMES, shape), "de") == "🪙 Gold aus dem Wurf: Bo wählt 2 Rohstoffe."
    assert localize(describe_sea_event(owed, NAMES, shape), "en") == "🪙 Gold from the roll: Bo chooses 2 resources."
    chits = {"type": "chits", "seat": 0, "chits": 1, "at": 0}
    assert localize(describe_sea_event(chits, NAMES, shape), "pt-BR") == (
        "🏅 Ann ganha 1 ficha Catan (1 ponto de vitória) pela aldeia em 1."
    )


def test_issue33_the_seats_line_of_a_2_player_game_names_the_neutral_players_in_german() -> None:
    import engine
    from cogs.publishing.turn_messages import _seats_line

    view = engine.public_view(engine.new_game({"players": 2}, seed=3))
    line = localize(_seats_line(view, ["Ann", "Bo"]), "de")
    assert line.startswith("🎲 **Das Spiel beginnt!** Plätze: Ann (") and "; neutrale Spieler: Weiß, Orange (du setzt" in line, line
    assert localize(_seats_line(view, ["Ann", "Bo"]), "en").endswith(
        "; neutral players: White, Orange (you place their pieces after each of your roads and settlements)"
    )
