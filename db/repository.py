"""Every SQL statement of catanbot: games, seats, the action log, message ids, recovery scans, pruning.

The repository knows nothing about the rules; it stores what the service hands it. Each write is one
transaction (see ``Database.write``), and every write of an existing game is guarded by the state it
was computed from (``WHERE version = ?`` or ``WHERE status = ?``): if the guard fails, nothing is
written and ``VersionConflict`` is raised, so a lost or doubled write cannot happen even with two
writers racing (two processes, or a bug that bypasses the service's per-game lock).

The statements are shared by both backends (``db.backend``). A write that touches a game updates the
game's row first: on PostgreSQL that row lock makes concurrent writers of one game take turns (SQLite
lets only one writer in at a time anyway), so the checks that follow see every committed change.

On PostgreSQL every commit that changes what a game shows (a move, a seat, a start, an end) also tells the
other processes, in its own transaction (``db.listen``: ``listen`` hears them).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from db import rows as R
from db.backend import Database, Transaction
from db.errors import VersionConflict
from db.listen import CHANNEL, GAME, MOVE, GameChange, Listening, parse, payload
from db.opening import open_database
from db.rows import ActionRow, GameRow, MessageRef, ScanRow, StoredGame
from db.schema import migrate
from db.users import UserStore

LOG_PAGE = 256  # rows per query when reading a game's log
GAME_PAGE = 200  # rows per query when listing games


def _dumps(value: Any) -> str:
    # Compact and deterministic: the same data always gives the same text.
    return json.dumps(value, separators=(",", ":"))


def _placeholders(values: Sequence[Any]) -> str:
    return ",".join("?" * len(values))


# Every column of every table, for copying a database as it is (``python -m service.admin copy``). A test
# compares this with the schema, so a migration that adds a column must name it here too.
TABLE_COLUMNS: dict[str, tuple[str, ...]] = {
    "games": (
        "id", "guild_id", "channel_id", "thread_id", "host_id", "status", "options", "seed", "snapshot", "version",
        "winner_seat", "created_at", "updated_at", "started_at", "ended_at", "status_reason", "settings", "published",
    ),
    "game_players": ("game_id", "user_id", "joined", "joined_at", "seat", "left_at"),
    "actions": ("game_id", "seq", "seat", "user_id", "action", "created_at", "events"),
    "messages": ("game_id", "kind", "channel_id", "message_id", "tag"),
    "claims": ("game_id", "what", "claimed_at"),
    "game_notes": ("game_id", "what", "value", "updated_at"),
}  # fmt: skip
_TABLE_KEYS = {"games": "id", "game_players": "joined", "actions": "seq", "messages": "kind", "claims": "what",
               "game_notes": "what"}  # fmt: skip


def _game_columns(players_json: str) -> str:
    """The players of a game as one JSON array inside the game's row, so a game is read with one
    statement (one statement = one consistent read; see db.connection)."""
    return f"""
    g.id, g.guild_id, g.channel_id, g.thread_id, g.host_id, g.status, g.options, g.version, g.winner_seat,
    g.status_reason, g.created_at, g.updated_at, g.started_at, g.ended_at, {players_json}, g.settings, g.published
"""


def _game_row(r: Sequence[Any]) -> GameRow:
    entries = json.loads(r[14]) if r[14] else []
    # Seated players by seat; lobby players (seat NULL) by join order.
    entries.sort(key=lambda e: (e[0] is None, e[0] if e[0] is not None else 0, e[1]))
    return GameRow(
        id=r[0],
        guild_id=r[1],
        channel_id=r[2],
        thread_id=r[3],
        host_id=r[4],
        status=r[5],
        options=json.loads(r[6]),
        version=r[7],
        winner_seat=r[8],
        status_reason=r[9],
        created_at=r[10],
        updated_at=r[11],
        started_at=r[12],
        ended_at=r[13],
        players=tuple(e[2] for e in entries),
        settings=json.loads(r[15]) if r[15] else {},
        published=r[16],
        vacant=tuple(e[0] for e in entries if e[3] and e[0] is not None),
    )


def _action_row(game_id: int, r: Sequence[Any]) -> ActionRow:
    return ActionRow(
        game_id=game_id,
        seq=r[0],
        seat=r[1],
        user_id=r[2],
        action=json.loads(r[3]),
        events=json.loads(r[4]) if r[4] is not None else None,
        created_at=r[5],
    )


class Repository:
    """Async access to one catanbot database (a SQLite file or a PostgreSQL database)."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._integrity = db.dialect.integrity_errors
        self._game_columns = _game_columns(db.dialect.players_json)
        self.users = UserStore(db)  # per-user settings and standing orders (issue #20)
        # Names this repository in its notifications: a process tells its own commits from others' (db.listen).
        self.origin = secrets.token_hex(6)

    @classmethod
    async def open(cls, target: str | Path, *, synchronous: str = "FULL", migrate: bool = True) -> Repository:
        """Open a database URL (``sqlite:///PATH``, ``postgresql://...``) or a SQLite file path; with
        ``migrate`` (the default) bring its schema to the latest version."""
        db = await open_database(target, synchronous=synchronous)
        repo = cls(db)
        if migrate:
            try:
                await repo.migrate()
            except BaseException:
                await db.close()
                raise
        return repo

    @property
    def label(self) -> str:
        """Where the data lives (file path, or URL without password), for logs."""
        return self._db.label

    @property
    def backend(self) -> str:
        return self._db.dialect.name

    async def close(self) -> None:
        await self._db.close()

    async def listen(self, changed: Callable[[GameChange], None], reconnected: Callable[[], None]) -> Listening | None:
        """Hear every game change committed on this database, by any process (``db.listen``), until the
        returned listener is closed: ``changed`` for each, ``reconnected`` when the listening connection came
        back (changes meanwhile were not heard). None on SQLite (one process: nothing to hear)."""

        def heard(text: str) -> None:
            change = parse(text, self.origin)
            if change is not None:
                changed(change)

        return await self._db.listen(CHANNEL, heard, lambda again: reconnected() if again else None)

    async def _tell(self, tx: Transaction, game_id: int, version: int, kind: str) -> None:
        """Tell the listening processes of this transaction's change, once it commits (PostgreSQL only)."""
        notify = self._db.dialect.notify
        if notify is not None:
            await tx.run(notify, (CHANNEL, payload(game_id, version, kind, self.origin)))

    async def migrate(self, target: int | None = None) -> tuple[int, int]:
        return await migrate(self._db, target)

    async def schema_version(self) -> int:
        return await self._db.schema_version()

    # --- lobby -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        now: float,
        thread_id: int | None = None,
        settings: dict[str, Any] | None = None,
    ) -> GameRow:
        """A new lobby with the host as its first player."""

        async def body(tx: Transaction) -> int:
            rows = await tx.run(
                "INSERT INTO games (guild_id, channel_id, thread_id, host_id, status, options, settings,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING id",
                (guild_id, channel_id, thread_id, host_id, _dumps(options), _dumps(settings or {}), now, now),
            )
            game_id = int(rows[0][0])
            await tx.run(
                "INSERT INTO game_players (game_id, user_id, joined, joined_at) VALUES (?, ?, 1, ?)",
                (game_id, host_id, now),
            )
            return game_id

        return await self._reread(await self._db.write(body))

    async def add_player(self, game_id: int, user_id: int, *, now: float, capacity: int) -> GameRow:
        """Join a lobby. Conflict if the game is not a lobby, is full, or the user is already in it."""

        async def body(tx: Transaction) -> None:
            if not await tx.run(
                "UPDATE games SET updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING id", (now, game_id)
            ):
                raise VersionConflict(game_id, "not an open lobby with a free place")
            try:
                rows = await tx.run(
                    "INSERT INTO game_players (game_id, user_id, joined, joined_at)"
                    " SELECT ?, ?, COALESCE((SELECT MAX(joined) FROM game_players WHERE game_id = ?), 0) + 1, ?"
                    " WHERE (SELECT COUNT(*) FROM game_players WHERE game_id = ?) < ?"
                    " RETURNING user_id",
                    (game_id, user_id, game_id, now, game_id, capacity),
                )
            except self._integrity as exc:
                raise VersionConflict(game_id, "user is already in this game") from exc
            if not rows:
                raise VersionConflict(game_id, "not an open lobby with a free place")

        await self._db.write(body)
        return await self._reread(game_id)

    async def remove_player(self, game_id: int, user_id: int, *, now: float, new_host_id: int | None = None) -> GameRow:
        """Leave a lobby; ``new_host_id`` hands the lobby over when the host leaves."""

        async def body(tx: Transaction) -> None:
            if not await tx.run(
                "UPDATE games SET updated_at = ?, host_id = COALESCE(?, host_id) WHERE id = ? AND status = 'lobby'"
                " RETURNING id",
                (now, new_host_id, game_id),
            ):
                raise VersionConflict(game_id, "user is not in this lobby")
            if not await tx.run(
                "DELETE FROM game_players WHERE game_id = ? AND user_id = ? RETURNING user_id", (game_id, user_id)
            ):
                raise VersionConflict(game_id, "user is not in this lobby")

        await self._db.write(body)
        return await self._reread(game_id)

    async def set_settings(self, game_id: int, settings: dict[str, Any], *, now: float, touch: bool = True) -> GameRow:
        """Replace the Discord layer's per-game settings (e.g. which seats built-in players play).
        ``touch``: the change counts as activity (``updated_at``, from which reminders and the AFK limit
        count); bookkeeping such as game clocks does not."""

        async def body(tx: Transaction) -> None:
            if touch:
                sql, args = (
                    "UPDATE games SET settings = ?, updated_at = ? WHERE id = ? RETURNING id",
                    (_dumps(settings), now, game_id),
                )
            else:
                sql, args = "UPDATE games SET settings = ? WHERE id = ? RETURNING id", (_dumps(settings), game_id)
            rows = await tx.run(sql, args)
            if not rows:
                raise VersionConflict(game_id, "no such game")

        await self._db.write(body)
        return await self._reread(game_id)

    async def leave_seat(self, game_id: int, user_id: int, *, now: float) -> GameRow:
        """A player leaves a running game: the seat stays (cards, pieces) and waits for a new player."""

        async def body(tx: Transaction) -> None:
            game = await tx.run("UPDATE games SET updated_at = ? WHERE id = ? RETURNING version", (now, game_id))
            rows = await tx.run(
                "UPDATE game_players SET left_at = ? WHERE game_id = ? AND user_id = ? AND left_at IS NULL"
                " AND seat IS NOT NULL RETURNING seat",
                (now, game_id, user_id),
            )
            if not rows:
                raise VersionConflict(game_id, "user holds no seat in this game")
            await self._tell(tx, game_id, game[0][0], GAME)  # their boards stop showing the seat's hand

        await self._db.write(body)
        return await self._reread(game_id)

    async def take_seat(self, game_id: int, seat: int, user_id: int, *, now: float) -> GameRow:
        """A new player takes a seat that was left: the seat's cards and pieces become theirs."""

        async def body(tx: Transaction) -> None:
            game = await tx.run("UPDATE games SET updated_at = ? WHERE id = ? RETURNING version", (now, game_id))
            try:
                rows = await tx.run(
                    "UPDATE game_players SET user_id = ?, left_at = NULL, joined_at = ?"
                    " WHERE game_id = ? AND seat = ? AND left_at IS NOT NULL RETURNING seat",
                    (user_id, now, game_id, seat),
                )
            except self._integrity as exc:
                raise VersionConflict(game_id, "user already plays in this game") from exc
            if not rows:
                raise VersionConflict(game_id, "the seat is not open")
            await self._tell(tx, game_id, game[0][0], GAME)

        await self._db.write(body)
        return await self._reread(game_id)

    async def start_game(
        self,
        game_id: int,
        *,
        seats: Sequence[int],
        options: dict[str, Any],
        seed: int,
        snapshot: str,
        now: float,
    ) -> GameRow:
        """Turn a lobby into an active game: seats (user ids in seat order), final options, seed, first snapshot."""

        async def body(tx: Transaction) -> None:
            rows = await tx.run(
                "UPDATE games SET status = 'active', options = ?, seed = ?, snapshot = ?, version = 0, published = -1,"
                " started_at = ?, updated_at = ? WHERE id = ? AND status = 'lobby' RETURNING id",
                (_dumps(options), seed, snapshot, now, now, game_id),
            )
            if not rows:
                raise VersionConflict(game_id, "game is no longer a lobby")
            await tx.run_many(
                "UPDATE game_players SET seat = ? WHERE game_id = ? AND user_id = ?",
                [(seat, game_id, user) for seat, user in enumerate(seats)],
            )
            seated, total = (
                await tx.run(
                    "SELECT COUNT(seat), COUNT(*) FROM game_players WHERE game_id = ?",
                    (game_id,),
                )
            )[0]
            if seated != len(seats) or total != len(seats):
                raise VersionConflict(game_id, "the players changed while the game was starting")
            await self._tell(tx, game_id, 0, GAME)

        await self._db.write(body)
        return await self._reread(game_id)

    async def set_status(
        self,
        game_id: int,
        status: str,
        *,
        now: float,
        expected: Iterable[str],
        reason: str | None = None,
    ) -> GameRow:
        """Move a game to ``status`` if it is in one of the ``expected`` statuses (conflict otherwise).

        Reaching an end status (finished, cancelled, abandoned) records ``ended_at``, which pruning uses.
        """
        if status not in R.STATUSES:
            raise ValueError(f"unknown status {status!r}")
        allowed = tuple(expected)
        ended = now if status in R.ENDED else None

        async def body(tx: Transaction) -> None:
            rows = await tx.run(
                "UPDATE games SET status = ?, status_reason = ?, updated_at = ?, ended_at = COALESCE(?, ended_at)"
                f" WHERE id = ? AND status IN ({_placeholders(allowed)}) RETURNING version",
                (status, reason, now, ended, game_id, *allowed),
            )
            if not rows:
                raise VersionConflict(game_id, f"expected status {' or '.join(allowed)}")
            await self._tell(tx, game_id, rows[0][0] or 0, GAME)

        await self._db.write(body)
        return await self._reread(game_id)

    async def set_thread(self, game_id: int, thread_id: int | None, *, now: float) -> GameRow:
        async def body(tx: Transaction) -> None:
            rows = await tx.run(
                "UPDATE games SET thread_id = ?, updated_at = ? WHERE id = ? RETURNING id",
                (thread_id, now, game_id),
            )
            if not rows:
                raise VersionConflict(game_id, "no such game")

        await self._db.write(body)
        return await self._reread(game_id)

    # --- play ------------------------------------------------------------------------------------

    async def append_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int,
        user_id: int,
        action: list[Any],
        events: list[dict[str, Any]],
        snapshot: str,
        now: float,
        winner_seat: int | None = None,
        finished: bool = False,
        notes: Mapping[str, Any] | None = None,
        drop_notes: Sequence[str] = (),
    ) -> int:
        """Store one move atomically: the log row and the new snapshot. Returns the move's seq.

        Two guards make a lost or doubled write impossible: the game row is updated only if its version
        is still ``expected_version`` (and it is still active), and the log row's primary key
        (game_id, seq) rejects a second row with the same seq. ``notes`` are stored and ``drop_notes``
        forgotten in the same transaction (what the move says about itself: made for a person).
        """
        seq = expected_version + 1
        status = R.FINISHED if finished else R.ACTIVE
        ended = now if finished else None

        async def body(tx: Transaction) -> int:
            rows = await tx.run(
                "UPDATE games SET snapshot = ?, version = ?, status = ?, winner_seat = ?, updated_at = ?,"
                " ended_at = ? WHERE id = ? AND version = ? AND status = 'active' RETURNING id",
                (snapshot, seq, status, winner_seat, now, ended, game_id, expected_version),
            )
            if not rows:
                raise VersionConflict(game_id, f"expected an active game at version {expected_version}")
            try:
                await tx.run(
                    "INSERT INTO actions (game_id, seq, seat, user_id, action, events, created_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seq, seat, user_id, _dumps(action), _dumps(events), now),
                )
            except self._integrity as exc:
                raise VersionConflict(game_id, f"action {seq} is already stored") from exc
            await self._tell(tx, game_id, seq, MOVE)
            for what in sorted(set(drop_notes)):
                await tx.run("DELETE FROM game_notes WHERE game_id = ? AND what = ?", (game_id, what))
            for what, value in sorted((notes or {}).items()):
                await tx.run(
                    "INSERT INTO game_notes (game_id, what, value, updated_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id, what) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                    (game_id, what, json.dumps(value, separators=(",", ":"), sort_keys=True), now),
                )
            return seq

        return await self._db.write(body)

    async def replace_snapshot(
        self,
        game_id: int,
        *,
        expected_version: int,
        snapshot: str,
        status: str,
        now: float,
        winner_seat: int | None = None,
        reason: str | None = None,
    ) -> GameRow:
        """Overwrite the snapshot (an admin rebuild from the log) if no move was stored meanwhile."""
        ended = now if status in R.ENDED else None

        async def body(tx: Transaction) -> None:
            rows = await tx.run(
                "UPDATE games SET snapshot = ?, status = ?, winner_seat = ?, status_reason = ?, updated_at = ?,"
                " ended_at = COALESCE(ended_at, ?) WHERE id = ? AND version = ? AND snapshot IS NOT NULL"
                " RETURNING id",
                (snapshot, status, winner_seat, reason, now, ended, game_id, expected_version),
            )
            if not rows:
                raise VersionConflict(game_id, f"expected a started game at version {expected_version}")

        await self._db.write(body)
        return await self._reread(game_id)

    async def import_game(
        self, row: GameRow, *, seed: int | None, snapshot: str | None, actions: Sequence[ActionRow]
    ) -> int:
        """Insert a complete game (row, seats, log) in one transaction; returns its new id.

        For loading exported games and for building benchmark databases. ``row.id`` and the
        ``game_id`` of the actions are ignored; seats follow ``row.players`` when the game has started.
        """
        if [a.seq for a in actions] != list(range(1, len(actions) + 1)) or row.version != len(actions):
            raise ValueError("actions must be numbered 1..version without gaps")
        seated = row.status != R.LOBBY

        async def body(tx: Transaction) -> int:
            rows = await tx.run(
                "INSERT INTO games (guild_id, channel_id, thread_id, host_id, status, options, seed, snapshot,"
                " version, winner_seat, status_reason, created_at, updated_at, started_at, ended_at, settings,"
                " published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    row.guild_id, row.channel_id, row.thread_id, row.host_id, row.status, _dumps(row.options),
                    seed, snapshot, row.version, row.winner_seat, row.status_reason, row.created_at,
                    row.updated_at, row.started_at, row.ended_at, _dumps(row.settings), row.version,
                ),
            )  # fmt: skip
            game_id = int(rows[0][0])
            await tx.run_many(
                "INSERT INTO game_players (game_id, user_id, joined, joined_at, seat) VALUES (?, ?, ?, ?, ?)",
                [(game_id, user, i + 1, row.created_at, i if seated else None) for i, user in enumerate(row.players)],
            )
            await tx.run_many(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (game_id, a.seq, a.seat, a.user_id, _dumps(a.action),
                     _dumps(a.events) if a.events is not None else None, a.created_at)
                    for a in actions
                ],
            )  # fmt: skip
            return game_id

        return await self._db.write(body)

    # --- reads -----------------------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameRow | None:
        r = await self._db.fetchone(f"SELECT {self._game_columns} FROM games g WHERE g.id = ?", (game_id,))
        return _game_row(r) if r else None

    async def load_game(self, game_id: int) -> StoredGame | None:
        """The row with its seed and snapshot, read together in one statement."""
        r = await self._db.fetchone(
            f"SELECT {self._game_columns}, g.seed, g.snapshot FROM games g WHERE g.id = ?",
            (game_id,),
        )
        if r is None:
            return None
        return StoredGame(row=_game_row(r), seed=r[17], snapshot=r[18])

    async def list_games(
        self,
        *,
        statuses: Iterable[str] | None = None,
        channel_id: int | None = None,
        user_id: int | None = None,
        limit: int | None = None,
    ) -> list[GameRow]:
        """Games matching every given filter, newest first. ``channel_id`` matches the channel or thread."""
        out: list[GameRow] = []
        async for page in self.game_pages(statuses=statuses, channel_id=channel_id, user_id=user_id, limit=limit):
            out.extend(page)
        return out

    async def game_pages(
        self,
        *,
        statuses: Iterable[str] | None = None,
        channel_id: int | None = None,
        user_id: int | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[list[GameRow]]:
        """``list_games`` one page at a time (newest first), for callers that process thousands of games:
        building a page of rows takes a few milliseconds, and the event loop runs between pages."""
        where: list[str] = ["g.id < ?"]
        params: list[Any] = []
        if statuses is not None:
            wanted = tuple(statuses)
            where.append(f"g.status IN ({_placeholders(wanted)})")
            params.extend(wanted)
        if channel_id is not None:
            where.append("(g.channel_id = ? OR g.thread_id = ?)")
            params.extend((channel_id, channel_id))
        if user_id is not None:
            where.append("g.id IN (SELECT game_id FROM game_players WHERE user_id = ?)")
            params.append(user_id)
        sql = f"SELECT {self._game_columns} FROM games g WHERE {' AND '.join(where)} ORDER BY g.id DESC LIMIT ?"
        before = 2**62  # keyset pagination: each page continues below the last id seen
        left = limit if limit is not None else 2**62
        while left > 0:
            size = min(GAME_PAGE, left)
            rows = await self._db.fetchall(sql, (before, *params, size))
            if not rows:
                return
            yield [_game_row(r) for r in rows]
            if len(rows) < size:
                return
            before = rows[-1][0]
            left -= len(rows)

    async def actions(
        self, game_id: int, *, upto: int | None = None, after: int = 0, with_events: bool = True
    ) -> list[ActionRow]:
        """The log of a game in order: seq in (after, upto]. The log is append-only, so reading up to the
        version read earlier gives exactly the prefix that version was computed from.

        Read in pages: while sqlite3 turns a long result into Python rows it holds the GIL, and the
        event loop thread then waits out Python's 5 ms switch interval; short pages keep every wait short.
        ``with_events=False`` leaves ``events`` None (replays do not need them; they are most of the bytes).
        """
        events = "events" if with_events else "NULL"
        last = upto if upto is not None else 2**62
        out: list[ActionRow] = []
        while True:
            rows = await self._db.fetchall(
                f"SELECT seq, seat, user_id, action, {events}, created_at FROM actions"
                " WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?",
                (game_id, after, last, LOG_PAGE),
            )
            out.extend(_action_row(game_id, r) for r in rows)
            if len(rows) < LOG_PAGE:
                return out
            after = rows[-1][0]

    async def recent_actions(self, game_id: int, n: int) -> list[ActionRow]:
        """The last ``n`` actions, oldest first."""
        rows = await self._db.fetchall(
            "SELECT seq, seat, user_id, action, events, created_at FROM actions"
            " WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
            (game_id, n),
        )
        return [_action_row(game_id, r) for r in reversed(rows)]

    async def finished_results(self, guild_id: int) -> list[tuple[GameRow, list[dict[str, Any]] | None]]:
        """The server's finished games, oldest first, each with the public events of its last action
        (they hold the final scores), for ratings and leaderboards."""
        rows = await self._db.fetchall(
            f"SELECT {self._game_columns}, (SELECT a.events FROM actions a WHERE a.game_id = g.id AND a.seq = g.version)"
            " FROM games g WHERE g.guild_id = ? AND g.status = ? ORDER BY g.ended_at, g.id",
            (guild_id, R.FINISHED),
        )
        return [(_game_row(r), json.loads(r[17]) if r[17] else None) for r in rows]

    async def recovery_scan(self) -> list[ScanRow]:
        """Every unfinished game with its version and last seq (index look-ups only: fast at start-up)."""
        rows = await self._db.fetchall(
            "SELECT g.id, g.status, g.version, g.seed IS NOT NULL, g.snapshot IS NOT NULL,"
            " (SELECT COALESCE(MAX(a.seq), 0) FROM actions a WHERE a.game_id = g.id)"
            f" FROM games g WHERE g.status IN ({_placeholders(R.UNFINISHED)}) ORDER BY g.id",
            R.UNFINISHED,
        )
        return [
            ScanRow(game_id=r[0], status=r[1], version=r[2], has_seed=bool(r[3]), has_snapshot=bool(r[4]), max_seq=r[5])
            for r in rows
        ]

    async def count_by_status(self) -> dict[str, int]:
        rows = await self._db.fetchall("SELECT status, COUNT(*) FROM games GROUP BY status")
        return {status: 0 for status in R.STATUSES} | {r[0]: r[1] for r in rows}

    # --- message ids -----------------------------------------------------------------------------

    async def set_message(
        self, game_id: int, kind: str, *, channel_id: int, message_id: int, tag: str | None = None
    ) -> None:
        async def body(tx: Transaction) -> None:
            await tx.run(
                "INSERT INTO messages (game_id, kind, channel_id, message_id, tag) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, kind) DO UPDATE SET channel_id = excluded.channel_id,"
                " message_id = excluded.message_id, tag = excluded.tag",
                (game_id, kind, channel_id, message_id, tag),
            )

        try:
            await self._db.write(body)
        except self._integrity as exc:  # the foreign key: no such game
            raise VersionConflict(game_id, "no such game") from exc

    async def delete_message(self, game_id: int, kind: str) -> None:
        async def body(tx: Transaction) -> None:
            await tx.run("DELETE FROM messages WHERE game_id = ? AND kind = ?", (game_id, kind))

        await self._db.write(body)

    async def messages(self, game_id: int) -> dict[str, MessageRef]:
        rows = await self._db.fetchall(
            "SELECT kind, channel_id, message_id, tag FROM messages WHERE game_id = ? ORDER BY kind", (game_id,)
        )
        return {r[0]: MessageRef(kind=r[0], channel_id=r[1], message_id=r[2], tag=r[3]) for r in rows}

    async def mark_published(self, game_id: int, version: int) -> None:
        """Record that the game's messages show ``version`` (never moves the mark backwards)."""

        async def body(tx: Transaction) -> None:
            await tx.run("UPDATE games SET published = ? WHERE id = ? AND published < ?", (version, game_id, version))

        await self._db.write(body)

    async def unpublished_games(self) -> list[int]:
        """Games whose messages lag behind their stored moves (a crash between commit and publish)."""
        rows = await self._db.fetchall("SELECT id FROM games WHERE published < version ORDER BY id")
        return [int(r[0]) for r in rows]

    async def game_for_message(self, message_id: int) -> int | None:
        r = await self._db.fetchone("SELECT game_id FROM messages WHERE message_id = ? LIMIT 1", (message_id,))
        return int(r[0]) if r else None

    # --- claims ----------------------------------------------------------------------------------

    async def claim(self, game_id: int, what: str, *, now: float) -> bool:
        """True for exactly one caller per (game, ``what``), whichever process asks first.

        For things to do once per game although several bot processes watch it (a reminder, a take-over).
        VersionConflict if there is no such game."""

        async def body(tx: Transaction) -> bool:
            rows = await tx.run(
                "INSERT INTO claims (game_id, what, claimed_at) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, what) DO NOTHING RETURNING game_id",
                (game_id, what, now),
            )
            return bool(rows)

        try:
            return await self._db.write(body)
        except self._integrity as exc:  # the foreign key: no such game
            raise VersionConflict(game_id, "no such game") from exc

    # --- notes: what a game's messages said, kept across restarts -------------------------------------

    async def notes(self, game_id: int, prefix: str = "") -> dict[str, Any]:
        """The game's notes whose name starts with ``prefix``, decoded (name -> value)."""
        rows = await self._db.fetchall(
            "SELECT what, value FROM game_notes WHERE game_id = ? AND what LIKE ? ESCAPE '\\' ORDER BY what",
            (game_id, _like_prefix(prefix)),
        )
        return {str(r[0]): json.loads(r[1]) for r in rows}

    async def put_note(self, game_id: int, what: str, value: Any, *, now: float) -> bool:
        """Store a note (JSON-able). True if it was new or different: with several processes exactly one
        of those storing the same new value gets True (e.g. the one that sends the DM it stands for).
        VersionConflict if there is no such game."""
        text = json.dumps(value, separators=(",", ":"), sort_keys=True)

        async def body(tx: Transaction) -> bool:
            rows = await tx.run(
                "INSERT INTO game_notes (game_id, what, value, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, what) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"
                " WHERE game_notes.value <> excluded.value RETURNING game_id",
                (game_id, what, text, now),
            )
            return bool(rows)

        try:
            return await self._db.write(body)
        except self._integrity as exc:  # the foreign key: no such game
            raise VersionConflict(game_id, "no such game") from exc

    async def delete_notes(self, game_id: int, whats: Iterable[str]) -> int:
        """Forget some of a game's notes; the number deleted."""
        names = sorted(set(whats))
        if not names:
            return 0

        async def body(tx: Transaction) -> int:
            rows = await tx.run(
                f"DELETE FROM game_notes WHERE game_id = ? AND what IN ({_placeholders(names)}) RETURNING what",
                (game_id, *names),
            )
            return len(rows)

        return await self._db.write(body)

    # --- history ---------------------------------------------------------------------------------

    async def count_ended_before(self, *, ended_before: float, statuses: Iterable[str] = R.ENDED) -> int:
        """How many games ``prune`` with the same arguments would delete."""
        wanted = _prunable(statuses)
        row = await self._db.fetchone(
            f"SELECT COUNT(*) FROM games WHERE status IN ({_placeholders(wanted)}) AND ended_at < ?",
            (*wanted, ended_before),
        )
        return int(row[0]) if row else 0

    async def prune(self, *, ended_before: float, statuses: Iterable[str] = R.ENDED, batch: int = 200) -> int:
        """Delete ended games (and, by cascade, their players, log and message ids) that ended before
        ``ended_before``. Works in small transactions so a running bot is never held up for long.
        Returns the number of games deleted."""
        wanted = _prunable(statuses)
        total = 0
        while True:

            async def body(tx: Transaction) -> int:
                rows = await tx.run(
                    "DELETE FROM games WHERE id IN (SELECT id FROM games"
                    f" WHERE status IN ({_placeholders(wanted)}) AND ended_at < ? LIMIT ?) RETURNING id",
                    (*wanted, ended_before, batch),
                )
                return len(rows)

            deleted = await self._db.write(body)
            total += deleted
            if deleted < batch:
                return total

    # --- copying a whole database (python -m service.admin copy) ---------------------------------------

    async def game_ids(self) -> list[int]:
        """Every game's id, ascending."""
        return [int(r[0]) for r in await self._db.fetchall("SELECT id FROM games ORDER BY id")]

    async def raw_game(self, game_id: int) -> dict[str, list[tuple[Any, ...]]]:
        """Every stored row of a game, table by table, columns as in ``TABLE_COLUMNS`` (nothing decoded).

        Several statements: copy a database that no bot is writing to, or verify the copy afterwards.
        """
        out: dict[str, list[tuple[Any, ...]]] = {}
        for table, columns in TABLE_COLUMNS.items():
            key = "id" if table == "games" else "game_id"
            rows = await self._db.fetchall(
                f"SELECT {', '.join(columns)} FROM {table} WHERE {key} = ? ORDER BY {_TABLE_KEYS[table]}", (game_id,)
            )
            out[table] = [tuple(r) for r in rows]
        return out

    async def insert_raw_game(self, tables: dict[str, list[tuple[Any, ...]]]) -> None:
        """Store a game read by ``raw_game`` (from any backend) with the same id, in one transaction.

        VersionConflict if a game with that id exists already."""
        game_id = int(tables["games"][0][0])

        async def body(tx: Transaction) -> None:
            for table, columns in TABLE_COLUMNS.items():
                rows = tables.get(table, [])
                if not rows:
                    continue
                sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({_placeholders(columns)})"
                try:
                    await tx.run_many(sql, rows)
                except self._integrity as exc:
                    raise VersionConflict(game_id, f"cannot store its {table} rows: {type(exc).__name__}") from exc

        await self._db.write(body)

    async def id_high_water(self) -> int:
        """The highest game id ever handed out, pruned games included (0 if none)."""
        row = await self._db.fetchone(self._db.dialect.id_high_water)
        return int(row[0]) if row and row[0] is not None else 0

    async def raise_id_floor(self, game_id: int) -> None:
        """New games get ids above ``game_id`` (>= 1), so a copied database never reuses a game number."""

        async def body(tx: Transaction) -> None:
            await tx.run(self._db.dialect.raise_id_floor, (game_id,))

        await self._db.write(body)

    async def _reread(self, game_id: int) -> GameRow:
        row = await self.get_game(game_id)
        if row is None:  # pragma: no cover - only if someone deletes the game between our write and read
            raise VersionConflict(game_id, "game disappeared")
        return row


def _like_prefix(prefix: str) -> str:
    """A LIKE pattern for names starting with ``prefix`` (its own % and _ taken literally)."""
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _prunable(statuses: Iterable[str]) -> tuple[str, ...]:
    wanted = tuple(statuses)
    if not wanted or any(s not in R.ENDED for s in wanted):
        raise ValueError(f"only ended games can be pruned ({', '.join(R.ENDED)})")
    return wanted
