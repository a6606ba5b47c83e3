"""Set-up on the Seafarers maps (SEA-SETUP-1..4, SEA-GOLD-5, SEA-4I-1, SEA-TTD-2/4, SEA-AMB-13/27)."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.errors import InvalidOptions
from engine.rules.seafarers.setup import ROBBER_START
from engine.testing.seafarers import sea_position
from tests.engine.helpers import english, raises_saying
from tests.engine.sea.helpers import GOLD_STEP, SEA, game, gold_actions, hx, kinds, play_setup, v

START_SITES = {  # SEA-SETUP-3 (derived), per scenario: (4 players, 3 players)
    "new_shores": (54, 42), "four_islands": (87, 76), "fog_island": (60, 50), "through_the_desert": (52, 44),
}  # fmt: skip


@pytest.mark.parametrize("scenario", list(START_SITES))
def test_SEA_SETUP_3_set_up_settlements_stand_on_the_start_area(scenario: str) -> None:
    """SEA-SETUP-3: New Shores on the main island, Four Islands and Fog Island anywhere on land (face up),
    Through the Desert on the main area; the derived counts of legal first sites, for both layouts."""
    for players, count in zip((4, 3), START_SITES[scenario], strict=True):
        for layout in ("printed", "variable"):
            g = game(scenario, players, 3, sea_layout=layout)
            sites = kinds(g, g.active, "settlement")
            assert len(sites) == count, (scenario, players, layout)
            areas = engine.public_view(g)["seafarers"]["areas"]
            start = {
                h for a in areas if a["id"] in engine.public_view(g)["seafarers"]["start_areas"] for h in a["hexes"]
            }
            for _kind, site in sites:
                assert set(g.topo.VERTEX_HEXES[site]) & start


def test_SEA_TTD_2_SEA_AMB_27_desert_only_intersections_are_in_no_area_and_no_set_up_site() -> None:
    """SEA-TTD-2, SEA-AMB-27: (1,-3,N) (4 players) and (1,-3,N), (2,-4,S) (3 players) touch only deserts
    and sea: legal building sites in play (land intersections) but in no area and never a set-up site;
    no intersection touches both the strip and the main area; the main area has 52 / 44 intersections."""
    for players, lonely in ((4, [(1, -3, "N")]), (3, [(1, -3, "N"), (2, -4, "S")])):
        g = game("through_the_desert", players)
        view = engine.public_view(g)["seafarers"]
        sites = {a[1] for a in kinds(g, g.active, "settlement")}
        for key in lonely:
            assert g.topo.LAND_VERTICES_MASK >> v(g, key) & 1 and v(g, key) not in sites
        deserts = set(g.board.deserts)
        only_desert = [
            x for x in range(g.topo.N_VERTEX) if g.topo.VERTEX_HEXES[x] and set(g.topo.VERTEX_HEXES[x]) <= deserts
        ]
        assert sorted(only_desert) == sorted(v(g, k) for k in lonely)
        kinds_of = {a["id"]: a["kind"] for a in view["areas"]}
        assert sorted(kinds_of.values()) == ["main", "small_island", "small_island", "small_island", "strip"]
        assert len(sites) == (52 if players == 4 else 44)


def test_SEA_SETUP_2_SEA_SETUP_4_snake_order_and_starting_resources_from_the_second_settlement() -> None:
    """SEA-SETUP-2 / SEA-SETUP-4: snake order, one settlement and one route piece per placement, the
    second settlement's land hexes give one card each (deserts nothing); nothing else is handed out."""
    for scenario in START_SITES:
        for players in (3, 4):
            g = game(scenario, players, 11)
            order: list[int] = []
            expected = [[0] * 5 for _ in range(players)]
            while g.phase == "setup":
                seat = g.active
                if g.step == "setup_settlement":
                    order.append(seat)
                    sites = kinds(g, seat, "settlement")
                    site = sites[(g.setup_index * 13) % len(sites)][1]
                    if g.setup_index >= players:
                        for h in g.topo.VERTEX_HEXES[site]:
                            if g.board.terrain[h] < 5:
                                expected[seat][g.board.terrain[h]] += 1
                    engine.apply_action(g, seat, ("settlement", site))
                else:
                    engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
            forward = [(g.first + i) % players for i in range(players)]
            assert order == forward + forward[::-1]
            assert g.phase == "play" and g.step == "pre_roll" and g.turn == 1
            assert [g.settlements[p] for p in range(players)] == [2] * players
            assert [g.road_count[p] for p in range(players)] == [2] * players
            assert g.hands == expected  # SEA-SETUP-4: nothing beyond BASE-SETUP-11
            assert [g.sea.chits[p] for p in range(players)] == [0] * players  # SEA-SETUP-3: no chits in set-up


def test_SEA_GOLD_5_SEA_AMB_13_a_second_set_up_settlement_on_a_gold_field_owes_a_chosen_resource() -> None:
    """SEA-GOLD-5, SEA-AMB-13: the gold field gives 1 resource of the player's choice (among those the bank
    has), the other hexes their cards; then the set-up road follows. A first-round settlement gets nothing."""
    gold_main = {(0, 0): ("gold", 3), (3, -3): ("fields", 4)}  # swap a main-island field with a gold field
    g = sea_position(4, board=gold_main, step="setup_settlement", setup_index=4, active=3, first=0)
    site = v(g, (0, 0, "N"))  # (0,0) gold, (0,-1) forest 6, (1,-1) mountains 4
    engine.apply_action(g, 3, ("settlement", site))
    assert g.step == GOLD_STEP and g.hands[3] == [0, 1, 1, 0, 0]
    assert sorted(gold_actions(g, 3)) == [0, 1, 2, 3, 4] and kinds(g, 3, "road") == []
    view = engine.public_view(g)
    assert view["pending"][0]["seat"] == 3
    engine.apply_action(g, 3, gold_actions(g, 3)[4])
    assert g.hands[3] == [0, 1, 1, 0, 1] and g.step == "setup_road" and "pick" not in g.sea.extra
    first_round = sea_position(4, board=gold_main, step="setup_settlement", setup_index=0, active=0, first=0)
    engine.apply_action(first_round, 0, ("settlement", site))
    assert first_round.step == "setup_road" and first_round.hands[0] == [0, 0, 0, 0, 0]
    assert gold_actions(first_round, 0) == {}
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(first_round, 0, ("gold", (0, 1, 0, 0, 0)))


def test_SEA_GOLD_5_an_empty_bank_gives_no_gold_choice() -> None:
    """SEA-AMB-19 / BASE-TRADE-7 in set-up: with no card of any resource in the bank, nothing is owed."""
    gold_main = {(0, 0): ("gold", 3), (3, -3): ("fields", 4)}
    g = sea_position(4, board=gold_main, step="setup_settlement", setup_index=4, active=3, first=0,
                     hands={0: [19, 19, 19, 0, 0], 1: [0, 0, 0, 19, 19]})  # fmt: skip
    engine.apply_action(g, 3, ("settlement", v(g, (0, 0, "N"))))
    assert g.step == "setup_road" and g.hands[3] == [0, 0, 0, 0, 0]


def test_SEA_4I_1_home_islands_are_those_of_the_set_up_settlements() -> None:
    """SEA-4I-1: one or two home islands, from the set-up settlements (public)."""
    g = game("four_islands", 4, 2)
    play_setup(g)
    view = engine.public_view(g)["seafarers"]
    island_of = {h: a["id"] for a in view["areas"] for h in a["hexes"]}
    for seat in range(4):
        mine = [x for x in range(g.topo.N_VERTEX) if g.owner[x] == seat]
        homes = {island_of[h] for x in mine for h in g.topo.VERTEX_HEXES[x] if h in island_of}
        assert view["home"][seat] == sorted(homes) and 1 <= len(homes) <= 2


def test_SEA_TTD_4_robber_start_first_random_or_chosen_desert() -> None:
    """SEA-TTD-4: the first desert (1,-3) by default; a random desert (seeded); or the starting player
    chooses among the three before the set-up."""
    for players in (3, 4):
        g = game("through_the_desert", players)
        assert g.topo.HEX_COORDS[g.robber] == (1, -3)
        starts = {game("through_the_desert", players, seed, sea_ttd_robber_start="random_desert").robber
                  for seed in range(20)}  # fmt: skip
        assert starts == set(g.board.deserts) and len(starts) == 3
        c = game("through_the_desert", players, 5, sea_ttd_robber_start="starting_player_chooses")
        assert c.step == ROBBER_START and kinds(c, c.active, "settlement") == []
        assert sorted(kinds(c, c.active, ROBBER_START)) == [(ROBBER_START, h) for h in c.board.deserts]
        other = (c.active + 1) % players
        assert kinds(c, other, ROBBER_START) == []
        engine.apply_action(c, c.active, (ROBBER_START, c.board.deserts[2]))
        assert c.robber == c.board.deserts[2] and c.step == "setup_settlement"


def test_SEA_SETUP_1_no_beginner_board_and_everything_in_place_at_the_start() -> None:
    """SEA-SETUP-1: the scenario's map, harbors dealt, robber and pirate on their hexes, the fog's stacks
    prepared; the beginner modes do not exist (refused)."""
    for board in ("beginner", "beginner_map_free_placement"):
        with raises_saying(InvalidOptions, "SEA-SETUP-1"):
            engine.new_game({**SEA, "board": board}, 1)
    g = game("fog_island", 3, 4)
    assert len(g.sea.fog) == 12 and len(g.sea.fog_terrain) == 12 and len(g.sea.fog_tokens) == 10
    assert Counter(g.board.harbors) == Counter((0, 1, 2, 3, 4, 5, 5, 5))
    assert g.topo.HEX_COORDS[g.robber] == (3, -3) and g.topo.FRAME_HEX_COORDS[g.sea.pirate] == (4, 0)
    assert g.step == "setup_settlement" and hx(g, (3, -3)) == g.robber


def test_SEA_SETUP_3_a_set_up_settlement_off_the_start_area_is_refused_saying_where() -> None:
    """SEA-SETUP-3: the refusal names the start area and lists the legal intersections; a road on a sea
    path is refused saying only ships go there (SEA-GEO-4)."""
    g = game("new_shores", 4, 1)
    with raises_saying(engine.IllegalAction, "main island") as refused:
        engine.apply_action(g, g.active, ("settlement", v(g, (3, -1, "N"))))
    assert refused.value.code == "illegal_spot" and english(refused.value.hint).startswith("Legal:")
    with raises_saying(engine.IllegalAction, "touches no land"):
        engine.apply_action(g, g.active, ("settlement", v(g, (4, 0, "S"))))
    t = game("through_the_desert", 4, 1)
    with raises_saying(engine.IllegalAction, "main area"):
        engine.apply_action(t, t.active, ("settlement", v(t, (1, -3, "N"))))
    play = sea_position(4, settlements={0: [(2, -1, "S")]}, step="main", hands={0: {"brick": 1, "lumber": 1}})
    with raises_saying(engine.IllegalAction, "only a ship"):
        engine.apply_action(play, 0, ("road", play.topo.EDGE_KEY_INDEX[(2, -1, "SE")]))
