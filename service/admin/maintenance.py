"""Administration of stored games: replay checks, rebuilds, exports and pruning (admin commands)."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any, TypeVar

from db import rows as R
from service.results import GameInfo
from service.store import recovery
from service.store.store import GameStore

log = logging.getLogger("catanbot.service")

T = TypeVar("T")


class MaintenanceService(GameStore):
    """The operator's operations on stored games."""

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
