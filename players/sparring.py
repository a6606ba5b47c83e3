"""A sparring partner for ``hard`` of a different design: expectimax over a hand-written value function.

``hard`` plays ``normal``'s policy forward (rollouts) and judges the end by a fitted model. This
player does no rollouts and learns nothing: it looks one or two of its own moves ahead on
determinised samples of its view (``engine.determinize``; the samples are the chance nodes: hidden
hands, the Development deck, the card a steal takes) and picks the move whose mean position value,
by ``position_value`` below, is highest. Resource moves (bank trades, Year of Plenty, Monopoly) are
judged by the best build they make possible (the second ply), so a trade towards a city is worth the
city. It never proposes a domestic trade; it accepts one when its own hand value rises clearly and
the proposer is not about to win.

It plays base games (3-4 players); decisions it has no search for go to ``normal``. It decides from
the seat's view only, through the same API as the shipped players (``decide(view, rng)``), and is
used by ``bench/bots.py`` as the pairing name ``sparring``; it is not offered to people.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

from engine.actions import Action
from engine.constants import CITY, GENERIC_HARBOR
from engine.determinize import determinize
from engine.errors import EngineError, IllegalAction
from engine.legal import apply_action, legal_actions
from engine.serialize import from_dict, to_dict
from engine.state import GameState
from players import fallback, normal
from players.features import spots_and_best, vertex_pips
from players.table import CITY_COST, DEV_COST, ROAD_COST, SETTLEMENT_COST, Table

SAMPLES = 3
_RESOURCE_MOVES = ("bank_trade", "year_of_plenty", "monopoly")
_BUILDS = ("city", "settlement", "road", "buy_dev")
_NEVER = ("offer", "counter", "accept", "confirm")
# Hand-written weights (points are worth 10). A settlement is worth its point plus its production.
VP = 10.0
PIP = 0.45
VARIETY = 1.2
DEV_CARD = 2.5
KNIGHT_PLAYED = 0.8
ROAD_LEN = 0.35
SPOT = 2.0
SPOT_PIPS = 0.25
REACH = 0.8
REACH_PIPS = 0.15
GENERIC = 1.5
FITTING = 0.12
OVER_SEVEN = 0.9
PROGRESS = 4.0
LEADER = 0.55
OTHERS = 0.15
ACCEPT_GAIN = 0.6
TRADE_TOLL = 2.0


def decide(view: dict[str, Any], rng: random.Random) -> Action:
    """The sparring partner's action from a seat's view (like ``players.decide``)."""
    t = Table(view)
    if not t.legal:
        raise ValueError("the seat has no legal action now")
    action = choose(t, rng)
    if action not in t.legal:
        action = fallback.choose(t, rng)
    return action


def choose(t: Table, rng: random.Random) -> Action:
    kinds = t.kinds()
    if "discard" in kinds:
        return max((a for a in t.legal if a[0] == "discard"), key=lambda a: (_hand_after(t, a[1], -1), a[1]))
    if "accept" in kinds or "decline" in kinds:
        answer = _answer(t)
        if answer is not None:
            return answer
    if t.seat != t.active or t.view["rule_set"]["components"] != ["base"]:
        return normal.choose(t, rng)  # the look-ahead knows the base game's moves only
    if t.step == "pre_roll":
        knight = ("knight",)
        return knight if knight in t.legal and normal.robber_on_me(t) else ("roll",)
    options = [a for a in t.legal if a[0] not in _NEVER and a[0] not in ("decline", "withdraw")]
    if len(options) < 2:
        return _withdraw_or(t, options[0] if options else normal.choose(t, rng))
    return _search(t, rng, options)


def _withdraw_or(t: Table, action: Action) -> Action:
    for a in t.legal:
        if a[0] == "withdraw":
            return a
    return action


def _search(t: Table, rng: random.Random, options: list[Action]) -> Action:
    totals = [0.0] * len(options)
    done = 0
    for _ in range(SAMPLES):
        try:
            state = determinize(t.view, random.Random(rng.getrandbits(64)))
        except (EngineError, KeyError, ValueError, TypeError):
            return normal.choose(t, rng)
        record = pickle.dumps(to_dict(state))
        for i, action in enumerate(options):
            totals[i] += _value_of(record, t.seat, action, depth=2)
        done += 1
    best = max(range(len(options)), key=lambda i: (totals[i], -i))
    return options[best] if done else normal.choose(t, rng)


def _value_of(record: bytes, seat: int, action: Action, depth: int) -> float:
    """Value after ``action`` (a chance outcome drawn by the sample), a resource move by its best build."""
    state = from_dict(pickle.loads(record))
    if action[0] == "end_turn":
        return position_value(state, seat)
    try:
        apply_action(state, seat, action)
    except IllegalAction:
        return -1e6
    value = position_value(state, seat)
    if depth > 1 and action[0] in _RESOURCE_MOVES and state.active == seat and state.phase == "play":
        # A maritime trade is worth the build it completes; one that completes nothing pays a toll,
        # because the cards it gives would have earned more later.
        if action[0] == "bank_trade":
            value -= TRADE_TOLL
        after = pickle.dumps(to_dict(state))
        for follow in legal_actions(state, seat):
            if follow[0] in _BUILDS and follow[0] != "road":
                value = max(value, _value_of(after, seat, follow, depth - 1))
    return value


# --- the value function -----------------------------------------------------------------------


def seat_value(state: GameState, seat: int, pips: list[list[int]]) -> float:
    """One seat's standing: points, production, variety, harbors, cards, army, road, room to grow."""
    if state.winner == seat:
        return 1e4
    prod = [0] * 5
    harbors: set[int] = set()
    mask = state.building_mask[seat]
    while mask:
        low = mask & -mask
        v = low.bit_length() - 1
        mask ^= low
        mult = 2 if state.building[v] == CITY else 1
        for r in range(5):
            prod[r] += pips[v][r] * mult
        h = state.board.vertex_harbor[v]
        if h >= 0:
            harbors.add(h)
    value = VP * state.victory_points(seat)
    value += PIP * sum(prod) + VARIETY * sum(1 for x in prod if x)
    for h in harbors:
        value += GENERIC if h == GENERIC_HARBOR else FITTING * prod[h]
    dev = state.dev[seat]
    value += DEV_CARD * (sum(dev) - dev[4]) + KNIGHT_PLAYED * state.knights[seat]
    value += ROAD_LEN * min(state.road_len[seat], 8)
    network = state.road_vertex_mask[seat] | state.building_mask[seat]
    topo = state.topo
    open_mask = ~state.blocked_mask & topo.ALL_VERTICES_MASK
    count, best = spots_and_best(network & open_mask, pips)
    # One road further: where the next road should lead (through no one else's town).
    beyond = 0
    m = network & ~(state.occupied_mask & ~state.building_mask[seat])
    while m:
        low = m & -m
        m ^= low
        beyond |= topo.VERTEX_NEIGHBOUR_MASK[low.bit_length() - 1]
    reach, reach_best = spots_and_best(beyond & open_mask & ~network, pips)
    if state.settlements[seat] < 5 and state.settlements[seat] + state.cities[seat] < 9:
        value += SPOT * min(count, 2) + SPOT_PIPS * best + REACH * min(reach, 3) + REACH_PIPS * reach_best
    value += hand_value(state.hands[seat][:5], state.settlements[seat] > 0, count > 0)
    return value


def hand_value(hand: list[int], has_settlement: bool = True, has_spot: bool = True) -> float:
    """Progress of the hand towards a city, a settlement (or the road to one) and a card (squared:
    near-complete builds count most)."""
    value = 0.0
    goals = (
        (CITY_COST, 1.1 if has_settlement else 0.0),
        (SETTLEMENT_COST, 1.0 if has_spot else 0.35),
        (ROAD_COST, 0.0 if has_spot else 0.5),
        (DEV_COST, 0.45),
    )
    for cost, weight in goals:
        if not weight:
            continue
        covered = sum(min(h, c) for h, c in zip(hand, cost, strict=False))
        value += PROGRESS * weight * (covered / sum(cost)) ** 2
    total = sum(hand)
    value += 0.1 * min(total, 7) - OVER_SEVEN * max(0, total - 7)
    return value


def position_value(state: GameState, seat: int) -> float:
    """The seat's value minus the leader's (and a little of everyone's): beating the leader wins."""
    if state.winner >= 0:
        return 1e4 if state.winner == seat else -1e4
    pips = vertex_pips(state)
    mine = seat_value(state, seat, pips)
    others = [seat_value(state, p, pips) for p in range(state.n) if p != seat]
    return mine - LEADER * max(others) - OTHERS * sum(others) / len(others)


# --- trades --------------------------------------------------------------------------------------


def _hand_after(t: Table, cards: tuple[int, ...], sign: int) -> float:
    hand = [h + sign * c for h, c in zip(t.hand, cards, strict=False)]
    return hand_value(hand, has_settlement=bool(t.my_settlements())) if min(hand) >= 0 else -1e9


def _answer(t: Table) -> Action | None:
    """Accept an offer made to this seat when the hand value rises clearly; otherwise decline it."""
    for action in t.legal:
        if action[0] != "decline":
            continue
        offer = next((o for o in t.offers if o["id"] == action[1]), None)
        if offer is None or offer["responses"].get(str(t.seat)) is not None:
            continue
        accept = ("accept", offer["id"])
        if accept in t.legal and t.public_vp(offer["seat"]) < t.vp_target - 2:
            after = [h + g - k for h, g, k in zip(t.hand, offer["give"], offer["get"], strict=False)]
            if min(after) >= 0:
                gain = hand_value(after, bool(t.my_settlements())) - hand_value(t.hand, bool(t.my_settlements()))
                if gain > ACCEPT_GAIN:
                    return accept
        return action
    return None
