"""The Fog Island (SEA-FOG-1..8, SEA-INFO-1/2, SEA-AMB-14/17..20): hidden stacks, discoveries and their
rewards, the board after a reveal, and views that never show the stacks."""

from __future__ import annotations

import json
import random
from collections import Counter

import engine
from engine import topology as geo
from engine.determinize import determinize
from engine.rules.seafarers import events, fog, geometry
from engine.rules.seafarers.mapdata import FOG, FOG_TILES, GOLD, SEA_TILE
from engine.serialize import from_json, to_json
from engine.testing.seafarers import sea_position
from tests.engine.sea.helpers import GOLD_STEP, e, game, gold_actions, hx, kinds, play_setup, v

# Fog Island, 4 players: the fog column q = 0..1 (SEA-MAP-FOG4).
F1, F2 = (0, -1), (0, 0)  # two fog hexes, F2 below F1 (F1's SE side)
LAND_TILE = ("hills", 5)


def _fog(**spec: object) -> engine.GameState:
    return sea_position(4, scenario="fog_island", step="main", active=0, **spec)  # type: ignore[arg-type]


def test_SEA_FOG_1_stacks_hold_the_listed_tiles_and_tokens_in_a_seeded_order() -> None:
    """SEA-FOG-1, SEA-AMB-17: 12 tiles (2 sea, 2 gold, 2 fields, 2 hills, 2 mountains, pasture, forest);
    tokens 3,3,4,5,6,8,9,10,11,12 (3 players) and 3,4,5,6,8,9,10,11,11,12 (4 players); shuffled by seed."""
    names = Counter({SEA_TILE: 2, GOLD: 2, 3: 2, 0: 2, 2: 2, 4: 1, 1: 1})
    for players, tokens in ((3, (3, 3, 4, 5, 6, 8, 9, 10, 11, 12)), (4, (3, 4, 5, 6, 8, 9, 10, 11, 11, 12))):
        orders = set()
        for seed in range(8):
            g = game("fog_island", players, seed)
            assert Counter(g.sea.fog_terrain) == names and sorted(g.sea.fog_tokens) == list(tokens)
            assert len(g.sea.fog) == 12 and all(g.board.terrain[h] == FOG for h in g.sea.fog)
            orders.add((tuple(g.sea.fog_terrain), tuple(g.sea.fog_tokens)))
        assert len(orders) == 8
        assert game("fog_island", players, 3).sea.fog_terrain == game("fog_island", players, 3).sea.fog_terrain
    assert Counter(FOG_TILES) == names


def test_SEA_FOG_2_a_road_ending_at_a_fog_corner_reveals_every_such_hex_in_canonical_order() -> None:
    """SEA-FOG-2, SEA-GEO-8: a road built on a path one of whose ends is a corner of fog hexes reveals
    them all at once, lowest hex first; the top tiles and tokens of the stacks go there (SEA-FOG-3)."""
    g = _fog(board={F1: LAND_TILE}, settlements={0: [(0, -1, "N")]}, roads={0: [(0, -1, "NE")]},
             fog_terrain=["fields", "sea", "gold"], fog_tokens=[9, 4], hands={0: {"brick": 1, "lumber": 1}})  # fmt: skip
    # the road (0,-1,E) runs from (1,-2,S) to (0,0,N): (0,0,N) is a corner of F2 (0,0), F1 and (1,-1) sea
    road = e(g, (0, -1, "E"))
    assert (g.topo.EDGE_KINDS[road], ("road", road) in kinds(g, 0, "road")) == (geo.PATH_COAST, True)
    events_ = engine.apply_action(g, 0, ("road", road))
    found = [x for x in events_ if x["type"] == "discovered"]
    assert [x["hex"] for x in found] == [hx(g, F2)]
    assert g.board.terrain[hx(g, F2)] == 3 and g.board.numbers[hx(g, F2)] == 9  # fields 9: the tops
    assert g.sea.revealed == [[hx(g, F2), 0]] and hx(g, F2) not in g.sea.fog
    # a ship (as the routes half places or moves one) on a path with two fog hexes at its ends: both, in order
    path = e(g, (0, 1, "E"))  # ends (1,0,S): (0,1), (1,0), (1,1) ... and (0,2,N): (0,2), (0,1), (1,1)
    expected = sorted(
        {h for x in g.topo.EDGE_VERTICES[path] for h in g.topo.VERTEX_HEXES[x] if g.board.terrain[h] == FOG}
    )
    assert len(expected) >= 3
    before = len(g.events)
    events.route_piece_placed(g, 0, path, events.SHIP)
    assert [x["hex"] for x in g.events[before:] if x["type"] == "discovered"] == expected


def test_SEA_FOG_3_a_land_tile_takes_the_top_token_a_sea_tile_none() -> None:
    """SEA-FOG-3: sea gets no token (and keeps the token stack), land the top token."""
    g = _fog(fog_terrain=["sea", "pasture"], fog_tokens=[10])
    fog.reveal(g, 0, hx(g, F1))
    fog.reveal(g, 0, hx(g, F2))
    assert (g.board.terrain[hx(g, F1)], g.board.numbers[hx(g, F1)]) == (SEA_TILE, 0)
    assert (g.board.terrain[hx(g, F2)], g.board.numbers[hx(g, F2)]) == (4, 10) and g.sea.fog_tokens == []


def test_SEA_FOG_4_the_discoverer_receives_the_land_hexes_resource() -> None:
    """SEA-FOG-4: 1 card of the revealed land's resource from the bank; none for sea; none when the bank
    has none; none in set-up."""
    g = _fog(fog_terrain=["mountains", "sea", "hills"], fog_tokens=[5, 6])
    fog.reveal(g, 0, hx(g, F1))
    assert g.hands[0] == [0, 0, 1, 0, 0] and g.bank[2] == 18
    fog.reveal(g, 0, hx(g, F2))
    assert g.hands[0] == [0, 0, 1, 0, 0]
    empty = _fog(fog_terrain=["hills"], fog_tokens=[5], hands={1: {"brick": 19}})
    fog.reveal(empty, 0, hx(empty, F1))
    assert empty.hands[0] == [0, 0, 0, 0, 0] and empty.board.terrain[hx(empty, F1)] == 0


def test_SEA_AMB_19_a_discovered_gold_field_owes_a_resource_of_choice() -> None:
    """SEA-AMB-19 / SEA-FOG-4: gold gives 1 resource of the discoverer's choice, then play resumes."""
    g = _fog(fog_terrain=["gold"], fog_tokens=[8], settlements={0: [(0, -1, "N")]}, board={F1: LAND_TILE},
             roads={0: [(0, -1, "NE")]}, hands={0: {"brick": 1, "lumber": 1}})  # fmt: skip
    engine.apply_action(g, 0, ("road", e(g, (0, -1, "E"))))
    assert g.step == GOLD_STEP and g.board.terrain[hx(g, F2)] == GOLD
    assert kinds(g, 0, "end_turn") == [] and gold_actions(g, 1) == {}
    engine.apply_action(g, 0, gold_actions(g, 0)[1])
    assert g.hands[0][1] == 1 and g.step == "main"


def test_SEA_AMB_18_a_set_up_piece_may_reveal_fog_with_no_reward() -> None:
    """SEA-AMB-18, SEA-FOG-2/4: in set-up a route piece reveals too, but gives nothing."""
    g = _fog(fog_terrain=["gold", "hills"], fog_tokens=[3, 4])
    g.phase = "setup"
    fog.reveal(g, 2, hx(g, F1))
    fog.reveal(g, 2, hx(g, F2))
    assert g.hands[2] == [0, 0, 0, 0, 0] and g.step == "main" and g.sea.revealed == [[hx(g, F1), 2], [hx(g, F2), 2]]


def test_SEA_AMB_14_a_moved_ship_discovers_like_a_placed_one() -> None:
    """SEA-AMB-14: the reveal listens to every route piece put on a path, a moved ship included (the routes
    half calls ``route_piece_placed`` for moves as for builds)."""
    g = _fog(fog_terrain=["forest", "sea", "sea"], fog_tokens=[11])
    assert fog.reveal_around in events.LISTENERS
    path = e(g, (-1, -1, "NE"))  # its end (0,-2,S) is a corner of the fog hexes (0,-2) and (0,-1)
    fogged = sorted(
        {h for x in g.topo.EDGE_VERTICES[path] for h in g.topo.VERTEX_HEXES[x] if g.board.terrain[h] == FOG}
    )
    assert len(fogged) >= 2
    events.route_piece_placed(g, 0, path, events.SHIP)
    assert [r[0] for r in g.sea.revealed] == fogged and g.sea.revealed[0][1] == 0


def test_SEA_FOG_5_after_a_reveal_the_hex_is_ordinary_land_or_sea() -> None:
    """SEA-FOG-5: a revealed land hex makes land paths and settlement sites and joins the islands; a
    revealed sea hex can hold the pirate; the game saves and reads back on the revealed board."""
    g = _fog(fog_terrain=["forest", "sea"], fog_tokens=[6])
    before = set(map(tuple, geometry.islands(g.topo)))
    land_sites = bin(g.topo.LAND_VERTICES_MASK).count("1")
    fog.reveal(g, 0, hx(g, F1))  # forest 6
    assert g.topo.FRAME_HEX_KINDS[hx(g, F1)] == geo.LAND
    assert bin(g.topo.LAND_VERTICES_MASK).count("1") == land_sites + 6
    assert set(map(tuple, geometry.islands(g.topo))) == before | {(hx(g, F1),)}
    assert all(g.topo.EDGE_KINDS[x] == geo.PATH_COAST for x in g.topo.HEX_EDGES[hx(g, F1)])
    assert hx(g, F1) in geometry.land_hexes(g)
    fog.reveal(g, 0, hx(g, F2))  # sea
    assert hx(g, F2) in geometry.sea_hexes(g) and hx(g, F2) not in geometry.land_hexes(g)
    assert g.topo.EDGE_KINDS[g.topo.EDGE_KEY_INDEX[(0, -1, "SE")]] == geo.PATH_COAST
    back = from_json(to_json(g))
    assert back.topo is g.topo and back.board.terrain == g.board.terrain and to_json(back) == to_json(g)
    assert engine.public_view(back)["board"]["terrain"][hx(g, F1)] == 1


def test_SEA_FOG_6_SEA_AMB_20_an_empty_stack_makes_the_hex_sea() -> None:
    """SEA-FOG-6, SEA-AMB-20: with no tile (or no token for a land tile) left, the hex becomes sea."""
    g = _fog(fog_terrain=["hills"], fog_tokens=[])
    fog.reveal(g, 0, hx(g, F1))
    fog.reveal(g, 0, hx(g, F2))
    assert g.board.terrain[hx(g, F1)] == g.board.terrain[hx(g, F2)] == SEA_TILE and g.hands[0] == [0] * 5


def test_SEA_FOG_8_robber_and_pirate_start() -> None:
    """SEA-FOG-8: 4 players, robber on the hills 12 (4,-2), pirate on (-3,0); 3 players (3,-3) and (4,0)."""
    g4, g3 = game("fog_island", 4), game("fog_island", 3)
    assert g4.topo.HEX_COORDS[g4.robber] == (4, -2) and g4.board.numbers[g4.robber] == 12
    assert g4.topo.FRAME_HEX_COORDS[g4.sea.pirate] == (-3, 0)
    assert g3.topo.HEX_COORDS[g3.robber] == (3, -3) and g3.topo.FRAME_HEX_COORDS[g3.sea.pirate] == (4, 0)


def test_SEA_AMB_17_fog_tokens_are_the_JS_sets() -> None:
    """SEA-AMB-17: one token per land tile of the stack (10 land tiles of 12)."""
    for players in (3, 4):
        g = game("fog_island", players)
        land_tiles = sum(1 for t in g.sea.fog_terrain if t != SEA_TILE)
        assert land_tiles == len(g.sea.fog_tokens) == 10


def _views(g: engine.GameState) -> list[str]:
    return [json.dumps(engine.public_view(g), sort_keys=True)] + [
        json.dumps(engine.player_view(g, s), sort_keys=True) for s in range(g.n)
    ]


def test_SEA_INFO_1_no_view_holds_the_fog_stacks_order() -> None:
    """SEA-INFO-1: two games that differ only in the order of the stacks show the same views (public and
    every seat's, legal actions included), through set-up and after a discovery of the same tile."""
    a = game("fog_island", 4, 21)
    b = game("fog_island", 4, 21)
    b.sea.fog_terrain = list(reversed(b.sea.fog_terrain))
    b.sea.fog_tokens = list(reversed(b.sea.fog_tokens))
    assert _views(a) == _views(b)
    play_setup(a)
    play_setup(b)
    assert _views(a) == _views(b)
    for text in _views(a):
        assert "fog_terrain" not in text and "fog_tokens" not in text
    view = engine.public_view(a)["seafarers"]
    assert sorted(view["fog_left"]["tiles"]) == sorted(a.sea.fog_terrain)
    assert sorted(view["fog_left"]["tokens"]) == sorted(a.sea.fog_tokens)


def test_SEA_INFO_1_determinised_states_draw_the_stacks_from_what_is_unseen() -> None:
    """SEA-INFO-1: a determinised state's stacks are the unseen multisets in a fresh order; the rest of
    the record is the view's."""
    g = _fog(fog_terrain=["gold", "sea"], fog_tokens=[4])
    g.sea.fog_terrain = [*g.sea.fog_terrain[:0], 0, 0, 2, 2, 3, 3, 4, 1, 6, SEA_TILE, 6, SEA_TILE]
    g.sea.fog_tokens = [3, 4, 5, 6, 8, 9, 10, 11, 11, 12]
    fog.reveal(g, 0, hx(g, F1))  # sea
    view = engine.player_view(g, 1)
    orders = set()
    for seed in range(10):
        d = determinize(view, random.Random(seed))
        assert Counter(d.sea.fog_terrain) == Counter(g.sea.fog_terrain)
        assert Counter(d.sea.fog_tokens) == Counter(g.sea.fog_tokens)
        assert d.sea.fog == g.sea.fog and d.board.terrain == g.board.terrain and d.sea.revealed == g.sea.revealed
        assert engine.public_view(d)["seafarers"] == engine.public_view(g)["seafarers"]
        orders.add(tuple(d.sea.fog_terrain))
    assert len(orders) > 5


def test_SEA_INFO_2_what_seafarers_adds_is_public() -> None:
    """SEA-INFO-2: ships, the pirate, harbor types, the dealt layout, revealed hexes and tokens, how many
    tiles and tokens are left (as multisets), chits and scored areas are in the public view."""
    g = _fog(fog_terrain=["hills", "sea"], fog_tokens=[8], ships={1: [(2, 0, "E")]}, chits={2: 1}, scored={2: [1]})
    fog.reveal(g, 3, hx(g, F1))
    view = engine.public_view(g)
    sea = view["seafarers"]
    assert sea["ships"] == [[e(g, (2, 0, "E")), 1]] and sea["pirate"] == g.sea.pirate
    assert view["board"]["harbors"] == list(g.board.harbors) and view["board"]["terrain"][hx(g, F1)] == 0
    assert view["board"]["numbers"][hx(g, F1)] == 8 and sea["revealed"] == [[hx(g, F1), 3]]
    assert len(sea["fog"]) == 11 and sea["fog_left"] == {"tiles": [SEA_TILE], "tokens": []}
    assert sea["chits"] == [0, 0, 1, 0] and sea["scored"][2] == [1]
    assert not v(g, (0, -1, "N")) < 0


def test_SEA_INFO_1_determinised_states_continue_an_open_gold_pick() -> None:
    """SEA-INFO-1/2: a gold pick owed (discovered gold) is public and a determinised state owes the same."""
    g = _fog(fog_terrain=["gold"], fog_tokens=[8])
    fog.reveal(g, 0, hx(g, F1))
    assert g.step == GOLD_STEP
    view = engine.player_view(g, 0)
    d = determinize(view, random.Random(3))
    assert d.step == GOLD_STEP and engine.legal_actions(d, 0) == engine.legal_actions(g, 0)
    engine.apply_action(d, 0, gold_actions(d, 0)[2])
    assert d.step == "main" and d.hands[0][2] == 1
