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
from cogs.bots import BotCog, BotFlow, BotSelect
from cogs.cities_knights import CK_DYNAMIC_ITEMS, CitiesKnightsCog, CkFlow
from cogs.common import report_error
from cogs.components import ALL_DYNAMIC_ITEMS
from cogs.history import HistoryCog, HistoryFlow, ReplayButton
from cogs.info import InfoCog
from cogs.lobby import LobbyCog, LobbyFlow
from cogs.mentions import NO_PINGS
from cogs.play import PlayCog, PlayFlow
from cogs.publisher import Publisher
from cogs.seats import SeatButton, SeatFlow
from cogs.settings import Settings
from cogs.trade import TradeCog, TradeFlow
from cogs.two_player import TWO_PLAYER_ITEMS, TwoPlayerCog
from engine import rulesets
from rendering import worker as render_worker
from service import GameService, workers
from service.bot_runner import BotRunner
from ui.bots import bot_name
from ui.report import waiting_text

log = logging.getLogger("catanbot")

RENDER_WORKERS = 2  # the machine's two cores
REMINDER_CAP = 3  # reminders per decision owed; after that the game waits quietly
# With other bot processes on the database, reads trust a game checked this recently (GameService); moves
# always check. Publishing one move reads the game a dozen times: this saves most of those round trips.
READ_WINDOW = 0.25


# Every cog of the bot; their slash commands share the one /catan command (and its 4,000 characters).
COGS = (LobbyCog, PlayCog, TradeCog, CitiesKnightsCog, InfoCog, BotCog, TwoPlayerCog, HistoryCog)

class CatanBot(commands.Bot):
    """The bot on one gateway connection (no SHARD_COUNT); ``create_bot`` picks the sharded one when set."""

    def __init__(self, settings: Settings, *, service: GameService | None = None, **kwargs: Any) -> None:
        intents = discord.Intents.default()  # slash commands and buttons need no privileged intents
        # No message events: the bot reads no messages (commands and buttons come as interactions), and each
        # of its own posts and edits would otherwise come back over the gateway to be parsed on the event loop
        # (about 5 per move; bench/discord_layer.py).
        intents.guild_messages = False
        intents.dm_messages = False
        # No message cache: the bot edits its messages by id (partial messages) and never reads old ones;
        # a cache of 1,000 full messages only grows the heap every garbage collection has to walk.
        kwargs.setdefault("max_messages", None)
        # Nothing may ping unless a message says whom (cogs.mentions): never everyone, here or roles.
        kwargs.setdefault("allowed_mentions", NO_PINGS)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **kwargs)
        self.settings = settings
        self._given_service = service
        self.service: GameService = service  # type: ignore[assignment]  # set in setup_hook
        self.publisher = Publisher(self)
        self.lobby_flow = LobbyFlow(self)
        self.play_flow = PlayFlow(self)
        self.trade_flow = TradeFlow(self)
        self.seat_flow = SeatFlow(self)
        self.bot_flow = BotFlow(self)
        self.history_flow = HistoryFlow(self)
        self.ck_flow = CkFlow(self)
        self._names: dict[int, str] = {}
        # game id -> (updated_at of the state reminded about, reminders sent for it)
        self._reminded: dict[int, tuple[float, int]] = {}
        self._catch_up: asyncio.Task[None] | None = None
        self.tree.on_error = self._on_tree_error
        self._render_pool: ProcessPoolExecutor | None = None

    async def setup_hook(self) -> None:
        if self._given_service is None:
            self.service = await GameService.open(self.settings.database, read_window=READ_WINDOW)
        report = await self.service.start()
        log.info(
            "database ready (schema %d -> %d): %d unfinished games (%d active, %d lobbies), %d problems",
            report.schema_before, report.schema_after, len(report.unfinished), report.active, report.lobbies,
            len(report.problems),
        )  # fmt: skip
        # Renders run in worker processes: Pillow holds the GIL for much of its drawing, so render threads
        # would stall the event loop (measured: 110 ms stalls with 20 busy games; see bench/discord_layer.py).
        self._render_pool = ProcessPoolExecutor(
            max_workers=RENDER_WORKERS, mp_context=multiprocessing.get_context("spawn"),
            initializer=workers.start_worker, initargs=(rendering.warm_up,),
        )
        render_worker.use_executor(self._render_pool)
        # A "spawn" pool starts its workers on demand, from the submitting thread: one task per worker now
        # starts them all (and their palettes) before the first game, not on the event loop mid-game.
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(self._render_pool, rendering.warm_up) for _ in range(RENDER_WORKERS)))
        # Built-in players think in a process of their own: a hard player's second of search never
        # stalls the event loop.
        self.bot_flow.runner = BotRunner()
        for cog in COGS:
            await self.add_cog(cog(self))
        # Buttons carry their game id, so those on messages from before a restart still work.
        self.add_dynamic_items(
            *ALL_DYNAMIC_ITEMS, *CK_DYNAMIC_ITEMS, SeatButton, BotSelect, ReplayButton, *TWO_PLAYER_ITEMS
        )
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        self.reminders.change_interval(seconds=self.settings.reminder_check_seconds)
        self.reminders.start()
        self._catch_up = asyncio.create_task(self.catch_up_all(), name="catanbot-catch-up")
        # The engine loads a rule set's hooks on first use; a bot serves them all, so load them now and
        # not on the event loop at some game's first move (65 ms for Cities & Knights on this machine).
        rulesets.load_all()
        # Full garbage collections walk every object; with the libraries, tables and caches loaded at
        # start-up that took 40-70 ms on this machine, stalling the event loop. Objects alive now live
        # as long as the bot, so move them out of the collector's reach.
        gc.collect()
        gc.freeze()

    async def close(self) -> None:
        self.reminders.cancel()
        if self._catch_up is not None and not self._catch_up.done():
            self._catch_up.cancel()
        await self.bot_flow.close()
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
        if user_id < 0:
            return bot_name(user_id)
        name = self._names.get(user_id)
        if name is None:
            user = self.get_user(user_id)
            if user is None:
                try:
                    user = await self.fetch_user(user_id)
                except discord.HTTPException:
                    return "a player unknown to Discord"  # deleted account: no name to show
            name = self._names[user_id] = user.display_name
        return name

    # --- catching up after a crash --------------------------------------------------------------------

    async def catch_up_all(self) -> None:
        """Bring every game whose messages lag its stored moves up to date (a crash between the two)."""
        await self.wait_until_ready()
        for game_id in await self.service.unpublished_games():
            if self.settings.sharded and not self.owns(await self.service.get_game(game_id)):
                continue  # the process of that guild's shard catches it up
            try:
                await self.publisher.catch_up(game_id)
            except Exception:
                log.exception("game %d: catching up its messages failed; the next move tries again", game_id)
        await self.bot_flow.resume_all()

    def owns(self, game: Any) -> bool:
        """Whether this process runs the shard of the game's guild (see ``Settings.owns_guild``)."""
        return self.settings.owns_guild(game.guild_id)

    # --- reminders ----------------------------------------------------------------------------------

    @tasks.loop(seconds=60)
    async def reminders(self) -> None:
        now = time.time()
        for game in await self.service.unfinished_games():
            if not self.owns(game):
                continue  # another process runs this guild's shard
            try:
                await self.bot_flow.check_away(game, now)
            except Exception:
                log.exception("game %d: handing an absent player's seat to a built-in player failed", game.id)
            hours = float(game.settings.get("reminder_hours") or 0)
            if game.status != "active" or hours <= 0:
                continue
            due = int((now - game.updated_at) // (hours * 3600))  # intervals passed since the last move
            if due < 1:
                continue
            seen, sent = self._reminded.get(game.id, (None, 0))
            if seen != game.updated_at:
                sent = due - 1  # a new state (or a restart): remind once now, never a burst of old ones
            if sent >= min(due, REMINDER_CAP):
                continue
            self._reminded[game.id] = (game.updated_at, sent + 1)
            # Once per state and count over every process (two may overlap during a restart).
            if not await self.service.claim_once(game.id, f"reminder:{game.version}:{game.updated_at}:{sent + 1}"):
                continue
            try:
                await self.remind(game, sent + 1)
            except Exception:
                log.exception("game %d: reminder failed", game.id)

    async def remind(self, game: Any, nth: int = 1) -> None:
        view = await self.service.view(game.id)
        names = await self.publisher.names(game)
        waiting = sorted({d["seat"] for d in view["pending"] if d["blocking"]})
        mentions = " ".join(self.publisher.mention(game, s) for s in waiting)
        last = " This is the last reminder." if nth >= REMINDER_CAP else ""
        await self.publisher.thread(game).send(
            f"⏰ {mentions} — game #{game.id} is waiting for you. {waiting_text(view, names)}{last}",
            allowed_mentions=self.publisher.pings_for(game, waiting),
        )

    @reminders.before_loop
    async def _before_reminders(self) -> None:
        await self.wait_until_ready()
        await asyncio.sleep(0)


class ShardedCatanBot(CatanBot, commands.AutoShardedBot):
    """The bot as discord.py runs large bots: several shards over one or more processes (SHARD_COUNT,
    SHARD_IDS). Discord routes a guild's events and interactions to its shard; DMs come on shard 0."""

    async def launch_shard(self, gateway: Any, shard_id: int, *, initial: bool = False) -> None:
        # discord.py retries a shard that cannot connect for ever, even once the bot is closed; bot.py closes
        # it when the gateway cannot be reached at start-up, so that the person running it is told.
        if not self.is_closed():
            await super().launch_shard(gateway, shard_id, initial=initial)


def create_bot(settings: Settings, **kwargs: Any) -> CatanBot:
    """The bot for these settings: sharded when SHARD_COUNT is set, else one plain connection."""
    if settings.shard_count is None:
        return CatanBot(settings, **kwargs)
    kwargs.setdefault("shard_count", settings.shard_count)
    if settings.shard_ids is not None:
        kwargs.setdefault("shard_ids", list(settings.shard_ids))
    return ShardedCatanBot(settings, **kwargs)
