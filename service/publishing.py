"""The interface through which the move pipeline shows games: the Discord layer implements it
(``cogs.publisher.DiscordPublisher``), unit tests use a fake (``tests/service/fakes.py``).

The service decides *when* something is shown (after a commit, at start-up, when a reminder or a
take-over is due) and hands over everything it computed; the implementation decides *how* it looks.
"""

from __future__ import annotations

from typing import Any, Protocol

from service.results import GameInfo, MoveResult
from service.table_time import Pause


class Publisher(Protocol):
    async def publish_move(self, result: MoveResult) -> None:
        """Show a committed move: its result carries the public table and the changed seats' views, so
        showing it needs no read of the game (one check of the stored version at most)."""

    async def catch_up(self, game_id: int) -> None:
        """Make the game's messages show its stored state, whatever they showed before (after a crash
        between a commit and its messages, or when they lag behind for another reason)."""

    async def remind(self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool) -> None:
        """Remind the seats ``waiting`` (from the public ``view``) that the game waits for them."""

    async def autopilot_taken(self, game: GameInfo, seat: int, why: str) -> None:
        """Say that a built-in player now plays ``seat`` for its person, and why."""

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        """Say that the person plays ``seat`` again (a vacation over, a timed-out decision made)."""

    async def pause_changed(self, game: GameInfo, pause: Pause, what: str) -> None:
        """A pause of the game (issue #20): ``asked`` (the table is asked to agree, by button), ``on``
        (everyone agreed: no moves until it ends), ``over`` (play resumes) or ``lapsed`` (not everyone agreed in
        time, issue #29 item 10: the game goes on, the asker's seat goes to their built-in player)."""

    async def time_changed(self, game: GameInfo) -> None:
        """Who the game waits on began or ended their quiet hours or vacation (issue #20): show the turn
        message's time lines as they are now (``Timekeeping.waits_line``)."""

    async def standing_order_applied(self, game: GameInfo, seat: int, line: str) -> None:
        """A standing order answered for ``seat`` (its move is published already): show ``line``, what it
        did, to that seat's person alone (the hand DM)."""
