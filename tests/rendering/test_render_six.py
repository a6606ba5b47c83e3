"""Images of 5-6 player games (five_six.md): the 30-hex island with its 11 harbors (SIX-GEO-1..6),
intersection numbers 1-80, six colours in the pieces, the score table, hands and statistics
(SIX-COMP-2), decision images with the island's labels, base game and Cities & Knights (SIX-CK-1).

Every image is as wide as a 3-4 player one (a phone scales it to its width), and its labels are at
least as large in pixels.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

import engine
import rendering
from engine.constants import CITY, GENERIC_HARBOR
from engine.rules.five_six.geometry import LARGE
from engine.testing.cities_and_knights import ck_position
from history.stats import compute_stats
from rendering import numbers
from rendering import palette as pal
from rendering.board import (
    EDGE_LABEL_FONT,
    HEX_LABEL_FONT,
    VERTEX_LABEL_FONT,
    VERTEX_LABEL_RADIUS,
    Highlight,
    board_palette,
    label_extent,
    label_placements,
)
from rendering.geometry import IMAGE_WIDTH, view_geometry
from rendering.hand import TITLE_H
from rendering.legend import HEADER, PAD, ROW, legend_height
from rendering.new_pieces import HALO_BAND, HALO_RADIUS
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.shapes import fit_text, text_mask, text_width
from rendering.stats import CHART_H, CHART_W, LEGEND_LINE, MARGIN, ROW_H, WIDTH, stats_image
from rendering.stats import TITLE_H as STATS_TITLE_H
from tests.history.helpers import play_log
from tests.rendering.helpers import can, close, decision_pixels, decode, inked, play_greedy, play_until

SIX_NAMES = ["Alice", "Bob", "Chen", "Dörte", "Emeka", "Farah"]


@pytest.fixture(scope="module")
def six_game() -> engine.GameState:
    """A 6-player base game in play with pieces of all six colours and a city (the first seed that gives
    one, so a change in the engine cannot turn these tests into tests of an empty board)."""
    for seed in range(1, 30):
        game = play_greedy(seed, 60, players=6)
        view = engine.public_view(game)
        if (
            game.phase == "play"
            and {s for _v, s, _k in view["buildings"]} == set(range(6))
            and any(k == CITY for _v, _s, k in view["buildings"])
        ):
            return game
    raise AssertionError("no busy 6-player game found")


@pytest.fixture(scope="module")
def four_game() -> engine.GameState:
    return play_greedy(3, 60, players=4)


def ck_five(step: str = "pre_roll") -> engine.GameState:
    """A 5-player Cities & Knights mid-game (SIX-CK-1) with cities, walls, knights of each strength,
    the merchant, the robber active, all on intersections above 54 as well."""
    return ck_position(
        step=step, hands={0: {"ore": 3, "wool": 2, "grain": 3, "brick": 2, "lumber": 2}},
        players=5, options={"board": "variable"},
        cities={0: ["12"], 1: ["30"], 2: ["47"], 3: ["66"], 4: ["76"]},
        settlements={0: ["3"], 1: ["38"], 2: ["60"], 3: ["56"], 4: ["80"]},
        roads={0: ["12-13-14-15", "3-4"], 1: ["30-31"], 2: ["47-48"], 3: ["66-67", "56-57"], 4: ["76-77", "79-80"]},
        knights={0: {"13": "strong active", "4": "basic"}, 1: {"31": "basic"}, 2: {"48": "mighty active"},
                 3: {"67": "basic active"}, 4: {"77": "strong"}},
        walls=["30", "76"], merchant=("AB", 4), barbarian=4, attacks=1, robber="AC",
        levels={0: {"trade": 2}, 4: {"science": 3}},
    )  # fmt: skip


# --- the board ----------------------------------------------------------------------------------------


def test_six_player_board_is_the_30_hex_island_at_the_width_of_a_four_player_one(
    six_game: engine.GameState, four_game: engine.GameState
) -> None:
    """SIX-GEO-1/2: 30 land hexes; the image keeps the 1200 px width, its hexes are drawn smaller."""
    view = engine.public_view(six_game)
    png = rendering.render_board(view, SIX_NAMES)
    im = decode(png)
    layout = rendering.board_layout(view)
    four = rendering.board_layout(engine.public_view(four_game))
    assert layout.geometry.topo is LARGE and len(layout.geometry.hexes) == 30
    assert im.size == (IMAGE_WIDTH, layout.height) and layout.width == four.width
    assert 0.8 * four.geometry.size < layout.geometry.size < four.geometry.size
    assert len(png) < 250_000
    for x, y in [*layout.geometry.vertices, *layout.geometry.harbors]:
        assert 0 < x < layout.width and 0 < y < layout.geometry.height


def test_each_of_the_six_colours_shows_on_its_pieces(six_game: engine.GameState) -> None:
    """SIX-COMP-2: the pieces of all six players in their colours (green and brown included)."""
    view = engine.public_view(six_game)
    im = decode(rendering.render_board(view, SIX_NAMES))
    g = view_geometry(view)
    colours = [pal.player_fill(p["colour"]) for p in view["players"]]
    assert [p["colour"] for p in view["players"]] == ["red", "blue", "white", "orange", "green", "brown"]
    for v, seat, kind in view["buildings"]:
        x, y = g.vertices[v]
        at = (round(x), round(y + 0.08 * g.size)) if kind != CITY else (round(x + 0.14 * g.size), round(y + 0.1 * g.size))
        assert close(im.getpixel(at), colours[seat], 6), (v, seat, kind, im.getpixel(at))
    for e, seat in view["roads"]:
        x, y = g.edges[e]
        assert close(im.getpixel((round(x), round(y))), colours[seat], 6), (e, seat)


def test_the_eleven_harbors_are_drawn_on_their_spots(six_game: engine.GameState) -> None:
    """SIX-GEO-6 / SIX-COMP-2: 11 harbor tokens (5 generic, 2 wool, one of each other resource), each on
    the sea beside its path, in its kind's colour."""
    view = engine.public_view(six_game)
    im = decode(rendering.render_board(view, SIX_NAMES))
    g = view_geometry(view)
    harbors = view["board"]["harbors"]
    assert len(harbors) == len(g.harbors) == 11
    assert sorted(harbors) == [0, 1, 2, 3, 4, 4, 5, 5, 5, 5, 5]
    for spot, kind in enumerate(harbors):
        x, y = g.harbors[spot]
        fill = pal.HARBOR_GENERIC if kind == GENERIC_HARBOR else pal.RESOURCE_FILL[kind]
        ring = [(round(x + 0.3 * g.size * math.cos(a / 8 * math.tau)), round(y + 0.3 * g.size * math.sin(a / 8 * math.tau)))
                for a in range(8)]  # fmt: skip
        assert sum(close(im.getpixel(p), fill, 8) for p in ring) >= 4, (spot, kind)
        # its two piers reach the two intersections of its path
        a, b = g.harbor_ends(spot)
        assert math.dist(a, b) == pytest.approx(g.size, rel=1e-6)
        assert min(math.dist((x, y), c) for c in g.hexes) > (math.sqrt(3) / 2 + 0.3) * g.size


def test_intersection_numbers_run_from_1_to_80(six_game: engine.GameState) -> None:
    """Every intersection of the 30-hex island shows its number (the label of commands and messages):
    dark on the white disc of an empty one, white on a building."""
    view = engine.public_view(six_game)
    g = view_geometry(view)
    numbered = decode(rendering.render_board(view, SIX_NAMES, show_numbers=True))
    occupied = {b[0] for b in view["buildings"]}
    size = round(numbers.FONT * g.label_unit)
    assert tuple(str(n) for n in range(1, 81)) == LARGE.VERTEX_LABELS
    for v in range(LARGE.N_VERTEX):
        x, y = g.vertices[v]
        mask = text_mask(LARGE.VERTEX_LABELS[v], "condensed", size, "mm", 0)
        dy = 1 if v not in occupied else numbers.ON_BUILDING_DY * g.size
        x0, y0 = round(x) + mask.offset[0], round(y + dy) + mask.offset[1]
        ink = inked(numbered, mask.fill, (x0, y0))
        want = pal.INK if v not in occupied else (255, 255, 255)
        assert ink and sum(close(px, want, 40) for px in ink) / len(ink) > 0.9, LARGE.VERTEX_LABELS[v]


def test_the_score_table_has_a_row_for_each_of_six_players(six_game: engine.GameState) -> None:
    view = engine.public_view(six_game)
    im = decode(rendering.render_board(view, SIX_NAMES))
    layout = rendering.board_layout(view)
    assert layout.height - layout.legend_top == legend_height(6)
    for row, p in enumerate(view["players"]):
        mid = layout.legend_top + PAD + HEADER + row * ROW + ROW / 2
        # the settlement of the row, in the player's colour
        assert close(im.getpixel((62, round(mid + 12))), pal.player_fill(p["colour"]), 6), (row, p["colour"])


def test_six_player_boards_have_their_own_palette_holding_all_six_colours(six_game: engine.GameState) -> None:
    """The base palette keeps its entries (2-4 player images keep their bytes); a 5-6 player board is
    encoded on one with green and brown exactly, so flat areas of those colours stay exact."""
    six = board_palette(engine.public_view(six_game))
    four = board_palette(engine.public_view(engine.new_game({"players": 4}, seed=1)))
    assert four.name == "board" and six.name == "board+six"
    for colour in pal.PLAYER_FILL.values():
        assert colour in six.colours()
    assert pal.PLAYER_FILL["green"] not in four.colours()
    ck = board_palette(engine.public_view(ck_five()))
    assert ck.name == "board-ck+six" and pal.PLAYER_FILL["brown"] in ck.colours()


def test_a_fresh_process_renders_a_six_player_view_alike(six_game: engine.GameState) -> None:
    """A render worker that has only been handed the view finds the 30-hex island itself (it loads the
    view's rule sets): the same bytes as here."""
    view = engine.public_view(six_game)
    expected = rendering.render_board(view, SIX_NAMES)
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn")) as pool:
        assert pool.submit(rendering.render_board, view, SIX_NAMES).result(timeout=180) == expected


def test_new_pieces_are_marked_on_the_big_island(six_game: engine.GameState) -> None:
    view = engine.public_view(six_game)
    high = max(b[0] for b in view["buildings"])
    new = rendering.NewPieces(vertices=frozenset({high}), edges=frozenset({view["roads"][-1][0]}))
    marked = decode(rendering.render_board(view, SIX_NAMES, new_pieces=new))
    plain = decode(rendering.render_board(view, SIX_NAMES))
    g = view_geometry(view)
    x, y = g.vertices[high]
    band = (HALO_RADIUS - HALO_BAND / 2) * g.size  # the middle of the ring's bright band
    ring = [(round(x + band * math.cos(a / 12 * math.tau)), round(y + band * math.sin(a / 12 * math.tau)))
            for a in range(12)]  # fmt: skip
    assert sum(close(marked.getpixel(p), pal.HIGHLIGHT, 40) for p in ring) >= 3
    assert sum(marked.getpixel(p) != plain.getpixel(p) for p in ring) >= 6
    with pytest.raises(ValueError):  # 80 is no intersection id (ids are 0-79)
        rendering.render_board(view, new_pieces=rendering.NewPieces(vertices=frozenset({80})))


# --- readable on a phone ------------------------------------------------------------------------------


def test_labels_are_at_least_as_large_as_on_the_four_player_board(
    six_game: engine.GameState, four_game: engine.GameState
) -> None:
    """The phone shows both images at the same width, so pixels compare directly: intersection
    numbers, intersection and hex labels keep the 4-player board's sizes; path labels, which must fit
    between two paths, shrink with the hexes but stay above 8 px at a 400 px wide phone image."""
    g6 = view_geometry(engine.public_view(six_game))
    g4 = view_geometry(engine.public_view(four_game))
    assert g6.width == g4.width
    assert g6.label_unit == g4.label_unit == g4.size
    every = Highlight(vertices=(0, 79), edges=(0, 108), hexes=(0, 29))
    sizes6 = {p.kind: p.size for p in label_placements(g6, every)}
    sizes4 = {p.kind: p.size for p in label_placements(g4, Highlight(vertices=(0,), edges=(0,), hexes=(0,)))}
    assert sizes6["vertex"] == sizes4["vertex"] == round(VERTEX_LABEL_FONT * g4.size)
    assert sizes6["edge"] == round(EDGE_LABEL_FONT * g6.size) and sizes6["edge"] * 400 / g6.width > 8
    assert sizes6["hex"] >= 0.85 * sizes4["hex"]  # two letters ("AD"): condensed, 90 %, on a pill
    assert round(numbers.FONT * g6.label_unit) == round(numbers.FONT * g4.size)


def test_neighbouring_labels_never_touch_on_the_big_island() -> None:
    """Decision labels of two neighbouring intersections, or of two paths meeting at an intersection,
    stay apart; every label is whole inside the image; a two-letter hex label fits its disc."""
    g = rendering.board_geometry(shape=LARGE)
    every = Highlight(vertices=tuple(range(LARGE.N_VERTEX)), edges=tuple(range(LARGE.N_EDGE)),
                      hexes=tuple(range(LARGE.N_HEX)))  # fmt: skip
    placed = {(p.kind, p.spot): p for p in label_placements(g, every)}
    for p in placed.values():
        half_w, half_h = label_extent(g, p)
        x, y = p.centre
        assert half_w <= x <= g.width - half_w and half_h <= y <= g.height - half_h, p
    for v, u in LARGE.EDGE_VERTICES:
        a, b = placed[("vertex", v)], placed[("vertex", u)]
        assert math.dist(a.centre, b.centre) > 2 * VERTEX_LABEL_RADIUS * g.label_unit, (v, u)
    for v in range(LARGE.N_VERTEX):
        for e, f in itertools.combinations(LARGE.VERTEX_EDGES[v], 2):
            a, b = placed[("edge", e)], placed[("edge", f)]
            (aw, ah), (bw, bh) = label_extent(g, a), label_extent(g, b)
            apart_x = abs(a.centre[0] - b.centre[0]) >= aw + bw - 4
            apart_y = abs(a.centre[1] - b.centre[1]) >= ah + bh - 4
            assert apart_x or apart_y, (LARGE.EDGE_LABELS[e], LARGE.EDGE_LABELS[f])
    # A two-letter hex label (AA..AD), condensed and nearly the letters' size, is on a pill that grows
    # inwards: over the token's rim, never over its number; its outer end no further out than a letter's.
    token_font = round(0.34 * g.size)  # two-digit numbers (rendering.background; the red 6 and 8 are narrower)
    widest_number = max(text_width(str(n), "bold", token_font) for n in (10, 11, 12))
    for h in range(26, 30):
        p = placed[("hex", h)]
        half_w, _half_h = label_extent(g, p)
        cx, _cy = g.hexes[h]
        assert len(p.text) == 2 and p.size >= 0.85 * round(HEX_LABEL_FONT * g.label_unit), p
        assert p.centre[0] - half_w > cx + widest_number / 2 + 2, p
        assert p.centre[0] + half_w == pytest.approx(placed[("hex", 0)].centre[0] - g.hexes[0][0] + cx + label_extent(g, placed[("hex", 0)])[0])
    assert placed[("hex", 0)].size == round(HEX_LABEL_FONT * g.label_unit)


# --- decisions, hands, statistics ---------------------------------------------------------------------


def test_a_set_up_decision_labels_the_legal_intersections_of_the_big_island() -> None:
    """SIX-SETUP: the first settlement may go on any of the 80 intersections; each legal one gets its
    label ("1".."80"), the caption says what to do."""
    game = engine.new_game({"players": 6}, seed=3)
    seat = engine.must_act(game)[0]
    view = engine.player_view(game, seat)
    spots = rendering.legal_spots(view, "settlement")
    assert len(spots) == 80
    hl = rendering.decision_highlight(view, SIX_NAMES, "settlement")
    assert hl.vertices == spots and "pick a number" in (hl.caption or "")
    g = view_geometry(view)
    placed = {p.spot: p for p in label_placements(g, hl)}
    assert {p.text for p in placed.values()} == {str(n) for n in range(1, 81)}
    im = decision_pixels(view, SIX_NAMES, seat)
    for v in (0, 53, 54, 79):
        x, y = placed[v].centre
        rim = (round(x + (VERTEX_LABEL_RADIUS - 0.035) * g.label_unit), round(y))  # in the player's colour
        assert close(im.getpixel(rim), pal.player_fill(view["players"][seat]["colour"]), 40), v


def test_a_robber_decision_labels_the_hexes_after_z() -> None:
    game = play_greedy(4, 40, players=6)
    seat = play_until(game, can("robber"), seed=2)
    view = engine.player_view(game, seat)
    spots = rendering.legal_spots(view, "robber")
    assert {26, 27, 28, 29} & set(spots)
    hl = rendering.decision_highlight(view, SIX_NAMES, "robber")
    g = view_geometry(view)
    texts = {p.spot: p.text for p in label_placements(g, hl)}
    assert all(texts[h] == LARGE.HEX_LABELS[h] for h in spots)
    im = decision_pixels(view, SIX_NAMES, seat, "robber")
    for p in label_placements(g, hl):
        x, y = p.centre
        assert close(im.getpixel((round(x), round(y - 0.17 * g.label_unit))), pal.HIGHLIGHT, 30), p.text


def test_a_road_decision_on_the_big_island_uses_its_path_labels(six_game: engine.GameState) -> None:
    game = six_game.copy() if hasattr(six_game, "copy") else six_game
    seat = play_until(game, can("road", 3), seed=5)
    view = engine.player_view(game, seat)
    spots = rendering.legal_spots(view, "road")
    hl = rendering.decision_highlight(view, SIX_NAMES, "road")
    placed = label_placements(view_geometry(view), hl)
    assert [p.text for p in placed] == [LARGE.EDGE_LABELS[e] for e in spots]
    assert rendering.render_decision(view, SIX_NAMES, seat, "road")


@pytest.mark.parametrize("seat", [4, 5])
def test_the_hand_of_a_green_or_brown_player(six_game: engine.GameState, seat: int) -> None:
    """SIX-COMP-2: the hand's title bar in the player's colour, exactly (the hand palette has both)."""
    view = engine.player_view(six_game, seat)
    im = decode(rendering.render_hand(view, SIX_NAMES))
    colour = pal.player_fill(view["players"][seat]["colour"])
    assert view["players"][seat]["colour"] == ("green", "brown")[seat - 4]
    assert im.getpixel((8, TITLE_H // 2)) == colour


def test_the_statistics_image_of_six_players() -> None:
    """Six rows in the cards table, each with its colour; six lines and names in the VP chart."""
    options = {"players": 6}
    stats = compute_stats(options, 7, play_log(options, limit=400)).to_dict()
    assert stats["players"] == 6
    im = stats_image(stats, SIX_NAMES)
    top = STATS_TITLE_H + CHART_H + 2 * MARGIN
    assert im.height == top + ROW_H * 7 + MARGIN
    for seat, colour in enumerate(stats["colours"]):
        y = round(top + ROW_H * (seat + 1) + ROW_H / 2 - 4)
        want = (160, 160, 160) if colour == "white" else pal.player_fill(colour)
        assert im.getpixel((MARGIN + 24, y)) == want, (seat, colour)
    # The VP chart's legend: two lines of three names (not six names cut to "Ali…" in one line).
    box_left, box_top = 2 * MARGIN + CHART_W, STATS_TITLE_H
    width = (WIDTH - MARGIN - box_left - 170) / 3
    for seat, colour in enumerate(stats["colours"]):
        x = round(box_left + 160 + width * (seat % 3) + 7)
        y = box_top + 22 + LEGEND_LINE * (seat // 3)
        want = (160, 160, 160) if colour == "white" else pal.player_fill(colour)
        assert im.getpixel((x, y)) == want, (seat, colour)
    assert fit_text(SIX_NAMES[3], "regular", 15, width - 30) == SIX_NAMES[3]
    assert rendering.IMAGE_EXTENSION == "webp"


# --- Cities & Knights with five --------------------------------------------------------------------------


def test_a_five_player_cities_and_knights_board() -> None:
    """SIX-CK-1: knights, walls, the merchant and the robber on the 30-hex island, the strip under it,
    five rows in the C&K score table."""
    game = ck_five()
    view = engine.public_view(game)
    assert view["rule_set"]["components"] == ["base", "cities_and_knights", "five_six"]
    layout = rendering.board_layout(view)
    g = layout.geometry
    assert g.topo is LARGE and layout.strip_height > 0
    assert layout.height - layout.legend_top == legend_height(5)
    im = decode(rendering.render_board(view, SIX_NAMES[:5]))
    colours = [pal.player_fill(p["colour"]) for p in view["players"]]
    for v, seat, _strength, _active in view["ck"]["knights"]:
        x, y = g.vertices[v]
        around = [im.getpixel((round(x + dx), round(y + dy))) for dx in range(-20, 21, 4) for dy in range(-20, 21, 4)]
        assert any(close(px, colours[seat], 10) for px in around), (v, seat)
    for v in view["ck"]["walls"]:
        x, y = g.vertices[v]
        below = [im.getpixel((round(x + dx), round(y + 0.25 * g.size))) for dx in range(-30, 31, 3)]
        assert any(close(px, ck_pal.STONE, 16) for px in below), v
    robber = view["board"]["robber"]
    assert robber == LARGE.HEX_LABELS.index("AC")
    assert rendering.render_board(view, SIX_NAMES[:5], show_numbers=True) != rendering.render_board(view, SIX_NAMES[:5])


def test_a_five_player_cities_and_knights_decision_and_hand() -> None:
    game = ck_five("main")
    view = engine.player_view(game, 0)
    kinds = rendering.decision_kinds(view)
    assert {"road", "knight", "move_knight", "promote"} <= set(kinds)
    g = view_geometry(view)
    for kind in kinds:
        hl = rendering.decision_highlight(view, SIX_NAMES[:5], kind)
        spots = [*hl.vertices, *hl.edges, *hl.hexes]
        assert spots and {p.text for p in label_placements(g, hl)} <= {*LARGE.VERTEX_LABELS, *LARGE.EDGE_LABELS}
        assert rendering.render_decision(view, SIX_NAMES[:5], 0, kind)
    knight = LARGE.VERTEX_LABELS.index("13")
    to = rendering.legal_spots(view, "move_knight", origin=knight)
    hl = rendering.decision_highlight(view, SIX_NAMES[:5], "move_knight", origin=knight)
    assert to and hl.vertices == to and hl.chosen == (knight,) and "knight on 13" in (hl.caption or "")
    hand = decode(rendering.render_hand(engine.player_view(game, 4), SIX_NAMES[:5]))
    assert hand.getpixel((8, 10)) == pal.player_fill("green")


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5},
        {"players": 6, "six_turn_mode": "paired_players"},
        {"players": 5, "expansion": "cities_and_knights"},
    ],
    ids=["SIX-SBP", "SIX-PAIR", "SIX-CK"],
)
def test_every_phase_of_a_random_five_six_game_renders(options: dict) -> None:
    """Views of random 5-6 player games render as board, decision and hand images at the first time
    of each phase and step after the set-up (a Special Build Phase slot, the robber, discards, C&K's
    steps; in paired mode the seat to act is Second as often as not); every decision labels only
    spots of the 30-hex island."""
    game = engine.new_game(options, seed=11)
    rng = random.Random(11)
    seen: set[tuple[str, str]] = set()
    for _ in range(2500):
        if game.phase == "over":
            break
        seat = engine.must_act(game)[0]
        actions = engine.legal_actions(game, seat)
        builds = [a for a in actions if a[0] in ("settlement", "city", "road", "knight_hire")]
        if game.phase != "setup" and (game.phase, game.step) not in seen:
            seen.add((game.phase, game.step))
            view = engine.player_view(game, seat)
            names = SIX_NAMES[: len(view["players"])]
            assert decode(rendering.render_board(engine.public_view(game), names)).width == IMAGE_WIDTH
            for kind in rendering.decision_kinds(view)[:1]:
                hl = rendering.decision_highlight(view, names, kind)
                labels = {p.text for p in label_placements(view_geometry(view), hl)}
                assert labels <= {*LARGE.VERTEX_LABELS, *LARGE.EDGE_LABELS, *LARGE.HEX_LABELS}
                rendering.render_decision(view, names, seat, kind)
            rendering.render_hand(view, names)
        engine.apply_action(game, seat, rng.choice(builds) if builds and rng.random() < 0.5 else rng.choice(actions))
    steps = {step for _phase, step in seen}
    assert {"pre_roll", "main", "move_robber"} <= steps, seen
    if options.get("six_turn_mode") != "paired_players":
        assert ("special_build", "special_build") in seen, seen
