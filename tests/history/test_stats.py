from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine
from history.stats import GameStats, _Tally, compute_stats
from tests.history.helpers import play_log
from ui.i18n.catalogue import localize

KNOWN_EVENTS = [
    {"type": "starting_resources", "seat": 0, "cards": [1, 0, 1, 0, 0]},
    {"type": "turn_started", "seat": 0, "turn": 1},
    {"type": "rolled", "seat": 0, "dice": [3, 3], "total": 6},
    {"type": "production", "roll": 6, "gains": [[1, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 2, 0, 0, 0]],
     "blocked": [], "short": []},
    {"type": "bank_trade", "seat": 0, "give": 0, "count": 4, "get": 2},
    {"type": "traded", "seat": 0, "partner": 2, "give": [1, 0, 0, 0, 0], "get": [0, 0, 1, 1, 0]},
    {"type": "turn_started", "seat": 1, "turn": 2},
    {"type": "rolled", "seat": 1, "dice": [1, 6], "total": 7},
    {"type": "discarded", "seat": 2, "cards": [0, 2, 0, 2, 0]},
    {"type": "stolen", "seat": 1, "victim": 2},
    {"type": "traded", "seat": 1, "partner": 0, "give": [0, 0, 0, 0, 1], "get": [1, 0, 0, 0, 0]},
    {"type": "turn_started", "seat": 2, "turn": 3},
    {"type": "rolled", "seat": 2, "dice": [2, 4], "total": 6},
    {"type": "production", "roll": 6, "gains": [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 0]],
     "blocked": [], "short": []},
    {"type": "played_monopoly", "seat": 2, "resource": 0, "taken": [2, 1, 0]},
    {"type": "played_year_of_plenty", "seat": 1, "resources": [0, 1]},
    {"type": "stolen", "seat": 0, "victim": 2},
    {"type": "game_over", "winner": 2, "scores": [4, 5, 10], "turn": 3},
]  # fmt: skip


def test_known_log_exact_counts() -> None:
    stats = GameStats(players=3, rule_set="base", finished=True)
    tally = _Tally(stats)
    for e in KNOWN_EVENTS:
        tally.event(e)
    assert stats.dice == [0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0]
    assert stats.turns == 3
    assert [c.production for c in stats.cards] == [1, 0, 3]
    assert [c.start for c in stats.cards] == [2, 0, 0]
    assert (stats.cards[0].bank_out, stats.cards[0].bank_in) == (4, 1)
    assert [c.trade_in for c in stats.cards] == [2 + 1, 1, 1]
    assert [c.trade_out for c in stats.cards] == [1 + 1, 1, 2]
    assert [c.discarded for c in stats.cards] == [0, 0, 4]
    assert [c.robbed_in for c in stats.cards] == [1, 1, 3]
    assert [c.robbed_out for c in stats.cards] == [2, 1, 2]
    assert stats.cards[1].dev_in == 2
    assert stats.robbed_by == [[0, 0, 1], [0, 0, 1], [0, 0, 0]]
    assert stats.most_robbed() == (2, 2)
    # Seat 1 produced nothing on both production rolls; seat 0 nothing on the second only.
    assert stats.droughts == [1, 2, 0]
    assert stats.longest_drought() == (1, 2)
    assert stats.trades == 2
    assert stats.biggest_trade is not None and (stats.biggest_trade.seat, stats.biggest_trade.size) == (0, 3)
    assert (stats.winner, stats.scores) == (2, [4, 5, 10])
    assert sum(stats.expected()) == sum(stats.dice)


def test_replayed_game_counts_match_its_events() -> None:
    log = play_log({"players": 4})
    stats = compute_stats({"players": 4}, 7, log)
    events = [e for row in log for e in row.events or []]
    rolls = [e["total"] for e in events if e["type"] == "rolled"]
    assert stats.finished and sum(stats.dice) == len(rolls)
    assert all(stats.dice[t - 2] == rolls.count(t) for t in range(2, 13))
    assert stats.turns == max(e["turn"] for e in events if e["type"] == "turn_started")
    assert len(stats.vp) == stats.turns + 1
    produced = [sum(sum(e["gains"][s]) for e in events if e["type"] == "production") for s in range(4)]
    assert [c.production for c in stats.cards] == produced
    assert sum(map(sum, stats.robbed_by)) == sum(1 for e in events if e["type"] == "stolen")
    over = next(e for e in events if e["type"] == "game_over")
    assert stats.vp[-1] == over["scores"] and stats.winner == over["winner"]
    assert stats.duration == len(log) - 1


def test_unfinished_game_shows_public_vp_only() -> None:
    log = play_log({"players": 4}, limit=500)
    stats = compute_stats({"players": 4}, 7, log)
    state = engine.new_game({"players": 4}, 7)
    for row in log:
        engine.apply_action(state, row.seat, engine.action_from_json(row.action))
    assert state.phase != "over" and not stats.finished
    assert stats.scores is None and stats.winner is None
    assert stats.vp[-1] == [state.public_victory_points(p) for p in range(4)]


def test_cities_and_knights_stats_count_barbarian_attacks_and_progress_cards() -> None:
    options = {"players": 3, "expansion": "cities_and_knights"}
    log = play_log(options, limit=1500)
    stats = compute_stats(options, 7, log)
    events = [e for row in log for e in row.events or []]
    assert stats.rule_set == "cities_and_knights"
    assert stats.extra["barbarian_attacks"] == sum(1 for e in events if e["type"] == "barbarian_attack") > 0
    played = sum(1 for e in events if e["type"] in ("progress_played", "progress_vp"))
    assert sum(stats.extra["progress_played"]) == played


def test_two_player_stats_count_trade_cards() -> None:
    log = play_log({"players": 2})
    stats = compute_stats({"players": 2}, 7, log)
    events = [e for row in log for e in row.events or []]
    assert stats.rule_set == "two_player"
    earned = sum(e["earned"] for e in events if e["type"] == "trade_cards_gained")
    assert sum(stats.extra["trade_cards_earned"]) == earned
    assert sum(stats.extra["forced_trades"]) == sum(1 for e in events if e["type"] == "forced_trade")


def test_highlight_lines_of_the_known_log() -> None:
    from history.text import duration_text, highlights

    stats = GameStats(players=3, rule_set="base", finished=True, duration=3725.0)
    tally = _Tally(stats)
    for e in KNOWN_EVENTS:
        tally.event(e)
    lines = [localize(line, "en") for line in highlights(stats, ["Ann", "Bo", "Cy"])]
    assert lines[0] == "3 turns, 0 moves in 1 hour 2 minutes."
    assert "Winner: Cy with 10 victory points." in lines
    assert "3 rolls; 1 seven (expected 0.5)." in lines
    assert "Most robbed: Cy (2 times)." in lines
    assert "Longest drought: Bo, 2 rolls in a row without production." in lines
    assert "Biggest trade: Ann gave 1 card to Cy for 2 cards (turn 1)." in lines
    assert localize(duration_text(None), "en") == "unknown"


def test_item5_a_game_of_seconds_lasted_under_a_minute_not_0_minutes() -> None:
    """Issue #29 item 5: the demo's statistics read "16 turns, 116 moves in 0 minutes."."""
    from history.text import duration_text as text

    def duration_text(seconds: float) -> str:
        return localize(text(seconds), "en")

    assert duration_text(0) == duration_text(59) == "under a minute"
    assert duration_text(60) == "1 minute" and duration_text(3600) == "1 hour"
    assert duration_text(3725) == "1 hour 2 minutes" and duration_text(3 * 86400) == "3 days"


def test_beginner_board_counts_turn_one_which_starts_without_an_action() -> None:
    options = {"players": 3, "board": "beginner"}
    log = play_log(options, limit=400)
    stats = compute_stats(options, 7, log)
    events = [e for row in log for e in row.events or []]
    assert min(e["turn"] for e in events if e["type"] == "turn_started") == 2
    assert len(stats.vp) == stats.turns + 1  # one row per turn ended, plus the start


@pytest.mark.parametrize("scenario", ["fog_island", "new_shores"])
def test_item31_5_seafarers_stats_count_ships_islands_gold_pirate_and_discoveries(scenario: str) -> None:
    """Issue #31 item 5: the Seafarers columns agree with the game's public events, seat by seat."""
    options = {"players": 4, "expansion": "seafarers", "sea_scenario": scenario}
    log = play_log(options, limit=2500)
    stats = compute_stats(options, 7, log)
    events = [e for row in log for e in row.events or []]
    assert stats.rule_set == "seafarers"
    x = stats.extra

    def per_seat(kinds: tuple[str, ...], count: Callable[[dict], int] = lambda e: 1, **match: Any) -> list[int]:
        out = [0] * 4
        for e in events:
            if e["type"] in kinds and all(e.get(k) == v for k, v in match.items()):
                out[e["seat"]] += count(e)
        return out

    assert x["ships_built"] == per_seat(("built",), piece="ship") and sum(x["ships_built"]) > 0
    assert x["ships_moved"] == per_seat(("ship_moved",))
    assert x["discoveries"] == per_seat(("discovered",))
    assert x["chits"] == per_seat(("chits",), lambda e: int(e["chits"]))
    assert len(x["islands_reached"]) == 4  # counted from the board: tests/history/test_seafarers_islands.py
    gold = [sum(sum(c) for e in events if e["type"] == "production" and e.get("gold") for c in [e["gold"][s]])
            + sum(sum(e["cards"]) for e in events if e["type"] == "gold_received" and e["seat"] == s) for s in range(4)]
    assert x["gold_cards"] == gold
    steals, mover = [0] * 4, ""
    for e in events:
        mover = {"pirate_moved": "pirate", "robber_moved": "robber", "turn_started": ""}.get(e["type"], mover)
        if e["type"] == "stolen" and mover == "pirate":
            steals[e["seat"]] += 1
    assert x["pirate_steals"] == steals
    if scenario == "fog_island":
        assert sum(x["discoveries"]) > 0
    from history.text import highlights

    lines = [localize(line, "en") for line in highlights(stats, ["Ann", "Bo", "Cy", "Di"])]
    assert any(line.startswith("Ships built: Ann ") for line in lines)
