"""The buttons of a seat: confirming a quit, taking an open seat, voting to end the game, taking a seat
back from a built-in player (answered by ``cogs.lobby.seats.SeatFlow``)."""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs.interactions import inputs
from cogs.interactions.dispatch import Component, RoutedView

SEAT_OPS = {
    "quit": ("Yes, leave the game", discord.ButtonStyle.danger),
    "take": ("Take the seat", discord.ButtonStyle.success),
    "end": ("End the game", discord.ButtonStyle.danger),
    "back": ("I'm back", discord.ButtonStyle.success),
}


class SeatButton(
    Component[discord.ui.Button], template=rf"catan:seat:(?P<game>{inputs.ID}):(?P<op>quit|take|end|back):(?P<seat>\d)"
):
    def __init__(self, game_id: int, op: str, seat: int) -> None:
        label, style = SEAT_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"catan:seat:{game_id}:{op}:{seat}")
        )
        self.game_id, self.op, self.seat = game_id, op, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SeatButton:
        return cls(int(match["game"]), match["op"], int(match["seat"]))


def seat_buttons(game_id: int, seat: int, ops: tuple[str, ...]) -> discord.ui.View:
    view = RoutedView()
    for op in ops:
        view.add_item(SeatButton(game_id, op, seat))
    return view
