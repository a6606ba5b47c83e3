"""The bot in a process of its own, for bench/discord_layer.py: its event loop shares nothing (not even
the GIL) with the fake Discord server and the simulated players, as in production.

    python bench/bot_process.py API_BASE GATEWAY_URL TOKEN GUILD_ID DB MEASURE_FLAG RESULT_FILE [SHARDS]

DB is a SQLite file or a database URL (postgresql://...); GUILD_ID 0 registers the commands globally
instead of in that guild; SHARDS (e.g. ``4:0,1``) runs the bot sharded, as SHARD_COUNT=4 SHARD_IDS=0,1 do.

Stalls of the event loop are recorded while MEASURE_FLAG exists; on SIGTERM the longest, the 99.9th
percentile, the number over 50 ms and the number of samples are written to RESULT_FILE and the bot
shuts down.
"""

from __future__ import annotations

import asyncio
import logging
import random
import signal
import sys
import time
from pathlib import Path

import discord
import yarl

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cogs.client import READ_WINDOW, create_bot  # noqa: E402
from cogs.settings import Settings  # noqa: E402
from service import GameService  # noqa: E402


async def main(
    api: str, gateway: str, token: str, guild: int, db: str, flag: Path, result: Path, shards: str = ""
) -> None:
    discord.http.Route.BASE = api
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    seeds = random.Random(shards or 1)  # reproducible boards; each sharded process its own sequence
    target: str | Path = db if "://" in db else Path(db)
    service = await GameService.open(target, seed_source=lambda: seeds.randrange(2**63), read_window=READ_WINDOW)
    count, _, ids = shards.partition(":")
    settings = Settings(
        token=token, dev_guild_id=guild or None, database_path=Path("unused.sqlite3"), log_level="ERROR",
        reminder_check_seconds=3600, database_url=db if "://" in db else None,
        shard_count=int(count) if count else None, shard_ids=tuple(int(i) for i in ids.split(",")) if ids else None,
    )  # fmt: skip
    bot = create_bot(settings, service=service)

    async def no_identify_pause(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s between shards' IDENTIFYs (Discord's rate limit); the fake has none."""

    bot.before_identify_hook = no_identify_pause  # type: ignore[method-assign]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    late: list[float] = []  # how late each 1 ms sleep woke up while measuring

    async def watchdog() -> None:
        while True:
            t = time.perf_counter()
            await asyncio.sleep(0.001)
            if flag.exists():
                late.append(time.perf_counter() - t - 0.001)

    dog = asyncio.create_task(watchdog())
    runner = asyncio.create_task(bot.start(token, reconnect=False))
    await stop.wait()
    dog.cancel()
    late.sort()
    over = sum(1 for x in late if x > 0.05)
    p999 = late[int(0.999 * (len(late) - 1))] if late else 0.0
    result.write_text(f"{late[-1] if late else 0.0:.6f} {p999:.6f} {over} {len(late)}")
    await bot.close()
    await service.close()
    runner.cancel()


if __name__ == "__main__":
    logging.basicConfig(level=logging.ERROR)
    a = sys.argv[1:]
    asyncio.run(main(a[0], a[1], a[2], int(a[3]), a[4], Path(a[5]), Path(a[6]), *a[7:8]))
