"""Leaving a running game without ending it for the others: quitting (with confirmation), open seats
that someone else can take, and the remaining players' choice to end the game instead."""

from __future__ import annotations

import logging

import discord

from cogs.interactions.common import UserError, is_admin, reply, resolve_game
from cogs.interactions.escape import safe
from cogs.interactions.mentions import NO_PINGS, pings
from cogs.interactions.names import PlayerNames
from cogs.lobby.bots import BotFlow
from cogs.lobby.seat_buttons import SeatButton, seat_buttons
from cogs.publishing.publisher import DiscordPublisher
from service import GameInfo, GameService

log = logging.getLogger("catanbot.seats")


class SeatFlow:
    """Quit, take an open seat, or end the game by the remaining players' vote."""

    def __init__(self, service: GameService, publisher: DiscordPublisher, people: PlayerNames, bots: BotFlow) -> None:
        self.service = service
        self.publisher = publisher
        self.people = people
        self.bots = bots
        # game id -> user ids of remaining players who want to end it (a vote; lost on restart, and
        # then simply cast again)
        self._end_votes: dict[int, set[int]] = {}

    async def clicked(self, interaction: discord.Interaction, item: SeatButton) -> None:
        handler = {"quit": self.confirm_quit, "take": self.take, "end": self.vote_end, "back": self.back}[item.op]
        await handler(interaction, item.game_id, item.seat)

    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        """/catan host kick: privately, as a refusal is for the one who asked; the removal is announced in the
        thread (``after_leaving``), with the open seat's buttons."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction)
        before = game
        game = await self.service.remove_player(
            game.id, player.id, by_user_id=interaction.user.id, admin=is_admin(interaction)
        )
        await reply(interaction, f"{player.mention} was removed from game #{game.id}.")
        await self.after_leaving(game, before, player.id, removed_by=interaction.user.id)

    async def ask_quit(self, interaction: discord.Interaction) -> None:
        """/catan quit: say what will happen and ask to confirm (only the player sees it)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction)
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
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user.id
        before = await self.service.get_game(game_id)
        game = await self.service.remove_player(game_id, user, by_user_id=user)
        await self.after_leaving(game, before, user, removed_by=None)
        await reply(interaction, f"You left game #{game.id}.")

    async def after_leaving(self, game: GameInfo, before: GameInfo, user_id: int, *, removed_by: int | None) -> None:
        """Tell the table that a seat is open (or that the lobby changed), with what they can do now."""
        if before.status == "lobby":
            await self.publisher.refresh_lobby(game)
            return
        name = safe(await self.people.display_name(user_id))
        how = "left the game" if removed_by is None else "was removed from the game"
        if game.status == "abandoned":
            await self.publisher.thread(game).send(
                f"{name} {how}. Nobody is left at the table: the game ends here (abandoned) and is kept in the "
                "history.",
                allowed_mentions=NO_PINGS,
            )
            await self.publisher.close_turn_message(game, "This game ended: everyone left.")
            await self.publisher.show_outcome(game)
            return
        seat = before.players.index(user_id)
        others = " ".join(f"<@{u}>" for u in game.present)
        await self.publisher.thread(game).send(
            f"{others} — {name} {how}. Their seat keeps its cards and pieces. Anyone not playing can **take the "
            "seat** and play on; or the remaining players can **end the game** (a majority of them must agree). "
            "Until then the game waits whenever it is that seat's turn to act.",
            view=seat_buttons(game.id, seat, ("take", "end")),
            allowed_mentions=pings(game.present),
        )

    async def take(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        self.people.remember(interaction.user)
        before = await self.service.get_game(game_id)
        game = await self.service.take_seat(game_id, seat, interaction.user.id)
        name = safe(interaction.user.display_name)
        left = safe(await self.people.display_name(before.players[seat]))
        colour = (await self.service.view(game.id))["players"][seat]["colour"]
        await self.publisher.thread(game).send(
            f"{name} takes over {left}'s seat ({colour}) and plays on with its cards and pieces.",
            allowed_mentions=NO_PINGS,
        )
        self._end_votes.pop(game_id, None)
        await self.bots.pipeline.seat_changed(game, seat, before.players[seat])
        await self.bots.pipeline.catch_up(game.id)
        await reply(interaction, f"You now play {colour} in game #{game.id}. Your hand comes by DM.")

    async def back(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.get_game(game_id)
        await self.bots.take_back(interaction, game, seat)

    async def vote_end(self, interaction: discord.Interaction, game_id: int, _seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.get_game(game_id)
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
            await self.publisher.thread(game).send(
                f"{safe(interaction.user.display_name)} wants to end the game ({len(votes)} of {needed} needed).",
                allowed_mentions=NO_PINGS,
            )
            await reply(interaction, "Your vote to end the game is counted.")
            return
        game = await self.service.end_game(game_id, "the remaining players chose to end it")
        self._end_votes.pop(game_id, None)
        await self.publisher.thread(game).send(
            "The remaining players ended the game. It is kept in the history (abandoned).",
            allowed_mentions=NO_PINGS,
        )
        await self.publisher.close_turn_message(game, "This game ended: the players chose to stop.")
        await self.publisher.show_outcome(game)
        await reply(interaction, "The game is over.")
