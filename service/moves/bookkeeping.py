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
from service.results import HeldNews, Published
from service.store.store import GameStore

log = logging.getLogger("catanbot.service")

T = TypeVar("T")

# Game notes "news:SEAT:VERSION": a seat's private news that its closed DMs could not take, shown in the
# person's next private reply of the game (``held_news``). Stored, not kept in memory: a restart or another
# bot process must not lose it (issue #29 item 7).
NEWS = "news:"


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

    async def published(self, game_id: int, published: Published) -> None:
        """Store what showing the game did (``Published``): the news its closed DMs could not take, then how
        far its messages go. The one way the Discord layer's publishing writes into the service, through the
        move pipeline (issue #30 item 4)."""
        for held in published.held:
            if held.lines:
                await self._repo.put_note(game_id, _news_key(held), list(held.lines), now=self._clock())
        if published.version is not None:
            await self.mark_published(game_id, published.version)

    async def held_news(self, game_id: int, seat: int) -> dict[str, list[str]]:
        """The news held for a seat (note name -> lines), oldest first."""
        return await self._repo.notes(game_id, f"{NEWS}{seat}:")

    async def news_told(self, game_id: int, keys: list[str]) -> None:
        """The person read these held news in a private reply: forget them."""
        await self._repo.delete_notes(game_id, keys)

    async def forget_news(self, game_id: int, seat: int) -> None:
        """A new person took the seat: the news held for the one before is theirs, not the newcomer's."""
        await self._repo.delete_notes(game_id, await self.held_news(game_id, seat))

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


def _news_key(held: HeldNews) -> str:
    return f"{NEWS}{held.seat}:{held.version:012d}"
