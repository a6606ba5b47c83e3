"""Leaving a running game without ending it for the others: quitting (with confirmation), open seats
that someone else can take, and the remaining players' choice to end the game instead."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from cogs import inputs
from cogs.common import UserError, answers_errors, reply, report_error
from cogs.components import RoutedView
from cogs.mentions import NO_PINGS, pings
from service import GameInfo
from ui.escape import safe

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.seats")

SEAT_OPS = {
    "quit": ("Yes, leave the game", discord.ButtonStyle.danger),
    "take": ("Take the seat", discord.ButtonStyle.success),
    "end": ("End the game", discord.ButtonStyle.danger),
    "back": ("I'm back", discord.ButtonStyle.success),
}


def _bot(interaction: discord.Interaction) -> CatanBot:
    return interaction.client  # type: ignore[return-value]


class SeatButton(
    discord.ui.DynamicItem[discord.ui.Button], template=rf"catan:seat:(?P<game>{inputs.ID}):(?P<op>quit|take|end|back):(?P<seat>\d)"
):
    def __init__(self, game_id: int, op: str, seat: int) -> None:
        label, style = SEAT_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"catan:seat:{game_id}:{op}:{seat}")
        )
        self.game_id, self.op, self.seat = game_id, op, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatButton:
        return cls(int(match["game"]), match["op"], int(match["seat"]))

    @answers_errors
    async def callback(self, interaction: discord.Interaction) -> None:
        flow = _bot(interaction).seat_flow
        handler = {"quit": flow.confirm_quit, "take": flow.take, "end": flow.vote_end, "back": flow.back}[self.op]
        await handler(interaction, self.game_id, self.seat)


def seat_buttons(game_id: int, seat: int, ops: tuple[str, ...]) -> discord.ui.View:
    view = RoutedView()
    for op in ops:
        view.add_item(SeatButton(game_id, op, seat))
    return view


class SeatFlow:
    """Quit, take an open seat, or end the game by the remaining players' vote."""

    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot
        # game id -> user ids of remaining players who want to end it (a vote; lost on restart, and
        # then simply cast again)
        self._end_votes: dict[int, set[int]] = {}

    async def ask_quit(self, interaction: discord.Interaction, game: GameInfo) -> None:
        """/catan quit: say what will happen and ask to confirm (only the player sees it)."""
        seat = game.seat_of(interaction.user.id)
        if game.status == "lobby":
            text = f"Leave the lobby of game #{game.id}?"
        elif seat is None:
            raise UserError("You are not playing in this game.")
        else:
            text = (
                f"Leave game #{game.id}? Your seat stays at the table with its cards and pieces; the others play on, "
                "and someone else can take your seat, or the remaining players can end the game. "
                "You can't come back to this seat yourself once someone else takes it."
            )
        await interaction.followup.send(
            text, view=seat_buttons(game.id, seat if seat is not None else 0, ("quit",)), ephemeral=True
        )

    async def confirm_quit(self, interaction: discord.Interaction, game_id: int, _seat: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            before = await self.bot.service.get_game(game_id)
            game = await self.bot.service.remove_player(game_id, user, by_user_id=user)
            await self.after_leaving(game, before, user, removed_by=None)
            await reply(interaction, f"You left game #{game.id}.")
        except Exception as exc:
            await report_error(interaction, exc)

    async def after_leaving(self, game: GameInfo, before: GameInfo, user_id: int, *, removed_by: int | None) -> None:
        """Tell the table that a seat is open (or that the lobby changed), with what they can do now."""
        if before.status == "lobby":
            await self.bot.lobby_flow.refresh_lobby(game)
            return
        name = safe(await self.bot.display_name(user_id))
        how = "left the game" if removed_by is None else "was removed from the game"
        if game.status == "abandoned":
            await self.bot.publisher.thread(game).send(
                f"{name} {how}. Nobody is left at the table: the game ends here (abandoned) and is kept in the "
                "history.",
                allowed_mentions=NO_PINGS,
            )
            await self.bot.publisher.close_turn_message(game, "This game ended: everyone left.")
            await self.bot.publisher.show_outcome(game)
            return
        seat = before.players.index(user_id)
        others = " ".join(f"<@{u}>" for u in game.present)
        await self.bot.publisher.thread(game).send(
            f"{others} — {name} {how}. Their seat keeps its cards and pieces. Anyone not playing can **take the "
            "seat** and play on; or the remaining players can **end the game** (a majority of them must agree). "
            "Until then the game waits whenever it is that seat's turn to act.",
            view=seat_buttons(game.id, seat, ("take", "end")),
            allowed_mentions=pings(game.present),
        )

    async def take(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            self.bot.remember_name(interaction.user)
            before = await self.bot.service.get_game(game_id)
            game = await self.bot.service.take_seat(game_id, seat, interaction.user.id)
            name = safe(interaction.user.display_name)
            left = safe(await self.bot.display_name(before.players[seat]))
            colour = (await self.bot.service.view(game.id))["players"][seat]["colour"]
            await self.bot.publisher.thread(game).send(
                f"{name} takes over {left}'s seat ({colour}) and plays on with its cards and pieces.",
                allowed_mentions=NO_PINGS,
            )
            self._end_votes.pop(game_id, None)
            await self.bot.publisher.seat_changed(game, seat, before.players[seat])
            await self.bot.publisher.catch_up(game.id)
            await reply(interaction, f"You now play {colour} in game #{game.id}. Your hand comes by DM.")
        except Exception as exc:
            await report_error(interaction, exc)

    async def back(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await self.bot.service.get_game(game_id)
            await self.bot.bot_flow.take_back(interaction, game, seat)
        except Exception as exc:
            await report_error(interaction, exc)

    async def vote_end(self, interaction: discord.Interaction, game_id: int, _seat: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await self.bot.service.get_game(game_id)
            user = interaction.user.id
            if user not in game.present:
                raise UserError("Only the players still at the table can end the game.")
            if game.status != "active":
                raise UserError(f"Game #{game.id} is not running any more.")
            votes = self._end_votes.setdefault(game_id, set())
            votes.add(user)
            votes &= set(game.present)
            needed = len(game.present) // 2 + 1
            if len(votes) < needed:
                await self.bot.publisher.thread(game).send(
                    f"{safe(interaction.user.display_name)} wants to end the game ({len(votes)} of {needed} needed).",
                    allowed_mentions=NO_PINGS,
                )
                await reply(interaction, "Your vote to end the game is counted.")
                return
            game = await self.bot.service.end_game(game_id, "the remaining players chose to end it")
            self._end_votes.pop(game_id, None)
            await self.bot.publisher.thread(game).send(
                "The remaining players ended the game. It is kept in the history (abandoned).",
                allowed_mentions=NO_PINGS,
            )
            await self.bot.publisher.close_turn_message(game, "This game ended: the players chose to stop.")
            await self.bot.publisher.show_outcome(game)
            await reply(interaction, "The game is over.")
        except Exception as exc:
            await report_error(interaction, exc)
