"""Running the real bot against the fake Discord server (tests, demonstration, benchmark)."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor
from pathlib import Path
from typing import Any, ClassVar

import engine
from cogs.app.client import CatanBot
from cogs.app.settings import Settings
from db.repository import Repository
from service import GameService
from service.time.clock import Clock, SystemClock
from tools.demo import seafarers
from tools.demo.driver import Table
from tools.fakediscord import FakeDiscord, User
from ui.i18n.languages import game_language


class BotWorld:
    """A fake Discord with one server and channel, and the bot on a database file (restartable)."""

    # None: each bot start renders in worker processes of its own, as the real bot does (the demonstration);
    # the tests' conftest shares one warmed-up pool per test process instead (tools.demo.renders).
    default_render_pool: ClassVar[Callable[[], Executor | None]] = staticmethod(lambda: None)

    def __init__(
        self,
        fd: FakeDiscord,
        db_path: Path,
        *,
        seed: int,
        reminder_check_seconds: float = 3600,
        afk_hours: float = 24.0,
        bot_pace_seconds: float = 0.02,
        bot_offer_wait_seconds: float = 0.0,
        clock: Clock | None = None,
        service_options: dict[str, Any] | None = None,
        render_pool: Executor | None = None,
        ready_timeout: float = 60.0,
    ) -> None:
        """``service_options``: more keyword arguments for ``GameService.open`` (e.g. ``shared=True``).
        ``render_pool``: where the bot renders (tools.demo.renders), else ``BotWorld.default_render_pool()``.
        ``ready_timeout``: how long a start may take (TimeoutError after it, with everything closed)."""
        self.fd = fd
        self.clock: Clock = clock or SystemClock()  # a FakeClock runs days of play in seconds (issue #20)
        self.service_options = dict(service_options or {})
        self.db_path = db_path
        self.seed = seed
        self.guild = fd.add_guild("Catan Club")
        self.channel = fd.add_channel(self.guild, "games")
        self.settings = Settings(
            token=fd.token, dev_guild_id=self.guild.id, database_path=db_path, log_level="INFO",
            reminder_check_seconds=reminder_check_seconds, afk_hours=afk_hours, bot_pace_seconds=bot_pace_seconds,
            bot_offer_wait_seconds=bot_offer_wait_seconds,
        )  # fmt: skip
        self.bot: CatanBot | None = None
        self.service: GameService | None = None
        self._stack: contextlib.AsyncExitStack | None = None
        self.tables: list[Table] = []
        self.render_pool = render_pool if render_pool is not None else self.default_render_pool()
        self.ready_timeout = ready_timeout

    async def _start(self) -> CatanBot:
        seeds = random.Random(self.seed)
        self.service = await GameService.open(
            self.db_path, seed_source=lambda: seeds.randrange(2**63), clock=self.clock.now, **self.service_options
        )
        bot = CatanBot(self.settings, service=self.service, clock=self.clock, render_pool=self.render_pool)
        self._stack = contextlib.AsyncExitStack()
        try:
            await self._stack.enter_async_context(self.fd.run_bot(bot, ready_timeout=self.ready_timeout))
        except BaseException:
            await self._stop()  # the runner closed the bot; the database goes too, or its threads keep the process
            raise
        self.bot = bot
        for table in self.tables:
            table.service = self.service
        return bot

    async def _stop(self) -> None:
        if self._stack is not None:
            await self._stack.aclose()
            self._stack = None
        if self.service is not None:
            await self.service.close()
            self.service = None

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[CatanBot]:
        bot = await self._start()
        try:
            yield bot
        finally:
            await self._stop()

    async def restart(self) -> CatanBot:
        """Stop the bot and its database connection, then start a fresh process-like instance."""
        await self._stop()
        return await self._start()


async def open_table(
    fd: FakeDiscord,
    service: Any,
    channel: Any,
    users: list[Any],
    slash_options: dict[str, Any],
    seed: int,
    *,
    timeout: float = 30.0,
) -> Table:
    """/catan new with ``slash_options`` by the first user, the others join, the host starts; returns the table
    once the first turn message is up, its users in seat order. ``service`` answers ``get_game`` (the game
    service, or a read-only view of another process's database).

    Every wait has a deadline of ``timeout`` seconds (TimeoutError naming what never came): under load the
    bot may answer the Start click before its thread and turn message exist."""
    created = await fd.slash(users[0], channel, "catan new", slash_options, timeout=timeout)
    await created.wait_done(timeout=timeout)
    await created.wait_for(lambda r: any(m.buttons for m in r.messages), timeout, "the lobby message")
    lobby = next(m for m in created.messages if m.buttons)
    game_id = int(next(b["custom_id"] for b in lobby.buttons).split(":")[2])
    for user in users[1:]:
        joined = await fd.click(user, lobby, f"catan:lobby:{game_id}:join", timeout=timeout)  # in any language
        await joined.wait_done(timeout=timeout)
    await (await fd.click(users[0], lobby, f"catan:lobby:{game_id}:start", timeout=timeout)).wait_done(timeout=timeout)
    await fd.wait_for(
        lambda: any(t.id == lobby.id for t in fd.threads(channel)), timeout, f"the thread of game #{game_id}"
    )
    thread = next(t for t in fd.threads(channel) if t.id == lobby.id)
    prefix = f"catan:turn:{game_id}:"
    await fd.wait_for_message(
        thread, lambda m: any(b.get("custom_id", "").startswith(prefix) for b in m.buttons), timeout=timeout
    )
    game = await service.get_game(game_id)
    seated = [next(u for u in users if u.id == uid) for uid in game.players]
    return Table(fd=fd, service=service, game_id=game_id, thread=thread, users=seated, rng=random.Random(seed),
                 language=shown_language(fd, game_language(getattr(game, "settings", None) or {})))  # fmt: skip


def shown_language(fd: FakeDiscord, language: str) -> str:
    """The language the players read the game's buttons in: the game's, unless the fake Discord's lens hands them
    other words (tests/bot/pseudo_locale.py reads the pseudo-locale back in English)."""
    return getattr(fd.world.lens, "shown_language", None) or language


async def start_game(world: BotWorld, users: list[User], options: dict[str, Any], bots: tuple[str, ...] = ()) -> Table:
    """/catan new by the first user, everyone joins with the button, the host adds the built-in players
    of the given strengths (through the lobby's menu) and starts. Bot seats have no user (None)."""
    fd = world.fd
    host = users[0]
    board = {"beginner": "beginner", "variable": "random"}.get(options.get("board", "variable"), "random")
    slash_options: dict[str, Any] = {"board": board}
    for key in ("vp_target", "players", "combined_trade_build", "reminder_hours", "clock", "sbp_hours", "language"):
        if key in options:
            slash_options[key] = options[key]
    if options.get("six_turn_mode") == "paired_players":
        slash_options["paired"] = True
    if options.get("expansion") == "cities_and_knights":
        slash_options["expansion"] = "Cities & Knights"
        if "barbarian_steps" in options:
            slash_options["barbarians"] = options["barbarian_steps"]
    if options.get("expansion") == "seafarers":
        slash_options.update(seafarers.new_game_options(options))
    created = await fd.slash(host, world.channel, "catan new", slash_options)
    await created.wait_done(timeout=15)
    lobby = next(m for m in created.messages if m.buttons)
    lobby_id = next(b["custom_id"] for b in lobby.buttons).rsplit(":", 1)[0]  # catan:lobby:<game>: any language
    for user in users[1:]:
        joined = await fd.click(user, lobby, f"{lobby_id}:join")
        await joined.wait_done(timeout=15)
    for strength in bots:
        opened = await fd.click(host, lobby, f"{lobby_id}:bots")
        await opened.wait_done(timeout=15)
        menu, select = next(
            (m, c) for m in opened.messages for row in m.components for c in row.get("components", [])
            if c.get("type") == 3
        )  # fmt: skip
        added = await fd.select(host, menu, select["custom_id"], [f"add:{strength}"])
        await added.wait_done(timeout=15)
    started = await fd.click(host, lobby, f"{lobby_id}:start")
    await started.wait_done(timeout=30)
    thread = fd.threads(world.channel)[-1]
    # The board, the turn message and the hands follow the click's answer.
    await fd.wait_for_message(
        thread, lambda m: any(b.get("custom_id", "").startswith("catan:turn:") for b in m.buttons), timeout=30
    )
    await fd.settle()
    assert world.service is not None
    game = next(g for g in await world.service.games_in_channel(world.channel.id) if g.thread_id == thread.id)
    by_id = {u.id: u for u in users}
    seated = [by_id.get(uid) for uid in game.players]  # None: a built-in player's seat
    table = Table(
        fd=fd,
        service=world.service,
        game_id=game.id,
        thread=thread,
        users=seated,
        rng=random.Random(world.seed),  # type: ignore[arg-type]
        language=shown_language(fd, game_language(game.settings)),
    )
    world.tables.append(table)
    return table


class SnapshotViews:
    """Players' views from the bot's database (read-only), for a bot living in another process."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    async def get_game(self, game_id: int) -> Any:
        return await self.repo.get_game(game_id)

    async def view(self, game_id: int, user_id: int | None = None) -> dict[str, Any]:
        stored = await self.repo.load_game(game_id)
        assert stored is not None and stored.snapshot is not None
        state = engine.from_json(stored.snapshot)
        seat = None if user_id is None else stored.row.players.index(user_id)
        return engine.view(state, seat)
