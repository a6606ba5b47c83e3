"""2-player variant: the neutral players' building progress (TWO-NEUTRAL-1..5, TWO-AMB-3/4/9)."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.constants import ROAD_BUILDING
from engine.rules import building
from engine.rules.two_player import growth
from tests.engine.helpers import E, english, give, give_dev, put_road, put_road_path, put_settlement, walk
from tests.engine.two_helpers import N1, N1_START, N2, N2_START, empty_two, finish_setup, kinds, to_main, two_game


def main_with_road_end(resources: tuple[int, ...] = (4, 4, 0, 2, 2)) -> engine.GameState:
    """Seat 0 in its main step with a settlement on intersection 1 (id 0) and cards to build."""
    g = empty_two()
    put_settlement(g, 0, 0)
    to_main(g)
    give(g, 0, resources)
    return g


def first_road(g: engine.GameState) -> tuple:
    return next(a for a in engine.legal_actions(g, 0) if a[0] == "road")


def test_two_neutral_1_each_real_road_or_settlement_owes_a_neutral_piece() -> None:
    g = main_with_road_end()
    engine.apply_action(g, 0, first_road(g))
    assert g.step == "neutral_road" and engine.must_act(g) == [0]
    legal = engine.legal_actions(g, 0)
    assert {a[0] for a in legal} == {"neutral_road"} and {a[1] for a in legal} == {N1, N2}  # either neutral
    engine.apply_action(g, 0, next(a for a in legal if a[1] == N2))
    assert g.step == "main" and g.road_count[N2] == 1
    # a settlement owes a settlement (N2 has a road now, so it has a site... if the distance rule allows)
    put_road_path(g, N1, walk(N1_START, 2, avoid={N2_START, *topo.VERTEX_NEIGHBOURS[N2_START]}))
    assert g.roads[E(0, 1)] == 0  # the first road went 1-2; extend it to 3
    put_road(g, 0, 1, 2)
    engine.apply_action(g, 0, ("settlement", 2))
    assert g.step == "neutral_settlement"
    choice = next(a for a in engine.legal_actions(g, 0) if a[1] == N1)
    engine.apply_action(g, 0, choice)
    assert g.settlements[N1] == 2 and g.owner[choice[2]] == N1 and g.step == "main"


def test_two_neutral_2_neutral_pieces_must_be_legal_for_that_colour() -> None:
    g = main_with_road_end()
    engine.apply_action(g, 0, first_road(g))
    choices = {(a[1], a[2]) for a in engine.legal_actions(g, 0)}
    for n, start in ((N1, N1_START), (N2, N2_START)):
        assert {e for m, e in choices if m == n} == {e for e in topo.VERTEX_EDGES[start] if g.roads[e] < 0}
    far = E(0, 1) if g.roads[E(0, 1)] < 0 else E(1, 2)
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("neutral_road", N1, far))  # not connected to N1
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("neutral_road", 1, far))  # not a neutral player
    assert engine.to_json(g) == before
    # settlements: on the neutral's own road, distance rule
    engine.apply_action(g, 0, ("neutral_road", N1, topo.VERTEX_EDGES[N1_START][0]))
    path = walk(N1_START, 2, avoid={N2_START, *topo.VERTEX_NEIGHBOURS[N2_START]})
    put_road_path(g, N1, path)
    assert growth.settlement_choices(g) == [(N1, v) for v in sorted(topo.VERTEX_INDEX.values())
                                            if g.road_vertex_mask[N1] >> v & 1 and not g.blocked_mask >> v & 1]  # fmt: skip


def test_two_neutral_3_settlement_owed_without_a_legal_site_becomes_a_road() -> None:
    g = main_with_road_end()
    put_road_path(g, 0, [0, 1, 2])
    assert growth.settlement_choices(g) == []  # neutral players start without roads: no site
    events = engine.apply_action(g, 0, ("settlement", 2))
    assert any(e["type"] == "neutral_fallback" for e in events)
    assert g.step == "neutral_road"


def test_two_neutral_4_no_cities_and_neutral_can_hold_longest_road() -> None:
    g = main_with_road_end()
    path = walk(N1_START, 5, avoid={N2_START, *topo.VERTEX_NEIGHBOURS[N2_START], 0, 1})
    put_road_path(g, N1, path)
    assert g.road_len[N1] == 5 and g.lr_holder == N1
    assert engine.public_view(g)["two_player"]["neutrals"][0]["longest_road"]
    assert g.cities[N1] == g.cities[N2] == 0
    assert not {a for s in (0, 1) for a in engine.legal_actions(g, s) if a[0] == "city" and g.owner[a[1]] > 1}
    # a real player's settlement breaks the neutral road like any opponent's building
    middle = path[2]
    put_road(g, 0, middle, next(w for w in topo.VERTEX_NEIGHBOURS[middle] if w not in path))
    g.blocked_mask &= ~(1 << middle | topo.VERTEX_NEIGHBOUR_MASK[middle])  # test-only: ignore distance rule
    building.place_settlement(g, 0, middle)
    assert g.road_len[N1] < 5 and g.lr_holder != N1


def test_two_neutral_5_neutral_pools_are_15_roads_and_5_settlements() -> None:
    g = main_with_road_end()
    for n in (N1, N2):
        g.road_count[n] = 15  # pools empty (the counts are what the rules read)
    g.touch()
    assert growth.road_choices(g) == []
    g.road_count[N2] = 14
    g.touch()
    assert {n for n, _ in growth.road_choices(g)} == {N2}
    g.road_count[N2] = 0
    g.settlements[N1] = 5
    put_road_path(g, N1, walk(N1_START, 2, avoid={N2_START, *topo.VERTEX_NEIGHBOURS[N2_START]}))
    assert all(n != N1 for n, _ in growth.settlement_choices(g))


def test_two_amb_3_road_building_roads_trigger_neutral_roads_setup_does_not() -> None:
    g = two_game()
    finish_setup(g)
    assert g.road_count[N1] == g.road_count[N2] == 0  # set-up placements owe nothing
    g = main_with_road_end((0, 0, 0, 0, 0))
    give_dev(g, 0, ROAD_BUILDING)
    engine.apply_action(g, 0, ("road_building",))
    engine.apply_action(g, 0, first_road(g))
    assert g.step == "neutral_road"
    engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "road_building" and g.free_roads == 1
    engine.apply_action(g, 0, first_road(g))
    assert g.step == "neutral_road"
    engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "main" and g.road_count[N1] + g.road_count[N2] == 2


def test_two_amb_4_no_legal_neutral_road_means_nothing_is_placed() -> None:
    g = main_with_road_end()
    for n in (N1, N2):
        g.road_count[n] = 15
    g.touch()
    events = engine.apply_action(g, 0, first_road(g))
    assert any(e["type"] == "neutral_skipped" for e in events)
    assert g.step == "main" and "end_turn" in kinds(g, 0)


def test_two_amb_9_neutral_settlements_earn_no_trade_cards() -> None:
    g = main_with_road_end()
    coast = [v for v in walk(N1_START, 3, avoid={N2_START, *topo.VERTEX_NEIGHBOURS[N2_START]})]
    put_road_path(g, N1, coast)
    put_road_path(g, 0, [0, 1, 2])
    held = list(g.two.trade_cards)
    engine.apply_action(g, 0, ("settlement", 2))  # coastal: +1 for seat 0
    assert g.two.trade_cards == [held[0] + 1, held[1]]
    assert g.step == "neutral_settlement"
    events = engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert not any(e["type"] == "trade_cards_gained" for e in events)
    assert g.two.trade_cards == [held[0] + 1, held[1]]


def test_two_neutral_1_nothing_else_until_the_neutral_piece_is_placed() -> None:
    g = main_with_road_end()
    engine.apply_action(g, 0, first_road(g))
    before = engine.to_json(g)
    for action in (("end_turn",), ("road", 5), ("bank_trade", 0, 2)):
        with pytest.raises(engine.IllegalAction) as exc:
            engine.apply_action(g, 0, action)
        assert exc.value.code == "wrong_step" and "neutral" in english(exc.value)
    assert engine.to_json(g) == before
    assert english(engine.describe_waiting(g, ["Alice", "Bob"])) == "Waiting for Alice to place a road for a neutral player."


def test_two_amb_15_each_free_road_owes_its_neutral_road_before_the_next_free_road() -> None:
    """Road Building: road, neutral road, road, neutral road; the second free road cannot take the path the
    first neutral road took (here edge 27, next to both seat 0's first free road and neutral 1's settlement)."""
    g = empty_two()
    put_settlement(g, 0, 17)
    to_main(g)
    give_dev(g, 0, ROAD_BUILDING)
    engine.apply_action(g, 0, ("road_building",))
    engine.apply_action(g, 0, ("road", 25))
    assert g.step == "neutral_road" and g.free_roads == 1  # the neutral road is owed before the second free road
    assert "road" not in kinds(g, 0)
    assert building.road_candidates(g, 0) >> 27 & 1  # free to take, until the neutral road takes it
    engine.apply_action(g, 0, ("neutral_road", N1, 27))
    assert g.step == "road_building"
    second = {a[1] for a in engine.legal_actions(g, 0) if a[0] == "road"}
    assert second and 27 not in second
    engine.apply_action(g, 0, ("road", min(second)))
    assert g.step == "neutral_road"
