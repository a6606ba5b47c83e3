"""The tallies ``bench/catanatron_match.py`` prints (issue #22): diverged games are counted apart, never
as losses, and the decision times and hard's search figures come from every game played."""

from __future__ import annotations

import pytest

from bench import catanatron_match as match


def _result(game: int, won: bool, diverged: str | None = None) -> dict:
    return {
        "game": game, "hero": "hard", "diverged": diverged, "won": won, "winner": 0 if won else 1,
        "other_verdict": False, "turns": 60 + game, "grants": 1, "disputed": game == 2,
        "times": {"hard": [0.001 * (game + 1)], "cat:AlphaBetaPlayer": [0.5]},
        "cpu": {"hard": [0.001], "cat:AlphaBetaPlayer": [21.0 if game == 0 else 0.4]},
        "searched": [10, 2, 0, 7700], "capped": int(game == 0),
    }  # fmt: skip


def test_diverged_games_are_counted_apart(capsys: pytest.CaptureFixture[str]) -> None:
    results = [_result(0, True), _result(1, False), _result(2, True), _result(3, False, diverged="step 9: robber")]
    match.report("hard", "cat:AlphaBetaPlayer", 4, results)
    out = capsys.readouterr().out
    assert "3 games checked in lockstep, hard won 2 = 66.7%" in out
    assert "diverged 1," in out
    assert "shortage grants 4" in out and "longest-road dispute 1" in out
    assert "hard searched 40 decisions, replaced normal's choice in 8 (20.0%), the deadline cut 0, 770 simulated" in out
    assert "1 catanatron decisions reached AlphaBeta's own 20 s search limit" in out
    assert "cat:AlphaBetaPlayer      decisions       4" in out
