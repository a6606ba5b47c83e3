"""One asyncio lock per game: moves of one game run one at a time, different games run in parallel."""

from __future__ import annotations

import asyncio
import weakref


class KeyedLocks:
    """Locks created on demand and forgotten once nobody holds or waits for them.

    The registry holds weak references: a coroutine that holds or awaits a lock keeps it alive, so two
    callers of one key always share one lock, while the locks of idle games do not pile up over weeks.
    """

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, key: int) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock

    def __len__(self) -> int:
        return len(self._locks)
