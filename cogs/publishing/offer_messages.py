"""Trade offers in the thread: one message per open offer, edited as answers come; once traded it goes (the
turn's log says the trade), once closed otherwise it says why (the log has no line for that)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.interactions.mentions import NO_PINGS
from cogs.play import components as ui_components
from cogs.publishing.publish_base import PublisherBase
from service import GameInfo, MessageRef
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text
from ui.offers import closed_offer_text

log = logging.getLogger("catanbot.publisher")


class OfferMessages(PublisherBase):
    # --- trade offers -----------------------------------------------------------------------------

    async def _offers(
        self,
        game: GameInfo,
        view: dict[str, Any],
        names: list[str],
        events: list[dict[str, Any]],
        *,
        refresh_all: bool,
        via: discord.Interaction | None = None,
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
                message = await self.post(
                    game,
                    via,
                    ui_components.offer_text(offer, names, lambda s: self.mention(game, s), game_language(game.settings)),
                    view=ui_components.offer_buttons(game.id, offer, view, await self.image_names(game), game_language(game.settings)),
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
            closed = closed_offer_text(event, names) if event is not None else Text("thread-offer-closed", offer=oid)
            text = localize(closed, game_language(game.settings))
            if event is not None and event["type"] == "traded":
                # the turn's log says "✅ Ada traded 1 wool to Bram for 1 ore.": the offer goes (issue #29 item 4)
                await self.withdraw(game.id, ref, text)
                continue
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
                content=ui_components.offer_text(offer, names, lambda s: self.mention(game, s), game_language(game.settings)),
                view=ui_components.offer_buttons(game.id, offer, view, await self.image_names(game), game_language(game.settings)),
                allowed_mentions=NO_PINGS,
            )
        except discord.HTTPException:
            log.info("game %d: offer message %d could not be edited", game.id, oid)

