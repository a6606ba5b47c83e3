"""Applying the waiting rules of issue #20 to running games: quiet hours, vacations, pauses, game clocks.

The rules themselves are pure (``service.waiting``, ``service.quiet_hours``, ``service.game_clock``) and
the game's own record lives in its settings (``service.table_time``). This class reads the people's
settings, asks those rules, and acts through the move pipeline: its publisher, its built-in players,
the service's atomic settings changes. It runs in the reminders pass (``service.reminders``), after
every move (``MovePipeline.move``) and when a person changes their own time (``/catan away``, ``back``).

Time comes from the service's clock only (``GameService.now``, injected: issue #20 item 6).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from db.errors import DatabaseUnavailable, VersionConflict
from service.errors import NotAllowed, NotAPlayer
from service.game_clock import DECIDE, GameClocks, status_text
from service.quiet_hours import local_text
from service.results import GameInfo, MoveResult
from service.table_time import (
    CLOCK_SEATS,
    CLOCKS,
    PAUSE,
    VACATION_SEATS,
    Pause,
    clocks_of,
    pause_of,
    paused,
    seats_in,
    with_seats,
)
from service.user_settings import UserSettings
from service.users import UserSettingsService
from service.waiting import may_ping, vacation_changes, waits_on_text

if TYPE_CHECKING:
    from service.games import GameService
    from service.pipeline import MovePipeline

log = logging.getLogger("catanbot.timekeeping")

AUTOPILOT = "autopilot"
TIMEOUT_STRENGTH = "normal"
PEOPLE_CACHE_SECONDS = 60.0  # settings read for publishing are reused this long (of the service's clock)
AWAY_NOTE = "away"  # the game note of what the turn message's 💤 line says (``away_key``)
SEAT_NAMES = tuple(f"#{seat}" for seat in range(8))  # names in ``away_key``: a renamed person changes nothing


def owing(pending: Iterable[Mapping[str, Any]]) -> set[int]:
    """Seats a public list of decisions waits on (blocking ones; a trade answer blocks nobody)."""
    return {int(d["seat"]) for d in pending if d.get("blocking")}


class Timekeeping:
    def __init__(self, pipeline: MovePipeline, users: UserSettingsService | None = None) -> None:
        self.pipeline = pipeline
        self.users = users or UserSettingsService(pipeline.service.repo, pipeline.service.now)
        self._cache: dict[int, tuple[float, UserSettings]] = {}
        self._away: dict[int, str] = {}  # game -> the away key its turn message shows (``_away_shown``)
        pipeline.timekeeping = self

    @property
    def service(self) -> GameService:
        return self.pipeline.service

    def now(self) -> float:
        return self.service.now()

    # --- people's settings -----------------------------------------------------------------------

    async def people(self, games: Iterable[GameInfo], *, fresh: bool = False) -> dict[int, UserSettings]:
        """Settings of every person in ``games`` (one query; recent answers reused unless ``fresh``)."""
        now = self.now()
        wanted = {u for g in games for u in g.people}
        known: dict[int, UserSettings] = {}
        for user in wanted:
            hit = self._cache.get(user)
            if hit is not None and not fresh and now - hit[0] < PEOPLE_CACHE_SECONDS:
                known[user] = hit[1]
        missing = wanted - set(known)
        if missing:
            read = await self.users.table(missing)
            for user in missing:
                known[user] = read.get(user) or UserSettings(user_id=user)
                self._cache[user] = (now, known[user])
        return known

    def forget(self, user_id: int) -> None:
        """The person changed their settings here: read them again next time."""
        self._cache.pop(user_id, None)

    @staticmethod
    def persons(game: GameInfo, people: Mapping[int, UserSettings], *, playing: bool = True) -> dict[int, UserSettings]:
        """Seat -> settings of the person in it (``playing``: only seats the person plays themselves now)."""
        out = {}
        for seat, user in enumerate(game.players):
            if user < 0 or seat in game.vacant or (playing and not game.person_plays(seat)):
                continue
            out[seat] = people.get(user) or UserSettings(user_id=user)
        return out

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
        changes = vacation_changes(everyone, seats_in(game.settings, VACATION_SEATS), now)
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
            settings[AUTOPILOT] = autopilot
            return with_seats(settings, VACATION_SEATS, seats)

        game = await self.service.change_settings(game.id, change, what="vacation seats", touch=True)
        for c in changes:
            person = everyone[c.seat]
            if c.strength is not None and person.vacation is not None:
                until = local_text(person, person.vacation.until, now=now)
                await self.pipeline.publisher.autopilot_taken(game, c.seat, f"is on vacation until {until} their time")
            else:
                await self.pipeline.publisher.seat_returned(game, c.seat)
        self.pipeline.wake(game.id)
        return game

    async def _pause_asks(self, game: GameInfo, people: Mapping[int, UserSettings], now: float) -> GameInfo:
        """A person away who chose to pause their games asks this table, if it has not been asked for this
        vacation: ``/catan away`` asks the games its own process serves, and this pass, run by the process
        serving the game, reaches the others (several bot processes: each serves its shards' guilds)."""
        for seat, person in self.persons(game, people, playing=False).items():
            v = person.vacation
            if v is None or v.mode != "pause" or not person.on_vacation(now):
                continue
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
            return None if pause.active else game
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
            await self.pipeline.publisher.pause_changed(game, pause, "over")
            self.pipeline.wake(game.id)
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
            why = "ran out of time on the game clock"
            await self.pipeline.publisher.autopilot_taken(game, seat, why)
        if fired:
            self.pipeline.wake(game.id)

    # --- after every move --------------------------------------------------------------------------

    async def after_move(self, result: MoveResult) -> None:
        """Clocks: seats that now owe a decision start theirs, the others pay from their bank; a seat a
        built-in player played for one timed-out decision goes back to its person once that is made."""
        game = result.table.game
        if clocks_of(game.settings, len(game.players)) is None and not seats_in(game.settings, CLOCK_SEATS):
            return  # no clock in this game: nothing to do, and no read
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

    # --- what the table is told ----------------------------------------------------------------------

    def away_key(self, game: GameInfo, view: Mapping[str, Any], people: Mapping[int, UserSettings], now: float) -> str:
        """What the turn message's '💤 Waits on Bo (Bo is away until 08:00 their time)' says, with seats for
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
            await self.pipeline.publisher.time_changed(game)

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
        away until 08:00 their time'), a pause, and each person's bank. From the public view and the
        people's own settings only (nothing of a hand). ``shown``: the lines go on the turn message now
        (the background pass then knows what it says)."""
        now = self.now()
        lines = []
        pause = paused(game.settings, now)
        if pause is not None and pause.seat < len(names):
            back = local_text((await self.people([game])).get(pause.user_id) or UserSettings(user_id=pause.user_id),
                              pause.until, now=now)  # fmt: skip
            lines.append(f"⏸️ Paused: the table waits for {names[pause.seat]} until {back} their time (or `/catan back`).")
        people = await self.people([game]) if game.people else {}
        persons = self.persons(game, people)
        waiting = sorted(owing(view.get("pending", ())))
        text = waits_on_text(waiting, names, persons, now)
        if "(" in text:  # someone the game waits on is away: say until when
            lines.append(f"💤 {text}")
        if shown:
            await self._away_shown(game.id, self.away_key(game, view, people, now))
        clocks = clocks_of(game.settings, len(game.players))
        if clocks is not None:
            lines.append(status_text(clocks, list(names), persons, now))
        return "\n".join(line for line in lines if line)

    async def resting(self, game: GameInfo) -> set[int]:
        """User ids not to ping now: in their quiet hours or on vacation (they are named, not pinged)."""
        if not game.people:
            return set()
        now = self.now()
        people = await self.people([game])
        return {u for u, s in people.items() if not may_ping(s, now)}

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

    async def ask_pause(self, game: GameInfo, user_id: int, until: float, *, again: bool = True) -> Pause | None:
        """The person asks the table to wait for them until ``until``; active at once when they are the
        only person at the table, else when every other person agreed (``agree_pause``). Not ``again``:
        only if the table has no pause asked (None then; the pass's ask, which two processes may race)."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(game.id)
        now = self.now()
        persons = self.persons(game, await self.people([game], fresh=True))
        made: list[Pause] = []

        def change(settings: dict[str, Any], pending: list[dict[str, Any]]) -> dict[str, Any] | None:
            made.clear()  # a retried change starts afresh
            current = pause_of(settings)
            if not again and current is not None and (current.user_id != user_id or current.until == until):
                return None
            if current is not None and current.user_id != user_id and current.active and now < current.until:
                raise NotAllowed(f"Game #{game.id} is paused for another player already.", game_id=game.id)
            pause = Pause(user_id, seat, until, frozenset()).agree(user_id, game.present)
            made.append(pause)
            return self._set_pause(settings, pause, pending, persons, now)

        game = await self.service.change_settings(game.id, change, what="pause asked")
        if not made:
            return None
        await self.pipeline.publisher.pause_changed(game, made[0], "on" if made[0].active else "asked")
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
            if pause is None or now >= pause.until:
                raise NotAllowed("Nobody asks the table to pause this game now.", game_id=game_id)
            agreed = pause.agree(user_id, game.present)
            made.append(agreed)
            if agreed == pause:
                return None
            began = agreed.active and not pause.active
            return self._set_pause(settings, agreed, pending, persons, now)

        game = await self.service.change_settings(game_id, change, what="pause agreed")
        if began:
            await self.pipeline.publisher.pause_changed(game, made[0], "on")
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
