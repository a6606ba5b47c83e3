"""A toy rule set, written as a new rule set would be (issue #30 item 2, "Tests and measurements"): one folder
per layer, each found by the rule set's name, adding one option (``engine/toy``: ``toy_beacons``), one turn
button (``ui/toy`` and ``cogs/toy``: **🔥 Beacons**), one board marker (``rendering/toy``) and one command
(``cogs/toy``: ``/catan toy beacons``), with its choice and parameter of ``/catan new``.

The folders live here, not in the product's tree: ``installed()`` adds ``tests/toy_rules/<layer>`` to the
``<layer>.rules`` package's path, so ``<layer>.rules.toy`` is this folder, exactly as if it had been copied to
``<layer>/rules/toy/``; the engine's registration (the one line a new rule set adds to ``engine/rulesets.py``)
is done here too. No shared file names the toy (``shared_files_naming_the_toy``).
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import cogs.rules
import engine.rules
import rendering.rules
import ui.rules
from cogs.rulesets import COGS
from engine import rulesets
from rendering.rulesets import RENDER
from ui.rulesets import UI

NAME = "toy"
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PACKAGES = {"engine": engine.rules, "ui": ui.rules, "cogs": cogs.rules, "rendering": rendering.rules}
REGISTRIES = (UI, COGS, RENDER)  # the layers' registries (the engine's is ``engine.rulesets``)
PRODUCT = ("engine", "db", "rendering", "players", "ui", "history", "service", "cogs")


def toy_files() -> list[Path]:
    """The toy rule set's files: what adding it took (its folders, one per layer)."""
    return sorted(p for layer in PACKAGES for p in (HERE / layer / NAME).rglob("*.py"))


def shared_files_naming_the_toy() -> list[str]:
    """The product's files that name the toy rule set (or its option): each would be a shared edit."""
    word = re.compile(rf"\b{NAME}\b|toy_beacons")
    files = [ROOT / "bot.py", *(p for part in PRODUCT for p in (ROOT / part).rglob("*.py"))]
    return [p.relative_to(ROOT).as_posix() for p in files if word.search(p.read_text())]


def figure() -> str:
    """The closing note's figure."""
    return f"files touched to add a toy rule set: {len(toy_files())} new files, {len(shared_files_naming_the_toy())} shared edits"


@contextmanager
def installed() -> Iterator[None]:
    """The toy's folders in every layer and its registration in the engine, undone afterwards."""
    saved = {layer: list(package.__path__) for layer, package in PACKAGES.items()}
    for layer, package in PACKAGES.items():
        package.__path__.append(str(HERE / layer))
    importlib.invalidate_caches()
    declaration = importlib.import_module(f"engine.rules.{NAME}").DECLARATION
    rulesets.register(rulesets.RuleSet(**declaration))  # the one registration (engine/rulesets.py's line)
    try:
        yield
    finally:
        if NAME in rulesets.REGISTRY:
            rulesets.unregister(NAME)  # also forgets the registries' folders and compositions
        for layer, package in PACKAGES.items():
            package.__path__[:] = saved[layer]
            if hasattr(package, NAME):
                delattr(package, NAME)
        for module in [m for m in sys.modules if m.split(".")[1:3] == ["rules", NAME]]:
            del sys.modules[module]
        for registry in REGISTRIES:
            registry._loaded.pop(NAME, None)
        importlib.invalidate_caches()
