"""Posting what happened: the turn message, board images, trade offers and private hands.

Publishing is *state-driven*: ``sync`` makes the game's messages show the stored game, whatever they
showed before. After a move it is a few edits; after a crash between a commit and its messages (the
game's ``published`` mark lags its version) the same call brings everything up to date: the stale
turn message is closed with its turn's summary, a new one is posted, offers are opened or closed,
hands refreshed. The mark is stored only once everything is shown.

The thread stays quiet: one message per turn (the turn message, edited as the turn goes on and, when
the turn ends, edited into the turn's summary), with a board image only when the board changed or a
new round starts. Everything public comes from the public view and redacted events; hands go by DM
(one message per player and game, edited in place) or, when a player's DMs are closed, by ephemeral
reply. Renders run in worker processes, never on the event loop.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

import engine
from cogs import components as ui_components
from cogs.edits import EditLedger
from cogs.mentions import NO_PINGS, pings
from rendering import IMAGE_EXTENSION, NewPieces, worker
from rendering.names import person_name
from service import GameInfo, MessageRef, MoveResult
from service.results import TableState
from ui import journal, two_player
from ui.bots import bot_name
from ui.cities_knights import hand_lines as ck_hand_lines
from ui.escape import plain, safe_names
from ui.offers import closed_offer_text
from ui.plural import plural
from ui.report import final_standings, prompt_for
from ui.summary import describe_event, dev_cards_text, hand_changes, private_notes, summarize

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.publisher")

DM_CLOSED = 50007
TURN_LOG_LIMIT = 1700  # characters of a turn's log kept in its message
JOURNAL_MOVES = 400  # moves read back from the log to rebuild the current and previous turn
DISCARD_PING = "discard_ping"  # the open ping of players who owe a discard (base game), closed once made


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


class Publisher:
    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot
        self.dm_closed: set[tuple[int, int]] = set()  # (game id, user id) whose DMs failed
        self._locks: dict[int, asyncio.Lock] = {}  # one publisher at a time per game
        self._hand_locks: dict[tuple[int, int], asyncio.Lock] = {}
        self._hand_shown: dict[tuple[int, int], str] = {}  # what each hand DM shows now, to skip no-op edits
        self._hand_counts: dict[tuple[int, int], dict[str, int]] = {}  # the cards each hand DM showed last
        self._refs: dict[int, dict[str, MessageRef]] = {}  # game id -> its remembered messages (write-through)
        self._journals: dict[int, GameJournal] = {}
        self._marked: dict[int, int] = {}  # game id -> the published mark this process stored last
        self.edits = EditLedger()  # every edit of the game's messages goes through it: none that changes nothing

    # --- remembered messages ----------------------------------------------------------------------

    async def refs(self, game_id: int) -> dict[str, MessageRef]:
        """The game's remembered messages, read from storage once per process and then kept current."""
        cached = self._refs.get(game_id)
        if cached is None:
            cached = self._refs[game_id] = dict(await self.bot.service.get_message_ids(game_id))
        return cached

    async def remember(self, game_id: int, kind: str, message: discord.Message, tag: str | None = None) -> None:
        await self.bot.service.set_message_id(game_id, kind, message.channel.id, message.id, tag)
        (await self.refs(game_id))[kind] = MessageRef(kind, message.channel.id, message.id, tag)

    async def forget(self, game_id: int, kind: str) -> None:
        await self.bot.service.delete_message_id(game_id, kind)
        (await self.refs(game_id)).pop(kind, None)

    def partial(self, ref: MessageRef) -> discord.PartialMessage:
        return self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)

    async def edit(self, game_id: int, ref: MessageRef, **fields: Any) -> None:
        """Edit one of the game's messages, unless this process last sent it the same (``cogs.edits``)."""
        await self.edits.edit(self.partial(ref), game_id, **fields)

    # --- names ------------------------------------------------------------------------------------

    async def names(self, game: GameInfo) -> list[str]:
        """Display names safe to put in a message (markdown and mentions escaped)."""
        return safe_names(await self.image_names(game))

    async def image_names(self, game: GameInfo) -> list[str]:
        """Display names without escaping, for pictures and menu labels (bidi controls removed all the same)."""
        return [plain(await self.bot.display_name(uid)) for uid in game.players]

    async def picture_names(self, game: GameInfo) -> list[str]:
        """Names for the images, where the robot face is drawn as the built-in players' badge: a
        person's name loses it there, so only built-in players look built-in."""
        names = await self.image_names(game)
        return [name if uid < 0 else person_name(name) for uid, name in zip(game.players, names, strict=True)]

    @staticmethod
    def mention(game: GameInfo, seat: int) -> str:
        user = game.players[seat]
        return f"**{bot_name(user)}**" if user < 0 else f"<@{user}>"

    @staticmethod
    def pings_for(game: GameInfo, seats: Iterable[int]) -> discord.AllowedMentions:
        """Ping the people who play these seats (not built-in players, nor people a bot plays for)."""
        return pings(game.players[s] for s in seats if game.person_plays(s))

    # --- images -----------------------------------------------------------------------------------

    async def board_file(
        self,
        game: GameInfo,
        view: dict[str, Any],
        *,
        numbers: bool = False,
        new_pieces: NewPieces | None = None,
        filename: str = f"board.{IMAGE_EXTENSION}",
    ) -> discord.File:
        png = await worker.board_png(view, await self.picture_names(game), show_numbers=numbers, new_pieces=new_pieces)
        return discord.File(io.BytesIO(png), filename=filename)

    async def decision_file(self, game: GameInfo, view: dict[str, Any], kind: str) -> discord.File:
        png = await worker.decision_png(view, await self.picture_names(game), kind=kind)
        return discord.File(io.BytesIO(png), filename=f"{kind}.{IMAGE_EXTENSION}")

    async def hand_file(self, game: GameInfo, view: dict[str, Any]) -> discord.File:
        png = await worker.hand_png(view, await self.picture_names(game))
        return discord.File(io.BytesIO(png), filename=f"hand.{IMAGE_EXTENSION}")

    # --- the game thread --------------------------------------------------------------------------

    def thread(self, game: GameInfo) -> discord.abc.Messageable:
        return self.bot.get_partial_messageable(game.thread_id or game.channel_id)

    async def game_started(self, game: GameInfo, events: list[dict[str, Any]]) -> None:
        await self.sync(game.id, start_events=events)

    async def after_move(self, game: GameInfo, result: MoveResult) -> None:
        await self.sync(game.id, result=result)

    async def catch_up(self, game_id: int) -> None:
        """Bring a game's messages up to its stored state (after a crash between commit and publish)."""
        await self.sync(game_id)

    async def sync(
        self, game_id: int, *, result: MoveResult | None = None, start_events: list[dict[str, Any]] | None = None
    ) -> None:
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            table = await self.bot.service.table(game_id)
            game = table.game
            if self.bot.service.shared and game.published != self._marked.get(game_id):
                self.forget_cached(game_id)  # another process published this game (a DM click, a restart)
            if game.published >= game.version and game.published >= 0:
                # Another sync already showed this move (moves committed while it ran); only the hands
                # that this move changed may still need their private notes.
                if result is not None:
                    await self._hands(game, result.private_changed, result)
                return
            caught_up = result is None or game.published != result.seq - 1
            if caught_up and game.published >= 0:
                log.info("game %d: messages catch up from move %d to %d", game.id, game.published, game.version)
            names = await self.names(game)
            record = await self._journal(game, table.view, result)
            new_events = record.events_after(max(game.published, 0))
            await self._turn_message(game, table, names, record, start_events)
            await self._offers(game, table.view, names, new_events, refresh_all=caught_up)
            if table.view.get("ck") is not None:
                await self.bot.ck_flow.decisions(game, table.view)
            seats = range(len(game.players)) if caught_up else result.private_changed  # type: ignore[union-attr]
            await self._hands(game, seats, result)
            if table.view["phase"] == "over":
                await self.show_outcome(game)
            await self.bot.service.mark_published(game.id, game.version)
            self._marked[game.id] = game.version

    def forget_cached(self, game_id: int) -> None:
        """Drop what this process remembers of a game's messages: with several bot processes, any of them
        may have posted or edited them since (the thread by REST), so the database is read again."""
        self._refs.pop(game_id, None)
        self._journals.pop(game_id, None)
        self.edits.forget_game(game_id)
        for cache in (self._hand_shown, self._hand_counts):
            for key in [k for k in cache if k[0] == game_id]:
                del cache[key]

    async def _journal(self, game: GameInfo, view: dict[str, Any], result: MoveResult | None) -> GameJournal:
        record = self._journals.get(game.id)
        if record is not None and result is not None and record.seq == result.seq - 1 == game.version - 1:
            record.extend(result.seq, engine.events_for(list(result.events), None))
            return record
        if record is None or record.seq != game.version:
            moves = await self.bot.service.recent_events(game.id, JOURNAL_MOVES)
            start = journal.first_key(view) if not moves or moves[0].seq == 1 else "?"
            record = GameJournal([(m.seq, list(m.events)) for m in moves], start)
            self._journals[game.id] = record
        return record

    async def _turn_message(
        self,
        game: GameInfo,
        table: TableState,
        names: list[str],
        record: GameJournal,
        start_events: list[dict[str, Any]] | None,
    ) -> None:
        view = table.view
        key = journal.key_of_view(view)
        ref = (await self.refs(game.id)).get("turn")
        if ref is not None and ref.tag == key:
            text = self.turn_text(game, view, names, record)
            try:
                await self.edit(game.id, ref,
                    content=text,
                    view=ui_components.turn_buttons(game.id, view),
                    allowed_mentions=NO_PINGS,
                )
                await self._ping_off_turn(game, view, record)
                return
            except discord.NotFound:
                log.info("game %d: the turn message was deleted; posting a new one", game.id)
        finished = journal.find(record.turns, ref.tag) if ref is not None and ref.tag else None
        if key == "over":
            # The last turn's message becomes the game's end: its summary, the standings, the final board.
            text = self.summary_text(view, names, ref.tag if ref else None, finished, room=600)
            board = await self.board_file(game, view, filename=f"final-board.{IMAGE_EXTENSION}")
            announced = finished is not None and any(e["type"] == "game_over" for e in finished.events)
            text = _clip(f"{text}\n\n{final_standings(view, names, announced=announced)}")
            if ref is not None:
                try:
                    await self.edit(game.id, ref, content=text, view=None, attachments=[board], allowed_mentions=NO_PINGS)
                    await self.forget(game.id, "turn")
                    await self.bot.history_flow.post_stats(game)
                    return
                except discord.HTTPException:
                    board = await self.board_file(game, view, filename=f"final-board.{IMAGE_EXTENSION}")
            await self.thread(game).send(text, file=board, allowed_mentions=NO_PINGS)
            await self.forget(game.id, "turn")
            await self.bot.history_flow.post_stats(game)
            return
        if ref is not None:
            await self.retire(game, ref, self.summary_text(view, names, ref.tag, finished))
        await self.new_turn_message(game, view, names, record, finished, start_events, first=ref is None)

    async def new_turn_message(
        self,
        game: GameInfo,
        view: dict[str, Any],
        names: list[str],
        record: GameJournal,
        finished: journal.Turn | None,
        start_events: list[dict[str, Any]] | None,
        *,
        first: bool,
    ) -> None:
        key = journal.key_of_view(view)
        text = self.turn_text(game, view, names, record)
        if first and game.published < 0:
            intro = [_seats_line(view, names), "Moves, trades and the board appear in this thread; your hand comes by "
                     "DM. `/catan help` explains the commands."]  # fmt: skip
            intro += [line for e in engine.events_for(start_events or [], None) if (line := describe_event(e, names))]
            text = _clip("\n".join(intro) + "\n\n" + text)
        kwargs: dict[str, Any] = {}
        setup = view["phase"] == "setup"
        n = len(view["players"])
        with_board = (
            first
            or (finished is not None and finished.changed_board and not setup)
            or journal.new_round(view)
            or key in ("setup:0", f"setup:{n}", "turn:1")
        )
        if with_board:
            numbers = setup or key == "turn:1"
            pieces = NewPieces.from_events(finished.events) if finished is not None else None
            kwargs["file"] = await self.board_file(game, view, numbers=numbers, new_pieces=pieces)
        waiting = _waiting(view)
        message = await self.thread(game).send(
            text,
            view=ui_components.turn_buttons(game.id, view),
            allowed_mentions=self.pings_for(game, waiting),
            **kwargs,
        )
        await self.remember(game.id, "turn", message, tag=key)

    async def _ping_off_turn(self, game: GameInfo, view: dict[str, Any], record: GameJournal) -> None:
        """Players who must now act off-turn (discards) get a ping they will notice: edits do not ping.
        Once nobody owes a discard any more, the ping is closed (it no longer asks anything)."""
        if view.get("ck") is not None:
            return  # Cities & Knights: every owed decision gets its own message (cogs.cities_knights)
        await self._close_discard_ping(game, view)
        latest = record.moves[-1][1] if record.moves else []
        owed = next((e for e in latest if e["type"] == "discards_owed"), None)
        if owed is None:
            return
        seats = [s for s, k in enumerate(owed["owed"]) if k and s != view["active"]]
        if not seats:
            return
        message = await self.thread(game).send(
            " ".join(self.mention(game, s) for s in seats) + " — a 7 was rolled and you hold more than 7 cards: "
            "discard half with the **Discard** button on the turn message.",
            allowed_mentions=self.pings_for(game, seats),
        )
        await self.remember(game.id, DISCARD_PING, message, tag=",".join(map(str, seats)))

    async def _close_discard_ping(self, game: GameInfo, view: dict[str, Any]) -> None:
        """Edit the open discard ping into what happened, once no discard is owed any more."""
        ref = (await self.refs(game.id)).get(DISCARD_PING)
        if ref is None or any(d["kind"] == "discard" for d in view["pending"]):
            return
        names = await self.names(game)
        seats = [int(s) for s in (ref.tag or "").split(",") if s.isdigit() and int(s) < len(names)]
        try:
            await self.edit(game.id, ref, content=discard_ping_closed([names[s] for s in seats]), allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("game %d: the discard ping could not be closed", game.id)
        await self.forget(game.id, DISCARD_PING)

    async def retire(self, game: GameInfo, ref: MessageRef, text: str) -> None:
        """Turn an old turn message into its turn's summary, without buttons."""
        try:
            await self.edit(game.id, ref, content=text, view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("game %d: old turn message could not be edited", game.id)

    @staticmethod
    def turn_text(game: GameInfo, view: dict[str, Any], names: list[str], record: GameJournal) -> str:
        """The turn message's text: from the public view and the public events of the turn only."""
        current = record.turns[-1] if record.turns else None
        lines = _lines(current.events if current is not None else [], names)
        body = "\n".join(lines)
        if len(body) > TURN_LOG_LIMIT:
            body = "…" + body[-TURN_LOG_LIMIT:]
        waiting = _waiting(view)
        who = " ".join(Publisher.mention(game, s) for s in waiting)
        return _clip("\n".join(part for part in (_header(view, names), body, f"➡️ {who}: {prompt_for(view)}") if part))

    def summary_text(
        self,
        view: dict[str, Any],
        names: list[str],
        tag: str | None,
        turn: journal.Turn | None,
        *,
        room: int = 0,
    ) -> str:
        """A finished turn in a few lines (``room``: characters to leave free for more text after it)."""
        title = _title_of_key(tag, view, names, turn)
        if tag == journal.first_key(view):
            title = f"{_seats_line(view, names)}\n\n{title}"
        lines = _lines(turn.events, names) if turn is not None else []
        body = "\n".join(lines) or "(nothing else happened)"
        if len(body) > TURN_LOG_LIMIT - room:
            body = "…" + body[-(TURN_LOG_LIMIT - room) :]
        return _clip(f"{title}\n{body}")

    async def show_outcome(self, game: GameInfo) -> None:
        """Edit the lobby message in the parent channel to say how the game ended; its buttons go."""
        from cogs.lobby import lobby_text

        ref = (await self.refs(game.id)).get("lobby")
        if ref is None:
            return
        game = await self.bot.service.get_game(game.id)
        try:
            embed = lobby_text(game, await self.names(game), game.settings.get("reminder_hours"))
            await self.edit(game.id, ref, embed=embed, view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("game %d: the lobby message could not be edited", game.id)

    async def close_turn_message(self, game: GameInfo, text: str) -> None:
        """When a game ends without a winner (cancelled, abandoned): no buttons stay behind."""
        ref = (await self.refs(game.id)).get("turn")
        if ref is not None:
            await self.retire(game, ref, text)
            await self.forget(game.id, "turn")
        refs = await self.refs(game.id)
        for kind, offer_ref in list(refs.items()):
            if kind.startswith("offer:"):
                try:
                    await self.edit(game.id, offer_ref, view=None, allowed_mentions=NO_PINGS)
                except discord.HTTPException:
                    log.info("game %d: offer message could not be closed", game.id)
                await self.forget(game.id, kind)

    # --- trade offers -----------------------------------------------------------------------------

    async def _offers(
        self,
        game: GameInfo,
        view: dict[str, Any],
        names: list[str],
        events: list[dict[str, Any]],
        *,
        refresh_all: bool,
    ) -> None:
        offers = {o["id"]: o for o in view["offers"]}
        refs = await self.refs(game.id)
        touched = {e["offer"] for e in events if "offer" in e} | {
            e["parent"] for e in events if e["type"] == "trade_offered" and e["parent"] >= 0
        }
        closing = {e["offer"]: e for e in events if e["type"] in ("traded", "trade_closed")}
        for oid, offer in offers.items():
            kind = f"offer:{oid}"
            if kind not in refs:
                addressed = [s for s in offer["to"]]
                message = await self.thread(game).send(
                    ui_components.offer_text(offer, names, lambda s: self.mention(game, s)),
                    view=ui_components.offer_buttons(game.id, offer, view, await self.image_names(game)),
                    allowed_mentions=self.pings_for(game, addressed),
                )
                await self.remember(game.id, kind, message)
            elif refresh_all or oid in touched:
                await self._edit_offer(game, refs[kind], oid, offer, view, names)
        for kind, ref in list(refs.items()):
            if not kind.startswith("offer:"):
                continue
            oid = int(kind.split(":")[1])
            if oid in offers:
                continue
            event = closing.get(oid)
            text = closed_offer_text(event, names) if event is not None else f"~~Trade #{oid}~~ — closed."
            try:
                await self.edit(game.id, ref, content=text, view=None, allowed_mentions=NO_PINGS)
            except discord.HTTPException:
                log.info("game %d: offer message %d could not be closed", game.id, oid)
            await self.forget(game.id, kind)

    async def _edit_offer(
        self, game: GameInfo, ref: MessageRef, oid: int, offer: dict[str, Any], view: dict[str, Any], names: list[str]
    ) -> None:
        try:
            await self.edit(game.id, ref,
                content=ui_components.offer_text(offer, names, lambda s: self.mention(game, s)),
                view=ui_components.offer_buttons(game.id, offer, view, await self.image_names(game)),
                allowed_mentions=NO_PINGS,
            )
        except discord.HTTPException:
            log.info("game %d: offer message %d could not be edited", game.id, oid)

    # --- private hands ----------------------------------------------------------------------------

    async def _hands(self, game: GameInfo, seats: Any, result: MoveResult | None) -> None:
        for seat in seats:
            notes = private_notes(result.events, seat, await self.names(game)) if result is not None else []
            try:
                await self.refresh_hand(game, seat, notes)
            except discord.HTTPException:
                log.warning("game %d: the hand of seat %d could not be delivered", game.id, seat)

    async def refresh_hand(self, game: GameInfo, seat: int, notes: list[str] | None = None) -> None:
        """Keep the player's hand DM current: one message per game, edited in place."""
        user_id = game.players[seat]
        if user_id < 0 or (game.id, user_id) in self.dm_closed:
            return  # a built-in player has no DMs
        lock = self._hand_locks.setdefault((game.id, user_id), asyncio.Lock())
        async with lock:
            view = await self.bot.service.view(game.id, user_id)
            names = await self.names(game)
            counts = _card_counts(view)
            changes = hand_changes(self._hand_counts.get((game.id, seat)), counts)
            text = hand_text(view, names, game, changes=changes, notes=notes or [])
            if self._hand_shown.get((game.id, seat)) == hand_text(view, names, game):
                return  # the view changed (e.g. legal actions) but not what the hand message shows
            refs = await self.refs(game.id)
            ref = refs.get(f"hand:{seat}")
            file = await self.hand_file(game, view)
            try:
                if ref is not None:
                    try:
                        await self.edit(game.id, ref,
                            content=text, attachments=[file], view=ui_components.hand_buttons(game.id),
                            allowed_mentions=NO_PINGS,
                        )
                        self._shown(game.id, seat, view, names, game, counts)
                        return
                    except discord.NotFound:
                        file = await self.hand_file(game, view)
                # The DM channel straight from the id (one request, then cached): looking the user up first
                # would cost a rate-limited request per player and game for nothing.
                dm = await self.bot.create_dm(discord.Object(user_id))
                message = await dm.send(
                    text, file=file, view=ui_components.hand_buttons(game.id), allowed_mentions=NO_PINGS
                )
                await self.remember(game.id, f"hand:{seat}", message)
                self._shown(game.id, seat, view, names, game, counts)
            except discord.Forbidden as exc:
                if exc.code != DM_CLOSED:
                    raise
                await self.dms_closed(game, seat)

    def _shown(
        self, game_id: int, seat: int, view: dict[str, Any], names: list[str], game: GameInfo, counts: dict[str, int]
    ) -> None:
        self._hand_shown[(game_id, seat)] = hand_text(view, names, game)
        self._hand_counts[(game_id, seat)] = counts

    async def dms_closed(self, game: GameInfo, seat: int) -> None:
        """Say once, in the thread, that this player's hand comes by ephemeral messages instead."""
        user_id = game.players[seat]
        self.dm_closed.add((game.id, user_id))
        refs = await self.refs(game.id)
        if f"dm_closed:{seat}" in refs:
            return
        message = await self.thread(game).send(
            f"{self.mention(game, seat)}, I can't send you direct messages, so your hand will be shown only to you "
            "in my replies (and any time with the **My hand** button). To get it by DM, allow direct messages from "
            "server members.",
            allowed_mentions=pings([user_id]),
        )
        await self.remember(game.id, f"dm_closed:{seat}", message)

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int) -> None:
        """A new player took a seat: their hand goes to them, and the old player's hand DM says goodbye."""
        ref = (await self.refs(game.id)).get(f"hand:{seat}")
        if ref is not None:
            try:
                await self.edit(game.id, ref,
                    content=f"You left Catan game #{game.id}; someone else plays your seat now.",
                    attachments=[],
                    allowed_mentions=NO_PINGS,
                )
            except discord.HTTPException:
                log.info("game %d: the old hand message of seat %d could not be edited", game.id, seat)
            await self.forget(game.id, f"hand:{seat}")
        self._hand_shown.pop((game.id, seat), None)
        self._hand_counts.pop((game.id, seat), None)
        self.dm_closed.discard((game.id, old_user_id))
        await self.refresh_hand(game, seat)

    def wants_ephemeral_hand(self, game: GameInfo, user_id: int) -> bool:
        return (game.id, user_id) in self.dm_closed


def hand_text(
    view: dict[str, Any],
    names: list[str],
    game: GameInfo,
    *,
    changes: str | None = None,
    notes: list[str] | None = None,
) -> str:
    you = view["you"]
    hand = you["hand"]
    cards = ", ".join(f"{n} {r}" for r, n in hand.items() if n) or "no resource cards"
    dev = dev_cards_text(you["dev_cards"])
    rates = ", ".join(f"{r} {rate}:1" for r, rate in you["bank_rates"].items() if rate < 4)
    lines = [
        f"**Your hand in Catan game #{game.id}** ({names[you['seat']]}, {view['players'][you['seat']]['colour']})",
        f"Resources: {cards}",
        f"Development cards: {dev}",
        f"Victory points: {you['vp']} (public {view['players'][you['seat']]['public_vp']})",
    ]
    if rates:
        lines.append(f"Harbor rates: {rates}")
    lines.extend(two_player.hand_lines(view))
    if "progress_cards" in you:  # Cities & Knights: progress cards instead of development cards
        lines = [line for line in lines if not line.startswith("Development cards")] + ck_hand_lines(view)
    if you["discard_owed"]:
        lines.append(f"⚠️ You must discard {plural(you['discard_owed'], 'card')}: use the **Discard** button.")
    if changes:
        lines.append(f"Since the last update: {changes}")
    lines.extend(notes or [])
    return "\n".join(lines)


def _seats_line(view: dict[str, Any], names: list[str]) -> str:
    seats = ", ".join(f"{names[p['seat']]} ({p['colour']})" for p in view["players"])
    return f"🎲 **The game begins!** Seats: {seats}{two_player.seats_note(view)}"


def _waiting(view: dict[str, Any]) -> list[int]:
    return sorted({d["seat"] for d in view["pending"] if d["blocking"]})


def _header(view: dict[str, Any], names: list[str]) -> str:
    active = view["active"]
    who = f"{names[active]} ({view['players'][active]['colour']})"
    if view["phase"] == "setup":
        return f"**Set-up** — {who}"
    if view["phase"] == "over":
        return "**Game over**"
    return f"**Turn {view['turn']}** — {who}"


def _title_of_key(tag: str | None, view: dict[str, Any], names: list[str], turn: journal.Turn | None) -> str:
    seat = next((e["seat"] for e in (turn.events if turn else []) if "seat" in e), None)
    who = f" — {names[seat]}" if seat is not None and 0 <= seat < len(names) else ""
    if tag and tag.startswith("setup:"):
        return f"**Set-up**{who}"
    if tag and tag.startswith("turn:"):
        return f"**Turn {tag.split(':')[1]}**{who}"
    return f"**Earlier turn**{who}"


def discard_ping_closed(names: list[str]) -> str:
    """The discard ping once every discard is made: no mention, nothing left to do."""
    who = " and ".join(names) if names else "Everyone"
    return f"✅ A 7 was rolled: {who} discarded half of their cards."


def _lines(events: list[dict[str, Any]], names: list[str]) -> list[str]:
    return summarize(events, names)  # one line per card of a multi-card effect would bury the turn


def _card_counts(view: dict[str, Any]) -> dict[str, int]:
    you = view["you"]
    return {**you["hand"], **{f"dev:{c}": n for c, n in you["dev_cards"].items()}}


def _clip(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
