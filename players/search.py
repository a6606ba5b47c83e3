"""The ``hard`` player: search on determinised states, judged by a value model.

Two searches, each on states consistent with the seat's view (``engine.determinize``), through the
engine's own ``legal_actions``/``apply_action``, so one code path serves every rule set the
determiniser knows:

* set-up placements (``players.setup_search``): the rest of the snake is played out and the finished
  set-up judged by the value model;
* decisions of the seat's own turn (build, buy, play a card, trade with the bank, end the turn, move
  the robber): a few candidate moves (the seat's heuristic choice always first: ``normal``'s, with
  ``players.tactics``' improvements of the main step), each applied to the same
  sample with the same dice (common random numbers, so a difference measures the move, not the luck),
  then the rest of the turn and ``HORIZON`` more turns played by the ``normal`` policy on the sample,
  and the position judged by the seat's win chance (``players.value``; outside the base game, where no
  model is fitted, by ``players.heuristic_score.score``). Candidates clearly worse than ``normal``'s
  choice stop being sampled after a few rounds; one replaces ``normal``'s choice only when its mean
  paired gain is clearly positive (``pick``), and a productive choice (a build, a bank trade towards
  one) competes only with other productive moves (``_PRODUCTIVE``), never with ending the turn (unless
  the rule set's ``PlayerHooks.passive_overrides`` allows it).

The work is capped in simulated moves (the rule set's ``move_budget``, ``players.rulesets``, or
``iterations`` samples) and
by the caller's deadline, both checked at every simulated move.

Elsewhere (discards, answers to offers, trivial choices) it plays like ``normal``. Deterministic for a
given view, rng state and budget; a ``deadline`` (on the caller's clock) only ever stops it early.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable
from typing import Any

from engine.actions import Action
from engine.determinize import determinize
from engine.errors import EngineError, IllegalAction
from engine.legal import apply_action, legal_actions
from engine.rng import Rng
from engine.serialize import from_dict, to_dict
from engine.state import GameState
from engine.views import player_view
from players import normal, setup_search, tactics
from players.budget import Budget
from players.evaluate import resource_weights, spot_value
from players.heuristic_score import score
from players.rulesets import policy_of, policy_of_state
from players.table import Table
from players.value import win_chances

DEFAULT_ITERATIONS = 32
PRUNE_AFTER = 8
HORIZON = 3  # turns simulated after the current one
# An override must beat normal's choice clearly (issue #22: with Z 1.5 and up to five rivals, about one
# decision in three was overridden on noise alone). Z 2.3 is a one-sided 5% test shared among the
# rivals (Bonferroni), and no override rests on fewer than MIN_SAMPLES paired samples.
MARGIN = 0.01  # in win probability
Z = 2.3
MIN_SAMPLES = 8
MAX_CANDIDATES = 6
MAX_ROLLOUT_MOVES = 400
_SEARCHED_STEPS = ("main", "move_robber")
# The heuristic's productive moves: the search may replace one by another productive move, never by
# ending the turn or (for a build or a trade towards one) by a Development card. The value model,
# fitted on how games of ``normal`` players end, pays about as much for cards held (0.1 each, more
# over seven) and for Development cards held (0.5) as for what they build, so the search preferred
# holding to building: against three catanatron AlphaBeta it made no bank trade in 40 games, bought
# 4.2 cards a game and built late (issue #22; docs/bot-strength.md: "Why `hard` lost to AlphaBeta, and the fix").
# A card play (its value held is paid by the model) counts as productive too, so that ending the turn
# never delays it; and the road the model pays for (road length) is no candidate against a town or a
# trade towards one: against AlphaBeta 355 of 852 overrides had put a road there.
_PRODUCTIVE = (
    "bank_trade", "city", "settlement", "road", "buy_dev", "knight", "monopoly", "year_of_plenty", "road_building",
)
_TOWARDS_BUILDS = ("bank_trade", "city", "settlement")  # a town, or the bank trade towards one
_TRADES = ("offer", "counter", "accept", "decline", "confirm", "withdraw")


def choose(
    t: Table,
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
    stats: dict[str, Any] | None = None,
) -> Action:
    base = tactics.choose(t, rng)
    stats = {} if stats is None else stats
    stats.update(searched=False, samples=0, moves=0)
    if t.seat != t.active:
        return base
    if t.phase == "setup":
        return _setup(t, rng, base, iterations, deadline, clock, stats)
    if t.phase != "play" or t.step not in _SEARCHED_STEPS or base[0] in _TRADES:
        return base
    cands = candidates(t, base)
    if len(cands) < 2:
        return base
    # An explicit number of samples is a budget of its own (tests, benches); the default is capped in
    # simulated moves, which is what costs time.
    cap = policy_of(t.view).move_budget if iterations is None else iterations * len(cands) * MAX_ROLLOUT_MOVES
    iterations = DEFAULT_ITERATIONS if iterations is None else iterations
    # Paired samples: every candidate is scored on the same determinisation and the same dice, so the
    # per-sample difference to the normal choice measures the move, not the luck of the sample.
    diffs: list[list[float]] = [[] for _ in cands]
    alive = list(range(len(cands)))
    budget = Budget(cap, deadline, clock)
    for k in range(iterations):
        if deadline is not None and clock is not None and clock() >= deadline:
            break
        sample_rng = random.Random(rng.getrandbits(64))
        try:
            record = pickle.dumps(to_dict(determinize(t.view, sample_rng)))
        except (EngineError, KeyError, ValueError, TypeError):
            return base  # a rule set the determiniser does not know yet: play like normal
        dice_seed = sample_rng.getrandbits(63)
        scores = {i: simulate(record, t.seat, cands[i], dice_seed, budget) for i in alive}
        if any(s is None for s in scores.values()):
            break  # out of budget mid-sample: judge on the complete samples only
        stats["samples"] += 1
        for i in alive:
            diffs[i].append(scores[i] - scores[0])  # type: ignore[operator]
        if k + 1 >= PRUNE_AFTER and (k + 1) % PRUNE_AFTER == 0:
            # Successive halving, gently: stop sampling moves already clearly worse than normal's.
            alive = [i for i in alive if i == 0 or _upper(diffs[i]) > 0.0]
            if len(alive) == 1:
                break
    stats.update(searched=True, moves=budget.used, candidates=len(cands), cap=cap, timed_out=budget.timed_out)
    # Each candidate's mean paired gain over normal's choice and its sample count (benches compare searches).
    stats["gains"] = [(a, sum(d) / len(d) if d else 0.0, len(d)) for a, d in zip(cands, diffs, strict=True)]
    action = pick(cands, diffs)
    stats["overrode"] = action != base
    return action


def _setup(
    t: Table,
    rng: random.Random,
    base: Action,
    iterations: int | None,
    deadline: float | None,
    clock: Callable[[], float] | None,
    stats: dict[str, Any],
) -> Action:
    try:
        state = determinize(t.view, random.Random(rng.getrandbits(64)))
    except (EngineError, KeyError, ValueError, TypeError):
        return base
    policy = policy_of_state(state)
    if not policy.value_model and policy.win_chance is None:
        return base  # no model fitted for this rule set's set-up
    cap = setup_search.DEFAULT_BUDGET if iterations is None else iterations * 100
    budget = Budget(cap, deadline, clock)
    own_model = policy.win_chance
    judge = None if own_model is None else (lambda s, p: own_model(s, p, "setup"))
    action = setup_search.choose(t, state, budget, judge)
    stats.update(searched=True, samples=1, moves=budget.used, cap=cap, timed_out=budget.timed_out)
    action = action if action is not None else base
    stats["overrode"] = action != base
    return action


def _upper(d: list[float]) -> float:
    """Mean plus two standard errors of paired differences."""
    mean = sum(d) / len(d)
    var = sum((x - mean) ** 2 for x in d) / max(1, len(d) - 1)
    return mean + 2.0 * (var / len(d)) ** 0.5


def pick(cands: list[Action], diffs: list[list[float]]) -> Action:
    """The candidate whose mean gain over the normal choice (``cands[0]``) is clearly positive.

    Clearly: above ``MARGIN`` and ``Z`` standard errors of the paired differences, so that noise in a
    few samples does not replace a sound heuristic move by a lucky one.
    """
    best, best_mean = 0, 0.0
    for i in range(1, len(cands)):
        d = diffs[i]
        if len(d) < MIN_SAMPLES:
            continue
        mean = sum(d) / len(d)
        var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
        se = (var / len(d)) ** 0.5
        if mean > MARGIN and mean > Z * se and mean > best_mean:
            best, best_mean = i, mean
    return cands[best]


def simulate(record: bytes, seat: int, action: Action, dice_seed: int, budget: Budget) -> float | None:
    """The seat's value after ``action`` and a rollout to the horizon (None: the budget ran out)."""
    # A fresh copy per simulation: from_dict shares the record's lists, which the rules mutate.
    state = from_dict(pickle.loads(record))
    state.rng = Rng(dice_seed)
    try:
        apply_action(state, seat, action)
    except IllegalAction:
        return -1000.0  # not legal in this sample (cannot happen for listed actions)
    rng = random.Random(dice_seed)
    stop_turn = state.turn + HORIZON + 1
    for _ in range(MAX_ROLLOUT_MOVES):
        if state.phase == "over" or state.turn >= stop_turn:
            break
        if not budget.spend():
            return None
        who = _next_seat(state)
        table = Table(player_view(state, who))
        if not table.legal:
            break  # the sample waits on a seat it offers nothing: score the rollout here
        move = _without_domestic_trade(normal.choose(table, rng))
        try:
            apply_action(state, who, move)
        except IllegalAction:
            # The sample may differ from the game in what it allows (e.g. C&K's per-turn flags).
            fallback = legal_actions(state, who)
            if not fallback:
                break
            apply_action(state, who, rng.choice(fallback))
    return evaluate(state, seat)


def _without_domestic_trade(move: Action) -> Action:
    """Rollouts trade with the bank only: a table of people may ignore every offer, and a plan that
    needs another player's card must not look better than one that does not (the issue #22 study:
    rollouts where every opponent trades like ``normal`` made ``hard`` lose at tables without trades)."""
    if move[0] == "offer":
        return ("end_turn",)  # ``normal`` offers only as its last idea before ending the turn
    if move[0] in ("accept", "counter"):
        return ("decline", move[1])
    return move


def evaluate(state: GameState, seat: int) -> float:
    """The seat's win chance (base game; a rule set's own model, ``PlayerHooks.rollout_value`` or
    ``win_chance``), or the heuristic score scaled alike (other rule sets)."""
    policy = policy_of_state(state)
    if policy.rollout_value is not None:
        return policy.rollout_value(state, seat)
    if policy.win_chance is not None:
        return policy.win_chance(state, seat, None)
    if policy.value_model:
        return win_chances(state)[seat]
    return score(state, seat) / 100.0


def _next_seat(state: GameState) -> int:
    # Answers to offers first (while they may answer: not during a 7's discards), then whoever the game
    # waits for (the engine's own list).
    for offer in state.offers:
        for s, answer in offer.responses.items():
            if answer is None and legal_actions(state, s):
                return s
    from engine.pending import must_act

    return must_act(state)[0]


def candidates(t: Table, base: Action) -> list[Action]:
    """A handful of sensible moves, the heuristic's choice first (never a passive one in place of a
    productive one: ``_PRODUCTIVE``)."""
    legal = t.legal
    out: list[Action] = [base]
    weights = resource_weights(t)
    prod = t.production(t.seat)

    def add(a: Action | None) -> None:
        if a is not None and a not in out and a in legal and len(out) < MAX_CANDIDATES:
            out.append(a)

    if t.step == "move_robber":
        ranked = sorted((a for a in legal if a[0] == "robber"), key=lambda a: -normal.robber_score(t, a))
        for a in ranked[:4]:
            add(a)
        for own in policy_of(t.view).search_candidates:  # the rule set's own moves (Seafarers: the pirate)
            for a in own(t):
                if a[0] != "robber":
                    add(a)
        return out
    for kind in ("city", "settlement"):
        spots = sorted((a for a in legal if a[0] == kind), key=lambda a: -spot_value(t, a[1], prod, weights))
        for a in spots[:2]:
            add(a)
    policy = policy_of(t.view)
    passive = bool(policy.passive_overrides)
    if passive or base[0] not in _TOWARDS_BUILDS:
        add(("buy_dev",))
    for own in policy.search_candidates:  # the rule set's own moves (2 players: trade cards)
        for a in own(t):
            add(a)
    roads = [a for a in legal if a[0] == "road"]
    if roads and (passive or base[0] not in _TOWARDS_BUILDS):
        add(normal.best_road(t, roads)[0])
    for kind in ("knight", "road_building"):
        add((kind,))
    add(normal.dev_card_choice(t))
    add(normal.bank_trade_for(t, normal.current_plan(t)))
    if passive or base[0] not in _PRODUCTIVE:
        add(("end_turn",))
    return out
