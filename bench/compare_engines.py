"""Base-game speed of this checkout against another checkout of the engine, measured side by side.

Each round runs the same base games (uniform random players, 4 players, random boards) once with
each engine, in fresh processes, alternating, so that a busy machine slows both alike.

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
import random, sys, time
sys.path.insert(0, {root!r})
import engine
n = {games}
actions = 0
t = time.perf_counter()
for i in range(n):
    g = engine.new_game({{"players": 4, "board": "variable"}}, seed=i * 7919 + 1)
    rng = random.Random(i)
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        actions += 1
elapsed = time.perf_counter() - t
print(n / elapsed, actions / elapsed)
"""


def run(root: Path, games: int) -> tuple[float, float]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # leave the other checkout untouched
    out = subprocess.run(
        [sys.executable, "-c", CODE.format(root=str(root), games=games)],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    gps, aps = out.stdout.split()
    return float(gps), float(aps)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--other", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    mine, other = [], []
    for r in range(args.rounds):
        first, second = (ROOT, args.other) if r % 2 == 0 else (args.other, ROOT)
        a, b = run(first, args.games), run(second, args.games)
        (mine if first == ROOT else other).append(a[0])
        (other if first == ROOT else mine).append(b[0])
    m, o = statistics.median(mine), statistics.median(other)
    print(f"base games/s  this checkout {m:.1f}  vs  {args.other}: {o:.1f}   ({100 * (m / o - 1):+.1f}%)")
    print(f"  rounds: this {[round(x, 1) for x in mine]}  other {[round(x, 1) for x in other]}")


if __name__ == "__main__":
    main()
