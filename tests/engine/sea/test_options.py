"""Scope, components and options (SEA-GEN-1..4, SEA-COMP-1/3, section 14, SEA-AMB-1)."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.constants import DEV_DECK_COUNTS
from engine.errors import InvalidOptions
from engine.rules.seafarers.mapdata import FOG_TILES, SEA_MAPS, SEA_TILE
from engine.rules.seafarers.options import OPTIONS
from tests.engine.helpers import raises_saying
from tests.engine.sea.helpers import SEA, game

SCENARIOS = ("new_shores", "four_islands", "fog_island", "through_the_desert")


def test_SEA_GEN_2_three_and_four_players_play_every_scenario() -> None:
    """SEA-GEN-2 / SEA-GEN-4: each scenario with 3 and with 4 players, on its own map."""
    names = set()
    for scenario in SCENARIOS:
        for players in (3, 4):
            g = game(scenario, players)
            assert g.n == players and g.sea.scenario == scenario and g.board.map.name.endswith(str(players))
            names.add(g.board.map.name)
    assert names == set(SEA_MAPS)


@pytest.mark.parametrize(
    ("options", "says"),
    [
        ({"players": 2}, "2-player variant"),
        ({"players": 5}, "5-6 player Seafarers extension"),
        ({"players": 6}, "5-6 player Seafarers extension"),
        ({"board": "beginner"}, "SEA-SETUP-1"),
    ],
)
def test_SEA_GEN_3_out_of_scope_combinations_are_refused_with_a_clear_message(options: dict, says: str) -> None:
    """SEA-GEN-3, SEA-AMB-1: 2, 5 or 6 players, the beginner board: a typed error at game creation."""
    with raises_saying(InvalidOptions, says):
        engine.new_game({**SEA, **options}, 1)
    with pytest.raises(InvalidOptions):
        engine.Options(**SEA, **options)


def test_SEA_AMB_1_cities_and_knights_and_later_scenarios_are_not_reachable() -> None:
    """SEA-AMB-1, SEA-GEN-3: one ``expansion`` option selects C&K or Seafarers, never both; scenarios 5-9
    are not values of ``sea_scenario``; Seafarers' options are ignored by other games."""
    assert engine.Options(expansion="cities_and_knights").rule_sets == ("base", "cities_and_knights")
    assert engine.Options(**SEA).rule_sets == ("base", "seafarers")
    for later in ("forgotten_tribe", "cloth_for_catan", "pirate_islands", "wonders_of_catan", "free_design"):
        with pytest.raises(InvalidOptions):
            engine.Options(**SEA, sea_scenario=later)
    assert "sea" not in engine.serialize.to_dict(engine.new_game({}, 1))
    assert engine.new_game({"sea_scenario": "fog_island"}, 1).sea is None


def test_SEA_GEN_1_SEA_COMP_3_the_base_game_carries_over() -> None:
    """SEA-GEN-1, SEA-COMP-3: the base bank (19 of each) and development deck (25), base options such as
    the steal and strict phases, Longest Road's options; gold is no card (5-wide hands)."""
    g = game("new_shores", 4, 1, robber_steal="optional", combined_trade_build=False)
    assert g.bank == [19] * 5 and len(g.deck) == 25 and Counter(g.deck) == dict(enumerate(DEV_DECK_COUNTS))
    assert all(len(h) == 5 for h in g.hands)
    assert g.options.robber_steal == "optional" and not g.options.combined_trade_build


def test_SEA_COMP_1_every_map_fits_the_two_boxes() -> None:
    """SEA-COMP-1: the base game's 19 terrain hexes plus Seafarers' 11 (per terrain: hills, forest,
    mountains, fields, pasture 5 each at most; 2 gold; 3 deserts) and 19 sea hexes (with the 2 printed
    on the frame) suffice for every map, fog tiles counted."""
    box = {0: 5, 1: 5, 2: 5, 3: 5, 4: 5, 6: 2, 5: 3}
    for name, m in SEA_MAPS.items():
        g = game(m.scenario, m.players, 1)
        tiles = Counter(t for t in g.board.terrain if t < 7) + Counter(
            t for t in FOG_TILES if t != SEA_TILE and m.hexes_of("?")
        )
        assert all(tiles[t] <= box[t] for t in tiles), name
        sea = len(m.hexes_of("~")) + (2 if m.hexes_of("?") else 0)
        assert sea - 2 <= 19, name


def test_section_14_options_defaults_and_values() -> None:
    """Section 14: every Seafarers option with its default; ``SEA_VP_TARGET`` is ``vp_target``."""
    defaults = {name: spec[0] for name, spec in OPTIONS.items()}
    assert defaults == {
        "sea_scenario": "new_shores", "sea_layout": "printed", "sea_harbor_types": "random", "sea_svp_per_area": 2,
        "sea_4i_first_foreign_one": False, "sea_ttd_robber_start": "first_desert",
        "sea_gold_choice_order": "seat_order_hidden",
    }  # fmt: skip
    for name, (_default, allowed, _help) in OPTIONS.items():
        for value in allowed:  # sea_svp_per_area: the int range 1..2
            opts = engine.Options(**SEA, **{name: value})
            assert getattr(opts, name) == value
        with pytest.raises(InvalidOptions):
            engine.Options(**SEA, **{name: "no such value"})
    assert engine.Options(**SEA, vp_target=3).vp_target == 3
    with pytest.raises(InvalidOptions):
        engine.Options(**SEA, vp_target=2)
