"""Read-only commands: /catan hand, board, status, log and help."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.common import CatanCog, report_error, resolve_game
from engine.constants import COSTS, format_counts
from ui.cities_knights import HELP as CK_HELP
from ui.report import status_text
from ui.summary import summarize

HELP = (
    """**How to play Catan here**
Each game lives in its own thread. On your turn: **roll**, then trade and build in any order, then **end** the turn.
The buttons on the turn message cover the common moves (only those you can make now are enabled).
Every command starts with `/catan`:
• `/catan roll`, `/catan end`, `/catan buy` — roll the dice, end your turn, buy a development card
• `/catan build road|settlement|city spot` — the list shows only legal spots (intersections are numbers, paths `12-13`)
• `/catan play knight|road_building|year_of_plenty|monopoly` — development cards (one per turn, not the turn you bought it)
• `/catan robber hex` then `/catan steal player` — after a 7 or a Knight (hexes are letters A-S)
• `/catan discard cards` — after a 7, if you hold more than 7 cards, e.g. `2 wool 2 ore`
• `/catan trade offer give get [to]` (or the **Trade…** button) — others accept, decline or counter with buttons
• `/catan trade accept|decline|counter|confirm|withdraw offer` — the list shows the open offers
• `/catan trade bank give get` — 4:1, or 3:1 / 2:1 with a harbor
• `/catan hand` (your cards, only you see it), `/catan board`, `/catan status`, `/catan log`
• 2 players: after each road or settlement you place one for a neutral player (`/catan neutral road|settlement spot`); trade cards pay for `/catan tradecard forced|desert` (1 card, 2 while you lead in visible VP); `knight` swaps a played Knight for 2
• `/catan new` (lobby), `/catan cancel`, `/catan kick`, `/catan quit`
• After a game: `/catan history stats game`, `/catan history replay game`, `/catan history export game`, `/catan history leaderboard`
**Costs**
"""
    + "\n".join(f"• {name}: {format_counts(cost)}" for name, cost in COSTS.items())
    + """
First to the victory-point target (10 by default) on their own turn wins: settlement 1, city 2,
Longest Road (5+ roads) 2, Largest Army (3+ knights) 2, victory point cards 1."""
)


class InfoCog(CatanCog):
    """/catan hand, board, status, log, help"""

    @app_commands.command(name="hand", description="Show your cards (only you see the answer)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.bot.play_flow.show_hand(interaction, None)

    @app_commands.command(name="board", description="Show the current board")
    @app_commands.describe(public="post it for everyone (default: only you see it)",
                           numbers="write the intersection numbers 1-54 on it (as commands use them)")  # fmt: skip
    async def board(self, interaction: discord.Interaction, public: bool = False, numbers: bool = False) -> None:
        try:
            await interaction.response.defer(ephemeral=not public, thinking=True)
            game = await resolve_game(self.bot, interaction, want_active=False)
            view = await self.bot.service.view(game.id)
            names = await self.bot.publisher.names(game)
            image = await self.bot.publisher.board_file(game, view, numbers=numbers)
            await interaction.followup.send(status_text(view, names)[:2000], file=image,
                                            ephemeral=not public, allowed_mentions=discord.AllowedMentions.none())  # fmt: skip
        except Exception as exc:
            await report_error(interaction, exc)

    @app_commands.command(name="status", description="Whose turn it is, scores and cards in hand")
    async def status(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction, want_active=False)
            view = await self.bot.service.view(game.id)
            names = await self.bot.publisher.names(game)
            await interaction.followup.send(status_text(view, names)[:2000], ephemeral=True)
        except Exception as exc:
            await report_error(interaction, exc)

    @app_commands.command(name="log", description="The game's recent events")
    @app_commands.describe(count="how many moves (default 15)")
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] = 15) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction, want_active=False)
            names = await self.bot.publisher.names(game)
            moves = await self.bot.service.recent_events(game.id, count)
            lines = summarize([e for m in moves for e in m.events], names)  # a Wedding's gifts span moves
            text = "\n".join(lines[-40:]) or "Nothing has happened yet."
            await interaction.followup.send(text[-2000:], ephemeral=True)
        except Exception as exc:
            await report_error(interaction, exc)

    @app_commands.command(name="help", description="How to play: commands and costs")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(HELP[:2000], ephemeral=True)
        await interaction.followup.send(CK_HELP[:2000], ephemeral=True)
