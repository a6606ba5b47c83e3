"""/catan me games (issue #20 item 5): every unfinished game of the person across all servers, what each waits
for and a jump link, privately; it works in DMs too (the bot's, or any, as a user-installed app). Below
the list: how the person hears that a game waits on them, and their default standing orders."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from cogs.interactions.common import CatanCog, UserError
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.tree import shared_group
from cogs.people.notifier import Notifier
from cogs.people.orders import OrdersButton
from db.users import DEFAULT_ORDERS_GAME
from service.people.user_settings import SettingsError, UserSettings, format_local_time

# How the settings line says each choice (the menu's labels start with emoji of one or two code points).
NOTIFY_SAID = {
    "mention": "a mention in the game's thread",
    "dm": "a DM (no mention)",
    "both": "a mention and a DM",
}
NOTIFY = {
    "mention": "🔔 Tell me by a mention in the game's thread",
    "dm": "✉️ Tell me by DM (no mention)",
    "both": "🔔✉️ Tell me by a mention and a DM",
    "digest": "🗞️ One DM a day: a digest at my chosen time",
}
DIGEST_HOURS = (6, 7, 8, 9, 12, 17, 18, 19, 20, 21, 22)
DEFAULT_DIGEST = "19:00"


def inbox_view(settings: UserSettings) -> discord.ui.View:
    view = RoutedView()
    view.add_item(NotifySelect("mode", [
        discord.SelectOption(label=label, value=value, default=value == settings.notify) for value, label in NOTIFY.items()
    ]))  # fmt: skip
    at = format_local_time(settings.digest_at) if settings.digest_at else None
    view.add_item(NotifySelect("digest", [
        discord.SelectOption(label=f"🗞️ Digest at {h:02d}:00 ({settings.zone_name})", value=f"{h:02d}:00",
                             default=at == f"{h:02d}:00") for h in DIGEST_HOURS
    ]))  # fmt: skip
    view.add_item(OrdersButton(DEFAULT_ORDERS_GAME))
    return view


def settings_line(settings: UserSettings) -> str:
    if settings.notify == "digest" and settings.digest_at is not None:
        return f"Notifications: a daily digest at {format_local_time(settings.digest_at)} your time ({settings.zone_name})."
    return f"Notifications: you hear of your games by {NOTIFY_SAID[settings.notify]}."


class InboxFlow:
    """/catan me games and its menus: the person's games and how they hear of them (``cogs.people.notifier``)."""

    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier

    async def message(self, user_id: int) -> tuple[str, discord.ui.View]:
        settings = await self.notifier.users().get(user_id)
        text = await self.notifier.inbox_text(user_id)
        return f"{text}\n{settings_line(settings)}"[:2000], inbox_view(settings)

    async def games(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, view = await self.message(interaction.user.id)
        await interaction.followup.send(text, view=view, ephemeral=True)

    async def notify_chosen(self, interaction: discord.Interaction, item: NotifySelect) -> None:
        """How the person hears of their games, or when their digest comes: stored, the message redrawn."""
        values = [str(v)[:10] for v in (interaction.data or {}).get("values", [])][:1]  # type: ignore[union-attr]
        users = self.notifier.users()
        current = await users.get(interaction.user.id)
        try:
            if item.what == "mode" and values and values[0] in NOTIFY:
                digest_at = None if current.digest_at else DEFAULT_DIGEST
                await users.set_notify(interaction.user.id, values[0], digest_at if values[0] == "digest" else None)
            elif item.what == "digest" and values:
                await users.set_notify(interaction.user.id, "digest", values[0])
            else:
                raise UserError("That choice is not on the menu; use `/catan me games` again.")
        except SettingsError as exc:
            raise UserError(exc.text) from None
        self.notifier.forget(interaction.user.id)
        text, view = await self.message(interaction.user.id)
        await interaction.response.edit_message(content=text, view=view)


class InboxCog(CatanCog):
    """/catan me games"""

    ANYWHERE = frozenset({"catan me games"})
    me = shared_group("me")

    def __init__(self, tree: app_commands.CommandTree[Any], flow: InboxFlow) -> None:
        super().__init__(tree)
        self.flow = flow

    @me.command(name="games", description="Your games in every server and what they wait for")
    async def games(self, interaction: discord.Interaction) -> None:
        await self.flow.games(interaction)


class NotifySelect(Component[discord.ui.Select], template=r"catan:notify:(?P<what>mode|digest)"):
    def __init__(self, what: str, options: list[discord.SelectOption] | None = None) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:notify:{what}",
            options=options or [discord.SelectOption(label="…", value="mention")],
            placeholder="How I hear that a game waits on me" if what == "mode" else "When my daily digest comes",
        )
        super().__init__(select)
        self.what = what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NotifySelect:
        return cls(match["what"])


INBOX_ITEMS = (NotifySelect,)
