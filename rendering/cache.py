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


class LruCache(Generic[V]):
    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._data: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get_or_build(self, key: Hashable, build: Callable[[], V]) -> V:
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                self.hits += 1
                return self._data[key]
            self.misses += 1
        value = build()
        with self._lock:
            existing = self._data.get(key)
            if existing is not None:
                return existing
            self._data[key] = value
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
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
