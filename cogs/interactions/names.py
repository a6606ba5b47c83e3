"""People's display names: remembered from their interactions, else asked of Discord once.

Built-in players have names of their own (``ui.bots``); a deleted account has none to show."""

from __future__ import annotations

import discord

from ui.bots import bot_name
from ui.escape import strip_invisible


def shown_name(user: discord.abc.User) -> str:
    """The name to show for a person: their display name without invisible characters (a right-to-left mark,
    zero-width spaces: issue #29 item 20); their username when nothing visible is left."""
    for name in (user.display_name, user.name):
        visible = " ".join(strip_invisible(name).split())
        if visible:
            return visible
    return f"user {user.id}"


class PlayerNames:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._names: dict[int, str] = {}

    def remember(self, user: discord.abc.User) -> None:
        self._names[user.id] = shown_name(user)

    async def display_name(self, user_id: int) -> str:
        if user_id < 0:
            return bot_name(user_id)
        name = self._names.get(user_id)
        if name is None:
            user = self._client.get_user(user_id)
            if user is None:
                try:
                    user = await self._client.fetch_user(user_id)
                except discord.HTTPException:
                    return "a player unknown to Discord"  # deleted account: no name to show
            name = self._names[user_id] = shown_name(user)
        return name
