"""Private hands: one DM per player and game, edited in place (or ephemeral replies when DMs are closed)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from typing import Any

import discord

from cogs import components as ui_components
from cogs.mentions import NO_PINGS, pings
from cogs.orders import OrdersButton
from cogs.publish_base import PublisherBase
from engine.plugins import topology_of_view
from service import GameInfo, MoveResult
from ui.plural import plural
from ui.rulesets import ui_of
from ui.summary import dev_cards_text, hand_changes, private_notes

log = logging.getLogger("catanbot.publisher")

DM_CLOSED = 50007


class HandMessages(PublisherBase):
    # --- private hands ----------------------------------------------------------------------------

    async def _hands(self, game: GameInfo, seats: Iterable[int], result: MoveResult | None) -> None:
        for seat in seats:
            notes = (private_notes(result.events, seat, await self.names(game), topology_of_view(result.table.view))
                     if result is not None else [])
            try:
                if result is not None and seat in result.views:
                    await self.refresh_hand(game, seat, notes, known=(result.seq, result.views[seat]))
                else:
                    await self.refresh_hand(game, seat, notes)
            except discord.HTTPException:
                log.warning("game %d: the hand of seat %d could not be delivered", game.id, seat)

    async def refresh_hand(
        self,
        game: GameInfo,
        seat: int,
        notes: list[str] | None = None,
        *,
        known: tuple[int, dict[str, Any]] | None = None,
    ) -> None:
        """Keep the player's hand DM current: one message per game, edited in place.

        ``known``: (version, the seat's view at that version) as a move computed it; used instead of reading
        the view again while the game is still at that version."""
        user_id = game.players[seat]
        if user_id < 0 or (game.id, user_id) in self.dm_closed:
            return  # a built-in player has no DMs
        lock = self._hand_locks.setdefault((game.id, user_id), asyncio.Lock())
        async with lock:
            if known is not None and known[0] == self.service.known_version(game.id) and seat not in game.vacant:
                view = known[1]
            else:
                view = await self.service.view(game.id, user_id)
            names = await self.names(game)
            counts = _card_counts(view)
            changes = hand_changes(self._hand_counts.get((game.id, seat)), counts)
            orders = await self._orders_lines(game, seat)
            text = hand_text(view, names, game, changes=changes, notes=notes or [], orders=orders)
            if self._hand_shown.get((game.id, seat)) == hand_text(view, names, game, orders=orders):
                return  # the view changed (e.g. legal actions) but not what the hand message shows
            refs = await self.refs(game.id)
            ref = refs.get(f"hand:{seat}")
            file = await self.hand_file(game, view)
            try:
                if ref is not None:
                    try:
                        await self.edit(game.id, ref,
                            content=text, attachments=[file], view=hand_view(game.id),
                            allowed_mentions=NO_PINGS,
                        )
                        self._shown(game.id, seat, view, names, game, counts, orders)
                        return
                    except discord.NotFound:
                        file = await self.hand_file(game, view)
                # The DM channel by the user's id alone: fetching the user first would cost a request more.
                channel = await self.client.create_dm(discord.Object(id=user_id))
                message = await channel.send(
                    text, file=file, view=hand_view(game.id), allowed_mentions=NO_PINGS
                )
                await self.remember(game.id, f"hand:{seat}", message)
                self._shown(game.id, seat, view, names, game, counts, orders)
            except discord.Forbidden as exc:
                if exc.code != DM_CLOSED:
                    raise
                await self.dms_closed(game, seat)

    async def _orders_lines(self, game: GameInfo, seat: int) -> list[str]:
        """The seat's standing orders in force and what they did last (``service.order_runner``)."""
        runner = self.orders
        return [] if runner is None else await runner.hand_lines(game.id, seat, game.players[seat])

    def _shown(
        self,
        game_id: int,
        seat: int,
        view: dict[str, Any],
        names: list[str],
        game: GameInfo,
        counts: dict[str, int],
        orders: list[str],
    ) -> None:
        self._hand_shown[(game_id, seat)] = hand_text(view, names, game, orders=orders)
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
    orders: list[str] | None = None,
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
    for own_lines in ui_of(view).hand_lines:  # trade cards (2 players); progress cards instead of development (C&K)
        lines = own_lines(view, lines)
    if you["discard_owed"]:
        lines.append(f"⚠️ You must discard {plural(you['discard_owed'], 'card')}: use the **Discard** button.")
    if changes:
        lines.append(f"Since the last update: {changes}")
    lines.extend(notes or [])
    lines.extend(orders or [])  # standing orders in force and what they did (📜 Standing orders… changes them)
    return "\n".join(lines)


def hand_view(game_id: int) -> discord.ui.View:
    """The hand DM's buttons: the turn buttons, then the game's standing orders."""
    view = ui_components.hand_buttons(game_id)
    view.add_item(OrdersButton(game_id))
    return view


def _card_counts(view: dict[str, Any]) -> dict[str, int]:
    you = view["you"]
    return {**you["hand"], **{f"dev:{c}": n for c, n in you["dev_cards"].items()}}


