"""Posting what happened: the turn message, board images, trade offers and private hands.

Everything shown in public comes from the public view and redacted events; hands go by DM (one
message per player and game, edited in place) or, when a player's DMs are closed, by ephemeral reply.
Renders run in a worker thread, never on the event loop.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any

import discord

import engine
from cogs import components as ui_components
from rendering import worker
from service import GameInfo, MessageRef, MoveResult
from ui.buttons import legal_kinds
from ui.offers import closed_offer_text
from ui.report import MoveReport, prompt_for, report_move, status_text
from ui.summary import describe_event

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.publisher")

DM_CLOSED = 50007
TURN_LOG_LIMIT = 1700  # characters of this turn's log kept in the turn message


class Publisher:
    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot
        self.turn_logs: dict[int, list[str]] = {}  # game id -> lines of the turn in progress
        self.dm_closed: set[tuple[int, int]] = set()  # (game id, user id) whose DMs failed
        self._hand_locks: dict[tuple[int, int], asyncio.Lock] = {}
        self._hand_shown: dict[tuple[int, int], str] = {}  # what each hand DM shows now, to skip no-op edits
        self._refs: dict[int, dict[str, MessageRef]] = {}  # game id -> its remembered messages (write-through)

    # --- remembered messages ----------------------------------------------------------------------

    async def refs(self, game_id: int) -> dict[str, MessageRef]:
        """The game's remembered messages, read from storage once per process and then kept current."""
        cached = self._refs.get(game_id)
        if cached is None:
            cached = self._refs[game_id] = dict(await self.bot.service.get_message_ids(game_id))
        return cached

    async def remember(self, game_id: int, kind: str, message: discord.Message) -> None:
        await self.bot.service.set_message_id(game_id, kind, message.channel.id, message.id)
        (await self.refs(game_id))[kind] = MessageRef(kind, message.channel.id, message.id)

    # --- names ------------------------------------------------------------------------------------

    async def names(self, game: GameInfo) -> list[str]:
        return [await self.bot.display_name(uid) for uid in game.players]

    @staticmethod
    def mention(game: GameInfo, seat: int) -> str:
        return f"<@{game.players[seat]}>"

    # --- images -----------------------------------------------------------------------------------

    async def board_file(self, view: dict[str, Any], names: list[str], filename: str = "board.png") -> discord.File:
        png = await worker.board_png(view, names)
        return discord.File(io.BytesIO(png), filename=filename)

    async def decision_file(self, view: dict[str, Any], names: list[str], kind: str) -> discord.File:
        png = await worker.decision_png(view, names, kind=kind)
        return discord.File(io.BytesIO(png), filename=f"{kind}.png")

    async def hand_file(self, view: dict[str, Any], names: list[str]) -> discord.File:
        png = await worker.hand_png(view, names)
        return discord.File(io.BytesIO(png), filename="hand.png")

    # --- the game thread --------------------------------------------------------------------------

    def thread(self, game: GameInfo) -> discord.abc.Messageable:
        return self.bot.get_partial_messageable(game.thread_id or game.channel_id)

    async def game_started(self, game: GameInfo, events: list[dict[str, Any]]) -> None:
        view = await self.bot.service.view(game.id)
        names = await self.names(game)
        lines = ["🎲 **The game begins!** Seats: " + ", ".join(
            f"{names[p['seat']]} ({p['colour']})" for p in view["players"])]  # fmt: skip
        report = report_move(events, view, names)
        lines += report.lines
        await self.thread(game).send(
            "\n".join(lines)[:2000],
            file=await self.board_file(view, names),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await self.new_turn_message(game, view, names)
        for seat in range(len(game.players)):
            await self.refresh_hand(game, seat)

    async def after_move(self, game: GameInfo, result: MoveResult) -> None:
        view = await self.bot.service.view(game.id)
        names = await self.names(game)
        report = report_move(list(result.events), view, names)
        log_lines = self.turn_logs.setdefault(game.id, [])
        # Lines up to the start of the next turn belong to the turn that just ended.
        turn_lines, next_lines = _split_at_turn_start(result, names)
        log_lines.extend(turn_lines)
        if report.offers_opened or report.offers_updated or report.offers_closed:
            await self.sync_offers(game, view, names, report)
        if report.turn_ended or report.game_over or _setup_player_changed(result, view):
            # The finished turn's log moves into the board post; the old turn message shrinks to a line.
            await self.retire_turn_message(game, f"{names[result.seat]}'s turn is over: see the board below.")
            await self.post_board(game, view, names, log_lines, final=report.game_over)
            self.turn_logs[game.id] = list(next_lines)
            if not report.game_over:
                await self.new_turn_message(game, view, names)
        else:
            await self.update_turn_message(game, view, names, report)
        for seat in result.private_changed:
            await self.refresh_hand(game, seat)

    async def post_board(
        self, game: GameInfo, view: dict[str, Any], names: list[str], lines: list[str], *, final: bool = False
    ) -> None:
        text = "\n".join(lines[-25:])
        if final:
            text = f"{text}\n\n**Final scores**\n{status_text(view, names)}"
        await self.thread(game).send(
            _clip(text) or "Board:",
            file=await self.board_file(view, names),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    def turn_text(
        self, game: GameInfo, view: dict[str, Any], names: list[str], report: MoveReport | None = None
    ) -> str:
        waiting = report.waiting_on if report else sorted({d["seat"] for d in view["pending"] if d["blocking"]})
        prompt = report.prompt if report else prompt_for(view)
        header = (f"**Set-up** — {names[view['active']]} ({view['players'][view['active']]['colour']})"
                  if view["phase"] == "setup" else
                  f"**Turn {view['turn']}** — {names[view['active']]} ({view['players'][view['active']]['colour']})")  # fmt: skip
        body = "\n".join(self.turn_logs.get(game.id, []))
        if len(body) > TURN_LOG_LIMIT:
            body = "…" + body[-TURN_LOG_LIMIT:]
        who = " ".join(self.mention(game, s) for s in waiting)
        return _clip(f"{header}\n{body}\n➡️ {who}: {prompt}".replace("\n\n", "\n"))

    async def legal_kinds(self, game: GameInfo, view: dict[str, Any]) -> set[str]:
        """Action kinds legal now for the seats the game waits on: the turn message's buttons follow them."""
        waiting = sorted({d["seat"] for d in view["pending"] if d["blocking"]})
        return legal_kinds([await self.bot.service.view(game.id, game.players[s]) for s in waiting])

    async def new_turn_message(self, game: GameInfo, view: dict[str, Any], names: list[str]) -> None:
        view_for_buttons = ui_components.turn_buttons(game.id, view, await self.legal_kinds(game, view))
        message = await self.thread(game).send(
            self.turn_text(game, view, names),
            view=view_for_buttons,
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.remember(game.id, "turn", message)

    async def update_turn_message(
        self, game: GameInfo, view: dict[str, Any], names: list[str], report: MoveReport
    ) -> None:
        refs = await self.refs(game.id)
        ref = refs.get("turn")
        text = self.turn_text(game, view, names, report)
        buttons = ui_components.turn_buttons(game.id, view, await self.legal_kinds(game, view))
        if ref is None:
            await self.new_turn_message(game, view, names)
            return
        message = self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)
        try:
            await message.edit(content=text, view=buttons, allowed_mentions=discord.AllowedMentions.none())
        except discord.NotFound:
            await self.new_turn_message(game, view, names)
        # Players who must now act off-turn (discards) get a ping they will notice.
        off_turn = [s for s in report.waiting_on if s != view["active"]]
        if off_turn and report.prompt.startswith("discard"):
            await self.thread(game).send(
                " ".join(self.mention(game, s) for s in off_turn) + " — you have more than 7 cards: discard half "
                "with `/catan discard` or the **Discard** button.",
                allowed_mentions=discord.AllowedMentions(users=True),
            )

    async def retire_turn_message(self, game: GameInfo, text: str) -> None:
        ref = (await self.refs(game.id)).get("turn")
        if ref is None:
            return
        message = self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)
        try:
            await message.edit(content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("game %d: old turn message could not be edited", game.id)

    # --- trade offers -----------------------------------------------------------------------------

    async def sync_offers(self, game: GameInfo, view: dict[str, Any], names: list[str], report: MoveReport) -> None:
        offers = {o["id"]: o for o in view["offers"]}
        refs = await self.refs(game.id)
        for oid in report.offers_opened:
            offer = offers.get(oid)
            if offer is None:
                continue
            message = await self.thread(game).send(
                ui_components.offer_text(offer, names, lambda s: self.mention(game, s)),
                view=ui_components.offer_buttons(game.id, offer, view, names),
                allowed_mentions=discord.AllowedMentions(users=True),
            )
            await self.remember(game.id, f"offer:{oid}", message)
        for oid in report.offers_updated + report.offers_closed:
            ref = refs.get(f"offer:{oid}")
            if ref is None:
                continue
            message = self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)
            offer = offers.get(oid)
            try:
                if offer is None:
                    closing = report.closing_events.get(oid)
                    text = closed_offer_text(closing, names) if closing else f"~~Trade #{oid}~~ — closed."
                    await message.edit(view=None, content=text, allowed_mentions=discord.AllowedMentions.none())
                else:
                    await message.edit(
                        content=ui_components.offer_text(offer, names, lambda s: self.mention(game, s)),
                        view=ui_components.offer_buttons(game.id, offer, view, names),
                        allowed_mentions=discord.AllowedMentions.none(),
                    )
            except discord.HTTPException:
                log.info("game %d: offer message %d could not be edited", game.id, oid)

    # --- private hands ----------------------------------------------------------------------------

    async def refresh_hand(self, game: GameInfo, seat: int) -> None:
        """Keep the player's hand DM current: one message per game, edited in place."""
        user_id = game.players[seat]
        if (game.id, user_id) in self.dm_closed:
            return
        lock = self._hand_locks.setdefault((game.id, user_id), asyncio.Lock())
        async with lock:
            view = await self.bot.service.view(game.id, user_id)
            names = await self.names(game)
            text = hand_text(view, names, game)
            if self._hand_shown.get((game.id, seat)) == text:
                return  # the view changed (e.g. legal actions) but not what the hand message shows
            refs = await self.refs(game.id)
            ref = refs.get(f"hand:{seat}")
            file = await self.hand_file(view, names)
            try:
                if ref is not None:
                    message = self.bot.get_partial_messageable(ref.channel_id).get_partial_message(ref.message_id)
                    try:
                        await message.edit(content=text, attachments=[file])
                        self._hand_shown[(game.id, seat)] = text
                        return
                    except discord.NotFound:
                        file = await self.hand_file(view, names)
                user = await self.bot.fetch_user(user_id)
                message = await user.send(text, file=file)
                await self.remember(game.id, f"hand:{seat}", message)
                self._hand_shown[(game.id, seat)] = text
            except discord.Forbidden as exc:
                if exc.code != DM_CLOSED:
                    raise
                await self.dms_closed(game, seat)

    async def dms_closed(self, game: GameInfo, seat: int) -> None:
        """Say once, in the thread, that this player's hand comes by ephemeral messages instead."""
        user_id = game.players[seat]
        self.dm_closed.add((game.id, user_id))
        refs = await self.refs(game.id)
        if f"dm_closed:{seat}" in refs:
            return
        message = await self.thread(game).send(
            f"{self.mention(game, seat)}, I can't send you direct messages, so your hand will be shown only to you "
            "in my replies (and any time with `/catan hand`). To get it by DM, allow direct messages from server members.",
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.remember(game.id, f"dm_closed:{seat}", message)

    def wants_ephemeral_hand(self, game: GameInfo, user_id: int) -> bool:
        return (game.id, user_id) in self.dm_closed


def hand_text(view: dict[str, Any], names: list[str], game: GameInfo) -> str:
    you = view["you"]
    hand = you["hand"]
    cards = ", ".join(f"{n} {r}" for r, n in hand.items() if n) or "no resource cards"
    dev = ", ".join(f"{n} {c.replace('_', ' ')}" for c, n in you["dev_cards"].items() if n) or "none"
    rates = ", ".join(f"{r} {rate}:1" for r, rate in you["bank_rates"].items() if rate < 4)
    lines = [
        f"**Your hand in Catan game #{game.id}** ({names[you['seat']]}, {view['players'][you['seat']]['colour']})",
        f"Resources: {cards}",
        f"Development cards: {dev}",
        f"Victory points: {you['vp']} (public {view['players'][you['seat']]['public_vp']})",
    ]
    if rates:
        lines.append(f"Harbor rates: {rates}")
    if you["discard_owed"]:
        lines.append(f"⚠️ You must discard {you['discard_owed']} cards: `/catan discard`.")
    return "\n".join(lines)


def _clip(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _split_at_turn_start(result: MoveResult, names: list[str]) -> tuple[list[str], list[str]]:
    """Lines before a turn_started event close the old turn; the rest open the next one."""
    before: list[str] = []
    after: list[str] = []
    target = before
    for e in engine.events_for(list(result.events), None):
        if e["type"] == "turn_started":
            target = after
            continue
        line = describe_event(e, names)
        if line:
            target.append(line)
    return before, after


def _setup_player_changed(result: MoveResult, view: dict[str, Any]) -> bool:
    """During set-up, post the board whenever the next player starts placing."""
    return view["phase"] == "setup" and result.action[0] == "road"
