"""BASE-BUILD-1..7, BASE-COMP-3 piece limits."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.constants import CITY, SETTLEMENT
from engine.testing import position
from tests.engine.helpers import VK, english, walk


def test_base_build_1_build_many_items_paying_each_cost() -> None:
    v = VK(0, 0, "N")
    g = position(
        settlements={0: [v]}, hands={0: {"brick": 3, "lumber": 3, "ore": 1, "grain": 1, "wool": 1}}, step="main"
    )
    bank_before = list(g.bank)
    roads = [a for a in engine.legal_actions(g, 0) if a[0] == "road"]
    engine.apply_action(g, 0, roads[0])
    engine.apply_action(g, 0, next(a for a in engine.legal_actions(g, 0) if a[0] == "road"))
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.road_count[0] == 2 and sum(g.dev[0]) == 1
    assert g.bank[0] == bank_before[0] + 2 and g.bank[2] == bank_before[2] + 1


def test_base_build_2_road_must_connect_and_not_through_opponent_building() -> None:
    a, b, _c = walk(VK(0, 0, "N"), 2)
    # the opponent's settlement at the end of our road (a position ignores the distance rule)
    g = position(settlements={0: [a], 1: [b]}, roads={0: [(a, b)]}, hands={0: {"brick": 5, "lumber": 5}}, step="main")
    legal = {x[1] for x in engine.legal_actions(g, 0) if x[0] == "road"}
    beyond = set(topo.VERTEX_EDGES[b]) - {topo.EDGE_INDEX[(min(a, b), max(a, b))]}
    assert not legal & beyond  # cannot continue through the opponent's settlement
    assert legal == set(topo.VERTEX_EDGES[a]) - {topo.EDGE_INDEX[(min(a, b), max(a, b))]}
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("road", min(beyond)))
    assert exc.value.code == "illegal_spot" and "connect" in english(exc.value.reason)
    occupied = topo.EDGE_INDEX[(min(a, b), max(a, b))]
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("road", occupied))
    assert "already has a road" in english(exc.value.reason)


def test_base_build_2_road_may_end_at_opponent_building_and_on_coast() -> None:
    coast = next(v for v in range(54) if len(topo.VERTEX_HEXES[v]) == 1)
    g = position(settlements={0: [coast]}, hands={0: {"brick": 2, "lumber": 2}}, step="main")
    assert {a[1] for a in engine.legal_actions(g, 0) if a[0] == "road"} == set(topo.VERTEX_EDGES[coast])


def test_base_build_3_settlement_distance_and_own_road() -> None:
    path = walk(VK(0, 0, "N"), 3)
    g = position(
        settlements={0: [path[0]]}, roads={0: [tuple(path)]},
        hands={0: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}}, step="main",
    )  # fmt: skip
    legal = {a[1] for a in engine.legal_actions(g, 0) if a[0] == "settlement"}
    assert path[1] not in legal  # too close to our own settlement
    assert {path[2], path[3]} <= legal | {v for v in (path[2], path[3]) if g.blocked_mask >> v & 1}
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("settlement", path[1]))
    assert "distance" in english(exc.value.reason)
    far = next(v for v in range(54) if not g.blocked_mask >> v & 1 and v not in path)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("settlement", far))
    assert "road" in english(exc.value.reason)


def test_base_build_4_city_replaces_own_settlement_and_returns_it_to_pool() -> None:
    v = VK(0, 0, "N")
    g = position(
        settlements={0: [v, VK(2, -2, "S"), VK(-2, 2, "N"), VK(0, -2, "N"), VK(-2, 0, "S")], 1: [VK(2, 0, "S")]},
        hands={0: {"ore": 3, "grain": 2}}, step="main",
    )  # fmt: skip
    assert g.settlements[0] == 5
    assert ("city", VK(2, 0, "S")) not in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, ("city", v))
    assert g.building[v] == CITY and g.settlements[0] == 4 and g.cities[0] == 1
    view = engine.public_view(g)["players"][0]
    assert view["settlements_left"] == 1 and view["cities_left"] == 3


def test_base_build_4_sixth_settlement_needs_an_upgrade_first() -> None:
    spots = [VK(0, 0, "N"), VK(2, -2, "S"), VK(-2, 2, "N"), VK(0, -2, "N"), VK(-2, 0, "S")]
    path = walk(spots[0], 2)
    g = position(
        settlements={0: spots}, roads={0: [tuple(path)]},  # path[2] would be a legal spot...
        hands={0: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}}, step="main",
    )  # fmt: skip
    assert not g.blocked_mask >> path[2] & 1
    assert not any(a[0] == "settlement" for a in engine.legal_actions(g, 0))  # ...but the pool is empty
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("settlement", path[2]))
    assert "upgrade" in english(exc.value)


def test_base_build_5_pieces_stay_on_the_board() -> None:
    g = position(settlements={0: [VK(0, 0, "N")]}, step="main")
    kinds = {a[0] for a in engine.legal_actions(g, 0)}
    assert not kinds & {"remove", "move"}
    assert set(engine.actions.KINDS).isdisjoint({"remove_road", "remove_building"})


def test_base_build_6_buying_draws_top_card_empty_deck_cannot_buy() -> None:
    g = position(hands={0: {"ore": 2, "grain": 2, "wool": 2}}, dev_deck=["monopoly", "knight"], step="main")
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.dev[0] == [0, 0, 0, 1, 0] and g.deck == [0]
    g = position(hands={0: {"ore": 2, "grain": 2, "wool": 2}}, step="main")
    top = g.deck[-1]
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.dev[0][top] == 1 and len(g.deck) == 24
    g = position(hands={0: {"ore": 2, "grain": 2, "wool": 2}}, dev_deck=[], step="main")
    assert ("buy_dev",) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("buy_dev",))
    assert exc.value.code == "deck_empty"


def test_base_build_7_settlement_on_opponents_road_breaks_it() -> None:
    path, side = _path_with_side_branch()
    base = next(v for v in topo.VERTEX_NEIGHBOURS[side] if v != path[3] and v not in path)
    g = position(
        settlements={1: [path[0]], 0: [base]},
        roads={1: [tuple(path)], 0: [(base, side), (side, path[3])]},  # ours reaches path[3] from the side
        hands={0: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}}, step="main",
    )  # fmt: skip
    assert g.road_len[1] == 6
    engine.apply_action(g, 0, ("settlement", path[3]))
    assert g.road_len[1] == 3


def _path_with_side_branch() -> tuple[list[int], int]:
    """A 6-road path whose middle intersection has a free neighbour off the path (inland)."""
    for start in range(54):
        try:
            path = walk(start, 6)
        except AssertionError:
            continue
        off = [v for v in topo.VERTEX_NEIGHBOURS[path[3]] if v not in path]
        if off and any(n != path[3] and n not in path for n in topo.VERTEX_NEIGHBOURS[off[0]]):
            return path, off[0]
    raise AssertionError("no such path")


@pytest.mark.parametrize("piece", ["road", "settlement", "city"])
def test_base_comp_3_piece_limits(piece: str) -> None:
    v = VK(0, 0, "N")
    far = [x for x in range(54) if x != v and x not in topo.VERTEX_NEIGHBOURS[v]]
    if piece == "road":
        fifteen = [e for e in range(72) if v not in topo.EDGE_VERTICES[e]][:15]
        g = position(settlements={0: [v]}, roads={0: fifteen}, hands={0: {"brick": 1, "lumber": 1}}, step="main")
        act = ("road", topo.VERTEX_EDGES[v][0])
    elif piece == "settlement":
        g = position(
            settlements={0: far[-5:]}, hands={0: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}}, step="main"
        )
        act = ("settlement", 0)
    else:
        g = position(settlements={0: [v]}, cities={0: far[-4:]}, hands={0: {"ore": 3, "grain": 2}}, step="main")
        act = ("city", v)
    code = "no_pieces"
    assert g.road_count[0] == 15 or g.settlements[0] == 5 or g.cities[0] == 4
    assert not any(a[0] == piece for a in engine.legal_actions(g, 0))
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, act)
    assert exc.value.code == code


def test_cannot_afford_message_names_what_is_missing() -> None:
    g = position(settlements={0: [VK(0, 0, "N")]}, hands={0: {"brick": 1}}, step="main")
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("road", topo.VERTEX_EDGES[VK(0, 0, "N")][0]))
    assert exc.value.code == "cannot_afford" and "1 lumber" in english(exc.value)
    assert g.building[VK(0, 0, "N")] == SETTLEMENT
