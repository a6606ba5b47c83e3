"""SEA-LTR-1..4: the Longest Trade Route over roads and ships, with the worked examples of SEA-LTR-4 on
Heading for New Shores, 4 players (SEA-MAP-NS4)."""

from __future__ import annotations

import engine
from engine.rules.seafarers.trade_route import trade_route_length
from tests.engine.sea.route_helpers import e, sea_game, v

RED, BLUE = 0, 1
X = (1, 0, "N")  # pasture 9 (1,0), mountains 4 (1,-1), sea (2,-1)
W = (1, 1, "N")  # forest 5 and pasture 9
EX1_ROADS = [(1, -1, "SE"), (0, 0, "E"), (0, 0, "SE")]
EX1_SHIPS = [(1, 0, "NE"), (2, -1, "SE"), (2, 0, "NE")]


def test_SEA_LTR_1_SEA_LTR_4_example_1_roads_and_ships_join_at_an_own_settlement() -> None:
    """SEA-LTR-1 (a), SEA-LTR-4 example 1: 3 roads + 3 ships joined at Red's settlement X: 6."""
    g = sea_game(settlements={RED: [X]}, roads={RED: EX1_ROADS}, ships={RED: EX1_SHIPS})
    assert trade_route_length(g, RED) == 6 and g.road_len[RED] == 6


def test_SEA_LTR_4_example_1_with_a_blue_settlement_at_x_is_3() -> None:
    """SEA-LTR-1 (b): another player's building at X breaks the route there (BASE-LR-2)."""
    g = sea_game(settlements={BLUE: [X]}, roads={RED: EX1_ROADS}, ships={RED: EX1_SHIPS})
    assert trade_route_length(g, RED) == 3


def test_SEA_LTR_4_example_2_two_roads_two_ships() -> None:
    """SEA-LTR-4 example 2: 4 with Red's settlement at X; 2 with Blue's, or with X empty (SEA-LTR-1 a)."""
    roads, ships = {RED: EX1_ROADS[:2]}, {RED: EX1_SHIPS[:2]}
    assert trade_route_length(sea_game(settlements={RED: [X]}, roads=roads, ships=ships), RED) == 4
    assert trade_route_length(sea_game(settlements={BLUE: [X]}, roads=roads, ships=ships), RED) == 2
    assert trade_route_length(sea_game(roads=roads, ships=ships), RED) == 2


def test_SEA_LTR_4_SEA_AMB_26_example_3_a_settlement_on_the_route_breaks_it_but_it_stays_open() -> None:
    """SEA-LTR-4 example 3, SEA-LTR-1 (c), SEA-LTR-3: four ships along the coast, 4; Blue settles on W:
    2 (re-evaluated on the settlement); the end ship may still move (SEA-SHIP-5, SEA-AMB-26)."""
    ships = [(1, 0, "NE"), (1, 0, "E"), (1, 1, "NE"), (1, 1, "E")]
    g = sea_game(settlements={RED: [X]}, ships={RED: ships}, roads={BLUE: [(1, 0, "SE")]},
                 hands={BLUE: [1, 1, 0, 1, 1]}, active=BLUE)  # fmt: skip
    assert g.road_len[RED] == 4
    assert ("settlement", v(g, W)) in engine.legal_actions(g, BLUE)
    engine.apply_action(g, BLUE, ("settlement", v(g, W)))
    assert g.road_len[RED] == 2
    g.active = RED
    g.touch()
    moves = [a for a in engine.legal_actions(g, RED) if a[0] == "move_ship"]
    assert {a[1] for a in moves} == {e(g, (1, 1, "E"))}


def test_SEA_LTR_2_the_card_goes_to_the_first_route_of_five() -> None:
    """SEA-LTR-2 (BASE-LR-3): a ship that makes 5 takes the card; 2 VP (SEA-WIN-2)."""
    g = sea_game(settlements={RED: [X]}, roads={RED: EX1_ROADS[:2]}, ships={RED: EX1_SHIPS[:2]},
                 hands={RED: [0, 1, 0, 0, 1]})  # fmt: skip
    before = g.public_victory_points(RED)
    engine.apply_action(g, RED, ("ship", e(g, EX1_SHIPS[2])))
    assert g.road_len[RED] == 5 and g.lr_holder == RED
    assert g.public_victory_points(RED) == before + 2


def test_SEA_LTR_3_SEA_AMB_7_a_ship_move_can_cost_the_holder_the_card() -> None:
    """SEA-LTR-3, SEA-AMB-7: moving the end ship away shortens the holder's route (BASE-LR-6)."""
    g = sea_game(settlements={RED: [X]}, roads={RED: EX1_ROADS}, ships={RED: EX1_SHIPS[:2]})
    g.lr_holder = RED
    engine.apply_action(g, RED, ("move_ship", e(g, EX1_SHIPS[1]), e(g, (1, -1, "E"))))
    assert g.road_len[RED] == 4 and g.lr_holder == -1


def test_SEA_LTR_3_an_own_settlement_joining_a_road_and_a_ship_lengthens_the_route_at_once() -> None:
    """SEA-LTR-3 (re-evaluated after any settlement, the builder's own too) with SEA-LTR-1 (a): Red's three
    roads and three ships meet at the empty X (3); Red settles X: 6 and the card (SEA-LTR-2). Found by the
    route invariants' random play: the base game re-measures only the routes a settlement breaks."""
    g = sea_game(roads={RED: EX1_ROADS}, ships={RED: EX1_SHIPS}, hands={RED: [1, 1, 0, 1, 1]})
    assert g.road_len[RED] == 3 and g.lr_holder == -1
    assert ("settlement", v(g, X)) in engine.legal_actions(g, RED)
    engine.apply_action(g, RED, ("settlement", v(g, X)))
    assert g.road_len[RED] == trade_route_length(g, RED) == 6 and g.lr_holder == RED


def _brute_trail(pieces: list[tuple[int, int, int, int]], stop: int, home: int) -> int:
    """SEA-LTR-1 read literally: every trail, piece by piece (a trail may pass an intersection free of
    other players' buildings road to road or ship to ship, and change kind at an own building)."""
    best = 0

    def extend(at: int, kind: int, used: int, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if stop >> at & 1:
            return
        for bit, a, b, k in pieces:
            if not used & bit and at in (a, b) and (k == kind or home >> at & 1):
                extend(b if a == at else a, k, used | bit, length + 1)

    for bit, a, b, k in pieces:
        extend(b, k, bit, 1)
        extend(a, k, bit, 1)
    return best


def test_SEA_LTR_1_trail_length_equals_every_trail_walked_on_random_networks() -> None:
    """The search (chains, folded hanging trees, the bound on what a trail can take) equals the trails
    walked one by one, on random networks of up to 13 roads and ships between 10 intersections (loops,
    trees hanging off them, junctions of any degree), with other players' and own buildings (issue #31:
    the faster search changes no length)."""
    import random

    from engine.rules.seafarers.trade_route import trail_length

    rng = random.Random(31)
    for _ in range(600):
        n = rng.randint(3, 10)
        pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
        chosen = rng.sample(pairs, min(len(pairs), rng.randint(2, 13)))
        pieces = [(1 << i, a, b, rng.randrange(2)) for i, (a, b) in enumerate(chosen)]
        stop = sum(1 << x for x in range(n) if rng.random() < 0.1)
        home = sum(1 << x for x in range(n) if rng.random() < 0.3 and not stop >> x & 1)
        assert trail_length(pieces, stop, home) == _brute_trail(pieces, stop, home), (pieces, stop, home)


def test_SEA_LTR_1_a_long_fork_off_a_loop_is_measured_inside_the_fork() -> None:
    """A loop of 3 with a tail of 1 to a fork of two arms of 5: the longest trail is arm to arm (10),
    not through the loop (5 + 1 + 3 = 9): the folded tree's own paths count."""
    from engine.rules.seafarers.trade_route import trail_length

    edges = [(0, 1), (1, 2), (2, 0), (0, 3)]
    for start in (4, 9):  # two arms from intersection 3
        prev = 3
        for x in range(start, start + 5):
            edges.append((prev, x))
            prev = x
    pieces = [(1 << i, a, b, 0) for i, (a, b) in enumerate(edges)]
    assert trail_length(pieces, 0, 0) == _brute_trail(pieces, 0, 0) == 10
