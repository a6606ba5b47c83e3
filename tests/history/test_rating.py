from __future__ import annotations

from history.rating import GameResult, leaderboard, ranks, table_lines
from ui.i18n.catalogue import localize


def test_ranks_put_the_winner_first_and_share_equal_scores() -> None:
    assert ranks(GameResult(1, (1, 2, 3, 4), 2, (5, 7, 10, 5))) == [3, 2, 1, 3]
    assert ranks(GameResult(1, (1, 2, 3), 0, None)) == [1, 2, 2]


def test_leaderboard_counts_games_wins_and_average_vp() -> None:
    results = [
        GameResult(1, (1, 2, 3), 0, (10, 6, 4)),
        GameResult(2, (1, 2, 3), 0, (10, 8, 2)),
        GameResult(3, (2, 3, -1), 1, (5, 10, 7)),
    ]
    board = {s.user_id: s for s in leaderboard(results)}
    assert (board[1].games, board[1].wins, board[1].average_vp) == (2, 2, 10.0)
    assert (board[2].games, board[2].wins, board[2].average_vp) == (3, 0, (6 + 8 + 5) / 3)
    assert (board[3].games, board[3].wins) == (3, 1)
    assert board[-1].is_bot and board[-1].games == 1
    order = [s.user_id for s in leaderboard(results)]
    assert order[0] == 1  # two wins out of two
    assert board[1].rating > board[2].rating


def test_the_same_identity_twice_in_a_game_is_rated_once() -> None:
    board = {s.user_id: s for s in leaderboard([GameResult(1, (-3, 5, -3), 2, (4, 6, 10))])}
    assert board[-3].games == 1 and board[-3].wins == 1
    assert board[5].games == 1 and board[5].wins == 0


def test_table_lines() -> None:
    lines = [localize(line, "en") for line in table_lines(leaderboard([GameResult(1, (1, 2), 1, (3, 10))]), ["Ann", "Bo"])]
    assert lines[0].startswith("1. Ann — rating ") and "1 game · 1 win · 10.0 VP avg" in lines[0]  # not "1 games"
