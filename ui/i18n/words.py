"""The game's common words as catalogue messages: counted cards ("2 wool, 1 ore") and pieces.

Keys follow the engine's names, so every rule set's cards and pieces have theirs without a table here:
``counted-<card>`` (a card kind with its count; the rule set that adds a card kind, e.g. C&K's commodities,
has its key in its own catalogue) and ``piece-<piece>`` (spaces as ``_``).
"""

from __future__ import annotations

from engine.constants import counts_text  # the engine's refusals count cards in the same words
from ui.i18n.text import Text


def piece_name(piece: str) -> Text:
    """A piece or purchase by the engine's name ("road", "development card")."""
    return Text(f"piece-{piece.replace(' ', '_')}")


__all__ = ["counts_text", "piece_name"]
