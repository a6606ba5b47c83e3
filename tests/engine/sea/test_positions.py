"""``engine.testing.seafarers.sea_position``: a Seafarers game from any position (issue #31 item 1)."""

from __future__ import annotations

import pytest

import engine
from engine.rules.seafarers.mapdata import FOG, GOLD
from engine.serialize import from_json, to_json
from engine.testing import roll
from engine.testing.seafarers import sea_position
from tests.engine.sea.helpers import e, hx, v


def test_item31_1_sea_position_builds_every_part_of_the_record() -> None:
    g = sea_position(
        3, scenario="fog_island", seed=5,
        settlements={0: [(3, 0, "N")], 2: ["20"]}, cities={1: [(-2, 1, "N")]}, roads={0: [(3, 0, "NE")]},
        ships={0: [(4, -1, "SE")]}, ships_built=[(4, -1, "SE")], ship_moved=True,
        board={(0, -3): ("gold", 9)}, harbors=[5, 5, 5, 0, 1, 2, 3, 4],
        fog_terrain=["gold", "sea", "hills"], fog_tokens=[6, 8],
        hands={0: {"brick": 2, "wool": 1}}, pirate=(4, 0), robber=(3, -2),
        chits={2: 3}, scored={2: [1]}, home={1: [0]}, step="main", active=0, turn=7,
    )  # fmt: skip
    assert g.options.sea_scenario == "fog_island" and g.n == 3
    assert g.building[v(g, (3, 0, "N"))] == 1 and g.owner[v(g, (-2, 1, "N"))] == 1 and g.building[19] == 1
    assert g.roads[e(g, (3, 0, "NE"))] == 0 and g.sea.ships[e(g, (4, -1, "SE"))] == 0
    assert g.sea.built == {e(g, (4, -1, "SE"))} and g.sea.built_turn == g.turn == 7 and g.sea.moved_turn == 7
    assert g.board.terrain[hx(g, (0, -3))] == GOLD and g.board.numbers[hx(g, (0, -3))] == 9  # a fog hex face up
    assert g.board.harbors == (5, 5, 5, 0, 1, 2, 3, 4)
    assert g.sea.fog_terrain[-3:] == [0, 8, GOLD] and g.sea.fog_tokens == [8, 6]  # top last
    assert len(g.sea.fog) == 11 and all(g.board.terrain[h] == FOG for h in g.sea.fog)
    assert g.hands[0] == [2, 0, 0, 0, 1] and g.bank[0] == 17
    assert g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (4, 0) and g.topo.HEX_COORDS[g.robber] == (3, -2)
    assert g.sea.chits == [0, 0, 3] and g.sea.scored[2] == [1] and g.sea.home[1] == [0]
    assert to_json(from_json(to_json(g))) == to_json(g)
    view = engine.public_view(g)["seafarers"]
    assert view["ships_built"] == [e(g, (4, -1, "SE"))] and view["ship_moved"]


def test_item31_1_sea_position_defaults_and_forced_rolls() -> None:
    """The printed map with harbors in listed order, robber and pirate on their start hexes; rolls forced."""
    g = sea_position(4, settlements={0: [(0, 1, "N")]}, active=0)
    assert g.board.map.name == "sea_new_shores_4" and g.board.harbors == (0, 1, 2, 3, 4, 5, 5, 5, 5)
    assert g.topo.HEX_COORDS[g.robber] == (-1, 1) and g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (4, 0)
    events = roll(g, 11)  # (0,1) fields 11: the settlement on its N corner gets a grain
    assert any(x["type"] == "rolled" and x["total"] == 11 for x in events) and g.hands[0][3] == 1
    with pytest.raises(TypeError, match="chitz"):
        sea_position(4, chitz={0: 1})
