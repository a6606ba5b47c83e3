"""Posting what happened: the turn message, board images, trade offers and private hands.

Publishing is *state-driven*: ``sync`` makes the game's messages show the stored game, whatever they
showed before. After a move it is a few edits, from the move's result alone (no read of the game);
after a crash between a commit and its messages (the game's ``published`` mark lags its version) the
same call brings everything up to date, from the table the move pipeline read for it (its catch-up):
the stale turn message is closed with its turn's summary, a new one is posted, offers are opened or
closed, hands refreshed. What the messages say besides the game (time lines, whom not to ping, the
hands' standing-order lines, the DMs due) comes from the pipeline too (``Shown``), for moves, reminders,
take-overs, pauses and time lines alike: the publisher reads no game. It returns what it did
(``Published``: the version shown, news closed DMs could not take), which the pipeline stores
(``MovePipeline.publish``): the publisher writes nothing back but its own ledger of messages.

The thread stays quiet: one message per turn (the turn message, edited as the turn goes on and, when
the turn ends, edited into the turn's summary), with a board image only when the board changed (at a
new round, when anything on the map changed since the last board image).
Everything public comes from the public view and redacted events; hands go by DM (one message per
player and game, edited in place, its picture shown while the player is to build or discard) or, when
a player's DMs are closed, by ephemeral reply. Renders run in worker processes, never on the event loop.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import Any

import engine
from cogs.interactions.mentions import NO_PINGS, pings
from cogs.lobby.seat_buttons import seat_buttons
from cogs.people.my_time import pause_button
from cogs.publishing.game_journal import JOURNAL_MOVES, GameJournal
from cogs.publishing.hand_messages import HandMessages
from cogs.publishing.lobby_messages import LobbyMessages
from cogs.publishing.offer_messages import OfferMessages
from cogs.publishing.routes import click_for
from cogs.publishing.turn_messages import TurnMessages
from cogs.rulesets import cogs_of
from service import GameInfo, MoveResult
from service.moves.automated import automated_seqs
from service.results import Published, Shown, TableState
from service.time.table_time import CLOCK_SEATS, Pause, asked_to_agree, seats_in
from service.time.time_lines import named
from ui import journal
from ui import time_texts as times
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text, Verbatim
from ui.report import waiting as waiting_line

log = logging.getLogger("catanbot.publisher")


class DiscordPublisher(TurnMessages, OfferMessages, HandMessages, LobbyMessages):
    """The Discord side of the move pipeline (``service.moves.publishing.Publisher``)."""

    async def game_started(self, table: TableState, events: list[dict[str, Any]], shown: Shown) -> Published:
        return await self.sync(table.game.id, start_events=events, caught=(table, shown))

    async def publish_move(self, result: MoveResult) -> Published:
        shown = await self.sync(result.game_id, result=result)
        if self.notifier is not None:
            try:
                await self.notifier.after_move(result)  # a DM to whoever asked for one (cogs.people.notifier)
            except Exception:
                log.exception("game %d: notifying the players of move %d failed", result.game_id, result.seq)
        return shown

    async def catch_up(self, table: TableState, shown: Shown) -> Published:
        """Bring a game's messages up to its stored state (after a crash between commit and publish), as the
        move pipeline read it (``table``, with what it shows besides: ``shown``)."""
        return await self.sync(table.game.id, caught=(table, shown))

    async def sync(
        self,
        game_id: int,
        *,
        result: MoveResult | None = None,
        start_events: list[dict[str, Any]] | None = None,
        caught: tuple[TableState, Shown] | None = None,
    ) -> Published:
        """Show the game (a move's result, else its stored state); returns what it did: the version its
        messages now show (None: nothing new) and the news closed DMs could not take, which the move pipeline
        stores (``GameService.published``): the publisher writes nothing back."""
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            version = await self._show(game_id, result, start_events, caught)
            return Published(version, self.held(game_id))

    async def _show(
        self,
        game_id: int,
        result: MoveResult | None,
        start_events: list[dict[str, Any]] | None,
        caught: tuple[TableState, Shown] | None,
    ) -> int | None:
        """Show the game, its lock held (``sync``); the version its messages now show (None: nothing new)."""
        table = caught[0] if caught is not None else await self._table(game_id, result)
        game = table.game
        if self.service.shared and game.published != self._marked.get(game_id):
            self.forget_cached(game_id)  # another process published this game (a DM click, a restart)
        if caught is not None:
            self.known_messages(game_id, caught[1])
        if game.published >= game.version and game.published >= 0:
            # Another sync already showed this move (moves committed while it ran); only the hands
            # that this move changed may still need their private notes.
            if result is not None:
                await self._hands(game, result.private_changed, result)
            return None
        caught_up = result is None or game.published != result.seq - 1
        if caught_up and game.published >= 0:
            log.info("game %d: messages catch up from move %d to %d", game.id, game.published, game.version)
        names = await self.names(game)
        # What the messages say about time: the move's (``MoveResult.shown``), the catch-up's as the pipeline
        # read it, or (a move shown while the messages lagged) the move's, the closest the service computed.
        shown = caught[1] if caught is not None else result.shown if result is not None else None
        self._keep_time(game, names, shown)
        record = await self._journal(game, table.view, result, shown)
        new_events = record.events_after(max(game.published, 0))
        via = click_for(game.id, result.user_id, result) if result is not None and not caught_up else None
        seats = range(len(game.players)) if caught_up else result.private_changed  # type: ignore[union-attr]
        # The hands' images render while the thread's messages (and the board's image) go out: the
        # game's pictures wait for the render pool once, not once for the board and once for the hands.
        async with self.hands_batch(game, seats, result, shown) as hands:
            await self._turn_message(game, table, names, record, start_events, via)
            await self._offers(game, table.view, names, new_events, refresh_all=caught_up, via=via)
            for after in cogs_of(table.view).after_publish:  # C&K: a message per decision owed
                await after(self, game, table.view)
            await hands.send()
        if table.view["phase"] == "over":
            await self.show_outcome(game, current=True)
        self._marked[game.id] = game.version
        return game.version

    async def _table(self, game_id: int, result: MoveResult | None) -> TableState:
        """The table to show: the move's own, read nowhere, when the messages show the move before it (its
        published mark as the commit found it, or as this process has shown since) or this move already;
        else the stored game's (a catch-up: the messages lag, after a crash or while a move before this one
        is still being shown)."""
        if result is not None:
            game = result.table.game
            marked = self._marked.get(game_id, -1)
            if game.published < marked:  # this process has shown more since the commit
                game = dataclasses.replace(game, published=marked)
            if game.published >= result.seq - 1:
                return TableState(game=game, view=result.table.view)
        return await self.service.table(game_id)

    async def remind(
        self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool, shown: Shown
    ) -> None:
        names = await self.names(game)
        self._keep_time(game, names, shown)  # who sleeps now, not at the last move
        mentions = " ".join(self.mention(game, s) for s in waiting)
        reminder = Text("thread-reminder", mentions=mentions, game=game.id, waiting=waiting_line(view, names) or "", last=int(last))
        await self.thread(game).send(
            localize(reminder, game_language(game.settings)),
            allowed_mentions=self.pings_for(game, waiting),
        )

    async def autopilot_taken(self, game: GameInfo, seat: int, why: Text, *, shown: Shown) -> None:
        user = game.players[seat]
        strength = Text(f"lobby-strength-{game.bot_strength(seat) or 'normal'}")
        key = "time-taken-decision" if seat in seats_in(game.settings, CLOCK_SEATS) else "time-taken-seat"
        text = localize(Text(key, who=Verbatim(f"<@{user}>"), why=why, strength=strength), game_language(game.settings))
        resting = shown.resting  # told, but not pinged, in their quiet hours
        await self.thread(game).send(
            text,
            view=seat_buttons(game.id, seat, ("back",), game_language(game.settings)),
            allowed_mentions=pings([user] if user > 0 and user not in resting else []),
        )

    async def seat_left(self, game: GameInfo, seat: int, how: Text) -> None:
        """The thread hears that the seat is open, with the buttons to take it or to end the game."""
        present = game.present
        others = " ".join(f"<@{u}>" for u in present)
        tag = game_language(game.settings)  # the thread is everyone's: the game's language
        await self.thread(game).send(
            localize(Text("seats-seat-open", others=others, how=how), tag),
            view=seat_buttons(game.id, seat, ("take", "end"), tag),
            allowed_mentions=pings(present),
        )

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        names = await self.names(game)
        back = Text("thread-seat-back", who=Verbatim(names[seat]))
        await self.thread(game).send(localize(back, game_language(game.settings)), allowed_mentions=NO_PINGS)

    async def pause_changed(self, game: GameInfo, pause: Pause, what: str, *, shown: Shown) -> None:
        """A pause asked (a public message with the button to agree), begun or over (issue #20 item 2); the
        move pipeline then shows the turn message anew (``time_changed``)."""
        names = await self.names(game)
        tag = game_language(game.settings)  # the thread's: the game's language
        who = Verbatim(names[pause.seat]) if pause.seat < len(names) else Text("pause-a-player")
        until = Verbatim(times.at(pause.until))  # Discord shows it in each reader's own time
        if what == "asked":
            missing = pause.missing(asked_to_agree(game))
            resting = shown.resting
            asked = Text("pause-asked", who=who, until=until, game=str(game.id),
                         agree=Verbatim(" ".join(f"<@{u}>" for u in missing)), by=Verbatim(times.until(pause.lapses_at)),
                         bot=times.built_in_text(pause.strength))  # fmt: skip
            await self.thread(game).send(
                localize(asked, tag),
                view=pause_button(game.id, tag),
                allowed_mentions=pings(u for u in missing if u not in resting),
            )
        elif what == "lapsed":
            await self.thread(game).send(localize(Text("pause-lapsed", game=str(game.id)), tag), allowed_mentions=NO_PINGS)
        elif what == "on":
            paused = Text("pause-on", game=str(game.id), until=until, who=who)
            await self.thread(game).send(localize(paused, tag), allowed_mentions=NO_PINGS)
        else:
            back = Text("pause-over", who=who, game=str(game.id))
            await self.thread(game).send(localize(back, tag), allowed_mentions=NO_PINGS)

    async def time_changed(self, table: TableState, shown: Shown) -> None:
        """Edit the turn message to show the game as the move pipeline read it now (its time lines changed,
        not its moves)."""
        game = table.game
        async with self._locks.setdefault(game.id, asyncio.Lock()):
            if game.version < self._marked.get(game.id, -1):
                return  # a later move was shown meanwhile, with its own time lines
            self.known_messages(game.id, shown)
            names = await self.names(game)
            self._keep_time(game, names, shown)
            record = await self._journal(game, table.view, None, shown)
            await self._turn_message(game, table, names, record, None)

    def _keep_time(self, game: GameInfo, names: list[str], shown: Shown | None) -> None:
        """What the thread's messages say and whom they ping, given the people's clocks (issue #20): the
        lines on who sleeps until when, pauses and banks; nobody in quiet hours or away is pinged. The move
        pipeline read them (``Shown``: a move's result carries them, as do reminders and catch-ups); None,
        or lines it could not read: the messages go out without them."""
        if shown is None or shown.time_lines is None:
            self.time_lines.pop(game.id, None)
            self.resting.pop(game.id, None)
        else:
            self.time_lines[game.id] = named(localize(shown.time_lines, game_language(game.settings)), names)
            self.resting[game.id] = set(shown.resting)

    def forget_cached(self, game_id: int) -> None:
        """Drop what this process remembers of a game's messages: with several bot processes, any of them
        may have posted or edited them since (the thread by REST), so the database is read again."""
        self._refs.pop(game_id, None)
        self.edits.forget_game(game_id)
        self._journals.pop(game_id, None)
        self._board_posted.pop(game_id, None)
        for cache in (self._hand_shown, self._hand_counts, self._hand_picture, self._hand_uploaded):
            for key in [k for k in cache if k[0] == game_id]:
                del cache[key]

    async def _journal(
        self, game: GameInfo, view: dict[str, Any], result: MoveResult | None, shown: Shown | None
    ) -> GameJournal:
        """The turn message's journal at the game's version: the one kept, extended by the move, else rebuilt
        from the recent log the move pipeline read (``Shown.log``; read here only when a move is shown while
        the messages lag: ``_table``)."""
        record = self._journals.get(game.id)
        if record is not None and result is not None and record.seq == result.seq - 1 == game.version - 1:
            made_for = result.seat if result.automated else None
            record.extend(result.seq, journal.made_for(engine.events_for(list(result.events), None), made_for, result.seq))
            return record
        if record is None or record.seq != game.version:
            if shown is not None and shown.log is not None:
                moves, automated = list(shown.log.moves), dict(shown.log.automated)
            else:
                moves = await self.service.recent_events(game.id, JOURNAL_MOVES)
                automated = await automated_seqs(self.service.repo, game.id)
            start = journal.first_key(view) if not moves or moves[0].seq == 1 else "?"
            record = GameJournal(
                [(m.seq, journal.made_for(list(m.events), automated.get(m.seq), m.seq)) for m in moves], start
            )
            self._journals[game.id] = record
        return record

