"""The 5-6 player extension in images (``rendering.rulesets``): palettes with its colours.

Everything else is the shared drawing on a bigger island: the board, decision and hand images read
the island from the view (``engine.plugins.topology_of_view``: 30 hexes, 80 intersections, 109 paths,
11 harbors), and the score table has a row per player. What this plug-in adds are the fixed palettes
(``rendering.encode``): those of the base game and of Cities & Knights keep their entries, so that
3-4 player images keep their bytes, and do not hold green and brown (SIX-COMP-2) as they are drawn
now; a 5-6 player image is encoded on the palette of its rule set extended with both colours and a
reference picture of a six-player board or hand.
"""

from __future__ import annotations

import threading

from PIL import Image

import engine
from engine.constants import DEV_CARDS, RESOURCES
from engine.rulesets import Wrap
from rendering import palette as pal
from rendering.board import BOARD_PALETTE, sample_board
from rendering.encode import FixedPalette, stacked
from rendering.hand import HAND_PALETTE, base_hand_image
from rendering.rulesets import RenderHooks

SIX_COLOURS: tuple[str, ...] = ("green", "brown")  # the extension's two colours (SIX-COMP-2)


def _board_sample() -> Image.Image:
    """Six players' pieces on every kind of tile edge of the 30-hex island, plain and as a decision."""
    return sample_board(engine.public_view(engine.new_game({"players": 6}, seed=0)))


def _hand_sample() -> Image.Image:
    """The hand's title bar and purchase icons in the extension's colours."""
    rows = []
    for i, colour in enumerate(SIX_COLOURS):
        view = {
            "players": [{"colour": colour, "public_vp": 2, "roads_left": 3, "settlements_left": 2, "cities_left": 1}],
            "dev_deck": 9,
            "you": {
                "seat": 0, "hand": {r: (j + i) % 3 for j, r in enumerate(RESOURCES)},
                "dev_cards": {c: (j + i) % 2 for j, c in enumerate(DEV_CARDS)}, "vp": 2,
                "bank_rates": {r: 4 for r in RESOURCES}, "legal_actions": [["road", 0]],
            },
        }  # fmt: skip
        rows.append(base_hand_image(view, ["Sample"]))
    return stacked(rows)


_EXTRA = [pal.PLAYER_FILL[c] for c in SIX_COLOURS]
_DERIVED: dict[str, FixedPalette] = {}
_LOCK = threading.Lock()


def _extended(previous: FixedPalette, sample: str) -> FixedPalette:
    """``previous`` (the board or hand palette of the rule sets below) with the six-player colours and
    sample; one per palette, shared by every game of that combination. The base game's board sample is
    not drawn again: the six-player board shows all it does (every terrain plain and faded, pieces on
    every kind of tile edge, highlights, the table); an expansion's (C&K: knights, the strip) is kept."""
    with _LOCK:
        found = _DERIVED.get(previous.name)
        if found is None:
            more = _board_sample if sample == "board" else _hand_sample
            own = previous is not BOARD_PALETTE
            found = _DERIVED[previous.name] = previous.extended(previous.name + "+six", more, _EXTRA, own_sample=own)
        return found


SIX_BOARD_PALETTE = _extended(BOARD_PALETTE, "board")
SIX_HAND_PALETTE = _extended(HAND_PALETTE, "hand")

HOOKS = RenderHooks(
    board_palette=Wrap(lambda previous: _extended(previous, "board")),
    hand_palette=Wrap(lambda previous: _extended(previous, "hand")),
    palettes=(SIX_BOARD_PALETTE, SIX_HAND_PALETTE),
)
