from __future__ import annotations

from db.repository import Repository
from db.rows import ABANDONED, ACTIVE
from tests.db.factories import NOW, play, started


async def test_finished_results_lists_finished_games_of_the_server_with_their_last_events(repo: Repository) -> None:
    row, state = await started(repo, 3, seed=7, vp_target=5)  # games that end, whatever their length
    done = await play(repo, row, state, 5000)
    assert done.status == "finished"
    left, left_state = await started(repo, 3, seed=8)
    left = await play(repo, left, left_state, 30)
    await repo.set_status(left.id, ABANDONED, now=NOW, expected=(ACTIVE,), reason="gone")
    elsewhere, elsewhere_state = await started(repo, 3, seed=9, vp_target=5, guild_id=77)
    await play(repo, elsewhere, elsewhere_state, 5000)

    results = await repo.finished_results(10)
    assert [r.id for r, _ in results] == [done.id]
    game, events = results[0]
    assert events is not None
    over = next(e for e in events if e["type"] == "game_over")
    assert over["winner"] == game.winner_seat
    assert [r.id for r, _ in await repo.finished_results(77)] == [elsewhere.id]
