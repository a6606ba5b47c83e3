"""Engine speed of this checkout against another checkout of the engine, measured side by side.

Each round runs the same games (uniform random players, 4 players, random boards; base games, or with
``--expansion cities_and_knights`` C&K games with ``engine.bots.random_action``'s nudge) once with
each engine, in fresh processes, alternating, so that a busy machine slows both alike. Games are
timed in CPU time of the process (less sensitive to other processes than wall time).

    .venv/bin/python bench/compare_engines.py --other /path/to/main [--other /path/to/older ...] [--rounds 6 --games 60]

With ``--expansion base,cities_and_knights`` both are played in every round by every checkout, and the
C&K/base games/s ratio of each checkout is printed (issue #32 item 4: C&K at least 0.35x base). The rule
set is loaded before the timed games (its modules compiled: the checkouts run without bytecode).

With several ``--other`` checkouts, each round runs every checkout once, in an order rotated from one
round to the next. The figures are medians over the rounds, with the lowest and highest round after them,
and against each other checkout the ratio of the medians and the median of the rounds' ratios.

``--catanatron PYTHON`` adds catanatron (GPL, never installed with the product: a Python of its own virtual
environment, ``bench/requirements-catanatron.txt``) to every round: the same number of 4-player games of its
``RandomPlayer`` on its random boards, timed alike (games/s and actions/s only; its actions are not ours:
no domestic trades, a robber move and steal are one action, a discard is one). The C++ engine fastcatan is
not on the package index this machine reaches, so it is not measured here.
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
from engine.bots import random_action
from engine.legal import compute_legal_actions
n = {games}
options = {options!r}
actions = 0
samples = []
elapsed = 0.0
engine.new_game(options, seed=0)  # the rule set's modules loaded (and compiled) before anything is timed
for i in range(n):
    t = time.process_time()
    g = engine.new_game(options, seed=i * 7919 + 1)
    rng = random.Random(i)
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))  # base: rng.choice(legal_actions)
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


CATANATRON = """
import time
from catanatron import Color, Game, RandomPlayer
n = {games}
actions = 0
elapsed = 0.0
for i in range(n):
    t = time.process_time()
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=i * 7919 + 1)  # seeds its global generator
    game.play()
    elapsed += time.process_time() - t
    actions += len(game.state.actions)
print(n / elapsed, actions / elapsed)
"""


def run_catanatron(python: str, games: int) -> tuple[float, ...]:
    out = subprocess.run([python, "-c", CATANATRON.format(games=games)], capture_output=True, text=True, check=True)
    return tuple(float(x) for x in out.stdout.split())


def run(root: Path, games: int, options: dict[str, object]) -> tuple[float, ...]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # leave the other checkout untouched
    out = subprocess.run(
        [sys.executable, "-c", CODE.format(root=str(root), games=games, options=options)],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    return tuple(float(x) for x in out.stdout.split())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--other", type=Path, action="append", required=True)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument(
        "--expansion", default="base",
        help="cities_and_knights: C&K games (its random player's nudge: engine.bots); several, comma-separated "
        "(base,cities_and_knights), are played in the same rounds and their games/s ratio to the first is printed",
    )  # fmt: skip
    parser.add_argument("--catanatron", metavar="PYTHON", help="also catanatron's random games, in this Python")
    args = parser.parse_args()
    roots = [ROOT, *args.other]
    expansions = args.expansion.split(",")
    all_options: list[dict[str, object]] = []
    for expansion in expansions:
        options: dict[str, object] = {"players": 4, "board": "variable"}
        if expansion != "base":
            options["expansion"] = expansion
        all_options.append(options)
    # results[e][k]: the rounds of expansion e on checkout k
    results: list[list[list[tuple[float, ...]]]] = [[[] for _ in roots] for _ in expansions]
    outside: list[tuple[float, ...]] = []
    for r in range(args.rounds):
        order = [(r + k) % len(roots) for k in range(len(roots))]  # each checkout goes first in turn
        for k in order:
            for e, options in enumerate(all_options):
                results[e][k].append(run(roots[k], args.games, options))
        if args.catanatron:
            outside.append(run_catanatron(args.catanatron, args.games))
    names = ("games/s", "actions/s", "legal actions us (median, mid-game)", "JSON round trip us (median)")
    for e, expansion in enumerate(expansions):
        for k, name in enumerate(names):
            mine = statistics.median(x[k] for x in results[e][0])
            print(f"{expansion} {name}")
            for root, rows in zip(roots, results[e], strict=True):
                values = [x[k] for x in rows]
                med = statistics.median(values)
                label = "this checkout" if root == ROOT else str(root)
                vs = ""
                if root != ROOT:  # and the ratio of each round's pair (run minutes apart at most: less noise)
                    paired = statistics.median(a[k] / b[k] for a, b in zip(results[e][0], rows, strict=True))
                    vs = f"   this/other {mine / med:.3f} ({100 * (mine / med - 1):+.1f}%), per round {paired:.3f}"
                print(f"  {label:32s} {med:10.1f}  [{min(values):.1f} .. {max(values):.1f}]{vs}")
    for e in range(1, len(expansions)):
        # games/s of this expansion over the first one's, per checkout: each round's pair ran minutes apart at most
        print(f"{expansions[e]} / {expansions[0]} games/s (per round: median [lowest .. highest]; per action)")
        for k, root in enumerate(roots):
            ratios = [a[0] / b[0] for a, b in zip(results[e][k], results[0][k], strict=True)]
            per_action = [a[1] / b[1] for a, b in zip(results[e][k], results[0][k], strict=True)]
            label = "this checkout" if root == ROOT else str(root)
            print(
                f"  {label:32s} {statistics.median(ratios):.3f} [{min(ratios):.3f} .. {max(ratios):.3f}]; "
                f"actions/s {statistics.median(per_action):.3f}"
            )
    if outside:
        print("catanatron 3.2.1, RandomPlayer x4 (games/s, actions/s; its actions are not ours)")
        for k, name in enumerate(("games/s", "actions/s")):
            values = [x[k] for x in outside]
            med = statistics.median(values)
            paired = statistics.median(a[k] / b[k] for a, b in zip(results[0][0], outside, strict=True))
            print(
                f"  {name:10s} {med:10.1f}  [{min(values):.1f} .. {max(values):.1f}]   this checkout/catanatron "
                f"{statistics.median(x[k] for x in results[0][0]) / med:.2f}x, per round {paired:.2f}x"
            )
    for e, expansion in enumerate(expansions):
        for root, rows in zip(roots, results[e], strict=True):
            label = "this checkout" if root == ROOT else root
            print(f"  {expansion} games/s per round, {label}: {[round(x[0], 1) for x in rows]}")


if __name__ == "__main__":
    main()
