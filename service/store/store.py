"""The game store: each game's lock, the cache of loaded games, loading (and checking: ``service.store.checks``) and
committing.

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
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Self, TypeVar

import engine
from db import rows as R
from db.backend import POSTGRESQL
from db.errors import DatabaseUnavailable, VersionConflict
from db.listen import MOVE, GameChange, Listening
from db.repository import Repository
from db.rows import GameRow
from engine.text import Text
from service.errors import (
    GameConflict,
    GameNeedsAttention,
    GameNotActive,
    GameNotFound,
    InternalError,
    NotAllowed,
)
from service.results import GameInfo, GameProblem
from service.store import sync
from service.store.cache import GameCache, LiveGame
from service.store.checks import StoreChecks
from service.store.locks import KeyedLocks

log = logging.getLogger("catanbot.service")

T = TypeVar("T")
SEED_MASK = (1 << 63) - 1  # seeds are stored in a signed 64-bit SQLite INTEGER


def new_seed() -> int:
    """A fresh secret seed for a game (the engine keeps it in the state; it is never shown)."""
    return secrets.randbits(63)


class GameStore(StoreChecks):
    """The games of one database held in memory: the base every part of ``GameService`` builds on.

    Subclasses (lobby, play, queries, message bookkeeping, administration) change a game only through
    ``_exclusive`` (its lock, shielded from the caller's cancellation), ``_live`` (the loaded game) and
    ``_store`` (a write whose failure evicts the cached game)."""

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
        cached game is checked against its stored row before each use (see ``service.store.sync``), and a
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
    async def open(cls, target: str | Path, *, synchronous: str = "FULL", **options: Any) -> Self:
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

    # --- shutdown --------------------------------------------------------------------------------

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

    def known_version(self, game_id: int) -> int | None:
        """The game's version as this process last saw it (None when not loaded), without asking the
        database: whether something computed at a version is still current, as far as this process knows."""
        live = self._cache.get(game_id)
        return None if live is None else live.row.version

    async def get_game(self, game_id: int) -> GameInfo:
        """A game's bookkeeping (from the cache when loaded; never loads the game state)."""
        live = self._cache.get(game_id)
        if self._shared and (live is None or not self._recently_checked(live, self._read_window)):
            live = None  # other processes change rows: read the stored one
        row = live.row if live is not None else await self._repo.get_game(game_id)
        if row is None:
            raise GameNotFound(game_id)
        return GameInfo.from_row(row)

    async def watch(self, changed: Callable[[GameChange], None], reconnected: Callable[[], None]) -> Listening | None:
        """Hear the changes every process commits to games (PostgreSQL's NOTIFY, ``db.listen``) until the
        returned listener is closed: ``changed`` for each (a plain callback: schedule work, do not await),
        ``reconnected`` after the listening connection came back (changes meanwhile were missed). None on
        SQLite (one process). A game another process changed is checked against the database at its next
        read here, even within ``read_window``."""

        def heard(change: GameChange) -> None:
            if not change.ours:
                live = self._cache.peek(change.game_id)
                if live is not None and (change.kind != MOVE or live.row.version < change.version):
                    live.checked_at = float("-inf")
            changed(change)

        def again() -> None:
            self._cache.unchecked()  # whatever was missed is read at the next use
            reconnected()

        return await self._repo.listen(heard, again)

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


def require_active(row: GameRow) -> None:
    if row.status == R.NEEDS_ATTENTION:
        raise GameNeedsAttention(row.id)
    if row.status != R.ACTIVE:
        raise GameNotActive(row.id, row.status)


def require_host(row: GameRow, user_id: int, admin: bool, what: str) -> None:
    """``what`` names the act in the refusal's key: start, cancel, remove-players, add-bots, remove-bots."""
    if not admin and user_id != row.host_id:
        raise NotAllowed(Text(f"service-host-only-{what}", game=str(row.id)), game_id=row.id)
