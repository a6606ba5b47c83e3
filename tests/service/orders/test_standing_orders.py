"""Standing orders (issue #20 item 4): each order answers its decision with a legal action read from the
seat's view, and never leaks hidden information through its timing or its conditions."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from engine.bots import random_action
from engine.testing import position, roll
from service.orders.standing_orders import (
    DEFAULT_PRIORITY,
    Due,
    OrdersError,
    StandingOrders,
    answer_kinds,
    covers,
    due_at,
    prescribe,
    schedule,
)
from service.rulesets import SERVICE
from ui.i18n.catalogue import localize

EVERYTHING = StandingOrders(auto_roll=True, discard="keep_build", decline_trades=True, ck_answers=True)
SETTLED = {0: ["12"], 1: ["30"], 2: ["44"], 3: ["20"]}


def _decision(state: engine.GameState, seat: int, kind: str) -> dict[str, Any]:
    view = engine.player_view(state, seat)
    return next(d for d in view["pending"] if d["seat"] == seat and d["kind"] == kind)


def _apply_order(state: engine.GameState, orders: StandingOrders, seat: int, kind: str) -> tuple[Any, list[Any]]:
    """Apply the order to the seat's decision; returns the action and the public events it produced."""
    action = prescribe(orders, engine.player_view(state, seat), _decision(state, seat, kind))
    assert action is not None and action in engine.legal_actions(state, seat)
    return action, engine.events_for(engine.apply_action(state, seat, action), None)


def test_orders_round_trip_validate_and_describe_themselves() -> None:
    assert StandingOrders.from_json(EVERYTHING.to_json()) == EVERYTHING
    assert StandingOrders.from_json(None) == StandingOrders() and not StandingOrders().any
    with pytest.raises(OrdersError):
        StandingOrders(discard="whatever")
    with pytest.raises(OrdersError):
        StandingOrders(priority=("wool", "wool"))
    with pytest.raises(OrdersError):
        StandingOrders(grace_minutes=-1)
    lines = [localize(line, "en") for line in StandingOrders(auto_roll=True, discard="priority", grace_minutes=30).lines()]
    assert lines[0].startswith("🎲") and "wool, brick" in lines[1] and "30 min" in lines[-1]


def test_an_order_covers_decisions_by_kind_and_applies_after_the_grace_period() -> None:
    orders = StandingOrders(auto_roll=True, grace_minutes=15)
    roll_due = {"seat": 1, "kind": "pre_roll", "blocking": True}
    discard_due = {"seat": 2, "kind": "discard", "blocking": True, "count": 4}
    assert covers(orders, roll_due) and not covers(orders, discard_due)
    assert due_at(orders, roll_due, 1000.0) == 1000.0 + 15 * 60
    assert due_at(orders, discard_due, 1000.0) is None
    assert prescribe(orders, {"you": {"legal_actions": []}}, discard_due) is None
    plan = schedule(
        [discard_due, roll_due],
        {1: orders, 2: StandingOrders(discard="priority")},
        {1: 1000.0, 2: 1100.0},
    )
    assert plan == [Due(2, discard_due, 1100.0), Due(1, roll_due, 1900.0)]


def test_auto_roll_rolls_at_the_start_of_the_turn_BASE_TURN_2() -> None:
    g = position(settlements=SETTLED, active=1, step="pre_roll", dev_cards={1: {"knight": 1}})
    action, _ = _apply_order(g, StandingOrders(auto_roll=True), 1, "pre_roll")
    assert action == ("roll",) and g.step != "pre_roll"


def _seven_with_hand(hand: dict[str, int]) -> engine.GameState:
    g = position(settlements=SETTLED, active=0, step="pre_roll", hands={2: hand})
    roll(g, 7)
    return g


def test_discard_by_priority_on_a_7_BASE_ROBBER_3() -> None:
    g = _seven_with_hand({"ore": 5, "grain": 3, "wool": 2})
    action, _ = _apply_order(g, StandingOrders(discard="priority"), 2, "discard")
    assert action == ("discard", (0, 0, 0, 3, 2))  # wool first, then grain (default priority)
    g = _seven_with_hand({"ore": 5, "grain": 3, "wool": 2})
    orders = StandingOrders(discard="priority", priority=("ore", "wool"))
    assert _apply_order(g, orders, 2, "discard")[0] == ("discard", (0, 0, 5, 0, 0))


def test_discard_keeps_what_a_city_or_settlement_needs_BASE_ROBBER_3() -> None:
    g = _seven_with_hand({"ore": 5, "grain": 3, "wool": 2, "lumber": 2})  # 12 cards: 6 go
    action, _ = _apply_order(g, StandingOrders(discard="keep_build"), 2, "discard")
    kept = [h - d for h, d in zip((0, 2, 5, 3, 2), action[1], strict=True)]
    assert sum(kept) == 6 and kept[2] >= 3 and kept[3] >= 2  # a city stays buildable


def test_a_trade_offer_made_to_an_absent_player_is_declined_BASE_TRADE_2() -> None:
    g = position(settlements=SETTLED, active=0, step="main", hands={0: {"brick": 1}, 3: {"wool": 1}})
    g.rolled = True
    engine.apply_action(g, 0, ("offer", (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 3))
    offer = _decision(g, 3, "trade_response")["offer"]
    action, _ = _apply_order(g, StandingOrders(decline_trades=True), 3, "trade_response")
    assert action == ("decline", offer)
    assert not [d for d in engine.pending(g) if d["kind"] == "trade_response"]


def test_every_order_answers_every_decision_it_covers_in_cities_and_knights_games() -> None:
    """CK-BARB-4 pillage, progress cards Wedding / Commercial Harbor / Deserter, CK-KNIGHT retreat, discards and
    the roll: in random C&K games, whenever an order covers a decision it answers with a legal action
    (the game goes on with it), whatever the hand."""
    answered: set[str] = set()
    for seed in range(3):
        g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed)
        rng = random.Random(seed)
        for _ in range(4000):
            if g.phase == "over":
                break
            due = [d for d in engine.pending(g) if covers(EVERYTHING, d)]
            if due:
                _apply_order(g, EVERYTHING, due[0]["seat"], due[0]["kind"])
                answered.add(due[0]["kind"])
                continue
            seat = (engine.must_act(g) or [d["seat"] for d in engine.pending(g)])[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
    assert set(SERVICE.of_name("cities_and_knights").answers) | {"pre_roll", "discard"} <= answered <= answer_kinds() | {
        "pre_roll", "discard", "trade_response"
    }


# --- no leak: states that differ only in hidden information get the same timing and public outcome ----


def _twins() -> list[engine.GameState]:
    """Two positions alike in everything public (the bank, card counts), different in what seats 1 and 3
    hold: in one, seat 1 has a Knight to play before rolling and the cards for a city; in the other not."""
    ore, wool = {"ore": 3, "grain": 1}, {"brick": 1, "wool": 3}
    knight, vp = {"knight": 1}, {"victory_point": 1}
    out = [
        position(settlements=SETTLED, active=1, step="pre_roll", hands={1: h1, 3: h3}, dev_cards={1: d1, 3: d3})
        for h1, h3, d1, d3 in ((ore, wool, knight, vp), (wool, ore, vp, knight))
    ]
    assert engine.public_view(out[0]) == engine.public_view(out[1])
    return out


def test_auto_roll_does_not_depend_on_the_hand_no_leak() -> None:
    """The same instant and the same public events whether or not the hand holds a Knight to play first."""
    orders = StandingOrders(auto_roll=True, grace_minutes=20)
    outcomes = []
    for g in _twins():
        decision = _decision(g, 1, "pre_roll")
        outcomes.append((due_at(orders, decision, 5000.0), *_apply_order(g, orders, 1, "pre_roll")))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0] == 5000.0 + 20 * 60


def test_declining_does_not_depend_on_whether_the_trade_was_affordable_no_leak() -> None:
    outcomes = []
    for wool in (0, 3):  # seat 3 could or could not accept the offer (seat 2 holds the rest: same bank)
        hands = {0: {"brick": 1}, 2: {"wool": 3 - wool, "ore": wool}, 3: {"wool": wool, "ore": 3 - wool}}
        g = position(settlements=SETTLED, active=0, step="main", hands=hands)
        g.rolled = True
        engine.apply_action(g, 0, ("offer", (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 3))
        orders = StandingOrders(decline_trades=True, grace_minutes=5)
        decision = _decision(g, 3, "trade_response")
        outcomes.append(
            (due_at(orders, decision, 0.0), *_apply_order(g, orders, 3, "trade_response"), engine.public_view(g))
        )
    assert outcomes[0] == outcomes[1]


def test_discard_order_timing_does_not_depend_on_the_cards_no_leak() -> None:
    """Two hands of the same size: the order applies at the same instant and discards the same number."""
    results = []
    for hand in ({"ore": 5, "grain": 3}, {"brick": 2, "lumber": 2, "wool": 4}):
        g = _seven_with_hand(hand)
        decision = _decision(g, 2, "discard")
        action, _ = _apply_order(g, StandingOrders(discard="keep_build", grace_minutes=10), 2, "discard")
        results.append(
            (due_at(StandingOrders(discard="keep_build", grace_minutes=10), decision, 100.0), sum(action[1]))
        )
        assert engine.public_view(g)["players"][2]["resource_count"] == 4
    assert results[0] == results[1] == (100.0 + 600, 4)


@pytest.mark.parametrize("players", [4, 2])
def test_discard_and_roll_orders_answer_in_any_base_or_two_player_game(players: int) -> None:
    """Whatever the hand and the priority (shuffled per game), a covered decision gets a legal answer."""
    rng = random.Random(players)
    for seed in range(2):
        priority = list(DEFAULT_PRIORITY[:5])
        rng.shuffle(priority)
        orders = StandingOrders(
            auto_roll=True, discard=rng.choice(["priority", "keep_build"]), priority=tuple(priority)
        )
        g = engine.new_game({"players": players}, seed)
        for _ in range(3000):
            if g.phase == "over":
                break
            due = [d for d in engine.pending(g) if covers(orders, d)]
            if due:
                _apply_order(g, orders, due[0]["seat"], due[0]["kind"])
                continue
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))


def test_default_priority_names_every_card_once() -> None:
    assert sorted(DEFAULT_PRIORITY) == sorted(engine.constants.CARD_NAMES)


def test_the_night_order_answers_in_quiet_hours_after_the_grace_period() -> None:
    """Bo (Berlin, quiet 23:00-08:00) gives a built-in player the decisions of the night, 30 min grace."""
    from datetime import UTC, datetime

    from service.orders.standing_orders import night_due_at
    from service.people.user_settings import UserSettings

    def at(*args: int) -> float:
        return datetime(*args, tzinfo=UTC).timestamp()

    bo = UserSettings(user_id=1, zone_name="Europe/Berlin").with_quiet("23:00", "08:00")
    orders = StandingOrders(night_bot="normal", grace_minutes=30)
    assert night_due_at(orders, bo, at(2026, 1, 10, 23)) == at(2026, 1, 10, 23, 30)  # due at midnight
    assert night_due_at(orders, bo, at(2026, 1, 10, 12)) == at(2026, 1, 10, 22)  # due at 13:00: when he sleeps
    assert night_due_at(StandingOrders(), bo, at(2026, 1, 10, 23)) is None
    assert night_due_at(orders, UserSettings(user_id=2), at(2026, 1, 10, 23)) is None  # no quiet hours
    assert "🌙" in localize(orders.lines()[0], "en") and StandingOrders.from_json(orders.to_json()) == orders
    with pytest.raises(OrdersError):
        StandingOrders(night_bot="grandmaster")


def test_the_hand_dm_line_says_what_an_order_did() -> None:
    from service.orders.standing_orders import applied_line as line_of

    def applied_line(*args: Any) -> str:
        return localize(line_of(*args), "en")

    view = engine.player_view(engine.new_game({"players": 4}, 1), 0)
    assert (
        applied_line({"kind": "discard"}, ("discard", (2, 0, 0, 0, 2)), view)
        == "📜 Standing order: discard 2 brick, 2 wool."
    )
    assert applied_line({"kind": "pre_roll"}, ("roll",), view) == "📜 Standing order: roll the dice."
    pillage = {"kind": "pillage", "text": "choose the city the barbarians pillage", "id": 4}
    line = applied_line(pillage, ("answer", 4, 12), view)
    assert line == "📜 Standing order: choose the city the barbarians pillage: intersection 13."
    gift = {"kind": "wedding_gift", "text": "give a card for the Wedding", "id": 5}
    assert applied_line(gift, ("answer", 5, 6), view) == "📜 Standing order: give a card for the Wedding: coin."


def test_SIX_GEO_4_order_lines_name_spots_on_the_six_player_island() -> None:
    """A night order's move in a 6-player game is named with the 30-hex island's labels (SIX-GEO-4/5):
    intersection 80 (id 79), the last path (id 108), hex AD; the 4-player island has no such spots, and
    its labels of the same ids differ (paths are numbered by their intersections on each island)."""
    from engine.rules.five_six.geometry import LARGE
    from service.orders.standing_orders import action_text as text_of
    from service.orders.standing_orders import applied_line

    def action_text(*args: Any) -> str:
        return localize(text_of(*args), "en")

    view = engine.player_view(engine.new_game({"players": 6}, 3), 0)
    assert action_text(("settlement", 79), view) == "build a settlement on 80"
    last = LARGE.EDGE_LABELS[108]
    assert "80" in last.split("-") and action_text(("road", 108), view) == f"build a road on {last}"
    assert action_text(("robber", 29), view) == "move the robber to hex AD"
    four = engine.player_view(engine.new_game({"players": 4}, 3), 0)
    differs = next(e for e in range(72) if LARGE.EDGE_LABELS[e] != engine.topology.EDGE_LABELS[e])
    assert action_text(("road", differs), view) != action_text(("road", differs), four)
    pillage = {"kind": "pillage", "text": "choose the city the barbarians pillage", "id": 4}
    assert localize(applied_line(pillage, ("answer", 4, 79), view), "en").endswith(": intersection 80.")


@pytest.mark.parametrize(
    "options", [{"players": 5}, {"players": 6, "expansion": "cities_and_knights"}], ids=["5p", "6p-ck"]
)
def test_orders_answer_in_five_and_six_player_games_SIX_SBP_2(options: dict[str, Any]) -> None:
    """The answers order passes a sleeping player's Special Build Phase slot (SIX-SBP-2), which would hold
    up every turn; on the larger island the Cities & Knights answers read its own intersections."""
    answered: set[str] = set()
    g = engine.new_game(options, 2)
    rng = random.Random(2)
    for _ in range(3000):
        if g.phase == "over":
            break
        due = [d for d in engine.pending(g) if covers(EVERYTHING, d)]
        if due:
            action, _ = _apply_order(g, EVERYTHING, due[0]["seat"], due[0]["kind"])
            answered.add(due[0]["kind"])
            if due[0]["kind"] == "special_build":
                assert action == ("sbp_pass",)
            continue
        seat = (engine.must_act(g) or [d["seat"] for d in engine.pending(g)])[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
    assert {"special_build", "pre_roll", "discard"} <= answered


def test_issue33_order_lines_in_each_readers_language_and_kept_in_none() -> None:
    """rest33 item 2: the orders in force, what an order did, a built-in player's move for a person and the count
    of older ones are catalogue messages; the game's notes keep them in no language (``ui.i18n.stored``)."""
    from service.bots.driver import played_for_line
    from service.orders.runner import shown_applied
    from service.orders.standing_orders import applied_line
    from ui.i18n.stored import shown_from, stored
    from ui.i18n.text import Verbatim

    view = engine.player_view(engine.new_game({"players": 4}, 1), 0)
    orders = StandingOrders(auto_roll=True, discard="priority", priority=("ore", "coin"), ck_answers=True, night_bot="easy")
    english = localize(orders.in_force(), "en")
    assert english.startswith("📜 Standing orders: 🎲 roll at the start of my turn; ✋ on a 7, discard in this order: ore, coin; ")
    assert "the pillaged city, Wedding / Harbor / Deserter gifts, knight retreats" in english
    assert english.endswith("; 🌙 in my quiet hours, an easy built-in player decides for me")
    german = localize(orders.in_force(), "de")
    assert german.startswith("📜 Daueraufträge: 🎲 zu Beginn meines Zuges würfeln; ") and "Erz, Münze" in german
    assert "die geplünderte Stadt" in german and "Standing" not in german
    pillage = {"kind": "pillage", "text": "choose the city the barbarians pillage", "id": 4}
    line = applied_line(pillage, ("answer", 4, 12), view)
    assert localize(line, "de") == "📜 Dauerauftrag: die Stadt wählen, die die Barbaren plündern: Kreuzung 13."
    assert localize(applied_line({"kind": "pre_roll"}, ("roll",), view), "fr") == "📜 Ordre permanent : lancer les dés."
    bot = played_for_line("easy", ("roll",), view)
    assert localize(bot, "en") == "🤖 An easy built-in player played for you: roll the dice."
    assert localize(bot, "es").startswith("🤖 Un jugador virtual fácil jugó por ti: ")
    assert shown_from(stored(line)) == line and shown_from("📜 Standing order: an old line.") == Verbatim(
        "📜 Standing order: an old line."
    )  # a line kept before the catalogue: shown as it was
    many = shown_applied([line] * 40)
    assert localize(many[0], "de").startswith("🤖 ") and "frühere Züge für dich gemacht" in localize(many[0], "de")
