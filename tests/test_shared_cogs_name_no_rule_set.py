"""The Discord layer's shared modules name no rule-set-only concept (issue #30 item 2): a rule set's turn
buttons, commands, persistent components, texts and new-game parameters live in its folders
(``cogs/rules/<name>/``, ``ui/rules/<name>/``) and plug into extension points.

Read: string constants and names of every module of ``cogs/`` outside ``cogs/rules/`` and ``ui/buttons.py``, without
docstrings and comments (which may name a rule set as an example). ``ALLOWED`` lists what is left, and why.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULE_SET_ONLY = re.compile(
    r"\b(walls?|knights|barbarians?\w*|neutral\w*|progress\w*|commodit\w*|metropol\w*|sbp\w*|special_build\w*"
    r"|ck_\w+|six_\w+|tradecard|improve|alchemist|2p)\b", re.IGNORECASE,
)
ALLOWED = {
}  # fmt: skip


def _docstrings(tree: ast.Module) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr)}  # fmt: skip


def _named(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    docs = _docstrings(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            found |= set(RULE_SET_ONLY.findall(node.value))
        elif isinstance(node, ast.Name | ast.arg | ast.Attribute):
            name = getattr(node, "id", None) or getattr(node, "arg", None) or getattr(node, "attr", "")
            found |= set(RULE_SET_ONLY.findall(name.replace("_", " ")))
    return found


def test_item30_2_shared_cogs_and_ui_buttons_name_no_rule_set_only_concept() -> None:
    cogs = sorted(p for p in (ROOT / "cogs").rglob("*.py") if "rules" not in p.relative_to(ROOT / "cogs").parts)
    assert ROOT / "cogs" / "play" / "play.py" in cogs and ROOT / "cogs" / "rulesets.py" in cogs
    shared = [*cogs, ROOT / "ui" / "buttons.py"]
    wrong = {}
    for path in shared:
        rel = path.relative_to(ROOT).as_posix()
        extra = _named(path) - ALLOWED.get(rel, set())
        if extra:
            wrong[rel] = sorted(extra)
    assert not wrong, wrong


def test_item30_2_the_check_finds_a_rule_set_concept(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Walls are C&K\'s."""\nKINDS = ("settlement", "wall")\nneutral_owed = 1\n')
    assert _named(sample) == {"wall", "neutral"}
