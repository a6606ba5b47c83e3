"""Game notes (schema 7): what a game's Discord messages said that must outlive a restart (issue #20: the
lines standing orders did, the 'waits on you' DMs sent, the turn message's 'away' line). Both backends."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from db.errors import VersionConflict
from db.repository import Repository
from tests.db.factories import NOW, lobby, raw_sql


async def test_a_note_is_stored_read_by_prefix_and_survives_a_reopen(target: str | Path) -> None:
    repo = await Repository.open(target)
    try:
        game = await lobby(repo)
        other = await lobby(repo)
        assert await repo.notes(game.id) == {}
        assert await repo.put_note(game.id, "applied:1", ["discarded 2 wool"], now=NOW)
        assert await repo.put_note(game.id, "told:1", [5, 1, "discard", None], now=NOW)
        assert await repo.put_note(game.id, "told:2", [5, 1, "discard", None], now=NOW)
        assert await repo.put_note(other.id, "told:1", [1, 0, "roll", None], now=NOW)
        # a prefix is literal: '_' and '%' match only themselves
        assert await repo.put_note(game.id, "to_d:1", 1, now=NOW)
    finally:
        await repo.close()
    repo = await Repository.open(target)  # a restart: a fresh connection to the same database
    try:
        assert await repo.notes(game.id, "told:") == {
            "told:1": [5, 1, "discard", None],
            "told:2": [5, 1, "discard", None],
        }
        assert await repo.notes(game.id, "applied:") == {"applied:1": ["discarded 2 wool"]}
        assert await repo.notes(game.id, "to_") == {"to_d:1": 1}
        assert set(await repo.notes(game.id)) == {"applied:1", "told:1", "told:2", "to_d:1"}
        assert await repo.delete_notes(game.id, ["told:1", "told:9"]) == 1
        assert await repo.notes(game.id, "told:") == {"told:2": [5, 1, "discard", None]}
        assert await repo.notes(other.id) == {"told:1": [1, 0, "roll", None]}
    finally:
        await repo.close()


async def test_put_note_says_whether_it_changed_anything_once_across_writers(target: str | Path) -> None:
    first = await Repository.open(target)
    second = await Repository.open(target)  # two processes on one database
    try:
        game = await lobby(first)
        about = [7, 2, "discard", None]
        results = await asyncio.gather(*(r.put_note(game.id, "told:2", about, now=NOW) for r in (first, second, first)))
        assert sorted(results) == [False, False, True]  # one of them sends the DM
        assert not await second.put_note(game.id, "told:2", about, now=NOW + 5)
        assert await second.put_note(game.id, "told:2", [8, 2, "discard", None], now=NOW + 5)
        assert await first.notes(game.id) == {"told:2": [8, 2, "discard", None]}
        with pytest.raises(VersionConflict):
            await first.put_note(game.id + 1000, "told:0", about, now=NOW)
    finally:
        await first.close()
        await second.close()


async def test_notes_go_with_their_game_and_are_copied_with_it(repo: Repository, target: str | Path) -> None:
    game = await lobby(repo)
    await repo.put_note(game.id, "away", "1 (1 is away until 08:00 their time)", now=NOW)
    raw = await repo.raw_game(game.id)
    assert raw["game_notes"] == [(game.id, "away", '"1 (1 is away until 08:00 their time)"', NOW)]
    await repo.set_status(game.id, "cancelled", now=NOW, expected=("lobby",))
    assert await repo.prune(ended_before=NOW + 1) == 1
    assert raw_sql(target, "SELECT COUNT(*) FROM game_notes WHERE game_id = ?", (game.id,))[0][0] == 0
    await repo.insert_raw_game(raw)  # the admin's copy puts them back with the game
    assert await repo.notes(game.id) == {"away": "1 (1 is away until 08:00 their time)"}
