"""A finished game's statistics: the message posted in its thread at the end, and asked for with
/catan history stats (numbers from ``service.reads.history``, the image from the render workers)."""

from __future__ import annotations

import io
import logging

import discord

from cogs.interactions.mentions import NO_PINGS
from cogs.publishing.publish_base import PublisherBase
from history.text import highlights
from rendering import worker
from service import GameInfo
from service.reads import history as hist
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text

log = logging.getLogger("catanbot.history")


class StatsMessages(PublisherBase):
    async def stats_message(self, game: GameInfo, *, winner: bool = True) -> tuple[str, discord.File]:
        """``winner``: whether the highlights name the winner (not below the final standings, which just
        did: issue #29 item 4, one fact, one line)."""
        stats = await hist.game_stats(self.service.repo, game.id)
        names = await self.names(game)
        language = game_language(game.settings)
        title = localize(Text("thread-stats-title", game=game.id), language)
        png = await worker.stats_png(stats.to_dict(), await self.picture_names(game), title, language)
        lines = highlights(stats, names, winner=winner)  # still English (history/, issue #33)
        text = f"📊 **{title}**\n" + "\n".join(f"• {line}" for line in lines)
        return text[:2000], discord.File(io.BytesIO(png), filename=f"stats-{game.id}.png")

    async def post_stats(self, game: GameInfo) -> None:
        """The statistics as a follow-up to the final board in the game's thread (never fails the end)."""
        try:
            text, image = await self.stats_message(await self.service.get_game(game.id), winner=False)
            await self.thread(game).send(text, file=image, allowed_mentions=NO_PINGS)
        except Exception:
            log.exception("game %d: could not post the statistics", game.id)
