"""Everything players see as pictures: the board, decision images and hands (the only Pillow user).

Rendering is pure: a view dict from ``engine.public_view`` / ``engine.player_view`` in, image bytes out:
lossless WebP (``IMAGE_EXTENSION``, "webp": post them as ``board.webp`` etc.; see ``rendering.encode``),
except the statistics image (``rendering.stats``), a PNG.
Display names are not in views; pass them as ``names`` (index = seat), else "Player 1", ...

    render_board(view, names, *, show_numbers=False, new_pieces=None)
                                              -> bytes   the board with the score table (public info only);
                                                         at game over the table is the final standings
    render_decision(player_view, names, seat, kind, origin=None)
                                              -> bytes   the board with the viewer's legal spots labelled
    render_hand(player_view, names)           -> bytes   the viewer's cards and what they can afford
    render_hand_if_changed(player_view, names, shown)
                                              -> (digest, bytes | None)  the same, None when the picture's
                                                         digest is ``shown`` (nothing encoded, nothing to upload)
    render_hand_digest(player_view, names)    -> digest  that digest alone (nothing encoded)
    decision_kinds(player_view)               -> kinds with legal spots now ("settlement", "road", ...)
    menu_kind(player_view, action_kinds)      -> the decision kind to picture beside a menu of those moves
    spots_kind(player_view, first, action_kinds) -> the same for a menu of spots whose first move is ``first``
                                                         (a kind marking several of the menu's kinds, or ``first``)
    legal_spots(player_view, kind, origin=None) -> the spot ids ``kind`` may use now
    board_geometry(shape=STANDARD)            -> pixel positions of hexes, intersections, paths, harbors
                                                         (``geometry.view_geometry(view)``: of the view's island)
    warm_up()                                 -> build palettes and fonts before the first real render

``show_numbers=True`` writes the intersection numbers 1-54 (1-80 on the 5-6 player island, as the messages and commands use them) on
the board: on a small disc where the intersection is empty, on the building where it is not.

``new_pieces`` marks what was placed since the last board (the view cannot know; the caller does): a
``NewPieces(vertices=frozenset[int], edges=frozenset[int])`` of engine ids, usually built with
``NewPieces.from_events(events)`` from the turn's public events (``{"type": "built", "piece": ...,
"at": id}``; other events are ignored). New buildings get a ring, new roads a border, in yellow with
dark edges under the piece, so piece colours stay as they are and the mark reads without colour.

Every image reads its map from the view (``engine.plugins.topology_of_view``: the map its board names,
``engine.maps``); any frame is drawn, sea paths and lakes included. A 5-6 player game is
drawn on the 30-hex island (80 intersections, 109 paths, 11 harbors, hexes A-AD) at the same 1200 px
width, with smaller hexes but labels as large in pixels as on the standard board; its six colours
(``palette.PLAYER_FILL``: the base four, green and brown) stay apart under simulated deuteranopia, and
its images use palettes extended with them (``rendering.rules.five_six``), so 2-4 player images keep their bytes.

Each rule set's images come from its folder, ``rendering/rules/<name>/`` (``rendering.rulesets``: board
layers, buildings and robber, the strip, the table, the hand). Cities & Knights views (``view["ck"]``)
are drawn with their pieces: knights (one pip per strength,
filled when active, hollow when not), city walls, metropolises (a tower with a flag in the track's
colour), the merchant, and a strip under the board with the last roll's red, yellow and event dice,
the barbarian ship on its track and barbarians vs knights; the score table gets C&K columns and the
hand image C&K rows (``rendering.rules.cities_and_knights.hand``). Decision kinds for C&K are listed in
``rendering.rules.cities_and_knights.decisions.KINDS`` ("knight", "activate", "promote", "move_knight", "displace", "chase",
"wall", progress cards such as "bishop" or "smith", owed decisions such as "pillage" or
"knight_retreat"); for two-spot kinds (move_knight, displace, inventor, smith) pass ``origin`` (the
first spot) to mark the second spots. A view without ``"ck"`` is drawn exactly as before.

Seafarers views (``view["seafarers"]``, ``rendering.rules.seafarers``) are drawn on their whole frame
(37 or 44 hexes: the sea paths ships sail on are the sides of the frame's hexes, drawn faintly; the water
outside the frame is deeper): gold fields (old gold, three gold bars), fog hexes face down (clouds and
a question mark, nothing of their content) and revealed, ships (a boat in its owner's colour, upright on
its path's middle: a shape, where a road is a bar), the pirate (a larger black ship), Catan chits as a
column of the score table. Its decision kinds: "ship", "move_ship" (with ``origin``: the ship's path),
"pirate" (sea hexes, labelled with the letters after the land's: ``engine.topology.hex_label``),
"robber_or_pirate" (the robber's step) and "route" (a road or a ship: set-up, Road Building).

From the bot, await ``rendering.worker.board_png(view, names, show_numbers=..., new_pieces=...)``,
``decision_png(view, names, seat, kind, origin)`` etc.:
they render in a worker pool, never on the event loop (``NewPieces`` pickles for a process pool).
"""

from __future__ import annotations

from rendering.board import (
    BoardLayout,
    Highlight,
    board_image,
    board_layout,
    render_board,
)
from rendering.decision import decision_highlight, decision_kinds, legal_spots, menu_kind, render_decision, spots_kind
from rendering.encode import EXTENSION as IMAGE_EXTENSION
from rendering.geometry import BoardGeometry, board_geometry
from rendering.hand import hand_image, render_hand, render_hand_digest, render_hand_if_changed
from rendering.new_pieces import NewPieces
from rendering.rulesets import RENDER


def warm_up() -> None:
    """Prepare the fixed palettes (read from the committed table, ``rendering.palette_table``; computed, seconds
    of CPU, only where it is stale) so the first render a player waits for is fast.

    Call it once per worker process or at bot start-up; it is idempotent and thread-safe.
    """
    for palette in RENDER.of_all().palettes:  # every rule set's (C&K images have their own: base bytes unchanged)
        palette.image()


__all__ = [
    "IMAGE_EXTENSION", "BoardGeometry", "BoardLayout", "Highlight", "NewPieces", "board_geometry", "board_image", "board_layout",
    "decision_highlight", "decision_kinds", "hand_image", "legal_spots", "menu_kind", "render_board", "render_decision",
    "render_hand", "render_hand_digest", "render_hand_if_changed", "spots_kind", "warm_up",
]  # fmt: skip
