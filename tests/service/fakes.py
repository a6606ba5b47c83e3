"""A publisher and a built-in players' decider that record what the move pipeline asks of them: the
pipeline's unit tests run against these instead of Discord (milliseconds per test)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import engine
from service import GameInfo, MoveResult


@dataclass
class FakePublisher:
    """``service.publishing.Publisher`` that records every call in order (``calls``: (what, argument))."""

    calls: list[tuple[str, Any]] = field(default_factory=list)
    fail: bool = False  # publish_move raises, as a Discord outage would

    async def publish_move(self, result: MoveResult) -> None:
        self.calls.append(("move", result))
        if self.fail:
            raise RuntimeError("Discord is down")

    async def catch_up(self, game_id: int) -> None:
        self.calls.append(("catch_up", game_id))

    async def remind(self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool) -> None:
        self.calls.append(("remind", (game.id, tuple(waiting), last)))

    async def autopilot_taken(self, game: GameInfo, seat: int, why: str) -> None:
        self.calls.append(("autopilot", (game.id, seat, why)))

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        self.calls.append(("returned", (game.id, seat)))

    async def pause_changed(self, game: GameInfo, pause: Any, what: str) -> None:
        self.calls.append(("pause", (game.id, pause.user_id, what)))

    async def time_changed(self, game: GameInfo) -> None:
        self.calls.append(("time", game.id))

    async def standing_order_applied(self, game: GameInfo, seat: int, line: str) -> None:
        self.calls.append(("order", (game.id, seat, line)))

    def of(self, what: str) -> list[Any]:
        return [arg for kind, arg in self.calls if kind == what]


class FakeDecider:
    """Built-in players that roll and end their turn as soon as they may, and otherwise pick a random legal
    action from their seat's view (seeded per decision): short turns, so a test game gets back to its person
    quickly (uniformly random players can trade among themselves for hundreds of moves)."""

    def __init__(self) -> None:
        self.decisions = 0
        self.closed = False

    async def decide(self, view: dict[str, Any], seed: int, strength: str) -> engine.Action:
        self.decisions += 1
        assert "you" in view, "a built-in player decides from its own seat's view"
        legal = view["you"]["legal_actions"]
        for kind in ("roll", "end_turn"):
            if [kind] in legal:
                return (kind,)
        return engine.action_from_json(random.Random(seed).choice(legal))

    def close(self) -> None:
        self.closed = True
