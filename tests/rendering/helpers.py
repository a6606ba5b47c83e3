"""Helpers of the rendering tests: games to render, PNG decoding and colour comparison."""

from __future__ import annotations

import io
import random
from collections.abc import Callable

from PIL import Image

import engine
from rendering.encode import REDUCE

NAMES = ["Alice", "Bob", "Chen", "Dörte"]

# Building first makes a board with many pieces in a few hundred actions (pure random play mostly
# trades and passes); the seed and turn give a board with all four colours, cities and long roads.
_PRIORITY = ("city", "settlement", "road", "buy_dev", "knight")


def play_greedy(seed: int, turns: int, players: int = 4, board: str = "variable") -> engine.GameState:
    game = engine.new_game({"players": players, "board": board}, seed)
    rng = random.Random(seed)
    while game.phase != "over" and (game.phase == "setup" or game.turn < turns):
        seat = engine.must_act(game)[0]
        actions = engine.legal_actions(game, seat)
        chosen = None
        for kind in _PRIORITY:
            options = [a for a in actions if a[0] == kind]
            if options and (kind != "road" or rng.random() < 0.5):
                chosen = rng.choice(options)
                break
        engine.apply_action(game, seat, chosen or rng.choice(actions))
    return game


def play_until(game: engine.GameState, want: Callable[[engine.GameState, int], bool], seed: int = 0) -> int:
    """Random play from ``game`` until ``want(game, seat)`` holds for the seat to act; that seat."""
    rng = random.Random(seed)
    for _ in range(20000):
        seat = engine.must_act(game)[0]
        if want(game, seat):
            return seat
        actions = engine.legal_actions(game, seat)
        builds = [a for a in actions if a[0] in _PRIORITY]
        engine.apply_action(game, seat, rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(actions))
        assert game.phase != "over", "game ended before the wanted position"
    raise AssertionError("wanted position not reached")


def can(kind: str, at_least: int = 1) -> Callable[[engine.GameState, int], bool]:
    return lambda game, seat: sum(a[0] == kind for a in engine.legal_actions(game, seat)) >= at_least


def decode(png: bytes) -> Image.Image:
    """An image the renderer made (lossless WebP; PNG for the statistics) as RGB pixels at the size it was
    drawn: a WebP picture is posted at ``1 / encode.REDUCE`` of its drawing's size (issue #32 item 2), so each
    of its pixels stands for a block of the drawing here, and the geometry's positions find what they did."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n" or (png[:4] == b"RIFF" and png[8:16] == b"WEBPVP8L")
    im = Image.open(io.BytesIO(png))
    im.load()
    if png[:4] == b"RIFF":
        im = im.resize((im.width * REDUCE, im.height * REDUCE), Image.Resampling.NEAREST)
    return im.convert("RGB")


def inked(im: Image.Image, mask: Image.Image, at: tuple[int, int], coverage: int = 230) -> list[tuple[int, int, int]]:
    """The colours of ``im`` (as ``decode`` gives it) where a text ``mask`` placed at ``at`` (its top left, in
    drawing pixels) covers a whole posted pixel: each posted pixel the average of ``REDUCE`` x ``REDUCE``
    drawn ones, as the posted picture is made."""
    x0, y0 = at
    left, top = x0 - x0 % REDUCE, y0 - y0 % REDUCE
    canvas = Image.new("L", (x0 - left + mask.width + REDUCE, y0 - top + mask.height + REDUCE), 0)
    canvas.paste(mask, (x0 - left, y0 - top))
    cover = canvas.reduce(REDUCE)
    shown = im.crop((left, top, left + canvas.width, top + canvas.height)).reduce(REDUCE)
    return [shown.getpixel((x, y)) for y in range(cover.height) for x in range(cover.width)  # type: ignore[misc]
            if cover.getpixel((x, y)) > coverage]  # type: ignore[operator]  # fmt: skip


def posted(png: bytes) -> Image.Image:
    """An image the renderer made as posted (RGB, its own size)."""
    im = Image.open(io.BytesIO(png))
    im.load()
    return im.convert("RGB")


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 14) -> bool:
    """Colours equal up to palette rounding (the PNG maps each colour to the nearest of 256)."""
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def count_pixels(im: Image.Image, colour: tuple[int, int, int], tolerance: int = 4) -> int:
    """How many pixels of ``im`` have ``colour`` (up to ``tolerance`` per channel)."""
    colours = im.getcolors(im.width * im.height) or []
    return sum(n for n, c in colours if close(c, colour, tolerance))


def ck_busy(step: str = "pre_roll") -> engine.GameState:
    """A Cities & Knights mid-game with every kind of C&K piece: knights of each strength, active and
    not, walls, two metropolises, the merchant, progress cards in hands, the ship two steps out."""
    from engine.testing.cities_and_knights import ck_position

    return ck_position(
        players=4,
        cities={0: ["12", "20"], 1: ["30", "44"], 2: ["8", "40"], 3: ["25"]},
        settlements={0: ["3"], 1: ["48"], 2: ["36"], 3: ["50", "17"]},
        roads={0: ["12-13", "3-4", "20-21-22"], 1: ["30-31-32", "44-45"], 2: ["8-9", "40-41-42"],
               3: ["25-26", "50-51", "17-18"]},
        hands={0: {"ore": 2, "wool": 1, "grain": 1, "brick": 2, "cloth": 2, "coin": 3, "paper": 1},
               1: {"cloth": 4, "brick": 1}, 2: {"paper": 2}},
        levels={0: {"trade": 3, "politics": 4, "science": 1}, 1: {"science": 4}, 2: {"trade": 2, "politics": 1},
                3: {"science": 2}},
        knights={0: {"13": "strong active", "4": "basic", "22": "mighty active"}, 1: {"31": "basic active",
                 "32": "strong"}, 2: {"9": "mighty", "42": "basic active"}, 3: {"26": "strong active", "51": "basic"}},
        walls=["12", "30", "40"], metropolis={"politics": "20", "science": "44"},
        progress={0: ["bishop", "spy", "merchant_fleet"], 1: ["wedding"], 2: ["alchemist", "crane"]},
        vp_cards={1: ["printer"]}, defenders={2: 1}, barbarian=5, attacks=1, merchant=("J", 0),
        active=0, step=step,
    )  # fmt: skip


def ck_rolled(red: int = 5, yellow: int = 3, event: str = "politics") -> engine.GameState:
    """``ck_busy`` after the active player's roll (a politics gate: Alice draws a progress card)."""
    from engine.testing import force_roll

    game = ck_busy()
    force_roll(game, (red, yellow, event))
    engine.apply_action(game, 0, ("roll",))
    return game


def decision_pixels(view: dict, names: list[str] | None = None, seat: int | None = None, kind: str | None = None,
                    origin: int | None = None) -> Image.Image:  # fmt: skip
    """A decision image (``rendering.render_decision``) decoded (``decode``), its part of the board put back where
    it lies on the whole board (``rendering.decision.decision_window``: issue #32 item 2) and the strip and table
    under the board as on a board image, so that the geometry's positions find what they did."""
    from rendering.decision import decision_highlight, decision_kinds, decision_window, render_decision
    from rendering.geometry import view_geometry

    im = decode(render_decision(view, names, seat, kind, origin))
    g = view_geometry(view)
    hl = decision_highlight(view, names, kind or decision_kinds(view)[0], origin)
    x0, y0, x1, y1 = decision_window(g, hl)
    left = (g.width - (x1 - x0)) // 2
    whole = Image.new("RGB", (g.width, im.height - (y1 - y0) + g.height))
    whole.paste(im.crop((left, 0, left + x1 - x0, y1 - y0)), (x0, y0))
    whole.paste(im.crop((0, y1 - y0, im.width, im.height)), (0, g.height))
    return whole
