"""What the README must tell a newcomer (issue #18 items 13 and 15)."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def test_readme_documents_each_demo_with_its_target_and_run_time() -> None:
    rows = [line for line in README.splitlines() if line.startswith("| `python -m tools.demo")]
    assert len(rows) == 3, rows
    assert any("--players 2" in row for row in rows) and any("cities_and_knights" in row for row in rows)
    for row in rows:
        assert re.search(r"\b\d+ VP\b", row) and re.search(r"\| about \d+ (seconds|minutes?) \|$", row), row
    assert "demo.sqlite3" in README and "python -m service.admin --db demo-output/demo.sqlite3" in README


def test_readme_says_engine_ids_are_0_based_while_the_board_shows_1_to_54() -> None:
    assert "0-based" in README and "1-54" in README


def test_readme_explains_the_skipped_rule_coverage_tests_and_the_suite_run_time() -> None:
    assert "2 tests skipped" in README and "CATANBOT_RULES_DIR" in README
    assert re.search(r"whole suite takes about \d+ minutes", README)
