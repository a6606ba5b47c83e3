"""The ``hard`` player: determinised Monte Carlo search over the seat's own turn.

For a decision of the active seat (build, buy, play a card, trade with the bank, end the turn, move
the robber) it keeps a few candidate moves (the ``normal`` player's choice always among them), then
repeatedly: samples a full state consistent with its view (``engine.determinize``), and for each
candidate — with the same sample and the same dice, so the comparison is fair — applies it, plays the
rest of the turn and ``HORIZON`` more turns with the cheap rollout policy, and scores the position
(``rollout.score``). The candidate with the best mean wins if it beats the ``normal`` choice by a
margin; elsewhere (set-up, discards, answers to offers, trivial choices) it plays like ``normal``.

Deterministic for a given view, rng state and ``iterations``; a ``deadline`` (on the caller's clock)
only ever stops it early.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

from engine.actions import Action
from engine.determinize import determinize
from engine.errors import EngineError, IllegalAction
from engine.legal import apply_action
from engine.rng import Rng
from engine.serialize import from_dict, to_dict
from engine.views import player_view
from players import normal
from players.evaluate import resource_weights, spot_value
from players.rollout import policy, score
from players.table import Table

DEFAULT_ITERATIONS = 24
HORIZON = 4  # turns simulated after the current one
ROLLOUT = os.environ.get("CATAN_ROLLOUT", "normal")  # experiment switch, removed below
MARGIN = 0.15
Z = 2.0
MAX_CANDIDATES = 6
_SEARCHED_STEPS = ("main", "move_robber")


def choose(
    t: Table,
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Action:
    base = normal.choose(t, rng)
    if t.seat != t.active or t.phase != "play" or t.step not in _SEARCHED_STEPS:
        return base
    if base[0] in ("offer", "counter", "accept", "decline", "confirm", "withdraw"):
        return base
    cands = candidates(t, base)
    if len(cands) < 2:
        return base
    iterations = DEFAULT_ITERATIONS if iterations is None else iterations
    # Paired samples: every candidate is scored on the same determinisation and the same dice, so the
    # per-sample difference to the normal choice measures the move, not the luck of the sample.
    diffs: list[list[float]] = [[] for _ in cands]
    for _ in range(iterations):
        if deadline is not None and clock is not None and clock() >= deadline:
            break
        sample_rng = random.Random(rng.getrandbits(64))
        try:
            record = to_dict(determinize(t.view, sample_rng))
        except (EngineError, KeyError, ValueError, TypeError):
            return base  # a rule set the determiniser does not know yet: play like normal
        dice_seed = sample_rng.getrandbits(63)
        scores = [simulate(record, t.seat, action, dice_seed) for action in cands]
        for i, s in enumerate(scores):
            diffs[i].append(s - scores[0])
    return pick(cands, diffs)


def pick(cands: list[Action], diffs: list[list[float]]) -> Action:
    """The candidate whose mean gain over the normal choice (``cands[0]``) is clearly positive.

    Clearly: above ``MARGIN`` and ``Z`` standard errors of the paired differences, so that noise in a
    few samples does not replace a sound heuristic move by a lucky one.
    """
    best, best_mean = 0, 0.0
    for i in range(1, len(cands)):
        d = diffs[i]
        if len(d) < 2:
            continue
        mean = sum(d) / len(d)
        var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
        se = (var / len(d)) ** 0.5
        if mean > MARGIN and mean > Z * se and mean > best_mean:
            best, best_mean = i, mean
    return cands[best]


def simulate(record: dict, seat: int, action: Action, dice_seed: int) -> float:
    state = from_dict(record)
    state.rng = Rng(dice_seed)
    try:
        apply_action(state, seat, action)
    except IllegalAction:
        return -1000.0  # not legal in this sample (cannot happen for listed actions)
    rng = random.Random(dice_seed)
    stop_turn = state.turn + HORIZON + 1
    for _ in range(600):
        if state.phase == "over" or state.turn >= stop_turn:
            break
        who = _next_seat(state)
        # The rollout policy: the normal player on the sample's views, or the cheap state policy.
        action = normal.choose(Table(player_view(state, who)), rng) if ROLLOUT == "normal" else policy(state, who, rng)
        try:
            apply_action(state, who, action)
        except IllegalAction:
            apply_action(state, who, policy(state, who, rng))
    return score(state, seat)


def _next_seat(state) -> int:  # type: ignore[no-untyped-def]
    # Answers to offers first (rollouts decline them), then whoever the game waits for.
    for offer in state.offers:
        for s, answer in offer.responses.items():
            if answer is None:
                return s
    if state.step == "discard":
        for s, owed in enumerate(state.discard_owed):
            if owed and state.discard_choice[s] is None:
                return s
    return state.active


def candidates(t: Table, base: Action) -> list[Action]:
    """A handful of sensible moves, the ``normal`` choice first."""
    legal = t.legal
    out: list[Action] = [base]
    weights = resource_weights(t)
    prod = t.production(t.seat)

    def add(a: Action | None) -> None:
        if a is not None and a not in out and a in legal and len(out) < MAX_CANDIDATES:
            out.append(a)

    if t.step == "move_robber":
        ranked = sorted((a for a in legal if a[0] == "robber"), key=lambda a: -_robber_rank(t, a))
        for a in ranked[:3]:
            add(a)
        return out
    for kind in ("city", "settlement"):
        spots = sorted((a for a in legal if a[0] == kind), key=lambda a: -spot_value(t, a[1], prod, weights))
        for a in spots[:2]:
            add(a)
    add(("buy_dev",))
    roads = [a for a in legal if a[0] == "road"]
    if roads:
        add(normal.best_road(t, roads)[0])
    for kind in ("knight", "road_building"):
        add((kind,))
    add(normal.dev_card_choice(t))
    add(normal.bank_trade_for(t, normal.current_plan(t)))
    add(("end_turn",))
    return out


def _robber_rank(t: Table, a: Action) -> float:
    return normal.robber_score(t, a)
