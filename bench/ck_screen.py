"""Quick screening of a Cities & Knights hero against three ``normal`` players on fixed seeds (issue #22).

The hero (``tactics``: ``hard`` without its search, cheap; ``normal``; or ``hard``) sits at seat
i mod 4 of game i on seed 100000 + i, as in ``bench/bots_variants.py``. Besides wins (95% CI) it
prints where the hero's games go: final points, metropolises, progress cards played and still held at
the end, cities pillaged and Defender points, turns. For picking changes, not for the figures of docs/bot-strength.md.

    nice -n 19 .venv/bin/python bench/ck_screen.py --games 200 --heroes tactics,normal
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stats import wilson
from players.match import _default_decider, play_game


def play(hero: str, index: int) -> dict[str, Any]:
    seat = index % 4
    seats = ["normal"] * 4
    seats[seat] = hero
    played: Counter[str] = Counter()
    pre_roll = [0]

    def decider(view: dict[str, Any], rng: random.Random, strength: str) -> Any:
        action = _default_decider(view, rng, strength)
        if view["you"]["seat"] == seat and action[0] in set(view["you"].get("progress_cards", ())):
            played[action[0]] += 1
            pre_roll[0] += view["step"] != "main"
        return action

    game = play_game({"expansion": "cities_and_knights"}, 100_000 + index, seats, decider=decider)
    ck = game.ck
    return {
        "won": game.winner == seat,
        "turns": game.turn,
        "vp": game.victory_points(seat),
        "metros": sum(1 for v in ck.metropolis if v >= 0 and game.owner[v] == seat),
        "levels": sum(ck.levels[seat]),
        "held": len(ck.progress[seat]),
        "played": played,
        "defenders": ck.defenders[seat] if isinstance(ck.defenders[seat], int) else len(ck.defenders[seat]),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--heroes", default="tactics,normal")
    opts = parser.parse_args()
    for hero in opts.heroes.split(","):
        start = time.perf_counter()
        rs = [play(hero, i) for i in range(opts.start, opts.start + opts.games)]
        wins = sum(r["won"] for r in rs)
        lo, hi = wilson(wins, len(rs))
        n = len(rs)
        played: Counter[str] = Counter()
        for r in rs:
            played.update(r["played"])
        print(
            f"{hero}: won {wins}/{n} = {wins / n:.1%} ({lo:.1%}-{hi:.1%}); mean vp {sum(r['vp'] for r in rs) / n:.2f}, "
            f"metropolises {sum(r['metros'] for r in rs) / n:.2f}, levels {sum(r['levels'] for r in rs) / n:.2f}, "
            f"progress held at end {sum(r['held'] for r in rs) / n:.2f}, played {sum(played.values()) / n:.2f}, "
            f"defenders {sum(r['defenders'] for r in rs) / n:.2f}, turns {sorted(r['turns'] for r in rs)[n // 2]} "
            f"({time.perf_counter() - start:.0f} s)"
        )
        print("    played:", dict(played.most_common()))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
