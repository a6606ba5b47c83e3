"""``hard``'s progress-card policy in Cities & Knights: which card to play, and when (CK-PROG-*, CK-CARD-*).

``normal`` plays a legal progress card at random half the times it has nothing else to do, and never
the Alchemist (it is played before the roll, where ``normal`` just rolls). Many plays the engine lists
do nothing (a Wedding when nobody has more points, a Saboteur against empty hands) or waste a card
that pays at another time (a Crane with no improvement in reach, a Warlord with every knight active).
Here each card the seat holds is judged by what it brings now, from the seat's view only
(``players.table.Table``: the board, public counts, its own hand and progress cards), and the best one
worth playing is played; cards worth nothing now are kept for later, unless the hand is at its limit.

* Gains now: Merchant (a point and a 2:1 rate, CK-CARD-TRD-3), Irrigation and Mining (2 cards per
  fields or mountains hex, CK-CARD-SCI-5/7), Resource and Trade Monopoly (CK-CARD-TRD-5/6), Wedding
  and Master Merchant (cards from players with more points, CK-CARD-POL-9/TRD-2), Spy (a progress
  card, CK-CARD-POL-7), Medicine and Engineer (a discounted city, a free wall, CK-CARD-SCI-6/3), Smith
  (free promotions, CK-CARD-SCI-10), Road Building towards a spot (CK-CARD-SCI-9), Commercial Harbor
  (commodities for resources, CK-CARD-TRD-1).
* Gains only at the right moment: Crane when an improvement is one commodity short (CK-CARD-SCI-2),
  Warlord with inactive knights (CK-CARD-POL-8), Bishop on a rich hex (CK-CARD-POL-1), Saboteur
  against full hands (CK-CARD-POL-6), Inventor when a swap of numbers raises the seat's production
  (CK-CARD-SCI-4), Merchant Fleet with a surplus to trade 2:1 (CK-CARD-TRD-4), Deserter and Intrigue
  against the leader's knights (CK-CARD-POL-3/5), Diplomat on a rival's open road (CK-CARD-POL-4).
* The Alchemist (CK-CARD-SCI-1), before the roll: the dice total that produces most for the seat (not
  7), when that beats an ordinary roll's expected production by a card; the smaller red die among equal
  totals (a red die at or under a track's level draws a progress card, CK-EVENT-*).
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.actions import Action
from engine.constants import CITY, PIPS
from players import normal
from players.evaluate import cards_value, targets
from players.table import Table

HAND_LIMIT = 4  # progress cards (CK-PROG-2)
WORTH = 0.5  # gain (in cards) a play must bring now
ALCHEMIST_MARGIN = 1.0  # cards above an ordinary roll's expected production
BISHOP_GAIN = 6.0  # ``normal.robber_score`` units, as a Knight in the base game (players.tactics)
FIELDS, MOUNTAINS, FOREST, PASTURE = 3, 2, 1, 4
CITY_COMMODITY = {FOREST: 7, MOUNTAINS: 6, PASTURE: 5}  # paper, coin, cloth (CK-PROD-2)
TRACK_COMMODITY = (5, 6, 7)  # trade: cloth, politics: coin, science: paper
_DICE_P = {s: (6 - abs(s - 7)) / 36 for s in range(2, 13)}
_CARD_PLAYS = frozenset(
    {
        "alchemist", "bishop", "commercial_harbor", "crane", "deserter", "diplomat", "engineer", "intrigue",
        "inventor", "irrigation", "master_merchant", "medicine", "merchant", "merchant_fleet", "mining",
        "resource_monopoly", "road_building", "saboteur", "smith", "spy", "trade_monopoly", "warlord", "wedding",
    }
)  # fmt: skip


def held(t: Table) -> list[str]:
    return list(t.view["you"].get("progress_cards") or ())


def is_card_play(a: Action) -> bool:
    return bool(a) and a[0] in _CARD_PLAYS


# --- the main step ------------------------------------------------------------------------------------


def play(t: Table, rng: random.Random, base: Action) -> Action | None:
    """``hard``'s main-step card play (a ``PlayerHooks.hard_choices`` hook): the best play worth making
    now, or, when ``normal`` would play a card worth nothing, ``normal``'s turn without card plays."""
    if t.phase != "play" or t.step != "main" or t.seat != t.active or not t.view.get("ck"):
        return None
    plays = [a for a in t.legal if is_card_play(a)]
    if not plays:
        return None
    full = len(held(t)) >= HAND_LIMIT
    scored = [(gain(t, a), a) for a in plays]
    best_gain, best = max(scored, key=lambda s: (s[0], _order(s[1])))
    if best_gain >= WORTH or (full and base[0] == "end_turn" and best_gain > 0):
        return best
    if is_card_play(base):
        return without_cards(t, rng)
    return None


def without_cards(t: Table, rng: random.Random) -> Action:
    """``normal``'s main step with the progress-card plays taken out of the legal actions."""
    t2 = copy.copy(t)
    t2.legal = tuple(a for a in t.legal if not is_card_play(a))
    return normal.main_turn(t2, rng)


def _order(a: Action) -> tuple[Any, ...]:
    return tuple(-x if isinstance(x, int) else 0 for x in a[1:])  # ties: the smallest arguments


def gain(t: Table, a: Action) -> float:
    """What playing ``a`` brings now, in cards (about; a point is worth ``POINT``)."""
    fn = _GAINS.get(a[0])
    return fn(t, a) if fn is not None else 0.0


POINT = 4.0


def _touching(t: Table, terrain: int) -> int:
    """Hexes of ``terrain`` with one of the seat's buildings on a corner (Irrigation, Mining)."""
    count = 0
    for h, corners in enumerate(t.topo.HEX_VERTICES):
        if (
            h < len(t.terrain)
            and t.terrain[h] == terrain
            and any(t.owner[v] == t.seat and t.building[v] for v in corners)
        ):
            count += 1
    return count


def _ck(t: Table) -> dict[str, Any]:
    return t.view.get("ck") or {}


def _merchant(t: Table, a: Action) -> float:
    ck = _ck(t)
    h = a[1]
    rate = 0.0
    terrain = t.terrain[h] if h < len(t.terrain) else 5
    if terrain < 5:
        rate = min(2.0, t.production(t.seat)[terrain] / 4.0)  # the 2:1 rate pays with what the seat makes
    if ck.get("merchant_owner", -1) == t.seat:
        return rate - 0.5 if ck.get("merchant", -1) != h else -1.0  # keep it unless it moves somewhere better
    return POINT + rate


def _irrigation(t: Table, a: Action) -> float:
    return 2.0 * _touching(t, FIELDS)


def _mining(t: Table, a: Action) -> float:
    return 2.0 * _touching(t, MOUNTAINS)


def _resource_monopoly(t: Table, a: Action) -> float:
    r = a[1]
    others = [p for p in range(t.n) if p != t.seat]
    total = t.held_by_others(r) if r < 5 else 0
    # Each rival gives up to 2 (CK-CARD-TRD-5): a spread-out count, at most 2 per rival.
    return min(total, 2 * len(others), sum(min(2, t.card_count(p)) for p in others)) * 0.9


def _trade_monopoly(t: Table, a: Action) -> float:
    others = [p for p in range(t.n) if p != t.seat and t.card_count(p) > 0]
    levels = t.players[t.seat].get("levels", [0, 0, 0])
    useful = 1.0 if any(c == a[1] and lv < 5 for c, lv in zip(TRACK_COMMODITY, levels, strict=False)) else 0.6
    return 0.5 * len(others) * useful


def _richer(t: Table) -> list[int]:
    mine = t.public_vp(t.seat)
    return [p for p in range(t.n) if p != t.seat and t.public_vp(p) > mine and t.card_count(p) > 0]


def _wedding(t: Table, a: Action) -> float:
    return sum(min(2, t.card_count(p)) for p in _richer(t)) * 0.9


def _master_merchant(t: Table, a: Action) -> float:
    return min(2, t.card_count(a[1])) * 1.0


def _saboteur(t: Table, a: Action) -> float:
    mine = t.public_vp(t.seat)
    lost = sum(t.card_count(p) // 2 for p in range(t.n) if p != t.seat and t.public_vp(p) >= mine)
    return 0.4 * lost  # cards the rivals lose, not cards the seat gains


def _spy(t: Table, a: Action) -> float:
    count = (t.players[a[1]].get("progress_cards") or {}).get("count", 0)
    return 1.5 if count else 0.0


def _medicine(t: Table, a: Action) -> float:
    return POINT  # a city for 2 ore and 1 grain (listed only when affordable)


def _engineer(t: Table, a: Action) -> float:
    return 1.0  # a wall: two more cards kept on a 7 (CK-WALL-1)


def _smith(t: Table, a: Action) -> float:
    return 1.5 * sum(1 for x in a[1:] if isinstance(x, int) and x >= 0)


def _road_building(t: Table, a: Action) -> float:
    if not t.pieces_left("roads"):
        return 0.0
    if t.road_ends(t.seat) & t.open_spots():
        return 0.6  # a spot is already in reach: the roads add length only
    return 2.0


def _commercial_harbor(t: Table, a: Action) -> float:
    resources = sum(t.hand)
    others = sum(1 for p in range(t.n) if p != t.seat and t.card_count(p) > 0)
    return 0.6 * min(resources, others)


def _crane(t: Table, a: Action) -> float:
    """Worth it when an improvement is exactly one commodity short (CK-CARD-SCI-2)."""
    if any(x[0] == "improve" for x in t.legal):
        return 0.0  # an improvement is affordable already: keep the Crane for one that is not
    levels = t.players[t.seat].get("levels", [0, 0, 0])
    has_city = any(t.owner[v] == t.seat and t.building[v] == CITY for v in range(t.topo.N_VERTEX))
    for track, level in enumerate(levels):
        if level < 5 and has_city and t.full_hand[TRACK_COMMODITY[track]] == level and level >= 1:
            return 2.0
    return 0.0


def _warlord(t: Table, a: Action) -> float:
    ck = _ck(t)
    idle = sum(s for _, p, s, active in ck.get("knights", ()) if p == t.seat and not active)
    return 0.7 * idle  # a grain per knight, and they defend and act at once


def _bishop(t: Table, a: Action) -> float:
    here = normal.robber_score(t, ("robber", t.robber)) if 0 <= t.robber < len(t.terrain) else 0.0
    swing = normal.robber_score(t, ("robber", a[1])) - here
    victims = {t.owner[v] for v in t.topo.HEX_VERTICES[a[1]] if t.building[v] and 0 <= t.owner[v] != t.seat}
    steals = sum(1 for p in victims if p < t.n and t.card_count(p) > 0)
    return steals + (1.0 if swing >= BISHOP_GAIN else 0.0)


def _leader(t: Table) -> int:
    return max((p for p in range(t.n) if p != t.seat), key=lambda p: (t.public_vp(p), -p))


def _deserter(t: Table, a: Action) -> float:
    return 1.5 if a[1] == _leader(t) else 1.0


def _intrigue(t: Table, a: Action) -> float:
    ck = _ck(t)
    owner = next((p for v, p, _, _ in ck.get("knights", ()) if v == a[1]), -1)
    return 1.2 if owner == _leader(t) else 0.8


def _diplomat(t: Table, a: Action) -> float:
    owner = t.roads[a[1]] if 0 <= a[1] < len(t.roads) else -1
    if owner == t.seat or owner < 0:
        return 0.0
    holder = t.view.get("longest_road", -1)
    return 1.0 if owner == holder else 0.3


def _inventor(t: Table, a: Action) -> float:
    """Pips the swap brings the seat minus half of what it brings the leader."""
    _, x, y = a
    return (_pip_swap(t, t.seat, x, y) - 0.5 * _pip_swap(t, _leader(t), x, y)) / 2.0


def _pip_swap(t: Table, seat: int, x: int, y: int) -> float:
    def weight(h: int) -> int:
        return sum(
            (2 if t.building[v] == CITY else 1) for v in t.topo.HEX_VERTICES[h] if t.owner[v] == seat and t.building[v]
        )

    px, py = PIPS.get(t.numbers[x], 0), PIPS.get(t.numbers[y], 0)
    return (py - px) * weight(x) + (px - py) * weight(y)


def _merchant_fleet(t: Table, a: Action) -> float:
    c = a[1]
    if c >= len(t.full_hand):
        return 0.0
    rate = t.bank_rates[c] if c < 5 else 4
    spare = t.full_hand[c] - 2
    if rate <= 2 or spare < 2:
        return 0.0
    goals = targets(t)
    hand = list(t.hand)
    if c < 5:
        before = cards_value(hand, goals)
        hand[c] -= 2
        want = max(range(5), key=lambda r: cards_value([h + (i == r) for i, h in enumerate(hand)], goals))
        hand[want] += 1
        return 1.0 if cards_value(hand, goals) > before else 0.0
    return 0.5


_GAINS = {
    "merchant": _merchant,
    "irrigation": _irrigation,
    "mining": _mining,
    "resource_monopoly": _resource_monopoly,
    "trade_monopoly": _trade_monopoly,
    "wedding": _wedding,
    "master_merchant": _master_merchant,
    "saboteur": _saboteur,
    "spy": _spy,
    "medicine": _medicine,
    "engineer": _engineer,
    "smith": _smith,
    "road_building": _road_building,
    "commercial_harbor": _commercial_harbor,
    "crane": _crane,
    "warlord": _warlord,
    "bishop": _bishop,
    "deserter": _deserter,
    "intrigue": _intrigue,
    "diplomat": _diplomat,
    "inventor": _inventor,
    "merchant_fleet": _merchant_fleet,
}


# --- before the roll: the Alchemist ----------------------------------------------------------------


def roll_production(t: Table, total: int) -> float:
    """Cards the seat gets from a dice total, minus a quarter of what each rival gets."""
    out = 0.0
    for h, number in enumerate(t.numbers):
        if number != total or h == t.robber or h >= len(t.terrain) or t.terrain[h] >= 5:
            continue
        for v in t.topo.HEX_VERTICES[h]:
            if not t.building[v] or not 0 <= t.owner[v] < t.n:
                continue
            cards = 2 if t.building[v] == CITY else 1
            out += cards if t.owner[v] == t.seat else -0.25 * cards
    return out


def alchemist(t: Table, rng: random.Random, base: Action) -> Action | None:
    """Before the roll: the Alchemist on the best total, when it beats an ordinary roll (a
    ``PlayerHooks.hard_pre_roll`` hook)."""
    plays = [a for a in t.legal if a[0] == "alchemist"]
    if not plays or base[0] != "roll":
        return None
    by_total = {s: roll_production(t, s) for s in range(2, 13) if s != 7}
    expected = sum(_DICE_P[s] * by_total[s] for s in by_total)
    best_total = max(by_total, key=lambda s: (by_total[s], -abs(s - 7)))
    if by_total[best_total] < expected + ALCHEMIST_MARGIN:
        return None
    fitting = [a for a in plays if a[1] + a[2] == best_total]
    return min(fitting, key=lambda a: (a[1], a[2])) if fitting else None
