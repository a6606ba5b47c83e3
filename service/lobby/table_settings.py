"""Changing a running game's per-game settings atomically (issue #20: clocks, vacations, pauses).

The waiting rules keep their record in the game's settings (``service.time.table_time``); each change reads
the stored settings and the decisions the game waits on, under the game's lock, so that two changes
(a move's clock bookkeeping, a pause agreed by button) never overwrite each other.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import engine
from db import rows as R
from service.errors import GameNotActive
from service.results import GameInfo
from service.store.store import GameStore

# (the game's settings, a copy to change; the public list of decisions owed) -> the new settings, or None
# to leave them as they are.
SettingsChange = Callable[[dict[str, Any], list[dict[str, Any]]], dict[str, Any] | None]


class TableSettingsService(GameStore):
    async def change_settings(
        self, game_id: int, change: SettingsChange, *, what: str, touch: bool = False
    ) -> GameInfo:
        """Apply ``change`` to a running game's settings and store them if it returns new ones. ``touch``:
        the change restarts the reminder and AFK timers (a seat given back, a pause over), unlike clocks."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.ACTIVE or live.state is None:
                raise GameNotActive(game_id, row.status)
            pending = [dict(d) for d in engine.pending(live.state)]
            updated = change(copy.deepcopy(dict(row.settings)), pending)
            if updated is not None and updated != dict(row.settings):
                live.row = await self._store(
                    game_id, what, self._repo.set_settings(game_id, updated, now=self._clock(), touch=touch)
                )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)
