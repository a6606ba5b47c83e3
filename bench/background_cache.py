"""Render CPU and memory with many concurrent games in one render process (issue #32 items 1 and 3).

    .venv/bin/python bench/background_cache.py [--games 1 16 50 200 500] [--rounds 3] [--old REV]

A render worker of the bot serves every game: with 200 concurrent games rotating through it, a board's
background (drawn in ~200 ms) is reused only if the cache still holds it when that game's next render comes.
This renders a board and a decision image of each of N distinct random 3-player games round robin, N at a
time, in a fresh process per N (a first round fills the caches and is not timed), and prints the CPU per
render and the process's resident memory at the end. With ``--old REV`` the same runs use the ``rendering/``
package of that commit (``git archive``) beside the current one, for a before/after table.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Alice", "Bob", "Chen"]
# Not bench/ (its engine.py would hide the package); the checkout after PYTHONPATH (a child: the variant's rendering/).
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def _views(n: int) -> list[tuple[dict, dict]]:
    import engine

    out = []
    for seed in range(n):
        g = engine.new_game({"players": 3, "board": "variable"}, seed=1000 + seed)
        for _ in range(40):  # past the set-up: settlements and roads on the board
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
        seat = engine.must_act(g)[0]
        out.append((engine.public_view(g), engine.player_view(g, seat)))
    return out


def run_one(n: int, rounds: int) -> dict[str, float]:
    """In this process: round robin over ``n`` games; CPU ms per render, RSS MB."""
    import rendering

    views = _views(n)
    rendering.warm_up()
    base_rss = _rss_mb()

    def one_round() -> None:
        for public, player in views:
            rendering.render_board(public, NAMES)
            rendering.render_decision(player, NAMES, kind="road")

    one_round()  # fills the caches as far as they go: the steady state is what a long-running bot sees
    t = time.process_time()
    for _ in range(rounds):
        one_round()
    per = (time.process_time() - t) / (rounds * 2 * n)
    out = {"games": n, "ms_per_render": per * 1000, "rss_mb": _rss_mb(), "rss_before_mb": base_rss}
    from rendering import background

    packed = getattr(background, "_PACKED", None)  # the compressed tier (not in commits before it)
    if packed is not None and len(packed):
        out["packed_boards"], out["packed_kb_each"] = len(packed), packed.nbytes / len(packed) / 1024
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, nargs="+", default=[1, 16, 50, 200, 500])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--old", help="a commit whose rendering/ to measure beside the current one")
    ap.add_argument("--mb", type=float, help="BACKGROUND_CACHE_MB for the current one (default: its default)")
    ap.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a child: measure N games, print JSON
    a = ap.parse_args()
    if a.one is not None:
        print(json.dumps(run_one(a.one, a.rounds)))
        return
    variants = [("now", str(ROOT))]
    tmp = None
    if a.old:
        tmp = tempfile.TemporaryDirectory(prefix="bgcache-old-")
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", a.old, "rendering"], check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", tmp.name], input=archive.stdout, check=True)
        variants.insert(0, (a.old[:10], tmp.name))
    results: dict[str, dict[int, dict[str, float]]] = {}
    for name, path in variants:
        for n in a.games:
            # The variant's rendering/ first on the path, the rest (engine, ...) from this checkout.
            env = {**os.environ, "PYTHONPATH": os.pathsep.join([path, str(ROOT)])}
            if a.mb is not None and name == "now":
                env["BACKGROUND_CACHE_MB"] = str(a.mb)
            script = str(ROOT / "bench" / "background_cache.py")
            cmd = [sys.executable, script, "--one", str(n), "--rounds", str(a.rounds)]
            out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True, cwd=ROOT)
            results.setdefault(name, {})[n] = json.loads(out.stdout.strip().splitlines()[-1])
            r = results[name][n]
            print(f"{name:>10}  {n:4d} games  {r['ms_per_render']:6.1f} ms CPU per render  RSS {r['rss_mb']:6.0f} MB"
                  f" ({r['rss_mb'] - r['rss_before_mb']:+.0f} MB while rendering)"
                  + (f"; compressed tier {r['packed_boards']:.0f} boards, {r['packed_kb_each']:.0f} kB each"
                     if "packed_boards" in r else ""), flush=True)  # fmt: skip
    if tmp is not None:
        tmp.cleanup()


if __name__ == "__main__":
    main()
