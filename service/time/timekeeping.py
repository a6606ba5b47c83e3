"""Applying the waiting rules of issue #20 to running games: quiet hours, vacations, pauses, game clocks.

The rules themselves are pure (``service.time.waiting``, ``service.time.quiet_hours``, ``service.time.game_clock``) and
the game's own record lives in its settings (``service.time.table_time``). This class reads the people's
settings, asks those rules, and acts through the move pipeline: its publisher, its built-in players,
the service's atomic settings changes. It runs in the reminders pass (``service.time.reminders``), after
every move (``MovePipeline.move``) and when a person changes their own time (``/catan me away``, ``back``).

Time comes from the service's clock only (``GameService.now``, injected: issue #20 item 6).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.text import Text
from service.people.people_settings import owing
from service.people.user_settings import UserSettings
from service.people.users import UserSettingsService
from service.results import GameInfo, MoveResult
from service.time.game_clock import DECIDE
from service.time.pauses import PauseRequests
from service.time.quiet_hours import when
from service.time.table_time import (
    CLOCK_SEATS,
    CLOCKS,
    PAUSE,
    PAUSE_LAPSED,
    VACATION_SEATS,
    Pause,
    clocks_of,
    lapsed_seats,
    pause_of,
    paused,
    seats_in,
    with_seats,
)
from service.time.time_lines import TimeLines
from service.time.waiting import vacation_changes

if TYPE_CHECKING:
    from service.moves.pipeline import MovePipeline

log = logging.getLogger("catanbot.timekeeping")

AUTOPILOT = "autopilot"
TIMEOUT_STRENGTH = "normal"


class Timekeeping(TimeLines, PauseRequests):
    """Issue #20 applied to running games: the reminders pass, after every move, a person's own changes; the
    time lines (``service.time.time_lines``) and pauses (``service.time.pauses``) are parts of it."""

    def __init__(self, pipeline: MovePipeline, users: UserSettingsService | None = None) -> None:
        super().__init__(pipeline, users)
        self._away = {}

    # --- the reminders pass ----------------------------------------------------------------------

    async def look(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> GameInfo | None:
        """Vacations beginning or ending, a pause ending, clocks running out. Returns the game as it is
        now, or None while it is paused (then nothing else may happen to it: no reminder, no take-over)."""
        game = await self._vacations(game, people, now)
        after = await self._pause(game, people, now)
        if after is None:
            return None
        after = await self._pause_asks(after, people, now)  # after a pause ended: the next one may be asked
        if paused(after.settings, now) is not None:
            return None  # a person alone at the table paused it at once
        await self._clocks(after, people, now)
        game = await self.service.get_game(game.id)
        await self._refresh_away(game, people, now)
        return game

    async def _vacations(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> GameInfo:
        everyone = self.persons(game, people, playing=False)
        lapsed = lapsed_seats(game.settings)
        changes = vacation_changes(everyone, seats_in(game.settings, VACATION_SEATS), now, lapsed)
        if not changes:
            return game

        def change(settings: dict[str, Any], _pending: list[dict[str, Any]]) -> dict[str, Any]:
            autopilot = dict(settings.get(AUTOPILOT, {}))
            seats = seats_in(settings, VACATION_SEATS)
            for c in changes:
                if c.strength is not None:
                    autopilot[str(c.seat)] = c.strength
                    seats.add(c.seat)
                else:
                    autopilot.pop(str(c.seat), None)
                    seats.discard(c.seat)
                    lapsed.pop(c.seat, None)  # the time away whose request lapsed is over
            settings[AUTOPILOT] = autopilot
            settings[PAUSE_LAPSED] = {str(s): t for s, t in sorted(lapsed.items())}
            return with_seats(settings, VACATION_SEATS, seats)

        game = await self.service.change_settings(game.id, change, what="vacation seats", touch=True)
        for c in changes:
            person = everyone[c.seat]
            if c.strength is not None and person.vacation is not None:
                until = when(person.vacation.until, now)
                await self.pipeline.autopilot_taken(game, c.seat, Text("service-why-vacation", until=until))
            else:
                await self.pipeline.publisher.seat_returned(game, c.seat)
        self.pipeline.wake(game.id)
        return game

    async def _pause_asks(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> GameInfo:
        """A person away who chose to pause their games asks this table, if it has not been asked for this
        vacation: ``/catan me away`` asks the games its own process serves, and this pass, run by the process
        serving the game, reaches the others (several bot processes: each serves its shards' guilds)."""
        for seat, person in self.persons(game, people, playing=False).items():
            v = person.vacation
            if v is None or v.mode != "pause" or not person.on_vacation(now):
                continue
            if lapsed_seats(game.settings).get(seat) == v.until:
                continue  # asked for this time away; nobody agreed in time: a built-in player plays instead
            current = pause_of(game.settings)
            if current is not None and (current.user_id != person.user_id or current.until == v.until):
                continue  # asked already, or another's pause first: looked at again next pass
            if await self.ask_pause(game, person.user_id, v.until, again=False) is not None:
                log.info("game %d: seat %d's pause asked for their vacation", game.id, seat)
                game = await self.service.get_game(game.id)
        return game

    async def _pause(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> GameInfo | None:
        pause = pause_of(game.settings)
        if pause is None:
            return game
        person = people.get(pause.user_id)
        still_away = (
            person is not None
            and person.vacation is not None
            and person.vacation.mode == "pause"
            and person.on_vacation(now)
            and game.seat_of(pause.user_id) == pause.seat
        )
        if still_away and now < pause.until:
            if pause.active:
                return None
            if now < pause.lapses_at:
                return game
            return await self._lapse(game, pause, people, now)
        persons = self.persons(game, people)

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            if pause_of(settings) != pause:
                return None  # changed meanwhile (agreed, asked anew): the next pass looks again
            del settings[PAUSE]
            clocks = clocks_of(settings, len(game.players))
            if clocks is not None and pause.active:
                clocks.sync(owing(pending), persons, now)  # the clocks start again from now
                settings[CLOCKS] = clocks.to_json()
            return settings

        game = await self.service.change_settings(game.id, change, what="pause over", touch=True)
        if pause.active:
            await self.pipeline.pause_changed(game, pause, "over")
            self.pipeline.wake(game.id)
        return game

    async def _lapse(self, game: GameInfo, pause: Pause, people: Mapping[int, UserSettings], now: float) -> GameInfo:
        """A pause request nobody (or not everyone) agreed to in ``PAUSE_ASK_HOURS``: it lapses, and the
        built-in player the asker chose plays their seat until their time away ends (issue #29 item 10)."""
        person = people[pause.user_id]
        assert person.vacation is not None
        lapsed_now: list[bool] = []

        def change(settings: dict[str, Any], _pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            lapsed_now.clear()
            if pause_of(settings) != pause:
                return None  # agreed or asked anew meanwhile
            lapsed_now.append(True)
            del settings[PAUSE]
            lapsed = lapsed_seats(settings)
            lapsed[pause.seat] = person.vacation.until  # type: ignore[union-attr]
            settings[PAUSE_LAPSED] = {str(s): t for s, t in sorted(lapsed.items())}
            return settings

        game = await self.service.change_settings(game.id, change, what="pause request lapsed")
        if lapsed_now:
            log.info("game %d: seat %d's pause request lapsed", game.id, pause.seat)
            await self.pipeline.pause_changed(game, pause, "lapsed")
            game = await self._vacations(game, people, now)
        return game

    async def _clocks(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> None:
        if clocks_of(game.settings, len(game.players)) is None:
            return
        persons = self.persons(game, people)
        fired: list[int] = []
        consequence = DECIDE

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            nonlocal consequence
            clocks = clocks_of(settings, len(game.players))
            if clocks is None or paused(settings, now) is not None:
                return None
            waiting = owing(pending)
            # A decision owed since the last pass starts its clock; the game's first, from the start.
            first = CLOCKS not in settings and game.started_at is not None
            clocks.sync(waiting, persons, min(now, game.started_at) if first else now)  # type: ignore[type-var]
            timeouts = clocks.due(persons, now)
            consequence = clocks.rules.on_timeout
            fired.extend(t.seat for t in timeouts)
            # The seats that ran out pay their bank to the last second, then a built-in player plays them.
            clocks.sync(waiting - set(fired), persons, now)
            settings[CLOCKS] = clocks.to_json()
            if fired:
                autopilot = dict(settings.get(AUTOPILOT, {}))
                for seat in fired:
                    autopilot[str(seat)] = TIMEOUT_STRENGTH
                settings[AUTOPILOT] = autopilot
                if consequence == DECIDE:
                    with_seats(settings, CLOCK_SEATS, seats_in(settings, CLOCK_SEATS) | set(fired))
            return settings

        game = await self.service.change_settings(game.id, change, what="game clocks")
        for seat in fired:
            why = Text("service-why-clock")
            await self.pipeline.autopilot_taken(game, seat, why)
        if fired:
            self.pipeline.wake(game.id)

    # --- after every move --------------------------------------------------------------------------

    async def after_move(self, result: MoveResult) -> GameInfo | None:
        """Clocks: seats that now owe a decision start theirs, the others pay from their bank; a seat a
        built-in player played for one timed-out decision goes back to its person once that is made.
        Returns the game as its settings are now (None: unchanged, the move's own)."""
        game = result.table.game
        if clocks_of(game.settings, len(game.players)) is None and not seats_in(game.settings, CLOCK_SEATS):
            return None  # no clock in this game: nothing to do, and no read
        now = self.now()
        persons = self.persons(game, await self.people([game]))
        returned: list[int] = []

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any]:
            waiting = owing(pending)
            decided = {s for s in seats_in(settings, CLOCK_SEATS) if s not in waiting}
            if decided:
                autopilot = {k: v for k, v in settings.get(AUTOPILOT, {}).items() if int(k) not in decided}
                settings[AUTOPILOT] = autopilot
                with_seats(settings, CLOCK_SEATS, seats_in(settings, CLOCK_SEATS) - decided)
                returned.extend(sorted(decided))
            clocks = clocks_of(settings, len(game.players))
            if clocks is not None and paused(settings, now) is None:
                clocks.sync(waiting, persons, now)
                settings[CLOCKS] = clocks.to_json()
            return settings

        game = await self.service.change_settings(game.id, change, what="game clocks after a move")
        for seat in returned:
            await self.pipeline.publisher.seat_returned(game, seat)
        return game

    # --- a person's own commands -----------------------------------------------------------------

    async def games_of(self, user_id: int) -> list[GameInfo]:
        """The person's running games that this process serves."""
        games = await self.service.games_for_user(user_id)
        return [g for g in games if g.status == "active" and g.seat_of(user_id) is not None and self.pipeline.owns(g)]

    async def apply_to(self, user_id: int) -> list[GameInfo]:
        """Apply the person's changed settings to their games at once (not at the next pass)."""
        self.forget(user_id)
        games = await self.games_of(user_id)
        people = await self.people(games, fresh=True)
        now = self.now()
        for game in games:
            await self.look(game, people, now)
        return games

    async def games_elsewhere(self, user_id: int) -> list[GameInfo]:
        """The person's running games that other bot processes serve (their passes apply the vacation)."""
        games = await self.service.games_for_user(user_id)
        return [
            g for g in games if g.status == "active" and g.seat_of(user_id) is not None and not self.pipeline.owns(g)
        ]
