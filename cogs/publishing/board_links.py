"""The **Open board** link button (issue #34 item 2a): in a hand DM and in the private /catan board reply, when the
web board is on (``web.board.WebBoard.link``: signed for that person and game, so it is sent to them alone)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import discord

from ui.i18n.catalogue import localize
from ui.i18n.text import Text

BoardLink = Callable[[int, int], str]  # (user id, game id) -> the signed address of the game's board


def board_button(url: str, tag: str) -> discord.ui.Button[discord.ui.View]:
    return discord.ui.Button(style=discord.ButtonStyle.link, url=url, label=localize(Text("web-open-board"), tag))


def with_board_button(view: discord.ui.View, url: str | None, tag: str) -> discord.ui.View:
    """``view`` with the link added when there is one and room for it (a message holds 25 components)."""
    if url is not None:
        # full: the buttons of the game come first; /catan board still gives the link
        with contextlib.suppress(ValueError):
            view.add_item(board_button(url, tag))
    return view
