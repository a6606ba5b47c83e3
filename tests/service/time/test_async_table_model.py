"""The model behind bench/async_table.py (issues #20, #29 item 14): its people sleep and answer as described,
the features cut the wait on sleepers without making a table wait on anyone longer, and 5-6 player tables,
domestic trades and people who look in a few times a day are modelled and counted."""

from __future__ import annotations

import io
import random
import sys
from contextlib import redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))

import async_table as bench

from service.people.user_settings import UserSettings
from service.time.quiet_hours import is_quiet


def test_union_counts_overlapping_periods_once() -> None:
    assert bench._union([(0, 10), (5, 15), (20, 25), (21, 22), (30, 30)]) == 20


def test_a_person_answers_only_while_awake_and_present() -> None:
    truth = UserSettings(user_id=1, zone_name="Europe/Berlin").with_quiet("23:00", "07:00")
    away = (1_767_312_000.0, 1_767_312_000.0 + 2 * bench.DAY)
    person = bench.Person(0, truth, away, random.Random(3))
    t = 1_767_225_600.0  # 2026-01-01 00:00 UTC, 01:00 in Berlin: asleep
    for _ in range(200):
        answer = person.answer_time(t)
        assert answer > t and not is_quiet(truth, answer) and not (away[0] <= answer < away[1])
        t += 1913.0


def test_features_on_wait_less_on_sleepers_in_the_same_game() -> None:
    off = bench.Table(bench.Rules("off", False), 3, {"board": "variable"}).run()
    on = bench.Table(bench.Rules("on", True), 3, {"board": "variable"}).run()
    assert off.finished and on.finished
    assert on.waited_away < off.waited_away and on.days < off.days
    assert off.by_order == 0 < on.by_order and off.takeovers == 1 and on.reminders_asleep == 0


def test_the_benchmark_prints_its_comparison_line() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench.main(["--games", "1"]) == 0
    last = out.getvalue().strip().splitlines()[-1]
    assert last.startswith("wait on sleeping or absent players: ") and "% lower)" in last


def test_item29_14_a_person_who_looks_in_three_times_a_day_answers_at_a_look() -> None:
    truth = UserSettings(user_id=1, zone_name="Asia/Tokyo").with_quiet("23:00", "07:00")
    person = bench.Person(0, truth, None, random.Random(5), looks=True)
    t = 1_767_225_600.0  # 09:00 in Tokyo: the next look is at 13:00 (up to 45 min later)
    answer = person.answer_time(t)
    look = t + 4 * 3600
    assert look <= answer < look + bench.LOOK_JITTER + 3600


def test_item29_14_six_players_trade_and_the_share_of_moves_made_for_people_is_counted() -> None:
    rules = bench.Rules("on", True, zones=bench.ZONES[:6], lookers=2, trades=True)
    result = bench.Table(rules, 4, {"board": "variable"}).run()
    assert result.finished and len(result.own) == len(result.for_them) == 6
    assert sum(result.own) + sum(result.for_them) == result.moves
    assert sum(result.for_them) >= result.by_order > 0 and result.sbp_for_them > 0
    assert result.offers > 0 and 0 < result.most_automated() <= 1
    off = bench.Table(bench.Rules("off", False, zones=bench.ZONES[:6], trades=False), 4, {"board": "variable"}).run()
    assert off.offers == 0 and off.by_order == 0


def test_item29_14_the_benchmark_prints_the_share_of_moves_not_made_by_the_person() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert bench.main(["--games", "1", "--players", "5", "--lookers", "2"]) == 0
    text = out.getvalue()
    assert "5-player games" in text and "moves not made by the person (%)" in text and "without Special Build" in text
