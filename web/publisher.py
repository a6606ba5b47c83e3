"""The board's hook into the service's publishing (issue #34 item 4): the move pipeline publishes
through one ``service.moves.publishing.Publisher``; this one passes everything to the Discord publisher
and tells the open boards (``web.hub``) of every committed move and catch-up, so the service stays the
one pipeline and a move from anywhere (a click in the thread, a built-in player, a standing order, a
board) reaches every board. A board that fails never keeps the thread from showing a move."""

from __future__ import annotations

import logging
from typing import Any

from service.moves.publishing import Publisher
from service.results import GameInfo, MoveResult, Published, Shown, TableState
from service.time.table_time import Pause
from ui.i18n.text import Text
from web.hub import Hub

log = logging.getLogger("catanbot.web")


class BoardPublisher:
    """``inner`` (the Discord publisher) first, then the boards; what ``inner`` did is what is returned."""

    def __init__(self, inner: Publisher, hub: Hub) -> None:
        self.inner = inner
        self.hub = hub

    async def _moved(self, result: MoveResult) -> None:
        try:
            await self.hub.moved(result)
        except Exception:
            log.exception("game %d: the boards could not be shown move %d", result.game_id, result.seq)

    async def _refresh(self, game_id: int) -> None:
        try:
            await self.hub.refresh(game_id)
        except Exception:
            log.exception("game %d: the boards could not be refreshed", game_id)

    async def publish_move(self, result: MoveResult) -> Published:
        # The boards first: they are told in memory, while the thread waits for Discord and its images.
        await self._moved(result)
        return await self.inner.publish_move(result)

    async def catch_up(self, table: TableState, shown: Shown) -> Published:
        published = await self.inner.catch_up(table, shown)
        await self._refresh(table.game.id)
        return published

    async def game_started(self, table: TableState, events: list[dict[str, Any]], shown: Shown) -> Published:
        published = await self.inner.game_started(table, events, shown)
        await self._refresh(table.game.id)
        return published

    async def remind(
        self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool, shown: Shown
    ) -> None:
        await self.inner.remind(game, view, waiting, last=last, shown=shown)

    async def autopilot_taken(self, game: GameInfo, seat: int, why: str, *, shown: Shown) -> None:
        await self.inner.autopilot_taken(game, seat, why, shown=shown)

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int, *, shown: Shown) -> None:
        await self.inner.seat_changed(game, seat, old_user_id, shown=shown)
        await self._refresh(game.id)

    async def seat_left(self, game: GameInfo, seat: int, how: Text) -> None:
        await self.inner.seat_left(game, seat, how)
        await self._refresh(game.id)  # the board its person had open closes now, not at the game's next move

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        await self.inner.seat_returned(game, seat)

    async def pause_changed(self, game: GameInfo, pause: Pause, what: str, *, shown: Shown) -> None:
        await self.inner.pause_changed(game, pause, what, shown=shown)

    async def time_changed(self, table: TableState, shown: Shown) -> None:
        await self.inner.time_changed(table, shown)
