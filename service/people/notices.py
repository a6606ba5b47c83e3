"""Whom a game tells by DM that it waits on them (issue #20 item 5): the people who chose DMs, at most once
per turn (issue #29 item 9), silently in their quiet hours or time away. The move pipeline works it out
before it publishes (``MovePipeline.shown``: ``Shown.notices``), with the game notes that keep it once per
turn across restarts and processes; the Discord layer only sends (``cogs.people.notifier``).

The people's notification choices are kept in a small cache, primed once per move (one query for the
people not cached), dropped when a person changes them (``forget``) or after ``CACHE_SECONDS`` (another
bot process may have changed them); the Discord layer asks it whom the thread may ping (``pings``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from db.repository import Repository
from service.people.inbox import direct
from service.people.user_settings import UserSettings
from service.people.users import UserSettingsService
from service.results import MoveResult, Notice
from service.time.waiting import may_ping

CACHE_SECONDS = 600.0
TOLD = "told:"  # game notes "told:SEAT": what the seat's person was last told about (the turn, whose turn)


class Notices:
    """Given the service's repository (the people's settings, the game notes) and the clock."""

    def __init__(self, repo: Repository, now: Callable[[], float]) -> None:
        self.repo, self.now = repo, now
        self.users = UserSettingsService(repo, now)
        self._settings: dict[int, tuple[float, UserSettings]] = {}

    # --- the settings cache ---------------------------------------------------------------------------

    async def prime(self, user_ids: Iterable[int]) -> None:
        now = self.now()
        missing = [u for u in set(user_ids) if u > 0 and now - self._settings.get(u, (-1e18, None))[0] > CACHE_SECONDS]
        if missing:
            for user_id, settings in (await self.users.table(missing)).items():
                self._settings[user_id] = (now, settings)

    def settings(self, user_id: int) -> UserSettings | None:
        cached = self._settings.get(user_id)
        return cached[1] if cached is not None else None

    def forget(self, user_id: int) -> None:
        self._settings.pop(user_id, None)

    def pings(self, user_id: int) -> bool:
        """Whether the thread pings this person (unknown settings: the default, a ping)."""
        settings = self.settings(user_id)
        return settings is None or settings.notify in ("mention", "both")

    # --- a DM when a game starts waiting on someone who asked for one ---------------------------------

    async def due(self, result: MoveResult) -> tuple[Notice, ...]:
        """The DMs a move makes due: each person who asked for DMs whom the game comes to wait on, at most
        once per turn (the roll, the main step and the robber of one's own turn are one DM, not three), and
        silent (it arrives, it wakes nobody) in their quiet hours or time away. What each DM is about is a
        game note (``told:SEAT``: the turn and whose turn it is, the set-up's placements being one turn),
        stored here, before the DM is sent: a restart does not send it again, and of two processes only
        the one that stores it first sends it."""
        game = result.table.game
        view = result.table.view
        await self.prime(game.people)
        if not any(direct(self.settings(u)) for u in game.people):
            return ()  # nobody here takes DMs: no note to read or keep
        repo = self.repo
        waiting = {int(d["seat"]) for d in view["pending"] if d["blocking"]}
        about = [view.get("turn"), view.get("active")]
        told = await repo.notes(game.id, TOLD)
        # A note is kept while its turn lasts (a seat waited on again in the same turn is not told twice).
        await repo.delete_notes(game.id, [k for k, v in told.items() if int(k.split(":")[1]) not in waiting and v != about])
        now = self.now()
        out = []
        for seat in sorted(waiting):
            user_id = game.players[seat]
            settings = self.settings(user_id)
            if not game.person_plays(seat) or not direct(settings):
                continue
            if told.get(f"{TOLD}{seat}") == about or not await repo.put_note(game.id, f"{TOLD}{seat}", about, now=now):
                continue
            out.append(Notice(seat, user_id, silent=not may_ping(settings, now)))
        return tuple(out)
