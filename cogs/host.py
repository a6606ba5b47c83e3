"""/catan host cancel|kick|autopilot: what the host (or anyone with Manage Server) may do to a game.

One subgroup for them leaves room under /catan (Discord allows 25 entries) for every player's commands.
"""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.common import CatanCog, UserError, is_admin, reply, report_error, resolve_game
from ui.escape import safe


class HostCog(CatanCog):
    host = app_commands.Group(name="host", description="Host commands", guild_only=True)

    @host.command(name="cancel", description="Cancel this game (host or Manage Server)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        try:
            # Privately: a refusal (not the host) is for the one who asked; the cancel itself is announced
            # in the game's thread and on its lobby message.
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction)
            game = await self.bot.service.cancel(game.id, interaction.user.id, admin=is_admin(interaction))
            await reply(interaction, f"Game #{game.id} is cancelled.")
            await self.bot.lobby_flow.cancelled(game, interaction.user.id)
        except Exception as exc:
            await report_error(interaction, exc)

    @host.command(name="kick", description="Remove an absent player; the seat stays open")
    @app_commands.describe(player="the player to remove")
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        try:
            # Privately: a refusal is for the one who asked; the removal is announced in the thread
            # (``after_leaving``), with the open seat's buttons.
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction)
            before = game
            game = await self.bot.service.remove_player(
                game.id, player.id, by_user_id=interaction.user.id, admin=is_admin(interaction)
            )
            await reply(interaction, f"{player.mention} was removed from game #{game.id}.")
            await self.bot.seat_flow.after_leaving(game, before, player.id, removed_by=interaction.user.id)
        except Exception as exc:
            await report_error(interaction, exc)

    @host.command(name="autopilot", description="A built-in player plays this player's seat now")
    async def autopilot(self, interaction: discord.Interaction, player: discord.User) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction)
            if interaction.user.id != game.host_id and not is_admin(interaction):
                raise UserError(f"Only the host of game #{game.id} (or an admin) can do that.")
            seat = game.seat_of(player.id)
            if seat is None:
                raise UserError(f"{safe(player.display_name)} is not playing in this game.")
            await self.bot.pipeline.hand_to_bot(game.id, seat, "normal", "was handed to a built-in player by the host")
            await reply(interaction, "Done.")
        except Exception as exc:
            await report_error(interaction, exc)
