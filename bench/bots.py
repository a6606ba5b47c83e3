"""Tournaments among the built-in players: win rates with 95% confidence intervals, decision times.

Each pairing "X:Y" plays games of one X against (players - 1) Y, X's seat rotating through every seat
(game i puts X at seat i mod players); the board and dice come from the game's seed. Printed per
pairing: X's wins, win rate and Wilson 95% interval (a fair share is 1/players), games without a
winner within the move cap, and decision time per strength over every decision made (median, p99,
max). ``random`` is the engine's uniformly random legal player; ``sparring`` is the bench's
expectimax player (``players.sparring``); ``tactics`` is ``hard`` without its search (``normal`` with
``players.tactics``' main-step habits), which measures those habits alone in a few minutes. ``--no-trades`` makes the other seats ignore every domestic
offer (people who never trade); ``--compare normal`` also plays ``normal`` against the same pool on the
same seeds and prints both results side by side. A pairing may name its own table
(``hard:normal:no-trades,hard:normal:trades``); the pairings of a run are played interleaved, game by
game, so a run stopped early (SIGTERM, ``--stop-after SECONDS``) has about as many games of each. Without
``--deadline-ms``, ``hard`` searches a fixed number of simulated moves (the rule set's budget): the
figures are the same on any machine at any load; with it, they depend on the load, as in production.

    .venv/bin/python bench/bots.py --games 400                         # all default pairings
    .venv/bin/python bench/bots.py --games 100 --pairings hard:normal --iterations 24
    nice -n 15 .venv/bin/python bench/bots.py --games 200 --pairings hard:sparring --no-trades \
        --compare normal --progress 20
    nice -n 15 .venv/bin/python bench/bots.py --games 200 --jobs 2 --compare normal --progress 10 \
        --pairings hard:normal:no-trades,hard:normal:trades,hard:sparring:no-trades,hard:sparring:trades
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stats import wilson
from players import decide, sparring
from players.match import play_game, tactics_decide

DEFAULT_PAIRINGS = ("normal:random", "easy:random", "normal:easy", "hard:normal", "hard:easy", "hard:random")


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def play_one(args: tuple[str, str, int, int, dict[str, Any], int, float | None]) -> dict[str, Any]:
    """One game of the pairing; returns the winner's role and every decision time by strength."""
    hero, rest, index, players, options, iterations, deadline_ms, no_trades = args
    seats = [rest] * players
    hero_seat = index % players
    seats[hero_seat] = hero
    times: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)  # the process's CPU time: what the load does not inflate
    # step: [searched, overrode normal, cut short by the deadline, simulated moves, CPU seconds of those searches]
    searched: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0, 0, 0.0])

    def timed(view: dict[str, Any], rng: random.Random, strength: str) -> Any:
        start, cpu_start = time.perf_counter(), time.process_time()
        deadline = None if deadline_ms is None else start + deadline_ms / 1000
        stats: dict[str, Any] = {}
        if strength == "sparring":
            action = sparring.decide(view, rng)
        elif strength == "tactics":
            action = tactics_decide(view, rng)
        else:
            action = decide(
                view, rng, strength=strength, iterations=iterations, deadline=deadline, clock=time.perf_counter,
                stats=stats,
            )  # fmt: skip
        times[strength].append(time.perf_counter() - start)
        spent = time.process_time() - cpu_start
        cpu[strength].append(spent)
        if stats.get("searched"):
            row = searched[view["step"]]
            row[0] += 1
            row[1] += bool(stats.get("overrode"))
            row[2] += bool(stats.get("timed_out"))
            row[3] += int(stats.get("moves", 0))
            row[4] += spent
        return action

    others = [s for s in range(players) if s != hero_seat] if no_trades else []
    game = play_game(options, 100_000 + index, seats, decider=timed, ignore_offers=others)
    return {
        "hero_won": game.winner == hero_seat,
        "winner": game.winner,
        "turns": game.turn,
        "times": dict(times),
        "cpu": dict(cpu),
        "searched": dict(searched),
    }


Key = tuple[int, str]  # (pairing's index, hero)


def _progress(
    results: dict[Key, list[dict[str, Any]]], key: Key, result: dict[str, Any], every: int, label: str
) -> None:
    """Collect a result; every ``every`` games of a hero, print the running tallies of the heroes of its
    pairing (a run cut off early still shows where it was, side by side)."""
    results[key].append(result)
    if every and len(results[key]) % every == 0:
        cells = []
        for (index, name), rs in results.items():
            if index != key[0]:
                continue
            wins = sum(r["hero_won"] for r in rs)
            lo, hi = wilson(wins, len(rs))
            ts = sorted(t for r in rs for t in r["times"].get(name, ()))
            p99 = f", its p99 {percentile(ts, 0.99) * 1000:.0f} ms" if ts else ""
            cells.append(f"{name} won {wins}/{len(rs)} = {wins / max(1, len(rs)):.1%} ({lo:.1%}-{hi:.1%}{p99})")
        print(f"    ... {label}: " + "  |  ".join(cells))
        sys.stdout.flush()


def _quiet_worker() -> None:
    """Workers leave Ctrl-C to the parent, which stops them (``Pool.terminate``: SIGTERM, which must
    end them, so not the parent's handler) and prints what was played."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_pairings(
    specs: list[tuple[str, list[str], str, bool]], games: int, opts: argparse.Namespace
) -> list[dict[str, tuple[int, int]]]:
    """Play every pairing ``(label, heroes, pool, no_trades)``, each hero against its pool on the same
    seeds, interleaved game by game (game i of every pairing before game i + 1 of any), so a run cut
    short (SIGTERM, ``--stop-after``) has about as many games of each; prints the figures and returns
    per pairing, per hero (wins, games played)."""
    options: dict[str, Any] = {}
    if opts.expansion:
        options["expansion"] = opts.expansion
    jobs = [
        ((k, hero), (hero, rest, i, opts.players, options, opts.iterations, opts.deadline_ms, no_trades))
        for i in range(opts.first_game, opts.first_game + games)
        for k, (_, heroes, rest, no_trades) in enumerate(specs)
        for hero in heroes
    ]
    start = time.perf_counter()
    stop = None if opts.stop_after is None else start + opts.stop_after
    results: dict[Key, list[dict[str, Any]]] = {(k, h): [] for k, spec in enumerate(specs) for h in spec[1]}

    def collect(key: Key, result: dict[str, Any]) -> bool:
        _progress(results, key, result, opts.progress, specs[key[0]][0])
        return stop is None or time.perf_counter() < stop

    try:
        if opts.jobs > 1:
            import multiprocessing

            pool = multiprocessing.get_context("fork").Pool(opts.jobs, initializer=_quiet_worker)
            results_in_order = pool.imap(play_one, [j for _, j in jobs])
            try:
                for key, _ in jobs:
                    while True:  # wait in short slices, so a signal's KeyboardInterrupt is raised promptly
                        try:
                            result = results_in_order.next(timeout=0.5)
                            break
                        except multiprocessing.TimeoutError:
                            continue
                    if not collect(key, result):
                        print("    --stop-after reached: the figures below cover the games played")
                        break
            finally:
                pool.terminate()  # games in play are dropped
        else:
            for key, job in jobs:
                if not collect(key, play_one(job)):
                    print("    --stop-after reached: the figures below cover the games played")
                    break
    except KeyboardInterrupt:
        print("    interrupted: the figures below cover the games played")
    elapsed = time.perf_counter() - start
    out = []
    for k, (_, heroes, rest, no_trades) in enumerate(specs):
        out.append({hero: _report(hero, rest, results[(k, hero)], elapsed, opts, no_trades) for hero in heroes})
    return out


def _report(
    hero: str, rest: str, results: list[dict[str, Any]], elapsed: float, opts: argparse.Namespace, no_trades: bool
) -> tuple[int, int]:
    games = len(results)
    wins = sum(r["hero_won"] for r in results)
    unfinished = sum(r["winner"] < 0 for r in results)
    lo, hi = wilson(wins, games)
    turns = sorted(r["turns"] for r in results)
    table = "no domestic trades" if no_trades else "domestic trades"
    print(
        f"{hero} vs {opts.players - 1}x {rest} ({opts.expansion or 'base'}, {table}): {games} games, "
        f"{hero} won {wins} = {wins / max(1, games):.1%} "
        f"(95% CI {lo:.1%}-{hi:.1%}; fair share {1 / opts.players:.0%}), no winner {unfinished}, "
        f"median {percentile(turns, 0.5):.0f} turns, {elapsed:.0f} s (all heroes)"
    )
    by_strength: dict[str, list[float]] = defaultdict(list)
    cpu_by_strength: dict[str, list[float]] = defaultdict(list)
    for r in results:
        for strength, ts in r["times"].items():
            by_strength[strength].extend(ts)
        for strength, ts in r.get("cpu", {}).items():
            cpu_by_strength[strength].extend(ts)
    steps: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0, 0, 0.0])
    for r in results:
        for step, row in r["searched"].items():
            for k, x in enumerate(row):
                steps[step][k] += x
    if steps:
        print("    searched decisions (overriding normal's choice): " + ", ".join(
            f"{step} {n} ({over})" for step, (n, over, *_) in sorted(steps.items())
        ))  # fmt: skip
        # Which budget bounded the search: the simulated-move cap (reproducible) or the deadline (load).
        n_all = sum(row[0] for row in steps.values())
        cut = sum(row[2] for row in steps.values())
        moves = sum(row[3] for row in steps.values())
        spent = sum(row[4] for row in steps.values())
        print(
            f"    search budget: {moves / max(1, n_all):.0f} simulated moves per searched decision on average; "
            f"the deadline cut {cut} of {n_all} searches ({cut / max(1, n_all):.1%}), the rest ended within the cap"
        )
        # what the engine's speed buys the search (issue #32 item 5): moves per second of the searches' CPU time
        print(f"    simulated moves per CPU second of search: {moves / max(spent, 1e-9):,.0f} ({spent:.1f} s of CPU)")
    for strength, ts in sorted(by_strength.items()):
        ts.sort()
        print(
            f"    {strength:8s} decisions {len(ts):7d}: median {percentile(ts, 0.5) * 1000:7.2f} ms, "
            f"p99 {percentile(ts, 0.99) * 1000:7.1f} ms, max {ts[-1] * 1000:7.1f} ms (wall clock); "
            f"CPU time p99 {percentile(sorted(cpu_by_strength[strength]), 0.99) * 1000:.1f} ms, "
            f"max {max(cpu_by_strength[strength], default=0.0) * 1000:.1f} ms"
        )
    sys.stdout.flush()
    return wins, games


def _budget_text(opts: argparse.Namespace) -> str:
    """Which budget bounds ``hard``'s search in this run: a fixed one in simulated moves (the same
    figures on any machine, at any load) and/or a deadline (as in production, where the load matters)."""
    from players.rulesets import PLAYERS
    from players.setup_search import DEFAULT_BUDGET

    rule_set = opts.expansion or ("two_player" if opts.players == 2 else "base")
    try:
        cap = PLAYERS.of_name(rule_set).move_budget
    except (KeyError, ValueError):
        cap = None
    if opts.iterations:
        fixed = f"{opts.iterations} samples per decision ({opts.iterations * 100} set-up placements)"
    else:
        fixed = f"{cap} simulated moves per decision ({rule_set}'s move_budget; set-up {DEFAULT_BUDGET} placements)"
    if opts.deadline_ms is None:
        return fixed + ", no deadline: reproducible, independent of the machine's load"
    return fixed + f", and a {opts.deadline_ms:.0f} ms deadline: figures depend on the machine's load"


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per pairing (the issue asks >= 400)")
    parser.add_argument(
        "--pairings", default=",".join(DEFAULT_PAIRINGS),
        help="comma-separated hero:others, or hero:others:trades / hero:others:no-trades for the table",
    )  # fmt: skip
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=None, help="hard: determinisations per decision")
    parser.add_argument(
        "--deadline-ms", type=float, default=None,
        help="hard: stop searching after this long (as in production; makes the figures depend on the load)",
    )  # fmt: skip
    parser.add_argument("--expansion", default=None, help="rule set option, e.g. cities_and_knights")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", type=int, default=0, help="print the running tally every N games")
    parser.add_argument("--no-trades", action="store_true", help="the other seats ignore every domestic offer")
    parser.add_argument(
        "--first-game", type=int, default=0,
        help="index of the first game (seeds and seats follow it): without --deadline-ms, a run from game N "
        "continues an earlier run of N games, and the two tallies add up",
    )  # fmt: skip
    parser.add_argument("--stop-after", type=float, default=None, help="seconds; then print the games played")
    parser.add_argument("--compare", default=None, help="also play this hero against each pool, e.g. normal")
    opts = parser.parse_args()
    # A run stopped with SIGTERM (or Ctrl-C) still prints the figures of the games it played: a
    # background job started by a shell ignores SIGINT, so SIGTERM is the way to cut one short.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    print(
        f"bench/bots.py: {opts.players}-player games {opts.first_game}-{opts.first_game + opts.games - 1}, "
        f"{opts.jobs} job(s); hard's budget: {_budget_text(opts)}"
    )
    specs = []
    for pairing in opts.pairings.split(","):
        hero, rest, *table = pairing.strip().split(":")
        no_trades = opts.no_trades if not table else table[0] == "no-trades"
        if table and table[0] not in ("trades", "no-trades"):
            parser.error(f"pairing {pairing!r}: the table is 'trades' or 'no-trades'")
        heroes = [hero] + ([opts.compare] if opts.compare and opts.compare != hero else [])
        label = f"{hero}:{rest} ({'no domestic trades' if no_trades else 'domestic trades'})"
        specs.append((label, heroes, rest, no_trades))
    rows = run_pairings(specs, opts.games, opts)
    if opts.compare:
        print("side by side (win rate against the same pool, same seeds, 95% CI):")
        for (label, _, rest, _), row in zip(specs, rows, strict=True):
            cells = []
            for hero, (wins, games) in row.items():
                lo, hi = wilson(wins, games)
                cells.append(f"{hero} {wins / max(1, games):.1%} ({lo:.1%}-{hi:.1%}, {games} games)")
            print(f"    {label}, vs {opts.players - 1}x {rest}: " + "  |  ".join(cells))


if __name__ == "__main__":
    main()
