"""A small thread-safe LRU cache for the parts of an image that do not change within a game.

Renders run in worker threads, so every access takes the lock. The value is built outside the lock:
two threads that miss on the same key at once both build it (the result is identical, one copy wins)
instead of one render blocking every other render for the whole build.

Cached values are shared: callers must treat them as read-only (copy an image before drawing on it).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")
_MISSING = object()


class LruCache(Generic[V]):
    """At most ``maxsize`` entries and, with ``max_bytes``, at most that many bytes as ``weigh`` counts them
    (the least recently used go first; a value heavier than ``max_bytes`` alone is returned, not kept).
    An evicted value is dropped at once: the cache holds the only reference it made."""

    def __init__(self, maxsize: int, max_bytes: int | None = None, weigh: Callable[[V], int] | None = None) -> None:
        if max_bytes is not None and weigh is None:
            raise ValueError("max_bytes needs weigh")
        self.maxsize = maxsize
        self.max_bytes = max_bytes
        self._weigh = weigh
        self._data: OrderedDict[Hashable, V] = OrderedDict()
        self._weights: dict[Hashable, int] = {}
        self.nbytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable) -> V | None:
        """The value of ``key`` (now the most recently used), or None."""
        found = self._find(key)
        return None if found is _MISSING else found  # type: ignore[return-value]

    def _find(self, key: Hashable) -> V | object:
        """The value of ``key``, or ``_MISSING``: a kept None is a hit (shapes' "no half size")."""
        with self._lock:
            found = self._data.get(key, _MISSING)
            if found is _MISSING:
                self.misses += 1
            else:
                self._data.move_to_end(key)
                self.hits += 1
            return found

    def put(self, key: Hashable, value: V) -> V:
        """Keep ``value`` for ``key`` unless another thread kept one first; the value kept (or ``value``)."""
        weight = self._weigh(value) if self._weigh is not None else 0
        with self._lock:
            existing = self._data.get(key)
            if existing is not None:
                return existing
            if self.max_bytes is not None and weight > self.max_bytes:
                return value
            self._data[key] = value
            self._weights[key] = weight
            self.nbytes += weight
            self._evict()
        return value

    def resize(self, max_bytes: int) -> None:
        """A new byte budget (a weighed cache only): the least recently used go until it holds."""
        with self._lock:
            self.max_bytes = max_bytes
            self._evict()

    def _evict(self) -> None:
        while len(self._data) > self.maxsize or (self.max_bytes is not None and self.nbytes > self.max_bytes):
            old, _ = self._data.popitem(last=False)
            self.nbytes -= self._weights.pop(old)

    def get_or_build(self, key: Hashable, build: Callable[[], V]) -> V:
        found = self._find(key)
        return self.put(key, build()) if found is _MISSING else found  # type: ignore[return-value]

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._weights.clear()
            self.nbytes = 0
            self.hits = self.misses = 0

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)


# Caches of picture parts that hold drawn words (the board's background, the hand's cards): emptied when drawn words
# are to be recorded (``rendering.words.recording_drawn_text``), so that every word is drawn, and seen, again.
_WITH_WORDS: list[LruCache] = []


def with_words(cache: LruCache[V]) -> LruCache[V]:
    """``cache`` holds pictures with words in them (``forget_words`` empties it)."""
    _WITH_WORDS.append(cache)
    return cache


def forget_words() -> None:
    for cache in _WITH_WORDS:
        cache.clear()
