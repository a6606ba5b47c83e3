"""Rendering benchmark: time to render *and PNG-encode* a mid-game board, a decision image and a hand.

    .venv/bin/python bench/render.py [--runs 60]

Prints median and 95th percentile per image, with the PNG size, against the targets of issue #4
(board < 40 ms and < 250 KB at ~1200 px wide, decision < 40 ms, hand < 15 ms; "board+" is the board
with intersection numbers and last turn's pieces marked, issue #8), plus the one-off costs
that the caches hide (palettes once per process, the static map once per board), and where a warm
board render spends its time.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import struct
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


import engine
import rendering
from rendering.background import board_background
from rendering.background import cache_clear as clear_backgrounds
from rendering.board import BOARD_PALETTE, board_image
from rendering.encode import COMPRESS_LEVEL

NAMES = ["Alice", "Bartholomew", "Chen", "Dörte"]
TARGETS_MS = {"board": 40.0, "board+": 40.0, "decision": 40.0, "hand": 15.0}
BOARD_MAX_BYTES = 250_000
_PRIORITY = ("city", "settlement", "road", "buy_dev", "knight")


def _builder_step(game: engine.GameState, rng: random.Random) -> None:
    seat = engine.must_act(game)[0]
    actions = engine.legal_actions(game, seat)
    for kind in _PRIORITY:
        options = [a for a in actions if a[0] == kind]
        if options and (kind != "road" or rng.random() < 0.5):
            engine.apply_action(game, seat, rng.choice(options))
            return
    engine.apply_action(game, seat, rng.choice(actions))


def mid_game(seed: int = 2, turns: int = 200) -> engine.GameState:
    """A busy board: a builder-first random policy (pure random play mostly trades and passes)."""
    game = engine.new_game({"players": 4}, seed)
    rng = random.Random(seed)
    while game.phase != "over" and (game.phase == "setup" or game.turn < turns):
        _builder_step(game, rng)
    return game


def road_decision(game: engine.GameState) -> dict:
    """Continue until some player may build at least three roads; that player's view."""
    rng = random.Random(0)
    while game.phase != "over":
        seat = engine.must_act(game)[0]
        if sum(a[0] == "road" for a in engine.legal_actions(game, seat)) >= 3:
            return engine.player_view(game, seat)
        _builder_step(game, rng)
    raise RuntimeError("the game ended before a road decision came up")


def timed(fn: Callable[[], bytes], runs: int) -> tuple[list[float], list[float], int]:
    """Wall-clock and CPU milliseconds per call (CPU time barely moves when other work shares the
    machine, so it is the figure to compare between runs there), and the PNG size."""
    times, cpu = [], []
    size = 0
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        size = len(fn())
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return times, cpu, size


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    args = parser.parse_args()

    game = mid_game()
    board_view = engine.public_view(game)
    hand_view = engine.player_view(game, 1)
    decision_view = road_decision(mid_game(turns=120))
    pieces = f"{len(board_view['buildings'])} buildings, {len(board_view['roads'])} roads"
    print(f"mid-game: turn {board_view['turn']}, {pieces}; runs per image: {args.runs}; zlib level {COMPRESS_LEVEL}")

    start = time.perf_counter()
    rendering.warm_up()
    print(f"one-off per process: palettes {(time.perf_counter() - start) * 1000:.0f} ms")
    clear_backgrounds()
    start = time.perf_counter()
    board_background(board_view["board"])
    print(f"one-off per board:   static map {(time.perf_counter() - start) * 1000:.0f} ms (then cached)")

    # The last turn's pieces as the bot passes them: the latest building and two roads.
    new = rendering.NewPieces(
        vertices=frozenset({board_view["buildings"][-1][0]}),
        edges=frozenset(e for e, _seat in board_view["roads"][-2:]),
    )
    cases: dict[str, Callable[[], bytes]] = {
        "board": lambda: rendering.render_board(board_view, NAMES),
        # The same board with the options of issue 8 (intersection numbers, marks on new pieces).
        "board+": lambda: rendering.render_board(board_view, NAMES, show_numbers=True, new_pieces=new),
        "decision": lambda: rendering.render_decision(decision_view, NAMES, kind="road"),
        "hand": lambda: rendering.render_hand(hand_view, NAMES),
    }
    print(f"\n{'image':<9} {'median ms':>9} {'p95 ms':>7} {'target':>7} {'CPU ms':>7} {'PNG KB':>7}  size")
    ok = True
    for name, fn in cases.items():
        png = fn()  # sprites and text masks of this image: first use only
        times, cpu, size = timed(fn, args.runs)
        med, high = statistics.median(times), p95(times)
        width, height = struct.unpack(">II", png[16:24])  # the PNG header's IHDR; no Pillow outside rendering/
        within = high < TARGETS_MS[name] and (not name.startswith("board") or size < BOARD_MAX_BYTES)
        ok &= within
        print(f"{name:<9} {med:>9.1f} {high:>7.1f} {TARGETS_MS[name]:>7.0f} {statistics.median(cpu):>7.1f} "
              f"{size / 1000:>7.1f}  "
              f"{width}x{height}{'' if within else '  OVER TARGET'}")  # fmt: skip

    # Where a warm board render goes: drawing, mapping onto the palette, zlib.
    draw, quant, encode = [], [], []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        im = board_image(board_view, NAMES)
        t1 = time.perf_counter()
        indexed = im.quantize(palette=BOARD_PALETTE.image(), dither=0)
        t2 = time.perf_counter()
        indexed.save(io.BytesIO(), format="PNG", compress_level=COMPRESS_LEVEL)
        t3 = time.perf_counter()
        draw.append((t1 - t0) * 1000)
        quant.append((t2 - t1) * 1000)
        encode.append((t3 - t2) * 1000)
    print(f"\nboard breakdown (median ms): draw {statistics.median(draw):.1f}, "
          f"palette {statistics.median(quant):.1f}, zlib/PNG {statistics.median(encode):.1f}")  # fmt: skip
    print("all targets met" if ok else "SOME TARGETS MISSED")


if __name__ == "__main__":
    main()
