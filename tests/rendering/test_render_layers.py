"""Board layers a rule set contributes (issue #30 item 2: "a rule set's board-picture layers live in its
folder and plug into extension points"; no shared type has a field only one rule set uses).

The toy rule set (``tests/toy_rules/``) adds one board marker with nothing but its folder,
``rendering/rules/toy/__init__.py`` holding ``HOOKS``: the registry finds it by the name the view's rule set
carries, the shared board draws its marker at the layer's height, and the robber keeps clear of it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from rendering.board import board_image, hex_piece_sprites
from rendering.geometry import view_geometry
from rendering.rulesets import BOARD_Z, RENDER
from tests import toy_rules


@pytest.fixture
def toy() -> Iterator[None]:
    with toy_rules.installed():
        yield


def _views() -> tuple[dict, dict]:
    base = engine.public_view(engine.new_game({"players": 3}, seed=5))
    toy = engine.public_view(engine.new_game({"players": 3, "expansion": "toy"}, seed=5))
    return base, toy


def test_item30_2_a_toy_rule_set_draws_a_board_marker_from_its_folder_alone(toy: None) -> None:
    from rendering.rules.toy import MARKER

    base, toy = _views()
    assert RENDER.module_of("toy") == "rendering.rules.toy"  # found by name: no registration line
    (layer,) = RENDER.of_view(toy).board_layers
    assert layer.z in BOARD_Z
    g = view_geometry(toy)
    centre = tuple(round(c) for c in g.hexes[toy["board"]["robber"]])
    assert board_image(toy).getpixel(centre)[:3] == MARKER
    assert board_image(base).getpixel(centre)[:3] != MARKER  # the base game has no such layer
    # the base rule set's images are what they were: the toy adds, it changes nothing else
    assert RENDER.of_view(base).board_layers == ()


def test_item30_2_the_robber_keeps_clear_of_a_rule_sets_piece_in_its_hex(toy: None) -> None:
    _base, toy = _views()
    g = view_geometry(toy)
    h = toy["board"]["robber"]
    sprites_here = hex_piece_sprites(g, toy, h)
    assert any(at == g.hexes[h] for _sprite, at in sprites_here)  # the marker counts as a piece of its hex
