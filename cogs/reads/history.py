"""After the game: /catan history stats, export, leaderboard and replay, and the statistics posted at a game's end.

Thin: the numbers come from service.reads.history (replays run cooperatively), the images from the render
workers. Only finished games of the server the command is used in are shown.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions import inputs
from cogs.interactions.common import CatanCog, UserError
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.escape import safe_names
from cogs.interactions.forms import RoutedForm
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import reader_of
from cogs.interactions.release import BytesFile
from cogs.interactions.tree import shared_group
from cogs.publishing.publisher import DiscordPublisher
from history import export
from history.rating import table_lines
from history.replay import caption as replay_caption
from rendering import IMAGE_EXTENSION
from service import GameInfo, GameService
from service.reads import history as hist
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim

log = logging.getLogger("catanbot.history")

REPLAY_OPS = ("prev", "next", "jump")  # labels: history-button-<op>


class ReplayButton(Component[discord.ui.Button], template=rf"catan:replay:(?P<game>{inputs.ID}):(?P<turn>\d{{1,6}}):(?P<op>\w+)"):

    def __init__(self, game_id: int, turn: int, op: str, disabled: bool = False, tag: str = ENGLISH) -> None:
        label = localize(Text(f"history-button-{op}"), tag)
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=f"catan:replay:{game_id}:{turn}:{op}"))  # fmt: skip
        self.game_id, self.turn, self.op = game_id, turn, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["turn"]), match["op"])


def replay_buttons(game_id: int, turn: int, last: int, tag: str = ENGLISH) -> discord.ui.View:
    """A replay's buttons, in the language of the person who asked for it (``tag``): the replay is theirs."""
    view = RoutedView()
    view.add_item(ReplayButton(game_id, turn, "prev", disabled=turn <= 0, tag=tag))
    view.add_item(ReplayButton(game_id, turn, "next", disabled=turn >= last, tag=tag))
    view.add_item(ReplayButton(game_id, turn, "jump", tag=tag))
    return view


class HistoryFlow:
    """Finished games of the server the command is used in: statistics, the public log, the leaderboard,
    replays (and their buttons)."""

    def __init__(self, service: GameService, publisher: DiscordPublisher, people: PlayerNames) -> None:
        self.service = service
        self.publisher = publisher
        self.people = people

    async def game(self, interaction: discord.Interaction, game_id: int) -> GameInfo:
        game = await self.service.get_game(game_id)
        if game.guild_id != (interaction.guild_id or 0):
            raise UserError(Text("history-no-game-here", game=str(game_id)))
        return game

    async def replay_message(self, game: GameInfo, turn: int, tag: str = ENGLISH) -> dict[str, Any]:
        board = await hist.board_at_turn(self.service.repo, game.id, turn)
        name = f"replay-{game.id}-{board.turn}.{IMAGE_EXTENSION}"
        image = await self.publisher.board_file(game, board.view, filename=name)
        text = localize(replay_caption(game.id, board.turn, board.last_turn, board.view), tag)
        view = replay_buttons(game.id, board.turn, board.last_turn, tag)
        return {"content": text, "attachments": [image], "view": view}

    async def replay_clicked(self, interaction: discord.Interaction, item: ReplayButton) -> None:
        if item.op == "jump":
            await JumpForm(item.game_id, await reader_of(interaction)).show(interaction)
            return
        await interaction.response.defer()
        game = await self.game(interaction, item.game_id)
        turn = item.turn + (1 if item.op == "next" else -1)
        reader = await reader_of(interaction)
        await interaction.edit_original_response(**await self.replay_message(game, max(0, turn), reader))

    async def jump(self, interaction: discord.Interaction, form: JumpForm) -> None:
        """The Jump to turn… form: the replay message shows the turn typed."""
        turn = inputs.number(form.values.get("turn", ""), 0, 999_999, Text("history-a-turn"))
        await interaction.response.defer()
        game = await self.game(interaction, form.game_id)
        reader = await reader_of(interaction)
        await interaction.edit_original_response(**await self.replay_message(game, turn, reader))

    async def stats(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.game(interaction, game_id)
        text, image = await self.publisher.stats_message(info, tag=await reader_of(interaction))
        await interaction.followup.send(text, file=image, ephemeral=True, allowed_mentions=NO_PINGS)

    async def export(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.game(interaction, game_id)
        names = await self.publisher.image_names(info)
        data = await hist.public_log(self.service.repo, info.id, names)
        files = [BytesFile(export.dumps(data).encode(), filename=f"catan-{info.id}.json"),
                 BytesFile(export.to_text(data).encode(), filename=f"catan-{info.id}.txt")]  # fmt: skip
        said = localize(Text("history-export", game=str(info.id)), await reader_of(interaction))
        await interaction.followup.send(said, files=files, ephemeral=True)

    async def leaderboard(self, interaction: discord.Interaction, bots: bool) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        standings = await hist.server_leaderboard(self.service.repo, interaction.guild_id or 0)
        people = [s for s in standings if not s.is_bot]
        names = safe_names([await self.people.display_name(s.user_id) for s in people[:20]])
        words = localizer(await reader_of(interaction))
        lines = [words.format(Text("history-leaderboard"))]
        lines += [words.format(line) for line in table_lines(people, names)] or [words.format(Text("history-no-finished"))]
        if bots:
            robots = [s for s in standings if s.is_bot]
            lines += ["", words.format(Text("history-bots"))]
            table = table_lines(robots, [hist.bot_label(s.user_id) for s in robots])
            lines += [words.format(line) for line in table] or [words.format(Text("history-none-yet"))]
        await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True, allowed_mentions=NO_PINGS)

    async def replay(self, interaction: discord.Interaction, game_id: int, turn: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self.game(interaction, game_id)
        message = await self.replay_message(info, max(0, turn), await reader_of(interaction))
        await interaction.followup.send(message["content"], files=message["attachments"], view=message["view"],
                                        ephemeral=True)  # fmt: skip


class JumpForm(RoutedForm, template=rf"catan:jump:(?P<game>{inputs.ID})"):
    """A replay's Jump to turn… form; it answers after a restart too (``cogs.interactions.forms``)."""

    def __init__(self, game_id: int, tag: str = ENGLISH) -> None:
        title = localize(Text("history-jump-title", game=str(game_id)), tag)
        super().__init__(title=title[:45], custom_id=f"catan:jump:{game_id}")
        self.game_id = game_id
        example = localize(Text("forms-example", cards=Verbatim("12")), tag)
        turn: discord.ui.TextInput[Any] = discord.ui.TextInput(custom_id="turn", placeholder=example, max_length=6)
        self.add_item(discord.ui.Label(text=localize(Text("history-turn"), tag), component=turn))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> JumpForm:
        return cls(int(match["game"]))


class HistoryCog(CatanCog):
    """/catan history stats, export, leaderboard, replay"""

    def __init__(self, tree: app_commands.CommandTree[Any], history: HistoryFlow) -> None:
        super().__init__(tree)
        self.flow = history

    # One /catan entry for the four (Discord allows 25 under /catan).
    history = shared_group("history")

    @history.command(name="stats", description=command_text("Statistics of a finished game", "cmd-statistics-of-a-finished-game"))
    async def stats(self, interaction: discord.Interaction, game: int) -> None:
        await self.flow.stats(interaction, game)

    @history.command(name="export", description=command_text("A finished game's log as files", "cmd-a-finished-game-s-log-as-files"))
    async def export(self, interaction: discord.Interaction, game: int) -> None:
        await self.flow.export(interaction, game)

    @history.command(name="leaderboard", description=command_text("Players here by skill rating", "cmd-players-here-by-skill-rating"))
    @app_commands.describe(bots=command_text("list built-in players too", "cmd-list-built-in-players-too"))
    async def leaderboard(self, interaction: discord.Interaction, bots: bool = False) -> None:
        await self.flow.leaderboard(interaction, bots)

    @history.command(name="replay", description=command_text("A finished game's board, turn by turn", "cmd-a-finished-game-s-board-turn-by-turn"))
    async def replay(self, interaction: discord.Interaction, game: int, turn: int = 0) -> None:
        await self.flow.replay(interaction, game, turn)
