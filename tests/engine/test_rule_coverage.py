"""Every rule id of base.md, boards.md and cities_and_knights.md has a test named after it, or a stated
reason it has none.

Cities & Knights is being built in steps: ``CK_NOT_YET_COVERED`` lists the ids that have no test yet.
The list may only shrink: the test fails when a listed id has a test (remove it from the list) and
when an unlisted id has none. When the expansion is complete the list is empty.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

RULES_DIR = Path(__file__).resolve().parents[3] / "shared" / "rules"
TESTS_DIR = Path(__file__).resolve().parent

# Rules that no issue implements yet, and why.
NOT_COVERED = {
    "BOARD-COUNT-2": "compact-edition components and its 14 trade cards belong to the 2-player variant (two_player.md)",
    "BOARD-COUNT-5": "2-player trade cards and neutral players: the 2-player issue",
    "CK-VAR-SEA-1": "informative only: Seafarers is not part of this engine (no ships, no sea intersections)",
}

# Cities & Knights ids without a test yet.
CK_NOT_YET_COVERED: set[str] = set()  # every C&K rule and progress card has its test


def rule_ids() -> list[str]:
    ids: list[str] = []
    for name in ("base.md", "boards.md", "cities_and_knights.md"):
        ids += re.findall(r"\*\*((?:BASE|BOARD|CK)-[A-Z]+(?:-[A-Z]+)?-\d+)", (RULES_DIR / name).read_text())
    return sorted(set(ids))


def all_test_names() -> str:
    return "\n".join(
        m for path in TESTS_DIR.rglob("test_*.py") for m in re.findall(r"def (test_\w+)", path.read_text())
    )


def has_test(rid: str, names: str) -> bool:
    """A test whose name contains the id as a whole token (CK-CARD-SCI-1 is not CK-CARD-SCI-10)."""
    token = rid.replace("-", "_")
    return re.search(rf"_{token}(_|$)", names, re.MULTILINE | re.IGNORECASE) is not None


def _rules_or_skip() -> None:
    if not RULES_DIR.exists():
        if os.environ.get("CI"):
            raise AssertionError(f"rules not found at {RULES_DIR}")
        pytest.skip("shared/rules is not beside this checkout")


def test_every_rule_has_a_test() -> None:
    _rules_or_skip()
    names = all_test_names()
    ids = rule_ids()
    missing = [
        rid for rid in ids if rid not in NOT_COVERED and rid not in CK_NOT_YET_COVERED and not has_test(rid, names)
    ]
    assert not missing, f"rules without a test: {missing}"
    assert len([i for i in ids if not i.startswith("CK")]) > 140
    assert len([i for i in ids if i.startswith("CK")]) == 140


def test_not_yet_covered_list_only_shrinks() -> None:
    """An id with a test must leave CK_NOT_YET_COVERED, so the list says exactly what is missing."""
    _rules_or_skip()
    names = all_test_names()
    covered_but_listed = sorted(rid for rid in CK_NOT_YET_COVERED if has_test(rid, names))
    assert not covered_but_listed, f"remove from CK_NOT_YET_COVERED (they have tests now): {covered_but_listed}"
    assert set(rule_ids()) >= CK_NOT_YET_COVERED
