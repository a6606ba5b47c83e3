"""How each person hears that a game waits on them (issue #20 item 5): a ping in the thread, a DM, both,
or a daily digest DM at their local time. The policy is ``service.people.inbox``; this sends.

Whom to DM, and the people's choices, are the service's (``service.people.notices``): the move pipeline
works them out before it publishes; the thread's pings are decided synchronously when a message goes out
(``pings``), from the choices the pipeline primed.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from cogs.interactions.mentions import NO_PINGS
from service import GameService
from service.background import isolated
from service.people.inbox import InboxEntry, inbox
from service.people.notices import Notices
from service.people.user_settings import UserSettings
from service.people.users import UserSettingsService
from service.results import GameInfo, MoveResult
from service.time.quiet_hours import next_digest
from service.time.table_time import pause_of, paused
from ui import time_texts as times
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, game_language
from ui.i18n.text import Lines, Text, Verbatim
from ui.report import waiting

log = logging.getLogger("catanbot.notify")

DIGEST_CHECK_MOST = 900.0  # the digest loop looks at least this often (a person may have just chosen it)
INBOX_SHOWN = 15  # games listed in one message (2,000 characters)


def game_link(game: GameInfo) -> str:
    """A jump link to the game's thread (or its channel, before the thread exists)."""
    return f"https://discord.com/channels/{game.guild_id}/{game.thread_id or game.channel_id}"


class Notifier:
    """Given the Discord client (DMs, server names), the game service, the bot's clock, the players' names
    of a game as the thread shows them (``Publisher.names``) and the service's ``Notices`` (whom to DM, and
    the people's choices, cached: the move pipeline primes them before it publishes)."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        now: Callable[[], float],
        names_of: Callable[[GameInfo], Awaitable[list[str]]],
        notices: Notices,
    ) -> None:
        self.client, self.service, self.now, self.names_of, self.notices = client, service, now, names_of, notices

    def users(self) -> UserSettingsService:
        return UserSettingsService(self.service.repo, self.now)

    # --- the settings cache (``service.people.notices``) -------------------------------------------------

    def forget(self, user_id: int) -> None:
        self.notices.forget(user_id)

    def pings(self, user_id: int) -> bool:
        """Whether the thread pings this person (unknown settings: the default, a ping)."""
        return self.notices.pings(user_id)

    # --- a DM when a game starts waiting on someone who asked for one ---------------------------------

    async def after_move(self, result: MoveResult) -> None:
        """Send the DMs the move made due (``Shown.notices``: the move pipeline decided whom, and noted it)."""
        notices = result.shown.notices if result.shown is not None else ()
        if not notices:
            return
        game, view = result.table.game, result.table.view
        names = await self.names_of(game)
        for notice in notices:
            known = self.notices.settings(notice.user_id)  # primed by the move pipeline: the person's language
            reader = known.reads(game_language(game.settings)) if known else game_language(game.settings)
            line = waiting(view, names, notice.seat)
            what = localize(line, reader) if line is not None else ""
            if reader == ENGLISH:  # no board here: "it" said in full (the English of ui.report)
                what = what.replace(" next to it", " next to your new settlement")
            text = Text("notify-waits-on-you", game=str(game.id), what=what, link=game_link(game))
            await self._dm(notice.user_id, localize(text, reader), silent=notice.silent)

    async def _dm(self, user_id: int, text: str, *, silent: bool = False) -> bool:
        try:
            user = await self.client.fetch_user(user_id)
            await user.send(text[:2000], allowed_mentions=NO_PINGS, silent=silent)
            return True
        except discord.HTTPException:
            log.info("user %d: a notification DM could not be delivered", user_id)
            return False

    # --- the inbox and the daily digest ---------------------------------------------------------------

    async def inbox_text(self, user_id: int, *, waiting_only: bool = False, tag: str = ENGLISH) -> str:
        """The person's unfinished games, in their language ``tag``."""
        entries = await inbox(self.service, user_id)
        if waiting_only:
            entries = [e for e in entries if e.waits_on_you]
        if not entries:
            return "" if waiting_only else localize(Text("notify-no-games"), tag)
        lines: list[Text] = [await self._entry_line(e, tag) for e in entries[:INBOX_SHOWN]]
        if len(entries) > INBOX_SHOWN:
            lines.append(Text("notify-and-more", count=len(entries) - INBOX_SHOWN))
        mine = sum(e.waits_on_you for e in entries)
        head = Text("notify-inbox-head", count=len(entries), mine=mine)
        return localize(Lines([head, *lines]), tag)[:2000]

    async def _entry_line(self, entry: InboxEntry, tag: str = ENGLISH) -> Text:
        game = entry.game
        guild = self.client.get_guild(game.guild_id)
        where = Verbatim(discord.utils.escape_markdown(guild.name)) if guild is not None else Text("notify-a-server")
        state: str | Text
        if entry.view is None:
            state = Text("notify-not-running", status=game.status, count=len(game.players))
        else:
            state = self._waits_text(entry, await self.names_of(game), tag)
        key = "notify-entry-your-move" if entry.waits_on_you else "notify-entry"
        return Text(key, game=str(game.id), where=where, state=state, link=game_link(game))

    def _waits_text(self, entry: InboxEntry, names: list[str], tag: str = ENGLISH) -> str | Text:
        """What a running game waits for, from its public view and settings (issue #29 item 12): a pause or a
        pause asked, whom it waits on and since when (a Discord timestamp: the reader's own time). A seat a
        built-in player plays is not waited on by anyone: it moves within seconds."""
        game, view, now = entry.game, entry.view, self.now()
        assert view is not None
        pause = pause_of(game.settings)
        if pause is not None and pause.seat < len(names):
            who = Verbatim(names[pause.seat])
            if paused(game.settings, now) is not None:
                return Text("notify-paused-for", name=who, until=times.at(pause.until))
            if now < pause.lapses_at:
                pending: Text | str = Text("notify-pause-asked", name=who, by=times.at(pause.lapses_at, "t"),
                                           relative=times.at(pause.lapses_at, "R"))  # fmt: skip
            else:
                pending = ""
        else:
            pending = ""
        people = [s for s in entry.waiting if game.person_plays(s)]
        if not entry.waiting:
            state = Text("buttons-game-over") if view["phase"] == "over" else Text("notify-nothing-to-do")
        elif not people:
            state = Text("notify-bots-moving")
        else:
            line = waiting(view, names)
            waits = localize(line, tag).rstrip(".") if line is not None else ""  # the reader's language ``tag``
            if tag == ENGLISH:  # no board here: "it" said in full (the English of ui.report)
                waits = waits.replace(" next to it", " next to their new settlement")
            state = Text("notify-waits-since", waits=waits, since=times.at(game.updated_at))
        return Text("notify-pending-then", pending=pending, state=state) if pending else state

    async def digest_tick(self) -> float:
        """Send the digests due; the instant of the next look (an instant, not a delay: the clock may have
        moved on while this ran, as a simulated one does).

        A person's next digest is the first of their digest times after the last one sent (the database's
        ``digests``) or after they last changed their settings: one that fell while the bot was down goes
        out late, once; each is claimed in the database before it is sent, so that of several bot
        processes one sends it."""
        now = self.now()
        users = self.service.repo.users
        rows = await users.users_by_notify("digest")
        sent = await users.digests_sent([r.user_id for r in rows])
        soonest = now + DIGEST_CHECK_MOST
        for row in rows:
            with isolated("user %d: the daily digest failed", row.user_id):
                settings = UserSettings.from_row(row)
                due = next_digest(settings, max(sent.get(row.user_id, row.updated_at), row.updated_at))
                if due is None:
                    continue
                if due <= now:
                    if await users.claim_digest(row.user_id, due, now=now):
                        reader = settings.reads(ENGLISH)
                        text = await self.inbox_text(row.user_id, waiting_only=True, tag=reader)
                        if text:
                            await self._dm(row.user_id, localize(Text("notify-digest", inbox=text), reader))
                    due = next_digest(settings, now) or soonest
                soonest = min(soonest, due)
        return soonest
