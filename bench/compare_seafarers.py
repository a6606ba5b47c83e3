"""Seafarers speed of this checkout against other checkouts, measured side by side (issue #31's bench target).

Each round runs, in a fresh process per checkout (alternating which goes first), the same random games as
``bench/engine.py --expansion seafarers``: base games and games of each Seafarers scenario, 4 players, with
``engine.bots.random_action``, timed in the process's CPU time. Per checkout it prints the CPU per game and
per action of each, and a Seafarers game's cost relative to a base game measured in the same process (the
target: at most 2x per game); against each other checkout, the ratio of the medians. Before the timed games
each process makes one game of every scenario, untimed: importing the rule set and making its eight maps (about
0.1 s of CPU, more without compiled bytecode) is paid once per process, and timed it would be charged to the first
scenario's few games.

    .venv/bin/python bench/compare_seafarers.py --other /tmp/old-checkout [--other ...] [--rounds 4 --games 40 --sea-games 8]

CPU time on a machine shared with other work moves by 10-15 % between identical checkouts. With
``--instructions`` each checkout's games are counted in instructions instead (valgrind's cachegrind, no cache
simulation, ``PYTHONHASHSEED=0``: the same count on every run), the same games (``--games`` base games and
``--sea-games`` per scenario, seeds from 0), less the count of a run that makes no game (start-up, imports and
the scenario's maps); a run takes minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.instructions import count  # noqa: E402

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")

CODE = """
import json, random, sys, time
sys.path.insert(0, {root!r})
import engine
from engine.bots import random_action
def play(options, first, n):
    cpu = 0.0
    actions = 0
    for i in range(first, first + n):
        t = time.process_time()
        g = engine.new_game(options, seed=i * 7919 + 1)
        rng = random.Random(i)
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
            actions += 1
        cpu += time.process_time() - t
    return cpu / n, actions / n
for s in {scenarios!r}:  # untimed: the rule set's import and its maps are made once per process, not per game
    engine.new_game({{"players": 4, "expansion": "seafarers", "sea_scenario": s}}, seed=0)
out = {{"base": play({{"players": 4, "board": "variable"}}, {first}, {games})}}
for s in {scenarios!r}:
    out[s] = play({{"players": 4, "expansion": "seafarers", "sea_scenario": s}}, {first}, {sea_games})
print(json.dumps(out))
"""


def run(root: Path, first: int, games: int, sea_games: int) -> dict[str, list[float]]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # leave the other checkouts untouched
    code = CODE.format(root=str(root), first=first, games=games, sea_games=sea_games, scenarios=SCENARIOS)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    return json.loads(out.stdout)


def instructions(roots: list[Path], games: int, sea_games: int) -> None:
    table: dict[Path, dict[str, tuple[float, float]]] = {}
    for root in roots:
        row = table[root] = {}
        for name in ("base", *SCENARIOS):
            options: dict[str, object] = {"players": 4, "board": "variable"}
            n = games
            if name != "base":
                options, n = {"players": 4, "expansion": "seafarers", "sea_scenario": name}, sea_games
            refs, actions = count(root, options, n)  # the scenario's maps made first, uncounted
            row[name] = (refs / n, actions / n)
    for root in roots:
        row = table[root]
        print(f"== {'this checkout' if root == ROOT else root}: instructions, {games} base games and {sea_games} "
              "games per scenario (seeds from 0)")  # fmt: skip
        base_game, base_actions = row["base"]
        for name, (per_game, actions) in row.items():
            line = f"  {name:20s} {per_game / 1e6:9.1f} M/game  {actions:6.0f} actions/game  {per_game / actions / 1e3:6.1f} k/action"
            if name != "base":
                line += (f"   x base: {per_game / base_game:5.2f} per game (target <= 2), "
                         f"{(per_game / actions) / (base_game / base_actions):5.2f} per action")  # fmt: skip
            print(line)
    for root in roots[1:]:
        print(f"== this checkout's instructions per game / {root}'s")
        for name in table[ROOT]:
            ratio = table[ROOT][name][0] / table[root][name][0]
            print(f"  {name:20s} {ratio:.3f}  ({100 * (ratio - 1):+.1f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--other", type=Path, action="append", required=True)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--games", type=int, default=40, help="base games per round")
    parser.add_argument("--sea-games", type=int, default=8, help="games per Seafarers scenario per round")
    parser.add_argument("--instructions", action="store_true", help="count instructions (valgrind), not CPU time")
    args = parser.parse_args()
    roots = [ROOT, *args.other]
    if args.instructions:
        instructions(roots, args.games, args.sea_games)
        return
    results: list[list[dict[str, list[float]]]] = [[] for _ in roots]
    for r in range(args.rounds):  # every round new seeds, the same for every checkout
        for k in [(r + j) % len(roots) for j in range(len(roots))]:  # each checkout goes first in turn
            results[k].append(run(roots[k], r * args.sea_games, args.games, args.sea_games))
    names = ("base", *SCENARIOS)
    for root, rows in zip(roots, results, strict=True):
        print(f"== {'this checkout' if root == ROOT else root}: {args.rounds} rounds of {args.games} base games "
              f"and {args.sea_games} games per scenario, medians over the rounds")  # fmt: skip
        for name in names:
            ms = statistics.median(row[name][0] for row in rows) * 1000
            acts = statistics.median(row[name][1] for row in rows)
            line = f"  {name:20s} {ms:8.1f} ms CPU/game  {acts:6.0f} actions/game  {1000 * ms / acts:6.1f} us/action"
            if name != "base":  # against the base game of the same process
                per_game = statistics.median(row[name][0] / row["base"][0] for row in rows)
                per_action = statistics.median(
                    (row[name][0] / row[name][1]) / (row["base"][0] / row["base"][1]) for row in rows
                )
                line += f"   x base: {per_game:5.2f} per game (target <= 2), {per_action:5.2f} per action"
            print(line)
    for root, rows in zip(roots[1:], results[1:], strict=True):
        print(f"== this checkout's CPU per game / {root}'s (median of the rounds' ratios)")
        for name in names:
            ratio = statistics.median(a[name][0] / b[name][0] for a, b in zip(results[0], rows, strict=True))
            print(f"  {name:20s} {ratio:.3f}  ({100 * (ratio - 1):+.1f}%)")


if __name__ == "__main__":
    main()
