"""Pausing a game for a person away (issue #20 item 2): the person asks the table (``/catan me away`` with
pause, or the reminders pass for a vacation that asked for it); the pause begins at once when they are the
only person at the table, else when every other person who plays their own seat agreed (a seat a built-in
player plays for someone away is not asked). While it runs nobody's clock runs. A request not agreed
within ``PAUSE_ASK_HOURS`` lapses (issue #29 item 10): the reminders pass (``service.time.timekeeping``) then
hands the asker's seat to the built-in player they chose, until their time away ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.text import Text
from service.errors import NotAllowed, NotAPlayer
from service.people.people_settings import PeopleSettings
from service.people.user_settings import UserSettings
from service.results import GameInfo
from service.time.game_clock import GameClocks
from service.time.table_time import CLOCKS, PAUSE, Pause, asked_to_agree, pause_of


class PauseRequests(PeopleSettings):
    """Asking and agreeing to pause a game (a part of ``Timekeeping``)."""

    async def ask_pause(self, game: GameInfo, user_id: int, until: float, *, again: bool = True) -> Pause | None:
        """The person asks the table to wait for them until ``until``; active at once when they are the
        only person at the table, else when every other person agreed (``agree_pause``). Not ``again``:
        only if the table has no pause asked (None then; the pass's ask, which two processes may race)."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(game.id)
        now = self.now()
        people = await self.people([game], fresh=True)
        persons = self.persons(game, people)
        vacation = people[user_id].vacation if user_id in people else None
        strength = vacation.strength if vacation is not None else "normal"
        made: list[Pause] = []

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            made.clear()  # a retried change starts afresh
            current = pause_of(settings)
            if not again and current is not None and (current.user_id != user_id or current.until == until):
                return None
            if current is not None and current.user_id != user_id and current.active and now < current.until:
                raise NotAllowed(Text("service-paused-for-another", game=str(game.id)), game_id=game.id)
            pause = Pause(user_id, seat, until, frozenset(), asked_at=now, strength=strength)
            pause = pause.agree(user_id, asked_to_agree(game))
            made.append(pause)
            return self._set_pause(settings, pause, pending, persons, now)

        game = await self.service.change_settings(game.id, change, what="pause asked")
        if not made:
            return None
        await self.pipeline.pause_changed(game, made[0], "on" if made[0].active else "asked")
        return made[0]

    async def agree_pause(self, game_id: int, user_id: int) -> tuple[GameInfo, Pause]:
        """A person at the table agrees to the pause asked; it begins when all have."""
        game = await self.service.get_game(game_id)
        if user_id not in game.present:
            raise NotAPlayer(game_id)
        now = self.now()
        persons = self.persons(game, await self.people([game]))
        made: list[Pause] = []
        began = False

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            nonlocal began
            pause = pause_of(settings)
            if pause is None or now >= pause.until or (not pause.active and now >= pause.lapses_at):
                raise NotAllowed(Text("service-no-pause-asked"), game_id=game_id)
            agreed = pause.agree(user_id, asked_to_agree(game))
            made.append(agreed)
            if agreed == pause:
                return None
            began = agreed.active and not pause.active
            return self._set_pause(settings, agreed, pending, persons, now)

        game = await self.service.change_settings(game_id, change, what="pause agreed")
        if began:
            await self.pipeline.pause_changed(game, made[0], "on")
        return game, made[0]

    @staticmethod
    def _set_pause(
        settings: dict[str, Any], pause: Pause, pending: list[dict[str, Any]], persons: Mapping[int, UserSettings],
        now: float,
    ) -> dict[str, Any]:  # fmt: skip
        settings[PAUSE] = pause.to_json()
        data = settings.get(CLOCKS)
        if pause.active and data:
            clocks = GameClocks.from_json(data)
            clocks.sync((), persons, now)  # used time is paid now; nobody's clock runs while paused
            settings[CLOCKS] = clocks.to_json()
        return settings
