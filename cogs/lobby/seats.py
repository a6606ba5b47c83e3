"""Leaving a running game without ending it for the others: quitting (with confirmation), open seats
that someone else can take, and the remaining players' choice to end the game instead."""

from __future__ import annotations

import logging

import discord

from cogs.interactions.common import UserError, is_admin, reply, resolve_game
from cogs.interactions.escape import safe
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import reader_of
from cogs.lobby.bots import BotFlow
from cogs.lobby.seat_buttons import SeatButton, seat_buttons
from cogs.publishing.publisher import DiscordPublisher
from service import GameInfo, GameService
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text, Verbatim

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
        await reply(interaction, Text("seats-removed", player=player.mention, game=str(game.id)))
        await self.after_leaving(game, before, player.id, removed_by=interaction.user.id)

    async def ask_quit(self, interaction: discord.Interaction) -> None:
        """/catan quit: say what will happen and ask to confirm (only the player sees it)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction)
        seat = game.seat_of(interaction.user.id)
        if game.status == "lobby":
            text = Text("seats-leave-lobby", game=str(game.id))
        elif seat is None:
            raise UserError(Text("seats-not-playing"))
        else:
            text = Text("seats-leave-game", game=str(game.id))
        reader = await reader_of(interaction)
        await interaction.followup.send(
            localize(text, reader), view=seat_buttons(game.id, seat if seat is not None else 0, ("quit",), reader),
            ephemeral=True,
        )

    async def confirm_quit(self, interaction: discord.Interaction, game_id: int, _seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user.id
        before = await self.service.get_game(game_id)
        game = await self.service.remove_player(game_id, user, by_user_id=user)
        await self.after_leaving(game, before, user, removed_by=None)
        await reply(interaction, Text("seats-you-left", game=str(game.id)))

    async def after_leaving(self, game: GameInfo, before: GameInfo, user_id: int, *, removed_by: int | None) -> None:
        """Tell the table that a seat is open (or that the lobby changed), with what they can do now."""
        if before.status == "lobby":
            await self.publisher.refresh_lobby(game)
            return
        name = Verbatim(safe(await self.people.display_name(user_id)))
        tag = game_language(game.settings)  # the thread is everyone's: the game's language
        how = Text("seats-how-left" if removed_by is None else "seats-how-removed", name=name)
        if game.status == "abandoned":
            await self.publisher.thread(game).send(
                localize(Text("seats-everyone-left", how=how), tag), allowed_mentions=NO_PINGS
            )
            await self.publisher.close_turn_message(game, localize(Text("seats-closed-everyone-left"), tag))
            await self.publisher.show_outcome(game)
            return
        await self.bots.pipeline.seat_left(game, before.players.index(user_id), how)

    async def take(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        self.people.remember(interaction.user)
        before = await self.service.get_game(game_id)
        game = await self.service.take_seat(game_id, seat, interaction.user.id)
        name = safe(interaction.user.display_name)
        left = safe(await self.people.display_name(before.players[seat]))
        colour = Text(f"thread-colour-{(await self.service.view(game.id))['players'][seat]['colour']}")
        await self.publisher.thread(game).send(
            localize(Text("seats-taken-over", name=Verbatim(name), left=Verbatim(left), colour=colour),
                     game_language(game.settings)),
            allowed_mentions=NO_PINGS,
        )  # fmt: skip
        self._end_votes.pop(game_id, None)
        await self.bots.pipeline.seat_changed(game, seat, before.players[seat])
        await self.bots.pipeline.catch_up(game.id)
        await reply(interaction, Text("seats-you-play", colour=colour, game=str(game.id)))

    async def back(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.get_game(game_id)
        await self.bots.take_back(interaction, game, seat)

    async def vote_end(self, interaction: discord.Interaction, game_id: int, _seat: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.get_game(game_id)
        user = interaction.user.id
        if user not in game.present:
            raise UserError(Text("seats-only-players-end"))
        if game.status != "active":
            raise UserError(Text("seats-not-running", game=str(game.id)))
        votes = self._end_votes.setdefault(game_id, set())
        votes.add(user)
        votes &= set(game.present)
        needed = len(game.present) // 2 + 1
        tag = game_language(game.settings)
        if len(votes) < needed:
            wants = Text("seats-wants-end", name=Verbatim(safe(interaction.user.display_name)), votes=len(votes),
                         needed=needed)  # fmt: skip
            await self.publisher.thread(game).send(localize(wants, tag), allowed_mentions=NO_PINGS)
            await reply(interaction, Text("seats-vote-counted"))
            return
        game = await self.service.end_game(game_id, "the remaining players chose to end it")
        self._end_votes.pop(game_id, None)
        await self.publisher.thread(game).send(localize(Text("seats-players-ended"), tag), allowed_mentions=NO_PINGS)
        await self.publisher.close_turn_message(game, localize(Text("seats-closed-players-stopped"), tag))
        await self.publisher.show_outcome(game)
        await reply(interaction, Text("buttons-game-over"))
