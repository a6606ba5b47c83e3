"""Every rule id of base.md, boards.md and two_player.md has a test named after it, or a stated reason
it has none."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

RULES_DIR = Path(__file__).resolve().parents[3] / "shared" / "rules"
TESTS_DIR = Path(__file__).resolve().parent

# Rules that this issue (the base game) does not implement, and why.
NOT_COVERED = {
    "BOARD-COUNT-3": "Cities & Knights components: the Cities & Knights issue",
    "BOARD-COUNT-4": "Cities & Knights progress cards: the Cities & Knights issue",
}


def rule_ids(names: tuple[str, ...] = ("base.md", "boards.md")) -> list[str]:
    ids: list[str] = []
    for name in names:
        ids += re.findall(r"\*\*((?:BASE|BOARD|TWO)-[A-Z]+-\d+)", (RULES_DIR / name).read_text())
    return sorted(set(ids))


def all_test_names() -> str:
    return "\n".join(m for path in TESTS_DIR.glob("test_*.py") for m in re.findall(r"def (test_\w+)", path.read_text()))


def _require_rules() -> None:
    if not RULES_DIR.exists():
        if os.environ.get("CI"):
            raise AssertionError(f"rules not found at {RULES_DIR}")
        pytest.skip("shared/rules is not beside this checkout")


def missing_tests(ids: list[str]) -> list[str]:
    names = all_test_names()
    missing = []
    for rid in ids:
        token = rid.lower().replace("-", "_")
        if rid in NOT_COVERED:
            continue
        if not re.search(rf"{token}(_|$)", names, re.MULTILINE):
            missing.append(rid)
    return missing


def test_every_base_and_board_rule_has_a_test() -> None:
    _require_rules()
    missing = missing_tests(rule_ids())
    assert not missing, f"rules without a test: {missing}"
    assert len(rule_ids()) > 140


def test_every_two_player_rule_has_a_test() -> None:
    _require_rules()
    ids = rule_ids(("two_player.md",))
    assert len(ids) >= 41 and all(rid.startswith("TWO-") for rid in ids)
    missing = missing_tests(ids)
    assert not missing, f"2-player rules without a test: {missing}"
