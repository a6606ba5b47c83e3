"""Moves made for a person (issue #29 item 12): by a standing order, the night order's built-in player, a
built-in player holding their seat (vacation, take-over, a timed-out decision) or a decision whose time
ran out. The table sees *that* such a move was made for the person (a marker on its public line, from
``automated_seqs``), never why; the person's hand DM lists every one since their own last move.

Kept in the game's notes, so a restart or another bot process finds them: ``auto:SEQ`` (the seat a move
was made for) and ``applied:SEAT`` (the hand DM's lines, dropped when the person moves themselves).

**No leak.** Whether a move is made for the person depends on their settings and the public decision
(``service.order_runner``), and the marker goes on the move's public line as it is published: it adds
nothing a hand could change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from service.results import MoveResult

if TYPE_CHECKING:
    from service.games import GameService

AUTO_PREFIX = "auto:"
MAX_LINES = 200  # a safety bound on one seat's list (a vacation of weeks); the DM shows what fits


def applied_note(seat: int) -> str:
    """The game note holding the moves made for the seat's person since their own last move."""
    return f"applied:{seat}"


def auto_note(seq: int) -> str:
    return f"{AUTO_PREFIX}{seq:08d}"


class AutomatedMoves:
    """The record of moves made for people, in the game's notes (one per pipeline)."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._clean: set[tuple[int, int]] = set()  # (game, seat) known to have no lines (one process only)

    async def record(self, result: MoveResult, line: str) -> None:
        """``result`` was made for its seat's person: mark it for the table, add ``line`` to their list."""
        repo, now = self.service.repo, self.service.now()
        await repo.put_note(result.game_id, auto_note(result.seq), result.seat, now=now)
        key = applied_note(result.seat)
        lines = [str(x) for x in (await repo.notes(result.game_id, key)).get(key, [])]
        await repo.put_note(result.game_id, key, [*lines, line][-MAX_LINES:], now=now)
        self._clean.discard((result.game_id, result.seat))

    async def own_move(self, result: MoveResult) -> None:
        """The person moved themselves: the list of moves made for them starts afresh."""
        key = (result.game_id, result.seat)
        if key in self._clean and not self.service.shared:
            return
        await self.service.repo.delete_notes(result.game_id, [applied_note(result.seat)])
        self._clean.add(key)

    async def lines(self, game_id: int, seat: int) -> list[str]:
        """The moves made for the seat's person since their own last move, oldest first."""
        key = applied_note(seat)
        return [str(x) for x in (await self.service.repo.notes(game_id, key)).get(key, [])]



async def automated_seqs(repo: Any, game_id: int) -> dict[int, int]:
    """Move number -> the seat it was made for, for every move of the game made for a person. ``repo``: the
    service's repository."""
    notes = await repo.notes(game_id, AUTO_PREFIX)
    return {int(k[len(AUTO_PREFIX):]): int(v) for k, v in notes.items()}
