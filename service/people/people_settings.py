"""The people a game's timekeeping is about: their settings (quiet hours, vacations, banks), read for a set
of games in one query and reused briefly, and the seats they play (``service.time.timekeeping`` builds on it).

Time comes from the service's clock only (``GameService.now``, injected: issue #20 item 6).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from service.people.user_settings import UserSettings
from service.people.users import UserSettingsService
from service.results import GameInfo

if TYPE_CHECKING:
    from service.games import GameService
    from service.moves.pipeline import MovePipeline

PEOPLE_CACHE_SECONDS = 60.0  # settings read for publishing are reused this long (of the service's clock)


def owing(pending: Iterable[Mapping[str, Any]]) -> set[int]:
    """Seats a public list of decisions waits on (blocking ones; a trade answer blocks nobody)."""
    return {int(d["seat"]) for d in pending if d.get("blocking")}


class PeopleSettings:
    """The settings of the people at the game's tables, given the move pipeline (its service and clock)."""

    def __init__(self, pipeline: MovePipeline, users: UserSettingsService | None = None) -> None:
        self.pipeline = pipeline
        self.users = users or UserSettingsService(pipeline.service.repo, pipeline.service.now)
        self._cache: dict[int, tuple[float, UserSettings]] = {}

    @property
    def service(self) -> GameService:
        return self.pipeline.service

    def now(self) -> float:
        return self.service.now()

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
