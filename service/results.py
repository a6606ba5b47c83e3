"""What the service hands to the Discord layer: plain, frozen records (no engine state, no SQL rows).

Events are the engine's raw events and may contain private fields (a stolen resource, a bought card):
show them per viewer through ``engine.events_for(events, seat)``, never as they are.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from db.rows import ENDED, UNFINISHED, GameRow, MessageRef
from engine.text import Lines, Text, Verbatim

Event = dict[str, Any]
Decision = dict[str, Any]


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game's bookkeeping: where it is played, who plays in which seat, where it stands."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    host_id: int
    status: str  # lobby, active, finished, cancelled, abandoned, needs_attention
    options: Mapping[str, Any]  # engine options, non-default values only (engine.Options.from_dict reads them)
    players: tuple[int, ...]  # user ids: seat order once started (seat = index), join order in the lobby
    version: int  # number of moves stored
    winner_seat: int | None
    status_reason: str | None
    created_at: float
    updated_at: float
    started_at: float | None
    ended_at: float | None
    settings: Mapping[str, Any]  # the Discord layer's per-game settings (e.g. reminder_hours)
    published: int = 0  # the version the game's messages show (-1: the start is not announced yet)
    vacant: tuple[int, ...] = ()  # seats whose player left a running game (open for someone to take)

    @classmethod
    def from_row(cls, row: GameRow) -> GameInfo:
        return cls(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            thread_id=row.thread_id,
            host_id=row.host_id,
            status=row.status,
            options=MappingProxyType(dict(row.options)),
            players=row.players,
            version=row.version,
            winner_seat=row.winner_seat,
            status_reason=row.status_reason,
            created_at=row.created_at,
            updated_at=row.updated_at,
            started_at=row.started_at,
            ended_at=row.ended_at,
            settings=MappingProxyType(dict(row.settings)),
            published=row.published,
            vacant=row.vacant,
        )

    def seat_of(self, user_id: int) -> int | None:
        """The user's seat in a started game (None if not seated or left; in a lobby seats are not assigned yet)."""
        if self.started_at is None or user_id not in self.players:
            return None
        seat = self.players.index(user_id)
        return None if seat in self.vacant else seat

    def bot_strength(self, seat: int) -> str | None:
        """The strength of the built-in player playing this seat (a bot's seat, or a person's seat handed
        to a bot while they are away), or None when its person plays it."""
        user = self.players[seat]
        if user < 0:
            return str(self.settings.get("bots", {}).get(str(user), "normal"))
        autopilot = self.settings.get("autopilot", {}).get(str(seat))
        return str(autopilot) if autopilot else None

    def person_plays(self, seat: int) -> bool:
        return self.bot_strength(seat) is None and seat not in self.vacant

    @property
    def people(self) -> tuple[int, ...]:
        """User ids of the people in the game (built-in players have negative ids)."""
        return tuple(u for u in self.players if u > 0)

    @property
    def present(self) -> tuple[int, ...]:
        """User ids of the players still at the table (seated and not left)."""
        return tuple(u for s, u in enumerate(self.players) if s not in self.vacant and u > 0)

    @property
    def behind(self) -> bool:
        """Whether the game's messages lag behind its stored moves (a crash between commit and publish)."""
        return self.published < self.version or (self.published < 0 and self.status == "active")

    @property
    def unfinished(self) -> bool:
        return self.status in UNFINISHED

    @property
    def ended(self) -> bool:
        return self.status in ENDED


@dataclass(frozen=True, slots=True)
class TableState:
    """What the public table shows now, read in one go under the game's lock."""

    game: GameInfo
    view: dict[str, Any]  # the public view: everything the table shows comes from it (no seat's legal moves)


@dataclass(frozen=True, slots=True)
class MoveResult:
    """One committed move: returned only after it is safely stored."""

    game_id: int
    seq: int  # the move's number in the game's log (1, 2, ...)
    seat: int  # the actor's seat
    user_id: int
    action: tuple[Any, ...]  # canonical engine action
    events: tuple[Event, ...]  # RAW engine events: redact per viewer with engine.events_for
    must_act: tuple[int, ...]  # seats the game now waits for (blocking decisions)
    pending: tuple[Decision, ...]  # every open decision (engine.pending), blocking ones first
    private_changed: tuple[int, ...]  # seats whose private view (hand, cards, options) changed
    state_version: int  # equals seq: the game's version after this move
    finished: bool
    winner_seat: int | None
    players: tuple[int, ...]  # user id per seat, to turn seats into mentions
    # What publishing the move needs, computed with it, so that showing it reads nothing back: the game's
    # bookkeeping and public view after the move, and the whole view of each seat in ``private_changed``.
    table: TableState
    views: Mapping[int, dict[str, Any]]
    automated: bool = False  # made for the seat's person (a standing order, a built-in player): issue #29 item 12
    shown: Shown | None = None  # what else the move's messages say, added by the pipeline before publishing


@dataclass(frozen=True, slots=True)
class Shown:
    """What a move's messages say besides the game itself, worked out by the move pipeline before it
    publishes (``MovePipeline.shown``), so that publishing reads nothing back from the service.

    ``time_lines``: the turn message's lines on time (``service.time.time_lines``), with seat marks for names
    (``service.time.time_lines.named`` puts the names in); None when they could not be read (the message goes
    out without them). ``resting``: user ids not to ping now. ``hand_lines``: per seat whose hand the move
    shows, the standing orders in force and the moves made for the person (``service.orders.runner``).
    Shown between moves (``MovePipeline.shown_between``), it may also carry each seated person's view
    (``views``: a catch-up or a game's start shows every hand) and the game's recent log (``log``: the
    turn message's journal when the publisher has none of this version) and the game's remembered messages
    (``messages``: which message is the turn message, each hand DM, for a publisher that has not kept them)."""

    time_lines: Lines | str | None = None  # in no language yet: the publisher puts them into the game's
    resting: frozenset[int] = frozenset()
    hand_lines: Mapping[int, tuple[Text | Verbatim, ...]] = field(default_factory=dict)
    views: Mapping[int, dict[str, Any]] = field(default_factory=dict)
    log: RecentLog | None = None
    messages: Mapping[str, MessageRef] | None = None  # the game's remembered messages (``get_message_ids``)
    notices: tuple[Notice, ...] = ()  # DMs due to people the game now waits on (``service.people.notices``)


@dataclass(frozen=True, slots=True)
class Notice:
    """A DM due to a person the game now waits on (``service.people.notices``); ``silent``: in their quiet
    hours or time away (it arrives, it wakes nobody)."""

    seat: int
    user_id: int
    silent: bool


@dataclass(frozen=True, slots=True)
class RecentLog:
    """The game's last moves as the turn message's journal rebuilds them (``JOURNAL_MOVES``, public events
    only) and which of them were made for a person (move number -> seat: ``automated_seqs``)."""

    moves: tuple[LoggedMove, ...]
    automated: Mapping[int, int]


@dataclass(frozen=True, slots=True)
class HeldNews:
    """A seat's private news that its closed DMs could not take (the card a robber took from them), as the
    game stood at ``version``: kept for the person's next private reply (issue #29 item 7)."""

    seat: int
    version: int
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Published:
    """What showing a game did, for the move pipeline to store in one call (``GameService.published``): the
    Discord layer writes nothing back itself. ``version``: what the game's messages now show (None: nothing
    new); ``held``: news that closed DMs could not take."""

    version: int | None
    held: tuple[HeldNews, ...] = ()


@dataclass(frozen=True, slots=True)
class StartResult:
    """A game that has just left its lobby."""

    game: GameInfo
    events: tuple[Event, ...]  # set-up events (who starts, ...); raw, redact with engine.events_for
    must_act: tuple[int, ...]
    pending: tuple[Decision, ...]


@dataclass(frozen=True, slots=True)
class LoggedMove:
    """One entry of a game's log as /log shows it: public events only."""

    seq: int
    seat: int
    user_id: int
    action: tuple[Any, ...]
    events: tuple[Event, ...]  # already redacted for the public (engine.events_for(events, None))
    created_at: float


@dataclass(frozen=True, slots=True)
class GameProblem:
    """A game recovery could not vouch for. ``reason`` never contains secret state."""

    game_id: int
    reason: str


@dataclass(frozen=True, slots=True)
class RecoveryReport:
    """What start-up found. Problems are also logged, and those games are marked needs_attention."""

    schema_before: int
    schema_after: int
    unfinished: tuple[int, ...]  # ids of games in the lobby, active or needing attention
    lobbies: int
    active: int
    problems: tuple[GameProblem, ...]  # found by this start-up
    already_flagged: tuple[int, ...]  # games that were needs_attention before this start-up
    verification: str  # "done": every active game was replayed; "background": the replay check runs
    # after start-up (and before any game is first served); "off": not checked
    seconds: float



def detached(events: list[Event]) -> tuple[Event, ...]:
    # The engine's event dicts may share lists with the game state (e.g. the discards owed); a copy
    # keeps a presenter that edits an event from changing the game.
    return tuple(json.loads(json.dumps(events)))
