"""Private hands: one DM per player and game, edited in place (or ephemeral replies when DMs are closed)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Iterable
from typing import Any, NamedTuple

import discord

from cogs.interactions.mentions import NO_PINGS, pings
from cogs.interactions.release import BytesFile
from cogs.people.orders import OrdersButton
from cogs.play import components as ui_components
from cogs.publishing.board_links import with_board_button
from cogs.publishing.hand_hold import PictureHold
from cogs.publishing.hand_shown import HandShown
from cogs.publishing.hand_text import hand_text
from cogs.publishing.held_news import HeldNewsBox
from cogs.rulesets import cogs_of
from engine.plugins import topology_of_view
from engine.state import DISCARD, MAIN
from rendering import IMAGE_EXTENSION, worker
from service import GameInfo, MoveResult
from service.results import Shown
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, game_language
from ui.i18n.text import Text, Verbatim
from ui.summary import hand_as_held, hand_changes, private_notes

log = logging.getLogger("catanbot.publisher")

DM_CLOSED = 50007


class HandMessages(PictureHold, HeldNewsBox):
    # --- private hands ----------------------------------------------------------------------------

    async def _hands(self, game: GameInfo, seats: Iterable[int], result: MoveResult) -> None:
        """Bring these seats' hand DMs up to date; a hand that cannot be delivered does not keep the others."""
        async with self.hands_batch(game, seats, result, result.shown) as batch:
            await batch.send()

    @contextlib.asynccontextmanager
    async def hands_batch(
        self, game: GameInfo, seats: Iterable[int], result: MoveResult | None, shown: Shown | None
    ) -> AsyncIterator[HandsBatch]:
        """These seats' hand DMs, their images already rendering while the caller posts the thread's messages;
        ``send()`` them within the block (a hand that cannot be delivered does not keep the others).
        ``shown``: what the move pipeline read for them (the standing orders' lines of each seat)."""
        updates = []
        readers = await self.readers(game)
        for seat in seats:
            notes = (private_notes(result.events, seat, await self.names(game), topology_of_view(result.table.view),
                                   readers.get(seat, game_language(game.settings)))
                     if result is not None else [])  # fmt: skip
            if result is not None:
                known = (result.seq, result.views[seat]) if seat in result.views else None
            else:  # a catch-up or a start: the pipeline read every seated person's view
                known = (game.version, shown.views[seat]) if shown is not None and seat in shown.views else None
            # The mover reads their own notes in their move's private answer; the others only in their hand.
            news = notes if result is not None and result.seat != seat else []
            orders = shown.hand_lines.get(seat) if shown is not None else None  # the pipeline read them
            updates.append(_HandUpdate(seat, notes, known, news, orders))
        async with self._batch(game, updates, tolerant=True) as batch:
            yield batch

    async def refresh_hand(
        self,
        game: GameInfo,
        seat: int,
        notes: list[str] | None = None,
        *,
        known: tuple[int, dict[str, Any]] | None = None,
        orders: tuple[Text | Verbatim, ...] = (),
    ) -> None:
        """Keep the player's hand DM current: one message per game, edited in place.

        ``known``: (version, the seat's view at that version) as a move computed it; used instead of reading
        the view again while the game is still at that version. ``orders``: the seat's standing-order lines
        (``Shown.hand_lines``)."""
        async with self._batch(game, [_HandUpdate(seat, notes or [], known, [], orders)], tolerant=False) as batch:
            await batch.send()

    @contextlib.asynccontextmanager
    async def _batch(self, game: GameInfo, updates: list[_HandUpdate], *, tolerant: bool) -> AsyncIterator[HandsBatch]:
        """Work out which hand messages change and render their images together; the batch sends them in seat
        order. The players' hand locks are held throughout.

        The images go to the render pool at once: one after another, a game's start (the board, then every
        hand) waited for each picture's turn behind all the other games' renders (bench/discord_layer.py,
        200 games). They keep the render queue's ordinary place: the mover's confirmation waits for the whole
        publish, hands included (a lower place starved them at 100 games in stress: the confirmations timed
        out). The requests to Discord keep their order. ``tolerant``: a hand that Discord refuses is
        logged and the others still go (else the error is raised)."""
        keys = sorted({(game.id, user) for u in updates if (user := game.players[u.seat]) >= 0})
        async with contextlib.AsyncExitStack() as held:
            for key in keys:  # one order for every caller: two batches never wait on each other's locks
                await held.enter_async_context(self._hand_locks.setdefault(key, asyncio.Lock()))
            readers = await self.readers(game)
            due = [pending for u in updates if (pending := await self._hand_due(game, u, readers)) is not None]
            names = await self.picture_names(game) if any(p.to_act for p in due) else []
            rendering = asyncio.gather(*(self._hand_picture_of(game, p, names) for p in due))
            try:
                yield HandsBatch(self, game, due, rendering, tolerant)
            finally:
                if not rendering.done():  # the caller failed before sending: nobody waits for these pictures
                    rendering.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await rendering

    async def _hand_picture_of(self, game: GameInfo, pending: _PendingHand, names: list[str]) -> tuple[str | None, bytes | None]:
        """The picture the hand DM should show (issue #32 item 2): (its digest, its bytes or None when the DM shows
        it already) while the seat builds or discards (``to_act``); (None, None) otherwise: no picture, nothing
        rendered.

        People read the picture when they are to spend cards; the text carries every change in between. A picture
        that could be out of date (the hand, or what can be built, changed) is taken off rather than kept wrong,
        and drawn again once the seat is to act: most hand changes (production, robberies, others' trades and
        monopolies) come while it is someone else's move, and upload nothing."""
        if not pending.to_act:
            return None, None
        key = (game.id, pending.seat)
        shown = self._hand_picture.get(key)
        if self.in_hold(key):
            # A picture went up a moment ago: one more change is likely to follow at once (a trade and a build, a
            # built-in player answering an offer), so the new picture is held back until the moment is over and
            # then only the latest goes up. Meanwhile the DM shows none (never one its text contradicts) unless
            # the one it shows is still the hand's.
            digest = await worker.hand_digest(pending.view, names, pending.tag)
            if digest == shown:
                return digest, None
            # what the held picture will show (the view as held: ``hand_as_held`` again leaves it as it is)
            self._held_view[key] = (game, (self.service.known_version(game.id), pending.view))
            self._hold_picture(game.id, pending.seat)
            return None, None
        # A picture the DM shows already is not encoded again: the edit keeps it.
        return await worker.hand_if_changed(pending.view, names, shown, pending.tag)

    async def _post_held_picture(self, game_id: int, seat: int) -> None:
        # The game and the seat's view as its DM last showed them: posting reads nothing (issue #30 item 4) unless
        # the game moved on since, and then the text has changed too and nothing is owed (``_hand_due``).
        held = self._held_view.pop((game_id, seat), None)
        game, known = held if held is not None else (await self.service.get_game(game_id), None)
        update = _HandUpdate(seat, [], known, [], None, picture_owed=True)
        async with self._batch(game, [update], tolerant=True) as batch:
            await batch.send()

    async def readers(self, game: GameInfo) -> dict[int, str]:
        """Each seated person's language for their hand DM (issue #33): their stored settings' (``/catan me
        settings``), else the game's. Read once per publication for the table (the notices' cache, primed by the
        move pipeline: no query while it holds them)."""
        fallback = game_language(game.settings)
        notices = self.notifier.notices if self.notifier is not None else None
        if notices is None:
            return {}
        await notices.prime(u for u in game.players if u > 0)
        out = {}
        for seat, user_id in enumerate(game.players):
            known = notices.settings(user_id) if user_id > 0 else None
            out[seat] = known.reads(fallback) if known is not None else fallback
        return out

    async def _hand_due(self, game: GameInfo, update: _HandUpdate, readers: dict[int, str]) -> _PendingHand | None:
        """The hand message to show, or None when there is no DM to send (a built-in player, DMs closed) or it
        would show what it shows already. Called with the player's hand lock held."""
        seat = update.seat
        user_id = game.players[seat]
        if user_id < 0:
            return None  # a built-in player has no DMs
        if (game.id, user_id) in self.dm_closed:
            await self.hold_news(game, seat, update.news)
            return None
        known = update.known
        if known is not None and known[0] == self.service.known_version(game.id) and seat not in game.vacant:
            view = known[1]
        else:
            view = await self.service.view(game.id, user_id)
        view = hand_as_held(view)  # a discard chosen while others still choose is out of the hand already
        names = await self.names(game)
        counts = _card_counts(view)
        changes = hand_changes(self._hand_counts.get((game.id, seat)), counts)
        # The standing orders' lines as the move pipeline read them; a seat it did not read them for (a move
        # shown while the messages lagged shows every hand) keeps the lines its DM showed last.
        lines = update.orders if update.orders is not None else self._hand_orders.get((game.id, seat), ())
        self._hand_orders[(game.id, seat)] = lines
        orders = list(lines)
        tag = readers.get(seat, game_language(game.settings))
        shown = HandShown(hand_text(view, names, game, orders=orders, tag=tag), to_act(view, seat), _picture_marks(view))
        was = self._hand_shown.get((game.id, seat))
        if update.picture_owed and (was is None or was.text != shown.text or not shown.to_act
                                    or self._hand_picture.get((game.id, seat)) is not None):  # fmt: skip
            # A held picture is owed only to the text the DM shows: once the view moved on, the move's own
            # publication (its notes in the text) brings the text and the picture together.
            return None
        if was == shown and not update.picture_owed:
            return None  # the view changed (e.g. an option not shown) but not what the hand message shows
        text = hand_text(view, names, game, changes=changes, notes=update.notes, orders=orders, tag=tag)
        text_changed = was is None or was.text != shown.text
        return _PendingHand(seat, user_id, view, text, shown, counts, update.news, shown.to_act, text_changed, tag)

    async def _send_hand(self, game: GameInfo, pending: _PendingHand, picture: tuple[str | None, bytes | None]) -> None:
        """Edit the hand DM (or send it when there is none, or it was deleted). ``picture``: the image's digest
        and bytes, the bytes None when the DM shows that picture already (the edit keeps it); a digest of None
        when the DM shows no picture (``_hand_picture_of``): one it showed is taken off. The text is edited only
        when it changed (a change of the picture alone keeps the DM's text, its notes included)."""
        seat = pending.seat
        digest, png = picture
        try:
            ref = (await self.refs(game.id)).get(f"hand:{seat}")
            if ref is not None:
                try:
                    if digest is None:  # no picture now: off with one the DM shows (or may show: after a restart)
                        showing = self._hand_picture.get((game.id, seat), "unknown") is not None
                        image: dict[str, Any] = {"attachments": []} if showing else {}
                    else:
                        image = {} if png is None else {"attachments": [_hand_image(png)]}
                    text = {"content": pending.text} if pending.text_changed else {}
                    if text or image:
                        await self.edit(game.id, ref,
                            **text, **image, view=hand_view(game.id, pending.view, pending.tag, self._board_url(pending.user_id, game.id)), allowed_mentions=NO_PINGS,
                        )  # fmt: skip
                    self._shown(game.id, seat, pending, digest, uploaded=png is not None)
                    return
                except discord.NotFound:
                    pass  # deleted: a new message takes its place
            if digest is not None and png is None:  # a new message needs the picture after all
                png = await worker.hand_png(pending.view, await self.picture_names(game), pending.tag)
            # The DM channel by the user's id alone: fetching the user first would cost a request more.
            channel = await self.client.create_dm(discord.Object(id=pending.user_id))
            file = {} if png is None else {"file": _hand_image(png)}
            message = await channel.send(
                pending.text, **file, view=hand_view(game.id, pending.view, pending.tag, self._board_url(pending.user_id, game.id)), allowed_mentions=NO_PINGS
            )
            await self.remember(game.id, f"hand:{seat}", message)
            self._shown(game.id, seat, pending, digest, uploaded=png is not None)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                raise
            await self.dms_closed(game, seat)
            await self.hold_news(game, seat, pending.news)

    def _board_url(self, user_id: int, game_id: int) -> str | None:
        return None if self.board_link is None else self.board_link(user_id, game_id)

    def _shown(self, game_id: int, seat: int, pending: _PendingHand, picture: str | None, *, uploaded: bool) -> None:
        self._hand_shown[(game_id, seat)] = pending.shown
        self._hand_counts[(game_id, seat)] = pending.counts
        self._hand_picture[(game_id, seat)] = picture
        if uploaded:
            self._hand_uploaded[(game_id, seat)] = self.now()

    async def dms_closed(self, game: GameInfo, seat: int) -> None:
        """Say once, in the thread, that this player's hand comes by ephemeral messages instead."""
        user_id = game.players[seat]
        self.dm_closed.add((game.id, user_id))
        refs = await self.refs(game.id)
        if f"dm_closed:{seat}" in refs:
            return
        message = await self.thread(game).send(
            localize(Text("hand-dms-closed", who=Verbatim(self.mention(game, seat))), game_language(game.settings)),
            allowed_mentions=pings([user_id]),
        )
        await self.remember(game.id, f"dm_closed:{seat}", message)

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int, *, shown: Shown) -> None:
        """A new player took a seat: their hand goes to them (its view and standing-order lines as the move
        pipeline read them: ``shown``), and the old player's hand DM says goodbye."""
        ref = (await self.refs(game.id)).get(f"hand:{seat}")
        if ref is not None:
            try:
                await self.edit(game.id, ref,
                    content=localize(Text("hand-seat-taken", game=str(game.id)),
                                     (await self.readers(game)).get(seat, game_language(game.settings))),
                    attachments=[],
                    allowed_mentions=NO_PINGS,
                )
            except discord.HTTPException:
                log.info("game %d: the old hand message of seat %d could not be edited", game.id, seat)
            await self.forget(game.id, f"hand:{seat}")
        self._hand_shown.pop((game.id, seat), None)
        self._hand_counts.pop((game.id, seat), None)
        self._hand_picture.pop((game.id, seat), None)
        self._hand_uploaded.pop((game.id, seat), None)
        self._held_view.pop((game.id, seat), None)  # its game names the old player: a held picture reads it again
        self.dm_closed.discard((game.id, old_user_id))
        # News held for the old player was forgotten when the seat was taken (``GameService.take_seat``).
        view = shown.views.get(seat)
        known = (game.version, view) if view is not None else None
        await self.refresh_hand(game, seat, known=known, orders=shown.hand_lines.get(seat, ()))


class HandsBatch:
    """Hand messages whose images are being rendered; ``send`` sends them, in seat order."""

    def __init__(
        self,
        messages: HandMessages,
        game: GameInfo,
        due: list[_PendingHand],
        rendering: asyncio.Future[list[tuple[str, bytes | None]]],
        tolerant: bool,
    ) -> None:
        self._messages, self._game, self._due, self._rendering, self._tolerant = messages, game, due, rendering, tolerant

    async def send(self) -> None:
        game = self._game
        for pending, picture in zip(self._due, await self._rendering, strict=True):
            try:
                await self._messages._send_hand(game, pending, picture)
            except discord.HTTPException:
                if not self._tolerant:
                    raise
                log.warning("game %d: the hand of seat %d could not be delivered", game.id, pending.seat)


class _HandUpdate(NamedTuple):
    """A seat whose hand DM may need bringing up to date, with the move's private notes for it."""

    seat: int
    notes: list[str]
    known: tuple[int, dict[str, Any]] | None  # (version, the seat's view at it) as the move computed it
    news: list[str]  # the notes the person reads nowhere else (a move not theirs): held if the DM fails
    orders: tuple[Text | Verbatim, ...] | None = None  # the standing orders' lines as the move carries them (None: read them)
    picture_owed: bool = False  # a held picture is due (``_hold_picture``): sent even if the text stays the same


class _PendingHand(NamedTuple):
    """A hand message that will change: what it will show, and what is remembered once it does."""

    seat: int
    user_id: int
    view: dict[str, Any]
    text: str  # the message, with the changes since the last one and the move's notes
    shown: HandShown  # what it shows without them: an update that would show the same is skipped
    counts: dict[str, int]
    news: list[str]  # see _HandUpdate
    to_act: bool  # the seat builds or discards (``to_act``): the DM shows the hand's picture (else none)
    text_changed: bool  # the text shown changed (else only the picture may)
    tag: str  # the reader's language


# The decisions for which people read their hand's picture (issue #32 item 2): the turn's trade-and-build step
# (the picture is a planner: costs, what the cards afford, what can be built now) and a discard. The roll, the
# robber, a steal, free roads and the set-up spend no cards: the text is enough there, and a picture posted
# before the roll was posted again after it (the roll's cards, the "build now" marks).
PICTURE_DECISIONS = frozenset({MAIN, DISCARD})


def to_act(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` owes a decision for which its hand DM shows the picture (``PICTURE_DECISIONS``)."""
    return any(d["seat"] == seat and d["blocking"] and d["kind"] in PICTURE_DECISIONS for d in view["pending"])


def _picture_marks(view: dict[str, Any]) -> frozenset[str]:
    """The kinds of the seat's legal actions: what a hand picture marks as possible now."""
    return frozenset(str(a[0]) for a in view["you"].get("legal_actions", ()) if a)


def _hand_image(png: bytes) -> discord.File:
    return BytesFile(png, filename=f"hand.{IMAGE_EXTENSION}")


def hand_view(game_id: int, seat_view: dict[str, Any], tag: str = ENGLISH, board: str | None = None) -> discord.ui.View:
    """The hand DM's buttons: the turn buttons (with the rule set's own, ``CogHooks.hand_ops``), then the
    game's standing orders, then (``board``: the web board is on) the Open board link; labelled in the reader's
    language ``tag``."""
    view = ui_components.hand_buttons(game_id, cogs_of(seat_view).hand_ops, tag)
    view.add_item(OrdersButton(game_id, tag))
    return with_board_button(view, board, tag)


def _card_counts(view: dict[str, Any]) -> dict[str, int]:
    you = view["you"]
    return {**you["hand"], **{f"dev:{c}": n for c, n in you["dev_cards"].items()}}


