"""How built-in players play each rule set: the ``players`` layer's registry (``engine.plugins``, #21).

Each rule set's plug-in is the folder ``players/rules/<rule set>/`` whose ``__init__`` holds
``HOOKS = PlayerHooks(...)`` (``players.rules.base``, ``players.rules.cities_and_knights``, ...), found by
the rule set's name (issue #30 item 2). The shared players (``players.normal``, ``players.search``) take
the composed hooks of their view with ``policy_of(t.view)`` (of a state: ``policy_of_state``) and never
ask which rule set it is.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.plugins import LayerRegistry

if TYPE_CHECKING:
    from engine.actions import Action
    from engine.state import GameState

# What the hooks are given: a ``players.table.Table``. Named, not imported: the table asks these hooks (its
# network's ends, its policy), so an import here, even for types, would make the two modules a cycle.
Table = Any


@dataclass(frozen=True)
class PlayerHooks:
    """A rule set's play. Tuples concatenate along the components; single hooks (None: not set here)
    replace."""

    answer: Callable[[Table, random.Random], Action | None] | None = None  # decisions owed ("answer")
    # (table, rng, strength) -> the rule set's own move in the seat's current step, asked first by the
    # ``easy`` and ``normal`` players (so also in ``hard``'s rollouts) wherever the seat stands, or None
    # (Seafarers: gold choices, robber or pirate, ships in set-up and by Road Building)
    step_choices: tuple[Callable[[Table, random.Random, str], Action | None], ...] = ()
    # (table, intersection) -> what a settlement there is worth beyond the pips ``players.evaluate``
    # counts, in ``spot_value``'s units (Seafarers: gold fields, Catan chits, a new island)
    spot_terms: tuple[Callable[[Table, int], float], ...] = ()
    # (table, seat) -> intersections of the seat's network besides its roads and buildings, where a
    # settlement may stand (``Table.road_ends``; Seafarers: the ends of its ships)
    network_ends: tuple[Callable[[Table, int], int], ...] = ()
    # moves of the rule set's own steps outside the main turn (neutral pieces, cards handed back)
    placements: tuple[Callable[[Table], Action | None], ...] = ()
    # the rule set's moves in the main step, before the base game's plan is made (C&K: knights, improvements)
    main_choices: tuple[Callable[[Table, random.Random], Action | None], ...] = ()
    # (table, rng, robber on one's hex, a build short of at most 2 cards) -> moves after the plan (2 players)
    planned_choices: tuple[Callable[[Table, random.Random, bool, bool], Action | None], ...] = ()
    # the action that ends the seat's own build-only phase, if it is in one now (5-6 players: the Special
    # Build Phase, Second's phase when nobody wins in it): there the seat builds what its main step would
    # build and otherwise ends the phase
    build_phase_end: tuple[Callable[[Table], Action | None], ...] = ()
    # (the seat's view) -> an optional move the seat makes while it owes nothing (5-6 players: asking for
    # a Special Build Phase slot after another player's turn); its kinds are never chosen for a decision
    off_turn: tuple[Callable[[Mapping[str, Any]], Action | None], ...] = ()
    off_turn_kinds: tuple[str, ...] = ()
    # (table, rng, ``normal``'s choice) -> the ``hard`` player's own move of the rule set in its main
    # step instead (``players.tactics``; C&K: knights against a close barbarian attack), or None
    hard_choices: tuple[Callable[[Table, random.Random, Action], Action | None], ...] = ()
    # (table, rng, ``normal``'s choice) -> the ``hard`` player's own move before its roll instead (C&K:
    # the Alchemist, ``players.rules.cities_and_knights.progress``), or None
    hard_pre_roll: tuple[Callable[[Table, random.Random, Action], Action | None], ...] = ()
    # (table) -> the rule set's own moves a ``hard`` player's search weighs in its main step beside the
    # base game's candidates (2 players: the trade-card actions, TWO-ACT-3..4, TWO-REPL-1)
    search_candidates: tuple[Callable[[Table], list[Action]], ...] = ()
    # whether a ``hard`` player's search may weigh ending the turn (or, against a build, a Development
    # card) against the heuristic's build or bank trade (``players.search._PRODUCTIVE``): not in the base
    # game, whose fitted value model pays for cards held about as much as for what they build (issue #22);
    # the rule sets judged otherwise keep it until measured without it
    passive_overrides: bool | None = None
    # whether a ``hard`` player offers the table a card for a card once a turn: before a bank trade, or
    # ending a turn one or two cards short (``players.tactics.offer_before_bank_trade``, ``offer_once``):
    # the base game's; the rule sets measured without it keep their play until measured with it
    table_offers: bool | None = None
    move_budget: int | None = None  # simulated moves of a ``hard`` player's search per decision
    value_model: bool | None = None  # whether the fitted value model judges its positions (else the score)
    # (determinised state, seat) -> the rule set's own worth of a position, in victory points, added to
    # ``players.heuristic_score.value`` (C&K: improvements, knights against the barbarians; 2 players:
    # trade cards)
    score_terms: tuple[Callable[[GameState, int], float], ...] = ()
    # how much the strongest rival's worth counts against one's own in ``heuristic_score.score`` (None:
    # the shared 0.6 of a table of several rivals; a 2-player game is a race against one)
    rival_weight: float | None = None
    # (determinised state, seat, stage or None) -> the seat's win chance from the rule set's own fitted
    # model, which then judges a ``hard`` player's positions and set-up placements in place of
    # ``players.value`` and the heuristic score (2 players: ``players.rules.two_player.value``, fitted on 2-player games)
    win_chance: Callable[[GameState, int, str | None], float] | None = None
    # (determinised state, seat) -> the seat's win chance judging the end of a ``hard`` player's rollouts
    # only (not its set-up placements, which ``win_chance`` would search): Seafarers' logit over the
    # heuristic value (``players.rules.seafarers.value``)
    rollout_value: Callable[[GameState, int], float] | None = None


PLAYERS: LayerRegistry[PlayerHooks] = LayerRegistry("players", PlayerHooks)


def off_turn_move(view: Mapping[str, Any]) -> Action | None:
    """The optional move the seat of ``view`` makes now although it owes nothing (the rule set's)."""
    for hook in policy_of(view).off_turn:
        action = hook(view)
        if action is not None:
            return action
    return None


def policy_of(view: Mapping[str, Any]) -> PlayerHooks:
    """The composed ``players`` hooks of a view's rule set."""
    return PLAYERS.of_view(view)


def policy_of_state(state: GameState) -> PlayerHooks:
    """The composed ``players`` hooks of a (determinised) state's rule set."""
    return PLAYERS.of(state.rules.components)
