"""Rendering benchmark: time to render *and encode* a mid-game board, a decision image and a hand.

    .venv/bin/python bench/render.py [--runs 60]

Prints median and 95th percentile per image, with the PNG size, against the targets of issue #4
(board < 40 ms and < 250 KB at ~1200 px wide, decision < 40 ms, hand < 15 ms; "board+" is the board
with intersection numbers and last turn's pieces marked, issue #8); the "ck ..." rows are the same
images of a Cities & Knights mid-game (issue 10: knights of every strength, walls, metropolises, the
merchant, the strip with three dice and the barbarians), measured in the same run against the same
targets, with the ratio to the base image beside them; the "6p ..." rows those of a 6-player game on
the 30-hex island (issue #19: the same 1200 px width, more pixels of board and six table rows); plus the one-off costs
that the caches hide (palettes once per process, the static map once per board), and where a warm
board render spends its time.

Encoders side by side (issues #18 and #32, images per game): the same pictures encoded as the bot did
before (PNG, zlib level 3, on the fixed palette; lossless WebP at method 1, quality 100; at quality 0),
plus other candidates at full size, with bytes and encode time each. Lossy rows (of the paletted picture)
change pixels. What each kind posts now (``BOARD_ENCODING``, ``DECISION_ENCODING``, ``HAND_ENCODING``)
and the scaled and lossy candidates beside it: bench/render_choices.py; render CPU per move and bytes
per game over a whole demo: bench/render_replay.py.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Pillow is only used through rendering/ (its images, never imported here)
    from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


import engine
import rendering
from rendering.background import board_background
from rendering.background import cache_clear as clear_backgrounds
from rendering.board import BOARD_ENCODING, board_image, board_palette
from rendering.decision import decision_highlight
from rendering.encode import (
    COMPRESS_LEVEL,
    EXTENSION,
    WEBP_METHOD,
    WEBP_QUALITY,
    FixedPalette,
    encode_posted,
    image_size,
    posted_picture,
)
from rendering.encode import indexed as on_palette
from rendering.hand import HAND_ENCODING, HAND_PALETTE, hand_image
from rendering.rules.cities_and_knights.hand import CK_HAND_PALETTE

NAMES = ["Alice", "Bartholomew", "Chen", "Dörte"]
SIX_NAMES = [*NAMES, "Emeka", "Farah"]
VARIANTS = ("ck ", "6p ")  # rows measured beside the base game's image of the same kind
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


def mid_game(seed: int = 2, turns: int = 200, players: int = 4) -> engine.GameState:
    """A busy board: a builder-first random policy (pure random play mostly trades and passes)."""
    game = engine.new_game({"players": players}, seed)
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


def ck_mid_game() -> engine.GameState:
    """A C&K mid-game with every kind of C&K piece (4 players, 7 cities, 3 walls, 2 metropolises,
    9 knights, the merchant, the ship 5 steps out), right after a roll that drew a progress card.
    Built as a position: random C&K play rarely keeps this many pieces on the board."""
    from engine.testing import force_roll
    from engine.testing.cities_and_knights import ck_position

    game = ck_position(
        players=4,
        cities={0: ["12", "20"], 1: ["30", "44"], 2: ["8", "40"], 3: ["25"]},
        settlements={0: ["3"], 1: ["48"], 2: ["36"], 3: ["50", "17"]},
        roads={0: ["12-13", "3-4", "20-21-22"], 1: ["30-31-32", "44-45"], 2: ["8-9", "40-41-42"],
               3: ["25-26", "50-51", "17-18"]},
        hands={0: {"ore": 2, "wool": 1, "grain": 1, "brick": 2, "cloth": 2, "coin": 3, "paper": 1}},
        levels={0: {"trade": 3, "politics": 4, "science": 1}, 1: {"science": 4}, 2: {"trade": 2, "politics": 1},
                3: {"science": 2}},
        knights={0: {"13": "strong active", "4": "basic", "22": "mighty active"}, 1: {"31": "basic active",
                 "32": "strong"}, 2: {"9": "mighty", "42": "basic active"}, 3: {"26": "strong active", "51": "basic"}},
        walls=["12", "30", "40"], metropolis={"politics": "20", "science": "44"},
        progress={0: ["bishop", "spy", "merchant_fleet"], 1: ["wedding"], 2: ["alchemist", "crane"]},
        defenders={2: 1}, barbarian=5, attacks=1, merchant=("J", 0), active=0, step="pre_roll",
    )  # fmt: skip
    force_roll(game, (5, 3, "politics"))
    engine.apply_action(game, 0, ("roll",))
    return game


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
    print(f"mid-game: turn {board_view['turn']}, {pieces}; runs per image: {args.runs}; "
          f"posted as {EXTENSION}: boards {BOARD_ENCODING}, hands {HAND_ENCODING}")  # fmt: skip

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
    ck = ck_mid_game()
    ck_board = engine.public_view(ck)
    ck_player = engine.player_view(ck, 0)
    ck_new = rendering.NewPieces(vertices=frozenset({ck_board["ck"]["knights"][0][0]}), edges=frozenset({0}))
    cases.update({
        "ck board": lambda: rendering.render_board(ck_board, NAMES),
        "ck board+": lambda: rendering.render_board(ck_board, NAMES, show_numbers=True, new_pieces=ck_new),
        "ck decision": lambda: rendering.render_decision(ck_player, NAMES, kind="knight"),
        "ck hand": lambda: rendering.render_hand(ck_player, NAMES),
    })  # fmt: skip
    print(f"C&K mid-game: {len(ck_board['buildings'])} buildings, {len(ck_board['ck']['knights'])} knights, "
          f"{len(ck_board['ck']['walls'])} walls")  # fmt: skip
    six = mid_game(turns=120, players=6)
    six_board = engine.public_view(six)
    six_hand = engine.player_view(six, 5)
    six_decision = road_decision(mid_game(turns=80, players=6))
    six_new = rendering.NewPieces(vertices=frozenset({six_board["buildings"][-1][0]}),
                                  edges=frozenset(e for e, _seat in six_board["roads"][-2:]))  # fmt: skip
    cases.update({
        "6p board": lambda: rendering.render_board(six_board, SIX_NAMES),
        "6p board+": lambda: rendering.render_board(six_board, SIX_NAMES, show_numbers=True, new_pieces=six_new),
        "6p decision": lambda: rendering.render_decision(six_decision, SIX_NAMES, kind="road"),
        "6p hand": lambda: rendering.render_hand(six_hand, SIX_NAMES),
    })  # fmt: skip
    print(f"6-player mid-game: turn {six_board['turn']}, {len(six_board['buildings'])} buildings, "
          f"{len(six_board['roads'])} roads")  # fmt: skip
    print(f"\n{'image':<12} {'median ms':>9} {'p95 ms':>7} {'target':>7} {'KB':>7}  {'size':<10} vs base")
    ok = True
    # Base, C&K and 6-player images are timed alternately, call by call, so that all see the same load.
    measured: dict[str, tuple[list[float], bytes]] = {}
    for name in [n for n in cases if not n.startswith(VARIANTS)]:
        pair = [n for n in (name, *(variant + name for variant in VARIANTS)) if n in cases]
        pngs = {n: cases[n]() for n in pair}  # sprites and text masks of these images: first use only
        times: dict[str, list[float]] = {n: [] for n in pair}
        for _ in range(args.runs):
            for n in pair:
                start = time.perf_counter()
                cases[n]()
                times[n].append((time.perf_counter() - start) * 1000)
        measured.update({n: (times[n], pngs[n]) for n in pair})
    for name, (times, png) in measured.items():
        med, high = statistics.median(times), p95(times)
        base_name = name.removeprefix("ck ").removeprefix("6p ")
        size = len(png)
        width, height = image_size(png) or (0, 0)  # from the header; no Pillow outside rendering/
        within = high < TARGETS_MS[base_name] and (not base_name.startswith("board") or size < BOARD_MAX_BYTES)
        ok &= within
        ratio = f"x{med / statistics.median(measured[base_name][0]):.2f}" if name != base_name else ""
        print(f"{name:<12} {med:>9.1f} {high:>7.1f} {TARGETS_MS[base_name]:>7.0f} {size / 1000:>7.1f}  "
              f"{f'{width}x{height}':<10} {ratio}{'' if within else '  OVER TARGET'}")  # fmt: skip

    pictures = {
        "board": (board_image(board_view, NAMES), board_palette(board_view)),
        "board+": (board_image(board_view, NAMES, show_numbers=True, new_pieces=new), board_palette(board_view)),
        "decision": (board_image(decision_view, NAMES, highlight=decision_highlight(decision_view, NAMES, "road")),
                     board_palette(decision_view)),
        "hand": (hand_image(hand_view, NAMES), HAND_PALETTE),
        "ck board": (board_image(ck_board, NAMES), board_palette(ck_board)),
        "ck hand": (hand_image(ck_player, NAMES), CK_HAND_PALETTE),
        "6p board": (board_image(six_board, SIX_NAMES), board_palette(six_board)),
    }  # fmt: skip
    compare_encoders(pictures, max(3, args.runs // 6))

    # Where a warm board render goes: drawing, mapping onto the palette, encoding.
    for label, view in (("board", board_view), ("ck board", ck_board)):
        draw, quant, encode = [], [], []
        palette = board_palette(view)
        for _ in range(args.runs):
            t0 = time.perf_counter()
            im = board_image(view, NAMES)
            t1 = time.perf_counter()
            posted = posted_picture(im, palette, BOARD_ENCODING)
            t2 = time.perf_counter()
            encode_posted(posted, BOARD_ENCODING)
            t3 = time.perf_counter()
            draw.append((t1 - t0) * 1000)
            quant.append((t2 - t1) * 1000)
            encode.append((t3 - t2) * 1000)
        print(f"{'' if label == 'ck board' else chr(10)}{label} breakdown (median ms): draw {statistics.median(draw):.1f}, "
              f"scale and palette {statistics.median(quant):.1f}, WebP {statistics.median(encode):.1f}")  # fmt: skip
    print("all targets met" if ok else "SOME TARGETS MISSED")


# (label, format, save options, whether the pixels are exactly those of the palette image). The first is
# what the bot posted before issue #18, the second before issue #32, the third issue #32's first step (full
# size; what each kind posts now, scaled or lossy, is compared by bench/render_choices.py).
ENCODERS: tuple[tuple[str, str, dict, bool], ...] = (
    ("PNG z3 (#18)", "PNG", {"compress_level": COMPRESS_LEVEL}, True),
    (f"WebP LL m{WEBP_METHOD} q{WEBP_QUALITY} (#32)", "WEBP",
     {"lossless": True, "quality": WEBP_QUALITY, "method": WEBP_METHOD, "exact": True}, True),
    ("WebP LL m1 q0 (#32 item 1)", "WEBP", {"lossless": True, "quality": 0, "method": 1, "exact": True}, True),
    ("PNG z6", "PNG", {"compress_level": 6}, True),
    ("PNG z9", "PNG", {"compress_level": 9}, True),
    ("WebP LL m1 q50", "WEBP", {"lossless": True, "quality": 50, "method": 1, "exact": True}, True),
    ("WebP LL m0", "WEBP", {"lossless": True, "quality": 100, "method": 0, "exact": True}, True),
    ("WebP LL m4 q75", "WEBP", {"lossless": True, "quality": 75, "method": 4, "exact": True}, True),
    ("WebP LL m6 q100", "WEBP", {"lossless": True, "quality": 100, "method": 6, "exact": True}, True),
    ("WebP lossy q90", "WEBP", {"quality": 90, "method": 4}, False),
    ("WebP lossy q50", "WEBP", {"quality": 50, "method": 4}, False),
)  # fmt: skip


def compare_encoders(pictures: dict[str, tuple[Image.Image, FixedPalette]], runs: int) -> None:
    """Bytes and median encode time of each encoder on the same paletted pictures."""
    print(f"\nencoders on the same pictures (KB, median encode ms over {runs} runs; lossy changes pixels):")
    print(f"{'encoder':<18}" + "".join(f"{name:>17}" for name in pictures) + f"{'total KB':>10}")
    before = 0
    for label, fmt, options, exact in ENCODERS:
        cells, total = [], 0
        for im, palette in pictures.values():
            paletted = on_palette(im, palette)
            source = paletted if fmt == "PNG" else paletted.convert("RGB")
            times, size = [], 0
            for _ in range(runs):
                out = io.BytesIO()
                start = time.perf_counter()
                source.save(out, format=fmt, **options)
                times.append((time.perf_counter() - start) * 1000)
                size = out.tell()
            total += size
            cells.append(f"{size / 1000:>8.1f} {statistics.median(times):>6.1f}ms")
        before = before or total
        note = "" if exact else " (lossy)"
        print(
            f"{label:<18}" + "".join(f"{c:>17}" for c in cells) + f"{total / 1000:>10.1f}  x{total / before:.2f}{note}"
        )


if __name__ == "__main__":
    main()
