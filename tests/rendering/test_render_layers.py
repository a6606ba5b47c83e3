"""Board layers a rule set contributes (issue #30 item 2: "a rule set's board-picture layers live in its
folder and plug into extension points"; no shared type has a field only one rule set uses).

A toy rule set adds one board marker with nothing but a folder, ``rendering/rules/<name>/__init__.py``
holding ``HOOKS``: the registry finds it by the name the view's rule set carries, the shared board draws
its marker at the layer's height, and the robber keeps clear of it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
import rendering.rules
from rendering.board import board_image, hex_piece_sprites
from rendering.geometry import view_geometry
from rendering.rulesets import BOARD_Z, RENDER

TOY = "toy_marker"
MARKER = (255, 0, 255)
# The toy's folder: a marker (a magenta disc) on the centre of the robber's hex, as a piece of that hex,
# in the "markers" layer (over everything on the board but the dice and a decision's labels).
TOY_FOLDER = f"""
from rendering import sprites
from rendering.rulesets import BoardLayer, PlacedPiece, RenderHooks


def marker(g, view, colours):
    h = view["board"]["robber"]
    return [PlacedPiece(sprites.disc(0.2 * g.size, {MARKER}, {MARKER}, 1.0, edge={MARKER}), g.hexes[h], hex=h)]


HOOKS = RenderHooks(board_layers=(BoardLayer("markers", pieces=marker),))
"""


@pytest.fixture
def toy_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``rendering/rules/toy_marker/``, written into a second directory of the ``rendering.rules``
    package (the tree stays untouched); the registry's caches of it are dropped afterwards."""
    folder = tmp_path / TOY
    folder.mkdir()
    (folder / "__init__.py").write_text(TOY_FOLDER)
    monkeypatch.setattr(rendering.rules, "__path__", [*rendering.rules.__path__, str(tmp_path)])
    try:
        yield
    finally:
        sys.modules.pop(f"rendering.rules.{TOY}", None)
        # the registry remembers what it found (by design, per process): forget the toy's folder
        RENDER._found.pop(TOY, None)
        RENDER._loaded.pop(TOY, None)
        RENDER._composed.clear()


def _views() -> tuple[dict, dict]:
    base = engine.public_view(engine.new_game({"players": 3}, seed=5))
    toy = {**base, "rule_set": {"name": f"base+{TOY}", "components": ["base", TOY]}}
    return base, toy


def test_item30_2_a_toy_rule_set_draws_a_board_marker_from_its_folder_alone(toy_folder: None) -> None:
    base, toy = _views()
    assert RENDER.module_of(TOY) == f"rendering.rules.{TOY}"  # found by name: no registration line
    (layer,) = RENDER.of_view(toy).board_layers
    assert layer.z in BOARD_Z
    g = view_geometry(toy)
    centre = tuple(round(c) for c in g.hexes[toy["board"]["robber"]])
    assert board_image(toy).getpixel(centre) == MARKER
    assert board_image(base).getpixel(centre) != MARKER  # the base game has no such layer
    # the base rule set's images are what they were: the toy adds, it changes nothing else
    assert RENDER.of_view(base).board_layers == ()


def test_item30_2_the_robber_keeps_clear_of_a_rule_sets_piece_in_its_hex(toy_folder: None) -> None:
    _base, toy = _views()
    g = view_geometry(toy)
    h = toy["board"]["robber"]
    sprites_here = hex_piece_sprites(g, toy, h)
    assert any(at == g.hexes[h] for _sprite, at in sprites_here)  # the marker counts as a piece of its hex
