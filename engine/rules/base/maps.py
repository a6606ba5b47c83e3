"""The base game's maps (``engine.maps``): the standard island dealt at random (BOARD-VAR-*) and the
beginner map (BOARD-BEG-*), both on the standard frame (BOARD-GEO-7/8/11) with the same pieces."""

from __future__ import annotations

from engine import maps
from engine.board import BEGINNER_HARBORS, BEGINNER_NUMBERS, BEGINNER_TERRAIN, STANDARD_KIT
from engine.options import Options
from engine.topology import STANDARD as STANDARD_FRAME

STANDARD = maps.register(maps.MapTemplate("standard", STANDARD_FRAME, STANDARD_KIT, "base"))
BEGINNER = maps.register(
    maps.MapTemplate(
        "beginner", STANDARD_FRAME, STANDARD_KIT, "base", fixed=(BEGINNER_TERRAIN, BEGINNER_NUMBERS, BEGINNER_HARBORS)
    )
)


def map_name(options: Options) -> str:
    """BASE-SETUP-3: the variable board, or the beginner map (with or without its fixed pieces)."""
    return STANDARD.name if options.board == "variable" else BEGINNER.name
