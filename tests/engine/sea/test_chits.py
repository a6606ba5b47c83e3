"""Catan chits and victory (SEA-SVP-1/2, SEA-WIN-1/2, SEA-NS-2, SEA-4I-2, SEA-TTD-1/3, SEA-FOG-7,
SEA-COMP-4, SEA-AMB-16/25)."""

from __future__ import annotations

from typing import Any

import engine
from engine.testing.seafarers import sea_position
from tests.engine.sea.helpers import kinds, v

# New Shores, 4 players: a small island's intersection and a path on it, the main island's likewise.
NE_ISLAND = ((3, -1, "N"), (3, -1, "NE"))  # the 5-hex north-east island (forest 9 / hills 5 ...)
NW_ISLAND = ((0, -3, "S"), (0, -3, "SE"))  # the 2-hex north-west island
MAIN = ((-1, 0, "N"), (-1, 0, "NE"))


def _build(g: engine.GameState, seat: int, key: tuple[int, int, str]) -> list[dict[str, Any]]:
    """Seat builds a settlement on ``key`` (a road to it is put down first if none of the seat's ends there)."""
    x = v(g, key)
    if not g.road_vertex_mask[seat] >> x & 1:
        g.roads[next(e for e in g.topo.VERTEX_EDGES[x] if g.roads[e] < 0 and g.topo.EDGE_KINDS[e] != "sea")] = seat
        g.rebuild_derived()
    g.hands[seat] = [a + b for a, b in zip(g.hands[seat], [1, 1, 0, 1, 1], strict=True)]
    g.bank = [b - c for b, c in zip(g.bank, [1, 1, 0, 1, 1], strict=True)]
    g.touch()
    return engine.apply_action(g, seat, ("settlement", v(g, key)))


def _ns(**spec: Any) -> engine.GameState:
    return sea_position(
        4, roads={0: [NE_ISLAND[1], NW_ISLAND[1], MAIN[1]], 1: [(3, -3, "NE")]}, step="main", active=0, **spec
    )


def test_SEA_NS_2_first_settlement_on_each_small_island_earns_2_chits() -> None:
    """SEA-NS-2, SEA-SVP-2: 2 chits for the first settlement on each small island, once per player per
    island; nothing on the main island; whether another player is there already is irrelevant."""
    g = _ns()
    events = _build(g, 0, NE_ISLAND[0])
    assert (
        g.sea.chits[0] == 2 and {"type": "chits", "seat": 0, "area": 2, "chits": 2, "at": v(g, NE_ISLAND[0])} in events
    )
    assert engine.public_view(g)["players"][0]["public_vp"] == 1 + 2
    _build(g, 0, NW_ISLAND[0])
    assert g.sea.chits[0] == 4 and g.sea.scored[0] == [1, 2]
    _build(g, 0, MAIN[0])
    assert g.sea.chits[0] == 4
    # a second settlement on a scored island earns nothing
    g.roads[g.topo.EDGE_KEY_INDEX[(4, -2, "SE")]] = 0
    g.rebuild_derived()
    _build(g, 0, (4, -1, "N"))
    assert g.sea.chits[0] == 4
    # another player on the same island earns its own chits (SEA-SVP-2)
    g.active = 1
    _build(g, 1, (3, -3, "N"))
    assert g.sea.chits[1] == 2 and engine.public_view(g)["seafarers"]["scored"][1] == [2]


def test_SEA_AMB_16_older_rule_one_chit_per_area() -> None:
    """SEA-AMB-16 (``sea_svp_per_area = 1``): New Shores and Through the Desert give 1 chit per area."""
    g = _ns(options={"sea_svp_per_area": 1})
    _build(g, 0, NE_ISLAND[0])
    assert g.sea.chits[0] == 1


def test_SEA_SVP_1_SEA_COMP_4_chits_are_public_permanent_and_count_for_the_win() -> None:
    """SEA-SVP-1, SEA-WIN-2, SEA-COMP-4: a chit is 1 VP, public, kept when the settlement becomes a city;
    SEA-WIN-1: reaching the target with chits on one's own turn wins."""
    g = _ns(chits={0: 5})
    assert engine.public_view(g)["seafarers"]["chits"][0] == 5 and g.public_victory_points(0) == 5
    _build(g, 0, NE_ISLAND[0])
    g.hands[0] = [0, 0, 3, 2, 0]
    g.bank[2] -= 3
    g.bank[3] -= 2
    g.touch()
    engine.apply_action(g, 0, ("city", v(g, NE_ISLAND[0])))
    assert g.sea.chits[0] == 7 and g.public_victory_points(0) == 2 + 7
    win = _ns(chits={0: 11}, cities={0: [(-2, 1, "N")]})  # 11 + 2 = 13; a chit settlement gives 1 + 2
    assert win.options.vp_target == 14
    _build(win, 0, NE_ISLAND[0])
    assert win.winner == 0 and win.phase == "over"


def test_SEA_SVP_2_set_up_settlements_never_earn_chits() -> None:
    """SEA-SVP-2: chits only for settlements built during the game (Four Islands: set-up on any island)."""
    g = sea_position(4, scenario="four_islands", step="setup_settlement", setup_index=0, active=0, first=0)
    engine.apply_action(g, 0, ("settlement", v(g, (1, 1, "N"))))
    assert g.sea.chits == [0, 0, 0, 0] and g.sea.home[0] == [3]


def test_SEA_4I_2_foreign_islands_earn_2_chits_home_islands_none() -> None:
    """SEA-4I-2: the first settlement on each foreign island 2 chits; on a home island nothing; with
    ``sea_4i_first_foreign_one`` the very first foreign island 1, later ones 2."""
    for first_one, chits in ((False, (2, 4)), (True, (1, 3))):
        g = sea_position(
            4, scenario="four_islands", options={"sea_4i_first_foreign_one": first_one}, home={0: [2]},
            roads={0: [(-3, 2, "NE"), (0, -3, "SE"), (1, 1, "NE")]}, step="main",
        )  # fmt: skip
        island = {a["id"]: set(a["hexes"]) for a in engine.public_view(g)["seafarers"]["areas"]}
        assert g.topo.HEX_INDEX[(-3, 2)] in island[2]  # the west island is seat 0's home
        _build(g, 0, (-3, 2, "N"))
        assert g.sea.chits[0] == 0
        _build(g, 0, (0, -3, "S"))
        assert g.sea.chits[0] == chits[0]
        _build(g, 0, (2, 0, "S"))
        assert g.sea.chits[0] == chits[1]


def test_SEA_TTD_1_SEA_TTD_3_the_strip_and_each_small_island_earn_2_chits() -> None:
    """SEA-TTD-1/3: the strip beyond the deserts and each small island are foreign areas (2 chits each, up
    to 8); the main area and desert-only intersections earn nothing."""
    g = sea_position(
        4, scenario="through_the_desert", options={"vp_target": 20},
        roads={0: [(-1, -2, "NE"), (4, -2, "SE"), (2, 1, "E"), (0, 3, "E"), (0, -1, "E"), (1, -3, "NE")]},
        step="main",
    )  # fmt: skip
    _build(g, 0, (-1, -2, "N"))  # the strip (mountains 11)
    assert g.sea.chits[0] == 2
    for key in ((4, -2, "S"), (3, 1, "N"), (1, 3, "N")):
        _build(g, 0, key)
    g.active = 1
    _build(g, 1, (0, -1, "N"))  # main area
    _build(g, 1, (1, -3, "N"))  # desert only: no area
    assert g.sea.chits[1] == 0
    assert g.sea.chits[0] == 8 and g.sea.scored[0] == [1, 2, 3, 4]


def test_SEA_FOG_7_fog_island_has_no_chits() -> None:
    """SEA-FOG-7: no Catan chits on Fog Island; target 12."""
    g = sea_position(4, scenario="fog_island", roads={0: [(3, 0, "NE"), (-2, 1, "NE")]}, step="main")
    assert g.options.vp_target == 12
    _build(g, 0, (3, 0, "N"))
    _build(g, 0, (-2, 1, "N"))
    assert g.sea.chits == [0, 0, 0, 0]


def test_SEA_AMB_25_an_intersection_never_touches_two_areas_and_chits_stay() -> None:
    """SEA-AMB-25: no intersection touches two islands (so a settlement is in one area at most); chits
    earned stay whatever happens later; Through the Desert's strip and main area are separate by
    definition although joined through the deserts."""
    g = sea_position(4, scenario="through_the_desert")
    view = engine.public_view(g)["seafarers"]
    big = max(view["islands"], key=len)
    strip = next(a for a in view["areas"] if a["kind"] == "strip")
    main = next(a for a in view["areas"] if a["kind"] == "main")
    assert set(strip["hexes"]) < set(big) and set(main["hexes"]) < set(big)
    g = _ns()
    _build(g, 0, NE_ISLAND[0])
    g.rebuild_derived()
    assert g.sea.chits[0] == 2 and kinds(g, 0, "settlement") is not None


def test_SEA_WIN_2_victory_points_of_a_seafarers_game() -> None:
    """SEA-WIN-2: buildings, Longest Trade Route / Largest Army, VP cards and 1 per chit; ships give none."""
    g = _ns(chits={0: 3}, cities={0: [(-2, 1, "N")]}, settlements={0: [(0, 1, "N")]},
            dev_cards={0: {"victory_point": 1}})  # fmt: skip
    assert g.victory_points(0) == 2 + 1 + 1 + 3 and g.public_victory_points(0) == 2 + 1 + 3
