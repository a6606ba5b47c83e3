"""Checking stored games against the replay of their logs, the store's defence against a damaged database.

At start-up every unfinished game gets cheap checks at once (seed and snapshot present, the last logged
move equals the version) and active games the full check, replaying the log and comparing the result
with the snapshot, now or in a background sweep that steps aside while requests are in flight. A game is
also checked before it is first served in a process (``GameStore._live``). A game that fails a check is
marked needs_attention; the others are unaffected.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any, Literal

from db import rows as R
from db.errors import DatabaseUnavailable, VersionConflict
from db.repository import Repository
from db.rows import StoredGame
from service.results import GameProblem, RecoveryReport
from service.store import recovery
from service.store.cache import GameCache
from service.store.locks import KeyedLocks

log = logging.getLogger("catanbot.service")

Verify = Literal["background", "now", "off"]


class StoreChecks:
    """The checks of ``GameStore`` (its base): what they use of the store is declared here, set by it."""

    _repo: Repository
    _clock: Callable[[], float]
    _locks: KeyedLocks
    _cache: GameCache
    _verified: dict[int, tuple[int, int]]  # game id -> (version, hash of snapshot) known to replay right
    _operations: set[asyncio.Task[Any]]
    _sweep: asyncio.Task[tuple[GameProblem, ...]] | None

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


def _scan_problem(has_seed: bool, has_snapshot: bool, version: int, max_seq: int) -> str | None:
    if not has_seed:
        return "no seed is stored"
    if not has_snapshot:
        return "no snapshot is stored"
    if max_seq != version:
        return f"the last logged action is {max_seq} but the game is at version {version}"
    return None
