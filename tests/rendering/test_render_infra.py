"""Fonts and assets, caches, geometry, and rendering from threads, processes and the event loop."""

from __future__ import annotations

import io
import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest
from PIL import ImageFont

import engine
import rendering
from engine import topology as topo
from rendering import fonts, worker
from rendering.background import cache_clear as clear_backgrounds
from rendering.board import EDGE_LABEL_FONT, EDGE_LABEL_HEIGHT, EDGE_LABEL_PAD, VERTEX_LABEL_RADIUS
from rendering.cache import LruCache
from rendering.geometry import HARBOR_RADIUS, SQRT3, TOKEN_RADIUS
from rendering.shapes import text_width
from tests.rendering.helpers import NAMES


def test_fonts_ship_with_the_project_and_carry_their_licence() -> None:
    for name in fonts.FONT_FILES.values():
        assert (fonts.ASSETS / name).stat().st_size > 100_000
    assert "Bitstream" in (fonts.ASSETS / "LICENSE-DejaVu.txt").read_text()


def test_no_system_font_is_looked_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every font is opened from the bundled bytes, never by a name or a path on this machine."""
    opened: list[object] = []
    real = ImageFont.truetype

    def spy(font: object = None, *args: object, **kwargs: object) -> ImageFont.FreeTypeFont:
        opened.append(font)
        return real(font, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageFont, "truetype", spy)
    result: list[object] = []
    # A new thread has no fonts yet, so every size it uses is opened through the spy.
    t = threading.Thread(target=lambda: result.append(fonts.font("condensed", 77)))
    t.start()
    t.join()
    assert opened and all(isinstance(f, io.BytesIO) for f in opened)
    assert isinstance(result[0], ImageFont.FreeTypeFont)


def test_lru_cache_evicts_the_least_recently_used() -> None:
    cache: LruCache[int] = LruCache(maxsize=2)
    assert cache.get_or_build("a", lambda: 1) == 1
    assert cache.get_or_build("b", lambda: 2) == 2
    assert cache.get_or_build("a", lambda: 99) == 1  # hit: "a" is now the most recent
    cache.get_or_build("c", lambda: 3)
    assert cache.get_or_build("b", lambda: 20) == 20  # "b" was evicted
    assert len(cache) == 2


def _in_hex(x: float, y: float, cx: float, cy: float, s: float) -> bool:
    dx, dy = abs(x - cx), abs(y - cy)
    return dx <= SQRT3 / 2 * s and dy <= s - dx / SQRT3


def test_geometry_keeps_tokens_harbors_and_corners_apart() -> None:
    g = rendering.board_geometry()
    s = g.size
    for x, y in [*g.vertices, *g.harbors]:
        assert 0 < x < g.width and 0 < y < g.height
    for hx, hy in g.harbors:  # harbor tokens are in the sea, clear of every land hex
        assert all((hx - cx) ** 2 + (hy - cy) ** 2 > ((SQRT3 / 2 + HARBOR_RADIUS) * s) ** 2 for cx, cy in g.hexes)
    for left, top, right, bottom in g.sea_corners:  # open sea: no land, no harbor token
        assert right - left > 150 and bottom - top > 200
        for i in range(21):
            for j in range(21):
                x, y = left + (right - left) * i / 20, top + (bottom - top) * j / 20
                assert not any(_in_hex(x, y, cx, cy, s) for cx, cy in g.hexes), (x, y)
                assert all((x - hx) ** 2 + (y - hy) ** 2 > (HARBOR_RADIUS * s) ** 2 for hx, hy in g.harbors), (x, y)
    # Decision labels: neighbouring intersections' discs and paths' pills must not touch.
    assert 2 * VERTEX_LABEL_RADIUS < 1.0
    assert EDGE_LABEL_HEIGHT < 1.5 / 2
    widest = max(text_width(label, "condensed", round(EDGE_LABEL_FONT * s)) for label in topo.EDGE_LABELS)
    assert widest + EDGE_LABEL_PAD * s < SQRT3 / 2 * s  # side by side at a "V" of two paths
    assert TOKEN_RADIUS < 0.5


def _render_in_process(view: dict) -> bytes:
    return rendering.render_board(view, NAMES)


def test_renders_are_identical_across_threads_and_processes(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    expected = rendering.render_board(view, NAMES)
    clear_backgrounds()
    with ThreadPoolExecutor(max_workers=4) as pool:  # cold caches, concurrent builds
        results = list(pool.map(lambda _i: rendering.render_board(view, NAMES), range(8)))
    assert all(r == expected for r in results)
    # A fresh interpreter builds its own palette and background: the bytes must still match.
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        assert pool.submit(_render_in_process, view).result(timeout=120) == expected


async def test_worker_renders_off_the_event_loop(midgame: engine.GameState) -> None:
    view = engine.player_view(midgame, 0)
    assert await worker.board_png(view, NAMES) == rendering.render_board(view, NAMES)
    assert await worker.hand_png(view, NAMES) == rendering.render_hand(view, NAMES)


def test_labels_match_the_engines_parsers() -> None:
    """What a decision image shows is what the slash commands accept."""
    for v, label in enumerate(topo.VERTEX_LABELS):
        assert topo.parse_vertex(label) == v
    for e, label in enumerate(topo.EDGE_LABELS):
        assert topo.parse_edge(label) == e
    for h, label in enumerate(topo.HEX_LABELS):
        assert topo.parse_hex(label) == h
