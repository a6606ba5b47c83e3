"""Engine speed of this checkout against another checkout of the engine, measured side by side.

Each round runs the same games (uniform random players, 4 players, random boards; base games, or with
``--expansion cities_and_knights`` C&K games with ``engine.bots.random_action``'s nudge) once with
each engine, in fresh processes, alternating, so that a busy machine slows both alike. Games are
timed in CPU time of the process (less sensitive to other processes than wall time).

    .venv/bin/python bench/compare_engines.py [--other /path/to/main ...] [--rounds 6 --games 60]
        [--catanatron /path/to/catanatron-env/bin/python] [--fastcatan /path/to/fastcatan-env/bin/python]

With ``--expansion base,cities_and_knights`` both are played in every round by every checkout, and the
C&K/base games/s ratio of each checkout is printed (issue #32 item 4: C&K at least 0.35x base). The rule
set is loaded before the timed games (its modules compiled: the checkouts run without bytecode).

With several ``--other`` checkouts, each round runs every checkout once, in an order rotated from one
round to the next. The figures are medians over the rounds, with the lowest and highest round after them,
and against each other checkout the ratio of the medians and the median of the rounds' ratios.

CPU time moves by 10-15 % between identical runs on a shared machine. With ``--instructions`` each checkout's
``--games`` games (seeds from 0) are counted in instructions instead (``bench/instructions.py``, valgrind): the same
count every run, so a 1 % step shows; a run takes minutes. Instructions are not time between rule sets (C&K's run
at fewer a second than base's): compare checkouts with them, and rule sets with the clock.

``--catanatron PYTHON`` adds catanatron (GPL, never installed with the product: a Python of its own virtual
environment, ``bench/requirements-catanatron.txt``) to every round: the same number of 4-player games of its
``RandomPlayer`` on its random boards, timed alike (games/s and actions/s only; its actions are not ours:
no domestic trades, a robber move and steal are one action, a discard is one).

``--fastcatan PATH`` (MIT; repeatable) adds the C++ engine fastcatan (github.com/s1nbo/fastcatan 1.0.2) to every
round, the same number of random 4-player games, timed alike, printed with this checkout's ratio to it. PATH is
either the Python of a virtual environment where fastcatan's Python bindings are installed (its games are played
by ``bench/fastcatan_worker.py``: a random player in Python over ``fastcatan.Env``, the same loop as ours), or an
executable built from ``bench/fastcatan_driver.cpp`` against fastcatan's C++ core (the random player in C++ too:
the engine's own speed, no Python at all). A PATH whose name starts with ``python`` is taken for a Python. Each
PATH plays twice a round: with no domestic trades (the players never compose a trade with another player, as
our random player; bank and harbour trades stay), the rules closest to our games, and with its own random
player's domestic trades. fastcatan is on no package index this machine reaches, and its build asks for
CPython 3.12's stable ABI (this machine has 3.11: built here without it); it is built outside the repository
from its public source, and the repository keeps no recipe for building it.

What differs in its games: one fixed 19-hex island (terrain, numbers and harbour kinds shuffled), 10 points,
a game stopped at 2,000 turns without a winner (random games end near 320 turns). A discard is one card per
action (ours: the whole discard is one). Its random player composes domestic trades card by card
(``TRADE_ADD_GIVE``/``TRADE_ADD_WANT``, open, accept/decline, confirm/cancel: about 3,000 of its ~4,200 actions
a game, at most 50 compose actions a turn), while ours makes no domestic offers. Without them its games take
about as many actions as ours (~1,000-1,100 a game) in as many turns (~320-340): those are the figures to
compare. Each engine's turns per game are printed beside.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.instructions import count  # noqa: E402

CODE = """
import random, statistics, sys, time
sys.path.insert(0, {root!r})
import engine
from engine.bots import random_action
from engine.legal import compute_legal_actions
n = {games}
options = {options!r}
actions = 0
turns = 0
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
    turns += g.turn
def median_us(fn, reps=50):
    out = []
    for _ in range(reps):
        t = time.perf_counter_ns(); fn(); out.append(time.perf_counter_ns() - t)
    return statistics.median(out) / 1000
listing = statistics.median(median_us(lambda g=g: compute_legal_actions(g, engine.must_act(g)[0])) for g in samples)
trip = statistics.median(median_us(lambda g=g: engine.from_json(engine.to_json(g))) for g in samples)
print(n / elapsed, actions / elapsed, listing, trip, turns / n)
"""


CATANATRON = """
import time
from catanatron import Color, Game, RandomPlayer
n = {games}
actions = turns = 0
elapsed = 0.0
for i in range(n):
    t = time.process_time()
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)], seed=i * 7919 + 1)  # seeds its global generator
    game.play()
    elapsed += time.process_time() - t
    actions += len(game.state.actions)
    turns += game.state.num_turns
print(n / elapsed, actions / elapsed, turns / n)
"""


FASTCATAN_WORKER = Path(__file__).resolve().parent / "fastcatan_worker.py"


def figures(stdout: str, count: int) -> tuple[float, ...]:
    """The numbers a timed run printed on its last line (a worker's warnings may come before it)."""
    lines = stdout.strip().splitlines()
    values = tuple(float(x) for x in lines[-1].split()) if lines else ()
    if len(values) != count:
        raise ValueError(f"expected {count} numbers, got {stdout!r}")
    return values


def fastcatan_command(path: str, games: int, domestic_trades: bool) -> list[str]:
    """A Python of fastcatan's environment plays through its bindings (the worker); anything else is taken for
    the executable built from ``bench/fastcatan_driver.cpp``. Both take the same arguments."""
    rest = [str(games)] if domestic_trades else [str(games), "no-domestic-trades"]
    if Path(path).name.startswith("python"):
        return [path, str(FASTCATAN_WORKER), *rest]
    return [path, *rest]


def fastcatan_label(path: str, domestic_trades: bool) -> str:
    how = "bindings, random player in Python" if Path(path).name.startswith("python") else "C++ driver"
    trades = "its random player's domestic trades" if domestic_trades else "no domestic trades, as ours"
    return f"fastcatan ({how}; {trades}; {path})"


def run_catanatron(python: str, games: int) -> tuple[float, ...]:
    out = subprocess.run([python, "-c", CATANATRON.format(games=games)], capture_output=True, text=True, check=True)
    return figures(out.stdout, 3)


def run_fastcatan(path: str, games: int, domestic_trades: bool) -> tuple[float, ...]:
    """games/s, actions/s and turns per game of fastcatan's random games."""
    out = subprocess.run(fastcatan_command(path, games, domestic_trades), capture_output=True, text=True, check=True)
    return figures(out.stdout, 3)


def ratio_to(mine: list[tuple[float, ...]], theirs: list[tuple[float, ...]], k: int) -> tuple[float, list[float]]:
    """This checkout over another engine on figure k: the ratio of the medians, and each round's own ratio
    (the pair ran minutes apart at most, so a busy spell slows both alike)."""
    of_medians = statistics.median(x[k] for x in mine) / statistics.median(x[k] for x in theirs)
    return of_medians, [a[k] / b[k] for a, b in zip(mine, theirs, strict=True)]


def run(root: Path, games: int, options: dict[str, object]) -> tuple[float, ...]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # leave the other checkout untouched
    out = subprocess.run(
        [sys.executable, "-c", CODE.format(root=str(root), games=games, options=options)],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    return figures(out.stdout, 5)


def instructions_of(roots: list[Path], expansions: list[str], all_options: list[dict[str, object]], games: int) -> None:
    """``--instructions``: each checkout's games counted in instructions (``bench/instructions.py``), and this checkout
    over each other per rule set: a step of 1 % shows, where the clock's 10 % between runs hides it."""
    table = [[count(root, options, games) for root in roots] for options in all_options]
    for e, expansion in enumerate(expansions):
        print(f"{expansion}: instructions, {games} games (seeds from 0)")
        mine = table[e][0][0]
        for root, (refs, actions) in zip(roots, table[e], strict=True):
            label = "this checkout" if root == ROOT else str(root)
            vs = f"   this/other {mine / refs:.4f} ({100 * (mine / refs - 1):+.2f}%)" if root != ROOT else ""
            print(f"  {label:32s} {refs / games / 1e6:9.2f} M/game  {refs / actions / 1e3:7.2f} k/action{vs}")
    if len(expansions) > 1:
        print("(rule sets against each other: instructions are not time. C&K's run fewer a second than base's: on the "
              "same 150 and 600 games, 0.380 in instructions, 0.321 by the clock)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--other", type=Path, action="append", default=[], help="another checkout of the engine")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument(
        "--expansion", default="base",
        help="cities_and_knights: C&K games (its random player's nudge: engine.bots); several, comma-separated "
        "(base,cities_and_knights), are played in the same rounds and their games/s ratio to the first is printed",
    )  # fmt: skip
    parser.add_argument("--catanatron", metavar="PYTHON", help="also catanatron's random games, in this Python")
    parser.add_argument(
        "--fastcatan", metavar="PATH", action="append", default=[],
        help="also fastcatan's random games: a Python with its bindings (bench/fastcatan_worker.py), or the "
        "executable built from bench/fastcatan_driver.cpp; may be given twice",
    )  # fmt: skip
    parser.add_argument(
        "--instructions", action="store_true",
        help="count each checkout's --games games in instructions (valgrind) instead of timing rounds",
    )  # fmt: skip
    args = parser.parse_args()
    roots = [ROOT, *args.other]
    expansions = args.expansion.split(",")
    if (args.catanatron or args.fastcatan) and expansions[0] != "base":
        parser.error("catanatron and fastcatan play base games: list base first in --expansion")
    all_options: list[dict[str, object]] = []
    for expansion in expansions:
        options: dict[str, object] = {"players": 4, "board": "variable"}
        if expansion != "base":
            options["expansion"] = expansion
        all_options.append(options)
    if args.instructions:
        instructions_of(roots, expansions, all_options, args.games)
        return
    # results[e][k]: the rounds of expansion e on checkout k
    results: list[list[list[tuple[float, ...]]]] = [[[] for _ in roots] for _ in expansions]
    # outside[label]: each round's (games/s, actions/s, turns per game) of an engine that is not ours
    outside: dict[str, list[tuple[float, ...]]] = {}
    for r in range(args.rounds):
        order = [(r + k) % len(roots) for k in range(len(roots))]  # each checkout goes first in turn
        for k in order:
            for e, options in enumerate(all_options):
                results[e][k].append(run(roots[k], args.games, options))
        if args.catanatron:
            outside.setdefault("catanatron 3.2.1, RandomPlayer x4", []).append(
                run_catanatron(args.catanatron, args.games)
            )
        for path in args.fastcatan:
            for trades in (False, True):
                outside.setdefault(fastcatan_label(path, trades), []).append(run_fastcatan(path, args.games, trades))
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
    ours = results[0][0]  # base games of this checkout: what the other engines' games are compared with
    if outside:
        turns = [x[4] for x in ours]
        print(f"{expansions[0]} turns per game, this checkout: {statistics.median(turns):.1f} "
              f"[{min(turns):.1f} .. {max(turns):.1f}]")  # fmt: skip
    for label, rows in outside.items():
        print(f"{label} (its actions are not ours: see this file's docstring)")
        for k, name in enumerate(("games/s", "actions/s")):
            values = [x[k] for x in rows]
            of_medians, per_round = ratio_to(ours, rows, k)
            print(
                f"  {name:10s} {statistics.median(values):10.1f}  [{min(values):.1f} .. {max(values):.1f}]   "
                f"this checkout/it {of_medians:.3f}x, per round {statistics.median(per_round):.3f}x "
                f"[{min(per_round):.3f} .. {max(per_round):.3f}]"
            )
        turns = [x[2] for x in rows]
        print(f"  turns/game {statistics.median(turns):10.1f}  [{min(turns):.1f} .. {max(turns):.1f}]")
    for e, expansion in enumerate(expansions):
        for root, rows in zip(roots, results[e], strict=True):
            label = "this checkout" if root == ROOT else root
            print(f"  {expansion} games/s per round, {label}: {[round(x[0], 1) for x in rows]}")
    for label, rows in outside.items():
        print(f"  games/s per round, {label}: {[round(x[0], 1) for x in rows]}")


if __name__ == "__main__":
    main()
