"""The fixed palettes as computed once and committed (``rendering/assets/palettes.json``).

Computing a palette means drawing its reference picture and running a median cut over it: about 3 s of
CPU for all of them, paid by every render worker at every start of the bot (two workers: 6 s of a 2-core
machine before the first picture is fast). The result depends only on the code, so it is computed when
the code changes and read at start-up instead:

    .venv/bin/python -m tools.palettes --write

Each entry keeps a digest of the reference picture it was computed from. ``tests/rendering/test_palette_table.py``
draws every reference picture (the cheap quarter of the work) and fails, naming this command, when one no
longer matches its digest, so a changed drawing cannot ship with a stale palette; ``python -m tools.palettes``
without ``--write`` also redoes the median cuts. A palette the file does not hold (a new one, or one whose
must-have colours changed since) is computed as before.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from PIL import Image

from rendering.palette import RGB

PATH = Path(__file__).resolve().parent / "assets" / "palettes.json"


@functools.cache
def _table() -> dict[str, Any]:
    try:
        return json.loads(PATH.read_text())
    except FileNotFoundError:
        return {}


def digest(sample: Image.Image) -> str:
    """What identifies a reference picture: the colours it yields follow from it alone."""
    return hashlib.sha256(f"{sample.mode} {sample.size}".encode() + sample.tobytes()).hexdigest()


def stored(name: str, must_have: list[RGB], blends: int) -> list[RGB] | None:
    """The committed colours of palette ``name`` if they were computed with these must-have colours and as many
    colours on top of them (``FixedPalette.blends``)."""
    entry = _table().get(name)
    if entry is None or [tuple(c) for c in entry["must_have"]] != [tuple(c) for c in must_have]:
        return None
    if entry.get("blends") != blends:
        return None
    return [(r, g, b) for r, g, b in entry["colours"]]
