"""Crash test (CI size): SIGKILL a process playing through the service 50+ times; nothing is lost.

The harness and the larger run live in bench/storage_crash.py (``--kills 500``).
"""

from __future__ import annotations

from pathlib import Path

from bench.storage_crash import run_crash_test


def test_games_survive_repeated_sigkill(tmp_path: Path) -> None:
    report = run_crash_test(tmp_path / "crash.sqlite3", kills=52, games=4, seed=2024)
    assert report.ok, "\n".join(report.failures)
    assert report.kills >= 50
    assert report.commits >= 500  # moves reported committed, every one found in the log
    assert report.resumed_commits >= 100  # play continued in games a killed process had been playing
    assert report.games_started >= 4
