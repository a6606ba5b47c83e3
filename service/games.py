"""The game service: what the Discord layer asks of games, with no Discord and no SQL in it.

Every change to a game follows one path: take the game's lock, load it (lazily, from the cache or the
database), check the request, apply it with the engine, store it in one transaction, and only then
return what happened as data. The engine decides what is legal; the database keeps what happened.

Two properties the rest of the bot relies on:

* A result is returned only after its transaction has committed. If the caller goes away meanwhile
  (an interaction times out, the bot shuts down), the operation still runs to its end: it runs in its
  own task, shielded from the caller's cancellation.
* The cached state of a game always equals what is stored: a move whose commit fails (or whose outcome
  is unknown) evicts the game from the cache, so the next request reloads the committed state.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal, TypeVar

import engine
from db import rows as R
from db.backend import POSTGRESQL
from db.errors import DatabaseUnavailable, VersionConflict
from db.repository import Repository
from db.rows import GameRow, MessageRef, StoredGame
from players import wants_to_act
from service import lobby, recovery, sync
from service.cache import GameCache, LiveGame
from service.changes import changed_seats, private_views
from service.errors import (
    AlreadyJoined,
    GameConflict,
    GameNeedsAttention,
    GameNotActive,
    GameNotFound,
    InternalError,
    LobbyFull,
    NotAllowed,
    NotAPlayer,
    NotEnoughPlayers,
    NotInLobby,
    SeatLeft,
    SeatNotOpen,
)
from service.locks import KeyedLocks
from service.results import GameInfo, GameProblem, LoggedMove, MoveResult, RecoveryReport, StartResult, TableState

log = logging.getLogger("catanbot.service")

T = TypeVar("T")
Verify = Literal["background", "now", "off"]


BOT_STRENGTHS = ("easy", "normal", "hard")
SEED_MASK = (1 << 63) - 1  # seeds are stored in a signed 64-bit SQLite INTEGER


def new_seed() -> int:
    """A fresh secret seed for a game (the engine keeps it in the state; it is never shown)."""
    return secrets.randbits(63)


def table_state(info: GameInfo, state: engine.GameState) -> TableState:
    """What the public table shows: the public view and nothing computed from the raw state besides it.

    The turn message's buttons are derived from this view alone (``ui.buttons.turn_ops``): anything the
    whole thread sees must not depend on a hand, so no legal action of any seat goes in here."""
    return TableState(game=info, view=engine.view(state, None))


def _detached(events: list[dict[str, Any]]) -> tuple[dict[str, Any], ...]:
    # The engine's event dicts may share lists with the game state (e.g. the discards owed); a copy
    # keeps a presenter that edits an event from changing the game.
    return tuple(json.loads(json.dumps(events)))


class GameService:
    """Games for the Discord layer. Create one per bot, ``await start()`` it, ``await close()`` it."""

    def __init__(
        self,
        repo: Repository,
        *,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = new_seed,
        cache_size: int = 512,
        owns_repo: bool = False,
        shared: bool | None = None,
        read_window: float = 0.0,
    ) -> None:
        """``shared``: other processes write the same database (default: yes on PostgreSQL). Then a
        cached game is checked against its stored row before each use (see ``service.sync``), and a
        move that loses a race with another process is retried once when that is safe (see ``act``).

        ``read_window`` (seconds, shared mode only): reads (views, tables, legal actions, bookkeeping)
        trust a cached game checked against the database less than this long ago, instead of asking
        again. A move always checks, and the database's version guard decides races. Publishing a
        move reads the game several times; the bot sets a fraction of a second, which saves most
        of those round trips (bench/discord_layer.py --processes 2)."""
        self._repo = repo
        self._shared = repo.backend == POSTGRESQL if shared is None else shared
        self._read_window = read_window
        self._clock = clock
        self._seed_source = seed_source
        self._owns_repo = owns_repo
        self._locks = KeyedLocks()
        self._cache = GameCache(cache_size)
        # game id -> (version, hash of snapshot) known to equal the replay of the log, in this process.
        self._verified: dict[int, tuple[int, int]] = {}
        self._operations: set[asyncio.Task[Any]] = set()
        self._sweep: asyncio.Task[tuple[GameProblem, ...]] | None = None
        self._closed = False

    @classmethod
    async def open(cls, target: str | Path, *, synchronous: str = "FULL", **options: Any) -> GameService:
        """A service on its own repository (closed by ``close``). Call ``start`` next.

        ``target``: a database URL (``db.database_url()``) or a SQLite file path."""
        repo = await Repository.open(target, synchronous=synchronous, migrate=False)
        return cls(repo, owns_repo=True, **options)

    @property
    def shared(self) -> bool:
        """Whether other processes may write the same database (see ``__init__``)."""
        return self._shared

    @property
    def repo(self) -> Repository:
        return self._repo

    def now(self) -> float:
        """The service's clock (seconds since the epoch): what moves are stamped with, so background
        work that compares against ``updated_at`` reads the same, injectable, clock."""
        return self._clock()

    # --- start-up and shutdown -------------------------------------------------------------------

    async def start(self, *, verify: Verify = "background") -> RecoveryReport:
        """Migrate the database and find every unfinished game.

        Cheap checks run now for every unfinished game (seed and snapshot present, last logged move
        equals the version). The full check, replaying each active game's log and comparing with its
        snapshot, is CPU work of a few milliseconds per game: ``verify="now"`` does it before returning,
        ``"background"`` (the default, so the bot is up in well under a second) does it in a background
        task, ``"off"`` skips it. Independently of this, a game is always checked before it is first
        served in this process. A game that fails a check is logged and marked needs_attention; the
        other games are unaffected.
        """
        started = time.perf_counter()
        before, after = await self._repo.migrate()
        scan = await self._repo.recovery_scan()
        problems: list[GameProblem] = []
        flagged: list[int] = []
        to_replay: list[int] = []
        lobbies = active = 0
        for game in scan:
            if game.status == R.NEEDS_ATTENTION:
                flagged.append(game.game_id)
                continue
            if game.status == R.LOBBY:
                lobbies += 1
                continue
            active += 1
            problem = _scan_problem(game.has_seed, game.has_snapshot, game.version, game.max_seq)
            if problem is None:
                to_replay.append(game.game_id)
                continue
            async with self._locks(game.game_id):
                await self._flag(game.game_id, problem)
            problems.append(GameProblem(game.game_id, problem))
        if verify == "now":
            problems.extend(await self._verify_all(to_replay))
        elif verify == "background" and to_replay:
            self._sweep = asyncio.create_task(self._verify_all(to_replay), name="catanbot-verify-games")
        report = RecoveryReport(
            schema_before=before,
            schema_after=after,
            unfinished=tuple(g.game_id for g in scan),
            lobbies=lobbies,
            active=active,
            problems=tuple(problems),
            already_flagged=tuple(flagged),
            verification="done" if verify == "now" else ("off" if verify == "off" else "background"),
            seconds=time.perf_counter() - started,
        )
        log.info(
            "start-up: schema %d->%d, %d unfinished games (%d lobbies, %d active, %d need attention, %d new problems)"
            " in %.3f s; replay check: %s",
            before, after, len(scan), lobbies, active, len(flagged), len(problems), report.seconds,
            report.verification,
        )  # fmt: skip
        return report

    async def wait_verified(self) -> tuple[GameProblem, ...]:
        """Wait for the background replay check started by ``start`` and return the problems it found."""
        if self._sweep is None:
            return ()
        return await self._sweep

    async def close(self) -> None:
        """Stop the background check, let operations in flight commit, close an owned repository."""
        if self._closed:
            return
        self._closed = True
        if self._sweep is not None and not self._sweep.done():
            self._sweep.cancel()
            await asyncio.gather(self._sweep, return_exceptions=True)
        if self._operations:
            await asyncio.gather(*self._operations, return_exceptions=True)
        if self._owns_repo:
            await self._repo.close()

    # --- lobby -----------------------------------------------------------------------------------

    async def create_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: dict[str, Any] | None = None,
        *,
        thread_id: int | None = None,
        settings: dict[str, Any] | None = None,
    ) -> GameInfo:
        """Open a lobby with the host as first player. Bad options raise engine.InvalidOptions.

        ``settings`` are the Discord layer's own per-game settings (JSON), kept with the game.
        """
        stored_options = lobby.lobby_options(options)
        self._check_open()
        try:
            row = await self._repo.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                options=stored_options,
                now=self._clock(),
                thread_id=thread_id,
                settings=settings,
            )
        except DatabaseUnavailable:
            raise  # an outage, logged once by the database layer; the person is told to try again
        except Exception as exc:
            log.exception("creating a lobby in channel %d failed", channel_id)
            raise InternalError(None) from exc
        self._cache.put(row.id, LiveGame(row=row, state=None))
        return GameInfo.from_row(row)

    async def join(self, game_id: int, user_id: int) -> GameInfo:
        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            if user_id in row.players:
                raise AlreadyJoined(game_id)
            capacity = lobby.capacity(row.options)
            if len(row.players) >= capacity:
                raise LobbyFull(game_id, capacity)
            live.row = await self._store(
                game_id, "join", self._repo.add_player(game_id, user_id, now=self._clock(), capacity=capacity)
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Leave a lobby. A leaving host hands the lobby to the earliest joiner; the last one out cancels it.

        A started game is left through ``remove_player`` (which ends it as abandoned).
        """

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            if user_id not in row.players:
                raise NotAPlayer(game_id)
            live.row = await self._leave_lobby(row, user_id)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def start_game(self, game_id: int, user_id: int, *, admin: bool = False) -> StartResult:
        """Start a lobby (host or admin): seats in join order, a fresh secret seed, the engine's new game.

        Raises NotEnoughPlayers / NotAllowed / NotInLobby, or engine.InvalidOptions if the options do
        not fit the table (e.g. a first_player seat that does not exist with 3 players).
        """

        async def operation() -> StartResult:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            _require_host(row, user_id, admin, "start it")
            if not lobby.can_start(row.options, len(row.players)):
                raise NotEnoughPlayers(
                    game_id, len(row.players), lobby.needed_text(row.options), lobby.table_note(row.options)
                )
            if not any(user > 0 for user in row.players):
                raise NotAllowed(f"Game #{game_id} needs at least one person at the table.", game_id=game_id)
            seats = lobby.assign_seats(row.players)
            options = lobby.game_options(row.options, len(seats))
            seed = self._seed_source() & SEED_MASK
            state = engine.new_game(options, seed)
            snapshot = engine.to_json(state)
            start = self._repo.start_game(
                game_id,
                seats=seats,
                options=options.to_dict(),
                seed=seed,
                snapshot=snapshot,
                now=self._clock(),
            )
            live.row = await self._store(game_id, "start", start)
            # Built-in players draw their choices from a seed of their own, kept with the game (never the
            # game's secret seed, which decides the dice).
            settings = {**live.row.settings, "bot_seed": new_seed()}
            live.row = await self._store(game_id, "bot seed", self._repo.set_settings(game_id, settings, now=self._clock()))
            live.state, live.private = state, None
            self._verified[game_id] = (0, hash(snapshot))
            log.info("game %d started with %d players", game_id, len(seats))
            return StartResult(
                game=GameInfo.from_row(live.row),
                events=_detached(state.events),  # the set-up events (who starts); not logged as moves
                must_act=tuple(engine.must_act(state)),
                pending=tuple(engine.pending(state)),
            )

        return await self._exclusive(game_id, operation)

    async def cancel(self, game_id: int, user_id: int, *, admin: bool = False, reason: str | None = None) -> GameInfo:
        """Cancel a lobby or a running game (host or admin). The game is kept for history."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in R.UNFINISHED:
                raise GameNotActive(game_id, row.status)
            _require_host(row, user_id, admin, "cancel it")
            change = self._repo.set_status(
                game_id,
                R.CANCELLED,
                now=self._clock(),
                expected=(row.status,),
                reason=reason or "cancelled by the host",
            )
            live.row = await self._store(game_id, "cancel", change)
            log.info("game %d cancelled (was %s)", game_id, row.status)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def remove_player(self, game_id: int, user_id: int, *, by_user_id: int, admin: bool = False) -> GameInfo:
        """Remove a player: a player may remove themself; the host or an admin may remove anyone.

        In a lobby this is leaving. In a started game the player's seat is left open: its cards and pieces
        stay, the others play on, and someone else can take the seat (``take_seat``) or the remaining
        players can end the game (``end_game``). When nobody is left at the table the game is abandoned.
        """

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if by_user_id != user_id:
                _require_host(row, by_user_id, admin, "remove other players")
            if user_id not in row.players:
                raise NotAPlayer(game_id)
            if row.status == R.LOBBY:
                live.row = await self._leave_lobby(row, user_id)
            elif row.status in (R.ACTIVE, R.NEEDS_ATTENTION):
                if row.players.index(user_id) in row.vacant:
                    raise SeatLeft(game_id)
                live.row = await self._store(
                    game_id, "leave seat", self._repo.leave_seat(game_id, user_id, now=self._clock())
                )
                log.info("game %d: seat %d left open", game_id, row.players.index(user_id))
                if len(live.row.vacant) == len(live.row.players):
                    change = self._repo.set_status(
                        game_id, R.ABANDONED, now=self._clock(), expected=(live.row.status,), reason="everyone left"
                    )
                    live.row = await self._store(game_id, "abandon", change)
            else:
                raise GameNotActive(game_id, row.status)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def add_bot(self, game_id: int, by_user_id: int, strength: str, *, admin: bool = False) -> GameInfo:
        """The host adds a built-in player to the lobby (it takes a place like a person who joined)."""
        if strength not in BOT_STRENGTHS:
            raise NotAllowed(f"A built-in player is {', '.join(BOT_STRENGTHS)}; not {strength!r}.", game_id=game_id)

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            _require_host(row, by_user_id, admin, "add built-in players")
            capacity = lobby.capacity(row.options)
            if len(row.players) >= capacity:
                raise LobbyFull(game_id, capacity)
            bot = lobby.next_bot_id(row.players)
            now = self._clock()
            await self._store(game_id, "add bot", self._repo.add_player(game_id, bot, now=now, capacity=capacity))
            settings = dict(row.settings)
            settings["bots"] = {**settings.get("bots", {}), str(bot): strength}
            live.row = await self._store(game_id, "bot settings", self._repo.set_settings(game_id, settings, now=now))
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def remove_bot(self, game_id: int, by_user_id: int, bot_id: int, *, admin: bool = False) -> GameInfo:
        """The host takes a built-in player out of the lobby again."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            _require_host(row, by_user_id, admin, "remove built-in players")
            if bot_id >= 0 or bot_id not in row.players:
                raise NotAPlayer(game_id)
            live.row = await self._store(
                game_id, "remove bot", self._repo.remove_player(game_id, bot_id, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def set_autopilot(self, game_id: int, seat: int, strength: str | None) -> GameInfo:
        """Hand a person's seat to a built-in player while they are away (``strength``), or give it back
        (None). The seat keeps its cards and pieces either way."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            if not 0 <= seat < len(row.players) or row.players[seat] < 0:
                raise NotAPlayer(game_id)
            autopilot = {k: v for k, v in row.settings.get("autopilot", {}).items() if k != str(seat)}
            if strength is not None:
                autopilot[str(seat)] = strength
            settings = {**row.settings, "autopilot": autopilot}
            live.row = await self._store(
                game_id, "autopilot", self._repo.set_settings(game_id, settings, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def bot_turns(self, game_id: int) -> list[tuple[int, dict[str, Any]]]:
        """(seat, that seat's view) for each seat played by a built-in player that owes a decision now."""

        def make(info: GameInfo, state: engine.GameState) -> list[tuple[int, dict[str, Any]]]:
            if info.status != R.ACTIVE:
                return []
            out = []
            for seat in range(len(info.players)):
                if info.bot_strength(seat) is None or seat in info.vacant:
                    continue
                view = engine.player_view(state, seat)
                if wants_to_act(view):
                    out.append((seat, view))
            return out

        return await self.read(game_id, make)

    async def take_seat(self, game_id: int, seat: int, user_id: int) -> GameInfo:
        """Someone not playing takes an open seat, with its cards and pieces."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            if seat not in row.vacant:
                raise SeatNotOpen(game_id)
            if user_id in row.players and row.players.index(user_id) not in row.vacant:
                raise AlreadyJoined(game_id)
            live.row = await self._store(
                game_id, "take seat", self._repo.take_seat(game_id, seat, user_id, now=self._clock())
            )
            log.info("game %d: seat %d taken by a new player", game_id, seat)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def end_game(self, game_id: int, reason: str) -> GameInfo:
        """End a running game without a winner (the remaining players chose to stop). Kept for history."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            change = self._repo.set_status(
                game_id, R.ABANDONED, now=self._clock(), expected=(row.status,), reason=reason
            )
            live.row = await self._store(game_id, "end game", change)
            log.info("game %d ended without a winner: %s", game_id, reason)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def set_thread(self, game_id: int, thread_id: int | None) -> GameInfo:
        async def operation() -> GameInfo:
            live = await self._live(game_id)
            live.row = await self._store(
                game_id, "set thread", self._repo.set_thread(game_id, thread_id, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    # --- play ------------------------------------------------------------------------------------

    async def act(self, game_id: int, user_id: int, action: Any) -> MoveResult:
        """Apply ``action`` (an engine tuple or its JSON list) for the user's seat and store it.

        Returns only after the move has committed. Raises GameNotFound, NotAPlayer, GameNotActive
        (GameNeedsAttention), engine.IllegalAction (nothing changed), GameConflict or InternalError
        (nothing stored). Requests for one game are applied one at a time, in arrival order.

        With other processes on the database (``shared``), another process may store a move between our
        read and our commit; the database refuses ours. Then the game is reloaded, and the move is tried
        once more if it is still legal and no move of the same seat came in between (which could be the
        same click delivered twice, through the thread and a DM); otherwise GameConflict.
        """
        return await self._exclusive(game_id, lambda: self._act(game_id, user_id, action, retry=self._shared))

    async def _after_lost_race(
        self, game_id: int, user_id: int, action: Any, seat: int, base_version: int
    ) -> MoveResult:
        live = await self._live(game_id)  # evicted by the failed commit: this loads the stored game
        between = await self._repo.actions(game_id, after=base_version, upto=live.row.version, with_events=False)
        if any(entry.seat == seat for entry in between):
            log.info("game %d: seat %d moved in another process meanwhile; move refused", game_id, seat)
            raise GameConflict(game_id)
        try:
            return await self._act(game_id, user_id, action, retry=False)
        except engine.IllegalAction:
            log.info("game %d: a move no longer legal after another process's move; refused", game_id)
            raise GameConflict(game_id) from None

    async def _act(self, game_id: int, user_id: int, action: Any, *, retry: bool = False) -> MoveResult:
        live = await self._live(game_id)
        row = live.row
        _require_active(row)
        if user_id not in row.players:
            raise NotAPlayer(game_id)
        seat = row.players.index(user_id)
        if seat in row.vacant:
            raise SeatLeft(game_id)
        state = live.state
        assert state is not None  # an active game always has a loaded state
        parsed = engine.action_from_json(action)  # IllegalAction("malformed") for junk
        before = self._private(live)
        try:
            events = engine.apply_action(state, seat, parsed)  # IllegalAction leaves the state untouched
            # From here until the commit returns, the cached state is ahead of the database.
            snapshot = engine.to_json(state)
            public = engine.events_for(events, None)
        except engine.IllegalAction:
            raise
        except Exception as exc:
            self._forget(game_id)
            log.exception(
                "game %d: the engine failed on move %d (%s by seat %d)", game_id, row.version + 1, parsed[0], seat
            )
            raise InternalError(game_id) from exc
        finished = state.phase == "over"
        winner = state.winner if finished else None
        now = self._clock()
        try:
            seq = await self._store(
                game_id,
                f"move {row.version + 1} ({parsed[0]} by seat {seat})",
                self._repo.append_action(
                    game_id,
                    expected_version=row.version,
                    seat=seat,
                    user_id=user_id,
                    action=engine.action_to_json(parsed),
                    events=public,
                    snapshot=snapshot,
                    now=now,
                    winner_seat=winner,
                    finished=finished,
                ),
            )
        except GameConflict:
            if not retry:
                raise
            return await self._after_lost_race(game_id, user_id, action, seat, row.version)
        live.row = replace(
            row,
            version=seq,
            status=R.FINISHED if finished else R.ACTIVE,
            winner_seat=winner,
            updated_at=now,
            ended_at=now if finished else row.ended_at,
        )
        self._verified[game_id] = (seq, hash(snapshot))
        live.checked_at = time.monotonic()  # the row we hold is the one just committed
        after = live.private = private_views(state, len(row.players))
        if finished:
            log.info("game %d finished at move %d", game_id, seq)
        return MoveResult(
            game_id=game_id,
            seq=seq,
            seat=seat,
            user_id=user_id,
            action=parsed,
            events=_detached(events),
            must_act=tuple(engine.must_act(state)),
            pending=tuple(engine.pending(state)),
            private_changed=changed_seats(before, after, seat),
            state_version=seq,
            finished=finished,
            winner_seat=winner,
            players=row.players,
        )

    async def view(self, game_id: int, user_id: int | None = None) -> dict[str, Any]:
        """What ``user_id`` may see (their seat's view; the public view for spectators and None)."""

        def make(info: GameInfo, state: engine.GameState) -> dict[str, Any]:
            seat = info.seat_of(user_id) if user_id is not None else None
            return engine.view(state, seat)

        return await self.read(game_id, make)

    async def legal_actions(self, game_id: int, user_id: int) -> tuple[engine.Action, ...]:
        """The user's legal actions now (empty if they are not seated or the game is over)."""

        def make(info: GameInfo, state: engine.GameState) -> tuple[engine.Action, ...]:
            seat = info.seat_of(user_id)
            return () if seat is None or info.status != R.ACTIVE else engine.legal_actions(state, seat)

        return await self.read(game_id, make)

    async def table(self, game_id: int) -> TableState:
        """The public view with the game's bookkeeping, consistently (``table_state``)."""

        return await self.read(game_id, table_state)

    async def read(self, game_id: int, fn: Callable[[GameInfo, engine.GameState], T]) -> T:
        """Run ``fn(info, state)`` on the committed state under the game's lock and return its result.

        For renderers and autocomplete. ``fn`` must not change the state nor keep a reference to it.
        Raises GameNotActive for a lobby (no state yet) and GameNeedsAttention for a held game.
        """
        async with self._locks(game_id):
            live = await self._live(game_id, window=self._read_window)
            if live.state is None:
                if live.row.status == R.NEEDS_ATTENTION:
                    raise GameNeedsAttention(game_id)
                raise GameNotActive(game_id, live.row.status)
            return fn(GameInfo.from_row(live.row), live.state)

    # --- queries ---------------------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameInfo:
        """A game's bookkeeping (from the cache when loaded; never loads the game state)."""
        live = self._cache.get(game_id)
        if self._shared and (live is None or not self._recently_checked(live, self._read_window)):
            live = None  # other processes change rows: read the stored one
        row = live.row if live is not None else await self._repo.get_game(game_id)
        if row is None:
            raise GameNotFound(game_id)
        return GameInfo.from_row(row)

    async def games_in_channel(self, channel_id: int, *, include_ended: bool = False) -> list[GameInfo]:
        """Games played in a channel or in a thread (newest first)."""
        return await self._list(statuses=None if include_ended else R.UNFINISHED, channel_id=channel_id)

    async def games_for_user(self, user_id: int, *, include_ended: bool = False) -> list[GameInfo]:
        return await self._list(statuses=None if include_ended else R.UNFINISHED, user_id=user_id)

    async def unfinished_games(self) -> list[GameInfo]:
        """Lobbies, running games and games needing attention (newest first)."""
        return await self._list(statuses=R.UNFINISHED)

    async def _list(self, **filters: Any) -> list[GameInfo]:
        # Page by page: thousands of rows converted in one go would hold the event loop for tens of ms.
        out: list[GameInfo] = []
        async for page in self._repo.game_pages(**filters):
            out.extend(GameInfo.from_row(r) for r in page)
        return out

    async def recent_events(self, game_id: int, n: int = 20) -> list[LoggedMove]:
        """The last ``n`` moves with their public events, oldest first (for /log; works after restarts)."""
        entries = await self._repo.recent_actions(game_id, n)
        if not entries and await self._repo.get_game(game_id) is None:
            raise GameNotFound(game_id)
        missing = {e.seq for e in entries if e.events is None}
        recomputed: dict[int, list[dict[str, Any]]] = {}
        if missing:
            recomputed = await self._replay_events(game_id, max(missing))
        return [
            LoggedMove(
                seq=e.seq,
                seat=e.seat,
                user_id=e.user_id,
                action=engine.action_from_json(e.action),
                events=tuple(e.events if e.events is not None else recomputed.get(e.seq, [])),
                created_at=e.created_at,
            )
            for e in entries
        ]

    async def _replay_events(self, game_id: int, upto: int) -> dict[int, list[dict[str, Any]]]:
        """Public events of moves stored before schema 2 (which did not store them), by replay."""
        stored = await self._repo.load_game(game_id)
        if stored is None or stored.seed is None:
            return {}
        prefix = await self._repo.actions(game_id, upto=upto, with_events=False)
        events: dict[int, list[dict[str, Any]]] = {}
        try:
            await recovery.cooperatively(recovery.replay_steps(stored.row.options, stored.seed, prefix, events))
        except recovery.ReplayFailed as exc:
            log.error("game %d: cannot recompute old log events: %s", game_id, exc)
        return events

    # --- message ids -----------------------------------------------------------------------------

    async def set_message_id(
        self, game_id: int, kind: str, channel_id: int, message_id: int, tag: str | None = None
    ) -> None:
        """Remember a message of the game (kind: "lobby", "turn", "board", ...), replacing the previous one.

        ``tag`` says what the message shows (e.g. which turn), so a restart can tell stale messages."""
        try:
            await self._repo.set_message(game_id, kind, channel_id=channel_id, message_id=message_id, tag=tag)
        except VersionConflict:
            raise GameNotFound(game_id) from None

    async def delete_message_id(self, game_id: int, kind: str) -> None:
        """Forget a message of the game (e.g. an offer's message once the offer is closed)."""
        await self._repo.delete_message(game_id, kind)

    async def get_message_ids(self, game_id: int) -> dict[str, MessageRef]:
        return await self._repo.messages(game_id)

    async def mark_published(self, game_id: int, version: int) -> None:
        """Record that the game's messages now show ``version`` (the mark never moves backwards)."""
        await self._repo.mark_published(game_id, version)
        live = self._cache.get(game_id)
        if live is not None and live.row.published < version:
            live.row = replace(live.row, published=version)

    async def unpublished_games(self) -> list[int]:
        """Games whose messages lag behind their stored moves (to catch up at start-up)."""
        return await self._repo.unpublished_games()

    async def claim_once(self, game_id: int, what: str) -> bool:
        """True for exactly one caller per (game, ``what``) across every process on the database.

        For what must happen once per game however many bot processes see it, e.g. ``what`` =
        ``f"reminder:{version}:{n}"`` before sending the n-th reminder for the state at ``version``."""
        try:
            return await self._repo.claim(game_id, what, now=self._clock())
        except VersionConflict:
            raise GameNotFound(game_id) from None

    async def game_for_message(self, message_id: int) -> int | None:
        """The game a remembered message belongs to (buttons carry only their message id)."""
        return await self._repo.game_for_message(message_id)

    # --- administration --------------------------------------------------------------------------

    async def verify_game(self, game_id: int) -> str | None:
        """Replay a game's log now and compare with its snapshot; flag it if they disagree."""
        async with self._locks(game_id):
            problem = await recovery.check_game(self._repo, game_id)
            if problem is not None:
                row = await self._repo.get_game(game_id)
                if row is not None and row.status == R.ACTIVE:
                    await self._flag(game_id, problem)
            return problem

    async def rebuild_game(self, game_id: int) -> GameInfo:
        """Replace the snapshot by the replay of the log, clearing needs_attention (admin command)."""

        async def operation() -> GameInfo:
            try:
                row = await recovery.rebuild(self._repo, game_id, now=self._clock())
            finally:
                self._forget(game_id)
            log.info("game %d rebuilt from its log at version %d; status %s", game_id, row.version, row.status)
            return GameInfo.from_row(row)

        return await self._exclusive(game_id, operation)

    async def export_game(self, game_id: int) -> dict[str, Any]:
        """Options, SECRET seed and actions as JSON-ready data, for a bug report (admins only)."""
        return await recovery.export_game(self._repo, game_id)

    async def prune(self, *, older_than_days: float, statuses: Iterable[str] = R.ENDED) -> int:
        """Delete games that ended more than ``older_than_days`` ago. Returns how many were deleted."""
        cutoff = self._clock() - older_than_days * 86400
        deleted = await self._repo.prune(ended_before=cutoff, statuses=statuses)
        self._cache.drop_where(lambda row: row.status in R.ENDED and row.ended_at is not None and row.ended_at < cutoff)
        return deleted

    # --- internals -------------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the game service is closed")

    async def _exclusive(self, game_id: int, operation: Callable[[], Awaitable[T]]) -> T:
        """Run ``operation`` under the game's lock, in a task the caller's cancellation cannot stop."""
        self._check_open()

        async def locked() -> T:
            async with self._locks(game_id):
                return await operation()

        task = asyncio.ensure_future(locked())
        self._operations.add(task)
        task.add_done_callback(self._operation_done)
        return await asyncio.shield(task)

    def _operation_done(self, task: asyncio.Task[Any]) -> None:
        self._operations.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved: a caller that left must not cause "exception never retrieved"

    @staticmethod
    def _recently_checked(live: LiveGame, window: float) -> bool:
        return window > 0 and time.monotonic() - live.checked_at < window

    async def _live(self, game_id: int, *, window: float = 0.0) -> LiveGame:
        """The game in memory, loading it if needed. Call with the game's lock held.

        An active game is checked against the replay of its log before it is first served in this
        process (skipped when the start-up check already vouched for this exact snapshot).
        """
        live = self._cache.get(game_id)
        if live is not None:
            if not self._shared or self._recently_checked(live, window):
                return live
            caught_up = await self._caught_up(game_id, live)
            if caught_up is not None:
                return caught_up
        stored = await self._repo.load_game(game_id)
        if stored is None:
            raise GameNotFound(game_id)
        row = stored.row
        if row.status == R.ACTIVE and await self._check(stored) is not None:
            raise GameNeedsAttention(game_id)
        state = None
        if stored.snapshot is not None and row.status != R.NEEDS_ATTENTION:
            try:
                state = engine.from_json(stored.snapshot)  # under a millisecond: no thread needed
            except engine.InvalidState as exc:
                # An ended game with a damaged snapshot: still listed, but without a board to show.
                log.error(
                    "game %d (%s): snapshot does not load (%s)", game_id, row.status, type(exc.__cause__).__name__
                )
        live = LiveGame(row=row, state=state, checked_at=time.monotonic())
        if row.status != R.NEEDS_ATTENTION:  # held games are re-read each time, so a rebuild shows at once
            self._cache.put(game_id, live)
        return live

    async def _caught_up(self, game_id: int, live: LiveGame) -> LiveGame | None:
        """The cached game brought in step with the database (another process may have changed it),
        or None (evicted) if it must be loaded from its snapshot."""
        try:
            fresh = await self._repo.get_game(game_id)
            if fresh is None:
                raise GameNotFound(game_id)
            if fresh == live.row:
                live.checked_at = time.monotonic()
                return live
            moves = await sync.catch_up(self._repo, live, fresh)
        except BaseException:
            self._forget(game_id)
            raise
        if moves is None:
            self._forget(game_id)
            return None
        live.checked_at = time.monotonic()
        if moves:
            log.debug("game %d: %d moves stored by another process applied to the cached game", game_id, len(moves))
        return live

    async def _check(self, stored: StoredGame, *, background: bool = False) -> str | None:
        """Replay check of a stored active game, memoised per (version, snapshot); flags on failure.

        In the background start-up check, the replay steps aside between slices while requests are in
        flight, so they go first.
        """
        row = stored.row
        key = (row.version, hash(stored.snapshot))
        if self._verified.get(row.id) == key:
            return None
        entries = await self._repo.actions(row.id, upto=row.version, with_events=False)
        problem = await recovery.cooperatively(
            recovery.problem_steps(row.options, stored.seed, row.version, stored.snapshot, entries),
            pause=self._background_pause if background else None,
        )
        if problem is None:
            self._verified[row.id] = key
        else:
            await self._flag(row.id, problem)
        return problem

    async def _verify_all(self, game_ids: list[int]) -> tuple[GameProblem, ...]:
        """The start-up replay check, one game at a time, each under its lock, in slices on the event loop."""
        problems: list[GameProblem] = []
        started = time.perf_counter()
        for game_id in game_ids:
            try:
                async with self._locks(game_id):
                    if game_id in self._cache:
                        continue  # loaded (and so checked) since start-up
                    stored = await self._repo.load_game(game_id)
                    if stored is None or stored.row.status != R.ACTIVE:
                        continue
                    problem = await self._check(stored, background=True)
                if problem is not None:
                    problems.append(GameProblem(game_id, problem))
            except asyncio.CancelledError:
                raise
            except DatabaseUnavailable:
                # Not one traceback per game: the rest would meet the same outage. Each game is still
                # checked when it is first loaded.
                log.warning("the start-up check stopped at game %d: the database is unavailable", game_id)
                break
            except Exception:
                log.exception("game %d: the start-up check failed; the game will be checked when first loaded", game_id)
        log.info(
            "replay check of %d active games done in %.1f s: %d problems",
            len(game_ids), time.perf_counter() - started, len(problems),
        )  # fmt: skip
        return tuple(problems)

    async def _flag(self, game_id: int, problem: str) -> None:
        """Mark an active game as needing attention (call with its lock held). Never raises."""
        self._forget(game_id)
        log.error("game %d needs attention: %s", game_id, problem)
        try:
            await self._repo.set_status(
                game_id, R.NEEDS_ATTENTION, now=self._clock(), expected=(R.ACTIVE,), reason=problem
            )
        except VersionConflict:
            pass  # no longer active (ended or already flagged meanwhile)
        except Exception:
            log.exception("game %d: could not mark it as needing attention", game_id)

    def _background_pause(self) -> float:
        return recovery.SLICE_SECONDS if self._operations else 0.0

    def _forget(self, game_id: int) -> None:
        self._cache.evict(game_id)
        self._verified.pop(game_id, None)

    def _private(self, live: LiveGame) -> list[dict[str, Any]]:
        if live.private is None:
            assert live.state is not None
            live.private = private_views(live.state, len(live.row.players))
        return live.private

    async def _store(self, game_id: int, what: str, write: Awaitable[T]) -> T:
        """Await a repository write; on failure forget the cached game (it may be ahead of the database)
        and turn the failure into a typed error. Logs name the game and the operation, never state."""
        try:
            return await write
        except VersionConflict as exc:
            self._forget(game_id)
            log.warning("game %d: %s lost a race with another writer (%s); nothing stored", game_id, what, exc.detail)
            raise GameConflict(game_id) from None
        except (asyncio.CancelledError, DatabaseUnavailable):
            # The commit may or may not have happened: reload next time. An outage is no bug: it passes
            # up as itself (logged once per outage by the database layer), to be retried later.
            self._forget(game_id)
            raise
        except Exception as exc:
            self._forget(game_id)
            log.exception("game %d: storing %s failed", game_id, what)
            raise InternalError(game_id) from exc

    async def _leave_lobby(self, row: GameRow, user_id: int) -> GameRow:
        now = self._clock()
        if row.players == (user_id,):
            change = self._repo.set_status(row.id, R.CANCELLED, now=now, expected=(R.LOBBY,), reason="everyone left")
            return await self._store(row.id, "cancel empty lobby", change)
        new_host = lobby.next_host(row.players, user_id) if user_id == row.host_id else None
        return await self._store(
            row.id, "leave", self._repo.remove_player(row.id, user_id, now=now, new_host_id=new_host)
        )


def _scan_problem(has_seed: bool, has_snapshot: bool, version: int, max_seq: int) -> str | None:
    if not has_seed:
        return "no seed is stored"
    if not has_snapshot:
        return "no snapshot is stored"
    if max_seq != version:
        return f"the last logged action is {max_seq} but the game is at version {version}"
    return None


def _require_active(row: GameRow) -> None:
    if row.status == R.NEEDS_ATTENTION:
        raise GameNeedsAttention(row.id)
    if row.status != R.ACTIVE:
        raise GameNotActive(row.id, row.status)


def _require_host(row: GameRow, user_id: int, admin: bool, what: str) -> None:
    if not admin and user_id != row.host_id:
        raise NotAllowed(f"Only the host of game #{row.id} (or an admin) can {what}.", game_id=row.id)
