"""Seafarers' skeleton (issue #31): the rule set is selected by ``expansion = "seafarers"``, plays a new
game on the scenario's map, and its record survives the JSON round trip exactly."""

from __future__ import annotations

from collections import Counter

import engine
from engine import topology as geo
from engine.rules.seafarers.record import SeaRecord
from engine.serialize import from_json, to_json

SEA = {"expansion": "seafarers"}


def test_SEA_GEN_4_a_new_game_is_played_on_the_new_shores_4_player_map() -> None:
    """SEA-GEN-4, SEA-NS-3/4, SEA-SETUP-3: the default scenario (New Shores) with 4 players: the large
    frame, robber on the desert, pirate on (4, 0), 14 VP, set-up on the main island's 54 intersections."""
    g = engine.new_game(SEA, 7)
    assert g.options.rule_sets == ("base", "seafarers") and g.sea.scenario == "new_shores"
    assert g.board.map.name == "sea_new_shores_4" and g.options.vp_target == 14
    assert g.topo.HEX_COORDS[g.robber] == (-1, 1) and g.board.terrain[g.robber] == 5
    assert g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (4, 0)
    sites = [a for a in engine.legal_actions(g, g.active) if a[0] == "settlement"]
    assert len(sites) == 54
    engine.apply_action(g, g.active, sites[0])
    roads = [a for a in engine.legal_actions(g, g.active) if a[0] == "road"]
    assert roads
    engine.apply_action(g, g.active, roads[0])
    assert to_json(from_json(to_json(g))) == to_json(g)


def test_SEA_GEO_5_SEA_MAP_NS4_derived_counts() -> None:
    """SEA-MAP-NS4's counts: 44 hexes = 28 land + 16 sea; 112 intersections, 95 on land (47/23/25), 17
    only sea; 155 paths = 49 land-land + 70 coastal + 36 sea."""
    shape = engine.new_game(SEA, 1).topo
    kinds = Counter(shape.FRAME_HEX_KINDS)
    assert (len(shape.FRAME_HEX_COORDS), kinds["land"], kinds["sea"]) == (44, 28, 16)
    assert shape.N_VERTEX == 112
    touching = Counter(len(shape.VERTEX_HEXES[v]) for v in range(shape.N_VERTEX))
    assert (touching[1], touching[2], touching[3], touching[0]) == (47, 23, 25, 17)
    assert bin(shape.LAND_VERTICES_MASK).count("1") == 95
    assert shape.N_EDGE == 155
    assert Counter(shape.EDGE_KINDS) == {geo.PATH_LAND: 49, geo.PATH_COAST: 70, geo.PATH_SEA: 36}


def test_SEA_WIN_1_SEA_NS_4_SEA_4I_4_SEA_TTD_5_SEA_AMB_15_vp_target_follows_the_scenario_and_can_be_set() -> None:
    """SEA-WIN-1 (SEA-AMB-15): 14 / 12 / 12 / 12 by default; ``vp_target`` overrides it; a game's options
    keep only what differs from the scenario's default."""
    targets = {s: engine.Options(**SEA, sea_scenario=s).vp_target
               for s in ("new_shores", "four_islands", "fog_island", "through_the_desert")}  # fmt: skip
    assert targets == {"new_shores": 14, "four_islands": 12, "fog_island": 12, "through_the_desert": 12}
    assert engine.Options(**SEA, sea_scenario="four_islands").to_dict() == {**SEA, "sea_scenario": "four_islands"}
    assert engine.Options(**SEA, vp_target=10).vp_target == 10
    assert engine.Options(**SEA, sea_scenario="four_islands", vp_target=14).to_dict()["vp_target"] == 14


def test_sea_record_json_round_trip_is_exact() -> None:
    """The record (``state.sea``, JSON key "sea") with every field set reads back to the same JSON."""
    r = SeaRecord("fog_island", 3, 155)
    r.ships[3], r.ships[150] = 0, 2
    r.built_turn, r.built, r.moved_turn, r.pirate = 5, {3, 150}, 4, 30
    r.fog, r.fog_terrain, r.fog_tokens = [1, 4, 9], [8, 6, 0], [3, 11]
    r.revealed = [[2, 1], [5, -1]]
    r.chits, r.scored, r.home = [2, 0, 4], [[1], [], [1, 3]], [[0], [0, 2], []]
    r.gold_owed, r.gold_choices = [0, 2, 1], [None, [1, 0, 0, 1, 0], None]
    r.extra = {"later": [1, 2]}
    data = r.to_json()
    back = SeaRecord.from_json(data, 155)
    assert back.to_json() == data and back.built == {3, 150} and back.ships == r.ships
    g = engine.new_game(SEA, 3)
    g.sea = back
    assert from_json(to_json(g)).sea.to_json() == data


def test_SEA_WIN_1_the_lobby_reads_the_scenarios_default_target() -> None:
    """SEA-WIN-1: ``engine.plugins.option_default`` (what the lobby shows) follows the scenario."""
    from engine.plugins import option_default

    assert option_default({**SEA, "sea_scenario": "fog_island"}, "vp_target") == 12
    assert option_default(SEA, "vp_target") == 14
    assert option_default({"expansion": "cities_and_knights"}, "vp_target") == 13
    assert option_default({}, "vp_target") == 10
