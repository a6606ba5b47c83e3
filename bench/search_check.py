"""Check ``hard``'s search decisions against a deeper search on sampled positions (issue #22).

Positions are the main-step and robber decisions of seat 0 in 4-player base games of ``normal``
players (every ``--every``-th decision where ``hard`` would search, on fixed seeds). At each, ``hard``
decides with its shipped budget (the rule set's ``move_budget`` in simulated moves, no deadline) and a
reference search decides with ``--ref-iterations`` samples per candidate and a horizon of
``--ref-horizon`` turns. Printed: how often the two agree, how often each overrides ``normal``'s
choice, and what the reference thinks the shipped choice loses against its own (mean win probability,
paired samples), i.e. how much a bigger or longer search could still gain.

    nice -n 15 .venv/bin/python bench/search_check.py --positions 40 --ref-iterations 64 --ref-horizon 5
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from players import normal, search
from players.table import Table


def positions(count: int, every: int, seed: int) -> list[dict[str, Any]]:
    """Views of seat 0 where ``hard`` would search, from games of four ``normal`` players."""
    out: list[dict[str, Any]] = []
    k = 0
    game_seed = seed
    while len(out) < count:
        game = engine.new_game({"players": 4}, game_seed)
        rngs = [random.Random(game_seed * 13 + s) for s in range(4)]
        for _ in range(6000):
            if game.phase == "over" or len(out) >= count:
                break
            answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
            seat = answering[0] if answering else engine.must_act(game)[0]
            view = engine.player_view(game, seat)
            t = Table(view)
            if seat == 0 and game.phase == "play" and t.step in ("main", "move_robber") and seat == t.active:
                base = search.tactics.choose(t, random.Random(0))
                if base[0] not in search._TRADES and len(search.candidates(t, base)) >= 2:
                    k += 1
                    if k % every == 0:
                        out.append(view)
            engine.apply_action(game, seat, normal.choose(t, rngs[seat]))
        game_seed += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--every", type=int, default=4, help="take one searched decision in this many")
    parser.add_argument("--seed", type=int, default=900_000)
    parser.add_argument("--ref-iterations", type=int, default=64, help="reference: samples per candidate")
    parser.add_argument("--ref-horizon", type=int, default=search.HORIZON, help="reference: turns simulated")
    opts = parser.parse_args()
    start = time.perf_counter()
    views = positions(opts.positions, opts.every, opts.seed)
    agree = shipped_over = ref_over = searched = skipped = 0
    losses: list[float] = []
    ship_cpu: list[float] = []
    for i, view in enumerate(views):
        t = Table(view)
        c0 = time.process_time()
        shipped_stats: dict[str, Any] = {}
        shipped = search.choose(t, random.Random(i), stats=shipped_stats)
        ship_cpu.append(time.process_time() - c0)
        horizon = search.HORIZON
        search.HORIZON = opts.ref_horizon
        ref_stats: dict[str, Any] = {}
        try:
            # The same rng: the same heuristic first candidate (``normal`` draws from it) and the same
            # first samples, so the reference differs only by more samples and its horizon.
            ref = search.choose(t, random.Random(i), iterations=opts.ref_iterations, stats=ref_stats)
        finally:
            search.HORIZON = horizon
        if not (shipped_stats.get("searched") and ref_stats.get("searched")):
            skipped += 1  # the heuristic's choice was a trade offer: nothing searched
            continue
        searched += 1
        agree += shipped == ref
        shipped_over += bool(shipped_stats.get("overrode"))
        ref_over += bool(ref_stats.get("overrode"))
        gains = {a: g for a, g, _ in ref_stats.get("gains", [])}
        if shipped != ref and shipped in gains and ref in gains:
            losses.append(gains[ref] - gains[shipped])
        print(f"  position {i + 1:3d}: shipped {shipped}, reference {ref}" + (" (agree)" if shipped == ref else ""))
        sys.stdout.flush()
    n = max(1, searched)
    mean_loss = sum(losses) / len(losses) if losses else 0.0
    ship_cpu.sort()
    print(
        f"bench/search_check.py: {searched} searched positions ({skipped} more not searched: an offer); shipped search (move_budget, horizon {search.HORIZON}) "
        f"vs reference ({opts.ref_iterations} samples per candidate, horizon {opts.ref_horizon}): agree "
        f"{agree}/{searched} = {agree / n:.0%}; overrides of normal's choice: shipped {shipped_over}, reference "
        f"{ref_over}; where they differ ({len(losses)}), the reference rates the shipped choice "
        f"{mean_loss * 100:.2f} win-percentage points worse on average; shipped CPU median "
        f"{ship_cpu[len(ship_cpu) // 2] * 1000:.0f} ms; {time.perf_counter() - start:.0f} s"
    )


if __name__ == "__main__":
    main()
