"""Helpers of the rendering tests: games to render, PNG decoding and colour comparison."""

from __future__ import annotations

import io
import random
from collections.abc import Callable

from PIL import Image

import engine

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
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
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
