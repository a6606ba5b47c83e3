"""Private news a person's closed DMs could not take, kept for their next private reply."""

from __future__ import annotations

from typing import NamedTuple

from cogs.publishing.publish_base import PublisherBase
from service import GameInfo
from service.results import HeldNews as StoredNews
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text


class HeldNewsBox(PublisherBase):
    """The publisher's news held for closed DMs (returned by the publish, stored by the move pipeline)."""

    def wants_ephemeral_hand(self, game: GameInfo, user_id: int) -> bool:
        return (game.id, user_id) in self.dm_closed

    async def hold_news(self, game: GameInfo, seat: int, news: list[str]) -> None:
        """Keep a seat's private news that its DM could not take, for the person's next private reply: the
        publish returns it (``held``) and the move pipeline stores it (``GameService.published``)."""
        if news:
            self._held.setdefault(game.id, []).append(StoredNews(seat, game.version, tuple(news)))

    def held(self, game_id: int) -> tuple[StoredNews, ...]:
        """The news held since the last call, for the publish to return (the game's lock is held)."""
        return tuple(self._held.pop(game_id, ()))

    async def held_news(self, game: GameInfo, user_id: int, tag: str = ENGLISH) -> HeldNews:
        """The private news held for the person's seat since their DMs failed, oldest first. Empty unless their
        DMs are closed (no read for everyone else's replies). ``told`` forgets it once the reply is sent. ``tag``:
        the reader's language (the lines were put into it when they were held)."""
        seat = game.seat_of(user_id)
        if seat is None or not self.wants_ephemeral_hand(game, user_id):
            return HeldNews(self, game.id, [], [])
        held = await self.service.held_news(game.id, seat)
        lines = [line for key in sorted(held) for line in held[key]]
        if lines:
            lines.insert(0, localize(Text("hand-held-news", game=str(game.id)), tag))
        return HeldNews(self, game.id, lines, list(held))


class HeldNews(NamedTuple):
    """News held for a person (``HeldNewsBox.held_news``): its lines, and the notes to forget once told."""

    messages: HeldNewsBox
    game_id: int
    lines: list[str]
    keys: list[str]

    async def told(self) -> None:
        """The reply holding the lines was sent: forget them (a reply that failed leaves them for the next)."""
        if self.keys:
            await self.messages.service.news_told(self.game_id, self.keys)
