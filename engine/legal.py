"""The one source of truth for what a seat may do: listing legal actions and applying them.

``legal_actions`` is what autocomplete, the built-in bots and validation all use. ``apply_action``
accepts an action only if ``legal_actions`` lists it (or, for the two open-ended kinds — trade
proposals and counter-offers — if the same predicates that gate them accept it), so the three can
never disagree. An illegal action raises ``IllegalAction`` before anything is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import expansions
from engine.constants import (
    CITY_COST,
    KNIGHT,
    MONOPOLY,
    ROAD_BUILDING,
    ROAD_COST,
    SETTLEMENT_COST,
    YEAR_OF_PLENTY,
)
from engine.errors import IllegalAction
from engine.explain import explain
from engine.pending import waiting_for
from engine.rules import building, devcards, robber, setup, trade, turn, two_player
from engine.state import (
    DISCARD,
    MAIN,
    MOVE_ROBBER,
    PHASE_OVER,
    PRE_ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    GameState,
)
from engine.state import (
    ROAD_BUILDING as ROAD_BUILDING_STEP,
)
from engine.topology import VERTEX_EDGE_MASK

Action = A.Action
_ROAD, _SETTLE, _CITY, _ROBBER = A.ROAD_ACTIONS, A.SETTLEMENT_ACTIONS, A.CITY_ACTIONS, A.ROBBER_ACTIONS
_ROLL, _END, _BUY, _KNIGHT, _RB, _REVEAL, _SKIP = (
    (A.ROLL,), (A.END_TURN,), (A.BUY_DEV,), (A.KNIGHT,), (A.ROAD_BUILDING,), (A.REVEAL_VP,), (A.SKIP_STEAL,),
)  # fmt: skip
_MONO = tuple((A.MONOPOLY, r) for r in range(5))
_BANK = A.BANK_TRADE_ACTIONS


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every legal action of ``seat`` now, except open-ended trade proposals (see ``can_propose_trade``).

    The result is cached until the state changes; it is a tuple so callers cannot corrupt the cache.
    """
    cached = state.legal_cache.get(seat)
    if cached is None:
        cached = state.legal_cache[seat] = tuple(compute_legal_actions(state, seat))
    return cached


def compute_legal_actions(state: GameState, seat: int) -> list[Action]:
    """Uncached listing (the benchmark measures this)."""
    if state.phase == PHASE_OVER or not 0 <= seat < state.n:
        return []
    if state.ck is not None:
        return expansions.rules_of(state).legal(state, seat)
    out: list[Action] = []
    step = state.step
    if seat == state.active:
        lister = ACTIVE_STEP_LISTERS.get(step)
        if lister is not None:
            lister(state, seat, out)
        if state.two is not None:
            two_player.extra_actions(state, seat, out)  # trade-card actions (TWO-ACT-1, TWO-REPL-1)
    if step == DISCARD and state.discard_owed[seat] and state.discard_choice[seat] is None:
        out.extend((A.DISCARD, c) for c in robber.discard_options(state.hands[seat], state.discard_owed[seat]))
    if state.offers:
        _trade_answers(state, seat, out)
    return out


def _pre_roll_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_ROLL)
    _dev_actions(state, seat, out)


def _setup_settlement_actions(state: GameState, seat: int, out: list[Action]) -> None:
    _bits(building.setup_settlement_candidates(state), _SETTLE, out)


def _setup_road_actions(state: GameState, seat: int, out: list[Action]) -> None:
    _bits(VERTEX_EDGE_MASK[state.last_settlement] & ~state.edge_mask, _ROAD, out)


def _move_robber_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend(_ROBBER[h] for h in robber.robber_targets(state))
    _dev_actions(state, seat, out)


def _steal_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend((A.STEAL, v) for v in robber.victims(state, seat, state.robber))
    if state.options.robber_steal == "optional":
        out.append(_SKIP)
    _dev_actions(state, seat, out)


def _free_road_actions(state: GameState, seat: int, out: list[Action]) -> None:
    _bits(building.road_candidates(state, seat), _ROAD, out)


def _bits(mask: int, table: tuple[Action, ...], out: list[Action]) -> None:
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low


def _main_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_END)
    hand = state.hands[seat]
    b, lu, o, g, w = hand
    if b and lu and state.road_count[seat] < 15:
        _bits(building.road_candidates(state, seat), _ROAD, out)
    if b and lu and g and w and state.settlements[seat] < 5:
        _bits(building.settlement_candidates(state, seat), _SETTLE, out)
    if o >= 3 and g >= 2 and state.cities[seat] < 4:
        out.extend(_CITY[v] for v in building.city_candidates(state, seat))
    if o and g and w and state.deck:
        out.append(_BUY)
    _dev_actions(state, seat, out)
    if not state.trade_closed:
        bank = state.bank
        unlimited = state.options.bank_shortage == "unlimited"
        for r in range(5):
            if hand[r] >= 2 and hand[r] >= trade.bank_rate(state, seat, r):
                row = _BANK[r]
                out.extend(row[t] for t in range(5) if t != r and (bank[t] > 0 or unlimited))


# What the active player may do in each step of the turn. An expansion adds its own steps here (and
# its action kinds to _HANDLERS) instead of editing the base-game listers.
ACTIVE_STEP_LISTERS: dict[str, Callable[[GameState, int, list[Action]], None]] = {}


def _dev_actions(state: GameState, seat: int, out: list[Action]) -> None:
    if state.dev_played:
        if devcards.can_reveal_vp(state, seat):
            out.append(_REVEAL)
        return
    dev, new = state.dev[seat], state.dev_new
    if dev[KNIGHT] > new[KNIGHT] and devcards.playable(state, seat, KNIGHT):
        out.append(_KNIGHT)
    if dev[ROAD_BUILDING] > new[ROAD_BUILDING] and devcards.playable(state, seat, ROAD_BUILDING):
        out.append(_RB)
    if dev[YEAR_OF_PLENTY] > new[YEAR_OF_PLENTY] and devcards.playable(state, seat, YEAR_OF_PLENTY):
        out.extend((A.YEAR_OF_PLENTY, picks) for picks in devcards.year_of_plenty_choices(state))
    if dev[MONOPOLY] > new[MONOPOLY] and devcards.playable(state, seat, MONOPOLY):
        out.extend(_MONO)
    if devcards.can_reveal_vp(state, seat):
        out.append(_REVEAL)


ACTIVE_STEP_LISTERS.update(
    {
        MAIN: _main_actions,
        PRE_ROLL: _pre_roll_actions,
        SETUP_SETTLEMENT: _setup_settlement_actions,
        SETUP_ROAD: _setup_road_actions,
        MOVE_ROBBER: _move_robber_actions,
        STEAL: _steal_actions,
        ROAD_BUILDING_STEP: _free_road_actions,
    }
)
ACTIVE_STEP_LISTERS.update(two_player.STEP_LISTERS)


def _trade_answers(state: GameState, seat: int, out: list[Action]) -> None:
    for offer in state.offers:
        if seat in offer.to:
            if trade.can_accept(state, seat, offer):
                out.append((A.ACCEPT, offer.id))
            if offer.responses[seat] != "declined":
                out.append((A.DECLINE, offer.id))
        if offer.proposer == seat:
            out.append((A.WITHDRAW, offer.id))
            for partner in offer.to:
                if trade.can_confirm(state, offer, partner):
                    out.append((A.CONFIRM, offer.id, partner))


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
    if type(action) is not tuple or not action or action[0] not in A.KINDS:
        action = A.from_json(action)
    kind = action[0]
    expansion = expansions.rules_of(state) if state.ck is not None else None
    if kind == A.OFFER or kind == A.COUNTER:
        _check_open_ended(state, seat, action)
    elif expansion is not None:
        if action not in legal_actions(state, seat):
            raise _refused(state, expansion.explain(state, seat, action, legal_actions(state, seat)))
    elif kind == A.DISCARD:
        if not (0 <= seat < state.n and robber.discard_ok(state, seat, action[1])):
            raise _refused(state, explain(state, seat, action, legal_actions(state, seat)))
    elif action not in legal_actions(state, seat):
        raise _refused(state, explain(state, seat, action, legal_actions(state, seat)))
    state.events = []
    if expansion is not None:
        expansion.apply(state, seat, action)
    else:
        _HANDLERS[kind](state, seat, action)
    state.touch()
    turn.check_win(state)
    return state.events


def _check_open_ended(state: GameState, seat: int, action: Action) -> None:
    if state.phase == PHASE_OVER:
        raise IllegalAction("game_over", "The game is over.")
    if not 0 <= seat < state.n:
        raise IllegalAction("not_a_player", "You are not playing in this game.")
    if action[0] == A.OFFER:
        trade.check_offer(state, seat, action[1], action[2], action[3])
        return
    offer = trade.find_offer(state, action[1])
    if offer is None:
        raise IllegalAction("no_such_offer", f"Trade #{action[1]} is not open any more.")
    if seat not in offer.to:
        raise IllegalAction("not_addressed", f"Trade #{offer.id} was not offered to you.")
    if state.options.trade_proposals == "active_only" and seat != state.active:
        raise IllegalAction("not_active", "Only the player whose turn it is may propose a trade (1997 rules).")
    trade.check_offer(state, seat, action[2], action[3], offer.proposer)


def _setup_or_build_road(state: GameState, seat: int, action: Action) -> None:
    edge = action[1]
    if state.step == SETUP_ROAD:
        setup.setup_road(state, seat, edge)
        return
    free = state.step == ROAD_BUILDING_STEP
    if not free:
        building.pay(state, seat, ROAD_COST)
        _close_strict_trading(state)
    # The build comes first in the log: a Longest Road it earns (or breaks) follows it.
    state.emit({"type": "built", "seat": seat, "piece": "road", "at": edge, "free": free})
    building.place_road(state, seat, edge)
    if free:
        devcards.after_free_road(state, seat)
    if state.two is not None:
        two_player.after_own_road(state, seat)  # TWO-NEUTRAL-1, TWO-AMB-3: a neutral road is owed


def _settlement(state: GameState, seat: int, action: Action) -> None:
    vertex = action[1]
    in_setup = state.step == SETUP_SETTLEMENT
    if in_setup:
        setup.setup_settlement(state, seat, vertex)
    else:
        building.pay(state, seat, SETTLEMENT_COST)
        _close_strict_trading(state)
        state.emit({"type": "built", "seat": seat, "piece": "settlement", "at": vertex})
        building.place_settlement(state, seat, vertex)  # may break a Longest Road: its event follows
    if state.two is not None:
        # TWO-REPL-3, TWO-SETUP-4: trade cards; TWO-NEUTRAL-1: a neutral settlement is owed after set-up.
        two_player.after_own_settlement(state, seat, vertex, in_setup)


def _city(state: GameState, seat: int, action: Action) -> None:
    building.pay(state, seat, CITY_COST)
    _close_strict_trading(state)
    building.place_city(state, seat, action[1])
    state.emit({"type": "built", "seat": seat, "piece": "city", "at": action[1]})


def _roll(state: GameState, seat: int, action: Action) -> None:
    if state.two is not None:
        two_player.roll(state, seat)  # TWO-ROLL-1/2: two different rolls per turn
    else:
        turn.roll(state, seat)


def _buy_dev(state: GameState, seat: int, action: Action) -> None:
    _close_strict_trading(state)
    devcards.buy(state, seat)


def _close_strict_trading(state: GameState) -> None:
    """BASE-TURN-3: in strict mode the first build ends trading for the turn."""
    if not state.options.combined_trade_build and not state.trade_closed:
        state.trade_closed = True
        trade.close_all(state, "building started")


def _offer(state: GameState, seat: int, action: Action) -> None:
    to = trade.check_offer(state, seat, action[1], action[2], action[3])
    trade.open_offer(state, seat, action[1], action[2], to)


def _offer_action(fn: Any) -> Any:
    def handler(state: GameState, seat: int, action: Action) -> None:
        offer = trade.find_offer(state, action[1])
        assert offer is not None  # validated above
        fn(state, seat, offer, action)

    return handler


_HANDLERS = {
    A.ROLL: _roll,
    A.END_TURN: lambda s, p, a: turn.end_turn(s, p),
    A.ROAD: _setup_or_build_road,
    A.SETTLEMENT: _settlement,
    A.CITY: _city,
    A.BUY_DEV: _buy_dev,
    A.KNIGHT: lambda s, p, a: devcards.play_knight(s, p),
    A.ROAD_BUILDING: lambda s, p, a: devcards.play_road_building(s, p),
    A.YEAR_OF_PLENTY: lambda s, p, a: devcards.play_year_of_plenty(s, p, a[1]),
    A.MONOPOLY: lambda s, p, a: devcards.play_monopoly(s, p, a[1]),
    A.REVEAL_VP: lambda s, p, a: devcards.reveal_vp(s, p),
    A.ROBBER: lambda s, p, a: robber.move_robber(s, p, a[1]),
    A.STEAL: lambda s, p, a: robber.steal(s, p, a[1]),
    A.SKIP_STEAL: lambda s, p, a: robber.skip_steal(s, p),
    A.DISCARD: lambda s, p, a: robber.commit_discard(s, p, a[1]),
    A.BANK_TRADE: lambda s, p, a: trade.bank_trade(s, p, a[1], a[2]),
    A.OFFER: _offer,
    A.ACCEPT: _offer_action(lambda s, p, o, a: trade.accept(s, p, o)),
    A.DECLINE: _offer_action(lambda s, p, o, a: trade.decline(s, p, o)),
    A.COUNTER: _offer_action(lambda s, p, o, a: trade.counter(s, p, o, a[2], a[3])),
    A.CONFIRM: _offer_action(lambda s, p, o, a: trade.execute(s, o, a[2])),
    A.WITHDRAW: _offer_action(lambda s, p, o, a: trade.withdraw(s, o)),
}
_HANDLERS.update(two_player.HANDLERS)
assert set(_HANDLERS) == A.BASE_KINDS | set(two_player.HANDLERS)
