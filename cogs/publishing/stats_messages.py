"""A finished game's statistics: the message posted in its thread at the end, and asked for with
/catan history stats (numbers from ``service.reads.history``, the image from the render workers)."""

from __future__ import annotations

import logging

import discord

from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.release import BytesFile
from cogs.publishing.publish_base import PublisherBase
from history.text import highlights
from rendering import worker
from service import GameInfo
from service.reads import history as hist
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Lines, Text

log = logging.getLogger("catanbot.history")


class StatsMessages(PublisherBase):
    async def stats_message(
        self, game: GameInfo, *, winner: bool = True, tag: str | None = None
    ) -> tuple[str, discord.File]:
        """``winner``: whether the highlights name the winner (not below the final standings, which just
        did: issue #29 item 4, one fact, one line). ``tag``: the reader's language (someone who asked for them);
        the thread's are in the game's."""
        stats = await hist.game_stats(self.service.repo, game.id)
        names = await self.names(game)
        tag = tag or game_language(game.settings)
        title = Text("thread-stats-title", game=game.id)
        png = await worker.stats_png(stats.to_dict(), await self.picture_names(game), localize(title, tag), tag)
        lines = [Text("history-bullet", line=line) for line in highlights(stats, names, winner=winner)]
        text = localize(Lines([Text("history-stats-head", title=title), *lines]), tag)
        return text[:2000], BytesFile(png, filename=f"stats-{game.id}.png")

    async def post_stats(self, game: GameInfo) -> None:
        """The statistics as a follow-up to the final board in the game's thread (never fails the end)."""
        try:
            text, image = await self.stats_message(await self.service.get_game(game.id), winner=False)
            await self.thread(game).send(text, file=image, allowed_mentions=NO_PINGS)
        except Exception:
            log.exception("game %d: could not post the statistics", game.id)
