"""Texts of the 2-player variant (ui.rules.two_player) and how the shared texts use them, from real games."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import engine
from engine.state import GameState
from tests.english import describe_event, en, prompt_for, status_text
from ui.i18n.catalogue import localize
from ui.rules import two_player
from ui.spots import choices
from ui.summary import private_notes

NAMES = ["Ann", "Bo"]


def _play(predicate: Callable[[GameState, list[dict[str, Any]]], bool], seed: int = 3, limit: int = 4000
          ) -> tuple[GameState, list[dict[str, Any]]]:  # fmt: skip
    """A 2-player game played at random until ``predicate(game, events so far)`` holds (trade-card actions
    taken often); returns the game and every raw event of its moves."""
    game = engine.new_game({"players": 2}, seed)
    history = list(game.events)
    rng = random.Random(seed)
    for _ in range(limit):
        if predicate(game, history):
            return game, history
        seat = engine.must_act(game)[0]
        legal = engine.legal_actions(game, seat)
        paid = [a for a in legal if a[0] in two_player.CARD_ACTIONS]
        history += engine.apply_action(
            game, seat, rng.choice(paid) if paid and rng.random() < 0.5 else rng.choice(legal)
        )
    raise AssertionError("situation not reached")


def _play_until(predicate: Callable[[GameState], bool]) -> GameState:
    return _play(lambda g, _h: predicate(g))[0]


def _after_event(kind: str, extra: Callable[[dict[str, Any]], bool] = lambda e: True
                 ) -> tuple[list[dict[str, Any]], dict[str, Any]]:  # fmt: skip
    _game, history = _play(lambda _g, h: any(e["type"] == kind and extra(e) for e in h))
    return history, next(e for e in history if e["type"] == kind and extra(e))


def test_TWO_ROLL_1_both_rolls_are_described() -> None:
    first = {"type": "rolled", "seat": 0, "dice": [3, 5], "total": 8, "roll": 1, "rethrown": []}
    second = {"type": "rolled", "seat": 0, "dice": [6, 1], "total": 7, "roll": 2, "rethrown": [[4, 4], [2, 6]]}
    assert describe_event(first, NAMES) == "🎲 Ann rolled **8** (3+5) (first roll)."
    assert describe_event(second, NAMES) == (
        "🎲 Ann's second roll: **7** (6+1); re-thrown after 4+4, 2+6 matched the first roll."
    )
    # The base game's roll keeps its own line.
    base = {"type": "rolled", "seat": 1, "dice": [2, 2], "total": 4}
    assert two_player.describe_event(base, NAMES) is None
    assert describe_event(base, NAMES) == "🎲 Bo rolled **4** (2+2)."


def test_TWO_ROLL_1_real_game_rolls_are_first_then_second() -> None:
    history, _ = _after_event("rolled", lambda e: e["roll"] == 2)
    lines = [describe_event(e, NAMES) for e in history if e["type"] == "rolled"]
    assert lines[0] is not None and "(first roll)" in lines[0]
    assert any(line and "second roll" in line for line in lines)


def test_TWO_NEUTRAL_4_neutral_seats_have_names_in_every_event() -> None:
    assert two_player.seat_name(2, NAMES) == "White (neutral)"
    assert two_player.seat_name(3, NAMES) == "Orange (neutral)"
    assert two_player.seat_name(1, NAMES) == "Bo"
    assert two_player.seat_name(-1, NAMES) == "nobody"
    road = {"type": "longest_road", "seat": 3, "previous": -1, "length": 5}
    assert describe_event(road, NAMES) == "🛣️ Orange (neutral) now holds Longest Road (5 roads)."
    # In a 4-player game seats 2 and 3 are people.
    assert describe_event(road, ["A", "B", "C", "D"]) == "🛣️ D now holds Longest Road (5 roads)."


def test_TWO_NEUTRAL_1_neutral_pieces_are_described() -> None:
    start = {"type": "neutral_built", "seat": None, "neutral": 2, "piece": "settlement", "at": 11}
    assert describe_event(start, NAMES) == "🏳️ White (neutral) starts with a settlement on 12."
    built = {"type": "neutral_built", "seat": 1, "neutral": 3, "piece": "road", "at": 0}
    line = describe_event(built, NAMES)
    assert line is not None and line.startswith("🏳️ Bo placed a road for Orange (neutral) on ")
    assert "settlement is placed" not in (describe_event({"type": "neutral_fallback", "seat": 0, "piece": "road"},
                                                          NAMES) or "")  # fmt: skip
    assert "road" in (describe_event({"type": "neutral_fallback", "seat": 0, "piece": "road"}, NAMES) or "")
    assert "build nothing" in (describe_event({"type": "neutral_skipped", "seat": 0, "piece": "road"}, NAMES) or "")


def test_TWO_REPL_4_trade_cards_gained_says_when_capped() -> None:
    full = {"type": "trade_cards_gained", "seat": 0, "earned": 2, "count": 2, "reason": "settlement", "held": 5,
            "supply": 3}  # fmt: skip
    assert describe_event(full, NAMES) == "🎴 Ann took 2 trade cards for the settlement's spot; holds 5."
    capped = {**full, "count": 1, "held": 7, "reason": "knight"}
    line = describe_event(capped, NAMES)
    assert line is not None and "1 trade card for a Knight" in line and "earned 2" in line and "7 at most" in line


def test_TWO_ACT_3_forced_trade_hides_the_cards_from_the_public() -> None:
    _history, raw = _after_event("forced_trade", lambda e: e["count"] > 0)
    public = engine.event_for(raw, None)
    line = describe_event(public, NAMES)
    assert line is not None and "forced trade and drew" in line and f"{raw['count']} card" in line
    seat, victim = raw["seat"], raw["victim"]
    mine = private_notes([raw], seat, NAMES)
    theirs = private_notes([raw], victim, NAMES)
    drawn = engine.constants.format_counts(raw["cards"])
    assert mine and drawn in mine[0] and theirs and drawn in theirs[0]
    _history, given = _after_event("forced_trade_given")
    giver, victim = NAMES[given["seat"]], NAMES[given["victim"]]
    assert describe_event(engine.event_for(given, None), NAMES) == f"🔁 {giver} gave 2 cards back to {victim}."
    cards = engine.constants.format_counts(given["cards"])
    # issue #29 item 6: said to its reader as "you"
    assert private_notes([given], given["victim"], NAMES) == [f"🔒 🔁 {giver} gave {cards} back to you."]


def test_TWO_ACT_4_robber_to_the_desert_and_TWO_REPL_1_knight_exchange() -> None:
    _history, moved = _after_event("robber_moved", lambda e: bool(e.get("trade_card")))
    line = describe_event(moved, NAMES)
    assert line is not None and "to move the robber to the desert" in line
    assert f"paid {moved['paid']} trade card" in line
    plain = {"type": "robber_moved", "seat": 0, "hex": 3, "from": 9}
    assert describe_event(plain, NAMES) == "🦹 Ann moved the robber to D."
    removed = {"type": "knight_removed", "seat": 1, "knights": 2}
    assert describe_event(removed, NAMES) == "⚔️ Bo exchanged a played Knight (2 left)."
    aside = {"type": "largest_army", "seat": -1, "previous": 1, "knights": 0}
    assert describe_event(aside, NAMES) == "🛡️ Largest Army is set aside: nobody holds it now."


@pytest.mark.parametrize("step", ["neutral_road", "neutral_settlement"])
def test_TWO_NEUTRAL_1_prompt_menu_and_autocomplete_offer_only_legal_spots(step: str) -> None:
    game = _play_until(lambda g: g.step == step)
    seat = game.active
    view = engine.view(game, seat)
    assert prompt_for(view) == en(two_player.STEP_PROMPTS[step])
    legal = [a for a in view["you"]["legal_actions"] if a[0] == step]
    offered = choices(view, step, "", NAMES)
    assert offered and len(offered) == min(len(legal), 25)
    for (name, value), action in zip(offered, legal, strict=False):
        assert name.startswith(two_player.neutral_name(action[1]))
        assert two_player.parse_neutral_spot(value, step, [tuple(a) for a in legal]) == tuple(action)
    # Typing only the spot works when a single neutral may take it; nonsense and illegal spots do not.
    assert two_player.parse_neutral_spot("no such spot", step, [tuple(a) for a in legal]) is None
    first = tuple(legal[0])
    same_spot = [a for a in legal if a[2] == first[2]]
    bare = two_player.parse_neutral_spot(offered[0][1].split()[1], step, [tuple(a) for a in legal])
    assert bare == (first if len(same_spot) == 1 else None)


def test_TWO_ROLL_1_second_roll_prompt_and_status_lines() -> None:
    game = _play_until(lambda g: g.step == "pre_roll" and len(g.two.rolls) == 1 and g.two.roll_turn == g.turn)
    view = engine.public_view(game)
    assert prompt_for(view) == en(two_player.SECOND_ROLL_PROMPT)
    text = status_text(view, NAMES)
    two = view["two_player"]
    assert f"Trade cards: Ann {two['trade_cards'][0]} (an action costs {two['action_price'][0]})" in text
    assert f"{two['trade_card_supply']} in the supply" in text
    assert "White (neutral):" in text and "Orange (neutral):" in text
    assert "This turn's rolls:" in text
    assert en(two_player.seats_note(view)).startswith("; neutral players: White, Orange (you place their pieces")


def test_TWO_ACT_2_hand_line_and_button_labels_show_the_price() -> None:
    game = _play_until(lambda g: g.step == "main" and g.turn > 3)
    view = engine.view(game, game.active)
    two = view["two_player"]
    lines = [localize(line, "en") for line in two_player.hand_lines(view)]
    assert lines[0].startswith(f"Trade cards: {two['trade_cards'][game.active]} ")
    assert f"costs you {two['action_price'][game.active]} now" in lines[0]
    price = two["action_price"][game.active]
    expected = f"({price} card)" if price == 1 else f"({price} cards)"
    assert localize(two_player.button_label("forced", view), "en").endswith(expected)
    assert localize(two_player.button_label("desert", view), "en").endswith(expected)
    cheap = {**view, "two_player": {**two, "action_price": [1, 3]}, "active": 1}
    assert localize(two_player.button_label("forced", cheap), "en") == "🔁 Forced trade (3 cards)"
    assert localize(two_player.button_label("forced", {**cheap, "active": 0}), "en") == "🔁 Forced trade (1 card)"
    assert localize(two_player.button_label("forced", cheap), "de") == "🔁 Zwangstausch (3 Karten)"  # issue #33
    german = localize(two_player.hand_lines(view)[0], "de")  # issue #33: the hand DM's line in German
    assert german.startswith(f"Handelskarten: {two['trade_cards'][game.active]} (") and "kostet dich jetzt" in german


def test_base_game_texts_have_no_two_player_lines() -> None:
    game = engine.new_game({"players": 3}, 1)
    view = engine.view(game, 0)
    assert two_player.status_lines(view, [*NAMES, "Cy"]) == [] and two_player.hand_lines(view) == []
    assert two_player.prompt(view, "pre_roll") is None and two_player.seats_note(view) == ""
    assert "Trade cards" not in status_text(engine.public_view(game), [*NAMES, "Cy"])
