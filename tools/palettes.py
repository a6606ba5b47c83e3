"""Recompute the fixed palettes committed in ``rendering/assets/palettes.json`` (see rendering.palette_table).

.venv/bin/python -m tools.palettes           # says whether the file is up to date
.venv/bin/python -m tools.palettes --write   # after a change to what an image draws
"""

from __future__ import annotations

import argparse
import itertools
import json
from typing import Any

from engine import rulesets
from rendering import palette_table
from rendering.encode import FixedPalette
from rendering.rulesets import RENDER


def every_palette() -> list[FixedPalette]:
    """Every palette an image can use: the registered rule sets' own and those their combinations derive
    (a wrapping hook, such as the 5-6 player colours on top of another rule set's palette)."""
    first, *more = [n for n in rulesets.all_components() if RENDER.module_of(n) is not None]
    found: dict[str, FixedPalette] = {p.name: p for p in RENDER.of_all().palettes}
    for size in range(len(more) + 1):
        for combination in itertools.combinations(more, size):
            hooks = RENDER.of((first, *combination))  # every game has the base layer under its others
            for palette in (hooks.board_palette, hooks.hand_palette):
                if palette is not None and not callable(palette):
                    found.setdefault(palette.name, palette)  # type: ignore[union-attr]
    return sorted(found.values(), key=lambda p: p.name)


def computed_table(*, colours: bool = True) -> dict[str, Any]:
    """Every palette computed from its reference picture (what the file should hold); without ``colours``,
    only what identifies the picture and the must-have colours (no median cut: a quarter of the CPU)."""
    table = {}
    for p in every_palette():
        sample = p.sample()
        entry: dict[str, Any] = {"must_have": [list(c) for c in p.must_have], "blends": p.blends,
                                 "sample": palette_table.digest(sample)}  # fmt: skip
        if colours:
            entry["colours"] = [list(c) for c in p.computed(sample)]
        table[p.name] = entry
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="compute every palette and write the file")
    args = parser.parse_args()
    table = computed_table()
    if args.write:
        palette_table.PATH.write_text(json.dumps(table, separators=(",", ":"), sort_keys=True) + "\n")
        print(f"wrote {len(table)} palettes to {palette_table.PATH}")
    elif table == json.loads(palette_table.PATH.read_text()):
        print(f"{palette_table.PATH.name} is up to date ({len(table)} palettes)")
    else:
        raise SystemExit(f"{palette_table.PATH.name} is stale: run python -m tools.palettes --write")


if __name__ == "__main__":
    main()
