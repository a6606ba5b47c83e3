"""Legal actions and action handlers of Cities & Knights, registered as the expansion's rule set.

What the active player may do depends on the step (``state.step``): C&K gives its own listers to the
base steps it changes (set-up round 2, pre-roll, main, free roads) and registers its new steps in
``engine.legal.ACTIVE_STEP_LISTERS``. While a decision is owed (``ck.pending``), only the owing
seats act (their answers); otherwise the active player's step lister runs, plus answers to trade
offers. ``apply`` dispatches to ``CK_HANDLERS`` after ``engine.legal.apply_action`` has checked that
the action is listed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import topology as topo
from engine.bits import bit_indices
from engine.errors import IllegalAction
from engine.legal import _HANDLERS as BASE_HANDLERS
from engine.legal import ACTIVE_STEP_LISTERS, _bits, _trade_answers
from engine.pending import describe_waiting
from engine.rules import robber
from engine.rules.building import place_city, place_road, place_settlement
from engine.rules.cities_knights import building as ckb
from engine.rules.cities_knights import decisions, improvements, knights, progress, setup, trade, turn
from engine.rules.cities_knights.actions import CK_HANDLERS, register_action
from engine.rules.cities_knights.card_effects import list_main_effects
from engine.rules.cities_knights.cards import MAIN as MAIN_TIMING
from engine.rules.cities_knights.cards import PRE_ROLL as PRE_ROLL_TIMING
from engine.rules.cities_knights.constants import (
    ACTED,
    ACTIVATE_COST,
    ACTIVATED,
    CITY_COST,
    COMMODITY_OF,
    IMPROVEMENT_NAMES,
    KNIGHT_COST,
    KNIGHTS_PER_STRENGTH,
    N_CARDS,
    PROGRESS_HAND_LIMIT,
    ROAD_COST,
    SETTLEMENT_COST,
    TRACKS,
    WALL_COST,
)
from engine.rules.cities_knights.steps import pop_step, push_step, register_step, step_data
from engine.state import MAIN, PRE_ROLL, SETUP_ROAD, SETUP_SETTLEMENT, GameState

Action = tuple[Any, ...]
FREE_ROADS = "ck_free_roads"  # placing free roads (Road Building, Diplomat): data {"count": k}

WALL, HIRE, ACTIVATE, PROMOTE = "wall", "knight_hire", "knight_activate", "knight_promote"
MOVE, DISPLACE, CHASE, IMPROVE, ANSWER = "knight_move", "knight_displace", "knight_chase", "improve", "answer"

_ROAD, _SETTLE, _CITY = A.ROAD_ACTIONS, A.SETTLEMENT_ACTIONS, A.CITY_ACTIONS
_ROLL, _END = (A.ROLL,), (A.END_TURN,)
_WALL = tuple((WALL, v) for v in range(topo.N_VERTEX))
_HIRE = tuple((HIRE, v) for v in range(topo.N_VERTEX))
_ACTIVATE = tuple((ACTIVATE, v) for v in range(topo.N_VERTEX))
_PROMOTE = tuple((PROMOTE, v) for v in range(topo.N_VERTEX))
_CHASE = tuple((CHASE, v) for v in range(topo.N_VERTEX))
_IMPROVE = tuple((IMPROVE, t) for t in range(3))
_BANK = tuple(tuple((A.BANK_TRADE, g, t) for t in range(N_CARDS)) for g in range(N_CARDS))
_HEX_MASK = topo.HEX_VERTEX_MASK
_USED = ACTIVATED | ACTED
_ALL_CARDS = range(N_CARDS)


# --- listing ---------------------------------------------------------------------------------


def legal(state: GameState, seat: int) -> list[Action]:
    ck = state.ck
    if ck.pending:
        return decisions.choices_for(state, seat)
    out: list[Action] = []
    if seat == state.active:
        step = state.step
        lister = CK_STEP_LISTERS.get(step) or ACTIVE_STEP_LISTERS.get(step)
        if lister is not None:
            lister(state, seat, out)
    if state.offers:
        _trade_answers(state, seat, out)
    return out


def _pre_roll(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_ROLL)
    progress.list_plays(state, seat, PRE_ROLL_TIMING, out)  # the Alchemist (CK-TURN-1 step 1)
    if state.options.ck_knight_errant:  # CK-VAR-KE-1
        out.extend(_CHASE[v] for v in knights.chase_targets(state, seat))


def _setup_city(state: GameState, seat: int, out: list[Action]) -> None:
    from engine.rules.building import setup_settlement_candidates

    _bits(setup_settlement_candidates(state), _CITY, out)


def _main(state: GameState, seat: int, out: list[Action]) -> None:
    ck = state.ck
    if len(ck.progress[seat]) > PROGRESS_HAND_LIMIT:
        progress.list_discards(state, seat, out)
        if state.options.ck_hand_limit_check == "after_roll":  # CK-AMB-12: back to 4 before anything else
            progress.list_plays(state, seat, MAIN_TIMING, out)
            return
    else:
        out.append(_END)
    hand = state.hands[seat]
    b, lu, o, g, w = hand[0], hand[1], hand[2], hand[3], hand[4]
    if b and lu and state.road_count[seat] < 15:
        _bits(ckb.road_candidates(state, seat), _ROAD, out)
    if b and lu and g and w and state.settlements[seat] < 5:
        _bits(ckb.settlement_candidates(state, seat), _SETTLE, out)
    if o >= 3 and g >= 2 and state.cities[seat] < 4:
        out.extend(_CITY[v] for v in ckb.city_candidates(state, seat))
    if b >= 2:
        out.extend(_WALL[v] for v in ckb.wall_candidates(state, seat))
    mine = ck.knight_mask[seat]
    if o and w and ck.knight_count[seat][1] < KNIGHTS_PER_STRENGTH:
        _bits(ckb.knight_spots(state, seat), _HIRE, out)
    if mine:
        k_active, k_flags = ck.k_active, ck.k_flags
        may_promote = o and w
        for v in bit_indices(mine):
            if not k_active[v]:
                if g:
                    out.append(_ACTIVATE[v])
                if may_promote and knights.can_promote(state, seat, v):
                    out.append(_PROMOTE[v])
                continue
            if may_promote and knights.can_promote(state, seat, v):
                out.append(_PROMOTE[v])
            if not k_flags[v] & _USED:  # knights.can_act
                empty, displace = knights.move_targets(state, seat, v)
                if empty:
                    out.extend([(MOVE, v, u) for u in empty])
                if displace:
                    out.extend([(DISPLACE, v, u) for u in displace])
        if ck.attacks and mine & _HEX_MASK[state.robber]:
            out.extend(_CHASE[v] for v in knights.chase_targets(state, seat))
    if state.cities[seat]:
        discount = bool(ck.turn_flags)  # a Crane may make a level free; otherwise a level costs commodities
        for t in range(3):
            if (discount or hand[COMMODITY_OF[t]]) and improvements.can_improve(state, seat, t):
                out.append(_IMPROVE[t])
    if not state.trade_closed:
        targets: range | list[int] | None = None  # what the bank can give, looked up once
        for give, have in enumerate(hand):
            if have < 2:
                continue
            if have >= 4 or have >= trade.bank_rate(state, seat, give):  # 4:1 is always open
                if targets is None:
                    bank = state.bank
                    unlimited = state.options.bank_shortage == "unlimited"
                    targets = _ALL_CARDS if unlimited else [t for t in _ALL_CARDS if bank[t] > 0]
                row = _BANK[give]
                out.extend([row[t] for t in targets if t != give])
    progress.list_plays(state, seat, MAIN_TIMING, out)
    if ck.turn_flags:
        list_main_effects(state, seat, out)  # actions a card played this turn opened (Commercial Harbor)


def _free_roads(state: GameState, seat: int, out: list[Action]) -> None:
    _bits(ckb.road_candidates(state, seat), _ROAD, out)


CK_STEP_LISTERS: dict[str, Callable[[GameState, int, list[Action]], None]] = {
    PRE_ROLL: _pre_roll,
    MAIN: _main,
}
register_step(setup.SETUP_CITY, _setup_city, "place a set-up city")
register_step(turn.RESOLVING, lambda s, p, out: None, "wait for the roll to be resolved")
register_step(FREE_ROADS, _free_roads, "place free roads")


def start_free_roads(state: GameState, count: int) -> None:
    """Insert the step of placing ``count`` free roads (as many as can legally be placed)."""
    count = min(count, 15 - state.road_count[state.active])
    if count > 0 and ckb.road_candidates(state, state.active):
        push_step(state, FREE_ROADS, {"count": count})


# --- handlers ----------------------------------------------------------------------------------


def apply(state: GameState, seat: int, action: Action) -> None:
    CK_HANDLERS[action[0]](state, seat, action)


def _road(state: GameState, seat: int, action: Action) -> None:
    edge = action[1]
    if state.step == SETUP_ROAD:
        setup.setup_road(state, seat, edge)
        return
    free = state.step == FREE_ROADS
    if not free:
        ckb.pay(state, seat, ROAD_COST)
    # The build comes first in the log: a Longest Road it earns follows it.
    state.emit({"type": "built", "seat": seat, "piece": "road", "at": edge, "free": free})
    place_road(state, seat, edge)
    if free:
        data = step_data(state)
        data["count"] -= 1
        if data["count"] <= 0 or state.road_count[seat] >= 15 or not ckb.road_candidates(state, seat):
            pop_step(state)


def _settlement(state: GameState, seat: int, action: Action) -> None:
    v = action[1]
    if state.step == SETUP_SETTLEMENT:
        setup.setup_settlement(state, seat, v)
        return
    ckb.pay(state, seat, SETTLEMENT_COST)
    state.emit({"type": "built", "seat": seat, "piece": "settlement", "at": v})
    place_settlement(state, seat, v)  # may break a Longest Road: its event follows


def _city(state: GameState, seat: int, action: Action) -> None:
    v = action[1]
    if state.step == setup.SETUP_CITY:
        setup.setup_city(state, seat, v)
        return
    ckb.pay(state, seat, CITY_COST)
    place_city(state, seat, v)
    state.emit({"type": "built", "seat": seat, "piece": "city", "at": v})


def _wall(state: GameState, seat: int, action: Action) -> None:
    ckb.pay(state, seat, WALL_COST)
    ckb.place_wall(state, seat, action[1])
    state.emit({"type": "built", "seat": seat, "piece": "wall", "at": action[1]})


def _hire(state: GameState, seat: int, action: Action) -> None:
    ckb.pay(state, seat, KNIGHT_COST)
    knights.hire(state, seat, action[1])


def _activate(state: GameState, seat: int, action: Action) -> None:
    ckb.pay(state, seat, ACTIVATE_COST)
    knights.activate(state, seat, action[1])


def _promote(state: GameState, seat: int, action: Action) -> None:
    ckb.pay(state, seat, KNIGHT_COST)
    knights.promote(state, seat, action[1])


def _describe(text: str) -> Callable[..., str]:
    def describe(action: Action, names: list[str] | None = None) -> str:
        args = [topo.VERTEX_LABELS[a] if isinstance(a, int) and 0 <= a < topo.N_VERTEX else a for a in action[1:]]
        return text.format(*args)

    return describe


for _kind, _fn in (
    (A.ROLL, lambda s, p, a: turn.roll(s, p)),
    (A.END_TURN, lambda s, p, a: turn.end_turn(s, p)),
    (A.ROAD, _road),
    (A.SETTLEMENT, _settlement),
    (A.CITY, _city),
    (A.ROBBER, lambda s, p, a: robber.move_robber(s, p, a[1])),
    (A.STEAL, lambda s, p, a: robber.steal(s, p, a[1])),
    (A.SKIP_STEAL, lambda s, p, a: robber.skip_steal(s, p)),
    (A.BANK_TRADE, lambda s, p, a: trade.bank_trade(s, p, a[1], a[2])),
):
    register_action(_kind, "", _fn)
for _kind in (A.OFFER, A.ACCEPT, A.DECLINE, A.COUNTER, A.CONFIRM, A.WITHDRAW):
    register_action(_kind, "", BASE_HANDLERS[_kind])
register_action(WALL, "i", _wall, _describe("build a city wall under the city on {}"))
register_action(HIRE, "i", _hire, _describe("hire a knight on {}"))
register_action(ACTIVATE, "i", _activate, _describe("activate the knight on {}"))
register_action(PROMOTE, "i", _promote, _describe("promote the knight on {}"))
register_action(MOVE, "ii", lambda s, p, a: knights.move(s, p, a[1], a[2]), _describe("move the knight on {} to {}"))
register_action(
    DISPLACE,
    "ii",
    lambda s, p, a: knights.displace(s, p, a[1], a[2]),
    _describe("displace the knight on {1} with the knight on {0}"),
)
register_action(
    CHASE, "i", lambda s, p, a: knights.chase(s, p, a[1]), _describe("chase the robber with the knight on {}")
)
register_action(
    IMPROVE,
    "i",
    lambda s, p, a: improvements.improve(s, p, a[1]),
    lambda a, names=None: f"improve {TRACKS[a[1]]} ({IMPROVEMENT_NAMES[a[1]][0]}...)",
)
register_action(
    ANSWER, "ii", lambda s, p, a: decisions.answer(s, p, a[1], a[2]), lambda a, names=None: f"answer #{a[1]}: {a[2]}"
)


# --- who must act, and why an action is illegal ------------------------------------------------


def who_acts(state: GameState) -> list[dict[str, Any]]:
    if state.ck.pending:
        return decisions.describe(state)
    out: list[dict[str, Any]] = [{"seat": state.active, "kind": state.step, "blocking": True}]
    if state.step == FREE_ROADS:
        out[0]["count"] = step_data(state)["count"]
    for offer in state.offers:
        for seat in offer.to:
            answer = offer.responses[seat]
            if answer is None:
                out.append({"seat": seat, "kind": "trade_response", "blocking": False, "offer": offer.id})
            elif answer == "accepted" and offer.proposer == state.active:
                out.append({"seat": offer.proposer, "kind": "trade_confirm", "blocking": False, "offer": offer.id,
                            "partner": seat})  # fmt: skip
    return out


def blocking_seats(state: GameState) -> list[int]:
    """The seats of the blocking entries of ``who_acts``: owing seats, else the active player."""
    pending = state.ck.pending
    if pending:
        return sorted({p.seat for p in pending})
    return [state.active]


def _say(action: Action) -> str:
    try:
        return A.describe(action)
    except (IndexError, KeyError, TypeError, ValueError):  # ids out of range: name the kind only
        return str(action[0]).replace("_", " ")


def explain(state: GameState, seat: int, action: Action, legal_now: tuple[Action, ...]) -> IllegalAction:
    if state.phase == "over":
        return IllegalAction("game_over", "The game is over.")
    if not 0 <= seat < state.n:
        return IllegalAction("not_a_player", "You are not playing in this game.")
    if not legal_now:
        return IllegalAction("not_your_turn", "It's not your move right now.", describe_waiting(state))
    same = [a for a in legal_now if a[0] == action[0]]
    if same:
        shown = "; ".join(A.describe(a) for a in same[:12]) + (
            f" (and {len(same) - 12} more)" if len(same) > 12 else ""
        )
        return IllegalAction("illegal_choice", f"You can't {_say(action)} now.", f"You could: {shown}.")
    kinds: list[str] = []
    for a in legal_now:
        if a[0] not in kinds:
            kinds.append(a[0])
    if state.step == PRE_ROLL and action[0] != A.ROLL:
        return IllegalAction("roll_first", "Roll the dice first.", "Right now you can: " + ", ".join(kinds) + ".")
    return IllegalAction("not_now", f"You can't {_say(action)} now.", "Right now you can: " + ", ".join(kinds) + ".")
