"""/catan me games (issue #20 item 5): every unfinished game of the person across all servers, what each waits
for and a jump link, privately; it works in DMs too (the bot's, or any, as a user-installed app). Below
the list: how the person hears that a game waits on them, and their default standing orders."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog, UserError
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.reader import reader_of
from cogs.interactions.tree import shared_group
from cogs.people.notifier import Notifier
from cogs.people.orders import OrdersButton
from db.users import DEFAULT_ORDERS_GAME
from service.people.user_settings import SettingsError, UserSettings, format_local_time
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text

# The menu's choices (labels ``inbox-notify-<mode>``, each starting with emoji of one or two code points)
NOTIFY = ("mention", "dm", "both", "digest")
DIGEST_HOURS = (6, 7, 8, 9, 12, 17, 18, 19, 20, 21, 22)
DEFAULT_DIGEST = "19:00"


def inbox_view(settings: UserSettings, tag: str = ENGLISH) -> discord.ui.View:
    """The inbox's menus and button, in the person's language ``tag``."""
    words = localizer(tag)
    view = RoutedView()
    view.add_item(NotifySelect("mode", [
        discord.SelectOption(label=words.format(Text(f"inbox-notify-{value}")), value=value,
                             default=value == settings.notify) for value in NOTIFY
    ], tag))  # fmt: skip
    at = format_local_time(settings.digest_at) if settings.digest_at else None
    view.add_item(NotifySelect("digest", [
        discord.SelectOption(label=words.format(Text("inbox-digest-at", time=f"{h:02d}:00", zone=settings.zone_name)),
                             value=f"{h:02d}:00", default=at == f"{h:02d}:00") for h in DIGEST_HOURS
    ], tag))  # fmt: skip
    view.add_item(OrdersButton(DEFAULT_ORDERS_GAME, tag))
    return view


def settings_line(settings: UserSettings) -> Text:
    if settings.notify == "digest" and settings.digest_at is not None:
        return Text("inbox-settings-digest", time=format_local_time(settings.digest_at), zone=settings.zone_name)
    return Text(f"inbox-settings-{settings.notify}")


class InboxFlow:
    """/catan me games and its menus: the person's games and how they hear of them (``cogs.people.notifier``)."""

    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier

    async def message(self, user_id: int, tag: str = ENGLISH) -> tuple[str, discord.ui.View]:
        settings = await self.notifier.users().get(user_id)
        text = await self.notifier.inbox_text(user_id, tag=tag)
        return f"{text}\n{localize(settings_line(settings), tag)}"[:2000], inbox_view(settings, tag)

    async def games(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, view = await self.message(interaction.user.id, await reader_of(interaction))
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
                raise UserError(Text("inbox-not-on-menu"))
        except SettingsError as exc:
            raise UserError(exc.text) from None
        self.notifier.forget(interaction.user.id)
        text, view = await self.message(interaction.user.id, await reader_of(interaction))
        await interaction.response.edit_message(content=text, view=view)


class InboxCog(CatanCog):
    """/catan me games"""

    ANYWHERE = frozenset({"catan me games"})
    me = shared_group("me")

    def __init__(self, tree: app_commands.CommandTree[Any], flow: InboxFlow) -> None:
        super().__init__(tree)
        self.flow = flow

    @me.command(name="games", description=command_text("Your games in every server and what they wait for", "cmd-your-games-in-every-server-and-what-they-wait-fo"))
    async def games(self, interaction: discord.Interaction) -> None:
        await self.flow.games(interaction)


class NotifySelect(Component[discord.ui.Select], template=r"catan:notify:(?P<what>mode|digest)"):
    def __init__(self, what: str, options: list[discord.SelectOption] | None = None, tag: str = ENGLISH) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:notify:{what}",
            options=options or [discord.SelectOption(label="…", value="mention")],
            placeholder=localize(Text(f"inbox-placeholder-{what}"), tag),
        )
        super().__init__(select)
        self.what = what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NotifySelect:
        return cls(match["what"])


INBOX_ITEMS = (NotifySelect,)
