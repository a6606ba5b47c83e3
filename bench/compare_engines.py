"""Base-game speed of this checkout against another checkout of the engine, measured side by side.

Each round runs the same base games (uniform random players, 4 players, random boards) once with
each engine, in fresh processes, alternating, so that a busy machine slows both alike. Games are
timed in CPU time of the process (less sensitive to other processes than wall time).

    .venv/bin/python bench/compare_engines.py --other /path/to/main [--other /path/to/older ...] [--rounds 6 --games 60]

With several ``--other`` checkouts, each round runs every checkout once, in an order rotated from one
round to the next. The figures are medians over the rounds, with the lowest and highest round after them,
and against each other checkout the ratio of the medians and the median of the rounds' ratios.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CODE = """
import random, statistics, sys, time
sys.path.insert(0, {root!r})
import engine
from engine.legal import compute_legal_actions
n = {games}
actions = 0
samples = []
elapsed = 0.0
for i in range(n):
    t = time.process_time()
    g = engine.new_game({{"players": 4, "board": "variable"}}, seed=i * 7919 + 1)
    rng = random.Random(i)
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        actions += 1
        if 20 <= g.turn <= 80 and actions % 25 == 0 and i % 2 == 0:
            elapsed += time.process_time() - t
            samples.append(engine.from_json(engine.to_json(g)))
            t = time.process_time()
    elapsed += time.process_time() - t
def median_us(fn, reps=50):
    out = []
    for _ in range(reps):
        t = time.perf_counter_ns(); fn(); out.append(time.perf_counter_ns() - t)
    return statistics.median(out) / 1000
listing = statistics.median(median_us(lambda g=g: compute_legal_actions(g, engine.must_act(g)[0])) for g in samples)
trip = statistics.median(median_us(lambda g=g: engine.from_json(engine.to_json(g))) for g in samples)
print(n / elapsed, actions / elapsed, listing, trip)
"""


def run(root: Path, games: int) -> tuple[float, ...]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # leave the other checkout untouched
    out = subprocess.run(
        [sys.executable, "-c", CODE.format(root=str(root), games=games)],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    return tuple(float(x) for x in out.stdout.split())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--other", type=Path, action="append", required=True)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    roots = [ROOT, *args.other]
    results: list[list[tuple[float, ...]]] = [[] for _ in roots]
    for r in range(args.rounds):
        order = [(r + k) % len(roots) for k in range(len(roots))]  # each checkout goes first in turn
        for k in order:
            results[k].append(run(roots[k], args.games))
    names = ("games/s", "actions/s", "legal actions us (median, mid-game)", "JSON round trip us (median)")
    for k, name in enumerate(names):
        mine = statistics.median(x[k] for x in results[0])
        print(f"base {name}")
        for root, rows in zip(roots, results, strict=True):
            values = [x[k] for x in rows]
            med = statistics.median(values)
            label = "this checkout" if root == ROOT else str(root)
            vs = ""
            if root != ROOT:  # and the ratio of each round's pair (run minutes apart at most: less noise)
                paired = statistics.median(a[k] / b[k] for a, b in zip(results[0], rows, strict=True))
                vs = f"   this/other {mine / med:.3f} ({100 * (mine / med - 1):+.1f}%), per round {paired:.3f}"
            print(f"  {label:32s} {med:10.1f}  [{min(values):.1f} .. {max(values):.1f}]{vs}")
    for root, rows in zip(roots, results, strict=True):
        print(f"  games/s per round, {'this checkout' if root == ROOT else root}: {[round(x[0], 1) for x in rows]}")


if __name__ == "__main__":
    main()
