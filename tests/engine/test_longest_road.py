"""BASE-LR-1..7, BASE-AMB-4, BASE-AMB-12."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import topology as topo
from engine.rules.longest_road import road_length
from engine.testing import position
from tests.engine.brute import brute_road_length
from tests.engine.helpers import H, counts, empty_game, give, put_road_path, put_settlement, to_main


def coast_cycle() -> list[int]:
    """The 30 coastal intersections in order around the island."""
    coastal_edges = [e for e in range(72) if len(topo.EDGE_HEXES[e]) == 1]
    nxt: dict[int, list[int]] = {}
    for e in coastal_edges:
        a, b = topo.EDGE_VERTICES[e]
        nxt.setdefault(a, []).append(b)
        nxt.setdefault(b, []).append(a)
    cycle = [min(nxt)]
    prev = -1
    while len(cycle) < 30:
        cur = cycle[-1]
        step = next(v for v in nxt[cur] if v != prev)
        prev = cur
        cycle.append(step)
    return cycle


C = coast_cycle()


def seg(i: int, n: int) -> list[int]:
    """n roads along the coast starting at coast index i."""
    return [C[(i + k) % 30] for k in range(n + 1)]


def test_base_lr_1_longest_trail_branches_do_not_add() -> None:
    g = empty_game()
    put_road_path(g, 0, seg(0, 5))
    branch_from = C[2]
    off = next(v for v in topo.VERTEX_NEIGHBOURS[branch_from] if v not in C)
    put_road_path(g, 0, [branch_from, off])
    assert g.road_len[0] == 5


def test_base_lr_1_and_base_amb_12_closed_loop_of_six_counts_six() -> None:
    g = empty_game()
    ring = list(topo.HEX_VERTICES[H(0, 0)])
    put_road_path(g, 0, [*ring, ring[0]])
    assert g.road_len[0] == 6
    # a loop plus a tail: every piece once, intersections may repeat
    out = next(v for v in topo.VERTEX_NEIGHBOURS[ring[0]] if v not in ring)
    put_road_path(g, 0, [ring[0], out])
    assert g.road_len[0] == 7


def test_base_lr_2_opponent_building_breaks_own_does_not() -> None:
    g = empty_game()
    path = seg(0, 6)
    put_road_path(g, 0, path)
    put_settlement(g, 0, path[3])
    assert g.road_len[0] == 6
    g2 = empty_game()
    put_road_path(g2, 0, path)
    put_settlement(g2, 1, path[3])
    assert g2.road_len[0] == 3


def test_base_lr_3_first_to_five_alone_takes_card() -> None:
    g = empty_game()
    put_road_path(g, 0, seg(0, 4))
    assert g.lr_holder == -1
    put_road_path(g, 0, seg(4, 1))
    assert g.lr_holder == 0 and g.public_victory_points(0) == 2


def test_base_lr_3_tie_at_five_from_unowned_gives_nobody() -> None:
    from engine.rules.longest_road import update_longest_road

    g = position(roads={0: [tuple(seg(0, 5))], 1: [tuple(seg(15, 5))]})  # both at 5, nobody holds it
    assert g.lr_holder == -1
    update_longest_road(g)
    assert g.road_len[0] == g.road_len[1] == 5 and g.lr_holder == -1


def test_base_lr_4_strictly_longer_transfers_equal_does_not() -> None:
    g = empty_game()
    put_road_path(g, 0, seg(0, 5))
    assert g.lr_holder == 0
    put_road_path(g, 1, seg(12, 5))
    assert g.lr_holder == 0  # equal
    put_road_path(g, 1, seg(17, 1))
    assert g.lr_holder == 1


def test_base_lr_5_recomputed_after_any_placement_through_actions() -> None:
    g = empty_game()
    put_settlement(g, 0, C[0])
    put_road_path(g, 0, seg(0, 4))
    to_main(g, 12)
    give(g, 0, counts(brick=1, lumber=1))
    e = topo.EDGE_INDEX[tuple(sorted((C[4], C[5])))]
    ev = engine.apply_action(g, 0, ("road", e))
    assert g.lr_holder == 0 and any(x["type"] == "longest_road" for x in ev)


def _broken_holder(option: str, others: dict[int, int], cut_at: int) -> engine.GameState:
    """Seat 0 holds Longest Road with 8 roads; seat 3 breaks it at ``cut_at``; others get lengths."""
    g = empty_game(longest_road_break_tie=option)
    put_road_path(g, 0, seg(0, 8))
    starts = {1: 10, 2: 20}
    for seat, length in others.items():
        put_road_path(g, seat, seg(starts[seat], length))
    assert g.lr_holder == 0
    put_settlement(g, 3, C[cut_at])
    return g


def test_base_lr_6_rule_1_nobody_five_or_more_set_aside() -> None:
    g = _broken_holder("holder_keeps", {1: 4}, 4)
    assert g.road_len[0] == 4 and g.lr_holder == -1


def test_base_lr_6_rule_2_holder_tied_keeps_by_default() -> None:
    g = _broken_holder("holder_keeps", {1: 5}, 5)
    assert g.road_len[0] == 5 and g.lr_holder == 0


def test_base_lr_6_rule_2_set_aside_option_1997_and_base_amb_4() -> None:
    g = _broken_holder("set_aside", {1: 5}, 5)
    assert g.lr_holder == -1
    g = _broken_holder("set_aside", {1: 4}, 5)
    assert g.lr_holder == 0  # still alone at the top


def test_base_lr_6_rule_3_single_longer_player_takes_it() -> None:
    g = _broken_holder("holder_keeps", {1: 6, 2: 5}, 4)
    assert g.lr_holder == 1


def test_base_lr_6_rule_4_two_others_tied_set_aside() -> None:
    g = _broken_holder("holder_keeps", {1: 6, 2: 6}, 4)
    assert g.lr_holder == -1


def test_base_lr_7_set_aside_card_returns_to_single_leader() -> None:
    g = _broken_holder("holder_keeps", {1: 6, 2: 6}, 4)
    assert g.lr_holder == -1
    put_road_path(g, 2, seg(26, 1))
    assert g.lr_holder == 2


def test_road_length_function_matches_bruteforce_on_loops_and_blocks() -> None:
    ring = list(topo.HEX_VERTICES[H(0, 0)])
    roads, owner, building = [-1] * 72, [-1] * 54, [0] * 54
    for i in range(6):
        roads[topo.EDGE_INDEX[tuple(sorted((ring[i], ring[(i + 1) % 6])))]] = 0
    tail = next(v for v in topo.VERTEX_NEIGHBOURS[ring[2]] if v not in ring)
    roads[topo.EDGE_INDEX[tuple(sorted((ring[2], tail)))]] = 0
    assert road_length(roads, owner, building, 0) == brute_road_length(roads, owner, building, 0) == 7
    owner[ring[4]], building[ring[4]] = 1, 1  # the loop may start and end there, not pass it
    assert road_length(roads, owner, building, 0) == brute_road_length(roads, owner, building, 0) == 6
    owner[ring[2]], building[ring[2]] = 1, 1
    assert road_length(roads, owner, building, 0) == brute_road_length(roads, owner, building, 0) == 4


@given(
    rings=st.lists(st.integers(0, topo.N_HEX - 1), max_size=3),
    walks=st.lists(st.tuples(st.integers(0, topo.N_VERTEX - 1), st.lists(st.integers(0, 2), max_size=8)), max_size=3),
    blocks=st.lists(st.integers(0, topo.N_VERTEX - 1), max_size=4),
    knights=st.lists(st.integers(0, topo.N_VERTEX - 1), max_size=3),
)
def test_base_lr_1_and_base_lr_2_road_length_matches_bruteforce_on_random_networks(
    rings: list[int], walks: list[tuple[int, list[int]]], blocks: list[int], knights: list[int]
) -> None:
    """Hex loops (closed trails, several components, figure eights) and random walks (branches), with
    opponents' buildings and (C&K) knights as blocks: the fast search agrees with the exhaustive one."""
    roads, owner, building = [-1] * topo.N_EDGE, [-1] * topo.N_VERTEX, [0] * topo.N_VERTEX
    edges: set[int] = set()
    for h in rings:
        ring = topo.HEX_VERTICES[h]
        edges.update(topo.EDGE_INDEX[tuple(sorted((ring[i], ring[(i + 1) % 6])))] for i in range(6))
    for start, turns in walks:
        at = start
        for t in turns:
            nxt = topo.VERTEX_NEIGHBOURS[at]
            step = nxt[t % len(nxt)]
            edges.add(topo.EDGE_INDEX[tuple(sorted((at, step)))])
            at = step
    for e in sorted(edges)[:15]:
        roads[e] = 0
    for v in blocks:
        owner[v], building[v] = 1, 1
    extra = 0
    for v in knights:
        extra |= 1 << v
    knight_building = [1 if building[v] or extra >> v & 1 else 0 for v in range(topo.N_VERTEX)]
    knight_owner = [1 if knight_building[v] else -1 for v in range(topo.N_VERTEX)]
    assert road_length(roads, owner, building, 0) == brute_road_length(roads, owner, building, 0)
    # a knight blocks like a building (CK-KNIGHT-9): the oracle sees it as one
    assert road_length(roads, owner, building, 0, extra) == brute_road_length(roads, knight_owner, knight_building, 0)


def _types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events if e["type"] in ("built", "longest_road")]


def test_base_lr_5_the_road_comes_before_the_longest_road_it_earns_in_the_log() -> None:
    """Issue #18 item 9: the public log read "now holds Longest Road" before the road that earned it."""
    g = empty_game()
    put_settlement(g, 0, C[0])
    put_road_path(g, 0, seg(0, 4))
    to_main(g, 12)
    give(g, 0, counts(brick=1, lumber=1))
    e = topo.EDGE_INDEX[tuple(sorted((C[4], C[5])))]
    assert _types(engine.apply_action(g, 0, ("road", e))) == ["built", "longest_road"]


def test_base_lr_2_a_breaking_settlement_comes_before_the_longest_road_it_costs() -> None:
    g = empty_game()
    path = seg(0, 7)
    put_road_path(g, 0, path)
    assert g.lr_holder == 0
    cut = next(v for v in path[3:5] if len(topo.VERTEX_NEIGHBOURS[v]) == 3)  # a cut leaves two parts below 5
    off = next(v for v in topo.VERTEX_NEIGHBOURS[cut] if v not in C)
    put_road_path(g, 1, [off, cut])  # seat 1's road ends in the middle of the holder's road
    g.active = 1
    to_main(g, 12)
    give(g, 1, counts(brick=1, lumber=1, wool=1, grain=1))
    events = engine.apply_action(g, 1, ("settlement", cut))
    assert g.lr_holder == -1 and _types(events) == ["built", "longest_road"]


@given(
    walks=st.lists(st.tuples(st.integers(0, topo.N_VERTEX - 1), st.lists(st.integers(0, 2), max_size=10)), max_size=3),
    blocks=st.lists(st.integers(0, topo.N_VERTEX - 1), max_size=4),
    near=st.integers(0, topo.N_VERTEX - 1),
)
def test_issue32_item4_networks_without_a_loop_take_the_one_pass_and_agree_with_the_search(
    walks: list[tuple[int, list[int]]], blocks: list[int], near: int
) -> None:
    """BASE-LR-1/2, issue #32 item 4: a network without a loop is measured in one pass (``_forest_length``),
    one with a loop is left to the search (-1); either way the length is the exhaustive one's, for the
    whole seat and for the network of one intersection (``near``, what a new road joined)."""
    from engine.rules import longest_road

    roads, owner, building = [-1] * topo.N_EDGE, [-1] * topo.N_VERTEX, [0] * topo.N_VERTEX
    for start, turns in walks:
        at = start
        for t in turns:
            nxt = topo.VERTEX_NEIGHBOURS[at]
            step = nxt[t % len(nxt)]
            roads[topo.EDGE_INDEX[tuple(sorted((at, step)))]] = 0
            at = step
    for v in blocks:
        owner[v], building[v] = 1, 1
    mine = [e for e in range(topo.N_EDGE) if roads[e] == 0]
    ends = {v for e in mine for v in topo.EDGE_VERTICES[e]}
    parts = {v: v for v in ends}  # union-find over intersections: a road joining one part to itself closes a loop

    def part(v: int) -> int:
        while parts[v] != v:
            v = parts[v]
        return v

    loop = False
    for e in mine:
        a, b = (part(v) for v in topo.EDGE_VERTICES[e])
        loop = loop or a == b
        parts[a] = b
    forest = longest_road._forest_length(roads, owner, building, 0, 0, sorted(ends), topo.VERTEX_STEPS)
    assert (forest == -1) == loop
    assert road_length(roads, owner, building, 0) == brute_road_length(roads, owner, building, 0)
    if not loop:
        assert forest == brute_road_length(roads, owner, building, 0)
    network = [-1] * topo.N_EDGE  # the roads connected to ``near``, for the oracle
    frontier, seen = [near], {near}
    for v in frontier:
        for e, u in topo.VERTEX_STEPS[v]:
            if roads[e] == 0:
                network[e] = 0
                if u not in seen:
                    seen.add(u)
                    frontier.append(u)
    assert road_length(roads, owner, building, 0, near=near) == brute_road_length(network, owner, building, 0)
