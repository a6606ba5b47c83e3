"""``hard`` against ``normal`` in the rule sets other than the base game (issue #22 item 3), with
``normal``'s own result on the same seeds beside it.

Variants: ``ck`` = Cities & Knights, one ``hard`` against three ``normal`` (the issue asks >= 40%);
``2p`` = the 2-player variant, ``hard`` against one ``normal`` (>= 60%). Game i of a variant puts the
hero at seat i mod players on seed 100000 + i (as ``bench/bots.py`` does) and is played twice, once
with ``hard`` and once with ``normal`` as the hero; the games of all variants are interleaved, so a
run cut short (SIGTERM or Ctrl-C) still prints comparable figures for every variant.

``hard`` searches with a fixed budget by default: its rule set's simulated-move cap and no deadline,
so a result does not depend on the machine's load and a run can be repeated exactly. ``--deadline-ms``
adds the product's deadline (then results depend on load). Decision times are printed in wall-clock
and CPU time (median, p99, max), with the load average seen during the run.

    nice -n 15 .venv/bin/python bench/bots_variants.py --games 200 --progress 10
    nice -n 15 .venv/bin/python bench/bots_variants.py --games 40 --variants 2p --jobs 2
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from collections import defaultdict
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stats import wilson
from players import decide
from players.match import play_game

VARIANTS: dict[str, tuple[dict[str, Any], int]] = {
    "ck": ({"expansion": "cities_and_knights"}, 4),
    "2p": ({}, 2),
}
HEROES = ("hard", "normal")


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else 0.0


def play_one(variant: str, hero: str, index: int, deadline_ms: float | None) -> dict[str, Any]:
    options, players = VARIANTS[variant]
    hero_seat = index % players
    seats = ["normal"] * players
    seats[hero_seat] = hero
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    overrides = [0, 0]  # searched decisions, of which overriding normal's choice

    def timed(view: dict[str, Any], rng: random.Random, strength: str) -> Any:
        start, start_cpu = time.perf_counter(), time.process_time()
        deadline = None if deadline_ms is None else start + deadline_ms / 1000
        stats: dict[str, Any] = {}
        action = decide(view, rng, strength=strength, deadline=deadline, clock=time.perf_counter, stats=stats)
        wall[strength].append(time.perf_counter() - start)
        cpu[strength].append(time.process_time() - start_cpu)
        if stats.get("searched"):
            overrides[0] += 1
            overrides[1] += bool(stats.get("overrode"))
        return action

    game = play_game(options, 100_000 + index, seats, decider=timed)
    return {
        "index": index,
        "won": game.winner == hero_seat,
        "unfinished": game.winner < 0,
        "turns": game.turn,
        "wall": dict(wall),
        "cpu": dict(cpu),
        "overrides": overrides,
        "load": os.getloadavg()[0],
    }


def report(variant: str, results: dict[str, list[dict[str, Any]]]) -> None:
    _, players = VARIANTS[variant]
    name = {"ck": "Cities & Knights, vs 3 normal", "2p": "2-player variant, vs 1 normal"}[variant]
    # Only seeds both heroes finished count (a run cut short may have finished one of the pair).
    common = set.intersection(*({r["index"] for r in results[hero]} for hero in HEROES))
    paired = {hero: [r for r in results[hero] if r["index"] in common] for hero in HEROES}
    print(f"{variant} ({name}; fair share {1 / players:.0%}; {len(common)} seeds played by both):")
    for hero in HEROES:
        rs = paired[hero]
        wins = sum(r["won"] for r in rs)
        lo, hi = wilson(wins, len(rs))
        unfinished = sum(r["unfinished"] for r in rs)
        turns = sorted(r["turns"] for r in rs)
        print(
            f"    {hero:6s} won {wins}/{len(rs)} = {wins / max(1, len(rs)):.1%} (95% CI {lo:.1%}-{hi:.1%}), "
            f"no winner {unfinished}, median {percentile(turns, 0.5):.0f} turns"
        )
    rs = paired["hard"]
    searched = sum(r["overrides"][0] for r in rs)
    overrode = sum(r["overrides"][1] for r in rs)
    print(f"    hard searched {searched} decisions, overriding normal's choice in {overrode}")
    for kind in ("wall", "cpu"):
        ts = sorted(t for r in rs for t in r[kind].get("hard", ()))
        if ts:
            print(
                f"    hard decisions {len(ts)} ({kind}): median {percentile(ts, 0.5) * 1000:.2f} ms, "
                f"p99 {percentile(ts, 0.99) * 1000:.1f} ms, max {ts[-1] * 1000:.1f} ms"
            )
    loads = [r["load"] for r in rs]
    if loads:
        print(
            f"    load average (1 min) at the end of hard's games: mean {sum(loads) / len(loads):.1f}, max {max(loads):.1f}"
        )
    sys.stdout.flush()


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def _ignore_signals() -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per variant and hero")
    parser.add_argument("--variants", default="ck,2p", help="comma-separated: ck, 2p")
    parser.add_argument("--deadline-ms", type=float, default=None, help="hard: the product's deadline (load-dependent)")
    parser.add_argument("--progress", type=int, default=0, help="print every variant's figures every N games")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (games in parallel)")
    parser.add_argument("--start", type=int, default=0, help="first game index (to resume or split a run)")
    opts = parser.parse_args()
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    variants = [v.strip() for v in opts.variants.split(",")]
    budget = (
        "fixed (rule set's simulated-move cap, no deadline)" if opts.deadline_ms is None else f"{opts.deadline_ms} ms"
    )
    print(
        f"bench/bots_variants.py: {opts.games} games per variant and hero from index {opts.start}, hard budget {budget}"
    )
    results = {v: {h: [] for h in HEROES} for v in variants}
    jobs = [
        (v, hero, i, opts.deadline_ms)
        for i in range(opts.start, opts.start + opts.games)
        for v in variants
        for hero in HEROES
    ]
    start = time.perf_counter()
    rounds = len(variants) * len(HEROES)
    collected = 0

    def collect(job: tuple[str, str, int, float | None], result: dict[str, Any]) -> None:
        nonlocal collected
        results[job[0]][job[1]].append(result)
        collected += 1
        done = collected // rounds
        if opts.progress and collected % rounds == 0 and done % opts.progress == 0:
            print(f"... after {done} games per variant and hero ({time.perf_counter() - start:.0f} s):")
            for v in variants:
                report(v, results[v])

    try:
        if opts.jobs <= 1:
            for job in jobs:
                collect(job, play_one(*job))
        else:
            # Worker processes ignore the signals: the parent stops them (the games under way are lost).
            with ProcessPoolExecutor(opts.jobs, initializer=_ignore_signals) as pool:
                try:
                    queue = list(jobs)
                    running = {}
                    while queue or running:
                        while queue and len(running) < opts.jobs:
                            job = queue.pop(0)
                            running[pool.submit(play_one, *job)] = job
                        finished, _ = wait(
                            running, timeout=1.0, return_when=FIRST_COMPLETED
                        )  # timeout: a signal gets in
                        for future in finished:
                            collect(running.pop(future), future.result())
                except KeyboardInterrupt:
                    for proc in list(pool._processes.values()):  # stop the games under way now
                        proc.kill()  # they ignore SIGTERM (see _ignore_signals)
                    raise
    except KeyboardInterrupt:
        print("interrupted: the figures below cover the games played")
    print(f"final ({time.perf_counter() - start:.0f} s):")
    for v in variants:
        report(v, results[v])


if __name__ == "__main__":
    main()
