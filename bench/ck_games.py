"""Soak: complete random Cities & Knights games (3 and 4 players, random boards and seeds).

Players: ``engine.bots.random_action`` (uniform among legal actions, with a nudge towards scoring
builds in C&K: purely uniform players can play for 10^5 actions without a winner).

Prints games/s and histograms of game length (actions and turns) and of barbarian attacks per game;
fails loudly if a game stalls or exceeds the action cap.

    .venv/bin/python bench/ck_games.py [--games 2000]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.bots import random_action  # noqa: E402

CAP = 200_000


def histogram(title: str, values: list[int], buckets: list[int]) -> None:
    print(f"{title}: min {min(values)}, median {sorted(values)[len(values) // 2]}, max {max(values)}")
    counts = collections.Counter()
    for v in values:
        b = next((x for x in buckets if v <= x), None)
        counts[b] += 1
    top = max(counts.values())
    prev = -1
    for b in [*buckets, None]:
        label = f"{prev + 1:>7}-{b:<7}" if b is not None else f"{prev + 1:>7}+       "
        n = counts.get(b, 0)
        print(f"  {label} {n:6d} {'#' * round(50 * n / top)}")
        if b is not None:
            prev = b


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    lengths, turns, attacks, winners = [], [], [], collections.Counter()
    start = time.perf_counter()
    for i in range(args.first_seed, args.first_seed + args.games):
        players = 3 + i % 2
        g = engine.new_game({"expansion": "cities_and_knights", "players": players}, seed=i * 104_729 + 3)
        rng = random.Random(i)
        n = 0
        while g.phase != "over":
            seat = rng.choice(engine.must_act(g))
            engine.apply_action(g, seat, random_action(g, seat, rng))
            n += 1
            if n > CAP:
                raise SystemExit(f"game {i}: no winner after {CAP} actions")
        lengths.append(n)
        turns.append(g.turn)
        attacks.append(g.ck.attacks)
        winners[players] += g.victory_points(g.winner) >= 13
    elapsed = time.perf_counter() - start
    print(f"{args.games} games (3 and 4 players) in {elapsed:.1f} s: {args.games / elapsed:.2f} games/s; "
          f"all reached a winner with 13+ VP: {sum(winners.values()) == args.games}")  # fmt: skip
    histogram("actions per game", lengths, [1000, 2000, 4000, 8000, 16000, 32000, 64000])
    histogram("turns per game", turns, [100, 250, 500, 1000, 2000, 4000, 8000])
    histogram("barbarian attacks per game", attacks, [0, 5, 10, 25, 50, 100, 200, 400])
    print(f"games without any attack: {sum(1 for a in attacks if a == 0)}")


if __name__ == "__main__":
    main()
