"""Checking a stored game against its action log, rebuilding it from the log, exporting and importing it.

The log is the truth: a snapshot is only a cache of ``engine.replay(options, seed, log)``. Used by the
service (start-up check, first load of a game, admin commands) and by ``python -m service.admin``.

Replays are CPU work of a few milliseconds per game; they are written as generators that yield after
each action, so the service can run them on the event loop in short slices (``cooperatively``) and
command-line tools can run them straight through (``run``).

Problem descriptions name fields and action numbers, never values: snapshots contain the seed and
every hidden card, and these descriptions end up in logs and in admin messages.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, TypeVar

import engine
from db.repository import Repository
from db.rows import ABANDONED, ACTIVE, CANCELLED, FINISHED, NEEDS_ATTENTION, ActionRow, GameRow

T = TypeVar("T")

EXPORT_FORMAT = "catanbot-game-export"
EXPORT_VERSION = 1
SLICE_SECONDS = 0.001  # longest stretch of replay work between two turns of the event loop


class ReplayFailed(Exception):
    """The log itself cannot be replayed (a gap, or an action the engine now rejects)."""


class RecoveryError(Exception):
    """An admin operation that cannot be done (no such game, a lobby, a log that does not replay)."""


def replay_steps(
    options: Mapping[str, Any],
    seed: int,
    log: Sequence[ActionRow],
    public_events: dict[int, list[dict[str, Any]]] | None = None,
) -> Generator[None, None, engine.GameState]:
    """Rebuild a game from its log, yielding after each action (see ``cooperatively``).

    Checks that the log is numbered 1, 2, 3 ... without gaps. With ``public_events``, also collects each
    action's events as the public sees them, by seq.
    """
    state = engine.new_game(dict(options), seed)
    for expected, entry in enumerate(log, start=1):
        if entry.seq != expected:
            raise ReplayFailed(f"the log jumps from action {expected - 1} to action {entry.seq}")
        try:
            events = engine.apply_action(state, entry.seat, engine.action_from_json(entry.action))
        except engine.IllegalAction as exc:
            kind = entry.action[0] if entry.action else "?"
            raise ReplayFailed(f"action {entry.seq} ({kind}) is illegal on replay ({exc.code})") from exc
        if public_events is not None:
            public_events[entry.seq] = engine.events_for(events, None)
        yield
    return state


def problem_steps(
    options: Mapping[str, Any], seed: int | None, version: int, snapshot: str | None, log: Sequence[ActionRow]
) -> Generator[None, None, str | None]:
    """None if ``snapshot`` is exactly the replay of ``log``; otherwise what is wrong.

    Both sides go through the current engine's ``to_json`` before comparing, so a snapshot written by an
    older engine schema (upgraded on load) is not reported as long as it describes the same game.
    """
    if seed is None:
        return "no seed is stored"
    if snapshot is None:
        return "no snapshot is stored"
    if len(log) != version:
        return f"the log holds {len(log)} actions but the game is at version {version}"
    try:
        stored = engine.to_json(engine.from_json(snapshot))
    except engine.InvalidState as exc:
        cause = type(exc.__cause__).__name__ if exc.__cause__ else "invalid"
        return f"the snapshot does not load ({cause})"
    yield
    try:
        replayed = engine.to_json((yield from replay_steps(options, seed, log)))
    except ReplayFailed as exc:
        return str(exc)
    except engine.InvalidOptions:
        return "the stored options are invalid"
    if stored != replayed:
        fields = differing_fields(stored, replayed)
        return f"the snapshot differs from the replay of its log (fields: {', '.join(fields) or 'layout'})"
    return None


def replay(
    options: Mapping[str, Any],
    seed: int,
    log: Sequence[ActionRow],
    public_events: dict[int, list[dict[str, Any]]] | None = None,
) -> engine.GameState:
    """``replay_steps`` in one go (raises ReplayFailed)."""
    return run(replay_steps(options, seed, log, public_events))


def find_problem(
    options: Mapping[str, Any], seed: int | None, version: int, snapshot: str | None, log: Sequence[ActionRow]
) -> str | None:
    """``problem_steps`` in one go: None if the snapshot equals the replay of the log."""
    return run(problem_steps(options, seed, version, snapshot, log))


def run(steps: Generator[None, None, T]) -> T:
    """Run a stepwise computation to its end (for command-line tools and tests)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


async def cooperatively(steps: Generator[None, None, T], *, pause: Callable[[], float] | None = None) -> T:
    """Run a stepwise computation on the event loop in slices of about a millisecond.

    After each slice it gives way: by default it lets every ready task run once (for work a request is
    waiting for). A background job passes ``pause``, returning how long to step aside now: about a
    slice while requests are in flight, since each needs several turns of the loop (one per hop to the
    database thread) and should not queue behind the job at every turn.

    Why not a worker thread: a CPU-bound thread holds the GIL for up to the 5 ms switch interval at a
    time, and every hop to aiosqlite's threads then waits for it; in a first version moves of other
    games got 10-40 ms slower while the start-up check ran in a thread.
    """
    slice_start = time.perf_counter()
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        if time.perf_counter() - slice_start > SLICE_SECONDS:
            await asyncio.sleep(pause() if pause is not None else 0.0)
            slice_start = time.perf_counter()


def differing_fields(a: str, b: str) -> list[str]:
    """Top-level field names whose values differ between two serialised states (names only)."""
    da, db = json.loads(a), json.loads(b)
    return sorted(k for k in da.keys() | db.keys() if da.get(k) != db.get(k))


def status_after_replay(current: str, state: engine.GameState) -> tuple[str, int | None]:
    """Status and winner to store after a rebuild: a replay may show the game over; a game that was
    cancelled or abandoned stays so."""
    if current in (CANCELLED, ABANDONED):
        return current, None
    if state.phase == "over":
        return FINISHED, state.winner
    return ACTIVE, None


async def check_game(repo: Repository, game_id: int) -> str | None:
    """Compare a started game's snapshot with the replay of its log (None: consistent)."""
    stored = await repo.load_game(game_id)
    if stored is None:
        raise RecoveryError(f"there is no game {game_id}")
    if stored.row.started_at is None:
        return None  # a lobby has no snapshot or log yet
    log = await repo.actions(game_id, upto=stored.row.version, with_events=False)
    row = stored.row
    return await cooperatively(problem_steps(row.options, stored.seed, row.version, stored.snapshot, log))


async def rebuild(repo: Repository, game_id: int, *, now: float) -> GameRow:
    """Replace a game's snapshot by the replay of its log and clear needs_attention.

    Raises RecoveryError if the log does not replay; then only an engine fix can help, and ``export``
    gives the material for the bug report.
    """
    stored = await repo.load_game(game_id)
    if stored is None:
        raise RecoveryError(f"there is no game {game_id}")
    row = stored.row
    if row.started_at is None or stored.seed is None:
        raise RecoveryError(f"game {game_id} has not started: nothing to rebuild")
    log = await repo.actions(game_id, upto=row.version, with_events=False)
    if len(log) != row.version:
        raise RecoveryError(
            f"game {game_id}: the log holds {len(log)} actions but the game is at version {row.version}"
        )
    try:
        state = await cooperatively(replay_steps(row.options, stored.seed, log))
    except ReplayFailed as exc:
        raise RecoveryError(f"game {game_id}: {exc}") from exc
    status, winner = status_after_replay(row.status, state)
    return await repo.replace_snapshot(
        game_id,
        expected_version=row.version,
        snapshot=engine.to_json(state),
        status=status,
        winner_seat=winner,
        now=now,
        reason=row.status_reason if status in (CANCELLED, ABANDONED) else None,
    )


async def export_game(repo: Repository, game_id: int) -> dict[str, Any]:
    """Everything needed to replay a game elsewhere, as JSON-ready data.

    Contains the SECRET seed (and the snapshot, which holds it too): for bug reports to the developers
    only, never to be posted where players can read it. Discord user ids are left out.
    """
    stored = await repo.load_game(game_id)
    if stored is None:
        raise RecoveryError(f"there is no game {game_id}")
    row = stored.row
    log = await repo.actions(game_id, upto=row.version, with_events=False)
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "engine_schema": engine.SCHEMA_VERSION,
        "game_id": row.id,
        "status": row.status,
        "status_reason": row.status_reason,
        "players": len(row.players),
        "options": row.options,
        "seed": stored.seed,
        "version": row.version,
        "actions": [[a.seq, a.seat, a.action] for a in log],
        "snapshot": stored.snapshot,
    }


async def import_game(
    repo: Repository, data: Mapping[str, Any], *, now: float, guild_id: int = 0, channel_id: int = 0
) -> int:
    """Load an export as a new game (players become placeholder users 1..n) to reproduce a report.

    The snapshot is rebuilt from the log, so the imported game is consistent by construction; a log
    that does not replay is imported as needs_attention with the exported snapshot, as it was.
    """
    if data.get("format") != EXPORT_FORMAT or data.get("format_version") != EXPORT_VERSION:
        raise RecoveryError("not a catanbot game export (or from an unknown version)")
    players = int(data["players"])
    options = dict(data["options"])
    seed = data["seed"]
    log = [
        ActionRow(game_id=0, seq=seq, seat=seat, user_id=seat + 1, action=action, events=None, created_at=now)
        for seq, seat, action in data["actions"]
    ]
    status: str
    reason: str | None = None
    winner: int | None = None
    snapshot = data.get("snapshot")
    started = seed is not None
    if not started:
        status = "lobby"
    else:
        events: dict[int, list[dict[str, Any]]] = {}
        try:
            state = await cooperatively(replay_steps(options, seed, log, events))
        except ReplayFailed as exc:
            status, reason = NEEDS_ATTENTION, f"imported: {exc}"
        else:
            snapshot = engine.to_json(state)
            status, winner = status_after_replay(data.get("status", ACTIVE), state)
            log = [entry._replace(events=events[entry.seq]) for entry in log]
    row = GameRow(
        id=0,
        guild_id=guild_id,
        channel_id=channel_id,
        thread_id=None,
        host_id=1,
        status=status,
        options=options,
        players=tuple(range(1, players + 1)),
        version=len(log),
        winner_seat=winner,
        status_reason=reason or data.get("status_reason"),
        created_at=now,
        updated_at=now,
        started_at=now if started else None,
        ended_at=now if status in (FINISHED, CANCELLED, ABANDONED) else None,
    )
    return await repo.import_game(row, seed=seed, snapshot=snapshot, actions=log)
