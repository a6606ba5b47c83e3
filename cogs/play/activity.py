"""The **Play on the board** button (issue #34 item 2b): it opens the game's board as a Discord Activity.

On the turn message of the game's thread, where everyone playing or watching looks for what to do next, and on
the private /catan board reply beside the Open board link; only when the Activity is set up (ACTIVITY_CLIENT_ID
and ACTIVITY_CLIENT_SECRET, ``web.oauth``). A click is answered with Discord's launch-activity response: the
Activity opens in that thread, for the person who clicked, and finds out itself who they are and which game the
thread plays (``web.activity``). So the button is the same for everyone and says nothing about any hand.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord

from cogs.interactions.common import UserError
from cogs.interactions.dispatch import Component
from cogs.interactions.inputs import ID
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text


class PlayOnBoardButton(Component[discord.ui.Button], template=rf"catan:activity:(?P<game>{ID})"):
    def __init__(self, game_id: int, tag: str = ENGLISH) -> None:
        label = localize(Text("activity-play-on-board"), tag)
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           custom_id=f"catan:activity:{game_id}"))  # fmt: skip
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PlayOnBoardButton:
        return cls(int(match["game"]))


def with_play_button(view: discord.ui.View, game_id: int, tag: str, on: bool) -> discord.ui.View:
    """``view`` with the button when the Activity is set up and there is room (a message holds 25 components)."""
    if on:
        with contextlib.suppress(ValueError):  # full: the game's own buttons come first
            view.add_item(PlayOnBoardButton(game_id, tag))
    return view


class ActivityFlow:
    """Answers the button: ``on`` says whether this bot has the Activity set up (a button posted before it was
    turned off gets a short answer saying where the board is instead)."""

    def __init__(self, on: bool) -> None:
        self.on = on

    async def clicked(self, interaction: discord.Interaction, item: PlayOnBoardButton) -> None:
        if not self.on:
            raise UserError(Text("activity-off"))
        await interaction.response.launch_activity()
