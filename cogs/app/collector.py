"""The garbage collector's set-up of a long-running bot (issue #32 item 3).

A full collection walks every object the collector tracks, holding the GIL throughout: with the games a
bot keeps in memory (journals of recent moves, hand and message caches, views in flight) it stalled the
event loop for 76-162 ms at 100 concurrent games (bench/discord_layer.py), and it grows with the games.
Start-up objects are frozen out of its reach once (``freeze_start_up``, when the bot is ready); while playing,
``refreeze`` does the same every ``REFREEZE_SECONDS`` for what has lived that long: a full collection then
walks only the objects made since, whatever the number of games.

Frozen objects are still freed by reference counting; only cycles that become garbage after they were
frozen stay (what is garbage at a refreeze is collected first). Those are what a move has in flight at a
refreeze: discord.py's interactions (each refers to its response, which refers back), views and their
select options: 77,461 objects in 100 games' openings and 3,000 stress moves, ~125 a second
(bench/discord_layer.py prints them by type). ``THAW_SECONDS`` bounds them: that often, everything is
unfrozen, collected once, and frozen again, one full collection as long as those without refreezing
(61-88 ms of CPU at 100 games in stress, growing with the games), every half hour instead of every ~100 s.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger("catanbot.collector")

# Each refreeze's collection walks what lived through the period: at 60 s it took 79 ms of CPU while 500 games
# opened (bench/discord_layer.py --games 500 --think 30), over the 50 ms a callback may take; 10 s is a sixth.
REFREEZE_SECONDS = 10.0
THAW_SECONDS = 1800.0  # ~225,000 objects of cyclic garbage held at most, at the stress rate above
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


def thaw() -> int:
    """Give every frozen object back to the collector, collect once (the cyclic garbage freezing kept), and
    freeze what is left; returns how many objects were freed."""
    gc.unfreeze()
    started = time.perf_counter()
    freed = gc.collect()
    gc.freeze()
    log.info("collector: %d objects of frozen cyclic garbage freed in %.0f ms", freed,
             (time.perf_counter() - started) * 1000)  # fmt: skip
    return freed


async def keep_collections_short(
    every: float = REFREEZE_SECONDS,
    thaw_every: float = THAW_SECONDS,
    sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
) -> None:
    """Refreeze every ``every`` seconds and thaw every ``thaw_every`` (0: never), until cancelled."""
    since_thaw = 0.0
    while True:
        await sleep(every)
        since_thaw += every
        if thaw_every and since_thaw >= thaw_every:
            since_thaw = 0.0
            thaw()
        else:
            refreeze()
