"""Engine benchmark (issue #2): prints games/s, actions/s, legal-action listing, JSON round trip, import time.

Players choose uniformly among their legal actions (no domestic trade offers, which legal_actions
never lists), 4 players, random boards, random seeds, in one process.

    .venv/bin/python bench/engine.py [--games 300]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.legal import compute_legal_actions  # noqa: E402


def play_games(n: int) -> tuple[float, int, list[engine.GameState]]:
    """Play n complete games; return elapsed seconds, actions, and sampled mid-game states."""
    samples: list[engine.GameState] = []
    actions = 0
    start = time.perf_counter()
    for i in range(n):
        g = engine.new_game({"players": 4, "board": "variable"}, seed=i * 7919 + 1)
        rng = random.Random(i)
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
            actions += 1
            # mid-game: turns 20-80, every 25th action, whatever the step
            if 20 <= g.turn <= 80 and actions % 25 == 0 and i % 2 == 0:
                samples.append(engine.from_json(engine.to_json(g)))
    return time.perf_counter() - start, actions, samples


def median_us(fn: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        t = time.perf_counter_ns()
        fn()
        times.append(time.perf_counter_ns() - t)
    return statistics.median(times) / 1000


def import_time_ms(runs: int = 7) -> float:
    """Fresh interpreter importing engine, with bytecode compiled beforehand (as when deployed)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "engine")], check=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = "import time; t = time.perf_counter(); import engine; print(time.perf_counter() - t)"
    results = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        )
        results.append(float(out.stdout) * 1000)
    return statistics.median(results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()

    elapsed, actions, samples = play_games(args.games)
    print(f"games            {args.games} complete 4-player games in {elapsed:.2f} s")
    print(f"games/s          {args.games / elapsed:.1f}   (target >= 40)")
    print(f"actions/s        {actions / elapsed:,.0f}   ({actions / args.games:.0f} actions per game)")

    warm, cold, counts = [], [], []
    for g in samples:
        seat = engine.must_act(g)[0]
        counts.append(len(compute_legal_actions(g, seat)))
        warm.append(median_us(lambda g=g, seat=seat: compute_legal_actions(g, seat), 200))

        def cold_listing(g: engine.GameState = g, seat: int = seat) -> None:
            g.road_cand = [-1] * g.n  # also drop the road-candidate masks kept between builds
            compute_legal_actions(g, seat)

        cold.append(median_us(cold_listing, 200))
    print(
        f"legal actions    median {statistics.median(warm):.1f} us (cold: {statistics.median(cold):.1f} us) over "
        f"{len(samples)} mid-game states, median {statistics.median(counts):.0f} actions each   (target < 15 us)"
    )
    rich = [c for c, n in zip(cold, counts, strict=True) if n >= 10]
    if rich:
        print(
            f"                 cold median {statistics.median(rich):.1f} us, max {max(rich):.1f} us over the "
            f"{len(rich)} states with 10 or more legal actions"
        )

    trips, sizes = [], []
    for g in samples:
        sizes.append(len(engine.to_json(g).encode()))
        trips.append(median_us(lambda g=g: engine.from_json(engine.to_json(g)), 200))
    print(f"JSON round trip  median {statistics.median(trips):.0f} us   (target < 500 us)")
    print(f"JSON size        median {statistics.median(sizes):.0f} bytes, max {max(sizes)}   (target < 6000)")
    print(f"import engine    median {import_time_ms():.1f} ms   (target < 50 ms)")


if __name__ == "__main__":
    main()
