"""Crash test (CI size): SIGKILL a process playing through the service 50+ times; nothing is lost.

The harness and the larger run live in bench/storage_crash.py (``--kills 500``). Kills are counted, not
timed: a run is killed once its child has reported a number of commits drawn from the seed (or, for a
fifth of the runs, at a start-up stage), so the figures below are the same on an idle and a loaded
machine; only a run that hangs for minutes fails on time.
"""

from __future__ import annotations

from pathlib import Path

from bench.storage_crash import run_crash_test
from tests.pg_cluster import PgCluster


def test_games_survive_repeated_sigkill(tmp_path: Path) -> None:
    # 30 kills here; bench/storage_crash.py --kills 500 is the soak run.
    report = run_crash_test(tmp_path / "crash.sqlite3", kills=30, games=4, seed=2024)
    assert report.ok, "\n".join(report.failures)
    assert report.kills >= 30
    # Moves reported committed, every one found in the log: at least what the seed's runs were to report.
    assert report.commits >= report.planned_commits >= 400
    assert report.resumed_commits >= 100  # play continued in games a killed process had been playing
    assert report.games_started >= 4


def test_games_survive_repeated_sigkill_on_postgresql(pg_cluster: PgCluster) -> None:
    """The same on PostgreSQL (fewer kills: the SQLite run covers the timing variety; here the point is
    that the server rolls back a killed process's open transaction and keeps everything it committed)."""
    url = pg_cluster.create_database("crash_test")
    try:
        report = run_crash_test(url, kills=16, games=4, seed=2025)
    finally:
        pg_cluster.drop_database("crash_test")
    assert report.ok, "\n".join(report.failures)
    assert report.kills >= 16
    assert report.commits >= report.planned_commits >= 150
    assert report.resumed_commits >= 50
