"""``bench/game_logs.py`` puts the logs of a tournament run in pieces together (issue #22: AlphaBeta's
200 games take longer than one sitting): every game once, by index, and the hero's play profile."""

from __future__ import annotations

import json
from pathlib import Path

from bench import game_logs


def _game(index: int, hero: str, won: bool, trades: int, settlement_turns: list[int]) -> dict:
    seat = {
        "who": hero, "vp": 10 if won else 6, "settlements": len(settlement_turns), "cities": 1, "roads": 7,
        "knights": 2, "dev_in_hand": [1, 0, 0, 0, 0], "longest_road": False, "largest_army": won,
        "moves": {"bank_trade": trades, "buy_dev": 3},
        "timeline": [[t, "settlement", 5] for t in settlement_turns],
    }  # fmt: skip
    other = {**seat, "who": "cat:AlphaBetaPlayer", "vp": 10 if not won else 5}
    return {"game": index, "hero": hero, "hero_seat": 1, "winner": 1 if won else 0, "turns": 80,
            "diverged": None, "seats": [other, seat, other, other]}  # fmt: skip


def _write(path: Path, games: list[dict]) -> str:
    path.write_text("".join(json.dumps(g) + "\n" for g in games))
    return str(path)


def test_pieces_of_a_run_count_every_game_once_by_its_index(tmp_path: Path) -> None:
    first = _write(tmp_path / "a.jsonl", [_game(0, "hard", True, 4, [0, 0, 30]), _game(1, "hard", False, 2, [0, 0])])
    # The second piece restarted at game 1: its record of game 1 replaces the first one's.
    second = _write(tmp_path / "b.jsonl", [_game(1, "hard", True, 6, [0, 0, 50]), _game(2, "hard", False, 0, [0, 0])])
    games = game_logs.load([first, second])
    assert sorted(games["hard"]) == [0, 1, 2]
    text = game_logs.summary("hard", games["hard"], None)
    assert "won 2 of 3 games (indices 0-2) = 66.7%" in text
    assert "bank trades 3.3" in text  # (4 + 6 + 0) / 3
    # Third settlement: turns 30 and 50, and the last turn (80) of the game where it never came.
    assert "third settlement at turn 53.3" in text


def test_a_limit_keeps_the_same_seeds_and_labels_tell_two_versions_apart(tmp_path: Path) -> None:
    old = _write(tmp_path / "old.jsonl", [_game(i, "hard", i == 0, 0, [0, 0]) for i in range(3)])
    new = _write(tmp_path / "new.jsonl", [_game(i, "hard", True, 5, [0, 0, 20]) for i in range(5)])
    games = game_logs.load([f"before={old}", f"after={new}"])
    assert set(games) == {"before hard", "after hard"}
    assert "won 3 of 3 games (indices 0-2)" in game_logs.summary("after hard", games["after hard"], 3)
    assert "won 1 of 3 games" in game_logs.summary("before hard", games["before hard"], 3)


def test_diverged_games_are_left_out(tmp_path: Path) -> None:
    bad = {**_game(1, "hard", True, 0, [0, 0]), "diverged": "step 9: robber"}
    path = _write(tmp_path / "c.jsonl", [_game(0, "hard", False, 1, [0, 0]), bad])
    text = game_logs.summary("hard", game_logs.load([path])["hard"], None)
    assert "won 0 of 1 games" in text
