"""The move pipeline: the one path every move takes, whoever makes it.

A person's click or command, a built-in player's decision, and the catch-up of a game whose messages
lag behind all go through ``MovePipeline``: catch up a game that is behind -> validate and apply the
action and commit it (``GameService.act``) -> publish it (through ``service.publishing.Publisher``)
-> wake the built-in players who owe a move now (``service.bot_driver``). Reminders and AFK take-overs
(``service.reminders``) publish through the same publisher and wake the same built-in players.

Publishing never undoes a move: the move is stored before it is shown, and a failure to show it is
logged; the game's messages catch up at its next move or at start-up (its published mark lags).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import engine
from db.errors import DatabaseUnavailable
from service.automated import AutomatedMoves
from service.background import isolated
from service.publishing import Publisher
from service.results import GameInfo, MoveResult

if TYPE_CHECKING:
    from service.bot_driver import BotDriver
    from service.games import GameService

log = logging.getLogger("catanbot.pipeline")


class MoveWatcher(Protocol):
    """What else acts on a game when it moves (``service.order_runner``: standing orders)."""

    def moved(self, result: MoveResult) -> None: ...

    def kick(self, game_id: int) -> None: ...


class Timekeeper(Protocol):
    """What the pipeline asks after each move (``service.timekeeping.Timekeeping``: game clocks)."""

    async def after_move(self, result: MoveResult) -> None: ...


Owns = Callable[[GameInfo], bool]  # whether this process serves the game (sharded bots: its guild's shard)


def owns_all(_game: GameInfo) -> bool:
    return True


class MovePipeline:
    """Moves from every source, and what follows them. One per bot (or per test)."""

    def __init__(self, service: GameService, publisher: Publisher, *, owns: Owns = owns_all) -> None:
        self.service = service
        self.publisher = publisher
        self.owns = owns
        self.bots: BotDriver | None = None  # set by the BotDriver built on this pipeline
        self.orders: MoveWatcher | None = None  # set by the standing orders' runner built on it
        self.timekeeping: Timekeeper | None = None  # set by the Timekeeping built on this pipeline (issue #20)
        self.automated = AutomatedMoves(service)  # moves made for people (issue #29 item 12)

    async def move(
        self,
        game_id: int,
        user_id: int,
        action: engine.Action,
        *,
        outage_raises: bool = False,
        lapsed: bool = False,
        made_for: str | None = None,
    ) -> MoveResult:
        """Play ``action`` for the user: the game's messages catch up first if they lag, then the move is
        committed, published and the built-in players woken (``lapsed``: a decision whose time ran out,
        passed for its seat even if the seat was left open). ``made_for``: the move is made for the person
        (a standing order, a built-in player in their seat), this line tells them what it did (issue #29
        item 12). Raises what ``GameService.act`` raises (nothing stored then); a failure to publish is
        logged, not raised (the move is stored), except a database outage when ``outage_raises``
        (background work, which backs off and tries again)."""
        game = await self.service.get_game(game_id)
        if game.behind:  # a crash left the thread behind the game: show it before the next move
            await self.publisher.catch_up(game_id)
        result = await self.service.act(game_id, user_id, action, lapsed=lapsed)
        if made_for is not None and user_id > 0:
            result = dataclasses.replace(result, automated=True)
        if self.orders is not None:
            self.orders.moved(result)
        await self.keep_record(result, made_for, outage_raises=outage_raises)
        await self.keep_time(result, outage_raises=outage_raises)
        await self.publish(result, outage_raises=outage_raises)
        self.wake(game_id)
        return result

    async def publish(self, result: MoveResult, *, outage_raises: bool = False) -> None:
        try:
            await self.publisher.publish_move(result)
        except DatabaseUnavailable:
            if outage_raises:
                raise
            # No traceback per move: the outage is logged once by the database layer, and the messages
            # catch up at the next move or restart.
            log.debug("game %d: publishing move %d waits for the database", result.game_id, result.seq)
        except Exception:
            # The move is stored; its messages catch up at the next move or restart.
            log.exception("game %d: publishing move %d failed", result.game_id, result.seq)

    async def keep_record(self, result: MoveResult, made_for: str | None, *, outage_raises: bool = False) -> None:
        """Note a move made for a person (the table's marker, their hand DM's list), or that they moved
        themselves (the list starts afresh). Like publishing, a failure never undoes the move."""
        if result.user_id <= 0:
            return  # a built-in player's own seat: nobody to tell
        try:
            if result.automated and made_for is not None:
                await self.automated.record(result, made_for)
            else:
                await self.automated.own_move(result)
        except DatabaseUnavailable:
            if outage_raises:
                raise
            log.exception("game %d: the record of move %d failed", result.game_id, result.seq)
        except Exception:
            log.exception("game %d: the record of move %d failed", result.game_id, result.seq)

    async def keep_time(self, result: MoveResult, *, outage_raises: bool = False) -> None:
        """The game clocks after a move (before it is shown, so the turn message shows the banks as they
        are). Like publishing, a failure never undoes the move: the next reminders pass syncs the clocks."""
        if self.timekeeping is None:
            return
        try:
            await self.timekeeping.after_move(result)
        except DatabaseUnavailable:
            if outage_raises:
                raise
            log.debug("game %d: game clocks after move %d wait for the database", result.game_id, result.seq)
        except Exception:
            log.exception("game %d: game clocks after move %d failed", result.game_id, result.seq)

    def wake(self, game_id: int) -> None:
        """Let the game's built-in players make the moves they owe, and standing orders answer what they
        cover (each in a task of their own)."""
        if self.bots is not None:
            self.bots.kick(game_id)
        if self.orders is not None:
            self.orders.kick(game_id)

    async def catch_up_all(self) -> None:
        """At start-up: bring every game whose messages lag its stored moves up to date (a crash between
        the two), then let the built-in players whose turn was interrupted continue. A database outage
        ends the pass (the caller retries it: ``service.background.until_done``)."""
        for game_id in await self.service.unpublished_games():
            if self.owns is not owns_all and not self.owns(await self.service.get_game(game_id)):
                continue  # the process of that guild's shard catches it up
            with isolated("game %d: catching up its messages failed; the next move tries again", game_id):
                await self.publisher.catch_up(game_id)
        if self.bots is not None:
            await self.bots.resume_all()

    async def hand_to_bot(self, game_id: int, seat: int, strength: str, why: str) -> GameInfo:
        """A built-in player plays a person's seat from now on (the host asked, or they are away)."""
        game = await self.service.set_autopilot(game_id, seat, strength)
        await self.publisher.autopilot_taken(game, seat, why)
        self.wake(game_id)
        return game
