"""The interface through which the move pipeline shows games: the Discord layer implements it
(``cogs.publishing.publisher.DiscordPublisher``), unit tests use a fake (``tests/service/fakes.py``).

The service decides *when* something is shown (after a commit, at start-up, when a reminder or a
take-over is due) and hands over everything it computed; the implementation decides *how* it looks,
and writes nothing back: it returns what it did (``Published``) and the pipeline stores it
(``GameService.published``: how far the messages go, news that closed DMs could not take).
"""

from __future__ import annotations

from typing import Any, Protocol

from service.results import GameInfo, MoveResult, Published, Shown, TableState
from service.time.table_time import Pause
from ui.i18n.text import Text

JOURNAL_MOVES = 400  # moves read back from the log to rebuild the turn message's current and previous turn


class Publisher(Protocol):
    async def publish_move(self, result: MoveResult) -> Published:
        """Show a committed move: its result carries everything shown (the public table, the changed
        seats' views, ``MoveResult.shown``), so showing it reads nothing back. Returns what it did, for the
        pipeline to store: the version the game's messages now show (None: nothing new shown), news held."""

    async def catch_up(self, table: TableState, shown: Shown) -> Published:
        """Make the game's messages show its stored state (``table``, with what they show besides the game:
        ``shown``, every seat's hand lines), whatever they showed before (after a crash between a commit and
        its messages, or when they lag behind for another reason); returns the
        version shown and news held, like ``publish_move``."""

    async def game_started(self, table: TableState, events: list[dict[str, Any]], shown: Shown) -> Published:
        """Show a game that left its lobby (its set-up ``events``; ``table`` and ``shown`` as for ``catch_up``);
        returns what it did, like ``publish_move``."""

    async def remind(
        self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool, shown: Shown
    ) -> None:
        """Remind the seats ``waiting`` (from the public ``view``) that the game waits for them; ``shown``: the
        turn message's time lines and whom not to ping, as they are now."""

    async def autopilot_taken(self, game: GameInfo, seat: int, why: Text, *, shown: Shown) -> None:
        """Say that a built-in player now plays ``seat`` for its person, and why (``shown.resting``: not pinged)."""

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int, *, shown: Shown) -> None:
        """A new person took ``seat`` from ``old_user_id``: show them its hand (``shown``: its view and lines)."""

    async def seat_left(self, game: GameInfo, seat: int, how: Text) -> None:
        """The person of ``seat`` left the running game or was removed (``how`` says which, by name): the seat is
        open for someone to take, and its person no longer sees its hand anywhere they watch the game."""

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        """Say that the person plays ``seat`` again (a vacation over, a timed-out decision made)."""

    async def pause_changed(self, game: GameInfo, pause: Pause, what: str, *, shown: Shown) -> None:
        """A pause of the game (issue #20): ``asked`` (the table is asked to agree, by button), ``on``
        (everyone agreed: no moves until it ends), ``over`` (play resumes) or ``lapsed`` (not everyone agreed in
        time, issue #29 item 10: the game goes on, the asker's seat goes to their built-in player).
        ``shown.resting``: whom an ``asked`` message does not ping. The turn message is then shown anew
        through ``time_changed``."""

    async def time_changed(self, table: TableState, shown: Shown) -> None:
        """Who the game waits on began or ended their quiet hours or vacation, or a pause began or ended
        (issue #20): show the turn message for ``table`` with the time lines of ``shown``."""
