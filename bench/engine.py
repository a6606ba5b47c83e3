"""Engine benchmark (issue #2): prints games/s, actions/s, legal-action listing, JSON round trip, import time.

Players choose uniformly among their legal actions (no domestic trade offers, which legal_actions
never lists), 4 players, random boards, random seeds, in one process.

    .venv/bin/python bench/engine.py [--games 300]
    .venv/bin/python bench/engine.py --players 2 [--games2 1000]

With ``--players 2`` it also plays ``--games2`` complete games of the 2-player variant (issue 11),
checks that every one reaches a winner, and prints the variant's figures beside the base game's.
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

ACTION_CAP = 30_000


def play_games(n: int, players: int = 4) -> tuple[float, int, list[engine.GameState]]:
    """Play n complete games; return elapsed seconds, actions, and sampled mid-game states."""
    samples: list[engine.GameState] = []
    actions = 0
    start = time.perf_counter()
    for i in range(n):
        g = engine.new_game({"players": players, "board": "variable"}, seed=i * 7919 + 1)
        rng = random.Random(i)
        played = 0
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
            actions += 1
            played += 1
            if played > ACTION_CAP:
                raise SystemExit(f"game {i} ({players} players): no winner after {ACTION_CAP} actions")
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
    parser.add_argument("--players", type=int, choices=(2, 4), default=4, help="2: also the 2-player variant")
    parser.add_argument("--games2", type=int, default=1000, help="2-player games played with --players 2")
    args = parser.parse_args()

    elapsed, actions, samples = play_games(args.games)
    print(f"games            {args.games} complete 4-player games in {elapsed:.2f} s")
    print(f"games/s          {args.games / elapsed:.1f}   (target >= 40)")
    print(f"actions/s        {actions / elapsed:,.0f}   ({actions / args.games:.0f} actions per game)")
    if args.players == 2:
        elapsed2, actions2, samples2 = play_games(args.games2, players=2)
        print(f"2-player games   {args.games2} complete games in {elapsed2:.2f} s, every one to a winner")
        print(
            f"2-player games/s {args.games2 / elapsed2:.1f}   (4-player above: {args.games / elapsed:.1f})"
        )
        print(
            f"2-player act/s   {actions2 / elapsed2:,.0f}   ({actions2 / args.games2:.0f} actions per game; "
            f"4-player: {actions / elapsed:,.0f})"
        )
        trips2 = [median_us(lambda g=g: engine.from_json(engine.to_json(g)), 100) for g in samples2[:300]]
        print(f"2-player JSON    round trip median {statistics.median(trips2):.0f} us, size median "
              f"{statistics.median(len(engine.to_json(g)) for g in samples2):.0f} bytes")  # fmt: skip

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
