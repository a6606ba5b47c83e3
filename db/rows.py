"""Plain records read from and written to the database, and the game status values.

Rows are frozen so that a row handed to the service can be shared between coroutines without
copying; the ``options`` dict is the one exception to immutability and must be treated as read-only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

# Lifecycle: lobby -> active -> finished; lobby/active -> cancelled; active -> abandoned;
# active -> needs_attention (recovery found a problem) -> active/finished after an admin rebuild.
LOBBY = "lobby"
ACTIVE = "active"
FINISHED = "finished"
CANCELLED = "cancelled"
ABANDONED = "abandoned"
NEEDS_ATTENTION = "needs_attention"

STATUSES: tuple[str, ...] = (LOBBY, ACTIVE, FINISHED, CANCELLED, ABANDONED, NEEDS_ATTENTION)
UNFINISHED: tuple[str, ...] = (LOBBY, ACTIVE, NEEDS_ATTENTION)
ENDED: tuple[str, ...] = (FINISHED, CANCELLED, ABANDONED)


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game's public bookkeeping (no seed, no snapshot: those are secret or large)."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    players: tuple[int, ...]  # user ids: in seat order once started, in join order in the lobby
    version: int  # number of actions applied == seq of the last action
    winner_seat: int | None
    status_reason: str | None  # why a game was abandoned, cancelled or needs attention
    created_at: float
    updated_at: float
    started_at: float | None
    ended_at: float | None
    settings: dict[str, Any] = field(default_factory=dict)  # the Discord layer's own, e.g. reminder interval
    # The version the Discord layer's messages show (-1: the start is not announced yet); < version
    # after a crash between a commit and its messages.
    published: int = 0
    vacant: tuple[int, ...] = ()  # seats whose player left a running game (the user id stays until replaced)


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game row with its secret and bulky parts, for loading into memory and for recovery."""

    row: GameRow
    seed: int | None
    snapshot: str | None


class ActionRow(NamedTuple):
    """One entry of the action log. A named tuple, not a dataclass: logs of a thousand rows are read at
    once (replays), and a tuple is built several times faster, which keeps the event loop free."""

    game_id: int
    seq: int
    seat: int
    user_id: int
    action: list[Any]  # engine.action_to_json form
    events: list[dict[str, Any]] | None  # public (redacted) events; None for rows written before schema 2
    created_at: float


@dataclass(frozen=True, slots=True)
class MessageRef:
    kind: str  # "lobby", "turn", "board", ... (chosen by the Discord layer)
    channel_id: int
    message_id: int
    tag: str | None = None  # what the message shows (e.g. the turn a turn message belongs to)


@dataclass(frozen=True, slots=True)
class ScanRow:
    """What the start-up scan learns about one unfinished game from index look-ups only.

    Counting a game's actions would read its whole log; gaps in ``seq`` cannot be written (each seq is
    ``version + 1`` of a guarded update, and triggers forbid deleting actions), and the full replay check
    reads the log anyway, so the scan only compares the last seq with the version.
    """

    game_id: int
    status: str
    version: int
    has_seed: bool
    has_snapshot: bool
    max_seq: int
