"""Moves made for a person (issue #29 item 12): by a standing order, the night order's built-in player, a
built-in player holding their seat (vacation, take-over, a timed-out decision) or a decision whose time
ran out. The table sees *that* such a move was made for the person (a marker on its public line, from
``automated_seqs``), never why; the person's hand DM lists every one since their own last move.

Kept in the game's notes, so a restart or another bot process finds them: ``auto:SEQ`` (the seat a move
was made for) and ``applied:SEAT`` (the hand DM's lines, dropped when the person moves themselves), both
written in the move's own commit: a move is never stored without them, nor they without it.

**No leak.** Whether a move is made for the person depends on their settings and the public decision
(``service.orders.runner``), and the marker goes on the move's public line as it is published: it adds
nothing a hand could change.
"""

from __future__ import annotations

from typing import Any

from db.repository import Repository
from ui.i18n.stored import shown_from
from ui.i18n.text import Text, Verbatim

AUTO_PREFIX = "auto:"
MAX_LINES = 200  # a safety bound on one seat's list (a vacation of weeks); the DM shows what fits


def applied_note(seat: int) -> str:
    """The game note holding the moves made for the seat's person since their own last move."""
    return f"applied:{seat}"


def auto_note(seq: int) -> str:
    return f"{AUTO_PREFIX}{seq:08d}"


class AutomatedMoves:
    """The record of moves made for people, in the game's notes (one per pipeline). The move stores its
    notes in its own commit (``PlayService.act``, ``made_for``); this reads the person's list."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    async def lines(self, game_id: int, seat: int) -> list[Text | Verbatim]:
        """The moves made for the seat's person since their own last move, oldest first (catalogue messages,
        ``ui.i18n.stored``; a line kept before there was a catalogue, as it was written)."""
        key = applied_note(seat)
        return [shown_from(x) for x in (await self.repo.notes(game_id, key)).get(key, [])]  # type: ignore[misc]


async def automated_seqs(repo: Any, game_id: int) -> dict[int, int]:
    """Move number -> the seat it was made for, for every move of the game made for a person. ``repo``: the
    service's repository."""
    notes = await repo.notes(game_id, AUTO_PREFIX)
    return {int(k[len(AUTO_PREFIX):]): int(v) for k, v in notes.items()}
