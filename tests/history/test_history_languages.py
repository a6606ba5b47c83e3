"""Issue #33 item 1 (history/): a finished game's statistics, the leaderboard and the replay's caption are
catalogue messages, in German (or French...) for a German reader, English word for word as before."""

from __future__ import annotations

import pytest

from history.rating import GameResult, leaderboard, table_lines
from history.records import GameStats
from history.replay import caption
from history.stats import _Tally, compute_stats
from history.text import duration_text, highlights
from service.reads.history import bot_label
from tests.history.helpers import play_log
from tests.history.test_stats import KNOWN_EVENTS
from ui.i18n.catalogue import localize
from ui.i18n.languages import shipped


def known_stats() -> GameStats:
    stats = GameStats(players=3, rule_set="base", finished=True, duration=3725.0)
    tally = _Tally(stats)
    for e in KNOWN_EVENTS:
        tally.event(e)
    return stats


def test_issue33_highlights_in_german() -> None:
    lines = [localize(line, "de") for line in highlights(known_stats(), ["Ann", "Bo", "Cy"])]
    assert lines[0] == "3 Züge, 0 Aktionen in 1 Stunde 2 Minuten."
    assert "Sieger: Cy mit 10 Siegpunkten." in lines
    assert "3 Würfe; 1 Sieben (erwartet 0,5)." in lines  # CLDR's decimal comma
    assert "Am häufigsten beraubt: Cy (2-mal)." in lines
    assert "Längste Durststrecke: Bo, 2 Würfe in Folge ohne Ertrag." in lines
    assert "Größter Handel: Ann gab 1 Karte an Cy für 2 Karten (Zug 1)." in lines


def test_issue33_durations_by_cldr_plural_in_each_language() -> None:
    assert localize(duration_text(59), "de") == "unter einer Minute"
    assert localize(duration_text(3600), "fr") == "1 heure" and localize(duration_text(7260), "fr") == "2 heures 1 minute"
    assert localize(duration_text(3 * 86400), "es") == "3 días" and localize(duration_text(60), "pt-BR") == "1 minuto"


def test_issue33_a_seat_without_a_name_is_a_player_number_in_the_readers_language() -> None:
    lines = [localize(line, "fr") for line in highlights(known_stats(), ["Ann", "Bo"])]
    assert "Vainqueur : Joueur 3 avec 10 points de victoire." in lines


@pytest.mark.parametrize(
    ("options", "english", "german"),
    [
        ({"players": 2}, "Trade cards earned: Ann ", "Erhaltene Handelskarten: Ann "),
        ({"players": 3, "expansion": "cities_and_knights"}, "Barbarian attacks: ", "Barbarenangriffe: "),
        ({"players": 3, "expansion": "seafarers", "sea_scenario": "new_shores"}, "Ships built: Ann ", "Gebaute Schiffe: Ann "),
    ],
)
def test_issue33_rule_sets_highlights_in_their_catalogue(options: dict, english: str, german: str) -> None:
    stats = compute_stats(options, 7, play_log(options, limit=300))
    names = ["Ann", "Bo", "Cy"][: options["players"]]
    said = {tag: [localize(line, tag) for line in highlights(stats, names)] for tag in shipped()}
    assert any(line.startswith(english) for line in said["en"]), said["en"]
    assert any(line.startswith(german) for line in said["de"]), said["de"]
    for tag, lines in said.items():  # every line is the catalogue's: no key in brackets, no English left
        assert not any(line.startswith("[") for line in lines), (tag, lines)
        if tag != "en":
            assert not set(lines) & set(said["en"]), tag


def test_issue33_leaderboard_lines_in_german_and_english_as_before() -> None:
    standings = leaderboard([GameResult(1, (1, -3), 1, (3, 10))])
    names = [bot_label(s.user_id) if s.is_bot else "Ann" for s in standings]  # the winner, a bot, first
    english = [localize(line, "en") for line in table_lines(standings, names)]
    german = [localize(line, "de") for line in table_lines(standings, names)]
    assert english[0].startswith("1. Built-in player (hard) — rating ") and english[0].endswith(" · 1 game · 1 win · 10.0 VP avg")
    assert german[0].startswith("1. Computerspieler (schwer) — Wertung ") and german[0].endswith(" · 1 Spiel · 1 Sieg · Ø 10,0 SP")
    assert english[1].startswith("2. Ann — rating ") and " · 1 game · 0 wins · 3.0 VP avg" in english[1]
    assert " · 1 Spiel · 0 Siege · Ø 3,0 SP" in german[1]


def test_issue33_replay_caption_in_the_readers_language() -> None:
    text = caption(7, 2, 9, {"turn": 3})
    assert localize(text, "en") == "⏪ Game #7 replay: end of turn 2, as turn 3 begins (2 of 9 turns played)."
    assert localize(text, "de") == "⏪ Spiel #7, Wiederholung: Ende von Zug 2, Zug 3 beginnt (2 von 9 Zügen gespielt)."
    assert localize(caption(7, 0, 9, {"turn": 0}), "en") == "⏪ Game #7 replay: after the set-up (0 of 9 turns played)."
    assert localize(caption(7, 9, 9, {"phase": "over"}), "fr").startswith("⏪ Partie #7, rediffusion : la fin de la partie")
