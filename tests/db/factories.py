"""Small builders shared by the storage and service tests."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import asyncpg

import engine
from db.backend import POSTGRESQL, backend_of, sqlite_path
from db.postgresql import numbered
from db.repository import Repository
from db.rows import GameRow
from engine.bots import greedy_action

USERS = (101, 102, 103, 104)
NOW = 1_700_000_000.0


async def lobby(repo: Repository, players: int = 3, *, channel_id: int = 20, guild_id: int = 10) -> GameRow:
    row = await repo.create_game(guild_id=guild_id, channel_id=channel_id, host_id=USERS[0], options={}, now=NOW)
    for user in USERS[1:players]:
        row = await repo.add_player(row.id, user, now=NOW, capacity=4)
    return row


async def started(
    repo: Repository, players: int = 3, seed: int = 7, *, vp_target: int = 10, **where: int
) -> tuple[GameRow, engine.GameState]:
    """A started game in the repository and its engine state (kept in step by ``play``); ``vp_target`` 5 for the
    tests that only need a game that ends."""
    row = await lobby(repo, players, **where)
    options = engine.Options(players=players, vp_target=vp_target)
    state = engine.new_game(options, seed)
    row = await repo.start_game(
        row.id, seats=row.players, options=options.to_dict(), seed=seed, snapshot=engine.to_json(state), now=NOW
    )
    return row, state


def next_move(state: engine.GameState, rng: random.Random) -> tuple[int, engine.Action]:
    seat = rng.choice(engine.must_act(state))
    return seat, greedy_action(state, seat, rng)


async def play(repo: Repository, row: GameRow, state: engine.GameState, moves: int, rng_seed: int = 1) -> GameRow:
    """Apply ``moves`` greedy moves to ``state`` and store each through the repository."""
    rng = random.Random(rng_seed)
    version = row.version
    for _ in range(moves):
        if state.phase == "over":
            break
        seat, action = next_move(state, rng)
        events = engine.apply_action(state, seat, action)
        version = await repo.append_action(
            row.id,
            expected_version=version,
            seat=seat,
            user_id=row.players[seat],
            action=engine.action_to_json(action),
            events=engine.events_for(events, None),
            snapshot=engine.to_json(state),
            now=NOW + version,
            finished=state.phase == "over",
            winner_seat=state.winner if state.phase == "over" else None,
        )
    fresh = await repo.get_game(row.id)
    assert fresh is not None
    return fresh


def raw(path: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection, for tests that inspect the file or damage it on purpose."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


# What a violated constraint or the log's append-only trigger raises, on either backend.
INTEGRITY_ERRORS: tuple[type[BaseException], ...] = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


def raw_sql(target: str | Path, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Run one statement on its own connection, outside the repository (``?`` placeholders), and
    return its rows: for tests that inspect the database or damage it on purpose, on either backend.

    PostgreSQL is reached from a thread of its own, so this works inside a running event loop too."""
    if backend_of(target) != POSTGRESQL:
        conn = raw(sqlite_path(target))
        try:
            return [tuple(r) for r in conn.execute(sql, params).fetchall()]
        finally:
            conn.close()

    async def run() -> list[tuple[Any, ...]]:
        pg = await asyncpg.connect(str(target))
        try:
            return [tuple(r) for r in await pg.fetch(numbered(sql), *params)]
        finally:
            await pg.close()

    outcome: dict[str, Any] = {}

    def work() -> None:
        try:
            outcome["rows"] = asyncio.run(run())
        except BaseException as exc:  # handed to the calling thread
            outcome["error"] = exc

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["rows"]
