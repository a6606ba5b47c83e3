"""The one source of truth for what a seat may do: listing legal actions and applying them.

``legal_actions`` is what autocomplete, the built-in bots and validation all use. ``apply_action``
accepts an action only if ``legal_actions`` lists it (or, for the two open-ended kinds — trade
proposals and counter-offers — if the same predicates that gate them accept it; or for a kind with a
validator, such as a discard, if the validator accepts it), so the three can never disagree. An
illegal action raises ``IllegalAction`` before anything is changed.

What is listed and what an action does come from the game's rule sets (``state.rules``, see
``engine.rulesets``): this module is the same for every rule set.
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine import explain as why
from engine.errors import IllegalAction
from engine.pending import waiting_for
from engine.rules import trade, turn
from engine.state import PHASE_OVER, PHASE_PLAY, GameState
from engine.text import Text

Action = A.Action
_KINDS = A.KINDS  # the registry's own set: it grows in place when a rule set registers its kinds
_OPEN_ENDED = frozenset((A.OFFER, A.COUNTER))


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every legal action of ``seat`` now, except open-ended trade proposals (see ``can_propose_trade``).

    The result is cached until the state changes; it is a tuple so callers cannot corrupt the cache.
    """
    cached = state.legal_cache.get(seat)
    if cached is None:
        if state.phase == PHASE_OVER or not 0 <= seat < state.n:
            cached = state.legal_cache[seat] = ()
        else:  # compute_legal_actions, one call less: every action asks this
            cached = state.legal_cache[seat] = tuple(state.rules.list_actions(state, seat))
    return cached


def compute_legal_actions(state: GameState, seat: int) -> list[Action]:
    """Uncached listing (the benchmark measures this)."""
    if state.phase == PHASE_OVER or not 0 <= seat < state.n:
        return []
    return state.rules.list_actions(state, seat)


def can_propose_trade(state: GameState, seat: int) -> bool:
    """Whether ``seat`` may open a domestic trade now (the offer itself is then checked in full)."""
    if not trade.trading_open(state) or not 0 <= seat < state.n or not any(state.hands[seat]):
        return False
    return seat == state.active or state.options.trade_proposals == "open"


# --- applying ------------------------------------------------------------------------------------


def _refused(state: GameState, exc: IllegalAction) -> IllegalAction:
    """``exc`` knowing whom the game waits for, so that its "Waiting for player 2" can be given names."""
    exc.waiting = waiting_for(state)
    return exc


def apply_action(state: GameState, seat: int, action: Any) -> list[dict[str, Any]]:
    """Validate and apply ``action`` for ``seat``; return the events it caused.

    Raises IllegalAction (state untouched) when the action is not legal.
    """
    if type(action) is not tuple or not action or action[0] not in _KINDS:
        action = A.from_json(action)
    kind = action[0]
    rules = state.rules
    if kind in _OPEN_ENDED:
        try:
            _check_open_ended(state, seat, action)
        except IllegalAction as exc:
            if exc.code == "trade_closed":  # why is the rule set's to say (a Special Build Phase, Second's phase)
                raise _refused(state, rules.explain(state, seat, action, legal_actions(state, seat))) from None
            if exc.hint or exc.code in ("game_over", "not_a_player"):
                raise
            raise _refused(state, IllegalAction(exc.code, exc.reason, why.now_hint(state, legal_actions(state, seat)))) from None
    else:
        validators = rules.validators
        if kind in validators:
            if not validators[kind](state, seat, action):
                raise _refused(state, rules.explain(state, seat, action, legal_actions(state, seat)))
        elif action not in (state.legal_cache.get(seat) or legal_actions(state, seat)):  # usually listed already
            raise _refused(state, rules.explain(state, seat, action, legal_actions(state, seat)))
    state.events = []
    rules.handlers[kind](state, seat, action)
    # state.touch() and turn.check_win(state), inlined: they run after every action of every game.
    state.version += 1
    if state.legal_cache:
        state.legal_cache = {}
    if state.phase == PHASE_PLAY and rules.victory_points(state, state.active) >= state.options.vp_target:
        turn.win(state)  # BASE-WIN-2/3
    return state.events


def _check_open_ended(state: GameState, seat: int, action: Action) -> None:
    if state.phase == PHASE_OVER:
        raise IllegalAction("game_over", Text("refusals-game-over"))
    if not 0 <= seat < state.n:
        raise IllegalAction("not_a_player", Text("refusals-not-a-player"))
    if action[0] == A.OFFER:
        trade.check_offer(state, seat, action[1], action[2], action[3])
        return
    offer = trade.find_offer(state, action[1])
    if offer is None:
        raise IllegalAction("no_such_offer", Text("refusals-trade-gone", offer=str(action[1])))
    if seat not in offer.to:
        raise IllegalAction("not_addressed", Text("refusals-not-offered-to-you", offer=str(offer.id)))
    if state.options.trade_proposals == "active_only" and seat != state.active:
        raise IllegalAction("not_active", Text("refusals-only-active-proposes"))
    trade.check_offer(state, seat, action[2], action[3], offer.proposer)
