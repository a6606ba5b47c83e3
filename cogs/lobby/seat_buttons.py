"""The buttons of a seat: confirming a quit, taking an open seat, voting to end the game, taking a seat
back from a built-in player (answered by ``cogs.lobby.seats.SeatFlow``)."""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs.interactions import inputs
from cogs.interactions.dispatch import Component, RoutedView
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text

SEAT_OPS = {  # labels: buttons-seat-<op>
    "quit": discord.ButtonStyle.danger,
    "take": discord.ButtonStyle.success,
    "end": discord.ButtonStyle.danger,
    "back": discord.ButtonStyle.success,
}


class SeatButton(
    Component[discord.ui.Button], template=rf"catan:seat:(?P<game>{inputs.ID}):(?P<op>quit|take|end|back):(?P<seat>\d)"
):
    def __init__(self, game_id: int, op: str, seat: int, tag: str = ENGLISH) -> None:
        label = localize(Text(f"buttons-seat-{op}"), tag)
        super().__init__(
            discord.ui.Button(label=label, style=SEAT_OPS[op], custom_id=f"catan:seat:{game_id}:{op}:{seat}")
        )
        self.game_id, self.op, self.seat = game_id, op, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatButton:
        return cls(int(match["game"]), match["op"], int(match["seat"]))


def seat_buttons(game_id: int, seat: int, ops: tuple[str, ...], tag: str = ENGLISH) -> discord.ui.View:
    """The buttons, labelled in ``tag``: the reader's on a private message, the game's in the thread."""
    view = RoutedView()
    for op in ops:
        view.add_item(SeatButton(game_id, op, seat, tag))
    return view
