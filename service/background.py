"""Background work that survives transient faults.

Nobody waits on a background task, so nobody would notice one that died: the reminder and AFK pass,
the catch-up after a crash and the built-in players' moves all run through ``every`` (a periodic pass)
or ``until_done`` (work that must finish). A failure makes the task wait a bounded, growing delay
(``Backoff``) and carry on. A bug is logged once per run of failures, with its traceback, and its recovery
once too. A database outage is not logged here at all: the database layer logs it once when it starts
and once when it ends, whichever tasks meet it (when each task said so too, a full disk gave 13 lines in
40 seconds). ``isolated`` keeps one item's failure (one game) from stopping a pass over many, except an
outage, which ends the pass: the next item would meet it too.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

from db.errors import DatabaseUnavailable

log = logging.getLogger("catanbot.background")

T = TypeVar("T")
Sleep = Callable[[float], Awaitable[Any]]


@dataclass(frozen=True)
class Backoff:
    """The pause after the n-th failure in a row: ``first`` doubled each time, never above ``most``."""

    first: float = 2.0
    most: float = 300.0

    def delay(self, failures: int) -> float:
        return min(self.most, self.first * 2 ** min(max(failures - 1, 0), 32))


class Faults:
    """One task's run of failures in a row: the first bug is logged, outages and repeats only counted."""

    def __init__(self, what: str, backoff: Backoff) -> None:
        self.what = what
        self.backoff = backoff
        self.failures = 0
        self.reported = False  # a failure of this run was logged: its end is logged too

    def failed(self, exc: BaseException) -> float:
        """Count (and the first time a bug is met, log) a failure; the seconds to wait before trying again."""
        self.failures += 1
        delay = self.backoff.delay(self.failures)
        if isinstance(exc, DatabaseUnavailable) or self.reported:
            log.debug("%s failed (%d in a row): %r; trying again in %.0f s", self.what, self.failures, exc, delay)
        else:
            self.reported = True
            log.error("%s failed; trying again in %.0f s and then less often", self.what, delay, exc_info=exc)
        return delay

    def succeeded(self) -> None:
        if self.reported:
            log.warning("%s works again after %d failed attempts", self.what, self.failures)
        self.failures = 0
        self.reported = False


async def every(
    what: str,
    interval: Callable[[], float],
    tick: Callable[[], Awaitable[object]],
    *,
    backoff: Backoff = Backoff(),
    sleep: Sleep = asyncio.sleep,
) -> NoReturn:
    """Run ``tick`` now and then every ``interval()`` seconds, for ever (until cancelled); after a failed
    tick, wait ``backoff``'s delay instead, so an outage is neither hammered nor fatal."""
    faults = Faults(what, backoff)
    while True:
        try:
            await tick()
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            await sleep(faults.failed(exc))
            continue
        faults.succeeded()
        await sleep(interval())


async def until_done(
    what: str,
    work: Callable[[], Awaitable[T]],
    *,
    backoff: Backoff = Backoff(),
    sleep: Sleep = asyncio.sleep,
) -> T:
    """Run ``work`` until it returns; a failure is retried after ``backoff``'s delay (work must be safe to
    run again: it reads what is left to do from the database, as the catch-up and built-in players do)."""
    faults = Faults(what, backoff)
    while True:
        try:
            result = await work()
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            await sleep(faults.failed(exc))
            continue
        faults.succeeded()
        return result


@contextmanager
def isolated(what: str, *args: object) -> Iterator[None]:
    """One item of a background pass: its failure is logged (``what % args``) and the pass goes on with
    the next item. A database outage is not swallowed: it ends the pass, for the loop to back off."""
    try:
        yield
    except DatabaseUnavailable:
        raise
    except Exception:
        log.exception(what, *args)
