"""Names fitted to their box (issue #29 item 5): a long name is cut, never the words around it, and
the final board's status line ("Game over: … wins with 10 VP") stays clear of the VP column's title.
Tied players share a rank in the image (``legend.final_ranks``, tested in test_render_marks)."""

from __future__ import annotations

import pytest

import engine
from rendering import legend
from rendering.board import board_image, board_layout
from rendering.shapes import fit_into, text_width


@pytest.mark.parametrize("name", ["W" * 32, "龍" * 32, "🔥" * 32, "عبد الرحمن بن محمد الفلاني عبد الرحمن"])
def test_item5_a_long_name_is_cut_not_the_words_around_it(name: str) -> None:
    line = fit_into("Game over: {name} wins with 10 VP", name, "bold", 26, 540)
    assert line.startswith("Game over: ") and line.endswith(" wins with 10 VP")
    assert "…" in line and text_width(line, "bold", 26) <= 540


def test_item5_the_winner_line_stays_clear_of_the_vp_title(midgame: engine.GameState) -> None:
    """A long name cut the final board's status line to "Game over: WWW… wins wi…", which ran up to
    the VP column's title; now the name gives way and the line ends in "with 10 VP", clear of it."""
    view = engine.public_view(midgame)
    over = {**view, "phase": "over", "winner": 0,
            "players": [{**p, "vp": v} for p, v in zip(view["players"], (10, 7, 7, 5), strict=True)]}  # fmt: skip
    names = ["W" * 32, "Bo", "Cy", "Di"]
    status_max = legend.FINAL_COLUMNS[0][1] - 44
    line = legend.status_text(over, names, max_width=status_max)
    assert line.endswith(" wins with 10 VP") and text_width(line, "bold", 26) <= status_max
    im = board_image(over, names).convert("L")
    top = board_layout(over).legend_top + legend.PAD
    vp_title_left = legend.FINAL_COLUMNS[0][1] - text_width("VP", "bold", 22) / 2
    gap = im.crop((int(vp_title_left) - 12, top, int(vp_title_left) - 1, top + legend.HEADER))
    assert min(gap.get_flattened_data()) > 150  # nothing dark just left of "VP": the status line ended before
