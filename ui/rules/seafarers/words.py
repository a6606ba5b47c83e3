"""Seafarers in words: scenario and layout names, terrain names, and the labels of ships, sea paths and
sea hexes as people read and type them. Everything here reads a view (public or a seat's): never the
fog stacks, which no view holds (SEA-INFO-1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES, format_counts
from engine.plugins import topology_of_view
from engine.rules.seafarers import mapdata, ships
from ui.i18n.text import Text
from ui.i18n.words import counts_text

View = Mapping[str, Any]

SCENARIOS = {
    "new_shores": "Heading for New Shores",
    "four_islands": "The Four Islands",
    "fog_island": "The Fog Island",
    "through_the_desert": "Through the Desert",
}
LAYOUTS = {"printed": "printed layout", "variable": "shuffled layout"}
# The board's terrain values (the view contract: 6 gold field, 7 fog face down, 8 a fog hex revealed as sea)
TERRAIN_WORDS = ("hills", "forest", "mountains", "fields", "pasture", "desert", "gold field", "fog", "sea")
GOLD, FOG, SEA = mapdata.GOLD, mapdata.FOG, mapdata.SEA_TILE
# What a land hex gives the player who discovers it (SEA-FOG-4): its resource, or a choice for gold
TERRAIN_RESOURCE = ("brick", "lumber", "ore", "grain", "wool")
MAX_SHIPS = ships.MAX_SHIPS  # SEA-COMP-2: each player's ships (the view lists those on the board)


def scenario_name(key: Any) -> str:
    return SCENARIOS.get(str(key), str(key).replace("_", " "))


def sea(view: View) -> dict[str, Any]:
    """The view's Seafarers part (the contract's ``view["seafarers"]``), empty in other games."""
    return dict(view.get("seafarers") or {})


def hex_label(shape: topo.Topology, h: int) -> str:
    """A hex of the frame as people read it on the pictures: land slots A, B, ... and the sea hexes by the
    letters that follow (``engine.topology.hex_label`` of the frame index: AC, AD, ... on a 28-slot map)."""
    if 0 <= h < len(shape.FRAME_HEX_COORDS):
        return shape.HEX_LABELS[h] if h < shape.N_HEX else topo.hex_label(h)
    return "?"


def edge_label(shape: topo.Topology, e: int) -> str:
    return shape.EDGE_LABELS[e] if 0 <= e < shape.N_EDGE else "?"


def path_kind(shape: topo.Topology, e: int) -> str:
    """'coast' or 'sea' (the fog counts as sea until revealed, SEA-GEO-4), 'land' for a road's path."""
    kinds = getattr(shape, "EDGE_KINDS", ())
    return str(kinds[e]) if 0 <= e < len(kinds) else "land"


def ship_owners(view: View) -> dict[int, int]:
    """Path -> owner seat of every ship on the board."""
    return {int(e): int(p) for e, p in sea(view).get("ships", ())}


def ships_on_hex(view: View, h: int) -> set[int]:
    """The seats with a ship on a side of hex ``h`` (a frame hex): whom the pirate there may rob."""
    shape = topology_of_view(view)
    owners = ship_owners(view)
    sides = _hex_sides(shape, h)
    return {owners[e] for e in sides if e in owners}


def _hex_sides(shape: topo.Topology, h: int) -> list[int]:
    """The paths around a frame hex (``EDGE_SIDES``: each path's two frame hexes)."""
    return [e for e, pair in enumerate(shape.EDGE_SIDES) if h in pair]


def cards_text(counts: Sequence[int]) -> str:
    """'1 ore, 1 grain' (the resource counts of a gold choice)."""
    return format_counts(tuple(counts))


def gold_label(counts: Sequence[int]) -> Text:
    """A menu line of one gold choice: 'Take 1 ore, 1 grain'."""
    return Text("sea-menus-gold-take", cards=counts_text(tuple(counts)))


def gold_value(counts: Sequence[int]) -> str:
    """A gold choice in words as typed cards are ('1 ore 1 grain'): its value in an autocomplete list."""
    return " ".join(f"{n} {CARD_NAMES[r]}" for r, n in enumerate(counts) if n)
