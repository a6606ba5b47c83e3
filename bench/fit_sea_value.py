"""Fit the win chance that judges ``hard``'s Seafarers rollouts (``players.rules.seafarers.value``).

Plays ``normal``-vs-``normal`` games with 4 players (game i: scenario i mod 4, seed 500000 + i), takes a
position every third turn of play, and fits per stage (``value.stage_of``) a conditional logit over the
seats of two numbers per seat: its victory points and the rest of ``players.heuristic_score.value``.
Prints the weights (for ``value.WEIGHTS``) and, from a fit on four games of five, the held-out log-loss
beside a uniform guess (ln 4 = 1.386).

    nice -n 19 .venv/bin/python bench/fit_sea_value.py --games 0-299,1000-1299 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from players import decide
from players.heuristic_score import value
from players.rules.seafarers.value import stage_of

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")
Row = tuple[int, list[list[float]], int]  # (game, per seat (victory points, rest of the value), winner)


def positions(i: int) -> list[tuple[str, Row]]:
    """Game i's sampled positions by stage (none if it ends without a winner)."""
    seed = 500_000 + i
    game = engine.new_game({"expansion": "seafarers", "sea_scenario": SCENARIOS[i % 4], "players": 4}, seed)
    rngs = [random.Random(seed * 7919 + 101 * s) for s in range(4)]
    taken: list[tuple[str, list[list[float]]]] = []
    last = -1
    for _ in range(6000):
        if game.phase == "over":
            break
        if game.phase == "play" and game.turn != last and game.turn % 3 == 0:
            last = game.turn
            seats = [[float(game.victory_points(p)), value(game, p) - game.victory_points(p)] for p in range(4)]
            taken.append((stage_of(game), seats))
        answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
        seat = answering[0] if answering else engine.must_act(game)[0]
        engine.apply_action(game, seat, decide(engine.player_view(game, seat), rngs[seat], strength="normal"))
    if game.winner < 0:
        return []
    return [(stage, (i, seats, game.winner)) for stage, seats in taken]


def log_likelihood(w: list[float], rows: list[Row]) -> float:
    total = 0.0
    for _, xs, y in rows:
        z = [sum(a * b for a, b in zip(w, x, strict=True)) for x in xs]
        top = max(z)
        total += z[y] - top - math.log(sum(math.exp(v - top) for v in z))
    return total


def fit(rows: list[Row], l2: float = 0.01) -> list[float]:
    """Newton's method on the conditional logit's log-likelihood (two weights, a light ridge)."""
    w = [0.0, 0.0]
    for _ in range(30):
        g = [0.0, 0.0]
        h = [[0.0, 0.0], [0.0, 0.0]]
        for _, xs, y in rows:
            z = [w[0] * x[0] + w[1] * x[1] for x in xs]
            top = max(z)
            e = [math.exp(v - top) for v in z]
            total = sum(e)
            p = [v / total for v in e]
            mean = [sum(p[s] * xs[s][j] for s in range(len(xs))) for j in range(2)]
            for j in range(2):
                g[j] += xs[y][j] - mean[j]
                for k in range(2):
                    h[j][k] -= sum(p[s] * (xs[s][j] - mean[j]) * (xs[s][k] - mean[k]) for s in range(len(xs)))
        for j in range(2):
            g[j] -= l2 * w[j]
            h[j][j] -= l2
        det = h[0][0] * h[1][1] - h[0][1] * h[1][0]
        step = [(h[1][1] * g[0] - h[0][1] * g[1]) / det, (-h[1][0] * g[0] + h[0][0] * g[1]) / det]
        w = [w[0] - step[0], w[1] - step[1]]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def _span(part: str) -> range:
    first, _, last = part.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="0-599", help="game indices, ranges joined by commas: 0-299,1000-1299")
    parser.add_argument("--jobs", type=int, default=1)
    opts = parser.parse_args()
    indices = [i for part in opts.games.split(",") for i in _span(part)]
    if opts.jobs > 1:
        with multiprocessing.Pool(opts.jobs) as pool:
            games = pool.map(positions, indices)
    else:
        games = [positions(i) for i in indices]
    stages: dict[str, list[Row]] = {"early": [], "middle": [], "late": []}
    for taken in games:
        for stage, row in taken:
            stages[stage].append(row)
    print(f"{sum(1 for t in games if t)} games with a winner of {len(indices)}")
    for stage, rows in stages.items():
        held = [r for r in rows if r[0] % 5 == 0]
        w_train = fit([r for r in rows if r[0] % 5 != 0])
        loss = -log_likelihood(w_train, held) / max(1, len(held))
        w = fit(rows)
        print(f'    "{stage}": ({w[0]:.3f}, {w[1]:.3f}),  # {len(rows)} positions, held-out log-loss {loss:.3f}')


if __name__ == "__main__":
    main()
