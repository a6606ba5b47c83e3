"""Read-only commands: /catan hand, board, status, log and help."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog, post_publicly, reply_in_parts, resolve_game
from cogs.interactions.dispatch import RoutedView
from cogs.interactions.inputs import island
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.reader import LanguageFlow, reader_of
from cogs.interactions.tree import shared_group
from cogs.play.activity import with_play_button
from cogs.play.play import PlayFlow
from cogs.publishing.board_links import with_board_button
from cogs.publishing.publish_base import PublisherBase
from service import GameInfo, GameService
from service.time.timekeeping import Timekeeping
from ui.help import help_page, help_topics
from ui.i18n.catalogue import localize
from ui.i18n.languages import game_language
from ui.i18n.text import Text
from ui.report import status_text
from ui.summary import summarize


class InfoFlow:
    """What anyone in a game's thread may look at (spectators too): the board, the status, the log."""

    def __init__(self, service: GameService, publisher: PublisherBase, keeper: Timekeeping) -> None:
        self.service = service
        self.publisher = publisher
        self.keeper = keeper  # the people's clocks (issue #20)

    def _board_url(self, game: GameInfo, user_id: int) -> str | None:
        """The web board's link for the asker (issue #34): signed for them when they play, else the public board."""
        link = self.publisher.board_link
        if link is None:
            return None
        signed = link(user_id, game.id)
        return signed if game.seat_of(user_id) is not None else signed.split("?", 1)[0]

    async def board(self, interaction: discord.Interaction, *, public: bool, numbers: bool) -> None:
        # Privately even when the board is for everyone: a refusal is for the asker alone (issue #29 item 15).
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction, want_active=False)
        view = await self.service.view(game.id)
        names = await self.publisher.names(game)
        # for everyone: the game's language; for the asker alone: theirs (issue #33 item 2), the board's words too
        lang = game_language(game.settings) if public else await reader_of(interaction)
        image = await self.publisher.board_file(game, view, numbers=numbers, language=lang)
        reader = None if public else _seat_of(game, interaction.user.id)  # said to them alone: "you"
        text = localize(status_text(view, names, reader), lang)[:2000]
        if public:
            posted = localize(Text("play-board-posted", game=str(game.id)), await reader_of(interaction))
            await post_publicly(interaction, posted, content=text, file=image)
        else:
            board = self._board_url(game, interaction.user.id)
            extra: dict[str, Any] = {} if board is None else {"view": with_board_button(RoutedView(), board, lang)}
            if self.publisher.activity_on:  # inside Discord too (issue #34 item 2b)
                extra["view"] = with_play_button(extra.get("view", RoutedView()), game.id, lang, True)
            await interaction.followup.send(text, file=image, ephemeral=True, allowed_mentions=NO_PINGS, **extra)

    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction, want_active=False)
        view = await self.service.view(game.id)
        names = await self.publisher.names(game)
        # ephemeral: "Waiting for you", in the asker's language (issue #33 item 2)
        reader = await reader_of(interaction)
        text = localize(status_text(view, names, _seat_of(game, interaction.user.id)), reader)
        if game.status == "active":  # who sleeps until when, a pause, each person's bank (issue #20)
            text = "\n".join(t for t in (text, localize(await self.keeper.waits_line(game, view, names), reader)) if t)
        await interaction.followup.send(text[:2000], ephemeral=True)

    async def log(self, interaction: discord.Interaction, count: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction, want_active=False)
        names = await self.publisher.names(game)
        moves = await self.service.recent_events(game.id, count)
        lines = summarize([e for m in moves for e in m.events], names, island(game))  # a Wedding's gifts span moves
        lang = await reader_of(interaction)  # the asker's language: the answer is theirs alone (issue #33 item 2)
        text = "\n".join(localize(line, lang) for line in lines[-40:]) or localize(Text("thread-log-empty"), lang)
        await interaction.followup.send(text[-2000:], ephemeral=True)


class InfoCog(CatanCog):
    """/catan hand, board, status, help, history log"""

    def __init__(
        self, tree: app_commands.CommandTree[Any], info: InfoFlow, play: PlayFlow, languages: LanguageFlow
    ) -> None:
        super().__init__(tree)
        self.info = info
        self.play = play
        self.languages = languages

    @app_commands.command(name="hand", description=command_text("Your cards (only you see them)", "cmd-your-cards-only-you-see-them"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.play.show_hand(interaction, None)

    @app_commands.command(name="board", description=command_text("Show the current board", "cmd-show-the-current-board"))
    @app_commands.describe(public=command_text("post for everyone (default: only you)", "cmd-post-for-everyone-default-only-you"),
                           numbers=command_text("show intersection numbers", "cmd-show-intersection-numbers"))  # fmt: skip
    async def board(self, interaction: discord.Interaction, public: bool = False, numbers: bool = False) -> None:
        await self.info.board(interaction, public=public, numbers=numbers)

    @app_commands.command(name="status", description=command_text("Whose turn, scores, cards in hand", "cmd-whose-turn-scores-cards-in-hand"))
    async def status(self, interaction: discord.Interaction) -> None:
        await self.info.status(interaction)

    history = shared_group("history")

    @history.command(name="log", description=command_text("The game's recent events", "cmd-the-game-s-recent-events"))
    @app_commands.describe(count=command_text("how many moves (default 15)", "cmd-how-many-moves-default-15"))
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] = 15) -> None:
        await self.info.log(interaction, count)

    @app_commands.command(name="help", description=command_text("How to play: commands by topic", "cmd-help-description"))
    @app_commands.describe(topic=command_text("default: overview", "cmd-help-topic-description"))
    async def help(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        # Each page fits one message in every language we ship (tests/bot/play/test_help.py); a longer one (the
        # pseudo-locale's) comes in parts, cut between lines: nothing is cut off.
        reader = await self.languages.person(interaction)
        await reply_in_parts(interaction, localize(help_page(topic), reader))

    @help.autocomplete("topic")
    async def _help_topics(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        # Autocomplete, not fixed choices: choices count towards the 4,000 characters of the one /catan command.
        reader = await self.languages.person(interaction)
        return [app_commands.Choice(name=label, value=key) for key, label in help_topics(current, reader)]


def _seat_of(game: GameInfo, user_id: int) -> int | None:
    """The seat ``user_id`` plays in ``game`` (None for a spectator)."""
    return game.players.index(user_id) if user_id in game.players else None
