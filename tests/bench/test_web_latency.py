"""``bench/web_latency.py`` (issue #34, Tests and measurements): its arithmetic, and a tiny run in one process
(2 games, 4 boards, 3 moves each) that must see every update of every board."""

from __future__ import annotations

from bench import web_latency as bench


def test_item34_percentiles_and_the_boards_plan() -> None:
    assert bench.percentile([], 99) == 0.0
    assert bench.percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
    assert bench.percentile(list(range(1, 101)), 99) == 99
    plan = bench.plan_boards([(1, [11, 12, 13]), (2, [21, 22, 23])], 5)
    assert plan == [(1, None), (1, 11), (2, None), (2, 21), (1, 12)]
    assert bench.version_of([[["status"], "x"], [["version"], 7]]) == 7
    assert bench.version_of([[[], {"version": 3}]]) == 3


def test_item34_latency_is_counted_per_move_and_board_and_a_missed_update_is_missing() -> None:
    boards = [bench.BoardSpec(1, None), bench.BoardSpec(1, "t"), bench.BoardSpec(2, None)]
    received = bench.Received([[(1, 10.05, 300, 900)], [(1, 10.2, 500, 2000)], []])
    figures = bench.figures(boards, received, {(1, 1): 10.0, (2, 1): 11.0})
    assert [round(ms) for ms in figures.latency_ms] == [50, 200]
    assert figures.sizes == [300, 500] and figures.text_sizes == [900, 2000]
    assert figures.missing == 1  # game 2's board never got its move


async def test_item34_a_tiny_run_sees_every_update() -> None:
    run = await bench.run(games=2, boards=4, moves=3, interval=0.0, clients_here=True)
    assert run.moves == 6 and run.figures.missing == 0 and len(run.figures.latency_ms) == 12
    assert max(run.figures.sizes) < 5 * 1024
    assert "p99" in bench.report(run, postgresql=False)
