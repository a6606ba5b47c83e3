"""The games held in memory: loaded lazily, least recently used ones dropped beyond a size limit."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import engine
from db.rows import GameRow


@dataclass(slots=True)
class LiveGame:
    """A game as the service holds it. Read and changed only under the game's lock.

    ``state`` always equals the stored snapshot outside a move in progress: a move that fails to commit
    evicts the entry, so the next request reloads the committed state.
    """

    row: GameRow
    state: engine.GameState | None  # None in the lobby, and for ended games whose snapshot is unusable
    private: list[dict[str, Any]] | None = None  # each seat's private view part, as of ``state``
    # When ``row`` was last known to equal the stored row (time.monotonic()); with other processes on the
    # database, reads may trust a recent check instead of asking again (GameService's ``read_window``).
    checked_at: float = float("-inf")


class GameCache:
    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._games: OrderedDict[int, LiveGame] = OrderedDict()

    def get(self, game_id: int) -> LiveGame | None:
        live = self._games.get(game_id)
        if live is not None:
            self._games.move_to_end(game_id)
        return live

    def peek(self, game_id: int) -> LiveGame | None:
        """The entry, without counting it as used."""
        return self._games.get(game_id)

    def unchecked(self) -> None:
        """Every entry is checked against the database at its next use (changes may have been missed)."""
        for live in self._games.values():
            live.checked_at = float("-inf")

    def put(self, game_id: int, live: LiveGame) -> None:
        # Dropping an entry is always safe: it equals the database, and whoever still holds the object
        # (an operation under that game's lock) finishes with it; the next request reloads.
        self._games[game_id] = live
        self._games.move_to_end(game_id)
        while len(self._games) > self.capacity:
            self._games.popitem(last=False)

    def drop_where(self, predicate: Callable[[GameRow], bool]) -> None:
        for game_id in [g for g, live in self._games.items() if predicate(live.row)]:
            del self._games[game_id]

    def evict(self, game_id: int) -> None:
        self._games.pop(game_id, None)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._games

    def __len__(self) -> int:
        return len(self._games)
