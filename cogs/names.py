"""People's display names: remembered from their interactions, else asked of Discord once.

Built-in players have names of their own (``ui.bots``); a deleted account has none to show."""

from __future__ import annotations

import discord

from ui.bots import bot_name


class PlayerNames:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._names: dict[int, str] = {}

    def remember(self, user: discord.abc.User) -> None:
        self._names[user.id] = user.display_name

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
            name = self._names[user_id] = user.display_name
        return name
