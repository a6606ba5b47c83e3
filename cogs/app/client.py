"""The bot: starts the game service, registers cogs and persistent buttons, syncs commands, reminds."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import discord
from discord.ext import commands

import rendering
from cogs.app import collector, command_sync, web_board
from cogs.app.collector import COLLECTOR_TASK
from cogs.app.settings import Settings
from cogs.app.startup import StartupPhases
from cogs.app.translator import CatalogueTranslator
from cogs.app.wiring import Wiring
from cogs.interactions.command_tree import CatanTree
from cogs.interactions.dispatch import Handlers, TurnOps
from cogs.interactions.forms import Forms
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import LanguageFlow
from cogs.lobby.bots import BotCog, BotFlow, BotSelect
from cogs.lobby.host import HostCog
from cogs.lobby.lobby import LobbyCog, LobbyFlow
from cogs.lobby.seat_buttons import SeatButton
from cogs.lobby.seats import SeatFlow
from cogs.people.inbox import InboxCog, InboxFlow, NotifySelect
from cogs.people.languages import LanguageCog
from cogs.people.my_time import MyTimeCog, PauseButton, TimeFlow
from cogs.people.notifier import Notifier
from cogs.people.orders import OrderButton, OrdersButton, OrderSelect, OrdersFlow, PriorityForm
from cogs.play.activity import ActivityFlow, PlayOnBoardButton
from cogs.play.components import LobbyButton, PickSelect, TradeButton, TurnButton
from cogs.play.info import InfoCog, InfoFlow
from cogs.play.play import PlayCog, PlayFlow
from cogs.publishing.publisher import DiscordPublisher
from cogs.reads.history import HistoryCog, HistoryFlow, JumpForm, ReplayButton
from cogs.rulesets import COGS as RULE_SET_COGS
from cogs.trade.card_forms import CounterForm, DiscardForm, OfferForm
from cogs.trade.trade import TradeCog, TradeFlow
from engine import rulesets
from history.rulesets import HISTORY
from rendering import worker as render_worker
from rendering.rulesets import RENDER
from service import GameService, workers
from service.app import build_app
from service.background import Backoff, every, until_done
from service.bots.driver import BotDriver
from service.moves.pipeline import MovePipeline, Owns, owns_all
from service.orders.runner import CHECK_SECONDS, StandingOrdersRunner
from service.rulesets import SERVICE
from service.time.clock import Clock, SystemClock
from service.time.reminders import Reminders
from service.time.timekeeping import Timekeeping
from ui.rulesets import UI

log = logging.getLogger("catanbot")

RENDER_WORKERS = 2  # the machine's two cores
# The plug-in layers whose hooks the bot process itself uses (the engine's load with ``rulesets.load_all``):
# loaded at start-up, not on the event loop at some game's first move.
BOT_LAYERS = (RULE_SET_COGS, UI, SERVICE, RENDER, HISTORY)
# With other bot processes on the database, reads trust a game checked this recently (GameService); moves
# always check. Publishing one move reads the game a dozen times: this saves most of those round trips.
READ_WINDOW = 0.25


def _lobby(bot: CatanBot) -> commands.Cog:
    return LobbyCog(bot.tree, bot.lobby_flow, bot.seat_flow)


def _host(bot: CatanBot) -> commands.Cog:
    return HostCog(bot.tree, bot.lobby_flow, bot.seat_flow, bot.bot_flow)


def _play(bot: CatanBot) -> commands.Cog:
    return PlayCog(bot.tree, bot.play_flow)


def _trade(bot: CatanBot) -> commands.Cog:
    return TradeCog(bot.tree, bot.play_flow, bot.trade_flow)


def _info(bot: CatanBot) -> commands.Cog:
    return InfoCog(bot.tree, InfoFlow(bot.service, bot.publisher, bot.timekeeping), bot.play_flow, bot.languages)


def _bots(bot: CatanBot) -> commands.Cog:
    return BotCog(bot.tree, bot.bot_flow)


def _my_time(bot: CatanBot) -> commands.Cog:
    return MyTimeCog(bot.tree, bot.time_flow)


def _history(bot: CatanBot) -> commands.Cog:
    return HistoryCog(bot.tree, bot.history_flow)


def _inbox(bot: CatanBot) -> commands.Cog:
    return InboxCog(bot.tree, bot.inbox_flow)


def _languages(bot: CatanBot) -> commands.Cog:
    return LanguageCog(bot.tree, bot.languages)


# Every cog of the bot, each built from the flows it is given; their slash commands share the one /catan
# command (and its 4,000 characters). The rule sets' own cogs come from their plug-ins (CogHooks.wire).
COGS: tuple[Callable[[CatanBot], commands.Cog], ...] = (
    _lobby, _host, _play, _trade, _info, _bots, _my_time, _history, _inbox, _languages
)


class CatanBot(commands.Bot):
    """The bot on one gateway connection (no SHARD_COUNT); ``create_bot`` picks the sharded one when set."""

    def __init__(
        self,
        settings: Settings,
        *,
        service: GameService | None = None,
        clock: Clock | None = None,
        render_pool: Executor | None = None,
        startup: StartupPhases | None = None,
        **kwargs: Any,
    ) -> None:
        """``render_pool``: render there (its owner starts and shuts it down) instead of in worker processes the
        bot starts and warms up itself (seconds of CPU per start: tests share one pool across their bots).
        ``startup``: the phases of this start timed so far (``bot.py`` times the database file's check);
        None: the start is timed from here. Logged by phase at READY (issue #32 item 6)."""
        self.startup = startup if startup is not None else StartupPhases()
        intents = discord.Intents.default()  # slash commands and buttons need no privileged intents
        # No message events: the bot reads no messages (commands and buttons come as interactions), and each
        # of its own posts and edits would otherwise come back over the gateway to be parsed on the event loop
        # (about 5 per move; bench/discord_layer.py).
        intents.guild_messages = False
        intents.dm_messages = False
        # No message cache: the bot edits its messages by id (partial messages) and never reads old ones;
        # a cache of 1,000 full messages only grows the heap every garbage collection has to walk.
        kwargs.setdefault("max_messages", None)
        # Nothing may ping unless a message says whom (cogs.interactions.mentions): never everyone, here or roles.
        kwargs.setdefault("allowed_mentions", NO_PINGS)
        kwargs.setdefault("tree_cls", CatanTree)  # slash commands' one error handler
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **kwargs)
        self.settings = settings
        # The one clock of the bot's background work (reminders, AFK, built-in players' pace): issue #20 item 6.
        self.clock: Clock = clock or SystemClock()
        self._given_service = service
        self.service: GameService = service  # type: ignore[assignment]  # set in setup_hook
        self.names = PlayerNames(self)
        # The publisher, the move pipeline, built-in players, reminders and the flows need the service: wired
        # now when it is given (a process that only talks to Discord by REST runs no setup_hook), else in
        # setup_hook (``_wire``).
        self.publisher: DiscordPublisher = None  # type: ignore[assignment]
        self.pipeline: MovePipeline = None  # type: ignore[assignment]
        self.bot_driver: BotDriver = None  # type: ignore[assignment]
        self.background: Reminders = None  # type: ignore[assignment]
        self.timekeeping: Timekeeping = None  # type: ignore[assignment]
        self.orders: StandingOrdersRunner = None  # type: ignore[assignment]  # standing orders (issue #20)
        self.notifier: Notifier = None  # type: ignore[assignment]  # pings, DMs and digests as each person chose
        self._next_digests = 0.0  # when the digest loop looks next (cogs.people.notifier)
        self.handlers = Handlers()  # which flow answers each kind of component (cogs.interactions.dispatch)
        self.forms = Forms()  # which flow answers each kind of form (cogs.interactions.forms)
        self.own_cogs: list[commands.Cog] = []  # built by _wire, added in setup_hook
        self._background: list[asyncio.Task[None]] = []
        # Pauses of background work after a failure (a database outage): bounded exponential (tests shorten it).
        self.backoff = Backoff()
        if service is not None:
            self._wire()
        self._render_pool: ProcessPoolExecutor | None = None
        self._given_render_pool = render_pool

    async def setup_hook(self) -> None:
        self.startup.mark("login")
        if self._given_service is None:
            self.service = await GameService.open(self.settings.database, read_window=READ_WINDOW, clock=self.clock.now)
        report = await self.service.start()
        self.startup.mark("database")
        log.info(
            "database ready (schema %d -> %d): %d unfinished games (%d active, %d lobbies), %d problems",
            report.schema_before, report.schema_after, len(report.unfinished), report.active, report.lobbies,
            len(report.problems),
        )  # fmt: skip
        # Renders run in worker processes: Pillow holds the GIL for much of its drawing, so render threads
        # would stall the event loop (measured: 110 ms stalls with 20 busy games; see bench/discord_layer.py).
        if self._given_render_pool is not None:
            render_worker.use_executor(self._given_render_pool)
        else:
            pool = self._render_pool = workers.process_pool(RENDER_WORKERS, background=True, then=rendering.warm_up)
            render_worker.use_executor(pool)
            # A "spawn" pool starts its workers on demand, from the submitting thread: one task per worker now
            # starts them all (and their palettes) before the first game, not on the event loop mid-game.
            loop = asyncio.get_running_loop()
            try:
                await asyncio.gather(*(loop.run_in_executor(pool, rendering.warm_up) for _ in range(RENDER_WORKERS)))
            except BaseException:
                # A start-up given up (cancelled, or a worker that failed) ends the workers it started; close()
                # may already have run and found no pool to stop.
                self._render_pool = None
                workers.stop_pool(pool)
                raise
            if self.is_closed():  # closed while the workers started: close() ran before the pool existed
                self._render_pool = None
                workers.stop_pool(pool)
                raise asyncio.CancelledError
        self.startup.mark("render workers")
        if self.pipeline is None:
            self._wire()
        for cog in self.own_cogs:
            await self.add_cog(cog)
        # Buttons and forms carry their game id, so those on messages from before a restart still work.
        self.add_dynamic_items(*self.handlers.kinds())
        self.add_listener(self.forms.route, "on_interaction")
        self.add_listener(self.languages.seen, "on_interaction")  # for the DMs sent to them later (issue #33)
        self.startup.mark("cogs")
        await self.tree.set_translator(CatalogueTranslator())  # commands in each client's language (issue #33)
        await command_sync.sync(self.tree, self, self.settings.dev_guild_id)
        self.startup.mark("command sync")
        self._background = [
            asyncio.create_task(self.run_reminders(), name="catanbot-reminders"),
            asyncio.create_task(self.catch_up_all(), name="catanbot-catch-up"),
            asyncio.create_task(self.run_orders(), name="catanbot-standing-orders"),
            asyncio.create_task(self.run_digests(), name="catanbot-digests"),
            asyncio.create_task(web_board.serve(self.web), name="catanbot-web-board"),  # issue #34, WEB_LISTEN
        ]
        # Rule sets' hooks load on first use; a bot serves them all, so every layer's load now, not on the loop at
        # some game's first move (65 ms for C&K's engine, 52 ms for the rendering hooks: bench/discord_layer.py).
        rulesets.load_all()
        for layer in BOT_LAYERS:
            layer.of_all()
        collector.freeze_start_up()  # and while playing, what has lived ten seconds (issue #32 item 3)
        self._background.append(asyncio.create_task(collector.keep_collections_short(), name=COLLECTOR_TASK))
        self.startup.mark("rule sets and collector")

    def _wire(self) -> None:
        """Build the publisher, ask ``service.app`` for the application (the move pipeline and what works
        through it), and attach the Discord front ends: the flows, each given what it works with, every
        component routed to its flow, the cogs (added in setup_hook)."""
        self.publisher = DiscordPublisher(self, self.service, self.names, self.clock.now, self.clock.sleep)
        self.web, publisher = web_board.wire(self.settings.web, self.service, self.publisher, lambda: self.pipeline)
        app = build_app(
            self.service, publisher, self.clock, owns=self._owns_rule(), afk_hours=self.settings.afk_hours,
            bot_pace_seconds=self.settings.bot_pace_seconds, bot_offer_wait_seconds=self.settings.bot_offer_wait_seconds,
            backoff=self.backoff,
        )  # fmt: skip
        self.pipeline, self.bot_driver, self.orders = app.pipeline, app.bots, app.orders
        self.timekeeping, self.background = app.timekeeping, app.reminders
        service, publisher, names = self.service, self.publisher, self.names
        self.notifier = Notifier(self, service, self.clock.now, publisher.names, app.notices)  # issue #20 item 5
        publisher.attend(self.notifier)
        self.play_flow = PlayFlow(service, publisher, self.pipeline, names)
        self.trade_flow = TradeFlow(service, publisher, self.play_flow)
        self.bot_flow = BotFlow(service, publisher, self.pipeline, names, self.timekeeping, self.clock.now)
        self.seat_flow = SeatFlow(service, publisher, names, self.bot_flow)
        self.lobby_flow = LobbyFlow(
            service, publisher, self.pipeline, names, self.bot_flow, afk_hours=self.settings.afk_hours
        )
        self.history_flow = HistoryFlow(service, publisher, names)
        self.time_flow = TimeFlow(self.timekeeping, self.clock.now, names.display_name)
        self.inbox_flow = InboxFlow(self.notifier)
        self.languages = LanguageFlow(app.notices.users, self.clock.now)  # one per bot: its memory is shared
        orders_flow = OrdersFlow(service, self.orders)
        turn_ops = TurnOps()
        turn_ops.add(self.play_flow.turn_ops())
        turn_ops.add(self.trade_flow.turn_ops())
        handlers = self.handlers
        handlers.add(LobbyButton, self.lobby_flow.clicked)
        handlers.add(TurnButton, lambda interaction, item: turn_ops.clicked(interaction, item.game_id, item.op))
        handlers.add(PickSelect, self.play_flow.pick)
        handlers.add(TradeButton, self.trade_flow.clicked)
        handlers.add(SeatButton, self.seat_flow.clicked)
        handlers.add(BotSelect, self.bot_flow.lobby_choice)
        handlers.add(ReplayButton, self.history_flow.replay_clicked)
        handlers.add(PauseButton, self.time_flow.agree_pause)
        handlers.add(OrdersButton, orders_flow.show)
        handlers.add(OrderSelect, orders_flow.chosen)
        handlers.add(OrderButton, orders_flow.clicked)
        self.forms.add(PriorityForm, orders_flow.priority_sent)
        self.forms.add(OfferForm, self.trade_flow.offer_sent)
        self.forms.add(CounterForm, self.trade_flow.counter_sent)
        self.forms.add(DiscardForm, self.play_flow.discard_sent)
        self.forms.add(JumpForm, self.history_flow.jump)
        handlers.add(NotifySelect, self.inbox_flow.notify_chosen)
        handlers.add(PlayOnBoardButton, ActivityFlow(bool(self.settings.web and self.settings.web.activity)).clicked)
        self.own_cogs = [build(self) for build in COGS]
        # The rule sets' parts: their flows, routes, turn ops and cogs (cogs.rulesets)
        wiring = Wiring(self.tree, service, publisher, self.play_flow, handlers, turn_ops)
        self.own_cogs += [cog for wire in RULE_SET_COGS.of_all().wire for cog in wire(wiring)]
        unrouted = set(RULE_SET_COGS.of_all().dynamic_items) - set(handlers.kinds())
        if unrouted:
            raise RuntimeError(f"components without a flow: {sorted(k.__name__ for k in unrouted)}")

    async def close(self) -> None:
        for task in self._background:
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        if self.bot_driver is not None:
            await self.bot_driver.close()
        if self.orders is not None:
            await self.orders.close()
        if self.publisher is not None:
            await self.publisher.close()
        await super().close()
        if self._render_pool is not None or self._given_render_pool is not None:
            render_worker.use_executor(None)
        if self._render_pool is not None:
            workers.stop_pool(self._render_pool)
            self._render_pool = None
        if self.service is not None and self._given_service is None:
            await self.service.close()

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s) in %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds))
        line = self.startup.at_ready()
        if line is not None:
            log.info("%s", line)

    # --- catching up after a crash, reminders and AFK take-overs (the service's pipeline does the work) ---

    async def catch_up_all(self) -> None:
        """Bring every game whose messages lag its stored moves up to date (a crash between the two), then
        let interrupted built-in players go on; retried until done (the database may be down at start-up)."""
        await self.wait_until_ready()
        await until_done("catching up games after a restart", self.pipeline.catch_up_all, backoff=self.backoff)

    def owns(self, game: Any) -> bool:
        """Whether this process runs the shard of the game's guild (see ``Settings.owns_guild``)."""
        return self.settings.owns_guild(game.guild_id)

    def _owns_rule(self) -> Owns:
        return self.owns if self.settings.sharded else owns_all

    async def run_reminders(self) -> None:
        """The reminder and AFK pass every ``reminder_check_seconds``, for as long as the bot runs: a failed
        pass (the database down) is logged once and retried after a growing pause (``service.background``)."""
        await self.wait_until_ready()
        await every(
            "reminders and AFK take-overs",
            lambda: self.settings.reminder_check_seconds,
            self.reminders,
            backoff=self.backoff,
        )

    async def run_orders(self) -> None:
        """Standing orders: a look at every game now and then (moves look at their game at once); the
        answers fall due on timers of the bot's clock (``service.orders.runner``)."""
        await self.wait_until_ready()
        await every("standing orders", lambda: CHECK_SECONDS, self.orders.tick, backoff=self.backoff,
                    sleep=self.clock.sleep)  # fmt: skip

    async def run_digests(self) -> None:
        """Daily digests at each person's chosen local time, on the bot's clock (``cogs.people.notifier``)."""
        await self.wait_until_ready()

        async def tick() -> None:
            self._next_digests = await self.notifier.digest_tick()

        def wait() -> float:
            return max(1.0, self._next_digests - self.clock.now())

        await every("daily digests", wait, tick, backoff=self.backoff, sleep=self.clock.sleep)

    async def reminders(self) -> None:
        """One pass: reminders due, absent players handed to built-in players (``service.time.reminders``)."""
        await self.background.tick(self.service.now())  # the service holds the injected clock (one source of time)


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
