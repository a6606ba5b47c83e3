"""After the game: /catan history stats, export, leaderboard and replay, and the statistics posted at a game's end.

Thin: the numbers come from service.history (replays run cooperatively), the images from the render
workers. Only finished games of the server the command is used in are shown.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs import inputs
from cogs.common import AnsweredModal, CatanCog, UserError, report_error
from cogs.components import RoutedView
from cogs.mentions import NO_PINGS
from history import export
from history.rating import table_lines
from history.replay import caption as replay_caption
from history.text import highlights
from rendering import IMAGE_EXTENSION, worker
from service import GameInfo
from service import history as hist
from ui.escape import safe_names

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.history")


def _bot(interaction: discord.Interaction) -> CatanBot:
    return interaction.client  # type: ignore[return-value]


class HistoryFlow:
    """What the commands, the replay buttons and the publisher share."""

    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot

    async def game(self, interaction: discord.Interaction, game_id: int) -> GameInfo:
        game = await self.bot.service.get_game(game_id)
        if game.guild_id != (interaction.guild_id or 0):
            raise UserError(f"There is no game #{game_id} in this server.")
        return game

    async def stats_message(self, game: GameInfo) -> tuple[str, discord.File]:
        stats = await hist.game_stats(self.bot.service.repo, game.id)
        names = await self.bot.publisher.names(game)
        png = await worker.stats_png(stats.to_dict(), await self.bot.publisher.picture_names(game),
                                     f"Game #{game.id}: statistics")  # fmt: skip
        text = f"📊 **Game #{game.id}: statistics**\n" + "\n".join(f"• {line}" for line in highlights(stats, names))
        return text[:2000], discord.File(io.BytesIO(png), filename=f"stats-{game.id}.png")

    async def post_stats(self, game: GameInfo) -> None:
        """The statistics as a follow-up to the final board in the game's thread (never fails the end)."""
        try:
            text, image = await self.stats_message(await self.bot.service.get_game(game.id))
            await self.bot.publisher.thread(game).send(text, file=image, allowed_mentions=NO_PINGS)
        except Exception:
            log.exception("game %d: could not post the statistics", game.id)

    async def replay_message(self, game: GameInfo, turn: int) -> dict[str, Any]:
        board = await hist.board_at_turn(self.bot.service.repo, game.id, turn)
        name = f"replay-{game.id}-{board.turn}.{IMAGE_EXTENSION}"
        image = await self.bot.publisher.board_file(game, board.view, filename=name)
        text = replay_caption(game.id, board.turn, board.last_turn, board.view)
        return {"content": text, "attachments": [image], "view": replay_buttons(game.id, board.turn, board.last_turn)}


REPLAY_OPS = {"prev": "◀ Previous turn", "next": "Next turn ▶", "jump": "Jump to turn…"}


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"catan:replay:(?P<game>{inputs.ID}):(?P<turn>\d{{1,6}}):(?P<op>\w+)"):

    def __init__(self, game_id: int, turn: int, op: str, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=REPLAY_OPS[op], style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=f"catan:replay:{game_id}:{turn}:{op}"))  # fmt: skip
        self.game_id, self.turn, self.op = game_id, turn, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["turn"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        flow = _bot(interaction).history_flow
        try:
            if self.op == "jump":
                await interaction.response.send_modal(JumpModal(flow, self.game_id))
                return
            await interaction.response.defer()
            game = await flow.game(interaction, self.game_id)
            turn = self.turn + (1 if self.op == "next" else -1)
            await interaction.edit_original_response(**await flow.replay_message(game, max(0, turn)))
        except Exception as exc:
            await report_error(interaction, exc)


class JumpModal(AnsweredModal):
    def __init__(self, flow: HistoryFlow, game_id: int) -> None:
        super().__init__(title=f"Game #{game_id}: jump to a turn", timeout=600)
        self.flow, self.game_id = flow, game_id
        self.turn = discord.ui.TextInput(custom_id="turn", placeholder="e.g. 12", max_length=6)
        self.add_item(discord.ui.Label(text="Turn", component=self.turn))

    async def on_submit(self, interaction: discord.Interaction) -> None:
        try:
            turn = inputs.number(self.turn.value, 0, 999_999, "A turn")
            await interaction.response.defer()
            game = await self.flow.game(interaction, self.game_id)
            await interaction.edit_original_response(**await self.flow.replay_message(game, turn))
        except Exception as exc:
            await report_error(interaction, exc)


def replay_buttons(game_id: int, turn: int, last: int) -> discord.ui.View:
    view = RoutedView()
    view.add_item(ReplayButton(game_id, turn, "prev", disabled=turn <= 0))
    view.add_item(ReplayButton(game_id, turn, "next", disabled=turn >= last))
    view.add_item(ReplayButton(game_id, turn, "jump"))
    return view


class HistoryCog(CatanCog):
    # One /catan entry for the four (Discord allows 25 under /catan).
    history = app_commands.Group(name="history", description="Finished games: statistics, replay, export, ranking")
    """/catan history stats, export, leaderboard, replay"""

    @history.command(name="stats", description="Statistics of a finished game")
    async def stats(self, interaction: discord.Interaction, game: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            info = await self.bot.history_flow.game(interaction, game)
            text, image = await self.bot.history_flow.stats_message(info)
            await interaction.followup.send(text, file=image, ephemeral=True, allowed_mentions=NO_PINGS)
        except Exception as exc:
            await report_error(interaction, exc)

    @history.command(name="export", description="A finished game's log as files")
    async def export(self, interaction: discord.Interaction, game: int) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            info = await self.bot.history_flow.game(interaction, game)
            names = await self.bot.publisher.image_names(info)
            data = await hist.public_log(self.bot.service.repo, info.id, names)
            files = [discord.File(io.BytesIO(export.dumps(data).encode()), filename=f"catan-{info.id}.json"),
                     discord.File(io.BytesIO(export.to_text(data).encode()), filename=f"catan-{info.id}.txt")]  # fmt: skip
            await interaction.followup.send(f"Game #{info.id}: the public log (JSON and text).", files=files,
                                            ephemeral=True)  # fmt: skip
        except Exception as exc:
            await report_error(interaction, exc)

    @history.command(name="leaderboard", description="Players here by skill rating")
    @app_commands.describe(bots="list built-in players too")
    async def leaderboard(self, interaction: discord.Interaction, bots: bool = False) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            standings = await hist.server_leaderboard(self.bot.service.repo, interaction.guild_id or 0)
            people = [s for s in standings if not s.is_bot]
            names = safe_names([await self.bot.display_name(s.user_id) for s in people[:20]])
            lines = ["🏆 **Leaderboard** (finished games)"] + (table_lines(people, names) or ["No finished games yet."])
            if bots:
                robots = [s for s in standings if s.is_bot]
                lines += ["", "🤖 **Built-in players**"]
                lines += table_lines(robots, [hist.bot_label(s.user_id) for s in robots]) or ["None yet."]
            await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True, allowed_mentions=NO_PINGS)
        except Exception as exc:
            await report_error(interaction, exc)

    @history.command(name="replay", description="A finished game's board, turn by turn")
    async def replay(self, interaction: discord.Interaction, game: int, turn: int = 0) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            info = await self.bot.history_flow.game(interaction, game)
            message = await self.bot.history_flow.replay_message(info, max(0, turn))
            await interaction.followup.send(message["content"], files=message["attachments"], view=message["view"],
                                            ephemeral=True)  # fmt: skip
        except Exception as exc:
            await report_error(interaction, exc)

