"""How much a ``hard`` search may still do: simulated moves against a cap and the caller's deadline.

Both are checked at every simulated move, so a search stops within one move of either; tests check
the cap and a fake clock, never the wall clock.
"""

from __future__ import annotations

from collections.abc import Callable


class Budget:
    """Counts simulated moves against a cap and a deadline (checked every move, so it is exact)."""

    def __init__(self, cap: int, deadline: float | None, clock: Callable[[], float] | None) -> None:
        self.cap, self.deadline, self.clock = cap, deadline, clock
        self.used = 0
        self.timed_out = False  # the deadline, not the cap, ended the work (benches report how often)

    def spend(self) -> bool:
        """One more move, if the budget allows it."""
        if self.used >= self.cap:
            return False
        if self.deadline is not None and self.clock is not None and self.clock() >= self.deadline:
            self.cap = self.used  # out of time: stay out
            self.timed_out = True
            return False
        self.used += 1
        return True
