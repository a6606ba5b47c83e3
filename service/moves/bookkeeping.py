"""Message bookkeeping: the Discord messages a game owns, and how far they show the game."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TypeVar

from db.errors import VersionConflict
from db.rows import MessageRef
from service.errors import (
    GameNotFound,
)
from service.store.store import GameStore

log = logging.getLogger("catanbot.service")

T = TypeVar("T")


class MessageBook(GameStore):
    """The messages of each game and its published mark (what the thread shows), and one-time claims."""

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
