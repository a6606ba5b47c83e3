"""Folders that show subsystems (issue #30 item 5): ``service/`` and ``cogs/`` are split by subsystem, and the
tests of each live in folders named after its packages (``tests/service/<package>/``, and ``tests/bot/<package>/``
for the Discord layer, whose tests run the bot against the fake Discord).

A module added at the top of ``cogs/`` would start the flat folder again: it goes into the package of its
subsystem (or a new one, with a test folder of the same name).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The layer's registry of rule-set plug-ins sits beside their folder (cogs/rules/), as in service/ and ui/.
COGS_TOP_MODULES = frozenset({"__init__.py", "rulesets.py"})
# tests/bot/'s own helpers (the bot in a process, the public audit, the said-once scan) and the scan's test.
TESTS_BOT_TOP = frozenset({"__init__.py", "conftest.py", "bot_process.py", "public_audit.py", "said_once.py", "pseudo_locale.py",
                           "test_said_once.py", "test_pseudo_locale.py"})  # fmt: skip


def packages(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}


def test_item30_5_cogs_holds_packages_not_a_flat_folder_of_modules() -> None:
    top = {p.name for p in (ROOT / "cogs").glob("*.py")}
    assert top == COGS_TOP_MODULES
    assert {"app", "interactions", "lobby", "play", "publishing", "rules"} <= packages(ROOT / "cogs")


def test_item30_5_tests_bot_mirrors_the_packages_of_cogs() -> None:
    """Each package of cogs/ has its folder of tests and each folder of tests/bot/ names a package of cogs/;
    no test file is left at the top of tests/bot/ but the helpers' own."""
    bot = ROOT / "tests" / "bot"
    assert packages(bot) == packages(ROOT / "cogs")
    assert {p.name for p in bot.glob("*.py")} == TESTS_BOT_TOP
    assert all(any((bot / name).glob("test_*.py")) for name in packages(bot))


def test_item30_5_every_folder_of_tests_service_names_a_package_of_service() -> None:
    assert packages(ROOT / "tests" / "service") <= packages(ROOT / "service")
