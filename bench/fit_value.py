"""Fit the ``hard`` player's value model (``players/value_weights.py``) from games among built-in players.

Plays ``--games`` 4-player base games, snapshots every seat's features (``players.features``) at the
start of turns (``--players 2``: games of the 2-player variant, the real seats' features of
``players.rules.two_player.value``, written to ``players/rules/two_player/value_weights.py``), and fits one conditional-logit model
per stage of the game:
P(seat wins) = exp(w . f_seat) / sum over seats of exp(w . f_other). The stages are the position right
after set-up (what set-up placements are judged by) and three spans of turns. Prints each stage's
log-loss against the uniform guess and how often the favourite won, then writes the weights module.

Each seat of a game is drawn from ``--pool`` (default: ``normal`` only, the games the shipped model
was fitted on); a pool such as ``normal,easy,tactics,sparring,hard`` gives games against varied
opponents (``hard`` seats search with ``--hard-iterations`` samples: self-play, kept cheap), and
``--no-trades-share`` makes that share of the games tables whose seats ignore every domestic offer.
``--check`` fits nothing: it plays the games and prints how well the current weights predict their
winners (issue #22: does a model fitted on ``normal``-vs-``normal`` games misjudge other tables?).

    .venv/bin/python bench/fit_value.py --games 5000     # ~7 min on an idle core
    .venv/bin/python bench/fit_value.py --games 5000 --players 2   # the 2-player variant's model
    nice -n 15 .venv/bin/python bench/fit_value.py --games 300 --pool normal,easy,tactics,sparring --no-trades-share 0.5 --check
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
from players import decide, sparring
from players.features import NAMES, seat_features, vertex_pips
from players.match import no_trade, tactics_decide
from players.rules.two_player import value as two_value
from players.setup_search import short_list
from players.table import Table
from players.value import STAGES, stage_of

Sample = tuple[list[list[float]], int]  # features of every seat, the winner


def play(
    seed: int, every: int, explore: float, rng: random.Random, pool: list[str] | None = None,
    no_trades: bool = False, hard_iterations: int = 4, players: int = 4,
) -> dict[str, list[Sample]]:  # fmt: skip
    game = engine.new_game({"players": players}, seed)
    rngs = [random.Random(seed * 31 + s) for s in range(players)]
    seats = [rng.choice(pool) for _ in range(players)] if pool else ["normal"] * players
    feature_of = two_value.features if players == 2 else seat_features
    snaps: list[tuple[str, list[list[float]]]] = []
    seen_turn = -1
    for _ in range(6000):
        if game.phase == "over":
            break
        if game.phase == "play" and game.step == "pre_roll" and game.turn != seen_turn:
            seen_turn = game.turn
            if game.turn == 1 or rng.randrange(every) == 0:
                pips = vertex_pips(game)
                snaps.append((stage_of(game), [feature_of(game, p, pips) for p in range(players)]))
        answering = [d["seat"] for d in engine.pending(game) if d["kind"] == "trade_response"]
        seat = answering[0] if answering else engine.must_act(game)[0]
        view = engine.player_view(game, seat)
        action = _decide(view, rngs[seat], seats[seat], hard_iterations)
        if no_trades:
            action = no_trade(action)
        if game.phase == "setup" and rng.random() < explore:
            action = _explore(view, rng)
        engine.apply_action(game, seat, action)
    out: dict[str, list[Sample]] = {s: [] for s in STAGES}
    if game.winner >= 0:
        for stage, feats in snaps:
            out[stage].append((feats, game.winner))
    return out


def _decide(view: dict, rng: random.Random, strength: str, hard_iterations: int) -> tuple:
    """The move of a seat played by ``strength`` (the names of ``bench/bots.py``'s pairings)."""
    if strength == "sparring":
        return sparring.decide(view, rng)
    if strength == "tactics":
        return tactics_decide(view, rng)
    return decide(view, rng, strength=strength, iterations=hard_iterations if strength == "hard" else None)


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
    width = len(flat[0])  # the base model's or the 2-player model's features
    means = [sum(f[i] for f in flat) / len(flat) for i in range(width)]
    scales = [math.sqrt(sum((f[i] - means[i]) ** 2 for f in flat) / len(flat)) or 1.0 for i in range(width)]
    data = [([[(f[i] - means[i]) / scales[i] for i in range(width)] for f in feats], w) for feats, w in samples]
    w = [0.0] * width
    m = [0.0] * width
    v = [0.0] * width
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
                    for i in range(width):
                        grad[i] += coef * f[i] / len(chunk)
            t += 1
            for i in range(width):
                m[i] = b1 * m[i] + (1 - b1) * grad[i]
                v[i] = b2 * v[i] + (1 - b2) * grad[i] ** 2
                w[i] -= lr * (m[i] / (1 - b1**t)) / (math.sqrt(v[i] / (1 - b2**t)) + 1e-8)
        lr *= 0.85
    # Fold the standardisation into the weights: score = sum(w_i * f_i) (+ a constant that cancels).
    raw = [w[i] / scales[i] for i in range(width)]
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
    seats = len(samples[0][0]) if samples else 4
    print(f"  {stage:7s} {len(samples):6d} samples: log-loss {loss / n:.3f} (uniform {math.log(seats):.3f}), "
          f"favourite won {hits / n:.1%}")  # fmt: skip


def check(data: dict[str, list[Sample]], players: int = 4) -> None:
    """How well the current weights (``players.value_weights``; 2 players: ``players.rules.two_player.value_weights``)
    predict the winners of ``data``."""
    from players.value import _weights as base_weights

    _weights = two_value._weights if players == 2 else base_weights

    for stage in STAGES:
        w = _weights(stage)
        if w is None:
            print(f"  {stage:7s} no current weights")
            continue
        report(stage + "/now", data[stage], list(w))
        train = [s for k, s in enumerate(data[stage]) if k % 5]
        test = [s for k, s in enumerate(data[stage]) if not k % 5]
        if train and test:
            report(stage + "/refit", test, fit(train, 12, 1e-3)[0])  # what a refit on these games would reach
            report(stage + "/now", test, list(w))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--every", type=int, default=3, help="snapshot one turn in this many")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--explore", type=float, default=0.5, help="share of set-up placements off normal's")
    parser.add_argument("--pool", default="normal", help="strengths each seat is drawn from, comma-separated")
    parser.add_argument("--no-trades-share", type=float, default=0.0, help="share of tables ignoring offers")
    parser.add_argument("--hard-iterations", type=int, default=4, help="samples per decision of hard seats")
    parser.add_argument("--seed", type=int, default=500_000, help="first game's seed")
    parser.add_argument("--check", action="store_true", help="judge the current weights on the games; write nothing")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4), help="4: base game; 2: the 2-player variant")
    parser.add_argument("--out", default=None, help="weights module (default: the model of --players)")
    opts = parser.parse_args()
    name = "rules/two_player/value_weights.py" if opts.players == 2 else "value_weights.py"
    out = Path(opts.out) if opts.out else Path(__file__).resolve().parent.parent / "players" / name
    start = time.perf_counter()
    rng = random.Random(12345)
    data: dict[str, list[Sample]] = {s: [] for s in STAGES}
    pool = [p.strip() for p in opts.pool.split(",") if p.strip()]
    for i in range(opts.games):
        no_trades = rng.random() < opts.no_trades_share
        for stage, samples in play(
            opts.seed + i, opts.every, opts.explore, rng, pool, no_trades, opts.hard_iterations, opts.players
        ).items():  # fmt: skip
            data[stage].extend(samples)
    table = "2-player variant" if opts.players == 2 else "4-player base"
    what = f"{table}, seats drawn from {','.join(pool)}, {opts.no_trades_share:.0%} of tables without domestic trades"
    print(f"bench/fit_value.py: {opts.games} games ({what}) in {time.perf_counter() - start:.0f} s")
    if opts.check:
        check(data, opts.players)
        return
    weights: dict[str, list[float]] = {}
    model = "players.rules.two_player.value" if opts.players == 2 else "players.features"
    names = two_value.NAMES if opts.players == 2 else NAMES
    for stage in STAGES:
        train = [s for k, s in enumerate(data[stage]) if k % 5]
        test = [s for k, s in enumerate(data[stage]) if not k % 5]
        raw, _, _ = fit(train, opts.epochs, opts.l2)
        report(stage + "/test", test, raw)
        weights[stage] = fit(data[stage], opts.epochs, opts.l2)[0]
    lines = [
        f'"""Weights of the value model (``{model}``), written by ``bench/fit_value.py``: do not edit by hand.',
        "",
        f"Fitted on {opts.games} games, {what} (set-up placements varied at rate {opts.explore});",
        "one weight per feature of",
        f"``{model}.NAMES``, per stage of the game.",
        '"""',
        "",
        f"NAMES = {names!r}",
        "WEIGHTS: dict[str, tuple[float, ...]] = {",
    ]
    for stage in STAGES:
        lines.append(f"    {stage!r}: ({', '.join(f'{x:.5f}' for x in weights[stage])}),")
    lines.append("}")
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
