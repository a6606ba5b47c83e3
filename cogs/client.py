"""The bot: starts the game service, registers cogs and persistent buttons, syncs commands, reminds."""

from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import rendering
from cogs.common import report_error
from cogs.components import ALL_DYNAMIC_ITEMS
from cogs.info import InfoCog
from cogs.lobby import LobbyCog, LobbyFlow
from cogs.play import PlayCog, PlayFlow
from cogs.publisher import Publisher
from cogs.settings import Settings
from cogs.trade import TradeCog, TradeFlow
from rendering import worker as render_worker
from service import GameService
from ui.report import waiting_text

log = logging.getLogger("catanbot")


class CatanBot(commands.Bot):
    def __init__(self, settings: Settings, *, service: GameService | None = None, **kwargs: Any) -> None:
        intents = discord.Intents.default()  # slash commands and buttons need no privileged intents
        # No message cache: the bot edits its messages by id (partial messages) and never reads old ones;
        # a cache of 1,000 full messages only grows the heap every garbage collection has to walk.
        kwargs.setdefault("max_messages", None)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **kwargs)
        self.settings = settings
        self._given_service = service
        self.service: GameService = service  # type: ignore[assignment]  # set in setup_hook
        self.publisher = Publisher(self)
        self.lobby_flow = LobbyFlow(self)
        self.play_flow = PlayFlow(self)
        self.trade_flow = TradeFlow(self)
        self._names: dict[int, str] = {}
        self._reminded: dict[int, float] = {}  # game id -> updated_at of the state we last reminded about
        self.tree.on_error = self._on_tree_error
        self._render_pool: ProcessPoolExecutor | None = None

    async def setup_hook(self) -> None:
        if self._given_service is None:
            self.service = await GameService.open(self.settings.database_path)
        report = await self.service.start()
        log.info(
            "database ready (schema %d -> %d): %d unfinished games (%d active, %d lobbies), %d problems",
            report.schema_before, report.schema_after, len(report.unfinished), report.active, report.lobbies,
            len(report.problems),
        )  # fmt: skip
        # Renders run in worker processes: Pillow holds the GIL for much of its drawing, so render threads
        # would stall the event loop (measured: 110 ms stalls with 20 busy games; see bench/discord_layer.py).
        self._render_pool = ProcessPoolExecutor(
            max_workers=2, mp_context=multiprocessing.get_context("spawn"), initializer=rendering.warm_up
        )
        render_worker.use_executor(self._render_pool)
        await asyncio.get_running_loop().run_in_executor(self._render_pool, rendering.warm_up)
        for cog in (LobbyCog(self), PlayCog(self), TradeCog(self), InfoCog(self)):
            await self.add_cog(cog)
        # Buttons carry their game id, so those on messages from before a restart still work.
        self.add_dynamic_items(*ALL_DYNAMIC_ITEMS)
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self.reminders.change_interval(seconds=self.settings.reminder_check_seconds)
        self.reminders.start()
        # Full garbage collections walk every object; with the libraries, tables and caches loaded at
        # start-up that took 40-70 ms on this machine, stalling the event loop. Objects alive now live
        # as long as the bot, so move them out of the collector's reach.
        gc.collect()
        gc.freeze()

    async def close(self) -> None:
        self.reminders.cancel()
        await super().close()
        if self._render_pool is not None:
            render_worker.use_executor(None)
            self._render_pool.shutdown(wait=False, cancel_futures=True)
            self._render_pool = None
        if self.service is not None and self._given_service is None:
            await self.service.close()

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s) in %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds))

    async def _on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await report_error(interaction, original)

    # --- names --------------------------------------------------------------------------------------

    def remember_name(self, user: discord.abc.User) -> None:
        self._names[user.id] = user.display_name

    async def display_name(self, user_id: int) -> str:
        name = self._names.get(user_id)
        if name is None:
            user = self.get_user(user_id)
            if user is None:
                try:
                    user = await self.fetch_user(user_id)
                except discord.HTTPException:
                    return f"player {user_id}"
            name = self._names[user_id] = user.display_name
        return name

    # --- reminders ----------------------------------------------------------------------------------

    @tasks.loop(seconds=60)
    async def reminders(self) -> None:
        now = time.time()
        for game in await self.service.unfinished_games():
            hours = float(game.settings.get("reminder_hours") or 0)
            if game.status != "active" or hours <= 0 or now - game.updated_at < hours * 3600:
                continue
            if self._reminded.get(game.id) == game.updated_at:
                continue
            self._reminded[game.id] = game.updated_at
            try:
                await self.remind(game)
            except Exception:
                log.exception("game %d: reminder failed", game.id)

    async def remind(self, game: Any) -> None:
        view = await self.service.view(game.id)
        names = await self.publisher.names(game)
        waiting = sorted({d["seat"] for d in view["pending"] if d["blocking"]})
        mentions = " ".join(self.publisher.mention(game, s) for s in waiting)
        await self.publisher.thread(game).send(
            f"⏰ {mentions} — the game is waiting for you. {waiting_text(view, names)}",
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    @reminders.before_loop
    async def _before_reminders(self) -> None:
        await self.wait_until_ready()
        await asyncio.sleep(0)
