"""The Cities & Knights board: knights, walls, metropolises, the merchant, the strip (dice, barbarians,
strength) and the score table's C&K columns; nothing private; base boards untouched."""

from __future__ import annotations

import copy
import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

import engine
import rendering
from engine import topology as topo
from rendering import palette as pal
from rendering import shapes, sprites
from rendering.board import BOARD_PALETTE, board_palette
from rendering.rules.cities_and_knights import CK_BOARD_PALETTE
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import sprites as ck_sprites
from rendering.rules.cities_and_knights import status as ck_status
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rules.cities_and_knights.board import MERCHANT_OFFSET
from rendering.rules.cities_and_knights.progress_cards import CARDS
from tests.rendering.helpers import NAMES, ck_rolled, close, decode


def _knights_by_state(view: dict) -> dict[tuple[int, bool], ck_view.Knight]:
    return {(k.strength, k.active): k for k in ck_view.knights(view)}


def test_ck_board_is_1200_wide_small_deterministic_and_taller_by_the_strip(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    png = rendering.render_board(view, NAMES)
    im = decode(png)
    layout = rendering.board_layout(view)
    assert im.size == (1200, layout.height)
    assert layout.strip_height == ck_status.STRIP_HEIGHT
    base = copy.deepcopy(view)
    del base["ck"]
    assert rendering.board_layout(base).height == layout.height - ck_status.STRIP_HEIGHT
    assert len(png) < 250_000
    assert rendering.render_board(copy.deepcopy(view), NAMES) == png


def test_CK_KNIGHT_1_each_knight_shows_its_owners_colour(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    knights = ck_view.knights(view)
    assert len(knights) == 9
    for k in knights:
        x, y = g.vertices[k.vertex]
        colour = pal.player_fill(view["players"][k.seat]["colour"])
        # On the ring, which every knight has in its owner's colour, filled or hollow.
        assert close(im.getpixel((round(x + 0.22 * g.size), round(y))), colour), k
        face = im.getpixel((round(x), round(y + 0.123 * g.size)))
        assert close(face, colour) == k.active or k.seat == 2, k  # seat 2 is white: face and ring alike
        if not k.active:
            assert close(face, ck_pal.KNIGHT_HOLLOW), k


def _grey(sprite: sprites.Sprite, scale: float) -> Image.Image:
    """The sprite on a mid-grey ground, in greyscale, shrunk as on a board shown ``scale`` times."""
    ground = Image.new("RGBA", sprite.image.size, (128, 128, 128, 255))
    flat = Image.alpha_composite(ground, sprite.image).convert("L")
    return flat.resize((max(1, round(flat.width * scale)), max(1, round(flat.height * scale))), Image.BOX)


@pytest.mark.parametrize("colour", list(pal.PLAYER_FILL))
def test_CK_KNIGHT_4_strength_and_activity_read_without_colour_at_400_px(colour: str) -> None:
    """Every pair of (strength, active) knights differs clearly in greyscale, at a third of full size."""
    size = rendering.board_geometry().size
    fill = pal.PLAYER_FILL[colour]
    looks = {(s, a): _grey(ck_sprites.knight(fill, s, a, size), 1 / 3) for s in (1, 2, 3) for a in (True, False)}
    for (ka, a), (kb, b) in itertools.combinations(looks.items(), 2):
        differing = sum(abs(p - q) > 60 for p, q in zip(a.tobytes(), b.tobytes(), strict=True))
        assert differing >= 6, (colour, ka, kb, differing)


def test_CK_WALL_1_and_CK_METRO_1_walls_and_metropolises_are_drawn(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    s = g.size
    walls = ck_view.walls(view)
    assert walls
    for v, _seat, _kind in view["buildings"]:
        x, y = g.vertices[v]
        wing = im.getpixel((round(x - 0.38 * s), round(y + 0.2 * s)))  # the wall's left wing
        assert close(wing, ck_pal.STONE) == (v in walls), v
    metros = ck_view.metropolises(view)
    assert sorted(metros.values()) == [1, 2]
    for v, track in metros.items():
        x, y = g.vertices[v]
        flag = im.getpixel((round(x + 0.24 * s), round(y - 0.68 * s)))
        assert close(flag, ck_pal.TRACK_FILL[track], 24), (v, track, flag)


def test_CK_MERCH_1_the_merchant_shows_its_controllers_colour(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    hex_, seat = ck_view.merchant(view)
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    cx, cy = g.hexes[hex_]
    at = (round(cx + MERCHANT_OFFSET[0] * g.size), round(cy + (MERCHANT_OFFSET[1] + 0.1) * g.size))
    assert close(im.getpixel(at), pal.player_fill(view["players"][seat]["colour"]))
    gone = copy.deepcopy(view)
    gone["ck"]["merchant"] = -1
    assert not close(decode(rendering.render_board(gone, NAMES)).getpixel(at), pal.player_fill("red"))


def test_CK_TURN_1_the_strip_shows_red_yellow_and_event_dice(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    top = rendering.board_geometry().height
    im = decode(rendering.render_board(view, NAMES))
    y = top + ck_status.BODY_Y
    x0 = ck_status.DICE_X + ck_status.DIE_SIDE / 2
    step = ck_status.DIE_SIDE + ck_status.DIE_GAP
    corner = ck_status.DIE_SIDE * 0.3  # off the pips, inside the rounded face

    def face(i: int) -> tuple[int, int, int]:
        return im.getpixel((round(x0 + i * step - corner), round(y + corner * 0.2)))

    assert close(face(0), ck_pal.RED_DIE) and close(face(1), ck_pal.YELLOW_DIE) and close(face(2), pal.DICE_FILL)
    gate = im.getpixel((round(x0 + 2 * step), round(y - ck_status.DIE_SIDE * 0.2)))
    assert close(gate, ck_pal.TRACK_FILL[1]), gate  # the event die rolled the politics (blue) gate
    assert ck_status.event_words(view["ck"]["event"]) == "politics gate"
    assert ck_status.event_words(0) == "ship"


def test_CK_BARB_1_the_track_fills_the_steps_the_ship_has_sailed(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    top = rendering.board_geometry().height
    for position in (0, 3, 6):
        moved = copy.deepcopy(view)
        moved["ck"]["barbarian"] = position
        im = decode(rendering.render_board(moved, NAMES))
        xs = ck_status.track_xs(moved["ck"]["barbarian_steps"])
        for i, x in enumerate(xs[:-1]):
            if i == position:
                continue  # the ship sits there
            px = im.getpixel((round(x), top + ck_status.TRACK_Y + 6))
            assert close(px, ck_pal.BARBARIAN) == (i < position), (position, i, px)


def test_CK_BARB_2_strength_compares_cities_with_active_knights(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    assert ck_view.barbarian_strength(view) == 7  # 7 cities, the metropolises included
    assert ck_view.active_strength(view) == 2 + 3 + 1 + 1 + 2
    assert [ck_view.active_strength(view, s) for s in range(4)] == [5, 1, 1, 2]
    stronger = copy.deepcopy(view)
    stronger["ck"]["knights"] = [k for k in stronger["ck"]["knights"] if k[1] != 0]
    assert rendering.render_board(stronger, NAMES) != rendering.render_board(view, NAMES)


def test_CK_INFO_nothing_private_reaches_the_ck_board(
    ck_game: engine.GameState, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Player views render exactly like the public view, and no progress card name nor commodity is
    ever written on the board image."""
    public = engine.public_view(ck_game)
    baseline = rendering.render_board(public, NAMES)
    for seat in range(4):
        assert rendering.render_board(engine.player_view(ck_game, seat), NAMES) == baseline
    written: list[str] = []
    real = shapes.text_mask
    monkeypatch.setattr(shapes, "text_mask", lambda content, *a: written.append(content) or real(content, *a))
    view = engine.player_view(ck_game, 0)
    assert view["you"]["progress_cards"] and view["you"]["hand"]["coin"] == 3
    rendering.render_board(view, NAMES)
    rendering.render_decision(view, NAMES, kind="knight")
    words = " ".join(written).lower()
    assert written
    for card in CARDS.values():
        assert card.name.lower() not in words, card.name
    for commodity in ck_view.COMMODITIES:
        assert commodity not in words


def test_ck_legend_shows_levels_knights_progress_and_defenders(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    baseline = rendering.render_board(view, NAMES)
    for change in (
        lambda v: v["players"][1]["levels"].__setitem__(0, 2),
        lambda v: v["players"][3].__setitem__("defenders", 1),
        lambda v: v["players"][1]["progress_cards"].__setitem__("count", 3),
        lambda v: v["ck"]["knights"][0].__setitem__(3, 1 - v["ck"]["knights"][0][3]),
    ):
        other = copy.deepcopy(view)
        change(other)
        assert rendering.render_board(other, NAMES) != baseline


def test_base_boards_keep_their_palette_and_layout(midgame: engine.GameState, ck_game: engine.GameState) -> None:
    base = engine.public_view(midgame)
    assert board_palette(base) is BOARD_PALETTE
    assert board_palette(engine.public_view(ck_game)) is CK_BOARD_PALETTE
    assert rendering.board_layout(base).strip_height == 0


def test_a_played_ck_game_renders_every_image() -> None:
    """Whatever random play leaves on the board (knights displaced, cities pillaged...), it draws."""
    import random

    game = engine.new_game({"expansion": "cities_and_knights", "players": 3}, 11)
    rng = random.Random(11)
    for _ in range(1200):
        seat = engine.must_act(game)[0]
        engine.apply_action(game, seat, rng.choice(engine.legal_actions(game, seat)))
        if game.phase == "over":
            break
    view = engine.player_view(game, (engine.must_act(game) or [0])[0])
    assert decode(rendering.render_board(view, NAMES)).width == 1200
    assert decode(rendering.render_hand(view, NAMES)).width > 0
    for kind in rendering.decision_kinds(view):
        assert decode(rendering.render_decision(view, NAMES, kind=kind)).width == 1200


def test_new_pieces_include_the_knights_placed_last_turn() -> None:
    events = [
        {"type": "knight_hired", "seat": 0, "at": 5},
        {"type": "knight_moved", "seat": 0, "from": 3, "to": 7},
        {"type": "knight_displaced", "seat": 1, "from": 8, "at": 9, "victim": 0},
        {"type": "knight_retreated", "seat": 0, "from": 9, "to": 11},
        {"type": "knight_activated", "seat": 0, "at": 13},
        {"type": "built", "seat": 0, "piece": "wall", "at": 20},
    ]
    assert rendering.NewPieces.from_events(events) == rendering.NewPieces(vertices=frozenset({5, 7, 9, 11, 20}))


def test_intersection_numbers_leave_the_knights_pips_visible(ck_game: engine.GameState) -> None:
    view = engine.public_view(ck_game)
    plain = decode(rendering.render_board(view, NAMES))
    numbered = decode(rendering.render_board(view, NAMES, show_numbers=True))
    g = rendering.board_geometry()
    s = g.size
    for k in ck_view.knights(view):
        x, y = g.vertices[k.vertex]
        box = (round(x - 0.2 * s), round(y - 0.2 * s), round(x + 0.2 * s), round(y + 0.12 * s))
        assert plain.crop(box).tobytes() == numbered.crop(box).tobytes(), k
    assert plain.tobytes() != numbered.tobytes()


_BUSY_VIEW = engine.public_view(ck_rolled())


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    spots=st.lists(st.integers(0, topo.N_VERTEX - 1), min_size=1, max_size=12, unique=True),
    data=st.data(),
)
def test_CK_KNIGHT_1_any_knights_anywhere_show_owner_strength_and_state(spots: list[int], data: st.DataObject) -> None:
    """Whatever knights a view holds, each is drawn at its intersection in its owner's colour, and the
    sprite there is the one of its strength and state (so no two knights are mixed up)."""
    view = copy.deepcopy(_BUSY_VIEW)
    taken = {v for v, _s, _k in view["buildings"]}
    spots = [v for v in spots if v not in taken]
    knights = [[v, data.draw(st.integers(0, 3)), data.draw(st.integers(1, 3)), data.draw(st.integers(0, 1))]
               for v in spots]  # fmt: skip
    view["ck"]["knights"] = knights
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    s = g.size
    for v, seat, _strength, active in knights:
        x, y = g.vertices[v]
        colour = pal.player_fill(view["players"][seat]["colour"])
        assert close(im.getpixel((round(x + 0.22 * s), round(y))), colour), (v, seat)
        face = im.getpixel((round(x), round(y + 0.123 * s)))
        assert close(face, colour if active else ck_pal.KNIGHT_HOLLOW), (v, seat, active, face)


def test_CK_ROBBER_2_the_robber_is_pale_until_the_first_attack(ck_game: engine.GameState) -> None:
    from rendering.board import robber_spot

    view = engine.public_view(ck_game)
    g = rendering.board_geometry()
    x, y = robber_spot(g, view, view["board"]["robber"])
    at = (round(x), round(y))
    assert close(decode(rendering.render_board(view, NAMES)).getpixel(at), pal.ROBBER)
    calm = copy.deepcopy(view)
    calm["ck"]["robber_active"] = False
    assert close(decode(rendering.render_board(calm, NAMES)).getpixel(at), ck_pal.ROBBER_ASLEEP)
