"""The repository: lobby rows, guarded writes, the append-only log, message ids, scans and pruning.

Every test runs on both backends (the ``target`` fixture: a SQLite file, a PostgreSQL database)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import engine
from db import rows as R
from db.errors import VersionConflict
from db.repository import Repository
from tests.db.factories import INTEGRITY_ERRORS, NOW, USERS, lobby, play, raw_sql, started


async def test_lobby_rows(repo: Repository) -> None:
    row = await repo.create_game(guild_id=1, channel_id=2, host_id=USERS[0], options={"vp_target": 8}, now=NOW)
    assert (row.status, row.players, row.host_id, row.options, row.version) == (
        "lobby",
        (USERS[0],),
        USERS[0],
        {"vp_target": 8},
        0,
    )
    row = await repo.add_player(row.id, USERS[2], now=NOW + 1, capacity=3)
    row = await repo.add_player(row.id, USERS[1], now=NOW + 2, capacity=3)
    assert row.players == (USERS[0], USERS[2], USERS[1])  # join order
    with pytest.raises(VersionConflict, match="already"):
        await repo.add_player(row.id, USERS[1], now=NOW, capacity=4)
    with pytest.raises(VersionConflict, match="free place"):
        await repo.add_player(row.id, USERS[3], now=NOW, capacity=3)
    row = await repo.remove_player(row.id, USERS[0], now=NOW + 3, new_host_id=USERS[2])
    assert row.players == (USERS[2], USERS[1]) and row.host_id == USERS[2] and row.updated_at == NOW + 3
    with pytest.raises(VersionConflict):
        await repo.remove_player(row.id, USERS[0], now=NOW)


async def test_start_assigns_seats_and_stores_seed_and_snapshot(repo: Repository) -> None:
    row, state = await started(repo, players=3, seed=1234)
    assert row.status == "active" and row.players == USERS[:3] and row.started_at == NOW
    stored = await repo.load_game(row.id)
    assert stored is not None and stored.seed == 1234 and stored.snapshot == engine.to_json(state)
    assert stored.row.options == {"players": 3}
    with pytest.raises(VersionConflict, match="no longer a lobby"):
        await repo.start_game(row.id, seats=row.players, options={}, seed=1, snapshot="{}", now=NOW)
    with pytest.raises(VersionConflict, match="not an open lobby"):
        await repo.add_player(row.id, USERS[3], now=NOW, capacity=4)


async def test_start_refuses_seats_that_do_not_match_the_lobby(repo: Repository) -> None:
    row = await lobby(repo, players=3)
    with pytest.raises(VersionConflict, match="players changed"):
        await repo.start_game(row.id, seats=row.players[:2], options={}, seed=1, snapshot="{}", now=NOW)
    assert (await repo.get_game(row.id)).status == "lobby"  # type: ignore[union-attr]  # rolled back


async def test_append_action_writes_log_and_snapshot_together(repo: Repository) -> None:
    row, state = await started(repo)
    row = await play(repo, row, state, 25)
    assert row.version == 25
    stored = await repo.load_game(row.id)
    assert stored is not None and stored.snapshot == engine.to_json(state)
    log = await repo.actions(row.id)
    assert [a.seq for a in log] == list(range(1, 26))
    assert engine.to_json(engine.replay(row.options, 7, [(a.seat, a.action) for a in log])) == stored.snapshot
    assert [a.seq for a in await repo.recent_actions(row.id, 3)] == [23, 24, 25]
    assert [a.seq for a in await repo.actions(row.id, after=20, upto=22)] == [21, 22]


async def test_stale_version_writes_nothing(repo: Repository) -> None:
    row, state = await started(repo)
    row = await play(repo, row, state, 3)
    before = await repo.load_game(row.id)
    for stale in (0, 2, 4):
        with pytest.raises(VersionConflict):
            await repo.append_action(
                row.id, expected_version=stale, seat=0, user_id=USERS[0], action=["roll"], events=[],
                snapshot="corrupt", now=NOW,
            )  # fmt: skip
    assert await repo.load_game(row.id) == before
    assert len(await repo.actions(row.id)) == 3


async def test_racing_writers_store_exactly_one_move_per_version(target: str | Path, repo: Repository) -> None:
    """Two connections (as two processes) and many coroutines write 'the next move' at once."""
    row, state = await started(repo)
    other = await Repository.open(target)
    try:
        snapshot = engine.to_json(state)

        async def attempt(r: Repository, n: int) -> int | None:
            try:
                return await r.append_action(
                    row.id, expected_version=0, seat=0, user_id=USERS[0], action=["attempt", n], events=[],
                    snapshot=snapshot, now=NOW,
                )  # fmt: skip
            except VersionConflict:
                return None

        results = await asyncio.gather(*(attempt(repo if n % 2 else other, n) for n in range(20)))
    finally:
        await other.close()
    assert sorted(r for r in results if r is not None) == [1]
    log = await repo.actions(row.id)
    assert len(log) == 1 and log[0].action[1] == results.index(1)
    assert (await repo.get_game(row.id)).version == 1  # type: ignore[union-attr]


async def test_primary_key_rejects_a_second_row_for_the_same_seq(repo: Repository, target: str | Path) -> None:
    """The second guard: even if the version check were bypassed, (game, seq) cannot be stored twice."""
    row, state = await started(repo)
    row = await play(repo, row, state, 1)
    raw_sql(target, "UPDATE games SET version = 0 WHERE id = ?", (row.id,))  # simulate a broken version check
    with pytest.raises(VersionConflict, match="already stored"):
        await repo.append_action(
            row.id, expected_version=0, seat=0, user_id=USERS[0], action=["roll"], events=[], snapshot="x", now=NOW
        )
    assert (await repo.get_game(row.id)).version == 0  # type: ignore[union-attr]  # the update was rolled back


async def test_item30_4_a_move_stores_its_notes_in_its_own_transaction(repo: Repository) -> None:
    """Issue #30 item 4: a move made for a person is one commit with what it notes about itself (the
    table's marker, the person's list), and a move refused by the version guard stores no note."""
    row, _state = await started(repo)
    await repo.put_note(row.id, "applied:1", ["old"], now=NOW)
    move = {"seat": 0, "user_id": USERS[0], "action": ["roll"], "events": [], "snapshot": "x", "now": NOW}
    seq = await repo.append_action(
        row.id, expected_version=0, notes={"auto:00000001": 0, "applied:0": ["rolled"]}, drop_notes=["applied:1"], **move
    )  # fmt: skip
    assert seq == 1
    assert await repo.notes(row.id) == {"auto:00000001": 0, "applied:0": ["rolled"]}
    with pytest.raises(VersionConflict):
        await repo.append_action(row.id, expected_version=0, notes={"auto:00000002": 0}, drop_notes=["applied:0"], **move)
    assert await repo.notes(row.id) == {"auto:00000001": 0, "applied:0": ["rolled"]}  # rolled back with the move


async def test_action_log_is_append_only(repo: Repository, target: str | Path) -> None:
    row, state = await started(repo)
    await play(repo, row, state, 2)
    with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
        raw_sql(target, "UPDATE actions SET action = '[\"roll\"]' WHERE game_id = ?", (row.id,))
    with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
        raw_sql(target, "DELETE FROM actions WHERE game_id = ? AND seq = 1", (row.id,))
    assert len(await repo.actions(row.id)) == 2


async def test_finishing_move_ends_the_game(repo: Repository) -> None:
    row, state = await started(repo, vp_target=5)  # a game that ends, sooner
    row = await play(repo, row, state, 5000)
    assert state.phase == "over"
    assert row.status == "finished" and row.winner_seat == state.winner and row.ended_at is not None
    with pytest.raises(VersionConflict):
        await repo.append_action(
            row.id, expected_version=row.version, seat=0, user_id=USERS[0], action=["roll"], events=[],
            snapshot="x", now=NOW,
        )  # fmt: skip


async def test_set_status_is_guarded(repo: Repository) -> None:
    row, _ = await started(repo)
    with pytest.raises(VersionConflict, match="lobby"):
        await repo.set_status(row.id, "cancelled", now=NOW, expected=("lobby",))
    row = await repo.set_status(row.id, "abandoned", now=NOW + 5, expected=("active",), reason="player 2 left")
    assert (row.status, row.status_reason, row.ended_at) == ("abandoned", "player 2 left", NOW + 5)
    with pytest.raises(ValueError):
        await repo.set_status(row.id, "paused", now=NOW, expected=("active",))


async def test_replace_snapshot_checks_version(repo: Repository) -> None:
    row, state = await started(repo)
    row = await play(repo, row, state, 4)
    with pytest.raises(VersionConflict):
        await repo.replace_snapshot(row.id, expected_version=3, snapshot="x", status="active", now=NOW)
    row = await repo.replace_snapshot(row.id, expected_version=4, snapshot="y", status="active", now=NOW)
    assert (await repo.load_game(row.id)).snapshot == "y"  # type: ignore[union-attr]


async def test_a_failing_transaction_leaves_nothing_behind(repo: Repository) -> None:
    row = await lobby(repo)

    async def body(tx):  # type: ignore[no-untyped-def]
        await tx.run("UPDATE games SET host_id = 1 WHERE id = ?", (row.id,))
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        await repo._db.write(body)
    assert (await repo.get_game(row.id)).host_id == USERS[0]  # type: ignore[union-attr]
    await repo.add_player(row.id, USERS[3], now=NOW, capacity=4)  # the connection is usable afterwards


async def test_cancelled_caller_does_not_abandon_its_transaction(repo: Repository) -> None:
    """A caller that goes away mid-transaction (timeout, shutdown) neither loses nor half-writes it."""
    row, state = await started(repo)
    seat = engine.must_act(state)[0]
    action = engine.legal_actions(state, seat)[0]
    engine.apply_action(state, seat, action)
    move = repo.append_action(
        row.id, expected_version=0, seat=seat, user_id=USERS[seat], action=engine.action_to_json(action),
        events=[], snapshot=engine.to_json(state), now=NOW,
    )  # fmt: skip
    write = asyncio.ensure_future(move)
    await asyncio.sleep(0)  # the transaction has begun
    write.cancel()
    with pytest.raises(asyncio.CancelledError):
        await write
    await asyncio.sleep(0.05)
    stored = await repo.load_game(row.id)
    assert stored is not None and stored.row.version == 1 and stored.snapshot == engine.to_json(state)
    assert len(await repo.actions(row.id)) == 1
    await play(repo, stored.row, state, 3)  # and the connection is not stuck in a transaction


async def test_list_games_filters(repo: Repository) -> None:
    a = await lobby(repo, 2, channel_id=1)
    b, _ = await started(repo, 3, channel_id=2)
    await repo.set_thread(b.id, 77, now=NOW)
    c = await lobby(repo, 1, channel_id=2)
    await repo.set_status(c.id, "cancelled", now=NOW, expected=("lobby",))
    assert [g.id for g in await repo.list_games(channel_id=2)] == [c.id, b.id]
    assert [g.id for g in await repo.list_games(channel_id=77)] == [b.id]
    assert [g.id for g in await repo.list_games(statuses=R.UNFINISHED)] == [b.id, a.id]
    assert [g.id for g in await repo.list_games(user_id=USERS[2])] == [b.id]
    assert [g.id for g in await repo.list_games(user_id=USERS[0], statuses=("lobby",))] == [a.id]
    assert len(await repo.list_games(limit=2)) == 2
    assert await repo.count_by_status() == {
        "lobby": 1, "active": 1, "finished": 0, "cancelled": 1, "abandoned": 0, "needs_attention": 0,
    }  # fmt: skip


async def test_message_ids(repo: Repository) -> None:
    row = await lobby(repo)
    await repo.set_message(row.id, "lobby", channel_id=5, message_id=900)
    await repo.set_message(row.id, "board", channel_id=5, message_id=901)
    await repo.set_message(row.id, "lobby", channel_id=6, message_id=902)  # replaced
    refs = await repo.messages(row.id)
    assert {k: (m.channel_id, m.message_id) for k, m in refs.items()} == {"board": (5, 901), "lobby": (6, 902)}
    assert await repo.game_for_message(902) == row.id
    assert await repo.game_for_message(900) is None
    await repo.delete_message(row.id, "board")
    assert set(await repo.messages(row.id)) == {"lobby"}
    with pytest.raises(VersionConflict):
        await repo.set_message(12345, "lobby", channel_id=1, message_id=1)


async def test_recovery_scan_uses_version_and_last_seq(repo: Repository) -> None:
    a = await lobby(repo)
    b, state = await started(repo)
    b = await play(repo, b, state, 6)
    c, _ = await started(repo)
    await repo.set_status(c.id, "abandoned", now=NOW, expected=("active",))
    scan = {s.game_id: s for s in await repo.recovery_scan()}
    assert set(scan) == {a.id, b.id}
    assert (scan[b.id].version, scan[b.id].max_seq, scan[b.id].has_seed, scan[b.id].has_snapshot) == (6, 6, True, True)
    assert (scan[a.id].status, scan[a.id].has_snapshot) == ("lobby", False)


async def test_prune_deletes_old_ended_games_with_everything_they_own(repo: Repository, target: str | Path) -> None:
    old, state = await started(repo, vp_target=5)
    old = await play(repo, old, state, 5000)  # finished, ended_at in the past (NOW + version)
    await repo.set_message(old.id, "board", channel_id=1, message_id=1)
    cancelled = await lobby(repo)
    await repo.set_status(cancelled.id, "cancelled", now=NOW, expected=("lobby",))
    running, state2 = await started(repo)
    await play(repo, running, state2, 3)
    recent = await lobby(repo)
    await repo.set_status(recent.id, "cancelled", now=NOW + 10**7, expected=("lobby",))

    assert await repo.count_ended_before(ended_before=NOW + 10**6) == 2
    assert await repo.count_ended_before(ended_before=NOW + 10**6, statuses=("cancelled",)) == 1
    assert await repo.prune(ended_before=NOW + 10**6, batch=1) == 2
    remaining = {g.id for g in await repo.list_games()}
    assert remaining == {running.id, recent.id}
    for table in ("actions", "game_players", "messages"):
        orphans = raw_sql(target, f"SELECT COUNT(*) FROM {table} WHERE game_id IN (?, ?)", (old.id, cancelled.id))
        assert orphans[0][0] == 0, table
    with pytest.raises(ValueError):
        await repo.prune(ended_before=NOW, statuses=("active",))
    # Game numbers are never reused, even for the newest pruned game.
    await repo.set_status(recent.id, "cancelled", now=NOW, expected=("cancelled",))
    await repo.prune(ended_before=NOW + 1)
    assert (await lobby(repo)).id > recent.id


async def test_import_game_round_trip(repo: Repository) -> None:
    row, state = await started(repo)
    row = await play(repo, row, state, 30)
    stored = await repo.load_game(row.id)
    assert stored is not None
    log = await repo.actions(row.id)
    new_id = await repo.import_game(stored.row, seed=stored.seed, snapshot=stored.snapshot, actions=log)
    copy = await repo.load_game(new_id)
    assert copy is not None and copy.snapshot == stored.snapshot and copy.row.players == row.players
    assert [(a.seq, a.action, a.events) for a in await repo.actions(new_id)] == [
        (a.seq, a.action, a.events) for a in log
    ]
    with pytest.raises(ValueError):
        await repo.import_game(stored.row, seed=1, snapshot=None, actions=log[1:])


async def test_long_results_are_read_in_pages(repo: Repository, monkeypatch: pytest.MonkeyPatch) -> None:
    import db.repository as repository

    monkeypatch.setattr(repository, "GAME_PAGE", 2)
    monkeypatch.setattr(repository, "LOG_PAGE", 3)
    ids = [(await lobby(repo, 1)).id for _ in range(5)]
    row, state = await started(repo)
    row = await play(repo, row, state, 10)
    assert [g.id for g in await repo.list_games()] == [row.id, *reversed(ids)]
    assert [g.id for g in await repo.list_games(statuses=("lobby",), limit=3)] == list(reversed(ids))[:3]
    assert [len(page) async for page in repo.game_pages(statuses=("lobby",))] == [2, 2, 1]
    assert [a.seq for a in await repo.actions(row.id)] == list(range(1, 11))
    assert [a.seq for a in await repo.actions(row.id, after=2, upto=9)] == list(range(3, 10))
    assert [a.events for a in await repo.actions(row.id, with_events=False)] == [None] * 10
