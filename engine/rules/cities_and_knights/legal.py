"""Legal actions and action handlers of Cities & Knights, registered as the rule set's hooks.

What the active player may do depends on the step (``state.step``): C&K gives its own listers to the
base steps it changes (set-up round 2, pre-roll, main) and adds its new steps (``STEP_LISTERS`` here
and ``steps.register_step``). While a decision is owed (``ck.pending``), only the owing seats act
(their answers, ``list_actions`` wraps the base game's listing); otherwise the base listing runs with
these step listers. ``HANDLERS`` are the kinds C&K adds or gives another meaning; the rest (robber,
bank and domestic trade) are the base game's, varied by C&K's hooks (bank rate, road blockers, roll,
end of turn). Shared helpers come from ``engine.rules.shared``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.bits import bit_indices
from engine.rules.building import place_city, place_road, place_settlement, setup_settlement_candidates
from engine.rules.cities_and_knights import building as ckb
from engine.rules.cities_and_knights import decisions, improvements, knights, progress, setup, trade, turn
from engine.rules.cities_and_knights.actions import register_action
from engine.rules.cities_and_knights.card_effects import list_main_effects
from engine.rules.cities_and_knights.cards import CHOICES_BY_TIMING
from engine.rules.cities_and_knights.cards import MAIN as MAIN_TIMING
from engine.rules.cities_and_knights.cards import PRE_ROLL as PRE_ROLL_TIMING
from engine.rules.cities_and_knights.constants import (
    ABILITY_LEVEL,
    ACTED,
    ACTIVATE_COST,
    ACTIVATED,
    CITY_COST,
    CLOTH,
    COIN,
    COMMODITY_OF,
    IMPROVEMENT_NAMES,
    KNIGHT_COST,
    KNIGHTS_PER_STRENGTH,
    MAX_LEVEL,
    METROPOLIS_LEVEL,
    PAPER,
    POLITICS,
    PROGRESS_HAND_LIMIT,
    PROMOTED,
    ROAD_COST,
    SETTLEMENT_COST,
    TRACKS,
    WALL_COST,
)
from engine.rules.cities_and_knights.steps import pop_step, push_step, register_step, step_data
from engine.rules.shared import add_bits, list_builds, list_trade_answers, trade_decisions
from engine.state import MAIN, PRE_ROLL, SETUP_ROAD, SETUP_SETTLEMENT, GameState
from engine.topology import Topology

if TYPE_CHECKING:
    from engine.rulesets import Rules

Action = tuple[Any, ...]
FREE_ROADS = "ck_free_roads"  # placing free roads (Road Building, Diplomat): data {"count": k}

WALL, HIRE, ACTIVATE, PROMOTE = "wall", "knight_hire", "knight_activate", "knight_promote"
MOVE, DISPLACE, CHASE, IMPROVE, ANSWER = "knight_move", "knight_displace", "knight_chase", "improve", "answer"

_ROAD, _CITY = A.ROAD_ACTIONS, A.CITY_ACTIONS
_ROLL, _END = (A.ROLL,), (A.END_TURN,)
_WALL: list[Action] = []
_HIRE: list[Action] = []
_ACTIVATE: list[Action] = []
_PROMOTE: list[Action] = []
_CHASE: list[Action] = []
for _kind, _table in ((WALL, _WALL), (HIRE, _HIRE), (ACTIVATE, _ACTIVATE), (PROMOTE, _PROMOTE), (CHASE, _CHASE)):
    A.per_id(_kind, _table, lambda t: t.N_VERTEX)
_IMPROVE = tuple((IMPROVE, t) for t in range(3))
assert COMMODITY_OF == (CLOTH, COIN, PAPER)  # _main writes the three tracks out: trade, politics, science
_TRACK_IDS = (0, 1, 2)
_MAIN_PLAYS = CHOICES_BY_TIMING[MAIN_TIMING]  # card id -> its plays' lister (the registry's own dict: cards add to it)
_PRE_ROLL_PLAYS = CHOICES_BY_TIMING[PRE_ROLL_TIMING]
_PRE_ROLL_IDS = _PRE_ROLL_PLAYS.keys()  # a live view: one made here, not one per pre-roll listing
_USED = ACTIVATED | ACTED
_NO_RISE = (False, False, False, False)  # ``_main``: no knight may be promoted (per strength 0..3)
_SPOTS: dict[int, tuple[int, ...]] = {}  # knight mask -> its intersections, ascending (``_main``)


# --- listing ---------------------------------------------------------------------------------


def bind_list_actions(rules: Rules) -> Callable[[GameState, int], list[Action]]:
    """C&K's listing, built once per combination: while decisions are owed, only their answers (CK decisions);
    otherwise the base game's listing (``engine.rules.base.actions.bind_list_actions``) with C&K's step listers,
    in one function: every action of a game asks it. A 7's discards are decisions here (CK-ROBBER-1), so the base
    game's discard step never comes."""
    lister_of = rules.step_listers.get
    extras = rules.active_extras

    def list_actions(state: GameState, seat: int) -> list[Action]:
        if state.ck.pending:
            return decisions.choices_for(state, seat)
        out: list[Action] = []
        if seat == state.active:
            lister = lister_of(state.step)
            if lister is not None:
                lister(state, seat, out)
            if extras:
                for extra in extras:
                    extra(state, seat, out)
        if state.offers:
            list_trade_answers(state, seat, out)
        return out

    return list_actions


def _pre_roll(state: GameState, seat: int, out: list[Action]) -> None:
    out.append(_ROLL)
    cards = state.ck.progress[seat]
    if cards and not _PRE_ROLL_IDS.isdisjoint(cards):  # most hands hold no card played before the roll
        progress.list_plays(state, seat, PRE_ROLL_TIMING, out)  # the Alchemist (CK-TURN-1 step 1)
    if state.options.ck_knight_errant:  # CK-VAR-KE-1
        out.extend(_CHASE[v] for v in knights.chase_targets(state, seat))


def _setup_city(state: GameState, seat: int, out: list[Action]) -> None:
    add_bits(setup_settlement_candidates(state), _CITY, out)


def _main(state: GameState, seat: int, out: list[Action]) -> None:
    """The main step (most of a C&K game's listings): each part asked only when the hand or the pieces
    make it possible, knights walked by bit, and a knight's moves kept with its reach (``knights.list_moves``)."""
    ck = state.ck
    if len(ck.progress[seat]) > PROGRESS_HAND_LIMIT:
        progress.list_discards(state, seat, out)
        if state.options.ck_hand_limit_check == "after_roll":  # CK-AMB-12: back to 4 before anything else
            progress.list_plays(state, seat, MAIN_TIMING, out)
            return
    else:
        out.append(_END)
    hand = state.hands[seat]
    b, lumber, o, g, w, cloth, coin, paper = hand  # a C&K hand: 5 resources, 3 commodities
    if (b and lumber) or (o >= 3 and g >= 2):  # a road or a city is affordable (list_builds' own tests)
        list_builds(state, seat, out)  # roads, settlements, cities: the base rules with knights as blockers
    cities = state.cities[seat]
    if b >= 2 and cities:
        for v in ckb.wall_candidates(state, seat):
            out.append(_WALL[v])
    may_promote = o and w
    if may_promote and ck.knight_count[seat][1] < KNIGHTS_PER_STRENGTH:
        add_bits(ckb.knight_spots(state, seat), _HIRE, out)
    mine = ck.knight_mask[seat]
    if mine:
        k_active, k_flags, k_strength = ck.k_active, ck.k_flags, ck.k_strength
        if ck.reach_of is not state.road_cand:  # knights.list_moves' kept moves, looked up here
            ck.reach, ck.moves, ck.reach_of = {}, {}, state.road_cand
        kept_moves = ck.moves
        if may_promote:  # knights.can_promote's seat-wide parts once, per strength (1..3): the next level's token
            counts = ck.knight_count[seat]  # free; a strong knight only with the Fortress; a mighty one never
            rise = (False, counts[2] < KNIGHTS_PER_STRENGTH,
                    counts[3] < KNIGHTS_PER_STRENGTH and ck.levels[seat][POLITICS] >= ABILITY_LEVEL, False)  # fmt: skip
        else:  # most listings: no ore and wool, so no knight's promotion is looked at (``may_promote`` first below)
            rise = _NO_RISE
        spots = _SPOTS.get(mine)  # the knights' intersections: a seat's knights change far less often than listed
        if spots is None:
            if len(_SPOTS) > 4096:  # bounded: masks of many games pass through one process
                _SPOTS.clear()
            spots = _SPOTS[mine] = tuple(bit_indices(mine))
        for v in spots:
            if not k_active[v]:  # most knights listed: their flags are read only when a promotion may be
                if g:
                    out.append(_ACTIVATE[v])
                if may_promote and rise[k_strength[v]] and not k_flags[v] & PROMOTED:
                    out.append(_PROMOTE[v])
                continue
            flags = k_flags[v]
            if may_promote and rise[k_strength[v]] and not flags & PROMOTED:
                out.append(_PROMOTE[v])
            if not flags & _USED:  # knights.can_act
                kept = kept_moves.get((v << 3) | seat)
                if kept is None:
                    knights.list_moves(state, seat, v, out)
                else:  # knights.list_moves with its moves kept: the empty spots, then displacements
                    if kept[0]:
                        out += kept[0]
                    theirs = kept[1]
                    if theirs:  # a loop, not a comprehension: that would make _main build closure cells at every call
                        strength = k_strength[v]
                        for u in bit_indices(theirs):
                            if k_strength[u] < strength:  # CK-KNIGHT-7
                                out.append((DISPLACE, v, u))
        if ck.attacks and mine & state.topo.HEX_VERTEX_MASK[state.robber]:  # the robber is active (CK-ROBBER-2)
            # knights.chase_targets without its calls: this seat's knights able to act on the robber's corners
            k_owner = ck.k_owner
            for v in state.topo.HEX_VERTICES[state.robber]:
                if k_owner[v] == seat and k_active[v] and not k_flags[v] & _USED:
                    out.append(_CHASE[v])
    if cities:
        levels = ck.levels[seat]
        if ck.turn_flags:  # a Crane may make a level free; otherwise a level costs commodities
            for t in _TRACK_IDS:
                if improvements.can_improve(state, seat, t):
                    out.append(_IMPROVE[t])
        else:  # can_improve without a discount: level L + 1 costs L + 1 commodities; the three tracks written out
            trade_level, politics, science = levels
            if (
                cloth > trade_level
                and trade_level < MAX_LEVEL
                and (trade_level + 1 < METROPOLIS_LEVEL or improvements.can_improve(state, seat, 0))
            ):
                out.append(_IMPROVE[0])
            if (
                coin > politics
                and politics < MAX_LEVEL
                and (politics + 1 < METROPOLIS_LEVEL or improvements.can_improve(state, seat, 1))
            ):
                out.append(_IMPROVE[1])
            if (
                paper > science
                and science < MAX_LEVEL
                and (science + 1 < METROPOLIS_LEVEL or improvements.can_improve(state, seat, 2))
            ):
                out.append(_IMPROVE[2])
    # no rate is below 2:1: a kind held twice (the 8 kinds compared one by one: max() costs several times more)
    if not state.trade_closed and (
        b > 1 or lumber > 1 or o > 1 or g > 1 or w > 1 or cloth > 1 or coin > 1 or paper > 1
    ):
        trade.list_bank_trades(state, seat, out)  # 4:1 always; C&K's rates (commodities too), as bank_rate says
    cards = ck.progress[seat]
    if cards:  # progress.list_plays: each card once, in id order (CK-PROG-4); sorted, a repeat skipped (no set)
        last = ""
        for card_id in sorted(cards) if len(cards) > 1 else cards:
            if card_id != last:
                last = card_id
                choices = _MAIN_PLAYS.get(card_id)
                if choices is not None:
                    out.extend(choices(state, seat))
    if ck.turn_flags:
        list_main_effects(state, seat, out)  # actions a card played this turn opened (Commercial Harbor)


def _free_roads(state: GameState, seat: int, out: list[Action]) -> None:
    add_bits(ckb.road_candidates(state, seat), _ROAD, out)


# C&K's listers of base steps; its own steps are registered with ``register_step``.
STEP_LISTERS: dict[str, Callable[[GameState, int, list[Action]], None]] = {
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
    """Knights and walls stand on intersections: their labels on the game's island."""

    def describe(action: Action, names: list[str] | None = None, *, shape: Topology) -> str:
        return text.format(*(shape.VERTEX_LABELS[v] for v in action[1:]))

    return describe


register_action(A.ROAD, "", _road)
register_action(A.SETTLEMENT, "", _settlement)
register_action(A.CITY, "", _city)
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
register_action(ANSWER, "ii", decisions.answer_action, lambda a, names=None: f"answer #{a[1]}: {a[2]}")


# --- who must act (why an action is illegal: ``refusals``) ------------------------------------------------


def who_acts(state: GameState) -> list[dict[str, Any]]:
    if state.ck.pending:
        return decisions.describe(state)
    out: list[dict[str, Any]] = [{"seat": state.active, "kind": state.step, "blocking": True}]
    if state.step == FREE_ROADS:
        out[0]["count"] = step_data(state)["count"]
    out.extend(trade_decisions(state))
    return out


def blocking_seats(state: GameState) -> list[int]:
    """The seats of the blocking entries of ``who_acts``: owing seats, else the active player."""
    pending = state.ck.pending
    if not pending:
        return [state.active]
    if len(pending) == 1:
        return [pending[0].seat]
    seats: list[int] = []  # a loop: a set comprehension costs a function at every call (a 7's discards ask this)
    for p in pending:
        if p.seat not in seats:
            seats.append(p.seat)
    seats.sort()
    return seats
