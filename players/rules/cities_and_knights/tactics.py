"""``hard``'s own Cities & Knights habit: stand against the barbarians when the ship is close.

Measured on 12 games of four ``normal`` players (issue #22): 84 barbarian attacks, 54 of them lost by
Catan, 107 cities pillaged, about two per seat and game; a pillaged city is a point and half of its
production. Under CK-BARB-4 only the vulnerable players (a city without a metropolis) whose active
knights contribute the least lose a city, and under CK-BARB-5 a sole best defender takes a Defender
of Catan point. So, with the ship a few steps from the attack, ``hard`` activates (CK-KNIGHT-3),
promotes (CK-KNIGHT-4) or hires (CK-KNIGHT-2) a knight when that moves it off the losing end or onto
the sole best defence, before ``normal``'s plan (which activates only when the ship is two steps
away and never weighs the other seats' knights).

It reads the seat's view only (``players.table.Table``: public knights, buildings and metropolises).
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from engine.constants import CITY
from players.table import Table

DEFEND_FIRST = 2  # ship steps from the attack: defence comes before building
DEFEND_IDLE = 4  # ... and before ending the turn (or trading) from this far
_IDLE = ("end_turn", "offer", "bank_trade", "road")


def standing(t: Table, extra: int = 0) -> tuple[bool, bool]:
    """(whether the seat would lose a city, whether it would be the sole best defender) if the
    barbarians attacked now and its active strength were ``extra`` higher (CK-BARB-2..5)."""
    ck: dict[str, Any] = t.view["ck"]
    strength = [0] * t.n
    for _, p, s, active in ck.get("knights", ()):
        if 0 <= p < t.n and active:
            strength[p] += s
    strength[t.seat] += extra
    metros = {v for v in ck.get("metropolis", ()) if v >= 0}
    cities = [0] * t.n
    exposed = [False] * t.n
    for v in range(t.topo.N_VERTEX):
        p = t.owner[v]
        if t.building[v] == CITY and 0 <= p < t.n:
            cities[p] += 1
            exposed[p] = exposed[p] or v not in metros
    if sum(strength) < sum(cities):  # CK-BARB-4
        if not exposed[t.seat]:
            return False, False
        lowest = min(strength[p] for p in range(t.n) if exposed[p])
        return strength[t.seat] <= lowest, False
    best_other = max((strength[p] for p in range(t.n) if p != t.seat), default=0)
    sole = strength[t.seat] > best_other and ck.get("defenders_left", 1) > 0  # CK-BARB-5
    return False, sole


def _gain(t: Table, extra: int) -> int:
    """How much ``extra`` active strength improves the seat's standing (2: saves a city, 1: makes it
    the sole best defender, 0: changes nothing)."""
    lose_now, sole_now = standing(t)
    lose, sole = standing(t, extra)
    if lose_now and not lose:
        return 2
    if sole and not sole_now and not lose:
        return 1
    return 0


def defend(t: Table, rng: random.Random, base: Action) -> Action | None:
    """A knight move that improves the seat's standing against the coming attack, or None."""
    if t.phase != "play" or t.step != "main" or t.seat != t.active:
        return None
    ck: dict[str, Any] = t.view.get("ck") or {}
    if not ck:
        return None
    left = ck.get("barbarian_steps", 7) - ck.get("barbarian", 0)
    if left > DEFEND_IDLE or (left > DEFEND_FIRST and base[0] not in _IDLE):
        return None
    legal = t.legal
    strength = {v: s for v, p, s, _ in ck.get("knights", ()) if p == t.seat}
    moves: list[tuple[int, int, Action]] = []  # (gain, preference, move)
    for a in legal:
        if a[0] == "knight_activate":
            moves.append((_gain(t, strength.get(a[1], 1)), 3, a))
        elif a[0] == "knight_promote" and any(v == a[1] and act for v, p, _, act in ck.get("knights", ())):
            moves.append((_gain(t, 1), 2, a))
        elif a[0] == "knight_hire" and t.hand[3] >= 1:
            # A hired knight is inactive (CK-KNIGHT-2); worth it when the grain to activate it is kept.
            moves.append((_gain(t, 1), 1, a))
    moves = [m for m in moves if m[0] > 0]
    if not moves:
        return None
    return max(moves, key=lambda m: (m[0], m[1], -m[2][1]))[2]
