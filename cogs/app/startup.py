"""How long the bot's start took, phase by phase (issue #32 item 6): one log line once the gateway is READY.

A start is the database file's check (``bot.py``), the login, the database opened and migrated (with the
unfinished games looked at), the render worker processes started and warmed up, the cogs wired and added,
the command sync, the rule sets' hooks loaded (and the start-up objects frozen out of the collector's
reach), and the wait for the gateway's READY. Each ``mark`` ends the phase that ran since the last one.
Durations come from a monotonic timer (``time.perf_counter``, as the bot's other durations); the time of
day stays the injectable clock's (``service.time.clock``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

GATEWAY = "gateway"  # the phase that ends with READY


class StartupPhases:
    """The phases of one start, in order, with their durations in seconds."""

    def __init__(self, timer: Callable[[], float] = time.perf_counter) -> None:
        self._timer = timer
        self._started = self._last = timer()
        self.phases: list[tuple[str, float]] = []
        self.ready = False

    def mark(self, phase: str) -> None:
        """``phase`` ended now (it began where the previous phase ended, or at the start)."""
        now = self._timer()
        self.phases.append((phase, now - self._last))
        self._last = now

    @property
    def total(self) -> float:
        """Seconds from the start to the end of the last phase marked."""
        return self._last - self._started

    def line(self) -> str:
        """The phases as one log line: ``start to READY in 4.30 s: login 0.41 s, database 0.35 s, ...``."""
        phases = ", ".join(f"{name} {seconds:.2f} s" for name, seconds in self.phases)
        return f"start to READY in {self.total:.2f} s: {phases}"

    def at_ready(self) -> str | None:
        """The gateway is READY: the line to log, the first time only (READY comes again after a reconnect
        that could not resume, and that is no start)."""
        if self.ready:
            return None
        self.ready = True
        self.mark(GATEWAY)
        return self.line()
