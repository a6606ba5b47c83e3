"""Invariants of a C&K state, recomputed independently (used by the property tests and random games)."""

from __future__ import annotations

import engine
from engine import topology as topo
from engine.rules.cities_and_knights.cards import DECK_CONTENTS

DECK_SIZE = 18


def brute_ck_road_length(g: engine.GameState, seat: int) -> int:
    """Longest trail by exhaustive search; trails may not pass other players' buildings or knights."""
    mine = frozenset(e for e in range(topo.N_EDGE) if g.roads[e] == seat)
    ko = g.ck.k_owner

    def foreign(v: int) -> bool:
        return (g.building[v] != 0 and g.owner[v] != seat) or (ko[v] >= 0 and ko[v] != seat)

    best = 0
    for start in {v for e in mine for v in topo.EDGE_VERTICES[e]}:
        stack: list[tuple[int, frozenset[int]]] = [(start, frozenset())]
        while stack:
            at, used = stack.pop()
            best = max(best, len(used))
            if used and foreign(at):
                continue
            for e in mine - used:
                a, b = topo.EDGE_VERTICES[e]
                if at in (a, b):
                    stack.append((b if a == at else a, used | {e}))
    return best


def brute_ck_vp(g: engine.GameState, seat: int) -> int:
    ck = g.ck
    vp = sum(g.building[v] for v in range(topo.N_VERTEX) if g.owner[v] == seat)
    vp += 2 * sum(1 for v in ck.metropolis if v >= 0 and g.owner[v] == seat)
    vp += 2 * (g.lr_holder == seat) + (ck.merchant_owner == seat) + ck.defenders[seat] + len(ck.vp_cards[seat])
    return vp


def check_ck_invariants(g: engine.GameState) -> None:
    ck = g.ck
    # cards conserved: 19 of each resource, 12 of each commodity (bank + hands)
    for c in range(8):
        total = g.bank[c] + sum(h[c] for h in g.hands)
        assert total == (19 if c < 5 else 12), (c, total)
        assert g.bank[c] >= 0 and all(h[c] >= 0 for h in g.hands)
    # 18 cards per progress deck: deck + hands + laid-out VP cards
    for d in range(3):
        held = sum(1 for p in range(g.n) for c in ck.progress[p] if DECK_CONTENTS[c][0] == d)
        laid = sum(1 for p in range(g.n) for c in ck.vp_cards[p] if DECK_CONTENTS[c][0] == d)
        assert len(ck.decks[d]) + held + laid == DECK_SIZE, d
    assert sum(ck.defenders) <= 6
    # piece limits
    for p in range(g.n):
        for strength in (1, 2, 3):
            assert sum(1 for v in range(54) if ck.k_owner[v] == p and ck.k_strength[v] == strength) <= 2
        walls = [v for v in range(54) if ck.walls >> v & 1 and g.owner[v] == p]
        assert len(walls) <= 3
        assert all(g.building[v] == 2 for v in walls), "a wall stands only under a city"
        assert sum(1 for x in g.roads if x == p) == g.road_count[p] <= 15
        assert sum(1 for v in range(54) if g.owner[v] == p and g.building[v] == 2) == g.cities[p] <= 4
        settlements = sum(1 for v in range(54) if g.owner[v] == p and g.building[v] == 1)
        assert settlements == g.settlements[p]
        # more than 5 settlements only through pillaged cities with CK-AMB-15 = REDUCE
        assert settlements + g.cities[p] <= 9
        assert all(0 <= lv <= 5 for lv in ck.levels[p])
        assert g.victory_points(p) == brute_ck_vp(g, p)
        assert g.road_len[p] == brute_ck_road_length(g, p)
    assert ck.walls & ~sum(1 << v for v in range(54) if g.building[v] == 2) == 0
    metros = [v for v in ck.metropolis if v >= 0]
    assert len(set(metros)) == len(metros) <= 3
    assert all(g.building[v] == 2 for v in metros)
    for t, v in enumerate(ck.metropolis):
        if v >= 0:
            assert ck.levels[g.owner[v]][t] >= 4
    # the knight masks and counts kept up to date move by move equal a rebuild from the knights
    derived = (list(ck.knight_mask), ck.knight_all, [list(c) for c in ck.knight_count])
    ck.rebuild(g.n)
    assert derived == (ck.knight_mask, ck.knight_all, ck.knight_count)
    for v in range(54):
        if ck.k_owner[v] >= 0:
            assert g.building[v] == 0, "a knight never shares an intersection with a building"
            assert ck.k_strength[v] in (1, 2, 3)
    assert 0 <= ck.barbarian <= g.options.barbarian_steps  # at the end only while an attack is declared
    if g.lr_holder >= 0:
        assert g.road_len[g.lr_holder] >= 5
    assert g.la_holder == -1 and not any(map(sum, g.dev))  # CK-GEN-2
    # must_act is a shortcut of the blocking entries of pending: they must name the same seats
    assert engine.must_act(g) == sorted({d["seat"] for d in engine.pending(g) if d["blocking"]})
    if g.phase == "play":
        assert engine.must_act(g), "somebody must always be able to act"
        for seat in engine.must_act(g):
            assert engine.legal_actions(g, seat), (seat, g.step, ck.pending)
