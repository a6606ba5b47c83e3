"""Every SEA id of the routes half (seafarers.md sections 4-7: ships, the Longest Trade Route, the pirate,
gold fields, and the resolutions they cite) has a test named after it."""

from __future__ import annotations

import re

from tests.engine.test_rule_coverage import RULES_DIR, _rules_or_skip, all_test_names, has_test

ROUTE_AREAS = ("SHIP", "LTR", "PIRATE", "GOLD")
ROUTE_IDS = {"SEA-COMP-2", "SEA-INFO-3"}  # ships per player (section 4's pool), the pirate's steal
ROUTE_AMBS = {3, 4, 5, 6, 7, 10, 11, 12, 22, 23, 24, 26, 28, 29, 30}


def route_ids() -> list[str]:
    text = (RULES_DIR / "seafarers.md").read_text()
    ids = set(re.findall(r"\*\*(SEA-[A-Z0-9]+-[A-Z0-9]+(?:-\d+)?)", text))
    out = set()
    for rid in ids:
        parts = rid.split("-")
        if parts[1] in ROUTE_AREAS or rid in ROUTE_IDS or (parts[1] == "AMB" and int(parts[2]) in ROUTE_AMBS):
            out.add(rid)
    return sorted(out)


def test_every_routes_half_sea_rule_has_a_test() -> None:
    _rules_or_skip()
    names = all_test_names()
    ids = route_ids()
    assert len(ids) == 11 + 4 + 6 + 5 + 2 + len(ROUTE_AMBS)
    missing = [rid for rid in ids if not has_test(rid, names)]
    assert not missing, f"Seafarers route rules without a test: {missing}"
