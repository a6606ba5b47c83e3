"""The bot in a process of its own, for bench/discord_layer.py: its event loop shares nothing (not even
the GIL) with the fake Discord server and the simulated players, as in production.

    python bench/bot_process.py API_BASE GATEWAY_URL TOKEN GUILD_ID DB MEASURE_FLAG RESULT_FILE [SHARDS]

DB is a SQLite file or a database URL (postgresql://...); GUILD_ID 0 registers the commands globally
instead of in that guild; SHARDS (e.g. ``4:0,1``) runs the bot sharded, as SHARD_COUNT=4 SHARD_IDS=0,1 do.

Stalls of the event loop are recorded while MEASURE_FLAG exists; on SIGTERM the longest, the 99.9th
percentile, the number over 50 ms, the number of samples and the CPU seconds of the event loop's thread
and of the whole process while measuring are written to RESULT_FILE and the bot shuts down. With BENCH_STALL_STACKS=1 in the environment, the bot process also prints where its event loop
was during each stall over 100 ms, and every garbage collection over 20 ms (a generation-0 collection of
nothing taking 20 ms means the process was waiting for a core: a busy machine, not the bot's work).
BENCH_PROFILE=FILE writes a cProfile (CPU time) of the bot's event-loop thread to FILE (read it with pstats).
BENCH_PLACEHOLDER_RENDERS=1 renders no picture (tools.demo.renders.PlaceholderRenders): for tests that
restart the bot many times and look at no pixels (each start would warm up two render workers).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import random
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import discord
import yarl

# BENCH_BOT_ROOT: run the bot of another checkout (bench/discord_layer.py --compare), measured the same way.
ROOT = Path(os.environ.get("BENCH_BOT_ROOT") or Path(__file__).resolve().parents[1])
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
    renders: dict[str, object] = {}
    if os.environ.get("BENCH_PLACEHOLDER_RENDERS"):  # tests that look at no picture (tests/bot/bot_process.py)
        from tools.demo.renders import PlaceholderRenders

        renders["render_pool"] = PlaceholderRenders()
    bot = create_bot(settings, service=service, **renders)

    async def no_identify_pause(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s between shards' IDENTIFYs (Discord's rate limit); the fake has none."""

    bot.before_identify_hook = no_identify_pause  # type: ignore[method-assign]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    late: list[float] = []  # how late each 1 ms sleep woke up while measuring
    # CPU seconds while measuring: the event loop's thread, and the whole process (its threads: database,
    # render-pool bookkeeping). Unlike wall-clock figures they hardly depend on how busy the machine is.
    cpu = {"loop": 0.0, "process": 0.0}

    ticks = [time.perf_counter()]

    measuring = [False]

    async def flag_watch() -> None:
        """Whether the bench is measuring, looked up every 50 ms (not at each 1-ms tick: the file system
        call would be much of the watchdog's own cost on the event loop)."""
        while True:
            now = flag.exists()
            if now and not measuring[0]:
                cpu["loop"], cpu["process"] = -time.thread_time(), -time.process_time()
            elif measuring[0] and not now:
                cpu["loop"] += time.thread_time()
                cpu["process"] += time.process_time()
            measuring[0] = now
            await asyncio.sleep(0.05)

    async def watchdog() -> None:
        while True:
            t = ticks[0] = time.perf_counter()
            await asyncio.sleep(0.001)
            if measuring[0]:
                late.append(time.perf_counter() - t - 0.001)

    if os.environ.get("BENCH_STALL_STACKS"):  # "1", or the stall in seconds worth a stack (default 0.1)
        threshold = float(os.environ["BENCH_STALL_STACKS"])
        _report_stall_stacks(lambda: ticks[0], threshold if threshold < 1 else 0.1)
    dog = asyncio.create_task(watchdog())
    flags = asyncio.create_task(flag_watch())
    runner = asyncio.create_task(bot.start(token, reconnect=False))
    await stop.wait()
    dog.cancel()
    flags.cancel()
    if measuring[0]:  # stopped while measuring
        cpu["loop"] += time.thread_time()
        cpu["process"] += time.process_time()
    late.sort()
    over = sum(1 for x in late if x > 0.05)
    p999 = late[int(0.999 * (len(late) - 1))] if late else 0.0
    result.write_text(
        f"{late[-1] if late else 0.0:.6f} {p999:.6f} {over} {len(late)} {max(cpu['loop'], 0):.3f} {max(cpu['process'], 0):.3f}"
    )
    await bot.close()
    await service.close()
    runner.cancel()


def _report_stall_stacks(last_tick: Callable[[], float], threshold: float = 0.1) -> None:
    """BENCH_STALL_STACKS=1: print where the event loop's thread is when it has not ticked for ``threshold``
    seconds (once per stall). A stack ending in the selector means the process was not scheduled (a busy
    machine), not that the bot was working."""
    main = threading.main_thread().ident

    def watch() -> None:
        reported = 0.0
        while True:
            time.sleep(0.01)
            tick = last_tick()
            if time.perf_counter() - tick > threshold and tick != reported:
                reported = tick
                frame = sys._current_frames().get(main)
                stack = "".join(traceback.format_stack(frame)[-12:]) if frame else "?"
                print(
                    f"--- event loop stalled over {threshold * 1000:.0f} ms, at:\n{stack}", file=sys.stderr, flush=True
                )

    threading.Thread(target=watch, daemon=True, name="stall-stacks").start()
    started: list[float] = [0.0]

    def collections(phase: str, info: dict[str, int]) -> None:  # a collection holds the GIL: no stack then
        if phase == "start":
            started[0] = time.perf_counter()
        elif (took := time.perf_counter() - started[0]) > 0.02:
            print(f"--- garbage collection of generation {info['generation']}: {took * 1000:.0f} ms, "
                  f"{info['collected']} collected", file=sys.stderr, flush=True)  # fmt: skip

    gc.callbacks.append(collections)


if __name__ == "__main__":
    logging.basicConfig(level=logging.ERROR)
    a = sys.argv[1:]
    run = main(a[0], a[1], a[2], int(a[3]), a[4], Path(a[5]), Path(a[6]), *a[7:8])
    if os.environ.get("BENCH_PROFILE"):  # a file: cProfile of the event loop's thread, for pstats
        import cProfile

        profile = cProfile.Profile(time.thread_time)  # CPU time: a busy machine's waits do not count
        profile.runcall(asyncio.run, run)
        profile.dump_stats(os.environ["BENCH_PROFILE"])
    else:
        asyncio.run(run)
