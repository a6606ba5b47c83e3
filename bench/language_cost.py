"""What speaking German costs beside English (issue #33, "Tests and measurements"): the engine-free render bench
and the base demo's wall time, each language side by side in one run.

    .venv/bin/python bench/language_cost.py [--runs 40] [--demos 2] [--other de]

Renders: the pictures of bench/render.py (a base, a C&K and a 6-player mid-game: board, board with numbers and
new pieces, decision, hand; and the statistics image), each drawn in English and in ``--other`` alternately, call
by call, so both see the same load; process CPU per picture, median over ``--runs``. Demos: ``tools.demo`` (the
real bot against the fake Discord, a whole 3-player base game, seed 11), English and ``--other`` alternately,
``--demos`` times each: wall time and the CPU of the demo and its children (the bot's render workers). The
target: the other language no more than 5 % slower than English.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
import rendering  # noqa: E402
from bench.render import NAMES, SIX_NAMES, ck_mid_game, mid_game, road_decision  # noqa: E402
from history.stats import compute_stats  # noqa: E402
from rendering.stats import render_stats  # noqa: E402
from tests.history.helpers import play_log  # noqa: E402

TARGET = 1.05


def picture_cases(language: str) -> dict[str, Callable[[], bytes]]:
    game = mid_game()
    board = engine.public_view(game)
    hand = engine.player_view(game, 1)
    decision = road_decision(mid_game(turns=120))
    new = rendering.NewPieces(vertices=frozenset({board["buildings"][-1][0]}),
                              edges=frozenset(e for e, _seat in board["roads"][-2:]))  # fmt: skip
    ck = ck_mid_game()
    ck_board, ck_player = engine.public_view(ck), engine.player_view(ck, 0)
    six = mid_game(turns=120, players=6)
    six_board, six_hand = engine.public_view(six), engine.player_view(six, 5)
    stats = compute_stats({"players": 4}, 7, play_log({"players": 4})).to_dict()  # a whole game's
    lang = {"language": language}
    return {
        "board": lambda: rendering.render_board(board, NAMES, **lang),
        "board+": lambda: rendering.render_board(board, NAMES, show_numbers=True, new_pieces=new, **lang),
        "decision": lambda: rendering.render_decision(decision, NAMES, kind="road", **lang),
        "hand": lambda: rendering.render_hand(hand, NAMES, **lang),
        "ck board": lambda: rendering.render_board(ck_board, NAMES, **lang),
        "ck decision": lambda: rendering.render_decision(ck_player, NAMES, kind="knight", **lang),
        "ck hand": lambda: rendering.render_hand(ck_player, NAMES, **lang),
        "6p board": lambda: rendering.render_board(six_board, SIX_NAMES, **lang),
        "6p hand": lambda: rendering.render_hand(six_hand, SIX_NAMES, **lang),
        "statistics": lambda: render_stats(stats, NAMES, **lang),
    }


def renders(other: str, runs: int) -> tuple[float, float]:
    """Median CPU ms per picture, summed over the kinds: (English, other)."""
    rendering.warm_up()
    cases = {"en": picture_cases("en"), other: picture_cases(other)}
    for by_kind in cases.values():
        for draw in by_kind.values():
            draw()  # first use: text masks, backgrounds and label fits of this language
    print(f"\n{'picture':<12} {'en ms':>7} {other + ' ms':>7} {other + '/en':>7}")
    totals = {"en": 0.0, other: 0.0}
    for kind in cases["en"]:
        times: dict[str, list[float]] = {"en": [], other: []}
        for i in range(runs):
            for language in ("en", other) if i % 2 == 0 else (other, "en"):
                start = time.process_time()
                cases[language][kind]()
                times[language].append((time.process_time() - start) * 1000)
        medians = {language: statistics.median(values) for language, values in times.items()}
        for language, value in medians.items():
            totals[language] += value
        print(f"{kind:<12} {medians['en']:7.1f} {medians[other]:7.1f} {medians[other] / medians['en']:7.3f}")
    print(f"{'all kinds':<12} {totals['en']:7.1f} {totals[other]:7.1f} {totals[other] / totals['en']:7.3f}")
    return totals["en"], totals[other]


def demos(other: str, rounds: int) -> dict[str, list[tuple[float, float]]]:
    """(wall s, CPU s of the demo and its children) per run, English and ``other`` alternately."""
    runs: dict[str, list[tuple[float, float]]] = {"en": [], other: []}
    with tempfile.TemporaryDirectory() as folder:
        for i in range(rounds):
            for language in ("en", other) if i % 2 == 0 else (other, "en"):
                out = Path(folder) / f"{language}-{i}"
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "tools.demo", "--out", str(out), "--language", language,
                                "--seed", "11"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)  # fmt: skip
                wall = time.perf_counter() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
                runs[language].append((wall, cpu))
                print(f"demo {language:<3} run {i + 1}: {wall:6.1f} s wall, {cpu:6.1f} s CPU", flush=True)
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40, help="renders of each picture per language")
    parser.add_argument("--demos", type=int, default=2, help="demo games per language (0: none)")
    parser.add_argument("--other", default="de", help="the language compared with English")
    args = parser.parse_args()
    english, other = renders(args.other, args.runs)
    verdicts = [("renders (CPU)", other / english)]
    if args.demos:
        runs = demos(args.other, args.demos)
        for what, index in (("demo wall", 0), ("demo CPU", 1)):
            en = statistics.median(run[index] for run in runs["en"])
            them = statistics.median(run[index] for run in runs[args.other])
            print(f"{what}: en {en:.1f} s, {args.other} {them:.1f} s (median of {args.demos})")
            verdicts.append((what, them / en))
    print()
    for what, ratio in verdicts:
        print(f"{what:<14} {args.other}/en = {ratio:.3f}  {'ok' if ratio <= TARGET else 'OVER'} (target <= {TARGET})")


if __name__ == "__main__":
    main()
