"""A person's own clock of the day, across servers (issue #20 items 1, 2): /catan me time (time zone
and quiet hours), /catan me away (a vacation: a built-in player plays, or the table is asked to pause) and
the button with which the table agrees to a pause. /catan me back (cogs.lobby.bots) ends a vacation at once.
Thin: the service validates, stores (``service.people.users``) and applies (``service.time.timekeeping``); replies
are ephemeral, the pause request and its outcome public.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions import inputs
from cogs.interactions.common import CatanCog, UserError, reply
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.escape import safe
from cogs.interactions.reader import reader_of
from cogs.interactions.tree import shared_group
from service import ServiceError
from service.people.user_settings import BOT_STRENGTHS, SettingsError, UserSettings, zone_names
from service.time.quiet_hours import available_at
from service.time.table_time import PAUSE_ASK_HOURS, asked_to_agree
from service.time.timekeeping import Timekeeping
from ui import time_texts as times
from ui.bots import strength_text
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Items, Lines, Text, Verbatim

MAX_CHOICES = 25  # Discord shows at most 25 autocomplete entries


def zone_choices(typed: str) -> list[str]:
    """Time zones for what was typed: names starting with it first, then containing it ('berl' -> Europe/Berlin)."""
    needle = typed.strip().lower().replace(" ", "_")
    if not needle:
        return ["UTC", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Asia/Tokyo"]
    starts = [z for z in zone_names() if z.lower().startswith(needle) or z.lower().split("/")[-1].startswith(needle)]
    contains = [z for z in zone_names() if needle in z.lower() and z not in starts]
    return (starts + contains)[:MAX_CHOICES]


def describe(settings: UserSettings, now: float) -> Lines:
    """The person's settings in words, with their local time now."""
    local = datetime.fromtimestamp(now, settings.tz)
    lines: list[Text] = [Text("time-zone-line", zone=Verbatim(settings.zone_name), local=f"{local:%H:%M}")]
    if settings.quiet:
        lines.append(Text("time-quiet-line", hours=settings.quiet.text))
    else:
        lines.append(Text("time-no-quiet-line"))
    v = settings.vacation
    if v and v.until > now:
        back = times.until(v.until)
        bot = times.built_in_text(v.strength)
        if v.mode == "pause":
            lines.append(Text("time-away-pause-line", back=back, hours=f"{PAUSE_ASK_HOURS:g}", bot=bot))
        else:
            lines.append(Text("time-away-bot-line", back=back, bot=bot))
        lines.append(Text("time-back-ends-it"))
    back = available_at(settings, now)
    if back > now and not settings.on_vacation(now):
        lines.append(Text("time-quiet-until", time=times.at(back, "t")))
    return Lines(lines)


class PauseButton(Component[discord.ui.Button], template=rf"catan:pause:(?P<game>{inputs.ID})"):
    """'Agree to pause' on the public request of a player going away (persistent: its custom id names the game)."""

    def __init__(self, game_id: int, tag: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(label=localize(Text("buttons-agree-pause"), tag), emoji="⏸️",
                              style=discord.ButtonStyle.primary, custom_id=f"catan:pause:{game_id}")
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PauseButton:
        return cls(int(match["game"]))


def pause_button(game_id: int, tag: str = ENGLISH) -> discord.ui.View:
    """The button under the public request to pause, in the game's language ``tag``."""
    view = RoutedView()
    view.add_item(PauseButton(game_id, tag))
    return view


class TimeFlow:
    """A person's clock applied to their games (``service.time.timekeeping``): the pause button, /catan me away.
    Given the timekeeping, the bot's clock and people's display names."""

    def __init__(
        self, keeper: Timekeeping, now: Callable[[], float], display_name: Callable[[int], Awaitable[str]]
    ) -> None:
        self.keeper, self.now, self.display_name = keeper, now, display_name

    async def agree_pause(self, interaction: discord.Interaction, item: PauseButton) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game, pause = await self.keeper.agree_pause(item.game_id, interaction.user.id)
        if pause.active:
            await reply(interaction, Text("time-pause-agreed-all", game=str(game.id)))
            return
        missing = pause.missing(asked_to_agree(game))
        names = [Verbatim(safe(await self.display_name(u))) for u in missing]
        await reply(
            interaction,
            Text("time-pause-agreed", game=str(game.id), names=Items(names), count=len(names),
                 by=times.at(pause.lapses_at, "t"), relative=times.at(pause.lapses_at, "R")),
        )  # fmt: skip

    async def set_time(self, user: int, zone: str | None, quiet_from: str | None, quiet_to: str | None) -> Lines:
        """The person's settings in words, after changing what they gave."""
        users = self.keeper.users
        try:
            if zone or quiet_from or quiet_to:
                current = await users.set_time(user, zone_name=zone, quiet_from=quiet_from, quiet_to=quiet_to)
                self.keeper.forget(user)
            else:
                current = await users.get(user)
        except SettingsError as exc:
            raise UserError(exc.text) from None
        return describe(current, self.now())

    async def away(self, user: int, days: float, strength: str, pause: bool) -> Lines:
        """Go away: a built-in player takes the person's seats now, or each table is asked to pause."""
        keeper = self.keeper
        try:
            current = await keeper.users.go_away(user, days=days, strength=strength, mode="pause" if pause else "bot")
        except SettingsError as exc:
            raise UserError(exc.text) from None
        lines: list[Lines | Text] = [describe(current, self.now())]
        if pause:
            assert current.vacation is not None
            for game in await keeper.games_of(user):
                try:
                    asked = await keeper.ask_pause(game, user, current.vacation.until)
                except ServiceError as exc:
                    lines.append(Text("time-game-refused", game=str(game.id), refusal=exc.message))
                    continue
                state = "paused" if asked is not None and asked.active else "asked"
                lines.append(Text(f"time-game-{state}", game=str(game.id)))
            await keeper.apply_to(user)  # the turn messages say the game waits on someone away
        else:
            games = await keeper.apply_to(user)
            if games:
                games_named = Items([Text("time-game-ref", game=str(g.id)) for g in games], style="unit")
                lines.append(Text("time-handed-over", games=games_named))
        # Games in servers another bot process runs: its next pass applies the vacation (service.time.timekeeping).
        later = "time-game-asked-soon" if pause else "time-game-handed-soon"
        for game in await keeper.games_elsewhere(user):
            lines.append(Text(later, game=str(game.id)))
        return Lines(lines)


class MyTimeCog(CatanCog):
    """/catan me time, /catan me away"""

    me = shared_group("me")

    def __init__(self, tree: app_commands.CommandTree[Any], flow: TimeFlow) -> None:
        super().__init__(tree)
        self.flow = flow

    @me.command(name="time", description=command_text("Time zone and quiet hours", "cmd-time-zone-and-quiet-hours"))
    @app_commands.describe(zone=command_text("IANA zone", "cmd-iana-zone"), quiet_from=command_text("HH:MM", "cmd-hh-mm"), quiet_to=command_text("HH:MM", "cmd-hh-mm"))
    async def time(
        self,
        interaction: discord.Interaction,
        zone: str | None = None,
        quiet_from: str | None = None,
        quiet_to: str | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await reply(interaction, await self.flow.set_time(interaction.user.id, zone, quiet_from, quiet_to))

    @time.autocomplete("zone")
    async def _zones(self, _interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=z, value=z) for z in zone_choices(current)]

    @me.command(name="away", description=command_text("Away: a bot plays or the table pauses", "cmd-away-a-bot-plays-or-the-table-pauses"))
    @app_commands.describe(days=command_text("how long", "cmd-how-long"), strength=command_text("bot strength", "cmd-bot-strength"), pause=command_text("ask to pause instead", "cmd-ask-to-pause-instead"))
    async def away(
        self, interaction: discord.Interaction, days: float, strength: str = "normal", pause: bool = False
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await reply(interaction, await self.flow.away(interaction.user.id, days, strength, pause))

    @away.autocomplete("strength")
    async def _strengths(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        words = localizer(await reader_of(interaction))  # the value stays the strength's name, as typed
        return [app_commands.Choice(name=words.format(strength_text(s))[:100], value=s)
                for s in BOT_STRENGTHS if s.startswith(current.strip().lower())]  # fmt: skip
