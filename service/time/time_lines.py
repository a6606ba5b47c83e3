"""What the table is told about time (issue #20): the turn message's lines on who the game waits on while
they are away, a pause and the banks of the game clock, and whom not to ping (quiet hours, vacations).

From the public view and the people's own settings only, nothing of a hand. What the turn message says
about who is away is kept in the game's notes, so the reminders pass (``service.time.timekeeping``) edits the
message only when that changes, after a restart and from any bot process too.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from typing import Any

from db.errors import DatabaseUnavailable, VersionConflict
from service.people.people_settings import PeopleSettings, owing
from service.people.user_settings import UserSettings
from service.results import GameInfo
from service.time.game_clock import status_text
from service.time.quiet_hours import when
from service.time.table_time import clocks_of, paused
from service.time.waiting import may_ping, waits_on_text
from ui.i18n.languages import game_language

log = logging.getLogger("catanbot.timekeeping")

AWAY_NOTE = "away"  # the game note of what the turn message's 💤 line says (``away_key``)
SEAT_NAMES = tuple(f"#{seat}" for seat in range(8))  # names in ``away_key``: a renamed person changes nothing
# Names in the lines a move's result carries (``MoveResult.shown``): the service knows seats, the Discord
# layer knows names, and puts them in (``named``). A control character no escaped name contains.
SEAT_MARKS = tuple(f"\x00{seat}\x00" for seat in range(8))
_MARK = re.compile("\x00(\\d+)\x00")


def named(lines: str, names: Sequence[str]) -> str:
    """``lines`` written with ``SEAT_MARKS`` for names, with each seat's name in its place."""
    return _MARK.sub(lambda m: names[int(m[1])], lines)


class TimeLines(PeopleSettings):
    """The turn message's time lines and the people resting now (a part of ``Timekeeping``)."""

    _away: dict[int, str]  # game -> the away key its turn message shows (``_away_shown``)

    def away_key(self, game: GameInfo, view: Mapping[str, Any], people: Mapping[int, UserSettings], now: float) -> str:
        """What the turn message's '💤 Waits on Bo (Bo is away until <t:…:t>)' says, with seats for
        names: it changes when a person waited on begins or ends their quiet hours or vacation ('' when
        nobody waited on is away). Banks, which change all the time, are not part of it."""
        text = waits_on_text(sorted(owing(view.get("pending", ()))), SEAT_NAMES, self.persons(game, people), now)
        return text if "(" in text else ""

    async def _refresh_away(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> None:
        """Edit the turn message when its 💤 line is out of date (someone's quiet hours began or ended, a
        vacation began or ended since it was shown); nothing is sent when it is not."""
        if game.behind:
            return  # the catch-up shows the game, with its line, first
        key = self.away_key(game, await self.service.view(game.id), people, now)
        shown = self._away.get(game.id) if not self.service.shared else None
        if shown is None:  # after a restart, or another process may have shown the game: read it
            shown = self._away[game.id] = (await self.service.repo.notes(game.id, AWAY_NOTE)).get(AWAY_NOTE) or ""
        if key != shown:
            log.info("game %d: who is away changed (%r -> %r)", game.id, shown, key)
            await self.pipeline.time_changed(game)

    async def _away_shown(self, game_id: int, key: str) -> None:
        """The turn message now says ``key`` (kept in the game's notes: after a restart, or in another bot
        process, the pass knows what the thread shows). With one process, written only when it changes."""
        if self._away.get(game_id) == key and not self.service.shared:
            return
        self._away[game_id] = key
        try:
            await self.service.repo.put_note(game_id, AWAY_NOTE, key, now=self.now())
        except (DatabaseUnavailable, VersionConflict):
            self._away.pop(game_id, None)  # the next publish writes it; the pass may edit once for nothing

    async def waits_line(
        self, game: GameInfo, view: Mapping[str, Any], names: Sequence[str], *, shown: bool = False
    ) -> str:
        """The turn message's lines about time: who the game waits on when one of them is away ('Bo is
        away until <t:…:t>'), a pause, and each person's bank. From the public view and the
        people's own settings only (nothing of a hand). ``shown``: the lines go on the turn message now
        (the background pass then knows what it says)."""
        now = self.now()
        lines = []
        pause = paused(game.settings, now)
        if pause is not None and pause.seat < len(names):
            lines.append(
                f"⏸️ Paused: the table waits for {names[pause.seat]} until {when(pause.until, now)} (or `/catan me back`)."
            )
        people = await self.people([game]) if game.people else {}
        persons = self.persons(game, people)
        waiting = sorted(owing(view.get("pending", ())))
        tag = game_language(game.settings)
        if "(" in waits_on_text(waiting, names, persons, now):  # someone the game waits on is away: say until when
            lines.append(f"💤 {waits_on_text(waiting, names, persons, now, tag)}")
        if shown:
            await self._away_shown(game.id, self.away_key(game, view, people, now))
        clocks = clocks_of(game.settings, len(game.players))
        if clocks is not None:
            lines.append(status_text(clocks, list(names), persons, now, tag))
        return "\n".join(line for line in lines if line)

    async def move_lines(self, game: GameInfo, view: Mapping[str, Any]) -> tuple[str, frozenset[int]]:
        """What a move's turn message says about time (with ``SEAT_MARKS`` for names: ``named``) and whom
        it must not ping, as the move pipeline hands them to the publisher (``MoveResult.shown``)."""
        lines = await self.waits_line(game, view, SEAT_MARKS[: len(game.players)], shown=True)
        return lines, frozenset(await self.resting(game))

    async def resting(self, game: GameInfo) -> set[int]:
        """User ids not to ping now: in their quiet hours or on vacation (they are named, not pinged)."""
        if not game.people:
            return set()
        now = self.now()
        people = await self.people([game])
        return {u for u, s in people.items() if not may_ping(s, now)}
