"""Every SEA id of the board half (seafarers.md sections 1-3, 8-11, 13-14 and their resolutions) has a
test named after it. The routes half (sections 4-7) has its own; once both are in, ``seafarers.md`` joins
``tests/engine/test_rule_coverage.py``'s files (section 12 is informative: future scenarios)."""

from __future__ import annotations

import re

from tests.engine.test_rule_coverage import RULES_DIR, _rules_or_skip, all_test_names, has_test

BOARD_AREAS = ("GEN", "COMP", "GEO", "SVP", "WIN", "SETUP", "NS", "4I", "FOG", "TTD", "MAP", "INFO")
ROUTES = {"SEA-COMP-2", "SEA-INFO-3"}  # ships per player (section 4), the pirate's steal (section 6)
BOARD_AMBS = {1, 2, 8, 9, 13, 14, 15, 16, 17, 18, 19, 20, 21, 25, 27, 31}
BOARD_GOLD = {"SEA-GOLD-5"}  # gold in set-up (section 9's)


def board_ids() -> list[str]:
    text = (RULES_DIR / "seafarers.md").read_text()
    ids = set(re.findall(r"\*\*(SEA-[A-Z0-9]+-[A-Z0-9]+(?:-\d+)?)", text))
    out = set()
    for rid in ids:
        area = rid.split("-")[1]
        board_amb = area == "AMB" and int(rid.split("-")[2]) in BOARD_AMBS
        if (area in BOARD_AREAS and rid not in ROUTES) or rid in BOARD_GOLD or board_amb:
            out.add(rid)
    return sorted(out)


def test_every_board_half_sea_rule_has_a_test() -> None:
    _rules_or_skip()
    names = all_test_names()
    ids = board_ids()
    assert len(ids) == 74
    missing = [rid for rid in ids if not has_test(rid, names)]
    assert not missing, f"Seafarers board rules without a test: {missing}"
