"""The game's common words as catalogue messages: counted cards ("2 wool, 1 ore") and pieces.

Keys follow the engine's names, so every rule set's cards and pieces have theirs without a table here:
``counted-<card>`` (a card kind with its count; the rule set that adds a card kind, e.g. C&K's commodities,
has its key in its own catalogue) and ``piece-<piece>`` (spaces as ``_``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.constants import CARD_NAMES
from ui.i18n.text import Items, Text


def counts_text(counts: Sequence[int]) -> Text | Items:
    """A card count vector (5 or 8 wide) in words: "1 brick, 1 lumber"; "nothing" when empty."""
    parts = [Text(f"counted-{CARD_NAMES[i]}", count=n) for i, n in enumerate(counts) if n]
    return Items(parts, style="unit") if parts else Text("counted-nothing")


def piece_name(piece: str) -> Text:
    """A piece or purchase by the engine's name ("road", "development card")."""
    return Text(f"piece-{piece.replace(' ', '_')}")
