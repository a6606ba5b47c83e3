"""Encoder candidates per image kind, with the pairs to look at (issue #32 item 2).

    .venv/bin/python bench/render_choices.py [--out render-pairs] [--runs 5] [--kinds board,hand]

For a board, a decision image and a hand of a base mid-game (and a C&K hand, a 6-player board), every
candidate encoding (libwebp lossless at several efforts, palette PNG at several zlib levels, lossy WebP at
several qualities, and each of those after scaling the picture down) is measured for bytes and encode CPU
(``time.process_time``, median of ``--runs``), and for how far its pixels are from the picture the bot
posted before issue #32 (the palette picture at full size): the largest and the mean channel difference
both at the posted size (scaled candidates against the reference scaled the same way) and at 400 px wide,
the width of a phone's message column. Each candidate's decoded picture is written to ``--out`` at its
posted size and at 400 px, beside the reference, to look at.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
import rendering
from rendering.board import board_image, board_palette
from rendering.decision import decision_highlight
from rendering.encode import FixedPalette, indexed
from rendering.rulesets import render_of
from tests.rendering.helpers import NAMES, can, ck_rolled, play_greedy, play_until

PHONE = 400


@dataclass(frozen=True)
class Candidate:
    label: str
    fmt: str  # "ll" lossless WebP on the palette, "png" palette PNG, "lossy" lossy WebP of the RGB picture
    a: int = 1  # ll: method; png: zlib level; lossy: quality
    b: int = 0  # ll: quality; lossy: method
    scale: float = 1.0


CANDIDATES = (
    Candidate("ll-m1-q100 (main)", "ll", 1, 100),
    Candidate("ll-m1-q0 (renderperf)", "ll", 1, 0),
    Candidate("ll-m4-q50", "ll", 4, 50),
    Candidate("ll-m6-q100", "ll", 6, 100),
    Candidate("png-z6", "png", 6),
    Candidate("png-z9", "png", 9),
    Candidate("lossy-q90", "lossy", 90, 4),
    Candidate("lossy-q75", "lossy", 75, 4),
    Candidate("x0.75 ll-m1-q0", "ll", 1, 0, 0.75),
    Candidate("x0.75 ll-m4-q50", "ll", 4, 50, 0.75),
    Candidate("x0.75 lossy-q85", "lossy", 85, 4, 0.75),
    Candidate("x0.67 ll-m1-q0", "ll", 1, 0, 2 / 3),
    Candidate("x0.67 ll-m4-q50", "ll", 4, 50, 2 / 3),
    Candidate("x0.67 lossy-q85", "lossy", 85, 4, 2 / 3),
    Candidate("x0.67 lossy-q75", "lossy", 75, 4, 2 / 3),
    Candidate("x0.5 ll-m4-q50", "ll", 4, 50, 0.5),
    Candidate("x0.5 lossy-q85", "lossy", 85, 4, 0.5),
)


def scaled(im: Image.Image, scale: float) -> Image.Image:
    if scale == 1.0:
        return im
    return im.resize((round(im.width * scale), round(im.height * scale)), Image.Resampling.LANCZOS)


def encode(im: Image.Image, palette: FixedPalette, c: Candidate) -> bytes:
    out = io.BytesIO()
    small = scaled(im, c.scale)
    if c.fmt == "lossy":
        small.save(out, format="WEBP", quality=c.a, method=c.b)
    elif c.fmt == "png":
        indexed(small, palette).save(out, format="PNG", compress_level=c.a)
    else:
        indexed(small, palette).convert("RGB").save(out, format="WEBP", lossless=True, method=c.a, quality=c.b,
                                                     exact=True)  # fmt: skip
    return out.getvalue()


def at_width(im: Image.Image, width: int) -> Image.Image:
    return im.resize((width, round(im.height * width / im.width)), Image.Resampling.LANCZOS)


def difference(a: Image.Image, b: Image.Image) -> tuple[int, float]:
    diff = ImageChops.difference(a, b)
    worst = max(high for _low, high in diff.getextrema())
    return worst, sum(ImageStat.Stat(diff).mean) / 3


def pictures(kinds: set[str]) -> dict[str, tuple[Image.Image, FixedPalette]]:
    out: dict[str, tuple[Image.Image, FixedPalette]] = {}
    game = play_greedy(7, 60)
    seat = play_until(game, can("road", 3))
    public, player = engine.public_view(game), engine.player_view(game, seat)
    if "board" in kinds:
        out["board"] = board_image(public, NAMES), board_palette(public)
    if "decision" in kinds:
        highlight = decision_highlight(player, NAMES, "road")
        out["decision"] = board_image(player, NAMES, highlight=highlight), board_palette(player)
    if "hand" in kinds:
        out["hand"] = rendering.hand_image(player, NAMES), render_of(player).hand_palette  # type: ignore[assignment]
    if "ck_hand" in kinds:
        ck = engine.player_view(ck_rolled(), 0)
        out["ck_hand"] = rendering.hand_image(ck, NAMES), render_of(ck).hand_palette  # type: ignore[assignment]
    if "six_board" in kinds:
        six = engine.public_view(play_greedy(3, 40, players=6))
        out["six_board"] = board_image(six, [*NAMES, "Emeka", "Farah"]), board_palette(six)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("render-pairs"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--kinds", default="board,decision,hand,ck_hand,six_board")
    parser.add_argument("--only", default="", help="candidates whose label contains this")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rendering.warm_up()
    for kind, (im, palette) in pictures(set(args.kinds.split(","))).items():
        reference = indexed(im, palette).convert("RGB")
        reference.save(args.out / f"{kind}-reference.png")
        phone_ref = at_width(reference, PHONE)
        phone_ref.save(args.out / f"{kind}-reference-400.png")
        print(f"\n{kind}: {im.width}x{im.height}")
        print(f"{'candidate':<24}{'KB':>7}{'ms':>7}{'max':>6}{'mean':>7}{'max@400':>9}{'mean@400':>9}")
        for c in CANDIDATES:
            if args.only and args.only not in c.label:
                continue
            times, data = [], b""
            for _ in range(args.runs):
                start = time.process_time()
                data = encode(im, palette, c)
                times.append((time.process_time() - start) * 1000)
            posted = Image.open(io.BytesIO(data)).convert("RGB")
            worst, mean = difference(posted, scaled(reference, c.scale) if c.scale != 1.0 else reference)
            worst4, mean4 = difference(at_width(posted, PHONE), phone_ref)
            name = c.label.split(" (")[0].replace(" ", "_")
            posted.save(args.out / f"{kind}-{name}.png")
            at_width(posted, PHONE).save(args.out / f"{kind}-{name}-400.png")
            print(f"{c.label:<24}{len(data) / 1000:>7.1f}{statistics.median(times):>7.1f}{worst:>6}{mean:>7.2f}"
                  f"{worst4:>9}{mean4:>9.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
