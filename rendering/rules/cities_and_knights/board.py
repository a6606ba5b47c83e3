"""Cities & Knights on the board picture (``rendering.rulesets.BoardLayer``): knights on their
intersections and the merchant beside its hex's number token, drawn over the buildings; cities with
their walls and metropolises; the robber asleep until the first barbarian attack."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.constants import CITY
from rendering import palette as pal
from rendering import sprites
from rendering.board import seat_fill
from rendering.geometry import BoardGeometry
from rendering.rules.cities_and_knights import sprites as ck_sprites
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rulesets import BoardLayer, BuildingSprite, PlacedPiece

MERCHANT_OFFSET = (0.6, 0.03)  # in hex sizes from the hex's centre: right of the number token
# The events that put a knight on an intersection, and the field naming it (ringed as new pieces).
KNIGHT_EVENTS: dict[str, str] = {"knight_hired": "at", "knight_moved": "to", "knight_displaced": "at",
                                 "knight_retreated": "to"}  # fmt: skip


def pieces(g: BoardGeometry, view: dict[str, Any], colours: Sequence[pal.RGB]) -> list[PlacedPiece]:
    """Every knight, then the merchant (walls and metropolises are drawn with their cities)."""
    s = g.size
    out = [
        PlacedPiece(
            ck_sprites.knight(seat_fill(colours, k.seat), k.strength, k.active, s),
            g.vertices[k.vertex],
            vertex=k.vertex,
        )
        for k in ck_view.knights(view)
    ]
    merchant = ck_view.merchant(view)
    if merchant is not None and 0 <= merchant[0] < g.topo.N_HEX:
        h, owner = merchant
        cx, cy = g.hexes[h]
        at = (cx + MERCHANT_OFFSET[0] * s, cy + MERCHANT_OFFSET[1] * s)
        out.append(PlacedPiece(ck_sprites.merchant(seat_fill(colours, owner), s), at, hex=h))
    return out


def building_sprites(view: dict[str, Any]) -> BuildingSprite:
    """Cities with their walls and metropolises (CK-IMP-*), settlements as in the base game."""
    walls, metropolises = ck_view.walls(view), ck_view.metropolises(view)

    def building(vertex: int, kind: int, fill: pal.RGB, size: float) -> sprites.Sprite:
        if kind != CITY:
            return sprites.settlement(fill, size)
        return ck_sprites.city(fill, size, walled=vertex in walls, metropolis=metropolises.get(vertex, -1))

    return building


def robber_sprite(view: dict[str, Any], size: float) -> sprites.Sprite:
    return ck_sprites.robber(size, ck_view.robber_asleep(view))


LAYERS: tuple[BoardLayer, ...] = (BoardLayer("over_buildings", pieces=pieces),)
