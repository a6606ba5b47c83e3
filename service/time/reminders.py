"""Reminders and AFK take-overs: what a waiting game does on its own, checked once a minute.

A game whose last move is older than its ``reminder_hours`` reminds the seats it waits for (once per
interval, at most ``REMINDER_CAP`` times per state); a person who owes a decision for longer than the
game's AFK limit has their seat handed to a normal built-in player. Issue #20: nobody is reminded in
their quiet hours or on vacation (the reminder waits for them to wake), the AFK clock counts only time
outside quiet hours (and does not run in a game with a game clock, which has its own consequence), and
each pass first applies vacations, pauses and game clocks (``service.time.timekeeping``); a paused game is
left alone. Both happen once per state however
many bot processes look at the game (``GameService.claim_once``), and both go out through the move
pipeline's publisher; a take-over wakes the built-in players like a move does.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from service.background import isolated
from service.moves.pipeline import MovePipeline
from service.orders.standing_orders import action_text
from service.people.people_settings import owing
from service.people.user_settings import UserSettings
from service.results import GameInfo
from service.time.quiet_hours import absent_text
from service.time.table_time import clock_rules
from service.time.timekeeping import Timekeeping
from service.time.waiting import afk_at, may_ping
from ui.i18n.text import Text

log = logging.getLogger("catanbot")

REMINDER_CAP = 3  # reminders per decision owed; after that the game waits quietly
AUTOPILOT_STRENGTH = "normal"


class Reminders:
    def __init__(self, pipeline: MovePipeline, *, afk_hours: float) -> None:
        """``afk_hours``: the bot's default AFK limit (a game's own ``afk_hours`` setting wins)."""
        self.pipeline = pipeline
        self.afk_hours = afk_hours
        clocks = pipeline.timekeeping  # the bot's (``service.app``); tests may run reminders without one
        self.time = clocks if isinstance(clocks, Timekeeping) else Timekeeping(pipeline)
        # game id -> (updated_at of the state reminded about, reminders sent for it)
        self._reminded: dict[int, tuple[float, int]] = {}

    async def tick(self, now: float) -> None:
        """One pass over the unfinished games this process serves: reminders due, absent players handed to
        built-in players, bookkeeping of ended games. A database outage ends the pass (``isolated``)."""
        service = self.pipeline.service
        games = await service.unfinished_games()
        unfinished = {game.id for game in games}
        for game_id in [g for g in self._reminded if g not in unfinished]:
            del self._reminded[game_id]  # ended or deleted: nothing more to remind of
        games = [g for g in games if self.pipeline.owns(g)]  # others: another process runs their guild's shard
        people = await self.time.people([g for g in games if g.status == "active"], fresh=True)
        for game in games:
            if game.status == "active":
                looked: GameInfo | None = game
                with isolated("game %d: vacations, pause or game clocks failed", game.id):
                    looked = await self.time.look(game, people, now)
                if looked is None:
                    continue  # paused by the table's agreement: no reminder, no take-over
                game = looked
            with isolated("game %d: passing a decision whose time ran out failed", game.id):
                if await self.check_lapses(game, now):
                    continue  # the game moved on: its reminders and absences start over
            with isolated("game %d: handing an absent player's seat to a built-in player failed", game.id):
                await self.check_away(game, now, people)
            hours = float(game.settings.get("reminder_hours") or 0)
            if game.status != "active" or hours <= 0:
                continue
            due = int((now - game.updated_at) // (hours * 3600))  # intervals passed since the last move
            if due < 1:
                continue
            seen, sent = self._reminded.get(game.id, (None, 0))
            if seen != game.updated_at:
                sent = due - 1  # a new state (or a restart): remind once now, never a burst of old ones
            if sent >= min(due, REMINDER_CAP):
                continue
            awake = self._awake(game, await self._waiting(game), people, now)
            if not awake:
                # Everyone waited on sleeps or is away: the reminder goes when one wakes (the state is
                # marked seen, so that waking after several intervals still gets it).
                self._reminded[game.id] = (game.updated_at, sent)
                continue
            # Once per state and count over every process (two may overlap during a restart). Counted as
            # sent once claimed (here or elsewhere), not before: a claim that fails (the database down) is
            # tried again at the next pass.
            claimed = await service.claim_once(game.id, f"reminder:{game.version}:{game.updated_at}:{sent + 1}")
            self._reminded[game.id] = (game.updated_at, sent + 1)
            if not claimed:
                continue
            with isolated("game %d: reminder failed", game.id):
                await self.remind(game, sent + 1, awake)

    async def _waiting(self, game: GameInfo) -> list[int]:
        return sorted(owing((await self.pipeline.service.view(game.id))["pending"]))

    @staticmethod
    def _awake(game: GameInfo, seats: list[int], people: Mapping[int, UserSettings], now: float) -> list[int]:
        """The seats among ``seats`` that may be reminded now: played by their person (not a built-in player,
        e.g. one the game clock just handed the decision to: issue #29 item 11), not in their quiet hours,
        not away."""
        return [s for s in seats if game.person_plays(s) and may_ping(people.get(game.players[s]), now)]

    async def remind(self, game: GameInfo, nth: int = 1, seats: list[int] | None = None) -> None:
        view = await self.pipeline.service.view(game.id)
        waiting = sorted(owing(view["pending"])) if seats is None else seats
        await self.pipeline.remind(game, view, waiting, last=nth >= REMINDER_CAP)

    async def check_lapses(self, game: GameInfo, now: float) -> bool:
        """Decisions with a time limit of their own (the game's ``lapses`` setting: step -> hours and the
        action that passes it, e.g. a Special Build slot of 5-6 players) pass by themselves once it is over,
        through the move pipeline like a move of their player. Whether one passed."""
        lapses = game.settings.get("lapses") or {}
        if game.status != "active" or not lapses:
            return False
        view = await self.pipeline.service.view(game.id)
        for decision in view["pending"]:
            lapse = lapses.get(decision["kind"]) if decision["blocking"] else None
            if lapse is None or now - game.updated_at < float(lapse["hours"]) * 3600:
                continue
            seat = decision["seat"]
            if not await self.pipeline.service.claim_once(game.id, f"lapse:{game.version}:{seat}"):
                return False  # another process passes it
            log.info("game %d: seat %d's %s passes after %g h", game.id, seat, decision["kind"], lapse["hours"])
            action = tuple(lapse["action"])
            line = Text("time-lapsed-line", what=action_text(action, view))
            await self.pipeline.move(game.id, game.players[seat], action, lapsed=True, made_for=line)
            return True
        return False

    async def check_away(self, game: GameInfo, now: float, people: Mapping[int, UserSettings] | None = None) -> None:
        """Hand the seats of people who owe a decision past the game's AFK limit to a normal built-in player.
        The limit counts time outside the person's quiet hours; a game with a game clock uses that instead."""
        service = self.pipeline.service
        hours = float(game.settings.get("afk_hours") or self.afk_hours)
        if game.status != "active" or now - game.updated_at < hours * 3600 or clock_rules(game.settings):
            return  # (wall time is the least time the limit can take: quiet hours only lengthen it)
        people = people or {}
        since = game.updated_at
        view = await service.view(game.id)
        away = [
            s for s in sorted(owing(view["pending"]))
            if game.person_plays(s) and afk_at(people.get(game.players[s]), game.updated_at, hours) <= now
        ]  # fmt: skip
        # One take-over per absence over every process (two may overlap during a restart).
        away = [s for s in away if await service.claim_once(game.id, f"afk:{game.version}:{game.updated_at}:{s}")]
        for seat in away:
            game = await service.set_autopilot(game.id, seat, AUTOPILOT_STRENGTH)
            why = absent_text(hours, people.get(game.players[seat]), since)
            await self.pipeline.autopilot_taken(game, seat, why)
        if away:
            self.pipeline.wake(game.id)
