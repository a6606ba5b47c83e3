"""Letting go of an interaction once it is answered, so that reference counting frees it (issue #32 item 3).

discord.py's objects for one interaction refer to each other in cycles: an ``Interaction`` to its cached
``InteractionResponse`` and that back to it, and a clicked component's view (``View.from_message``) to its
items and each item back to its view. Cyclic garbage is freed only by a collection of the generation it is
in, and the bot freezes what is alive every few seconds (``cogs.app.collector``): a move still in flight
then (its interaction, a menu being sent) would become garbage no collection ever looks at. Breaking the
cycles once the bot is done with them lets reference counting free them, frozen or not.
"""

from __future__ import annotations

import io
from contextlib import suppress
from typing import Any

import discord


def release(interaction: discord.Interaction) -> None:
    """After the bot's last use of ``interaction``: its cached response goes (the cycle's one link the bot
    no longer needs; a later ``interaction.response`` would make a new one). Followups stay usable: they go
    through the interaction's webhook, which the routes keep (``cogs.publishing.routes``)."""
    with suppress(AttributeError):  # never asked for
        del interaction._cs_response


def release_view(view: discord.ui.View | None) -> None:
    """After a clicked component's callback: the view discord.py built from its message and its items part."""
    if view is not None:
        view.clear_items()


def unlinked(item: discord.ui.Item[Any]) -> None:
    """An item of a view that is sent and dropped (``RoutedView``): no reference back to the view, so that
    the two are not a cycle."""
    item._update_view(None)



class BytesFile(discord.File):
    """An upload of bytes in memory (a picture, an export). Once sent, discord.py's ``File.close`` puts the
    buffer's own ``close`` back as an attribute of the buffer: a cycle holding the bytes, which a freeze while
    it is in flight keeps for good (5 pictures in 10,000 moves at 500 games). This one takes it off instead."""

    def __init__(self, data: bytes, filename: str) -> None:
        super().__init__(io.BytesIO(data), filename=filename)

    def close(self) -> None:
        with suppress(AttributeError):
            del self.fp.close  # the stub discord.py set: the class's close is the buffer's again, bound to nothing
