"""SEA-SHIP-1..11 and SEA-AMB-3/4/5/22/26/28/29: ships on New Shores, 4 players (SEA-MAP-NS4).

Around Red's settlement X = (1,0,N) (pasture 9, mountains 4, sea (2,-1)): the coastal paths (1,0,NE)
[X to (2,-1,S)] and (1,-1,E) [X to (2,-2,S)], the land path (1,-1,SE); from (2,-1,S) the sea path
(2,-1,SE) and the coastal path (1,0,E) to W = (1,1,N)."""

from __future__ import annotations

import pytest

import engine
from engine.errors import IllegalAction
from engine.rules.seafarers import ships as S
from engine.state import PHASE_SETUP, PRE_ROLL, ROAD_BUILDING, SETUP_ROAD
from tests.engine.helpers import english, raises_saying
from tests.engine.sea.route_helpers import e, hx, kinds, sea_game, sea_roll, v

RED, BLUE = 0, 1
X, W = (1, 0, "N"), (1, 1, "N")
NE, EAST_X, LAND = (1, 0, "NE"), (1, -1, "E"), (1, -1, "SE")
SEA_PATH, COAST_W = (2, -1, "SE"), (1, 0, "E")
SHIP_HAND = [0, 1, 0, 0, 1]


def paths(g: engine.GameState, actions: list[tuple[int, ...]]) -> set[int]:
    return {a[1] for a in actions}


def test_SEA_SHIP_1_a_ship_costs_a_lumber_and_a_wool() -> None:
    g = sea_game(settlements={RED: [X]}, hands={RED: [1, 1, 0, 0, 1]})
    bank = list(g.bank)
    engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert g.hands[RED] == [1, 0, 0, 0, 0] and g.bank[1] == bank[1] + 1 and g.bank[4] == bank[4] + 1
    assert g.sea.ships[e(g, NE)] == RED
    assert not kinds(sea_game(settlements={RED: [X]}, hands={RED: [1, 1, 0, 0, 0]}), RED, "ship")


def test_SEA_SHIP_2_SEA_AMB_22_a_ship_goes_on_coastal_and_sea_paths_at_an_own_building_or_ship() -> None:
    """(a) at an own building: the two coastal paths at X, never the land path; (b) from an own ship's
    end: the sea path beyond it (SEA-AMB-22)."""
    g = sea_game(settlements={RED: [X]}, hands={RED: SHIP_HAND})
    assert paths(g, kinds(g, RED, "ship")) == {e(g, NE), e(g, EAST_X)}
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE]}, hands={RED: SHIP_HAND})
    assert {e(g, SEA_PATH), e(g, COAST_W), e(g, EAST_X)} <= paths(g, kinds(g, RED, "ship"))
    assert e(g, LAND) not in paths(g, kinds(g, RED, "ship"))


def test_SEA_SHIP_2_a_road_end_does_not_carry_a_ship_nor_a_ship_end_a_road() -> None:
    """A ship never continues a road without an own building between, and a road never a ship."""
    g = sea_game(settlements={RED: [X]}, roads={RED: [EAST_X]}, hands={RED: [1, 1, 0, 0, 1]})
    ships = paths(g, kinds(g, RED, "ship"))
    assert e(g, (2, -2, "SE")) not in ships and e(g, (1, -1, "NE")) not in ships
    assert e(g, EAST_X) not in ships  # a coastal path holds a road or a ship, not both
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE]}, hands={RED: [1, 1, 0, 0, 1]})
    assert e(g, COAST_W) not in paths(g, kinds(g, RED, "road"))
    assert e(g, NE) not in paths(g, kinds(g, RED, "road"))


def test_SEA_AMB_3_another_players_building_at_a_ship_end_stops_the_route() -> None:
    g = sea_game(settlements={RED: [X], BLUE: [(2, -1, "S")]}, ships={RED: [NE]}, hands={RED: SHIP_HAND})
    assert paths(g, kinds(g, RED, "ship")) == {e(g, EAST_X)}


def test_SEA_SHIP_2_and_SEA_PIRATE_4_no_ship_is_built_beside_the_pirate() -> None:
    g = sea_game(settlements={RED: [X]}, hands={RED: SHIP_HAND}, pirate=(2, -1))
    assert not kinds(g, RED, "ship")
    with pytest.raises(IllegalAction) as exc:
        engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert "pirate" in english(exc.value)


def test_SEA_SHIP_3_a_settlement_at_the_end_of_an_own_ship() -> None:
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]}, hands={RED: [1, 1, 0, 1, 1]})
    assert ("settlement", v(g, W)) in engine.legal_actions(g, RED)
    engine.apply_action(g, RED, ("settlement", v(g, W)))
    assert g.building[v(g, W)] == 1


def test_SEA_SHIP_4_and_5_a_closed_route_never_moves_an_open_one_moves_its_end_ship() -> None:
    closed = sea_game(settlements={RED: [X, W]}, ships={RED: [NE, COAST_W]})
    assert S.closed_ships(closed, RED) == (1 << e(closed, NE)) | (1 << e(closed, COAST_W))
    assert not kinds(closed, RED, "move_ship")
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]})
    assert {a[1] for a in kinds(g, RED, "move_ship")} == {e(g, COAST_W)}


def test_SEA_SHIP_4_a_branch_off_a_closed_route_is_open() -> None:
    g = sea_game(settlements={RED: [X, W]}, ships={RED: [NE, COAST_W, SEA_PATH]})
    assert {a[1] for a in kinds(g, RED, "move_ship")} == {e(g, SEA_PATH)}


def test_SEA_SHIP_5_c_a_ship_built_this_turn_does_not_move() -> None:
    g = sea_game(settlements={RED: [X]}, hands={RED: SHIP_HAND})
    engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert not kinds(g, RED, "move_ship")
    engine.apply_action(g, RED, ("end_turn",))
    assert not S.built_this_turn(g)


def test_SEA_SHIP_5_d_a_ship_beside_the_pirate_does_not_move() -> None:
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]}, pirate=(2, 0))
    assert not kinds(g, RED, "move_ship")  # (1,0,E) borders the sea hex (2,0)


def test_SEA_SHIP_5_SEA_SHIP_7_SEA_AMB_6_one_move_per_turn_after_the_roll_on_the_own_turn() -> None:
    """SEA-SHIP-5/7, SEA-AMB-6: not before the roll, not in another player's turn, once a turn."""
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]}, step=PRE_ROLL)
    assert not kinds(g, RED, "move_ship")
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]}, active=BLUE)
    assert not kinds(g, RED, "move_ship")
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE, COAST_W]})
    engine.apply_action(g, RED, kinds(g, RED, "move_ship")[0])
    assert not kinds(g, RED, "move_ship")
    with raises_saying(IllegalAction, "already moved"):
        engine.apply_action(g, RED, ("move_ship", e(g, NE), e(g, EAST_X)))


def test_SEA_SHIP_6_SEA_AMB_4_legality_with_the_ship_lifted_and_never_the_same_path() -> None:
    """SEA-SHIP-6, SEA-AMB-4: a lone ship cannot support itself: from X it may go only where X reaches."""
    g = sea_game(settlements={RED: [X]}, ships={RED: [NE]})
    assert {a[2] for a in kinds(g, RED, "move_ship")} == {e(g, EAST_X)}
    engine.apply_action(g, RED, ("move_ship", e(g, NE), e(g, EAST_X)))
    assert g.sea.ships[e(g, NE)] == -1 and g.sea.ships[e(g, EAST_X)] == RED and S.moved_this_turn(g)


def test_SEA_AMB_5_SEA_AMB_29_a_loop_without_a_building_moves_any_ship_with_one_building_the_two_beside_it() -> None:
    g0 = sea_game()
    t = g0.topo
    sides = [t.EDGE_KEYS[i] for i in range(t.N_EDGE) if S.hex_side_masks(t)[hx(g0, (0, -2))] >> i & 1]
    assert len(sides) == 6
    g = sea_game(ships={RED: sides})
    assert {a[1] for a in kinds(g, RED, "move_ship")} == {e(g, k) for k in sides}
    g = sea_game(settlements={RED: [(0, -2, "N")]}, ships={RED: sides})
    at_home = {i for i in t.VERTEX_EDGES[v(g, (0, -2, "N"))] if g.sea.ships[i] == RED}
    assert len(at_home) == 2 and {a[1] for a in kinds(g, RED, "move_ship")} == at_home


def test_SEA_SHIP_9_road_building_places_two_ships_or_a_road_and_a_ship() -> None:
    g = sea_game(settlements={RED: [X]}, dev_cards={RED: [0, 1, 0, 0, 0]})
    engine.apply_action(g, RED, ("road_building",))
    assert g.step == ROAD_BUILDING and kinds(g, RED, "ship") and kinds(g, RED, "road")
    engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert g.step == ROAD_BUILDING and g.free_roads == 1
    engine.apply_action(g, RED, ("ship", e(g, SEA_PATH)))
    assert g.step != ROAD_BUILDING and g.hands[RED] == [0] * 5
    assert S.built_this_turn(g) == {e(g, NE), e(g, SEA_PATH)} and not kinds(g, RED, "move_ship")
    g = sea_game(settlements={RED: [X]}, dev_cards={RED: [0, 1, 0, 0, 0]})
    engine.apply_action(g, RED, ("road_building",))
    engine.apply_action(g, RED, ("road", e(g, LAND)))
    engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert g.roads[e(g, LAND)] == RED and g.sea.ships[e(g, NE)] == RED and g.step != ROAD_BUILDING


def test_SEA_SHIP_9_road_building_with_room_for_ships_only() -> None:
    """BASE-AMB-8 read with ships: playable when only a ship fits (no road in the pool)."""
    g = sea_game(settlements={RED: [X]}, dev_cards={RED: [0, 1, 0, 0, 0]})
    g.road_count[RED] = 15  # the pool is empty
    g.touch()
    assert ("road_building",) in engine.legal_actions(g, RED)
    engine.apply_action(g, RED, ("road_building",))
    assert not kinds(g, RED, "road") and kinds(g, RED, "ship")


def test_SEA_SHIP_10_SEA_AMB_28_a_set_up_ship_instead_of_the_road() -> None:
    """SEA-SHIP-10, SEA-AMB-28: a ship on a coastal path at the set-up settlement, not beside the pirate."""
    g = sea_game(settlements={RED: [X]}, step=SETUP_ROAD)
    g.phase, g.setup_index, g.last_settlement = PHASE_SETUP, 0, v(g, X)
    g.touch()
    assert paths(g, kinds(g, RED, "ship")) == {e(g, NE), e(g, EAST_X)}
    assert e(g, LAND) in paths(g, kinds(g, RED, "road"))
    engine.apply_action(g, RED, ("ship", e(g, NE)))
    assert g.sea.ships[e(g, NE)] == RED and g.setup_index == 1 and g.step == "setup_settlement"
    assert not S.built_this_turn(g)
    g = sea_game(settlements={RED: [X]}, step=SETUP_ROAD, pirate=(2, -1))
    g.phase, g.setup_index, g.last_settlement = PHASE_SETUP, 0, v(g, X)
    g.touch()
    assert not kinds(g, RED, "ship")


def test_SEA_SHIP_11_ships_never_produce() -> None:
    g = sea_game(ships={RED: [(2, 0, "NE")]}, step=PRE_ROLL)  # beside the gold field 10 at (3,0)
    sea_roll(g, 10)
    assert g.hands[RED] == [0] * 5 and g.step == "main"


def test_SEA_COMP_2_fifteen_ships_at_most() -> None:
    g = sea_game(settlements={RED: [X]}, hands={RED: SHIP_HAND})
    g.sea.ships[: S.MAX_SHIPS] = [RED] * S.MAX_SHIPS  # hypothetical: all 15 on the board
    g.rebuild_derived()
    g.touch()
    assert not kinds(g, RED, "ship")


def test_SEA_SHIP_8_SEA_AMB_26_ships_stay_and_a_closed_route_stays_closed_when_crossed() -> None:
    """Another player's settlement on a closed route removes no ship and does not reopen it (SEA-AMB-26),
    (an own ship's end there carries no new ship: SEA-AMB-3's test)."""
    route = [NE, COAST_W, (1, 1, "NE"), (1, 1, "E")]
    g = sea_game(settlements={RED: [X, (1, 2, "N")]}, ships={RED: route}, roads={BLUE: [(1, 0, "SE")]},
                 hands={BLUE: [1, 1, 0, 1, 1]}, active=BLUE)  # fmt: skip
    engine.apply_action(g, BLUE, ("settlement", v(g, W)))
    assert all(g.sea.ships[e(g, k)] == RED for k in route)
    assert S.closed_ships(g, RED) == sum(1 << e(g, k) for k in route)
    g.active = RED
    g.hands[RED] = list(SHIP_HAND)
    g.touch()
    assert not kinds(g, RED, "move_ship")


def test_SEA_SHIP_9_SEA_AMB_19_a_free_ship_that_discovers_a_gold_field_owes_the_choice_first() -> None:
    """Fog Island, 4 players (engine.testing's Seafarers positions): Road Building's second ship reaches
    a fog hex (SEA-FOG-2) whose tile is a gold field; the discoverer's gold choice (SEA-FOG-4,
    SEA-AMB-19) comes through the gold decision, then the turn goes on where Road Building returns."""
    from engine.testing.seafarers import sea_position

    home = (3, -1, "S")
    g = sea_position(4, scenario="fog_island", settlements={RED: [home]}, dev_cards={RED: {"road_building": 1}},
                     fog_terrain=["gold", "sea", "fields", "fields", "hills", "hills", "mountains", "mountains",
                                  "pasture", "forest", "sea", "gold"], step="main")  # fmt: skip
    engine.apply_action(g, RED, ("road_building",))
    engine.apply_action(g, RED, ("ship", e(g, (2, 0, "E"))))
    assert g.step == ROAD_BUILDING
    engine.apply_action(g, RED, ("ship", e(g, (2, 0, "SE"))))  # its end (2,0,S) is a corner of fog (1,1)
    assert g.board.terrain[g.topo.HEX_INDEX[(1, 1)]] == 6  # revealed: a gold field
    assert g.step == "gold_choice" and engine.must_act(g) == [RED] and len(kinds(g, RED, "gold")) == 5
    engine.apply_action(g, RED, ("gold", (0, 0, 1, 0, 0)))
    assert g.step == "main" and g.hands[RED][2] == 1 and not kinds(g, RED, "move_ship")


@pytest.mark.parametrize(
    ("setup", "action", "words"),
    [
        ({"settlements": {RED: [X]}, "hands": {RED: SHIP_HAND}}, ("ship", LAND), "between two land hexes"),
        ({"settlements": {RED: [X]}, "hands": {RED: SHIP_HAND}}, ("ship", SEA_PATH), "doesn't touch"),
        ({"settlements": {RED: [X, W]}, "ships": {RED: [NE, COAST_W, SEA_PATH]}}, ("move_ship", NE, EAST_X),
         "closed route"),
        ({"settlements": {RED: [X]}, "ships": {RED: [NE, COAST_W]}}, ("move_ship", NE, EAST_X), "open end"),
        ({"settlements": {RED: [X]}, "ships": {RED: [NE, COAST_W]}}, ("move_ship", COAST_W, LAND), "two land hexes"),
    ],
)  # fmt: skip
def test_SEA_SHIP_2_SEA_SHIP_5_refusals_say_why_and_what_is_legal(
    setup: dict[str, object], action: tuple[object, ...], words: str
) -> None:
    """A refused ship build or move names the reason and the legal choices; the game is unchanged."""
    from tests.engine.helpers import assert_refused_unchanged

    g = sea_game(**setup)  # type: ignore[arg-type]
    act = (action[0], *(e(g, k) for k in action[1:]))  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as exc:
        engine.apply_action(g, RED, act)
    assert words in english(exc.value.reason) and exc.value.hint
    assert_refused_unchanged(g, RED, act)
