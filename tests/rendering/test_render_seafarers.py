"""Seafarers images (issue #31 item 2): the sea and the frame, gold fields, fog face down and revealed,
ships (a hull shape, not only a colour), the pirate, Catan chits, and the decision images for ships,
ship moves, the pirate and the robber-or-pirate choice, drawn from views that follow the view contract
of ``engine/rules/seafarers/README.md``."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from PIL import Image, ImageChops

import engine
import rendering
from engine import topology as topo
from engine.rules.seafarers.mapdata import FOG, GOLD, SEA_MAPS, SEA_TILE
from rendering import palette as pal
from rendering import sprites
from rendering.board import DIE_SIDE, Highlight, board_palette, hex_name, label_placements
from rendering.encode import REDUCE
from rendering.geometry import view_geometry
from rendering.hand import BANNER_H, TITLE_H
from rendering.legend import column_title
from rendering.rules.seafarers import SEA_BOARD_PALETTE, sample_view
from rendering.rules.seafarers import board as sea_board
from rendering.rules.seafarers import colours as sea_pal
from rendering.rules.seafarers import sprites as sea_sprites
from rendering.rulesets import render_of
from tests.rendering.colour_vision import ciede2000, simulate
from tests.rendering.helpers import NAMES, close, decision_pixels, decode, posted
from tests.rendering.test_render_decision import label_is_drawn


@pytest.fixture(scope="module")
def shores() -> dict[str, Any]:
    """SEA-MAP-NS4 (the large frame, printed): ships of every seat, roads, buildings."""
    return sample_view("new_shores")


@pytest.fixture(scope="module")
def fog_view() -> dict[str, Any]:
    """SEA-MAP-FOG4 with its 12 fog hexes face down."""
    return sample_view("fog_island")


def _shape(view: dict[str, Any]) -> topo.Topology:
    return engine.maps.get(view["board"]["map"]).topology


def _px(im: Image.Image, at: tuple[float, float]) -> tuple[int, int, int]:
    return im.getpixel((round(at[0]), round(at[1])))  # type: ignore[return-value]


def _player_view(view: dict[str, Any], actions: list[list[Any]], step: str = "main") -> dict[str, Any]:
    out = copy.deepcopy(view)
    out["you"] = {"seat": 0, "legal_actions": actions}
    out["step"] = step
    return out


# --- the board ---------------------------------------------------------------------------------------


def test_item31_2_SEA_GEO_2_both_frames_drawn_whole(shores: dict[str, Any], fog_view: dict[str, Any]) -> None:
    """Every hex of both frames (44 and 37) lies inside the image: the rim's sea paths are in the picture."""
    for view, count in ((shores, 44), (sample_view("new_shores", 3), 37)):
        g = view_geometry(view)
        assert len(g.hexes) == count == len(_shape(view).FRAME_HEX_COORDS)
        for h in range(count):
            for x, y in g.hex_corners(h):
                assert 0 <= x <= g.width and 0 <= y <= g.height


def test_item31_2_every_layer_drawn(shores: dict[str, Any]) -> None:
    """Sea inside the frame, deeper water outside it, gold fields, ships in their owners' colours, the
    pirate, the chits column."""
    view = copy.deepcopy(shores)
    shape, g = _shape(view), view_geometry(view)
    im = decode(rendering.render_board(view, NAMES))
    gold = [h for h, t in enumerate(view["board"]["terrain"]) if t == GOLD]
    assert gold
    for h in gold:
        cx, cy = g.hexes[h]
        assert close(_px(im, (cx - 0.2 * g.size, cy + 0.55 * g.size)), sea_pal.GOLD_FIELD)
    assert close(_px(im, (4, g.height - 4)), sea_pal.DEEP_SEA)
    sea = [h for h in range(shape.N_HEX, len(shape.FRAME_HEX_COORDS))]
    open_water = [h for h in sea if not any(abs(x - g.hexes[h][0]) < g.size and abs(y - g.hexes[h][1]) < g.size
                                            for x, y in g.harbors)]  # fmt: skip
    # The frame's sea: the sea colour or its waves, never the deep water outside.
    assert sum(close(_px(im, (g.hexes[h][0] - 0.3 * g.size, g.hexes[h][1] + 0.45 * g.size)), pal.SEA)
               for h in open_water) > len(open_water) // 2  # fmt: skip
    colours = [pal.player_fill(p["colour"]) for p in view["players"]]
    for path, seat in view["seafarers"]["ships"][:12]:
        x, y = g.edges[path]
        assert close(_px(im, (x, y + 0.1 * g.size)), colours[seat]), (path, seat)
    pirate = sea_board.pirate_spot(g, view, view["seafarers"]["pirate"])
    assert close(_px(im, (pirate[0], pirate[1] + 0.14 * g.size)), sea_pal.PIRATE)
    title, chits = render_of(view).table_column(view)  # type: ignore[misc]
    assert (column_title(title), chits) == ("Chits", view["seafarers"]["chits"])


def test_item31_5_SEA_FOG_7_no_chits_column_on_the_fog_island(fog_view: dict[str, Any]) -> None:
    """The Fog Island has no Catan chits: the score table shows no column of zeros for them (the other
    scenarios keep theirs, above)."""
    assert fog_view["options"]["sea_scenario"] == "fog_island"
    assert render_of(fog_view).table_column(fog_view) is None  # type: ignore[misc]
    for scenario in ("four_islands", "through_the_desert"):
        view = sample_view(scenario)
        title, chits = render_of(view).table_column(view)  # type: ignore[misc]
    assert (column_title(title), chits) == ("Chits", view["seafarers"]["chits"])


def test_item31_2_SEA_FOG_1_fog_hexes_face_down_without_beach(fog_view: dict[str, Any]) -> None:
    view = fog_view
    g = view_geometry(view)
    im = decode(rendering.render_board(view, NAMES))
    assert len(view["seafarers"]["fog"]) == 12
    # What is drawn at these spots (the posted picture, half the size, keeps it: the palette test below).
    im = rendering.board_image(view, NAMES)
    for h in view["seafarers"]["fog"]:
        assert view["board"]["terrain"][h] == FOG and view["board"]["numbers"][h] == 0
        cx, cy = g.hexes[h]
        assert close(_px(im, (cx + 0.55 * g.size, cy)), sea_pal.FOG) or close(
            _px(im, (cx + 0.55 * g.size, cy)), sea_pal.FOG_CLOUD
        )
        assert close(_px(im, (cx, cy + 0.05 * g.size)), sea_pal.FOG_INK)  # the question mark


def _reveal(view: dict[str, Any], h: int, terrain: int, number: int) -> dict[str, Any]:
    out = copy.deepcopy(view)
    out["board"]["terrain"][h] = terrain
    out["board"]["numbers"][h] = number
    out["seafarers"]["fog"].remove(h)
    out["seafarers"]["revealed"].append([h, 0])
    return out


def test_item31_2_SEA_FOG_3_revealed_hexes_show_their_terrain_or_sea(fog_view: dict[str, Any]) -> None:
    g = view_geometry(fog_view)
    land_h, sea_h, gold_h = fog_view["seafarers"]["fog"][:3]
    view = _reveal(_reveal(_reveal(fog_view, land_h, 3, 9), sea_h, SEA_TILE, 0), gold_h, GOLD, 5)
    im = rendering.board_image(view, NAMES)  # what is drawn there (the palette test: what is posted of it)
    cx, cy = g.hexes[land_h]
    assert close(_px(im, (cx - 0.5 * g.size, cy + 0.2 * g.size)), pal.mix(pal.TERRAIN_FILL[3], pal.TERRAIN_DARK[3], 0.28),
                 40)  # fmt: skip
    assert close(_px(im, (cx, cy + 0.6 * g.size)), pal.TERRAIN_FILL[3], 30) or close(
        _px(im, (cx, cy + 0.6 * g.size)), pal.mix(pal.TERRAIN_FILL[3], pal.TERRAIN_DARK[3], 0.28), 30
    )
    cx, cy = g.hexes[sea_h]
    centre = _px(im, (cx - 0.1 * g.size, cy + 0.3 * g.size))
    assert close(centre, pal.SEA, 30) or close(centre, sea_pal.FRAME_LINE, 30), centre
    cx, cy = g.hexes[gold_h]
    assert close(_px(im, (cx - 0.2 * g.size, cy + 0.55 * g.size)), sea_pal.GOLD_FIELD)


def test_item31_2_SEA_INFO_1_fog_stack_never_changes_a_pixel() -> None:
    """Two Fog Island games that differ only in the order of their hidden stacks give byte-identical
    boards and decision images; revealing a hex does change them (the test can fail)."""
    game = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island"}, seed=5)
    other = engine.from_json(engine.to_json(game))
    other.sea.fog_terrain = list(reversed(game.sea.fog_terrain))
    other.sea.fog_tokens = game.sea.fog_tokens[1:] + game.sea.fog_tokens[:1]
    assert (other.sea.fog_terrain, other.sea.fog_tokens) != (game.sea.fog_terrain, game.sea.fog_tokens)
    a, b = engine.public_view(game), engine.public_view(other)
    assert rendering.render_board(a, NAMES, show_numbers=True) == rendering.render_board(b, NAMES, show_numbers=True)
    seat = engine.must_act(game)[0]
    pa, pb = engine.player_view(game, seat), engine.player_view(other, seat)
    assert rendering.render_decision(pa, NAMES, seat) == rendering.render_decision(pb, NAMES, seat)
    h = a["seafarers"]["fog"][0]
    shown = [_reveal(a, h, terrain, number) for terrain, number in ((3, 9), (SEA_TILE, 0))]
    assert rendering.render_board(shown[0], NAMES) != rendering.render_board(a, NAMES)
    assert rendering.render_board(shown[0], NAMES) != rendering.render_board(shown[1], NAMES)


def test_item31_2_SEA_GEO_7_harbors_on_their_coastal_paths(shores: dict[str, Any]) -> None:
    shape, g = _shape(shores), view_geometry(shores)
    assert len(g.harbors) == len(shores["board"]["harbors"]) == 9
    for spot, e in enumerate(shape.HARBOR_EDGES):
        assert shape.EDGE_KINDS[e] == topo.PATH_COAST
        (ax, ay), (bx, by) = g.edge_ends(e)
        hx, hy = g.harbors[spot]
        assert abs(hx - (ax + bx) / 2) < g.size and abs(hy - (ay + by) / 2) < g.size


# --- ships and the pirate ------------------------------------------------------------------------


def _solid(sprite: sprites.Sprite, span: int) -> set[tuple[int, int]]:
    """Solid pixels of a sprite relative to its anchor, within a square of ``span``."""
    alpha = sprite.image.getchannel("A")
    ax, ay = sprite.anchor
    return {(x - round(ax), y - round(ay)) for x in range(alpha.width) for y in range(alpha.height)
            if alpha.getpixel((x, y)) >= sprites.SOLID and abs(x - ax) < span and abs(y - ay) < span}  # fmt: skip


def _iou(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    return len(a & b) / len(a | b)


def _width(pixels: set[tuple[int, int]]) -> int:
    return max(x for x, _ in pixels) - min(x for x, _ in pixels) + 1


def _aspect(pixels: set[tuple[int, int]]) -> float:
    """Width over height of the pixels' bounding box."""
    xs, ys = [x for x, _ in pixels], [y for _, y in pixels]
    return (max(xs) - min(xs) + 1) / (max(ys) - min(ys) + 1)


@pytest.mark.parametrize("angle", [90, 30, -30])
def test_item31_2_SEA_SHIP_1_ships_differ_from_roads_by_shape(angle: int) -> None:
    """A ship and a road on the same path, of the same colour, share less than half of the pixels they
    cover together: the difference is a shape (a boat, not a bar), which colour-blind players and
    greyscale keep."""
    s = 100
    for colour in pal.PLAYER_FILL.values():
        ship = _solid(sea_sprites.ship(colour, s), s)
        road = _solid(sprites.road(colour, angle, s), s)
        assert _iou(ship, road) < 0.5
        assert 0.8 < _aspect(ship) < 1.5  # a compact boat, where a road is a long bar


def test_item31_2_SEA_PIRATE_1_pirate_differs_from_robber_and_ships() -> None:
    s = 100
    pirate = _solid(sea_sprites.pirate(s), s)
    robber = _solid(sprites.robber(s), s)
    assert _iou(pirate, robber) < 0.55
    assert _width(pirate) > 1.5 * _width(robber)  # a wide boat against a narrow pawn
    ship = _solid(sea_sprites.ship(pal.PLAYER_FILL["white"], s), s)
    assert len(pirate) > 1.5 * len(ship)  # larger than any ship
    # black, which is no player's colour, also for colour-blind players
    for kind in ("protanopia", "deuteranopia", "tritanopia"):
        for colour in pal.PLAYER_FILL.values():
            assert ciede2000(simulate(sea_pal.PIRATE, kind), simulate(colour, kind)) > 15


def test_item31_2_pirate_keeps_clear_of_a_harbor_token(shores: dict[str, Any]) -> None:
    shape, g = _shape(shores), view_geometry(shores)
    inside = [(spot, c) for spot, c in enumerate(shape.HARBOR_SPOT_SEA) if c in shape.FRAME_HEX_INDEX]
    assert inside
    for spot, c in inside:
        h = shape.FRAME_HEX_INDEX[c]
        view = copy.deepcopy(shores)
        view["seafarers"]["pirate"] = h
        x, y = sea_board.pirate_spot(g, view, h)
        hx, hy = g.harbors[spot]
        assert ((x - hx) ** 2 + (y - hy) ** 2) ** 0.5 > 0.7 * g.size


def test_item31_2_SEA_GEO_3_gold_field_apart_from_every_terrain_for_colour_blind_players() -> None:
    base = [*pal.TERRAIN_FILL, pal.SEA, pal.BEACH]
    floor = min(min(ciede2000(simulate(a, k), simulate(b, k)) for k in ("protanopia", "deuteranopia", "tritanopia"))
                for i, a in enumerate(pal.TERRAIN_FILL) for b in pal.TERRAIN_FILL[i + 1:])  # fmt: skip
    for kind in ("protanopia", "deuteranopia", "tritanopia"):
        for other in base:
            assert ciede2000(simulate(sea_pal.GOLD_FIELD, kind), simulate(other, kind)) >= floor


# --- decision images -------------------------------------------------------------------------------


def _free_sea_paths(view: dict[str, Any]) -> list[int]:
    shape = _shape(view)
    taken = {e for e, _s in view["seafarers"]["ships"]} | {e for e, _s in view["roads"]}
    return [e for e in range(shape.N_LAND_EDGE, shape.N_EDGE) if e not in taken]


def test_item31_2_SEA_SHIP_2_ship_labels_on_sea_paths(shores: dict[str, Any]) -> None:
    """Where a ship may be built: pure sea paths (beyond the land's) labelled "a-b", drawn legibly."""
    free = _free_sea_paths(shores)[:8]
    view = _player_view(shores, [["ship", e] for e in free])
    assert rendering.legal_spots(view, "ship") == tuple(sorted(free))
    g = view_geometry(view)
    hl = rendering.decision_highlight(view, NAMES, "ship")
    assert hl.edges == tuple(sorted(free)) and "ship" in (hl.caption or "")
    im = decision_pixels(view, NAMES, 0, "ship")
    for label in label_placements(g, hl):
        assert label.text == _shape(view).EDGE_LABELS[label.spot]
        assert label_is_drawn(im, label.text, label.centre, label.style, label.size), label.text


def test_item31_2_SEA_SHIP_5_move_ship_marks_the_ships_then_where_one_sails(shores: dict[str, Any]) -> None:
    mine = [e for e, seat in shores["seafarers"]["ships"] if seat == 0]
    free = _free_sea_paths(shores)
    moves = [["move_ship", mine[0], e] for e in free[:4]] + [["move_ship", mine[2], e] for e in free[4:6]]
    view = _player_view(shores, moves)
    g = view_geometry(view)
    first = rendering.decision_highlight(view, NAMES, "move_ship")
    assert first.edges == tuple(sorted((mine[0], mine[2]))) and first.on_pieces
    for label in label_placements(g, first):  # above the ship, so that the ship stays visible
        assert label.centre[1] < g.edges[label.spot][1] - 0.3 * g.size
    im = decision_pixels(view, NAMES, 0, "move_ship")
    colour = pal.player_fill(view["players"][0]["colour"])
    x, y = g.edges[mine[0]]
    assert close(_px(im, (x, y + 0.1 * g.size)), colour)  # the ship itself
    second = rendering.decision_highlight(view, NAMES, "move_ship", origin=mine[0])
    assert second.edges == tuple(sorted(free[:4])) and second.chosen_edges == (mine[0],) and not second.on_pieces
    assert _shape(view).EDGE_LABELS[mine[0]] in (second.caption or "")
    rendering.render_decision(view, NAMES, 0, "move_ship", origin=mine[0])


def test_item31_2_SEA_PIRATE_3_pirate_targets_are_labelled_sea_hexes(shores: dict[str, Any]) -> None:
    shape, g = _shape(shores), view_geometry(shores)
    targets = [h for h in range(shape.N_HEX, len(shape.FRAME_HEX_COORDS)) if h != shores["seafarers"]["pirate"]]
    view = _player_view(shores, [["pirate", h] for h in targets], step="move_robber")
    hl = rendering.decision_highlight(view, NAMES, "pirate")
    assert hl.hexes == tuple(targets)
    im = decision_pixels(view, NAMES, 0, "pirate")
    for label in label_placements(g, hl):
        assert label.text == hex_name(shape, label.spot) == topo.hex_label(label.spot)
        cx, cy = g.hexes[label.spot]
        assert abs(label.centre[0] - cx) < 0.5 * g.size and abs(label.centre[1] - cy) < 0.5 * g.size
        for hx, hy in g.harbors:  # never over a harbor token
            assert ((label.centre[0] - hx) ** 2 + (label.centre[1] - hy) ** 2) ** 0.5 > 0.5 * g.size
        assert label_is_drawn(im, label.text, label.centre, label.style, label.size), label.text


def test_item31_2_SEA_PIRATE_2_robber_or_pirate_in_one_image(shores: dict[str, Any]) -> None:
    shape = _shape(shores)
    land = [h for h in range(shape.N_HEX) if shores["board"]["terrain"][h] not in (FOG, SEA_TILE)][:5]
    sea = list(range(shape.N_HEX, shape.N_HEX + 5))
    view = _player_view(shores, [["robber", h, -1] for h in land] + [["pirate", h] for h in sea], step="move_robber")
    assert rendering.decision_kinds(view)[0] == "robber_or_pirate"
    hl = rendering.decision_highlight(view, NAMES, "move_robber")
    assert hl.hexes == tuple(sorted(land + sea))
    assert "robber" in (hl.caption or "") and "pirate" in (hl.caption or "")
    rendering.render_decision(view, NAMES, 0)


def test_item31_2_SEA_SHIP_10_setup_road_or_ship(shores: dict[str, Any]) -> None:
    shape = _shape(shores)
    roads = [e for e in range(shape.N_LAND_EDGE) if shape.EDGE_KINDS[e] == topo.PATH_LAND][:3]
    ships = _free_sea_paths(shores)[:3]
    view = _player_view(shores, [["road", e] for e in roads] + [["ship", e] for e in ships], step="setup_road")
    assert rendering.decision_highlight(view, NAMES, "setup_road").edges == tuple(sorted(roads + ships))
    assert rendering.decision_kinds(view)[0] == "route"


BUILD = ("settlement", "road", "city", "ship")  # the Build… menu's action kinds in a Seafarers game


def test_item31_2_SEA_SHIP_1_build_menu_picture_marks_the_ships_with_the_roads(shores: dict[str, Any]) -> None:
    """Build…'s picture (``rendering.spots_kind``: the menu's first spot is a road) marks the paths where a
    ship may be built as well as the roads', each labelled as the menu names it ("a-b"); with roads alone
    (no ship legal) it is the road picture as before, and the robber's menu keeps the robber's picture."""
    from ui.spots import action_choice

    shape = _shape(shores)
    roads = [e for e in range(shape.N_LAND_EDGE) if shape.EDGE_KINDS[e] == topo.PATH_LAND][:3]
    ships = _free_sea_paths(shores)[:3]
    actions = [["road", e] for e in roads] + [["ship", e] for e in ships]
    view = _player_view(shores, actions)
    kind = rendering.spots_kind(view, "road", BUILD)
    assert kind == "route"
    hl = rendering.decision_highlight(view, NAMES, kind)
    assert hl.edges == tuple(sorted(roads + ships)) and "ship" in (hl.caption or "")
    im = decision_pixels(view, NAMES, 0, kind)
    menu = {action_choice(view, a, NAMES)[1] for a in actions}  # type: ignore[index]
    drawn = set()
    for label in label_placements(view_geometry(view), hl):
        assert label.text == shape.EDGE_LABELS[label.spot]
        assert label_is_drawn(im, label.text, label.centre, label.style, label.size), label.text
        drawn.add(label.text)
    assert drawn == menu and len(menu) == 6
    assert rendering.spots_kind(_player_view(shores, [["road", e] for e in roads]), "road", BUILD) == "road"
    assert rendering.spots_kind(_player_view(shores, [["ship", e] for e in ships]), "ship", BUILD) == "ship"
    pirate_too = _player_view(shores, [["robber", 0, -1], ["pirate", shape.N_HEX]], step="move_robber")
    assert rendering.spots_kind(pirate_too, "robber", ("robber",)) == "robber"


def test_item31_2_build_menu_picture_of_the_other_rule_sets_unchanged() -> None:
    """No other rule set has a kind marking two of its menu's kinds: their Build… picture is the first
    spot's kind, as before (bench/render_identity.py holds their bytes)."""
    for options in ({"players": 4}, {"players": 4, "expansion": "cities_and_knights"}, {"players": 2}):
        game = engine.new_game({**options, "board": "variable"}, 3)
        seat = engine.must_act(game)[0]
        engine.apply_action(game, seat, next(a for a in engine.legal_actions(game, seat) if a[0] == "settlement"))
        view = engine.player_view(game, seat)
        assert rendering.spots_kind(view, "road", ("settlement", "road", "city", "wall")) == "road"


def _table_words(view: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the board writes, its score table's included (``rendering.words.recording_drawn_text``)."""
    from rendering.words import recording_drawn_text

    with recording_drawn_text() as written:
        rendering.render_board(view, NAMES)
    return written


def test_item31_2_SEA_LTR_1_score_table_titles_the_trade_route(shores: dict[str, Any],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """SEA-LTR-1: the length column counts roads and ships: "Route" (the Longest Trade Route's badge), in play
    and in the final standings; the base game's table keeps "Road"."""
    assert "Route" in _table_words(shores, monkeypatch) and "Road" not in _table_words(shores, monkeypatch)
    over = copy.deepcopy(shores)
    over["phase"], over["winner"] = "over", 0
    over["players"][0]["vp"] = 14
    words = _table_words(over, monkeypatch)
    assert "Route" in words and "VP cards" in words and "Road" not in words
    base = engine.public_view(engine.new_game({"players": 4}, 1))
    assert "Road" in _table_words(base, monkeypatch) and "Route" not in _table_words(base, monkeypatch)


# --- palettes and the other rule sets ---------------------------------------------------------------


def test_item31_2_seafarers_images_have_their_own_palette(shores: dict[str, Any]) -> None:
    """Base images keep the base palette (and their bytes: bench/render_identity.py); Seafarers boards
    use theirs, which holds its colours exactly."""
    assert board_palette(shores) is SEA_BOARD_PALETTE
    base = engine.public_view(engine.new_game({"players": 4}, seed=1))
    assert board_palette(base) is not SEA_BOARD_PALETTE and render_of(base).background is None
    colours = set(SEA_BOARD_PALETTE.colours())
    for c in sea_pal.MUST_HAVE:
        assert c in colours


def test_item31_2_large_frame_readable_at_phone_width(shores: dict[str, Any]) -> None:
    """Shown 400 px wide, the 44-hex frame keeps hexes of at least 27 px and ships at least 15 px
    across (the base game's settlement is 15 px there)."""
    g = view_geometry(shores)
    k = 400 / g.width
    assert g.size * k >= 27
    ship = sea_sprites.ship(pal.PLAYER_FILL["red"], g.size)
    assert ship.image.width * k >= 15
    small = decode(rendering.render_board(shores, NAMES)).resize((400, round(400 * (g.height + 1) / g.width)))
    assert small.width == 400


def test_item31_2_highlight_of_sea_hexes_unveils_them(shores: dict[str, Any]) -> None:
    g = view_geometry(shores)
    h = _shape(shores).N_HEX + 3
    plain = rendering.board_image(shores, NAMES, highlight=Highlight(caption="x"))
    marked = rendering.board_image(shores, NAMES, highlight=Highlight(hexes=(h,), caption="x"))
    cx, cy = g.hexes[h]
    at = (round(cx - 0.35 * g.size), round(cy + 0.5 * g.size))
    assert sum(marked.getpixel(at)) < sum(plain.getpixel(at))  # the veil is lifted over the legal sea hex


# --- real games (both engine halves) ---------------------------------------------------------------


def _play_until(scenario: str, seed: int, want: Any) -> tuple[engine.GameState, int]:
    """Random play of a 4-player game, preferring ships, until ``want(game, seat, actions)`` holds."""
    game = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": scenario}, seed=seed)
    rng = random.Random(seed)
    for _ in range(6000):
        if game.phase == "over":
            break
        seat = engine.must_act(game)[0]
        actions = engine.legal_actions(game, seat)
        if want(game, seat, actions):
            return game, seat
        ships = [a for a in actions if a[0] in ("ship", "settlement", "city")]
        engine.apply_action(game, seat, rng.choice(ships) if ships and rng.random() < 0.7 else rng.choice(actions))
    raise AssertionError("position not reached")


def test_item31_2_SEA_SHIP_5_real_game_ship_move_image() -> None:
    game, seat = _play_until("fog_island", 4, lambda g, s, acts: any(a[0] == "move_ship" for a in acts))
    view = engine.player_view(game, seat)
    moves = [a for a in engine.legal_actions(game, seat) if a[0] == "move_ship"]
    assert rendering.legal_spots(view, "move_ship") == tuple(sorted({a[1] for a in moves}))
    origin = moves[0][1]
    assert rendering.legal_spots(view, "move_ship", origin) == tuple(sorted({a[2] for a in moves if a[1] == origin}))
    assert "move_ship" in rendering.decision_kinds(view)
    im = decision_pixels(view, NAMES, seat, "move_ship")
    assert im.width == 1200


def test_item31_2_SEA_PIRATE_2_real_game_robber_or_pirate_image() -> None:
    game, seat = _play_until(
        "new_shores", 2, lambda g, s, acts: g.step == "move_robber" and any(a[0] == "pirate" for a in acts)
    )
    view = engine.player_view(game, seat)
    actions = engine.legal_actions(game, seat)
    want = {a[1] for a in actions if a[0] in ("robber", "pirate")}
    assert rendering.decision_kinds(view)[0] == "robber_or_pirate"
    assert set(rendering.decision_highlight(view, NAMES, "robber_or_pirate").hexes) == want
    assert set(rendering.legal_spots(view, "pirate")) == {a[1] for a in actions if a[0] == "pirate"}
    rendering.render_decision(view, NAMES, seat)


def test_item31_2_SEA_SHIP_5_moved_ship_marked_as_new() -> None:
    new = rendering.NewPieces.from_events([{"type": "ship_moved", "seat": 0, "from": 3, "to": 140},
                                           {"type": "built", "seat": 1, "piece": "ship", "at": 150}])  # fmt: skip
    assert new.edges == frozenset({140, 150}) and not new.vertices


def test_item31_2_SEA_SHIP_1_hand_says_what_a_ship_costs(shores: dict[str, Any]) -> None:
    view = _player_view(shores, [["ship", _free_sea_paths(shores)[0]]])
    mine = sum(1 for _e, seat in shores["seafarers"]["ships"] if seat == 0)
    note = render_of(view).build_note(view, 0)  # type: ignore[misc]
    assert note == f"Ship: 1 lumber + 1 wool · {15 - mine} left · can build now"
    view["you"]["legal_actions"] = []
    view["you"].update(hand={}, dev_cards={}, bank_rates={}, vp=0)
    assert render_of(view).build_note(view, 0).endswith("left")  # type: ignore[misc]
    rendering.render_hand(view, NAMES)


def test_item31_2_SEA_GOLD_1_hand_shows_the_gold_choice_owed(shores: dict[str, Any]) -> None:
    view = _player_view(shores, [])
    view["you"].update(hand={"brick": 1}, dev_cards={}, bank_rates={}, vp=0)
    plain = decode(rendering.render_hand(view, NAMES))
    view["seafarers"]["gold_owed"] = [2, 1, 0, 0]
    view["seafarers"]["gold_chosen"] = [False, True, False, False]
    hooks = render_of(view)
    assert hooks.hand_notice(view, 0) == "Gold field: choose 2 resources from the bank"  # type: ignore[misc]
    assert hooks.hand_notice(view, 1) == ""  # type: ignore[misc]  # chosen already (SEA-GOLD-2)
    owed = decode(rendering.render_hand(view, NAMES))
    assert owed.height > plain.height
    assert close(owed.getpixel((6, TITLE_H + BANNER_H // 2)), pal.GOOD)  # the banner, under the title


@pytest.mark.parametrize("name", sorted(SEA_MAPS))
def test_item31_2_dice_corners_clear_of_every_frame_hex(name: str) -> None:
    """SEA-GEO-4: ships sail on the sides of every hex of the frame, so the open-sea corners (the dice)
    lie outside all of them, on all eight maps."""
    shape = engine.maps.get(name).topology
    g = rendering.board_geometry(shape=shape)
    for left, top, right, bottom in g.sea_corners:
        for h in range(len(shape.FRAME_HEX_COORDS)):
            xs = [x for x, _ in g.hex_corners(h)]
            ys = [y for _, y in g.hex_corners(h)]
            assert right <= min(xs) or left >= max(xs) or bottom <= min(ys) or top >= max(ys), (name, h)
    left, top, right, bottom = g.sea_corners[0]
    assert right - left >= 2.2 * DIE_SIDE and bottom - top >= DIE_SIDE + 40  # the dice and their sum fit


def test_item31_2_seafarers_palette_keeps_the_picture(fog_view: dict[str, Any]) -> None:
    """The fixed palette holds what a Seafarers board draws: after encoding, 99 % of the pixels are
    within 24 per channel of the drawn picture halved (fog, gold, ships, the deep sea included)."""
    drawn = rendering.board_image(fog_view, NAMES).reduce(REDUCE)
    shown = posted(rendering.render_board(fog_view, NAMES))
    diff = ImageChops.difference(drawn, shown).convert("L")
    histogram = diff.histogram()
    assert sum(histogram[25:]) < 0.01 * drawn.width * drawn.height


def test_item31_2_SEA_GOLD_2_real_game_gold_choice_banner() -> None:
    game, _seat = _play_until("new_shores", 4, lambda g, s, acts: g.phase == "play" and any(g.sea.gold_owed))
    owing = [p for p, owed in enumerate(game.sea.gold_owed) if owed]
    for p in range(4):
        view = engine.player_view(game, p)
        notice = render_of(view).hand_notice(view, p)  # type: ignore[misc]
        assert bool(notice) == (p in owing and game.sea.gold_choices[p] is None), (p, notice)
