"""/catan settings time and /catan settings away (issue #20 items 1, 2): a person's own clock of the day,
across servers. Thin: the service validates and stores (``service.users``); replies are ephemeral.

The settings take effect where the move pipeline consults them (``service.waiting``): quiet hours,
reminders at sensible local times, the AFK clock outside quiet hours, vacations played by a built-in
player. (One /catan entry for both: Discord allows 25 under /catan, and 4,000 characters in all.)
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import discord
from discord import app_commands

from cogs.common import CatanCog, UserError, reply
from service.quiet_hours import available_at, local_text
from service.user_settings import BOT_STRENGTHS, SettingsError, UserSettings, zone_names
from service.users import UserSettingsService

MAX_CHOICES = 25  # Discord shows at most 25 autocomplete entries


def zone_choices(typed: str) -> list[str]:
    """Time zones for what was typed: names starting with it first, then containing it ('berl' -> Europe/Berlin)."""
    needle = typed.strip().lower().replace(" ", "_")
    if not needle:
        return ["UTC", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Asia/Tokyo"]
    starts = [z for z in zone_names() if z.lower().startswith(needle) or z.lower().split("/")[-1].startswith(needle)]
    contains = [z for z in zone_names() if needle in z.lower() and z not in starts]
    return (starts + contains)[:MAX_CHOICES]


def describe(settings: UserSettings, now: float) -> str:
    """The person's settings in words, with their local time now."""
    local = datetime.fromtimestamp(now, settings.tz)
    lines = [f"🕰️ Time zone **{settings.zone_name}** (it is {local:%H:%M} there now)."]
    if settings.quiet:
        lines.append(
            f"🌙 Quiet hours {settings.quiet.text}: no pings, reminders wait until they end, your AFK clock stops."
        )
    else:
        lines.append("🌙 No quiet hours (set them with `quiet_from` and `quiet_to`, e.g. 23:00 and 08:00).")
    if settings.vacation and settings.vacation.until > now:
        back = local_text(settings, settings.vacation.until, now=now)
        lines.append(f"🏖️ Away until {back} your time: a {settings.vacation.strength} built-in player plays your seats.")
    back = available_at(settings, now)
    if back > now and not settings.on_vacation(now):
        lines.append(f"💤 Your quiet hours are on until {local_text(settings, back, now=now)}.")
    return "\n".join(lines)


class MyTimeCog(CatanCog):
    """/catan settings time, /catan settings away"""

    def __init__(self, tree: app_commands.CommandTree[Any], users: UserSettingsService, now: Callable[[], float]) -> None:
        super().__init__(tree)
        self._users = users
        self.now = now  # the bot's one clock

    settings = app_commands.Group(name="settings", description="Your clock: zone, quiet hours, away")

    def users(self) -> UserSettingsService:
        return self._users

    @settings.command(name="time", description="Time zone and quiet hours")
    @app_commands.describe(zone="IANA zone", quiet_from="HH:MM", quiet_to="HH:MM")
    async def time(
        self,
        interaction: discord.Interaction,
        zone: str | None = None,
        quiet_from: str | None = None,
        quiet_to: str | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        users = self.users()
        try:
            if zone or quiet_from or quiet_to:
                current = await users.set_time(
                    interaction.user.id, zone_name=zone, quiet_from=quiet_from, quiet_to=quiet_to
                )
            else:
                current = await users.get(interaction.user.id)
        except SettingsError as exc:
            raise UserError(str(exc)) from None
        await reply(interaction, describe(current, self.now()))

    @time.autocomplete("zone")
    async def _zones(self, _interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in zone_choices(current)]

    @settings.command(name="away", description="Days away (a bot plays); 0 ends it")
    @app_commands.describe(days="0 = back", strength="bot strength")
    async def away(self, interaction: discord.Interaction, days: float, strength: str = "normal") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        users = self.users()
        try:
            if days <= 0:
                current = await users.come_back(interaction.user.id)
            else:
                current = await users.go_away(interaction.user.id, days=days, strength=strength)
        except SettingsError as exc:
            raise UserError(str(exc)) from None
        await reply(interaction, describe(current, self.now()))

    @away.autocomplete("strength")
    async def _strengths(self, _interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=s, value=s) for s in BOT_STRENGTHS if s.startswith(current.strip().lower())]
