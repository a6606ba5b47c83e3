"""``hard``'s city improvements in Cities & Knights: which track, and a bank trade to reach it.

``normal`` improves whatever is affordable, the lowest track first, so its levels spread out and it
rarely reaches level 4 first, where a metropolis (+2 points, CK-METRO-1) is placed. ``hard`` keeps one
track in front: among the affordable improvements it takes the track with the best prospect (its
metropolis still open to the seat, CK-METRO-2/3, the higher level first, then the commodity the seat
produces most), and when that track's next level is a single commodity short it trades a spare card
with the bank for it (CK-TRADE-*: resources and commodities alike, at the seat's rate), rather than
ending the turn. From the seat's view only (``players.table.Table``).
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from engine.constants import CITY, PIPS
from players import normal
from players.evaluate import cards_value, targets
from players.table import Table

MAX_LEVEL = 5
METROPOLIS_LEVEL = 4
TRACK_COMMODITY = (5, 6, 7)  # trade: cloth, politics: coin, science: paper (CK-COMM-1)
TERRAIN_COMMODITY = {4: 5, 2: 6, 1: 7}  # pasture: cloth, mountains: coin, forest: paper (CK-PROD-2)
CARD_NAMES = ("brick", "lumber", "ore", "grain", "wool", "cloth", "coin", "paper")


def _levels(t: Table, seat: int) -> list[int]:
    return list(t.players[seat].get("levels") or [0, 0, 0])


def metro_open(t: Table, track: int) -> bool:
    """Whether the seat holds, or could still take, the track's metropolis (CK-METRO-2/3)."""
    metros = (t.view.get("ck") or {}).get("metropolis") or [-1, -1, -1]
    v = metros[track] if track < len(metros) else -1
    if v < 0:
        return True
    holder = t.owner[v]
    return holder == t.seat or _levels(t, holder)[track] < MAX_LEVEL


def commodity_pips(t: Table, track: int) -> int:
    """Pips of the track's commodity the seat's cities earn (CK-PROD-2)."""
    pips = 0
    want = TRACK_COMMODITY[track]
    for v in range(t.topo.N_VERTEX):
        if t.owner[v] != t.seat or t.building[v] != CITY:
            continue
        for h in t.topo.VERTEX_HEXES[v]:
            if h < len(t.terrain) and h != t.robber and TERRAIN_COMMODITY.get(t.terrain[h]) == want:
                pips += _pips(t, h)
    return pips


def _pips(t: Table, h: int) -> int:
    return PIPS.get(t.numbers[h], 0) if h < len(t.numbers) else 0


def prospect(t: Table, track: int) -> tuple[Any, ...]:
    """How promising raising ``track`` is (bigger first)."""
    level = _levels(t, t.seat)[track]
    return (metro_open(t, track), level, commodity_pips(t, track), -track)


def improve(t: Table, rng: random.Random, base: Action) -> Action | None:
    """A ``PlayerHooks.hard_choices`` hook: the improvement to make, or a bank trade towards it."""
    if t.phase != "play" or t.step != "main" or t.seat != t.active or not t.view.get("ck"):
        return None
    improves = [a for a in t.legal if a[0] == "improve"]
    if improves:
        if base[0] in ("city", "settlement") or (base[0] == "improve" and len(improves) == 1):
            return None
        return max(improves, key=lambda a: prospect(t, a[1]))
    if base[0] not in ("end_turn", "offer"):
        return None
    return trade_towards(t)


def trade_towards(t: Table) -> Action | None:
    """A bank trade of a spare card for the one commodity the leading track's next level lacks."""
    if not any(t.owner[v] == t.seat and t.building[v] == CITY for v in range(t.topo.N_VERTEX)):
        return None
    levels = _levels(t, t.seat)
    open_tracks = [k for k in range(3) if levels[k] < MAX_LEVEL and metro_open(t, k) and levels[k] >= 1]
    if not open_tracks:
        return None
    track = max(open_tracks, key=lambda k: prospect(t, k))
    want = TRACK_COMMODITY[track]
    short = levels[track] + 1 - t.full_hand[want]
    if short != 1:
        return None
    rates = t.view["you"].get("bank_rates") or {}
    plan = normal.current_plan(t)
    keep = [*plan[1], 0, 0, 0] if plan is not None else [0] * 8
    goals = targets(t)
    best: tuple[float, Action] | None = None
    for give in range(len(t.full_hand)):
        if give == want:
            continue
        rate = rates.get(CARD_NAMES[give], 4) if give < len(CARD_NAMES) else 4
        need_kept = keep[give] if give < len(keep) else 0
        if give >= 5:  # another track's commodity: keep what its own next level needs
            other = TRACK_COMMODITY.index(give)
            need_kept = levels[other] + 1 if levels[other] < MAX_LEVEL else 0
        if t.full_hand[give] - rate < need_kept:
            continue
        action = ("bank_trade", give, want)
        if action not in t.legal:
            continue
        hand = list(t.hand)
        if give < 5:
            hand[give] -= rate
        loss = cards_value(t.hand, goals) - cards_value(hand, goals)
        if best is None or loss < best[0]:
            best = (loss, action)
    return best[1] if best is not None else None
