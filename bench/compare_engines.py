"""Base-game speed of this checkout against another checkout of the engine, measured side by side.

Each round runs the same base games (uniform random players, 4 players, random boards) once with
each engine, in fresh processes, alternating, so that a busy machine slows both alike. Games are
timed in CPU time of the process (less sensitive to other processes than wall time).

    .venv/bin/python bench/compare_engines.py --other /path/to/main [--rounds 6 --games 60]
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
    parser.add_argument("--other", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    mine: list[tuple[float, ...]] = []
    other: list[tuple[float, ...]] = []
    for r in range(args.rounds):
        first, second = (ROOT, args.other) if r % 2 == 0 else (args.other, ROOT)
        a, b = run(first, args.games), run(second, args.games)
        (mine if first == ROOT else other).append(a)
        (other if first == ROOT else mine).append(b)
    names = ("games/s", "actions/s", "legal actions us (median, mid-game)", "JSON round trip us (median)")
    for k, name in enumerate(names):
        m, o = statistics.median(x[k] for x in mine), statistics.median(x[k] for x in other)
        print(f"base {name:36s} this checkout {m:10.1f}   {args.other}: {o:10.1f}   ({100 * (m / o - 1):+.1f}%)")
    print(f"  games/s per round: this {[round(x[0], 1) for x in mine]}  other {[round(x[0], 1) for x in other]}")


if __name__ == "__main__":
    main()
