"""The garbage collector's set-up of a long-running bot (issue #32 item 3).

A full collection walks every object the collector tracks, holding the GIL throughout: with the games a
bot keeps in memory (journals of recent moves, hand and message caches, views in flight) it stalled the
event loop for 76-162 ms at 100 concurrent games (bench/discord_layer.py), and it grows with the games.
Start-up objects are frozen out of its reach once (``freeze_start_up``, when the bot is ready); while playing,
``refreeze`` does the same every ``REFREEZE_SECONDS`` for what has lived that long: a full collection then
walks only the objects made since, whatever the number of games.

Frozen objects are still freed by reference counting; only cycles that become garbage after they were
frozen stay (what is garbage at a refreeze is collected first), and no collection ever looks at them again.
So the bot leaves nothing it is done with in a cycle: discord.py's interactions (each refers to its
response, which refers back) and views (each refers to its items, and each item back) are released once
answered (``cogs.interactions.release``): 5,394 objects of frozen cyclic garbage in 50 games and 1,000 stress
moves before, 3 after (bench/discord_layer.py prints them, and BENCH_GC_CYCLES=1 the cycles they are in).
An earlier set-up unfroze everything every half hour to collect them: one full collection of every object
the bot holds, 456 ms of CPU at 500 games and 146 ms with three (most of it the start-up objects), a stall
of every game's event loop that grows with the games.
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Awaitable, Callable

# Each refreeze's collection walks what lived through the period: at 60 s it took 79 ms of CPU while 500 games
# opened (bench/discord_layer.py --games 500 --think 30), over the 50 ms a callback may take; 10 s is a sixth.
REFREEZE_SECONDS = 10.0
COLLECTOR_TASK = "catanbot-collector"  # the task's name (bench/bot_process.py cancels it to compare set-ups)


def freeze_start_up() -> None:
    """Once the bot has loaded what it keeps for its lifetime: full collections walked every library, table and
    cache loaded at start-up (40-70 ms on this machine, stalling the event loop); they live as long as the bot,
    so they go out of the collector's reach."""
    gc.collect()
    gc.freeze()


def refreeze() -> None:
    """Collect every generation, then freeze every object left: the next full collections walk only what
    is made after this. The collection is a full one, but of what is not frozen yet: the objects of the
    last period that are still alive (milliseconds, bench/discord_layer.py prints it with the full ones).
    Collecting the young generations alone froze the garbage already promoted to the oldest: 37,699 objects
    after 200 games' openings and 1,600 moves."""
    gc.collect()
    gc.freeze()


async def keep_collections_short(
    every: float = REFREEZE_SECONDS, sleep: Callable[[float], Awaitable[object]] = asyncio.sleep
) -> None:
    """Refreeze every ``every`` seconds, until cancelled."""
    while True:
        await sleep(every)
        refreeze()
