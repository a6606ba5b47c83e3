"""Engine benchmark: games/s, actions/s, legal-action listing, JSON round trip and size, import time.

Players are ``engine.bots.random_action``: uniform among their legal actions (no domestic trade
offers, which legal_actions never lists); in C&K with a nudge towards scoring builds, without which
random games may not finish. 4 players, random boards, random seeds, in one process.

    .venv/bin/python bench/engine.py [--games 300]
    .venv/bin/python bench/engine.py --expansion cities_and_knights [--games 300 --ck-games 40]
    .venv/bin/python bench/engine.py --expansion seafarers [--games 300 --sea-games 40]
    .venv/bin/python bench/engine.py --players 2 [--games2 1000]
    .venv/bin/python bench/engine.py --players 6 [--games6 150] [--six-mode paired_players]

With ``--expansion cities_and_knights`` the base figures and the C&K figures are measured side by
side in the same run (interleaved in rounds, so that a busy machine affects both alike); so are the four
Seafarers scenarios with ``--expansion seafarers`` (4 players each, with the cost of one such game relative
to a base game: target at most 2x). With
``--players 2`` the 2-player variant (two_player.md) is measured beside the base game the same way, and
every one of its ``--games2`` games must reach a winner. With ``--players 6`` (or 5) the 5-6 player extension
(five_six.md, Special Build Phase by default) is measured beside the 4-player base game the same way, with
the cost of one such game relative to a 4-player one (target: at most 1.8x for 6 players).

Games/s is wall-clock, as the targets are meant (an otherwise idle machine). On a shared machine the
figure falls with the others' load; games per CPU-second (this process's CPU time over the same
stretches) falls less, and the ratio of two rule sets measured in one run stays meaningful (C&K against
base: within about +-0.02 between runs).
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.bots import random_action  # noqa: E402
from engine.legal import compute_legal_actions  # noqa: E402

BASE: dict[str, Any] = {"players": 4, "board": "variable"}
CK: dict[str, Any] = {"players": 4, "board": "variable", "expansion": "cities_and_knights"}


class Run:
    """Accumulated figures of one rule set."""

    def __init__(self, name: str, options: dict[str, Any], mid: tuple[int, int]) -> None:
        self.name, self.options, self.mid = name, options, mid
        self.games = self.actions = 0
        self.elapsed = 0.0
        self.cpu = 0.0  # process CPU time of the same stretches: what other processes on the machine take is left out
        # Mid-game states kept as JSON text until the report: thousands of live states would be scanned by
        # every garbage collection during the timed games and slow them (by ~8% in C&K runs).
        self.samples: list[str] = []
        self.lengths: list[int] = []
        self.attacks: list[int] = []

    def play(self, first: int, n: int) -> None:
        lo, hi = self.mid
        for i in range(first, first + n):
            start, cpu = time.perf_counter(), time.process_time()
            g = engine.new_game(self.options, seed=i * 7919 + 1)
            rng = random.Random(i)
            actions = 0
            sample = i % 2 == 0
            while g.phase != "over":
                seat = engine.must_act(g)[0]
                engine.apply_action(g, seat, random_action(g, seat, rng))
                actions += 1
                # mid-game, every 25th action, whatever the step
                if sample and lo <= g.turn <= hi and actions % 25 == 0:
                    self.elapsed += time.perf_counter() - start
                    self.cpu += time.process_time() - cpu
                    self.samples.append(engine.to_json(g))
                    start, cpu = time.perf_counter(), time.process_time()
            self.elapsed += time.perf_counter() - start
            self.cpu += time.process_time() - cpu
            self.games += 1
            self.actions += actions
            self.lengths.append(actions)
            self.attacks.append(g.ck.attacks if g.ck is not None else 0)


def share(total: int, rounds: int, r: int) -> tuple[int, int]:
    """Round ``r``'s games of ``total`` spread over ``rounds``: (first game, count). The remainder is spread
    over the rounds, so any count works (8 games over 10 rounds: eight rounds of one game)."""
    first = r * total // rounds
    return first, (r + 1) * total // rounds - first


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


def report(run: Run, targets: dict[str, str]) -> None:
    print(f"== {run.name}")
    print(f"games            {run.games} complete {run.options['players']}-player games in {run.elapsed:.2f} s")
    print(f"games/s          {run.games / run.elapsed:.1f}   (target {targets['games']})")
    print(
        f"games/CPU-s      {run.games / run.cpu:.1f}   (per second of this process's CPU time: a loaded machine slows it less)"
    )
    print(f"actions/s        {run.actions / run.elapsed:,.0f}   ({run.actions / run.games:.0f} actions per game)")
    warm, cold, counts = [], [], []
    samples = [engine.from_json(text) for text in run.samples[:400]]
    for g in samples:
        seat = engine.must_act(g)[0]
        counts.append(len(compute_legal_actions(g, seat)))
        warm.append(median_us(lambda g=g, seat=seat: compute_legal_actions(g, seat), 100))

        def cold_listing(g: engine.GameState = g, seat: int = seat) -> None:
            g.road_cand = [-1] * g.n  # also drop the road-candidate masks kept between builds
            compute_legal_actions(g, seat)

        cold.append(median_us(cold_listing, 100))
    print(
        f"legal actions    median {statistics.median(warm):.1f} us (cold: {statistics.median(cold):.1f} us) over "
        f"{len(warm)} mid-game states, median {statistics.median(counts):.0f} actions each   (target {targets['legal']})"
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
        trips.append(median_us(lambda g=g: engine.from_json(engine.to_json(g)), 100))
    print(
        f"JSON round trip  median {statistics.median(trips):.0f} us, max {max(trips):.0f} us   (target {targets['json']})"
    )
    print(
        f"JSON size        median {statistics.median(sizes):.0f} bytes, max {max(sizes)}   (target {targets['size']})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="base games")
    parser.add_argument("--expansion", choices=("base", "cities_and_knights", "seafarers"), default="base")
    parser.add_argument("--ck-games", type=int, default=40, help="C&K games (with --expansion cities_and_knights)")
    parser.add_argument("--sea-games", type=int, default=40, help="games per Seafarers scenario (--expansion seafarers)")
    parser.add_argument(
        "--players", type=int, choices=(2, 4, 5, 6), default=4, help="2, 5 or 6: also that player count's rule set"
    )
    parser.add_argument("--games2", type=int, default=1000, help="2-player games (with --players 2)")
    parser.add_argument("--games6", type=int, default=150, help="5-6 player games (with --players 5 or 6)")
    parser.add_argument(
        "--six-mode", choices=("special_build_phase", "paired_players"), default="special_build_phase",
        help="turn mode of the 5-6 player games",
    )  # fmt: skip
    args = parser.parse_args()

    base = Run("base game", BASE, (20, 80))
    base_t = {"games": ">= 40", "legal": "< 15 us", "json": "< 500 us", "size": "< 6000"}
    if args.players == 2:
        two = Run("2-player variant", {"players": 2, "board": "variable"}, (20, 80))
        rounds = 10
        for r in range(rounds):
            base.play(*share(args.games, rounds, r))
            two.play(*share(args.games2, rounds, r))
        report(base, base_t)
        report(two, base_t)
        print(f"2-player games   {two.games} played, every one to a winner (the loop ends only at game over)")
    elif args.players in (5, 6):
        options = {"players": args.players, "board": "variable", "six_turn_mode": args.six_mode}
        six = Run(f"{args.players}-player game ({args.six_mode})", options, (20, 120))
        rounds = 10
        for r in range(rounds):  # interleaved: both see the same machine load
            base.play(*share(args.games, rounds, r))
            six.play(*share(args.games6, rounds, r))
        report(base, base_t)
        report(six, {"games": ">= 22", "legal": "< 20 us", "json": "< 800 us", "size": "< 9000"})
        per_game = (six.cpu / six.games) / (base.cpu / base.games)
        print(
            f"{args.players}-player game costs {per_game:.2f}x a 4-player game (CPU per game; target <= 1.8x), "
            f"{six.actions / six.games:.0f} vs {base.actions / base.games:.0f} actions per game; "
            f"{six.games} played, every one to a winner"
        )
    elif args.expansion == "seafarers":
        scenarios = ("new_shores", "four_islands", "fog_island", "through_the_desert")
        seas = [Run(f"Seafarers, {s}", {"players": 4, "expansion": "seafarers", "sea_scenario": s}, (10, 80))
                for s in scenarios]  # fmt: skip
        rounds = 10
        for r in range(rounds):  # interleaved: all see the same machine load
            base.play(*share(args.games, rounds, r))
            for sea in seas:
                sea.play(*share(args.sea_games, rounds, r))
        report(base, base_t)
        for sea in seas:
            report(sea, {"games": ">= 20", "legal": "< 30 us", "json": "< 1000 us", "size": "< 9000"})
            per_game = (sea.cpu / sea.games) / (base.cpu / base.games)
            print(
                f"{sea.name} game costs {per_game:.2f}x a base game (CPU per game; target <= 2x), "
                f"{sea.actions / sea.games:.0f} vs {base.actions / base.games:.0f} actions per game"
            )
    elif args.expansion == "base":
        base.play(0, args.games)
        report(base, base_t)
    else:
        ck = Run("Cities & Knights", CK, (20, 400))
        rounds = 10
        for r in range(rounds):  # interleaved: both see the same machine load
            base.play(*share(args.games, rounds, r))
            ck.play(*share(args.ck_games, rounds, r))
        report(base, base_t)
        report(ck, {"games": ">= 25", "legal": "< 20 us", "json": "< 1000 us", "size": "< 10000"})
        print(
            f"C&K per action   {1e6 * ck.elapsed / ck.actions:.1f} us vs base {1e6 * base.elapsed / base.actions:.1f} us; "
            f"barbarian attacks per game median {statistics.median(ck.attacks):.0f}"
        )
        print(
            f"C&K / base       {(ck.games / ck.elapsed) / (base.games / base.elapsed):.3f} games/s over games/s   "
            "(target >= 0.35; issue #32 item 4)"
        )
    print(f"import engine    median {import_time_ms():.1f} ms   (target < 50 ms)")


if __name__ == "__main__":
    main()
