"""The public events of a game's recent moves, cut into turns: what the turn messages are written from."""

from __future__ import annotations

from typing import Any

from service.moves.publishing import JOURNAL_MOVES
from ui import journal


class GameJournal:
    """The public events of a game's recent moves, cut into turns (kept per game, rebuilt from the log)."""

    def __init__(self, moves: list[tuple[int, list[dict[str, Any]]]], start_key: str) -> None:
        self.moves = moves
        self.start_key = start_key
        self.turns = journal.split(moves, start_key)

    @property
    def seq(self) -> int:
        return self.moves[-1][0] if self.moves else 0

    def extend(self, seq: int, events: list[dict[str, Any]]) -> None:
        self.moves.append((seq, events))
        if len(self.moves) > 2 * JOURNAL_MOVES:
            self.moves = self.moves[-JOURNAL_MOVES:]
            self.start_key = "?"
        self.turns = journal.split(self.moves, self.start_key)

    def events_after(self, seq: int) -> list[dict[str, Any]]:
        return [e for s, events in self.moves if s > seq for e in events]
