"""Board options of issue 8: intersection numbers, marks on last turn's pieces, labels never clipped at
the image edge, and the final standings at game over."""

from __future__ import annotations

import pickle

import pytest

import engine
import rendering
from engine import topology as topo
from engine.constants import CITY
from rendering import numbers
from rendering import palette as pal
from rendering.board import Highlight, board_image, label_extent, label_placements
from rendering.legend import FINAL_COLUMNS, _values, final_ranks, row_order, status_text
from rendering.new_pieces import HALO_BAND, HALO_RADIUS, NewPieces
from rendering.shapes import text_mask
from rendering.worker import board_png
from tests.rendering.helpers import NAMES, close, decode, inked, play_greedy


def piece_points(g: rendering.BoardGeometry, view: dict) -> list[tuple[int, int]]:
    """One pixel inside every piece, away from where a number is written on a building (its body)."""
    points = []
    for v, _seat, kind in view["buildings"]:
        x, y = g.vertices[v]
        dx = 0.2 if kind == CITY else 0.0
        points.append((round(x + dx * g.size), round(y - (0.05 if kind == CITY else 0.15) * g.size)))
    points += [(round(x), round(y)) for x, y in (g.edges[e] for e, _seat in view["roads"])]
    return points


def test_intersection_numbers_are_drawn_without_hiding_pieces_tokens_or_the_robber(
    midgame: engine.GameState,
) -> None:
    view = engine.public_view(midgame)
    g = rendering.board_geometry()
    plain = decode(rendering.render_board(view, NAMES))
    numbered = decode(rendering.render_board(view, NAMES, show_numbers=True))
    size = round(numbers.FONT * g.size)
    occupied = {b[0] for b in view["buildings"]}
    for v in range(topo.N_VERTEX):
        x, y = g.vertices[v]
        mask = text_mask(topo.VERTEX_LABELS[v], "condensed", size, "mm", 0)
        # Where the font puts ink there is dark ink on an empty intersection's white disc, and white
        # (outlined) on a building.
        dy = 1 if v not in occupied else numbers.ON_BUILDING_DY * g.size
        x0, y0 = round(x) + mask.offset[0], round(y + dy) + mask.offset[1]
        ink = inked(numbered, mask.fill, (x0, y0))
        want = pal.INK if v not in occupied else (255, 255, 255)
        assert ink and sum(close(px, want, 40) for px in ink) / len(ink) > 0.9, v
    for at in piece_points(g, view):
        assert numbered.getpixel(at) == plain.getpixel(at), at
    robber = view["board"]["robber"]
    for h in range(topo.N_HEX):
        cx, cy = g.hexes[h]
        for dx, dy in ((0, 0), (0, -0.3), (0.3, 0), (-0.3, 0), (0, 0.47), (-0.6, 0)):
            if (dx, dy) == (-0.6, 0) and h != robber:
                continue
            at = (round(cx + dx * g.size), round(cy + dy * g.size))
            assert numbered.getpixel(at) == plain.getpixel(at), (h, dx, dy)


def test_intersection_numbers_stay_legible_at_400_px() -> None:
    g = rendering.board_geometry()
    mask = text_mask("54", "condensed", round(numbers.FONT * g.size), "mm", 0)
    bbox = mask.fill.getbbox()
    assert bbox is not None
    digit_height = (bbox[3] - bbox[1]) * 400 / g.width
    assert digit_height >= 6.5, digit_height  # cap height of ~9 px type
    disc = numbers.DISC_RADIUS * g.size
    assert (bbox[2] - bbox[0]) / 2 < disc - 2  # the widest number fits inside its disc


def test_decision_labels_replace_the_numbers_of_their_spots(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    free = [v for v in range(topo.N_VERTEX) if v not in {b[0] for b in view["buildings"]}][:3]
    hl = Highlight(vertices=tuple(free), caption="pick")
    both = board_image(view, NAMES, highlight=hl, show_numbers=True)
    labels_only = board_image(view, NAMES, highlight=hl)
    g = rendering.board_geometry()
    for v in free:
        x, y = g.vertices[v]
        box = tuple(round(c) for c in (x - 40, y - 40, x + 40, y + 40))
        assert both.crop(box).tobytes() == labels_only.crop(box).tobytes()


def test_new_pieces_come_from_built_events_only() -> None:
    events = [
        {"type": "rolled", "dice": [3, 4]},
        {"type": "built", "seat": 0, "piece": "road", "at": 12},
        {"type": "built", "seat": 0, "piece": "settlement", "at": 7},
        {"type": "built", "seat": 0, "piece": "city", "at": 30},
        {"type": "built", "seat": 1, "piece": "road", "at": 13, "setup": True},
    ]
    new = NewPieces.from_events(events)
    assert new == NewPieces(vertices=frozenset({7, 30}), edges=frozenset({12, 13}))
    assert new and not NewPieces() and not NewPieces.from_events([])
    assert pickle.loads(pickle.dumps(new)) == new  # for the process pool
    with pytest.raises(ValueError):
        NewPieces(edges=frozenset({-1}))
    # Intersection 54 exists on the 5-6 player island only: the board it is drawn on decides.
    off_island = NewPieces(vertices=frozenset({54}))
    with pytest.raises(ValueError):
        rendering.render_board(engine.public_view(engine.new_game({"players": 4}, seed=1)), new_pieces=off_island)


def test_new_pieces_are_ringed_without_changing_any_colour(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    g = rendering.board_geometry()
    (v, _seat, _kind), (e, _road_seat) = view["buildings"][0], view["roads"][0]
    plain = decode(rendering.render_board(view, NAMES))
    marked = decode(rendering.render_board(view, NAMES, new_pieces=NewPieces(frozenset({v}), frozenset({e}))))
    for at in piece_points(g, view):
        assert marked.getpixel(at) == plain.getpixel(at), at
    x, y = g.vertices[v]
    # Along a ray from the building outwards: the ring's bright band, then its dark outer edge, so the
    # mark reads in greyscale too (and on a yellow field, where the band's colour blends in).
    for ux, uy in ((1, 0), (-1, 0), (0, 1)):
        band = (HALO_RADIUS - HALO_BAND / 2) * g.size
        edge = (HALO_RADIUS - 0.01) * g.size
        mid = marked.getpixel((round(x + ux * band), round(y + uy * band)))
        rim = marked.getpixel((round(x + ux * edge), round(y + uy * edge)))
        assert close(mid, pal.HIGHLIGHT, 30), mid
        assert sum(rim) < 3 * 90, rim
    # The road's border: bright beside the road, with a dark outer edge, on both sides.
    ex, ey = g.edges[e]
    a, b = g.edge_ends(e)
    nx, ny = -(b[1] - a[1]), b[0] - a[0]
    length = (nx * nx + ny * ny) ** 0.5
    for sign in (1, -1):

        def at(offset: float, sign: int = sign) -> tuple[int, int]:
            return round(ex + sign * nx / length * offset * g.size), round(ey + sign * ny / length * offset * g.size)

        assert close(marked.getpixel(at(0.075 + 0.045)), pal.HIGHLIGHT, 30)
        rim = at(0.075 + 0.09 - 0.003)
        assert sum(marked.getpixel(rim)) < 3 * 90 and sum(plain.getpixel(rim)) > 3 * 90, rim


async def test_worker_threads_the_new_options_through(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    new = NewPieces.from_events([{"type": "built", "piece": "road", "at": view["roads"][0][0]}])
    direct = rendering.render_board(view, NAMES, show_numbers=True, new_pieces=new)
    assert await board_png(view, NAMES, show_numbers=True, new_pieces=new) == direct
    assert direct != rendering.render_board(view, NAMES)


def test_no_decision_label_is_clipped_at_the_image_edge() -> None:
    g = rendering.board_geometry()
    every = Highlight(vertices=tuple(range(topo.N_VERTEX)), edges=tuple(range(topo.N_EDGE)),
                      hexes=tuple(range(topo.N_HEX)))  # fmt: skip
    for label in label_placements(g, every):
        half_w, half_h = label_extent(g, label)
        x, y = label.centre
        assert half_w <= x <= g.width - half_w and half_h <= y <= g.height - half_h, label
        # A label moves only as far as it must: it still covers its own spot.
        spot = {"vertex": g.vertices, "edge": g.edges, "hex": g.hexes}[label.kind][label.spot]
        if label.kind != "hex":
            assert abs(spot[0] - x) < half_w and abs(spot[1] - y) < half_h, label


@pytest.mark.parametrize("labels", [("1", "3", "7", "54", "17", "28"), ("17-28", "1-2", "53-54", "27-38")])
def test_outer_ring_labels_are_whole_in_the_image(midgame: engine.GameState, labels: tuple[str, ...]) -> None:
    view = engine.public_view(midgame)
    g = rendering.board_geometry()
    vertices = tuple(topo.VERTEX_LABELS.index(x) for x in labels if "-" not in x)
    edges = tuple(topo.EDGE_LABELS.index(x) for x in labels if "-" in x)
    im = board_image(view, NAMES, highlight=Highlight(vertices=vertices, edges=edges, caption="pick"))
    for label in label_placements(g, Highlight(vertices=vertices, edges=edges)):
        half_w, half_h = label_extent(g, label)
        x, y = label.centre
        # The label's dark rim is inside the image on all four sides of it.
        for at in ((x - half_w + 3, y), (x + half_w - 3, y), (x, y - half_h + 3), (x, y + half_h - 3)):
            assert 0 <= at[0] < im.width and 0 <= at[1] < g.height
            assert sum(im.getpixel((round(at[0]), round(at[1])))) < 3 * 110, (label.text, at)
    # Nothing of a label touches the image's left and right columns.
    for column in (0, im.width - 1):
        strip = im.crop((column, 0, column + 1, g.height))
        assert not any(close(strip.getpixel((0, y)), pal.HIGHLIGHT, 30) for y in range(strip.height))


@pytest.fixture(scope="module")
def finished() -> dict:
    for seed in range(2, 40):
        game = play_greedy(seed, 3000)
        view = engine.public_view(game)
        cards = [p["vp_cards_revealed"] for p in view["players"]]
        if game.phase == "over" and any(cards) and view["winner"] != 0:
            return view
    raise AssertionError("no finished game with VP cards found")


def test_BASE_WIN_4_game_over_table_is_the_final_standings_with_vp_cards(finished: dict) -> None:
    players = finished["players"]
    winner = finished["winner"]
    order = row_order(finished)
    assert order[0] == winner and sorted(order) == list(range(len(players)))
    assert [players[s]["vp"] for s in order[1:]] == sorted((players[s]["vp"] for s in order[1:]), reverse=True)
    ranks = final_ranks(players, winner)
    assert ranks[winner] == 1
    for p in players:
        values = _values(p, over=True)
        # Hidden VP cards count in the final score and are shown, all turned up at the end.
        assert values[0] == str(p["vp"]) and values[2] == str(p["vp_cards_revealed"])
    assert [title for title, _x in FINAL_COLUMNS][2] == "VP cards"
    assert status_text(finished, NAMES) == f"Game over: {NAMES[winner]} wins with {players[winner]['vp']} VP"
    during = {**finished, "phase": "play"}
    assert row_order(during) == list(range(len(players)))


def test_final_ranks_share_places_on_equal_points() -> None:
    players = [{"vp": 10}, {"vp": 7}, {"vp": 7}, {"vp": 3}]
    assert final_ranks(players, 0) == {0: 1, 1: 2, 2: 2, 3: 4}


def test_item5_the_image_ranks_as_the_text_does_a_player_level_with_the_winner_is_second() -> None:
    """Issue #29 item 5: one rule for the standings' text and the image (``engine.standings.places``)."""
    from engine.standings import places

    players = [{"vp": 10}, {"vp": 10}, {"vp": 7}, {"vp": 7}, {"vp": 3}]
    ranks = final_ranks(players, 1)
    assert ranks == {0: 2, 1: 1, 2: 3, 3: 3, 4: 5}
    assert list(ranks.values()) == places([10, 10, 7, 7, 3], 1)


def test_game_over_board_shows_the_standings(finished: dict) -> None:
    during = {**finished, "phase": "play", "winner": None}
    over_im = decode(rendering.render_board(finished, NAMES))
    during_im = decode(rendering.render_board(during, NAMES))
    g = rendering.board_geometry()
    # Same map, a different table.
    assert over_im.crop((0, 0, g.width, g.height)).tobytes() == during_im.crop((0, 0, g.width, g.height)).tobytes()
    assert (
        over_im.crop((0, g.height, g.width, over_im.height)).tobytes()
        != during_im.crop((0, g.height, g.width, during_im.height)).tobytes()
    )



@pytest.mark.parametrize("ck", [True, False])
def test_final_legend_names_are_not_cut_for_a_winner_mark(monkeypatch: pytest.MonkeyPatch, ck: bool) -> None:
    """Issue #18 item 11: the C&K final board showed "1. Bram (win…": the words "(winner)" did not fit
    the narrower C&K name column. The winner's name is now drawn whole, followed by a drawn trophy."""
    from rendering import legend
    from tests.rendering.helpers import ck_rolled

    view = engine.public_view(ck_rolled() if ck else play_greedy(3, 120))
    players = [{**p, "vp": 13 - i} for i, p in enumerate(view["players"])]
    view = {**view, "phase": "over", "winner": 0, "players": players}
    drawn: list[str] = []
    real_text = legend.text

    def spy(im, at, content, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(content)
        return real_text(im, at, content, *args, **kwargs)

    monkeypatch.setattr(legend, "text", spy)
    trophies: list[float] = []
    real_trophy = getattr(legend, "trophy", None)
    monkeypatch.setattr(legend, "trophy", lambda w: trophies.append(w) or real_trophy(w), raising=False)
    board_image(view, ["Ada", "Bram", "Cleo", "Dev"])
    monkeypatch.undo()
    assert "1. Ada" in drawn and "2. Bram" in drawn, drawn
    assert not [t for t in drawn if ("Ada" in t or "Bram" in t) and t.endswith("…")]
    assert trophies == [getattr(legend, "TROPHY_W", None)]
