"""The ``easy`` player: legal moves with simple preferences.

It builds whatever it can afford (city, settlement, development card, road), places on a random one of
the better spots, trades 4:1 (or at its harbor rate) only when it holds a pile of one resource, puts
the robber on an opponent, discards at random and declines every trade offer.
"""

from __future__ import annotations

import random

from engine.actions import Action
from players import build_phase, fallback
from players.table import Table

_BUILD_ORDER = ("city", "settlement", "buy_dev", "road")


def choose(t: Table, rng: random.Random) -> Action:
    legal = t.legal
    kinds = t.kinds()
    if "discard" in kinds:
        return rng.choice([a for a in legal if a[0] == "discard"])
    for own_step in t.policy.step_choices:  # the rule set's own decisions (Seafarers: gold, ships)
        move = own_step(t, rng, "easy")
        if move is not None:
            return move
    if "accept" in kinds or "decline" in kinds:
        declines = [a for a in legal if a[0] == "decline"]
        if declines and (t.seat != t.active or "end_turn" in kinds):
            return declines[0]
    if "confirm" in kinds:
        return next(a for a in legal if a[0] == "confirm")
    if t.phase == "setup" and t.seat == t.active:
        return _setup(t, rng)
    if "roll" in kinds:
        return ("roll",)
    if "robber" in kinds:
        hurting = [a for a in legal if a[0] == "robber" and _hurts_others(t, a[1])]
        return rng.choice(hurting or [a for a in legal if a[0] == "robber"])
    if "steal" in kinds:
        return rng.choice([a for a in legal if a[0] == "steal"])
    for kind in _BUILD_ORDER:
        options = [a for a in legal if a[0] == kind]
        if options and (kind != "road" or t.step == "road_building" or rng.random() < 0.5):
            return rng.choice(options)
    end = build_phase.end_of(t)
    if end is not None:  # a build-only phase (5-6 players' SBP slot): nothing picked to build, so end it
        return end
    trades = [a for a in legal if a[0] == "bank_trade" and _held(t, a[1]) >= 5]
    if trades:
        return rng.choice(trades)
    return fallback.choose(t, rng)


def _held(t: Table, card: int) -> int:
    # C&K's bank trades also give commodities (ids 5-7, past the five resources of ``t.hand``).
    return t.hand[card] if card < len(t.hand) else (t.full_hand[card] if card < t.width else 0)


def _setup(t: Table, rng: random.Random) -> Action:
    settles = [a for a in t.legal if a[0] == "settlement"]
    if settles:
        pips = t.vertex_pips()
        ranked = sorted(settles, key=lambda a: (-sum(pips[a[1]]), a[1]))
        return rng.choice(ranked[: max(1, len(ranked) // 4)])
    return rng.choice(list(t.legal))


def _hurts_others(t: Table, hex_: int) -> bool:
    owners = {t.owner[v] for v in t.topo.HEX_VERTICES[hex_] if t.building[v]}
    return bool(owners) and t.seat not in owners
