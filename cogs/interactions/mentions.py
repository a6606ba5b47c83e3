"""Who a message may ping, and user text made safe to echo.

Every message the bot sends or edits names exactly who may be pinged: the client's default allows
nothing, and messages that must notify someone list those users. ``@everyone``, ``@here`` and roles
are never allowed, so a display name or trade text containing them cannot ping a crowd.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

NO_PINGS = discord.AllowedMentions.none()


def pings(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Allow exactly these users to be pinged (and nobody else, no roles, no everyone/here)."""
    users = [discord.Object(id=uid) for uid in dict.fromkeys(user_ids)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
