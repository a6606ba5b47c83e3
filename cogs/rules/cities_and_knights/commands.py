"""/catan ck knight, improve, progress, answer and /catan build wall: the commands of Cities & Knights."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.app.wiring import Moves
from cogs.interactions.common import CatanCog, seat_choices
from cogs.interactions.reader import reader_of
from cogs.rules.cities_and_knights.flow import CkFlow
from ui.rules.cities_and_knights import ANSWER_KINDS, KNIGHT_KINDS, TRACKS, progress_kinds
from ui.spots import choices

TRACK_CHOICES = [app_commands.Choice(name=command_text(t, f"ck-cmd-track-{t}"), value=i) for i, t in enumerate(TRACKS)]


class CitiesKnightsCog(CatanCog):
    """/catan ck knight, improve, progress, answer (Cities & Knights): one /catan entry, as Discord allows 25."""

    def __init__(self, tree: app_commands.CommandTree[Any], ck: CkFlow, moves: Moves) -> None:
        super().__init__(tree)
        self.flow = ck
        self.moves = moves

    # C&K's city wall is built like the base game's pieces: its command joins the shared /catan build group
    # (``CatanCog.cog_load`` merges a cog's group into the /catan group of that name).
    build = app_commands.Group(name="build", description=command_text("Build a road, settlement or city", "cmd-build-a-road-settlement-or-city"), guild_only=True)

    @build.command(name="wall", description=command_text("C&K: a city wall under your city (2 brick)", "ck-cmd-wall"))
    @app_commands.describe(spot=command_text("your city", "ck-cmd-your-city"))
    async def build_wall(self, interaction: discord.Interaction, spot: str) -> None:
        await self.moves.place(interaction, "wall", spot)

    @build_wall.autocomplete("spot")
    async def _wall_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        reader = await reader_of(interaction)  # in the typing person's language (issue #33)
        return await seat_choices(
            self.flow.service, self.flow.publisher.image_names, interaction,
            lambda view, names: choices(view, "wall", current, names, reader),
        )  # fmt: skip

    ck = app_commands.Group(name="ck", description=command_text("Cities & Knights moves", "ck-cmd-group"), guild_only=True)

    @ck.command(name="knight", description=command_text("C&K: hire, activate, promote or move a knight", "ck-cmd-knight"))
    @app_commands.describe(move=command_text("pick from the list", "ck-cmd-pick"))
    async def knight(self, interaction: discord.Interaction, move: str) -> None:
        await self.flow.act_encoded(interaction, KNIGHT_KINDS, move)

    @knight.autocomplete("move")
    async def _knight_moves(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, KNIGHT_KINDS, current)

    @ck.command(name="improve", description=command_text("C&K: improve your cities on a track", "ck-cmd-improve"))
    @app_commands.choices(track=TRACK_CHOICES)
    async def improve(self, interaction: discord.Interaction, track: int) -> None:
        await self.moves.act(interaction, None, ("improve", track))

    @ck.command(name="progress", description=command_text("C&K: play a progress card", "ck-cmd-progress"))
    @app_commands.describe(play=command_text("pick from the list", "ck-cmd-pick"))
    async def progress(self, interaction: discord.Interaction, play: str) -> None:
        await self.flow.act_encoded(interaction, progress_kinds(), play)

    @progress.autocomplete("play")
    async def _progress_plays(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, progress_kinds(), current)

    @ck.command(name="answer", description=command_text("C&K: answer a decision you owe", "ck-cmd-answer"))
    @app_commands.describe(choice=command_text("pick from the list", "ck-cmd-pick"))
    async def answer(self, interaction: discord.Interaction, choice: str) -> None:
        await self.flow.act_encoded(interaction, ANSWER_KINDS, choice)

    @answer.autocomplete("choice")
    async def _answers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, ANSWER_KINDS, current)
