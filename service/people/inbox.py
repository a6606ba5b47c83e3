"""A person's games across every server (issue #20 item 5): what each unfinished game waits for, and
whom to tell how.

``inbox`` lists the person's unfinished games, those waiting on them first, from the public views only
(the list may be shown anywhere the person asks, so it holds nothing a table would not see). The
notification policy (``pings``, ``direct``) reads the person's ``notify`` setting: ``mention`` (a ping in
the game's thread, today's behaviour), ``dm`` (a direct message instead of the ping), ``both``, or
``digest`` (neither: one direct message a day at their chosen local time, ``next_digest``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.people.user_settings import UserSettings
from service.results import GameInfo


@dataclass(frozen=True, slots=True)
class InboxEntry:
    game: GameInfo
    view: dict[str, Any] | None  # the public view (None: a lobby, no game yet)
    waiting: tuple[int, ...]  # seats the game waits on (blocking decisions)
    yours: tuple[int, ...]  # the person's seats among them

    @property
    def waits_on_you(self) -> bool:
        return bool(self.yours)


async def inbox(service: Any, user_id: int) -> list[InboxEntry]:
    """The person's unfinished games (lobbies included) where they still have a seat, those waiting on them
    first, then the most recently moved. ``service``: the ``GameService``."""
    out = []
    for game in await service.games_for_user(user_id):
        if user_id not in game.present:
            continue  # they quit or were removed: the seat is open or someone else's (issue #29 item 16)
        view = await service.view(game.id) if game.status == "active" else None
        waiting = tuple(sorted({int(d["seat"]) for d in view["pending"] if d["blocking"]})) if view else ()
        yours = tuple(s for s in waiting if game.players[s] == user_id and game.person_plays(s))
        out.append(InboxEntry(game, view, waiting, yours))
    return sorted(out, key=lambda e: (not e.waits_on_you, -e.game.updated_at))


def pings(settings: UserSettings | None) -> bool:
    """Whether the game's thread may ping the person when it waits on them."""
    return settings is None or settings.notify in ("mention", "both")


def direct(settings: UserSettings | None) -> bool:
    """Whether the person gets a direct message when a game starts waiting on them."""
    return settings is not None and settings.notify in ("dm", "both")
