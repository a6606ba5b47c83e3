"""The base game's actions per step: who may do what now (listers) and what an action does (handlers).

``engine.legal`` validates an action against the listing and then calls the handler of its kind;
the tables here are registered by ``engine.rules.base.hooks``. Other rule sets add or replace entries
through their own hooks; they never edit these tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.constants import (
    CITY_COST,
    KNIGHT,
    MONOPOLY,
    ROAD_BUILDING,
    ROAD_COST,
    SETTLEMENT_COST,
    VICTORY_POINT,
    YEAR_OF_PLENTY,
)
from engine.rules import building, devcards, robber, setup, trade
from engine.rules.shared import (
    TRADE_HANDLERS,
    Handler,
    Lister,
    add_bits,
    bank_trade,
    list_bank_trades,
    list_builds,
    list_trade_answers,
)
from engine.state import (
    DISCARD,
    MAIN,
    MOVE_ROBBER,
    PRE_ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    GameState,
)
from engine.state import ROAD_BUILDING as ROAD_BUILDING_STEP

if TYPE_CHECKING:
    from engine.rulesets import Rules

Action = A.Action
_ROAD, _SETTLE, _CITY, _ROBBER = A.ROAD_ACTIONS, A.SETTLEMENT_ACTIONS, A.CITY_ACTIONS, A.ROBBER_ACTIONS
_ROLL, _END, _BUY, _KNIGHT, _RB, _REVEAL, _SKIP = (
    (A.ROLL,), (A.END_TURN,), (A.BUY_DEV,), (A.KNIGHT,), (A.ROAD_BUILDING,), (A.REVEAL_VP,), (A.SKIP_STEAL,),
)  # fmt: skip
_MONO = tuple((A.MONOPOLY, r) for r in range(5))


def bind_list_actions(rules: Rules) -> Callable[[GameState, int], list[Action]]:
    """The listing of a game's rule sets (built once per combination, holding its composed tables):
    the active player's step lister and extra listers, discards owed on a 7, answers to offers."""
    lister_of = rules.step_listers.get
    extras = rules.active_extras  # e.g. the 2-player variant's trade-card actions (TWO-ACT-1)
    only_extra = extras[0] if len(extras) == 1 else None  # the usual case: called without a loop

    def list_actions(state: GameState, seat: int) -> list[Action]:
        out: list[Action] = []
        step = state.step
        if seat == state.active:
            lister = lister_of(step)
            if lister is not None:
                lister(state, seat, out)
            if only_extra is not None:
                only_extra(state, seat, out)
            elif extras:
                for extra in extras:
                    extra(state, seat, out)
        if step == DISCARD and state.discard_owed[seat] and state.discard_choice[seat] is None:
            out += robber.discard_actions(A.DISCARD, state.hands[seat], state.discard_owed[seat])
        if state.offers:
            list_trade_answers(state, seat, out)
        return out

    return list_actions


# --- listers per step ------------------------------------------------------------------------------


def _pre_roll_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_ROLL)
    if any(state.dev[seat]):  # list_dev_actions' own first test, without its call: most hands hold none
        list_dev_actions(state, seat, out)


def _setup_settlement_actions(state: GameState, seat: int, out: list[Action]) -> None:
    add_bits(building.setup_settlement_candidates(state), _SETTLE, out)


def _setup_road_actions(state: GameState, seat: int, out: list[Action]) -> None:
    add_bits(state.topo.VERTEX_EDGE_MASK[state.last_settlement] & ~state.edge_mask & building.road_paths(state), _ROAD, out)


# (hexes, robber's hex, deserts barred) -> the robber's moves: all ``robber_targets`` depends on
_ROBBER_MOVES: dict[tuple[int, int, tuple[int, ...]], tuple[Action, ...]] = {}


def _move_robber_actions(state: GameState, seat: int, out: list[Action]) -> None:
    """The robber's moves (``robber_targets``), kept per what they depend on (every 7 and knight lists them), then
    development cards."""
    key = (state.topo.N_HEX, state.robber, () if state.options.robber_may_target_desert else state.board.deserts)
    kept = _ROBBER_MOVES.get(key)
    if kept is None:
        if len(_ROBBER_MOVES) >= 4096:  # bounded: the deserts of many boards pass through one process
            _ROBBER_MOVES.clear()
        kept = _ROBBER_MOVES[key] = tuple(_ROBBER[h] for h in robber.robber_targets(state))
    out += kept
    list_dev_actions(state, seat, out)


def _steal_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend((A.STEAL, v) for v in robber.victims(state, seat, state.robber))
    if state.options.robber_steal == "optional":
        out.append(_SKIP)
    list_dev_actions(state, seat, out)


def _free_road_actions(state: GameState, seat: int, out: list[Action]) -> None:
    add_bits(building.road_candidates(state, seat), _ROAD, out)


def _main_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_END)
    hand = state.hands[seat]
    if (hand[0] and hand[1]) or (hand[2] >= 3 and hand[3] >= 2):  # a road or a city is affordable
        list_builds(state, seat, out)
    if hand[2] and hand[3] and hand[4] and state.deck:
        out.append(_BUY)
    if any(state.dev[seat]):
        list_dev_actions(state, seat, out)
    if not state.trade_closed:
        list_bank_trades(state, seat, out)


def list_dev_actions(state: GameState, seat: int, out: list[Action]) -> None:
    """Development cards the seat may play now (BASE-DEV-*), and revealing VP cards."""
    dev = state.dev[seat]
    if not any(dev):  # more than half of the hands asked hold no development card at all
        return
    # Revealing needs an unrevealed VP card in hand: most hands have none, so that is asked first.
    hidden_vp = dev[VICTORY_POINT] > state.vp_revealed[seat]
    if state.dev_played:
        if hidden_vp and devcards.can_reveal_vp(state, seat):
            out.append(_REVEAL)
        return
    new = state.dev_new
    if dev[KNIGHT] > new[KNIGHT] and devcards.playable(state, seat, KNIGHT):
        out.append(_KNIGHT)
    if dev[ROAD_BUILDING] > new[ROAD_BUILDING] and devcards.playable(state, seat, ROAD_BUILDING):
        out.append(_RB)
    if dev[YEAR_OF_PLENTY] > new[YEAR_OF_PLENTY] and devcards.playable(state, seat, YEAR_OF_PLENTY):
        out.extend((A.YEAR_OF_PLENTY, picks) for picks in devcards.year_of_plenty_choices(state))
    if dev[MONOPOLY] > new[MONOPOLY] and devcards.playable(state, seat, MONOPOLY):
        out.extend(_MONO)
    if hidden_vp and devcards.can_reveal_vp(state, seat):
        out.append(_REVEAL)


STEP_LISTERS: dict[str, Lister] = {
    MAIN: _main_actions,
    PRE_ROLL: _pre_roll_actions,
    SETUP_SETTLEMENT: _setup_settlement_actions,
    SETUP_ROAD: _setup_road_actions,
    MOVE_ROBBER: _move_robber_actions,
    STEAL: _steal_actions,
    ROAD_BUILDING_STEP: _free_road_actions,
}


# --- handlers ----------------------------------------------------------------------------------


def _setup_or_build_road(state: GameState, seat: int, action: Action) -> None:
    edge = action[1]
    if state.step == SETUP_ROAD:
        setup.setup_road(state, seat, edge)
        return
    free = state.step == ROAD_BUILDING_STEP
    if not free:
        building.pay(state, seat, ROAD_COST)
        close_strict_trading(state)
    # The build comes first in the log: a Longest Road it earns (or breaks) follows it.
    state.emit({"type": "built", "seat": seat, "piece": "road", "at": edge, "free": free})
    building.place_road(state, seat, edge)
    if free:
        devcards.after_free_road(state, seat)
    for hook in state.rules.after_road:  # e.g. TWO-NEUTRAL-1, TWO-AMB-3: a neutral road is owed
        hook(state, seat)


def _settlement(state: GameState, seat: int, action: Action) -> None:
    vertex = action[1]
    in_setup = state.step == SETUP_SETTLEMENT
    if in_setup:
        setup.setup_settlement(state, seat, vertex)
    else:
        building.pay(state, seat, SETTLEMENT_COST)
        close_strict_trading(state)
        state.emit({"type": "built", "seat": seat, "piece": "settlement", "at": vertex})
        building.place_settlement(state, seat, vertex)  # may break a Longest Road: its event follows
    for hook in state.rules.after_settlement:  # e.g. TWO-REPL-3, TWO-SETUP-4, TWO-NEUTRAL-1
        hook(state, seat, vertex, in_setup)


def _city(state: GameState, seat: int, action: Action) -> None:
    building.pay(state, seat, CITY_COST)
    close_strict_trading(state)
    building.place_city(state, seat, action[1])
    state.emit({"type": "built", "seat": seat, "piece": "city", "at": action[1]})


def _buy_dev(state: GameState, seat: int, action: Action) -> None:
    close_strict_trading(state)
    devcards.buy(state, seat)


def close_strict_trading(state: GameState) -> None:
    """BASE-TURN-3: in strict mode the first build ends trading for the turn."""
    if not state.options.combined_trade_build and not state.trade_closed:
        state.trade_closed = True
        trade.close_all(state, "building started")


def discard_ok(state: GameState, seat: int, action: Action) -> bool:
    """A discard is checked by its predicate, not looked up among every choice of cards (BASE-ROBBER-3/4)."""
    return 0 <= seat < state.n and robber.discard_ok(state, seat, action[1])


HANDLERS: dict[str, Handler] = {
    A.ROLL: lambda s, p, a: s.rules.roll(s, p),
    A.END_TURN: lambda s, p, a: s.rules.end_turn(s, p),
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
    A.BANK_TRADE: bank_trade,
    **TRADE_HANDLERS,
}
assert set(HANDLERS) == A.BASE_KINDS

# Kinds checked by a predicate instead of the listing (``engine.legal.apply_action``).
VALIDATORS: dict[str, Any] = {A.DISCARD: discard_ok}
