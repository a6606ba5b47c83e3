"""Marks on the pieces placed in the last turn, so that a player catching up sees what changed.

The view does not say what is new (it is a snapshot); the caller does, from the turn's events:
``NewPieces.from_events(events)`` or ``NewPieces(vertices=..., edges=...)`` with engine ids. A new
building (settlement, city, or a rule set's piece on an intersection) gets a ring around it, a new road a
border along it; both are bright yellow with dark edges, drawn under the piece, so the piece keeps
its colour and the mark, a dark-edged outline, reads without colour (greyscale, colour blindness).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image

from rendering import sprites
from rendering.geometry import BoardGeometry, edge_angle
from rendering.rulesets import RENDER

# Around a building, in hex sizes: clear of a settlement (0.27 from its intersection) and of the hex
# letters (0.44 away); a city (0.36) covers part of the band.
HALO_RADIUS = 0.36
HALO_BAND = 0.09
_PATH_PIECES = frozenset({"road", "ship"})


@dataclass(frozen=True)
class NewPieces:
    """What was placed since the last board: intersection and path ids (0-53 and 0-71 on the standard
    island, 0-79 and 0-108 on the 5-6 player one; checked against the island when drawn)."""

    vertices: frozenset[int] = frozenset()
    edges: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "vertices", frozenset(self.vertices))
        object.__setattr__(self, "edges", frozenset(self.edges))
        bad = [x for x in (*self.vertices, *self.edges) if not isinstance(x, int) or x < 0]
        if bad:
            raise ValueError(f"not an intersection/path id: {bad}")

    def __bool__(self) -> bool:
        return bool(self.vertices or self.edges)

    @classmethod
    def from_events(cls, events: Iterable[Mapping[str, Any]]) -> NewPieces:
        """The pieces of the engine's ``built`` events (``{"type": "built", "piece": "road", "at": 12}``)
        and of the events by which a rule set puts a piece on an intersection or a path
        (``RenderHooks.piece_events``, ``path_events``, of every rule set: an event names its kind); other events are ignored, so a whole turn's (public)
        events can be passed."""
        every = RENDER.of_all()
        placing, sailing = every.piece_events, every.path_events
        vertices: set[int] = set()
        edges: set[int] = set()
        for event in events:
            kind = event.get("type")
            if kind in placing and isinstance(event.get(placing[kind]), int):
                vertices.add(event[placing[kind]])
                continue
            if kind in sailing and isinstance(event.get(sailing[kind]), int):
                edges.add(event[sailing[kind]])
                continue
            if kind != "built" or not isinstance(event.get("at"), int):
                continue
            (edges if event.get("piece") in _PATH_PIECES else vertices).add(event["at"])
        return cls(frozenset(vertices), frozenset(edges))


def draw_new_piece_marks(im: Image.Image, g: BoardGeometry, new: NewPieces) -> None:
    """Draw the marks (before the pieces, which then sit on them)."""
    bad = [v for v in new.vertices if v >= g.topo.N_VERTEX] + [e for e in new.edges if e >= g.topo.N_EDGE]
    if bad:
        raise ValueError(f"not an intersection/path id of this island: {bad}")
    s = g.size
    ring = sprites.halo(HALO_RADIUS * s, HALO_BAND * s)
    for e in sorted(new.edges):
        sprites.road_halo(edge_angle(e, g.topo), s).paste_onto(im, g.edges[e])
    for v in sorted(new.vertices):
        ring.paste_onto(im, g.vertices[v])
