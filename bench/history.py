"""After-game work on long games: statistics (a replay of the log), the statistics image, export, replay.

Prints the time of each step for a base game of at least 300 turns and a long Cities & Knights game.
Target: statistics + image under 1 s for a 300-turn game.

    .venv/bin/python bench/history.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from history.export import public_log, to_text
from history.stats import compute_stats
from rendering.stats import render_stats
from tests.history.helpers import play_log


def main() -> None:
    for options in ({"players": 4}, {"players": 3, "expansion": "cities_and_knights"}):
        log = []
        for seed in range(1, 50):
            log = play_log(options, seed=seed)
            turns = max(e["turn"] for r in log for e in r.events or [] if e["type"] == "turn_started")
            if turns >= 300:
                break
        t0 = time.perf_counter()
        stats = compute_stats(options, seed, log)
        t1 = time.perf_counter()
        png = render_stats(stats.to_dict(), ["Ann", "Bo", "Cy", "Di"][: stats.players], "Game #1")
        t2 = time.perf_counter()
        data = public_log(1, options, stats.players, ["Ann", "Bo", "Cy", "Di"][: stats.players], log)
        text = to_text(data)
        t3 = time.perf_counter()
        print(f"{options}: {stats.turns} turns, {len(log)} actions")
        print(
            f"  statistics {1000 * (t1 - t0):7.1f} ms   image {1000 * (t2 - t1):7.1f} ms ({len(png) // 1024} KB)"
            f"   total {1000 * (t2 - t0):7.1f} ms   export {1000 * (t3 - t2):6.1f} ms ({len(text) // 1024} KB text)"
        )


if __name__ == "__main__":
    main()
