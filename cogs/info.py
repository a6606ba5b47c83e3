"""Read-only commands: /catan hand, board, status, log and help."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.common import CatanCog, report_error, resolve_game
from cogs.inputs import island
from ui.help import help_page, help_topics
from ui.report import status_text
from ui.summary import summarize


class InfoCog(CatanCog):
    """/catan hand, board, status, log, help"""

    @app_commands.command(name="hand", description="Show your cards (only you see the answer)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.bot.play_flow.show_hand(interaction, None)

    @app_commands.command(name="board", description="Show the current board")
    @app_commands.describe(public="post for everyone (default: only you)",
                           numbers="show intersection numbers")  # fmt: skip
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
            text = status_text(view, names)
            if game.status == "active":  # who sleeps until when, a pause, each person's bank (issue #20)
                text = "\n".join(t for t in (text, await self.bot.timekeeping.waits_line(game, view, names)) if t)
            await interaction.followup.send(text[:2000], ephemeral=True)
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
            lines = summarize([e for m in moves for e in m.events], names, island(game))  # a Wedding's gifts span moves
            text = "\n".join(lines[-40:]) or "Nothing has happened yet."
            await interaction.followup.send(text[-2000:], ephemeral=True)
        except Exception as exc:
            await report_error(interaction, exc)

    @app_commands.command(name="help", description="How to play: commands by topic")
    @app_commands.describe(topic="default: overview")
    async def help(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        # Each page fits one message (tests/bot/test_help.py): nothing is cut off.
        await interaction.response.send_message(help_page(topic), ephemeral=True)

    @help.autocomplete("topic")
    async def _help_topics(self, _interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        # Autocomplete, not fixed choices: choices count towards the 4,000 characters of the one /catan command.
        return [app_commands.Choice(name=label, value=key) for key, label in help_topics(current)]
