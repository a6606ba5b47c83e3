"""Decision images: exactly the legal spots are highlighted, each with its label, legible."""

from __future__ import annotations

import copy

import pytest
from PIL import Image

import engine
import rendering
from engine import topology as topo
from rendering import palette as pal
from rendering.board import Highlight, label_placements
from rendering.encode import REDUCE
from rendering.shapes import text_mask
from tests.rendering.helpers import NAMES, can, close, decision_pixels, decode, play_greedy, play_until


def label_is_drawn(im: Image.Image, text: str, centre: tuple[float, float], style: str, size: int) -> bool:
    """The label's glyphs are dark exactly where the font puts ink, on a light (highlight) ground, at the size
    pictures are posted at (``encode.REDUCE``: ``im`` as ``decode`` gives it, each posted pixel a block)."""
    mask = text_mask(text, style, size, "mm", 0)  # type: ignore[arg-type]
    x0, y0 = round(centre[0]) + mask.offset[0], round(centre[1]) + mask.offset[1]
    k = REDUCE
    # The mask where the font puts it, on a canvas aligned with the posted pixels, averaged the way they are.
    left, top = x0 - x0 % k, y0 - y0 % k
    canvas = Image.new("L", (x0 - left + mask.fill.width + k, y0 - top + mask.fill.height + k), 0)
    canvas.paste(mask.fill, (x0 - left, y0 - top))
    coverage_map = canvas.reduce(k)
    crop = im.crop((left, top, left + canvas.width, top + canvas.height)).reduce(k).convert("L")
    ink = ground = ink_ok = ground_ok = 0
    # Posted pixels wholly inside the mask's box (the ground around it may be the label's ring).
    inside_x = range(-(-(x0 - left) // k), (x0 - left + mask.fill.width) // k)
    inside_y = range(-(-(y0 - top) // k), (y0 - top + mask.fill.height) // k)
    for yy in inside_y:
        for xx in inside_x:
            coverage = coverage_map.getpixel((xx, yy))
            if coverage > 220:
                ink += 1
                ink_ok += crop.getpixel((xx, yy)) < 90
            elif coverage == 0:
                ground += 1
                ground_ok += crop.getpixel((xx, yy)) > 150
    return ink > 20 / k**2 and ink_ok / ink > 0.95 and ground_ok / ground > 0.8


@pytest.fixture(scope="module")
def road_view() -> dict:
    game = play_greedy(2, 120)
    seat = play_until(game, can("road", 3))
    return engine.player_view(game, seat)


def test_setup_decision_labels_every_legal_intersection(beginner: engine.GameState) -> None:
    game = engine.new_game({"players": 4, "board": "beginner_map_free_placement"}, seed=3)
    view = engine.player_view(game, engine.must_act(game)[0])
    assert rendering.decision_kinds(view) == ["settlement"]
    spots = rendering.legal_spots(view, "setup_settlement")
    assert spots == tuple(sorted(a[1] for a in view["you"]["legal_actions"] if a[0] == "settlement"))
    im = decision_pixels(view, NAMES)
    hl = rendering.decision_highlight(view, NAMES, "settlement")
    placements = label_placements(rendering.board_geometry(), hl)
    assert [p.spot for p in placements] == list(spots)
    for p in placements:
        assert p.text == topo.VERTEX_LABELS[p.spot]
        assert label_is_drawn(im, p.text, p.centre, p.style, p.size), p.text


def test_road_decision_highlights_only_legal_paths_with_their_labels(road_view: dict) -> None:
    spots = rendering.legal_spots(road_view, "road")
    assert len(spots) >= 3
    im = decision_pixels(road_view, NAMES, kind="road")
    g = rendering.board_geometry()
    for p in label_placements(g, rendering.decision_highlight(road_view, NAMES, "road")):
        assert p.kind == "edge" and p.spot in spots
        assert label_is_drawn(im, p.text, p.centre, p.style, p.size), p.text
    taken = {e for e, _seat in road_view["roads"]}
    for e in set(range(topo.N_EDGE)) - set(spots) - taken:
        x, y = g.edges[e]
        assert not close(im.getpixel((round(x), round(y))), pal.HIGHLIGHT, 20), f"path {topo.EDGE_LABELS[e]} marked"


def test_robber_decision_labels_hexes_with_letters(midgame: engine.GameState) -> None:
    game = engine.from_json(engine.to_json(midgame))  # a copy: the fixture is shared
    seat = play_until(game, can("robber"))
    view = engine.player_view(game, seat)
    assert rendering.decision_kinds(view)[0] == "robber"
    spots = rendering.legal_spots(view, "robber")
    assert view["board"]["robber"] not in spots
    im = decision_pixels(view, NAMES)
    for p in label_placements(rendering.board_geometry(), rendering.decision_highlight(view, NAMES, "robber")):
        assert p.text == topo.HEX_LABELS[p.spot]
        assert label_is_drawn(im, p.text, p.centre, p.style, p.size), p.text


def test_adjacent_labels_never_overlap() -> None:
    """Worst case for legibility: every intersection, and every path, labelled at once."""
    g = rendering.board_geometry()
    every = Highlight(vertices=tuple(range(topo.N_VERTEX)), edges=tuple(range(topo.N_EDGE)))
    im = rendering.board_image(engine.public_view(engine.new_game({"players": 4}, 1)), highlight=every)
    edges = [p for p in label_placements(g, every) if p.kind == "edge"]
    vertices = [p for p in label_placements(g, every) if p.kind == "vertex"]
    for group in (edges, vertices):
        boxes = []
        for p in group:
            mask = text_mask(p.text, p.style, p.size, "mm", 0)  # type: ignore[arg-type]
            x0, y0 = p.centre[0] + mask.offset[0], p.centre[1] + mask.offset[1]
            boxes.append((x0, y0, x0 + mask.fill.width, y0 + mask.fill.height))
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    assert im.width == 1200


def test_decision_needs_a_player_view(midgame: engine.GameState) -> None:
    with pytest.raises(ValueError, match="player view"):
        rendering.render_decision(engine.public_view(midgame), NAMES, kind="road")
    with pytest.raises(ValueError, match="unknown decision kind"):
        rendering.legal_spots(engine.player_view(midgame, 0), "castle")


def test_decision_refuses_a_view_of_another_seat(road_view: dict) -> None:
    seat = road_view["you"]["seat"]
    assert rendering.render_decision(road_view, NAMES, seat, "road") == rendering.render_decision(
        road_view, NAMES, kind="road"
    )
    with pytest.raises(ValueError, match="belongs to seat"):
        rendering.render_decision(road_view, NAMES, (seat + 1) % 4, "road")


def test_decision_reads_only_the_viewers_legal_actions_besides_public_data(road_view: dict) -> None:
    baseline = rendering.render_decision(road_view, NAMES, kind="road")
    stripped = copy.deepcopy(road_view)
    stripped["you"] = {"seat": road_view["you"]["seat"], "legal_actions": road_view["you"]["legal_actions"]}
    assert rendering.render_decision(stripped, NAMES, kind="road") == baseline
    assert rendering.render_decision(road_view, NAMES, kind="road") == baseline


def test_no_legal_spot_still_renders_with_a_caption(midgame: engine.GameState) -> None:
    view = engine.player_view(midgame, 0)
    view["you"]["legal_actions"] = [["end_turn"]]
    hl = rendering.decision_highlight(view, NAMES, "city")
    assert hl.vertices == () and hl.caption is not None and "no legal spot" in hl.caption
    assert decode(rendering.render_decision(view, NAMES, kind="city")).width == 1200



def test_base_build_4_a_citys_labels_sit_above_the_settlements_it_would_replace(midgame: engine.GameState) -> None:
    """The settlements a city would replace stay in sight: ringed, their number above them (as knights' and
    Medicine's are), not drawn over the house (BASE-BUILD-4: a city replaces one of the player's settlements)."""
    view = engine.player_view(midgame, 0)
    settlements = sorted(v for v, seat, kind in view["buildings"] if seat == 0 and kind == 1)
    assert settlements
    view["you"]["legal_actions"] = [["city", v] for v in settlements]
    hl = rendering.decision_highlight(view, NAMES, "city")
    assert hl.vertices == tuple(settlements) and hl.on_pieces
