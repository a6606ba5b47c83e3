"""Schema and migrations, on both backends (``target``): from an empty database, from one made by schema 1
or by the previous schema, failures, newer schemas, racing processes; and SQLite's pragmas."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from pathlib import Path

import pytest

import engine
from db import schema
from db.backend import POSTGRESQL, backend_of
from db.connection import SqliteDatabase as Database
from db.errors import SchemaTooNew
from db.opening import open_database
from db.repository import TABLE_COLUMNS, Repository
from db.users import USER_TABLE_COLUMNS
from service import GameService
from tests.db.factories import INTEGRITY_ERRORS, NOW, USERS, next_move, raw, raw_sql

FIXTURE_V1 = Path(__file__).parent / "fixtures" / "schema_v1.sql"


@pytest.fixture
def target(db_target: str | Path) -> str | Path:
    """An empty database (the other tests of tests/db start from one at the latest schema): the migrations' tests."""
    return db_target


def _normalised_schema(path: Path) -> list[tuple[str, str]]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ).fetchall()
    finally:
        conn.close()
    return [(name, re.sub(r"\s+", " ", sql).replace("( ", "(").replace(" )", ")")) for name, sql in rows]


def _user_version(target: str | Path) -> int:
    if backend_of(target) == POSTGRESQL:
        return raw_sql(target, "SELECT version FROM schema_version")[0][0]
    conn = sqlite3.connect(target)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def _names(target: str | Path) -> set[str]:
    """Tables, indexes and triggers."""
    if backend_of(target) != POSTGRESQL:
        return {name for name, _ in _normalised_schema(Path(target))}
    return {
        r[0]
        for r in raw_sql(
            target,
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' UNION SELECT indexname FROM pg_indexes"
            " WHERE schemaname = 'public' UNION SELECT tgname FROM pg_trigger WHERE NOT tgisinternal",
        )
    }


def _columns(target: str | Path, table: str) -> set[str]:
    if backend_of(target) == POSTGRESQL:
        rows = raw_sql(target, "SELECT column_name FROM information_schema.columns WHERE table_name = ?", (table,))
        return {r[0] for r in rows}
    return {r[1] for r in raw_sql(target, f"PRAGMA table_info({table})")}


async def test_empty_file_is_migrated_to_the_latest_schema(target: str | Path) -> None:
    repo = await Repository.open(target)
    try:
        latest = schema.LATEST_VERSION
        assert await repo.schema_version() == latest >= 2
        assert (await repo.migrate()) == (latest, latest)  # idempotent
    finally:
        await repo.close()
    names = _names(target)
    assert {"games", "game_players", "actions", "messages", "actions_no_update", "actions_no_delete"} <= names
    assert {"games_by_status_end", "messages_by_message", "game_players_by_user"} <= names
    assert _user_version(target) == schema.LATEST_VERSION
    # The copy command copies the tables and columns the repository names: they must be all there are.
    tables = {n for n in names if _columns(target, n)} - {"schema_version", "sqlite_sequence"}
    assert tables == set(TABLE_COLUMNS) | set(USER_TABLE_COLUMNS)
    for table, columns in {**TABLE_COLUMNS, **USER_TABLE_COLUMNS}.items():
        assert _columns(target, table) == set(columns), table


def test_every_migration_exists_for_both_backends() -> None:
    assert [m.version for m in schema.MIGRATIONS] == list(range(1, schema.LATEST_VERSION + 1))
    for migration in schema.MIGRATIONS:
        assert migration.statements and migration.postgresql, migration.version
        # PostgreSQL's INTEGER is 32 bits: Discord ids and seeds need BIGINT, and times DOUBLE PRECISION.
        for statement in migration.postgresql:
            assert not re.search(r"\b(INTEGER|REAL)\b", statement.replace("schema_version", "")), statement


async def test_pragmas_wal_foreign_keys_busy_timeout(db_path: Path) -> None:
    db = await Database.open(db_path)
    try:
        await schema.migrate(db)
        assert (await db.fetchone("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetchone("PRAGMA foreign_keys"))[0] == 1
        assert (await db.fetchone("PRAGMA busy_timeout"))[0] >= 1000

        async def orphan(tx):  # type: ignore[no-untyped-def]
            await tx.run(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (999, 1, 0, 1, '[]', 0)"
            )

        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            await db.write(orphan)
        # The writer's own settings (the reader is a separate connection).
        assert (await db.write(lambda tx: tx.run("PRAGMA synchronous")))[0][0] == 2  # FULL
        assert (await db.write(lambda tx: tx.run("PRAGMA foreign_keys")))[0][0] == 1
    finally:
        await db.close()


async def test_migration_1_is_exactly_the_released_schema(tmp_path: Path) -> None:
    ours = tmp_path / "ours.sqlite3"
    db = await Database.open(ours)
    try:
        assert await schema.migrate(db, target=1) == (0, 1)
    finally:
        await db.close()
    frozen = tmp_path / "frozen.sqlite3"
    conn = sqlite3.connect(frozen)
    conn.executescript(FIXTURE_V1.read_text())
    conn.close()
    assert _normalised_schema(ours) == _normalised_schema(frozen)
    assert _user_version(frozen) == 1


async def _make_old_file(path: str | Path, version: int) -> tuple[int, list[tuple[int, engine.Action]], str]:
    """A database written by an older schema: a running game with 40 moves (without events, as schema 1
    code wrote them), a lobby, a cancelled game and a message id. Schema 1 comes from the frozen fixture
    (SQLite) or migration 1 (PostgreSQL), later ones from the migrations up to ``version``; the rows use
    schema 1's columns, which every later schema keeps. Returns the running game's id, its log and its
    snapshot."""
    if version == 1 and backend_of(path) != POSTGRESQL:
        conn = raw(Path(path))
        conn.executescript(FIXTURE_V1.read_text())
        conn.close()
    else:
        db = await open_database(path)
        try:
            await schema.migrate(db, target=version)
        finally:
            await db.close()
    statements: list[tuple[str, tuple[object, ...]]] = []
    options = engine.Options(players=3)
    state = engine.new_game(options, 99)
    rng = random.Random(3)
    log: list[tuple[int, engine.Action]] = []
    for _ in range(40):
        seat, action = next_move(state, rng)
        engine.apply_action(state, seat, action)
        log.append((seat, action))
    snapshot = engine.to_json(state)
    game_id = raw_sql(
        path,
        "INSERT INTO games (guild_id, channel_id, host_id, status, options, seed, snapshot, version, created_at,"
        " updated_at, started_at) VALUES (1, 2, ?, 'active', ?, 99, ?, ?, ?, ?, ?) RETURNING id",
        (USERS[0], json.dumps(options.to_dict()), snapshot, len(log), NOW, NOW, NOW),
    )[0][0]
    for seat, user in enumerate(USERS[:3]):
        statements.append(
            (
                "INSERT INTO game_players (game_id, user_id, joined, joined_at, seat) VALUES (?, ?, ?, ?, ?)",
                (game_id, user, seat + 1, NOW, seat),
            )
        )
    for seq, (seat, action) in enumerate(log, start=1):
        statements.append(
            (
                "INSERT INTO actions (game_id, seq, seat, user_id, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seq, seat, USERS[seat], json.dumps(engine.action_to_json(action)), NOW + seq),
            )
        )
    statements.append(
        ("INSERT INTO messages (game_id, kind, channel_id, message_id) VALUES (?, 'board', 2, 5555)", (game_id,))
    )
    for sql, params in statements:
        raw_sql(path, sql, params)
    lobby_id = raw_sql(
        path,
        "INSERT INTO games (guild_id, channel_id, host_id, status, options, created_at, updated_at)"
        " VALUES (1, 3, ?, 'lobby', '{}', ?, ?) RETURNING id",
        (USERS[1], NOW, NOW),
    )[0][0]
    raw_sql(
        path,
        "INSERT INTO game_players (game_id, user_id, joined, joined_at) VALUES (?, ?, 1, ?)",
        (lobby_id, USERS[1], NOW),
    )
    raw_sql(
        path,
        "INSERT INTO games (guild_id, channel_id, host_id, status, options, created_at, updated_at, ended_at)"
        " VALUES (1, 4, ?, 'cancelled', '{}', ?, ?, ?)",
        (USERS[2], NOW, NOW, NOW),
    )
    return game_id, log, snapshot


@pytest.mark.parametrize("made_by", [1, schema.LATEST_VERSION - 1], ids=["schema-1", "previous-schema"])
async def test_older_file_is_migrated_and_its_games_continue(target: str | Path, made_by: int) -> None:
    game_id, log, snapshot = await _make_old_file(target, made_by)
    assert _user_version(target) == made_by
    service = await GameService.open(target)
    try:
        report = await service.start(verify="now")
        assert (report.schema_before, report.schema_after) == (made_by, schema.LATEST_VERSION)
        assert report.problems == () and report.active == 1 and report.lobbies == 1
        repo = service.repo
        stored = await repo.load_game(game_id)
        assert stored is not None and stored.snapshot == snapshot and stored.seed == 99
        assert stored.row.players == USERS[:3] and stored.row.status_reason is None
        entries = await repo.actions(game_id)
        assert [(a.seat, engine.action_from_json(a.action)) for a in entries] == log
        assert all(a.events is None for a in entries)  # schema 1 code did not store events
        assert (await service.get_message_ids(game_id))["board"].message_id == 5555
        assert await service.game_for_message(5555) == game_id

        # /log still works: events of old moves are recomputed by replay, identical to a live replay.
        recent = await service.recent_events(game_id, 5)
        replayed = engine.new_game(engine.Options(players=3), 99)
        expected = [engine.events_for(engine.apply_action(replayed, s, a), None) for s, a in log]
        assert [list(m.events) for m in recent] == expected[-5:]

        # And play continues on top of the old log, with events stored from now on.
        seat, action = await service.read(game_id, lambda info, state: next_move(state, random.Random(5)))
        result = await service.act(game_id, USERS[seat], action)
        assert result.seq == 41
        assert (await repo.recent_actions(game_id, 1))[0].events is not None
    finally:
        await service.close()


async def test_migration_failure_rolls_back_completely(target: str | Path, monkeypatch: pytest.MonkeyPatch) -> None:
    latest = schema.LATEST_VERSION
    statements = ("CREATE TABLE half_done (x BIGINT)", "THIS IS NOT SQL")
    broken = schema.Migration(latest + 1, "broken", statements, postgresql=statements)
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, broken))
    monkeypatch.setattr(schema, "LATEST_VERSION", latest + 1)
    with pytest.raises(Exception, match="syntax error"):
        await Repository.open(target)
    assert _user_version(target) == latest
    assert "half_done" not in _names(target)


async def test_newer_schema_is_refused(target: str | Path) -> None:
    repo = await Repository.open(target)
    await repo.close()
    if backend_of(target) == POSTGRESQL:
        raw_sql(target, "UPDATE schema_version SET version = 99")
    else:
        conn = raw(Path(target))
        conn.execute("PRAGMA user_version = 99")
        conn.close()
    with pytest.raises(SchemaTooNew):
        await Repository.open(target)


async def test_postgresql_log_is_append_only_but_pruned_with_its_game(target: str | Path) -> None:
    """The plpgsql triggers behave as SQLite's: no update, no delete, except through the game's cascade."""
    repo = await Repository.open(target)
    try:
        game = await repo.create_game(guild_id=1, channel_id=2, host_id=USERS[0], options={}, now=NOW)
        await repo.start_game(game.id, seats=(USERS[0],), options={}, seed=1, snapshot="{}", now=NOW)
        await repo.append_action(
            game.id, expected_version=0, seat=0, user_id=USERS[0], action=["x"], events=[], snapshot="{}", now=NOW
        )
        with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
            raw_sql(target, "DELETE FROM actions")
        raw_sql(target, "DELETE FROM games WHERE id = ?", (game.id,))
        assert raw_sql(target, "SELECT COUNT(*) FROM actions")[0][0] == 0
    finally:
        await repo.close()


async def test_processes_opening_a_new_database_at_once_all_succeed(tmp_path: Path, target: str | Path) -> None:
    """Several repositories (independent connections, as separate processes) create and migrate the same
    new database at the same moment. Switching a new file to WAL then fails at once for all but one of
    them unless retried; and each migration step must be applied exactly once (on PostgreSQL an advisory
    lock serialises the migrations)."""
    postgresql = backend_of(target) == POSTGRESQL
    for attempt in range(8 if postgresql else 30):
        if postgresql:
            path = target
            raw_sql(target, "DROP SCHEMA public CASCADE")  # an empty database again
            raw_sql(target, "CREATE SCHEMA public")
        else:
            path = tmp_path / f"race{attempt}.sqlite3"
        repos = await asyncio.gather(*(Repository.open(path) for _ in range(3)), return_exceptions=True)
        opened = [r for r in repos if isinstance(r, Repository)]
        try:
            assert len(opened) == 3, [r for r in repos if not isinstance(r, Repository)]
            assert {await r.schema_version() for r in opened} == {schema.LATEST_VERSION}
        finally:
            for repo in opened:
                await repo.close()
