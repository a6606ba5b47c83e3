"""Built-in players that sit at the table like people, deciding from their seat's view only.

The API the Discord layer calls (all pure: no I/O, no clock except a deadline the caller passes):

    from players import decide, wants_to_act, STRENGTHS
    view = engine.player_view(game, seat)      # the ONLY input: hidden cards never reach a player
    if wants_to_act(view):
        action = decide(view, random.Random(seed), strength="normal")
        engine.apply_action(game, seat, action)  # through the service, like a person's move

``decide`` answers every decision a seat can owe: set-up placements, the roll, building, trading with
the bank, discards, the robber and the steal, Development cards, and domestic trades (it accepts,
declines or counters offers made to the seat, confirms or withdraws its own, and now and then makes an
offer: ``("offer", give, get, to)``, checked by ``engine.can_propose_trade`` and the engine's trade
rules). Actions of rule sets it has no strategy for get a safe legal choice (``players.fallback``).

Given the same view, the same ``rng`` state, strength and iteration budget, the decision is the same.
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from players import easy, fallback, normal
from players.rulesets import off_turn_move, policy_of
from players.table import Table

STRENGTHS = ("easy", "normal", "hard")


def wants_to_act(view: dict[str, Any]) -> bool:
    """Whether the seat owes a decision now (blocking, or an answer to a trade offer made to it), or makes
    an optional move of its rule set while it owes nothing (``PlayerHooks.off_turn``)."""
    return _owes(view) or off_turn_move(view) is not None


def _owes(view: dict[str, Any]) -> bool:
    seat = view["you"]["seat"]
    return any(d["seat"] == seat for d in view.get("pending", ()))


def _without_off_turn(view: dict[str, Any]) -> dict[str, Any]:
    """The view with the rule set's off-turn moves left out of the legal actions (a decision answers)."""
    kinds = policy_of(view).off_turn_kinds
    legal = view["you"]["legal_actions"]
    if not kinds or all(a[0] not in kinds for a in legal):
        return view
    return {**view, "you": {**view["you"], "legal_actions": [a for a in legal if a[0] not in kinds]}}


def decide(
    view: dict[str, Any],
    rng: random.Random,
    *,
    strength: str = "normal",
    iterations: int | None = None,
    deadline: float | None = None,
    clock: Any = None,
    stats: dict[str, Any] | None = None,
) -> Action:
    """The action the seat plays now, chosen among ``view["you"]["legal_actions"]`` (or a trade offer).

    ``hard`` searches: ``iterations`` caps its simulations (deterministic for a seed), ``deadline`` is
    a time on ``clock()`` (e.g. ``time.perf_counter``) after which it stops early; ``stats``, if given,
    receives what the search spent (``searched``, ``samples``, ``moves``) and whether it overrode
    ``normal``'s choice (``overrode``).
    """
    if not _owes(view):
        optional = off_turn_move(view)
        if optional is not None:
            return optional
    table = Table(_without_off_turn(view))
    if not table.legal:
        raise ValueError("the seat has no legal action now")
    if strength == "easy":
        action = easy.choose(table, rng)
    elif strength == "normal":
        action = normal.choose(table, rng)
    elif strength == "hard":
        from players import search

        action = search.choose(table, rng, iterations=iterations, deadline=deadline, clock=clock, stats=stats)
    else:
        raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")
    if action[0] not in ("offer", "counter") and action not in table.legal:
        action = fallback.choose(table, rng)  # a strategy's slip must never become an illegal move
    return action


__all__ = ["STRENGTHS", "decide", "wants_to_act"]
