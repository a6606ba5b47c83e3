"""The move pipeline: the one path every move takes, whoever makes it.

A person's click or command, a built-in player's decision, and the catch-up of a game whose messages
lag behind all go through ``MovePipeline.move``: catch up a game that is behind -> validate, apply and
commit the move, with what it notes about itself, in one transaction (``GameService.act``) -> the game
clocks (``service.time.timekeeping``) -> everything the move's messages show besides the game (``shown``:
time lines, whom not to ping, the hand DMs' standing-order lines) -> publish it (through
``service.moves.publishing.Publisher``, which only pushes: it reads and writes nothing) and store what it
did (``GameService.published``: the published mark, news that closed DMs could not take)
-> wake the built-in players and standing orders that owe a move now. Reminders and AFK take-overs
(``service.time.reminders``) publish through the same publisher and wake the same built-in players.
``service.app`` builds the pipeline with its collaborators.

Publishing never undoes a move: the move is stored before it is shown, and a failure to show it is
logged; the game's messages catch up at its next move or at start-up (its published mark lags).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import engine
from db.errors import DatabaseUnavailable
from service.background import isolated
from service.moves.automated import AutomatedMoves, automated_seqs
from service.moves.publishing import JOURNAL_MOVES, Publisher
from service.people.notices import Notices
from service.results import GameInfo, MoveResult, Notice, RecentLog, Shown, TableState
from service.time.table_time import Pause
from ui.i18n.text import Text, Verbatim

if TYPE_CHECKING:
    from service.games import GameService

T = TypeVar("T")

log = logging.getLogger("catanbot.pipeline")


Owns = Callable[[GameInfo], bool]  # whether this process serves the game (sharded bots: its guild's shard)


def owns_all(_game: GameInfo) -> bool:
    return True


class Bots(Protocol):
    """The built-in players who move through the pipeline (``service.bots.driver.BotDriver``)."""

    @property
    def runner(self) -> Any: ...  # who decides their moves (``service.bots.driver.Decider``), None: nobody

    def kick(self, game_id: int) -> None: ...

    async def resume_all(self) -> None: ...


class Orders(Protocol):
    """People's standing orders, answered through the pipeline (``service.orders.runner``)."""

    def moved(self, result: MoveResult) -> None: ...

    def kick(self, game_id: int) -> None: ...

    async def hand_lines(self, game_id: int, seat: int, user_id: int) -> list[Text | Verbatim]: ...


class Clocks(Protocol):
    """People's clocks, quiet hours and vacations (``service.time.timekeeping.Timekeeping``)."""

    async def after_move(self, result: MoveResult) -> GameInfo | None: ...

    async def move_lines(self, game: GameInfo, view: Mapping[str, Any]) -> tuple[str, frozenset[int]]: ...

    async def resting(self, game: GameInfo) -> set[int]: ...


Part = Callable[["MovePipeline"], T]  # builds a collaborator that works through the pipeline it is given


class MovePipeline:
    """Moves from every source, and what follows them. One per bot (or per test), built with its
    collaborators (``service.app`` builds the bot's): each ``Part`` is called with the new pipeline, since
    they act through it (the built-in players and standing orders make moves, the clocks publish)."""

    def __init__(
        self,
        service: GameService,
        publisher: Publisher,
        *,
        owns: Owns = owns_all,
        bots: Part[Bots] | None = None,
        orders: Part[Orders] | None = None,
        timekeeping: Part[Clocks] | None = None,
        notices: Notices | None = None,
    ) -> None:
        self.service = service
        self.publisher = publisher
        self.owns = owns
        self.automated = AutomatedMoves(service.repo)  # moves made for people (issue #29 item 12)
        self.bots: Bots | None = bots(self) if bots is not None else None
        self.orders: Orders | None = orders(self) if orders is not None else None
        self.timekeeping: Clocks | None = timekeeping(self) if timekeeping is not None else None
        self.notices = notices  # whom to DM that a game waits on them, and whom the thread pings

    async def move(
        self,
        game_id: int,
        user_id: int,
        action: engine.Action,
        *,
        outage_raises: bool = False,
        lapsed: bool = False,
        made_for: Text | None = None,
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
            await self.catch_up(game_id)
        # One commit: the move, with what it notes about itself (made for the person: ``service.moves.automated``).
        result = await self.service.act(game_id, user_id, action, lapsed=lapsed, made_for=made_for)
        if self.orders is not None:
            self.orders.moved(result)
        after = await self.keep_time(result, outage_raises=outage_raises)
        result = await self.shown(result, after)
        await self.publish(result, outage_raises=outage_raises)
        self.wake(game_id)
        return result

    async def shown(self, result: MoveResult, game: GameInfo | None = None) -> MoveResult:
        """The move's result with everything its messages show besides the game (``Shown``: time lines,
        whom not to ping, the hand DMs' lines of standing orders and moves made for people), so that
        publishing reads nothing. ``game``: the game's bookkeeping after the clocks moved (``keep_time``);
        the move's own while nothing else was committed meanwhile. Reading these never undoes the move:
        what cannot be read is left out (the publisher then shows the game without it)."""
        table = result.table
        if game is not None and game.version == result.seq:
            table = TableState(game=game, view=table.view)
        time_lines, resting = None, frozenset[int]()
        if self.timekeeping is not None:
            try:
                time_lines, resting = await self.timekeeping.move_lines(table.game, table.view)
            except Exception:
                # Time lines are a courtesy: a failure to read the settings must not keep the move from showing.
                log.exception("game %d: quiet hours and clocks could not be read for move %d", result.game_id, result.seq)
        hand_lines = await self._hand_lines(result.game_id, result.players, result.private_changed)
        notices: tuple[Notice, ...] = ()
        if self.notices is not None:
            try:
                notices = await self.notices.due(dataclasses.replace(result, table=table))
            except Exception:
                log.exception("game %d: whom to tell by DM of move %d could not be worked out", result.game_id, result.seq)
        shown = Shown(time_lines, resting, hand_lines, notices=notices)
        return dataclasses.replace(result, table=table, shown=shown)

    async def _hand_lines(
        self, game_id: int, players: Sequence[int], seats: Iterable[int]
    ) -> dict[int, tuple[Text | Verbatim, ...]]:
        """The hand DMs' standing-order lines of these seats (a seat whose lines cannot be read: left out)."""
        hand_lines: dict[int, tuple[Text | Verbatim, ...]] = {}
        if self.orders is not None:
            for seat in seats:
                user_id = players[seat]
                if user_id > 0:
                    try:
                        hand_lines[seat] = tuple(await self.orders.hand_lines(game_id, seat, user_id))
                    except Exception:
                        log.exception("game %d: the standing orders of seat %d could not be read", game_id, seat)
        return hand_lines

    async def publish(self, result: MoveResult, *, outage_raises: bool = False) -> None:
        """Show the move, then store how far the game's messages go (``published``): a crash between the
        commit and this mark leaves the game behind, caught up at its next move or at start-up."""
        try:
            await self.service.published(result.game_id, await self.publisher.publish_move(result))
        except DatabaseUnavailable:
            if outage_raises:
                raise
            # No traceback per move: the outage is logged once by the database layer, and the messages
            # catch up at the next move or restart.
            log.debug("game %d: publishing move %d waits for the database", result.game_id, result.seq)
        except Exception:
            # The move is stored; its messages catch up at the next move or restart.
            log.exception("game %d: publishing move %d failed", result.game_id, result.seq)

    async def keep_time(self, result: MoveResult, *, outage_raises: bool = False) -> GameInfo | None:
        """The game clocks after a move (before it is shown, so the turn message shows the banks as they
        are); returns the game with its clocks as they are now (None: the move's own). Like publishing, a
        failure never undoes the move: the next reminders pass syncs the clocks."""
        if self.timekeeping is None:
            return None
        try:
            return await self.timekeeping.after_move(result)
        except DatabaseUnavailable:
            if outage_raises:
                raise
            log.debug("game %d: game clocks after move %d wait for the database", result.game_id, result.seq)
        except Exception:
            log.exception("game %d: game clocks after move %d failed", result.game_id, result.seq)
        return None

    async def catch_up(self, game_id: int) -> None:
        """Make the game's messages show its stored state (after a crash between a commit and its messages,
        a seat taken over), then mark how far they go. What they show besides the game (time lines, whom
        not to ping, every hand's standing-order lines) is read here, so that showing it reads nothing."""
        table, shown = await self._everything(game_id)
        await self.service.published(game_id, await self.publisher.catch_up(table, shown))

    # --- what is shown between moves: the pipeline reads, the publisher pushes (issue #30 item 4) -------

    async def _everything(self, game_id: int) -> tuple[TableState, Shown]:
        """The game as it is, with every hand and the recent log: what a catch-up or a start shows."""
        table, views = await self.service.table_and_hands(game_id)
        shown = await self.shown_between(table.game, table.view, hands=range(len(table.game.players)), with_log=True)
        return table, dataclasses.replace(shown, views=views)

    async def shown_between(
        self,
        game: GameInfo,
        view: Mapping[str, Any] | None,
        *,
        hands: Iterable[int] = (),
        with_log: bool = False,
    ) -> Shown:
        """What a message shown between moves says besides the game: with the public ``view``, the turn
        message's time lines (the reminders pass then knows what the thread says) and whom not to ping;
        without, whom not to ping only; the standing-order lines of the hands of ``hands``; ``with_log``:
        the recent log and the remembered messages, for the turn message."""
        time_lines, resting = None, frozenset[int]()
        if self.timekeeping is not None:
            if view is None:
                resting = frozenset(await self.timekeeping.resting(game))
            else:
                try:
                    time_lines, resting = await self.timekeeping.move_lines(game, view)
                except Exception:
                    # Time lines are a courtesy: a failure to read the settings must not keep the game from showing.
                    log.exception("game %d: quiet hours and clocks could not be read for its messages", game.id)
        if self.notices is not None and with_log:
            await self.notices.prime(game.people)  # whom the thread may ping
        recent = await self._recent_log(game.id) if with_log else None
        messages = await self.service.get_message_ids(game.id) if with_log else None
        hand_lines = await self._hand_lines(game.id, game.players, hands)
        return Shown(time_lines, resting, hand_lines, log=recent, messages=messages)

    async def _recent_log(self, game_id: int) -> RecentLog:
        moves = await self.service.recent_events(game_id, JOURNAL_MOVES)
        return RecentLog(tuple(moves), await automated_seqs(self.service.repo, game_id))

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int) -> None:
        """A new person took the seat (``GameService.take_seat``): the old person's hand DM says goodbye, the
        new one gets the seat's hand, with its view and standing-order lines read here."""
        table, views = await self.service.table_and_hands(game.id)
        shown = Shown(hand_lines=await self._hand_lines(game.id, game.players, [seat]), views=views)
        await self.publisher.seat_changed(table.game, seat, old_user_id, shown=shown)

    async def seat_left(self, game: GameInfo, seat: int, how: Text) -> None:
        """Its person left ``seat`` of the running game or was removed (``GameService.remove_player``)."""
        await self.publisher.seat_left(game, seat, how)

    async def remind(self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool) -> None:
        """Remind the seats ``waiting`` that the game waits for them (``service.time.reminders``)."""
        await self.publisher.remind(game, view, waiting, last=last, shown=await self.shown_between(game, view))

    async def autopilot_taken(self, game: GameInfo, seat: int, why: Text) -> None:
        """Say that a built-in player now plays ``seat`` for its person, and why."""
        await self.publisher.autopilot_taken(game, seat, why, shown=await self.shown_between(game, None))

    async def pause_changed(self, game: GameInfo, pause: Pause, what: str) -> None:
        """Say that a pause was asked, began, ended or lapsed; once it began or ended, the turn message shows
        the game as it is now (``time_changed``)."""
        resting = await self.shown_between(game, None) if what == "asked" else Shown()
        await self.publisher.pause_changed(game, pause, what, shown=resting)
        if what in ("on", "over"):
            await self.time_changed(game)

    async def time_changed(self, game: GameInfo) -> None:
        """Who the game waits on began or ended their quiet hours or vacation, or a pause began or ended: the
        turn message shows its time lines as they are now (unless the next move or a catch-up shows them)."""
        table = await self.service.table(game.id)
        if table.game.behind or table.view["phase"] == "over":
            return  # the next move or the catch-up shows everything
        await self.publisher.time_changed(table, await self.shown_between(table.game, table.view, with_log=True))

    async def started(self, game: GameInfo, events: list[dict[str, Any]]) -> None:
        """A game left its lobby: show its start, mark it shown, and let its built-in players begin."""
        table, shown = await self._everything(game.id)
        await self.service.published(game.id, await self.publisher.game_started(table, events, shown))
        self.wake(game.id)

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
                await self.catch_up(game_id)
        if self.bots is not None:
            await self.bots.resume_all()

    async def hand_to_bot(self, game_id: int, seat: int, strength: str, why: Text) -> GameInfo:
        """A built-in player plays a person's seat from now on (the host asked, or they are away)."""
        game = await self.service.set_autopilot(game_id, seat, strength)
        await self.autopilot_taken(game, seat, why)
        self.wake(game_id)
        return game
