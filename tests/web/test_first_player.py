"""Issue #34, what a first-time player met on the live board (items 3, 4 and 6 of the issue): how each trade
offer ended in the board's log, the final standings once the game is over, and a move on one's own piece ringed."""

from __future__ import annotations

import re

import engine
from engine.testing import position
from web.documents import game_over, log_lines
from web.legal import legal_form
from web.rulesets import piece_labels
from web.trades import panel_words

ANN, BO, CY = 0, 1, 2
NAMES = ["Ann", "Bo", "Cy"]
WOOL_FOR_GRAIN = ("offer", (0, 0, 0, 0, 1), (0, 0, 0, 1, 0), -1)


def _main(hands: dict[int, dict[str, int]]) -> engine.GameState:
    return position(3, settlements={ANN: ["12"], BO: ["30"], CY: ["40"]}, hands=hands, active=ANN, step="main",
                    dice=(3, 5))  # fmt: skip


def test_item34_4_the_boards_log_says_how_every_offer_ended() -> None:
    """The thread says it on the offer's message (closed: withdrawn, the turn ended, everyone declined, traded);
    the board, which has no such messages, says it in its log, from the public events."""
    g = _main({ANN: {"wool": 4}, BO: {"grain": 2}})
    events = [*engine.apply_action(g, ANN, WOOL_FOR_GRAIN), *engine.apply_action(g, ANN, ("withdraw", 1))]
    events += engine.apply_action(g, ANN, WOOL_FOR_GRAIN)
    events += engine.apply_action(g, BO, ("accept", 2)) + engine.apply_action(g, ANN, ("confirm", 2, BO))
    events += engine.apply_action(g, ANN, WOOL_FOR_GRAIN)
    for seat in (BO, CY):
        events += engine.apply_action(g, seat, ("decline", 3))
    events += engine.apply_action(g, ANN, WOOL_FOR_GRAIN) + engine.apply_action(g, ANN, ("end_turn",))
    view = engine.public_view(g)
    lines = log_lines(view, events, None, NAMES, "en")
    closed = [line for line in lines if " closed: " in line]
    assert closed == ["Trade #1 closed: withdrawn.", "Trade #2 closed: traded.", "Trade #3 closed: everyone declined.",
                      "Trade #4 closed: the turn ended."], lines  # fmt: skip
    # the page finds an offer's closing line by the line's words with the offer's number in place (trade.js whyGone)
    for tag in ("en", "de", "fr"):
        head, tail = panel_words(tag)["closed_line"].split("{reason}")
        pattern = re.compile("^" + re.escape(head).replace(re.escape("{offer}"), "4") + ".*" + re.escape(tail) + "$")
        assert [line for line in log_lines(view, events, BO, NAMES, tag) if pattern.match(line)], tag


def test_item34_3_a_finished_game_shows_the_final_standings_not_waiting() -> None:
    g = _main({})
    assert game_over(engine.public_view(g), NAMES, "en") is None
    over = {**engine.public_view(g), "phase": "over", "winner": BO}
    shown = game_over(over, NAMES, "en")
    assert shown is not None and shown["title"] == "The game is over"
    assert "Bo wins" in shown["lines"][0] and "Final standings" in shown["lines"][1]
    assert [line.split(" ")[1] for line in shown["lines"][2:]] == ["Bo", "Ann", "Cy"]  # the winner first
    assert game_over(over, NAMES, "de")["title"] == "Das Spiel ist vorbei"  # type: ignore[index]


def test_item34_4_a_city_on_ones_own_settlement_is_ringed_not_covered() -> None:
    """A spot with a piece on it (the settlement a city replaces) is marked "on": the page rings it, the piece seen
    through the ring; a new settlement's spot, on an empty intersection, is not."""
    g = _main({ANN: {"ore": 3, "grain": 2, "brick": 1, "lumber": 1, "wool": 1}})
    acts = legal_form(engine.view(g, ANN), NAMES, "en")["acts"]
    cities = [a for a in acts if a["a"][0] == "city"]
    assert cities and all(a.get("on") for a in cities)
    assert all(not a.get("on") for a in acts if a["a"][0] in ("road", "settlement"))


def test_item34_3_CK_the_boards_dice_are_the_red_yellow_and_event_die_and_the_merchant_is_named() -> None:
    """The page draws C&K's three dice as the images do (web/static/rules/cities_and_knights.js); a screen reader
    reads them as the images' strip says them, and the merchant's figure has its name written beside it."""
    view = engine.public_view(engine.new_game({"players": 3, "expansion": "cities_and_knights"}, seed=2))
    view = {**view, "dice": [6, 3], "ck": {**view["ck"], "event": 4, "merchant": 5, "merchant_owner": BO}}
    said = piece_labels(view, NAMES, "en")
    assert said["dice"] == "Last roll: red 6, yellow 3, event die: politics gate"
    assert said["merchant_name"] == "Merchant" and said["merchant"].startswith("Bo: the merchant on ")
    view["ck"]["event"] = 1
    assert piece_labels(view, NAMES, "de")["dice"].endswith("Ereigniswürfel: Schiff")
    assert "dice" not in piece_labels({**engine.public_view(_main({})), "dice": [2, 5]}, NAMES, "en")  # the base game
