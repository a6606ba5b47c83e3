"""The board backgrounds' two cache tiers (issue #32 items 1 and 3): ready images, then compressed ones, then drawing."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

import engine
from rendering import background
from rendering.cache import LruCache


class _Blob:
    def __init__(self, n: int) -> None:
        self.n = n


def test_item32_weighed_cache_hits_misses_and_stays_within_its_bytes() -> None:
    cache: LruCache[_Blob] = LruCache(maxsize=100, max_bytes=10, weigh=lambda b: b.n)
    assert cache.get("a") is None and cache.misses == 1
    cache.put("a", _Blob(4))
    cache.put("b", _Blob(4))
    assert cache.get("a").n == 4 and cache.hits == 1  # type: ignore[union-attr]  # "a" is now the most recent
    cache.put("c", _Blob(4))  # 12 bytes: the least recently used ("b") goes
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("c") is not None
    assert cache.nbytes == 8 <= cache.max_bytes
    big = _Blob(11)
    assert cache.put("big", big) is big and cache.get("big") is None  # heavier than the whole budget: not kept
    cache.resize(5)
    assert len(cache) == 1 and cache.nbytes == 4  # only the most recent fits
    cache.clear()
    assert len(cache) == 0 and cache.nbytes == 0


def test_item32_an_evicted_value_is_released() -> None:
    cache: LruCache[_Blob] = LruCache(maxsize=1)
    first = _Blob(1)
    gone = weakref.ref(first)
    cache.put("a", first)
    del first
    cache.put("b", _Blob(1))
    gc.collect()
    assert gone() is None


@pytest.fixture
def board() -> Iterator[dict]:
    background.cache_clear()
    yield engine.public_view(engine.new_game({"players": 3, "board": "variable"}, seed=32))["board"]
    background.set_cache_budget(background._budget_mb())
    background.cache_clear()


def test_item32_a_background_comes_back_from_the_compressed_tier_identical(
    board: dict, monkeypatch: pytest.MonkeyPatch
) -> None:  # fmt: skip
    drawn: list[object] = []
    real = background.draw_background
    monkeypatch.setattr(background, "draw_background", lambda *a: drawn.append(a) or real(*a))
    plain = background.board_background(board).tobytes()
    veiled = background.board_background(board, veiled=True).tobytes()
    assert len(drawn) == 1  # the veiled one is derived from the plain one, not drawn
    assert len(background._PACKED) == 1  # one compressed entry per board, not one per kind
    background._CACHE.clear()  # as when many other games' backgrounds pushed it out of the ready tier
    assert background.board_background(board, veiled=True).tobytes() == veiled
    assert background.board_background(board).tobytes() == plain
    assert len(drawn) == 1  # both unpacked, neither drawn again
    packed = background._PACKED.get(next(iter(background._PACKED._data)))
    assert packed is not None and len(packed.data) < len(plain) / 10  # ~170 kB for 4.1 MB


def test_item32_the_budget_bounds_both_tiers(board: dict) -> None:
    background.board_background(board)
    background.board_background(board, veiled=True)
    assert background._CACHE.nbytes > 0 and background._PACKED.nbytes > 0
    background.set_cache_budget(0.5)  # too small for one ready image (4.1 MB), room for one compressed board (~170 kB)
    assert background._CACHE.nbytes == 0 and len(background._PACKED) == 1
    assert background._CACHE.nbytes + background._PACKED.nbytes <= 0.5 * 2**20
    background.set_cache_budget(0)
    assert len(background._CACHE) == len(background._PACKED) == 0
    assert background.board_background(board).size == (1200, 1146)  # still drawn, just not kept
