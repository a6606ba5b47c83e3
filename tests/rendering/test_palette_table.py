"""The committed palettes (rendering/assets/palettes.json) are what the reference pictures give today."""

from __future__ import annotations

import json

from rendering import palette_table
from rendering.encode import FixedPalette
from tools.palettes import computed_table, every_palette


def test_committed_palettes_were_computed_from_todays_reference_pictures() -> None:
    computed = computed_table(colours=False)  # the colours follow from the picture (python -m tools.palettes)
    committed = json.loads(palette_table.PATH.read_text())
    stale = sorted(
        name for name in computed if {**committed.get(name, {}), "colours": None} != {**computed[name], "colours": None}
    )
    assert not stale, f"palettes {stale} changed: run .venv/bin/python -m tools.palettes --write"
    assert sorted(committed) == sorted(computed), (
        "palettes no image uses any more: run python -m tools.palettes --write"
    )


def test_a_palette_whose_must_have_colours_changed_is_computed_not_read() -> None:
    board = next(p for p in every_palette() if p.name == "board")
    changed = FixedPalette("board", lambda: board._sample(), [(1, 2, 3), *board.must_have])
    assert palette_table.stored("board", changed.must_have, board.blends) is None
    assert changed.colours()[:1] == [(1, 2, 3)] and changed.colours() != board.colours()
    assert palette_table.stored("board", board.must_have, board.blends) == board.colours()
