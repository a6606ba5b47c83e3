"""Seafarers in images (``rendering.rulesets``, issue #31 item 2): its static board (``tiles``: gold
fields, fog hexes face down, revealed sea, the frame's sea paths), ships and the pirate (``board``,
``sprites``), the Catan chits column of the score table, its decision kinds (``decisions``), its table
on the statistics image and its own board palette, so that the images of the other rule sets keep their bytes.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

import engine
from engine.rules.seafarers.mapdata import GOLD, SEA_TILE
from engine.rules.seafarers.options import FOG_ISLAND
from engine.rules.seafarers.ships import MAX_SHIPS, SHIP
from rendering import palette as pal
from rendering.board import MUST_HAVE as BOARD_MUST_HAVE
from rendering.board import Highlight, board_image
from rendering.encode import FixedPalette, stacked
from rendering.hand import section_pair
from rendering.labels import Box
from rendering.legend import COLUMNS_WIDE, FINAL_COLUMNS_WIDE, title_row
from rendering.rules.seafarers import board as sea_board
from rendering.rules.seafarers import colours as sea_pal
from rendering.rules.seafarers import decisions, tiles
from rendering.rulesets import RenderHooks, StatsTable
from rendering.words import say

CHITS_TITLE = "sea-images-column-chits"
NO_CHITS = (FOG_ISLAND,)  # the scenarios without Catan chits (SEA-SVP-2)


def _chits(view: dict[str, Any]) -> tuple[str, list[int]] | None:
    """Catan chits of each player (public, SEA-SVP-1): 1 VP each, already in the VP column. None on The Fog
    Island, which has none (SEA-FOG-7): a column of zeros there said nothing."""
    if view.get("options", {}).get("sea_scenario") in NO_CHITS:
        return None
    return CHITS_TITLE, list(view["seafarers"]["chits"])


def _ship_note(view: dict[str, Any], seat: int) -> str:
    """Beside the hand's "Build": what a ship costs (SEA-SHIP-1), how many are left, whether one can be
    built now (the viewer's own legal actions)."""
    fields = view.get("seafarers")
    if fields is None:
        return ""
    left = MAX_SHIPS - sum(1 for _path, owner in fields.get("ships", ()) if owner == seat)
    now = any(a and a[0] == SHIP for a in view.get("you", {}).get("legal_actions", ()))
    return say("sea-images-ship-note-now" if now else "sea-images-ship-note", left=left)


def _gold_notice(view: dict[str, Any], seat: int) -> str:
    """A gold choice the viewer owes and has not made yet (SEA-GOLD-1/2)."""
    fields = view.get("seafarers")
    if fields is None or not 0 <= seat < len(fields.get("gold_owed", ())):
        return ""
    owed = int(fields["gold_owed"][seat])
    if not owed or fields.get("gold_chosen", [False] * (seat + 1))[seat]:
        return ""
    return say("sea-images-gold-notice", count=owed)


def sample_view(scenario: str, players: int = 4, seed: int = 0) -> dict[str, Any]:
    """A public view of a new Seafarers game with ships of every seat on every third sea or coastal
    path, roads on every fourth land path and buildings, for palettes and tests."""
    game = engine.new_game({"players": players, "expansion": "seafarers", "sea_scenario": scenario}, seed=seed)
    view = engine.public_view(game)
    t = game.topo
    kinds = t.EDGE_KINDS
    sea_paths = [e for e in range(t.N_EDGE) if kinds[e] != "land"]
    land_paths = [e for e in range(t.N_EDGE) if kinds[e] == "land"]
    view["seafarers"]["ships"] = [[e, i % players] for i, e in enumerate(sea_paths[::3])]
    view["roads"] = [[e, i % players] for i, e in enumerate(land_paths[::4])]
    land = [v for v in range(t.N_VERTEX) if t.LAND_VERTICES_MASK >> v & 1]
    view["buildings"] = [[v, i % players, 1 + i % 2] for i, v in enumerate(land[::7])]
    view["dice"] = [6, 5]
    return view


def _palette_sample() -> Image.Image:
    """A Seafarers board plain and as a decision: gold fields, fog face down and revealed (land, gold,
    sea), ships of every colour on every kind of path, the pirate, sea hexes marked, ships bordered
    (the halo's blends are those of a legal path's bar); no chits column (SEA-FOG-7). One frame and two pictures
    are enough (the large frame has the same colours; every render worker computes this at start-up)."""
    view = sample_view("fog_island")
    fog = view["seafarers"]["fog"]
    for h, terrain, number in ((fog[0], 3, 9), (fog[1], GOLD, 5), (fog[2], SEA_TILE, 0)):
        view["board"]["terrain"][h], view["board"]["numbers"][h] = terrain, number
    del fog[:3]
    ships = tuple(e for e, _seat in view["seafarers"]["ships"])
    shape = engine.maps.get(view["board"]["map"]).topology
    marked = Highlight(edges=ships[::2], hexes=tuple(range(0, len(shape.FRAME_HEX_COORDS), 3)), caption="Sample",
                       ring=pal.PLAYER_FILL["red"], on_pieces=True, chosen_edges=ships[1:2])  # fmt: skip
    rows = [board_image(view, ["Sample"] * 4), board_image(view, None, highlight=marked)]
    return stacked(rows)


# The statistics image's table of Seafarers' figures (issue #31 item 5), counted by ``history.rules.seafarers``
# from public events: ships built, islands reached (settled off the player's set-up islands), gold-field cards taken,
# steals after the pirate moved, fog hexes discovered.
STATS_TABLE = StatsTable("sea-images-stats-title", (
    ("sea-images-stats-ships-built", "ships_built"), ("sea-images-stats-islands-reached", "islands_reached"),
    ("sea-images-stats-gold-taken", "gold_cards"), ("sea-images-stats-pirate-steals", "pirate_steals"),
    ("sea-images-stats-discoveries", "discoveries"),
))  # fmt: skip
STATS_HEADER = Box("Seafarers statistics: column title", "bold", 19, 184, lines=2,
                   messages=tuple((key, {}) for key, _ in STATS_TABLE.columns))  # as ``rendering.stats.OWN_HEADER``

COLUMN_TITLES = {"Road": "sea-images-column-route"}  # its length counts roads and ships: the Longest Trade Route's (SEA-LTR-1)
TITLE_ROWS = [title_row("Seafarers score table", COLUMNS_WIDE, 22, COLUMN_TITLES, CHITS_TITLE),
              title_row("Seafarers final score table", FINAL_COLUMNS_WIDE, 22, COLUMN_TITLES, CHITS_TITLE)]

BUILD_NOTE = section_pair("Seafarers hand: build and the ship's note",
                          (("images-section-build", {}), ("sea-images-ship-note-now", {"left": 15})))
GOLD_NOTICE = Box("Seafarers hand: the gold banner", "bold", 30, 1000 - 2 * 40,
                  messages=(("sea-images-gold-notice", {"count": 2}),))

SEA_BOARD_PALETTE = FixedPalette("board-sea", _palette_sample,
                                 [*BOARD_MUST_HAVE, *sea_pal.MUST_HAVE, *map(pal.veiled, sea_pal.MUST_HAVE)])  # fmt: skip

HOOKS = RenderHooks(
    board_layers=sea_board.LAYERS,
    background=tiles.STYLE,
    decision_kinds=decisions.KINDS,
    decision_aliases=decisions.ALIASES,
    path_events={"ship_moved": "to"},  # a moved ship is marked as new where it sails to (SEA-SHIP-5)
    board_palette=SEA_BOARD_PALETTE,
    table_column=_chits,
    column_titles=COLUMN_TITLES,
    build_note=_ship_note,
    hand_notice=_gold_notice,
    palettes=(SEA_BOARD_PALETTE,),
    stats_tables=(STATS_TABLE,),
)
