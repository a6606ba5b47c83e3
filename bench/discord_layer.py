"""Discord-layer benchmark (issue #5): many games at once through the fake Discord server.

Prints the median and 99th percentile time from an interaction being sent to the bot's first answer
(its callback: a message or a defer), and the longest stall of the bot's event loop.

The bot runs on its own event loop in its own thread, as in production; the fake Discord server and
the simulated players (who read their own views to decide, then click and type) run on the main
loop. They share the process, so the players' work competes with the bot for the GIL: the stall
figure is an upper bound of what the bot alone would show.

    .venv/bin/python bench/discord_layer.py [--games 20] [--moves 30]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cogs.client import CatanBot  # noqa: E402
from cogs.settings import Settings  # noqa: E402
from demo.driver import Table  # noqa: E402
from fakediscord import FakeDiscord  # noqa: E402
from service import GameService  # noqa: E402

T = TypeVar("T")


class BotThread:
    """The bot and its game service on a private event loop in a background thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="bot-loop", daemon=True)
        self.thread.start()
        self.worst_stall = 0.0
        self.bot: CatanBot | None = None
        self.service: GameService | None = None

    async def call(self, fn: Callable[[], Awaitable[T]]) -> T:
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(fn(), self.loop))

    async def start(self, settings: Settings, token: str, db: Path) -> None:
        async def boot() -> None:
            seeds = random.Random(1)
            self.service = await GameService.open(db, seed_source=lambda: seeds.randrange(2**63))
            self.bot = CatanBot(settings, service=self.service)
            await self.bot.login(token)
            self.loop.create_task(self.bot.connect(reconnect=False))
            self.loop.create_task(self._watchdog())

        await self.call(boot)

    async def _watchdog(self) -> None:
        while True:
            t = time.perf_counter()
            await asyncio.sleep(0.001)
            self.worst_stall = max(self.worst_stall, time.perf_counter() - t - 0.001)

    async def stop(self) -> None:
        async def shutdown() -> None:
            assert self.bot is not None and self.service is not None
            await self.bot.close()
            await self.service.close()

        await self.call(shutdown)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)


class RemoteService:
    """What the simulated players read (their own views), fetched from the bot's loop."""

    def __init__(self, bot: BotThread) -> None:
        self.bot = bot

    async def view(self, game_id: int, user_id: int | None = None) -> dict[str, Any]:
        assert self.bot.service is not None
        service = self.bot.service
        return await self.bot.call(lambda: service.view(game_id, user_id))


async def open_game(fd: FakeDiscord, bot: BotThread, channel: Any, users: list[Any], seed: int) -> Table:
    created = await fd.slash(users[0], channel, "catan new", {"board": "random", "players": 3})
    await created.wait_done(timeout=30)
    lobby = next(m for m in created.messages if m.buttons)
    game_id = int(next(b["custom_id"] for b in lobby.buttons).split(":")[2])
    for user in users[1:]:
        await (await fd.click(user, lobby, label="Join")).wait_done(timeout=30)
    await (await fd.click(users[0], lobby, label="Start")).wait_done(timeout=30)
    thread = next(t for t in fd.threads(channel) if t.id == lobby.id)
    await fd.wait_for_message(
        thread, lambda m: any(b.get("custom_id", "").startswith("catan:turn:") for b in m.buttons), timeout=30
    )
    return Table(
        fd=fd, service=RemoteService(bot), game_id=game_id, thread=thread, users=users, rng=random.Random(seed)
    )  # type: ignore[arg-type]


async def play(table: Table, moves: int) -> None:
    for _ in range(moves):
        if not await table.step():
            return


async def run(games: int, moves: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(interaction_deadline=10.0) as fd:
            guild = fd.add_guild("Bench")
            channel = fd.add_channel(guild, "games")
            settings = Settings(token=fd.token, dev_guild_id=guild.id, database_path=Path(tmp) / "b.sqlite3",
                                log_level="ERROR", reminder_check_seconds=3600)  # fmt: skip
            bot = BotThread()
            await bot.start(settings, fd.token, Path(tmp) / "b.sqlite3")
            await fd.wait_ready(timeout=30)
            await asyncio.sleep(0.5)
            tables = [
                await open_game(fd, bot, channel, [fd.add_user(f"p{g}_{i}") for i in range(3)], g) for g in range(games)
            ]
            bot.worst_stall = 0.0  # measure the games, not the bot's start-up
            start = time.perf_counter()
            await asyncio.gather(*(play(t, moves) for t in tables))
            elapsed = time.perf_counter() - start
            stall = bot.worst_stall
            await bot.stop()
            latencies = sorted(x for t in tables for x in t.latencies)
            done = sum(t.moves for t in tables)
            p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000
            print(
                f"games            {games} concurrent 3-player games, {done} moves in {elapsed:.1f} s "
                f"({done / elapsed:.1f} moves/s)"
            )
            print(
                f"first response   median {statistics.median(latencies) * 1000:.0f} ms, p99 {p99:.0f} ms, "
                f"max {latencies[-1] * 1000:.0f} ms over {len(latencies)} interactions   (target p99 < 250 ms)"
            )
            print(f"bot event loop   longest stall {stall * 1000:.0f} ms   (target < 50 ms)")
            if fd.violations:
                print(f"violations       {len(fd.violations)}: {fd.violations[:3]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=30, help="moves per game")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(run(args.games, args.moves))


if __name__ == "__main__":
    main()
