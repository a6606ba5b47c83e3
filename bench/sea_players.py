"""Seafarers' built-in players (issue #31 item 4): one hero against three ``normal`` in each scenario,
and ``normal`` as the hero on the same seeds beside it.

Game i of a scenario puts the hero at seat i mod 4 on the board and dice of seed 100000 + i
(``bench.bots.play_one``, the same games as ``bench/bots.py``); the baseline plays the same seeds with
``normal`` in the hero's seat. Printed per scenario: both heroes' wins, win rate and Wilson 95% interval
(a fair share is 25% with 4 players), the hero's decision time (median, p99, max; wall clock on this
machine at its load), its searched decisions and how often the search overrode ``normal``'s choice.
Games of every scenario and both heroes are interleaved, so a run stopped early (``--stop-after``, Ctrl-C)
has about as many of each.

    nice -n 15 .venv/bin/python bench/sea_players.py --games 20 --jobs 2 --progress 5
    .venv/bin/python bench/sea_players.py --games 10 --hero easy --scenarios new_shores --players 3
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import _quiet_worker, percentile, play_one
from bench.stats import wilson

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")


def jobs_of(
    scenarios: list[str], heroes: list[str], pool: str, games: int, players: int, iterations: Any, first: int = 0
) -> list:
    """Every game of the run, interleaved: game by game, scenario by scenario, hero by hero."""
    out = []
    for i in range(first, first + games):
        for scenario in scenarios:
            options = {"expansion": "seafarers", "sea_scenario": scenario}
            for hero in heroes:
                out.append(((scenario, hero), (hero, pool, i, players, options, iterations, None, False)))
    return out


def _run(job: tuple[tuple[str, str], tuple]) -> tuple[tuple[str, str], dict[str, Any]]:
    key, args = job
    return key, {**play_one(args), "game": args[2]}


def report(results: dict[tuple[str, str], list[dict[str, Any]]], scenarios: list[str], heroes: list[str]) -> None:
    for scenario in scenarios:
        cells = []
        for hero in heroes:
            rs = results.get((scenario, hero), [])
            wins = sum(r["hero_won"] for r in rs)
            lo, hi = wilson(wins, len(rs))
            unfinished = sum(r["winner"] < 0 for r in rs)
            turns = sorted(r["turns"] for r in rs)
            cells.append(
                f"{hero} won {wins}/{len(rs)} = {wins / max(1, len(rs)):.0%} ({lo:.0%}-{hi:.0%}), "
                f"median {percentile(turns, 0.5):.0f} turns" + (f", {unfinished} without a winner" if unfinished else "")
            )
        print(f"{scenario:20s} " + "  |  ".join(cells), flush=True)
    for hero in heroes:
        ts = sorted(t for (_, h), rs in results.items() if h == hero for r in rs for t in r["times"].get(hero, ()))
        if not ts:
            continue
        searched = [0, 0, 0, 0]
        for (_, h), rs in results.items():
            if h == hero:
                for r in rs:
                    for row in r["searched"].values():
                        searched = [a + b for a, b in zip(searched, row, strict=True)]
        cpu = sorted(t for (_, h), rs in results.items() if h == hero for r in rs for t in r["cpu"].get(hero, ()))
        line = (
            f"  {hero:7s} decisions {len(ts):6d}: median {percentile(ts, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(ts, 0.99) * 1000:.0f} ms, max {ts[-1] * 1000:.0f} ms (wall clock); "
            f"CPU time p99 {percentile(cpu, 0.99) * 1000:.0f} ms, max {cpu[-1] * 1000:.0f} ms"
        )
        if searched[0]:
            line += (
                f"; searched {searched[0]}, overrode normal {searched[1]} ({searched[1] / searched[0]:.0%}), "
                f"{searched[3] / searched[0]:.0f} simulated moves each"
            )
        print(line, flush=True)


def load(paths: list[str]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """The results written to ``--out`` files (several runs of the same heroes on consecutive games)."""
    results: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            hero = row["hero"]
            results[(row["scenario"], hero)].append(
                {**row, "times": {hero: row["times"]}, "cpu": {hero: row["cpu"]}, "searched": {}}
            )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games per scenario and hero")
    parser.add_argument("--hero", default="hard")
    parser.add_argument("--baseline", default="normal", help="the hero on the same seeds beside it ('' for none)")
    parser.add_argument("--pool", default="normal")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--iterations", type=int, default=None, help="hard: samples per decision (default: budget)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--progress", type=int, default=0, help="print the tallies every N games of each kind")
    parser.add_argument("--stop-after", type=float, default=None, help="seconds; then print the games played")
    parser.add_argument(
        "--first-game", type=int, default=0, help="index of the first game: a later run continues an earlier one"
    )
    parser.add_argument("--out", default=None, help="also write every game's result here (JSON lines)")
    parser.add_argument("--report-from", default=None, help="print the figures of --out files (comma-separated)")
    opts = parser.parse_args()
    scenarios = opts.scenarios.split(",")
    heroes = [opts.hero] + ([opts.baseline] if opts.baseline and opts.baseline != opts.hero else [])
    if opts.report_from:
        report(load(opts.report_from.split(",")), scenarios, heroes)
        return
    jobs = jobs_of(scenarios, heroes, opts.pool, opts.games, opts.players, opts.iterations, opts.first_game)
    print(
        f"Seafarers, {opts.players} players: {opts.hero} (and {opts.baseline or 'no baseline'}) against "
        f"{opts.players - 1} {opts.pool}, games {opts.first_game}..{opts.first_game + opts.games - 1} per scenario, "
        f"seeds 100000+i, hero at seat i mod {opts.players}"
    )
    results: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    start = time.perf_counter()
    done = 0
    pool = multiprocessing.Pool(opts.jobs, initializer=_quiet_worker) if opts.jobs > 1 else None
    try:
        it = pool.imap_unordered(_run, jobs) if pool is not None else iter(map(_run, jobs))
        while done < len(jobs):
            if opts.stop_after is not None and time.perf_counter() - start > opts.stop_after:
                print("--stop-after reached: the figures below cover the games played")
                break
            try:
                # a timeout, so that --stop-after and Ctrl-C are heard while a long game is played
                key, result = it.next(timeout=5) if pool is not None else next(it)  # type: ignore[attr-defined]
            except multiprocessing.TimeoutError:
                continue
            results[key].append(result)
            done += 1
            if opts.out:
                with open(opts.out, "a", encoding="utf-8") as out:
                    # the game's index: runs of different heroes (or versions) pair up by seed
                    row = {"scenario": key[0], "hero": key[1], **{k: result[k] for k in ("game", "hero_won", "winner", "turns")}}
                    row["times"], row["cpu"] = result["times"].get(key[1], []), result["cpu"].get(key[1], [])
                    out.write(json.dumps(row) + "\n")
            if opts.progress and done % (opts.progress * len(scenarios) * len(heroes)) == 0:
                print(f"--- after {done} games, {time.perf_counter() - start:.0f} s")
                report(results, scenarios, heroes)
    except KeyboardInterrupt:
        print("interrupted: the figures below cover the games played")
    finally:
        if pool is not None:
            pool.terminate()
    print(f"=== {done} games in {time.perf_counter() - start:.0f} s")
    report(results, scenarios, heroes)


if __name__ == "__main__":
    main()
