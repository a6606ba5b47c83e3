"""Fit the ``hard`` player's value model (``players/value_weights.py``) from games among ``normal`` bots.

Plays ``--games`` 4-player base games of four ``normal`` players, snapshots every seat's features
(``players.features``) at the start of turns, and fits one conditional-logit model per stage of the game:
P(seat wins) = exp(w . f_seat) / sum over seats of exp(w . f_other). The stages are the position right
after set-up (what set-up placements are judged by) and three spans of turns. Prints each stage's
log-loss against the uniform guess and how often the favourite won, then writes the weights module.

    .venv/bin/python bench/fit_value.py --games 5000     # ~7 min on an idle core
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from players import decide
from players.features import N_FEATURES, NAMES, seat_features, vertex_pips
from players.setup_search import short_list
from players.table import Table
from players.value import STAGES, stage_of

Sample = tuple[list[list[float]], int]  # features of every seat, the winner


def play(seed: int, every: int, explore: float, rng: random.Random) -> dict[str, list[Sample]]:
    game = engine.new_game({"players": 4}, seed)
    rngs = [random.Random(seed * 31 + s) for s in range(4)]
    snaps: list[tuple[str, list[list[float]]]] = []
    seen_turn = -1
    for _ in range(6000):
        if game.phase == "over":
            break
        if game.phase == "play" and game.step == "pre_roll" and game.turn != seen_turn:
            seen_turn = game.turn
            if game.turn == 1 or rng.randrange(every) == 0:
                pips = vertex_pips(game)
                snaps.append((stage_of(game), [seat_features(game, p, pips) for p in range(4)]))
        answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
        seat = answering[0] if answering else engine.must_act(game)[0]
        view = engine.player_view(game, seat)
        action = decide(view, rngs[seat], strength="normal")
        if game.phase == "setup" and rng.random() < explore:
            action = _explore(view, rng)
        engine.apply_action(game, seat, action)
    out: dict[str, list[Sample]] = {s: [] for s in STAGES}
    if game.winner >= 0:
        for stage, feats in snaps:
            out[stage].append((feats, game.winner))
    return out


def _explore(view: dict, rng: random.Random) -> tuple:
    """A set-up placement among the good ones, not always ``normal``'s: the set-up model must see the
    outcomes of the choices the ``hard`` player weighs, not only of ``normal``'s."""
    table = Table(view)
    settles = [a for a in table.legal if a[0] == "settlement"]
    if settles:
        return rng.choice(short_list(table, settles, 6))
    return rng.choice(list(table.legal))


def fit(samples: list[Sample], epochs: int, l2: float) -> tuple[list[float], list[float], list[float]]:
    """Conditional logit by Adam on standardised features; returns (weights, means, scales)."""
    flat = [f for feats, _ in samples for f in feats]
    means = [sum(f[i] for f in flat) / len(flat) for i in range(N_FEATURES)]
    scales = [math.sqrt(sum((f[i] - means[i]) ** 2 for f in flat) / len(flat)) or 1.0 for i in range(N_FEATURES)]
    data = [([[(f[i] - means[i]) / scales[i] for i in range(N_FEATURES)] for f in feats], w) for feats, w in samples]
    w = [0.0] * N_FEATURES
    m = [0.0] * N_FEATURES
    v = [0.0] * N_FEATURES
    lr, b1, b2, t = 0.05, 0.9, 0.999, 0
    rng = random.Random(0)
    batch = 256
    for _ in range(epochs):
        rng.shuffle(data)
        for start in range(0, len(data), batch):
            grad = [l2 * x for x in w]
            chunk = data[start : start + batch]
            for feats, winner in chunk:
                scores = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
                top = max(scores)
                exps = [math.exp(s - top) for s in scores]
                z = sum(exps)
                for p, f in enumerate(feats):
                    coef = exps[p] / z - (1.0 if p == winner else 0.0)
                    for i in range(N_FEATURES):
                        grad[i] += coef * f[i] / len(chunk)
            t += 1
            for i in range(N_FEATURES):
                m[i] = b1 * m[i] + (1 - b1) * grad[i]
                v[i] = b2 * v[i] + (1 - b2) * grad[i] ** 2
                w[i] -= lr * (m[i] / (1 - b1**t)) / (math.sqrt(v[i] / (1 - b2**t)) + 1e-8)
        lr *= 0.85
    # Fold the standardisation into the weights: score = sum(w_i * f_i) (+ a constant that cancels).
    raw = [w[i] / scales[i] for i in range(N_FEATURES)]
    return raw, means, scales


def report(stage: str, samples: list[Sample], raw: list[float]) -> None:
    loss = hits = 0.0
    for feats, winner in samples:
        scores = [sum(a * b for a, b in zip(raw, f, strict=True)) for f in feats]
        top = max(scores)
        z = sum(math.exp(s - top) for s in scores)
        loss -= scores[winner] - top - math.log(z)
        hits += scores.index(top) == winner
    n = max(1, len(samples))
    print(f"  {stage:7s} {len(samples):6d} samples: log-loss {loss / n:.3f} (uniform {math.log(4):.3f}), "
          f"favourite won {hits / n:.1%}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--every", type=int, default=3, help="snapshot one turn in this many")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--explore", type=float, default=0.5, help="share of set-up placements off normal's")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "players" / "value_weights.py"))
    opts = parser.parse_args()
    start = time.perf_counter()
    rng = random.Random(12345)
    data: dict[str, list[Sample]] = {s: [] for s in STAGES}
    for i in range(opts.games):
        for stage, samples in play(500_000 + i, opts.every, opts.explore, rng).items():
            data[stage].extend(samples)
    print(f"bench/fit_value.py: {opts.games} games of 4 normal players in {time.perf_counter() - start:.0f} s")
    weights: dict[str, list[float]] = {}
    for stage in STAGES:
        train = [s for k, s in enumerate(data[stage]) if k % 5]
        test = [s for k, s in enumerate(data[stage]) if not k % 5]
        raw, _, _ = fit(train, opts.epochs, opts.l2)
        report(stage + "/test", test, raw)
        weights[stage] = fit(data[stage], opts.epochs, opts.l2)[0]
    lines = [
        '"""Weights of the value model (``players.value``), written by ``bench/fit_value.py``: do not edit by hand.',
        "",
        f"Fitted on {opts.games} games of four ``normal`` players (set-up placements varied at rate {opts.explore});",
        "one weight per feature of",
        "``players.features.NAMES``, per stage of the game.",
        '"""',
        "",
        f"NAMES = {NAMES!r}",
        "WEIGHTS: dict[str, tuple[float, ...]] = {",
    ]
    for stage in STAGES:
        lines.append(f"    {stage!r}: ({', '.join(f'{x:.5f}' for x in weights[stage])}),")
    lines.append("}")
    Path(opts.out).write_text("\n".join(lines) + "\n")
    print(f"wrote {opts.out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
