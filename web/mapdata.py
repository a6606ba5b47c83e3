"""The island as the page draws it (issue #34 item 3): where each hex, intersection, path and harbor is,
from the same geometry the board image uses (``rendering.geometry``), with the words a screen reader
says for each spot (``ui.spots``), and the images' colours (``rendering.palette``), so the page's board
looks like the thread's picture without a copy of either."""

from __future__ import annotations

from typing import Any

from engine.plugins import topology_of_view
from rendering import palette as pal
from rendering.board import hex_name
from rendering.geometry import view_geometry
from rendering.rulesets import render_of
from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from ui.spots import edge_text, hex_text, vertex_text

PAGE_WORDS = ("pieces", "second-step", "more-moves", "chosen", "show-numbers")  # the page's words beside the server's (board-<key>)


def _hex(rgb: pal.RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def palette() -> dict[str, Any]:
    """The images' colours, as CSS colours (``rendering.palette``)."""
    return {
        "terrain": [_hex(c) for c in pal.TERRAIN_FILL],
        "terrain_dark": [_hex(c) for c in pal.TERRAIN_DARK],
        "sea": _hex(pal.SEA),
        "shallow": _hex(pal.SHALLOW),
        "token": _hex(pal.TOKEN_FILL),
        "token_edge": _hex(pal.TOKEN_EDGE),
        "ink": _hex(pal.INK),
        "red_number": _hex(pal.RED_NUMBER),
        "pier": _hex(pal.PIER),
        "harbor": _hex(pal.HARBOR_GENERIC),
        "outline": _hex(pal.OUTLINE),
        "robber": _hex(pal.ROBBER),
        "highlight": _hex(pal.HIGHLIGHT),
        "panel": _hex(pal.PANEL),
        "panel_edge": _hex(pal.PANEL_EDGE),
        "players": {name: _hex(rgb) for name, rgb in pal.PLAYER_FILL.items()},
        "unknown_player": _hex(pal.UNKNOWN_PLAYER),
    }


def _xy(point: tuple[float, float]) -> list[float]:
    return [round(point[0], 1), round(point[1], 1)]


def map_data(view: dict[str, Any], tag: str) -> dict[str, Any]:
    """The island of ``view`` (public facts only: the public view is enough), spots labelled in ``tag``."""
    shape = topology_of_view(view)
    g = view_geometry(view)
    board = view["board"]
    terrain, numbers = board["terrain"], board["numbers"]
    hexes = [
        {"at": _xy(g.hexes[h]), "terrain": terrain[h], "number": numbers[h], "label": hex_name(shape, h),
         "words": hex_text(view, h, tag)}
        for h in range(min(shape.N_HEX, len(terrain)))
    ]  # fmt: skip
    # Hexes of the frame after the land (a rule set's pieces may stand there): positions and labels only.
    frame = [{"at": _xy(g.hexes[h]), "label": hex_name(shape, h)} for h in range(shape.N_HEX, len(g.hexes))]
    vertices = [
        {"at": _xy(g.vertices[v]), "label": shape.VERTEX_LABELS[v], "words": vertex_text(view, v, tag)}
        for v in range(len(g.vertices))
    ]
    edges = [
        {"ends": list(shape.EDGE_VERTICES[e]), "label": shape.EDGE_LABELS[e], "words": edge_text(view, e, tag)}
        for e in range(len(g.edges))
    ]
    harbors = [
        {"at": _xy(g.harbors[spot]), "kind": kind, "edge": shape.HARBOR_EDGES[spot]}
        for spot, kind in enumerate(board.get("harbors", ()))
        if spot < len(g.harbors)
    ]
    return {
        "width": g.width,
        "height": g.height,
        "size": round(g.size, 2),
        "hexes": hexes,
        "frame": frame,
        "vertices": vertices,
        "edges": edges,
        "harbors": harbors,
        "palette": {**palette(), "tiles": tiles(view)},
        "words": {key.replace("-", "_"): localize(Text(f"board-{key}"), tag) for key in PAGE_WORDS},
    }


def tiles(view: dict[str, Any]) -> dict[str, str | None]:
    """The colours of a rule set's own terrains as its images draw them (``RenderHooks.background``: Seafarers'
    gold fields and face-down fog; None: the hex shows as sea), by terrain id."""
    background = render_of(view).background
    if background is None:
        return {}
    return {str(t): (_hex(style.fill) if style.fill is not None else None) for t, style in background.tiles}
