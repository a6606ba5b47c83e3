"""Issue #29 item 12: the turn message marks each move made for a person (a standing order, a built-in player
in their seat) on its first public line, "(🤖 for Ann)": what was automated, not why; a base-game discard
committed by an order is marked when everyone's discards are shown together (BASE-ROBBER-4)."""

from __future__ import annotations

import engine
from engine.plugins import topology_of_view
from engine.topology import Topology
from tests.english import _lines
from ui import journal

NAMES = ["Ann", "Bo", "Cy"]


def _shape() -> Topology:
    return topology_of_view(engine.view(engine.new_game({"players": 3, "board": "variable"}, 1), None))


def test_item29_12_each_move_made_for_a_person_is_marked_once_on_its_own_line() -> None:
    roll = journal.made_for([{"type": "rolled", "seat": 1, "dice": [3, 5], "total": 8}], 1, 7)
    own = [{"type": "end_turn", "seat": 1}]
    lines = _lines(roll + own, NAMES, _shape())
    assert lines[0].endswith("(🤖 for Bo)") and sum("🤖" in line for line in lines) == 1


def test_item29_12_a_discard_committed_by_an_order_is_marked_when_shown_with_the_others() -> None:
    ann = journal.made_for([{"type": "discard_committed", "seat": 0}], 0, 10)  # Ann's order, hidden for now
    cy = journal.made_for([
        {"type": "discard_committed", "seat": 2},
        {"type": "discarded", "seat": 0, "cards": [2, 2, 0, 0, 0]},
        {"type": "discarded", "seat": 2, "cards": [0, 0, 1, 3, 0]},
    ], 2, 11)  # fmt: skip
    lines = _lines(ann + cy, NAMES, _shape())
    assert [line.split(" (")[-1] for line in lines if "discarded" in line] == ["🤖 for Ann)", "🤖 for Cy)"]
    bo_himself = [{"type": "discard_committed", "seat": 0}, {"type": "discarded", "seat": 0, "cards": [1, 0, 0, 0, 0]}]
    assert not any("🤖" in line for line in _lines(bo_himself, NAMES, _shape()))
