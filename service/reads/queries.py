"""Reading games without loading their state: lists of games and the public log."""

from __future__ import annotations

import logging
from typing import Any, TypeVar

import engine
from db import rows as R
from service.errors import (
    GameNotFound,
)
from service.results import GameInfo, LoggedMove
from service.store import recovery
from service.store.store import GameStore

log = logging.getLogger("catanbot.service")

T = TypeVar("T")


class QueryService(GameStore):
    """Lists of games and their logs (the bookkeeping rows, never the game state)."""

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
