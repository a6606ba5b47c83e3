"""A publisher and a built-in players' decider that record what the move pipeline asks of them: the
pipeline's unit tests run against these instead of Discord (milliseconds per test)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import engine
from service import GameInfo, MoveResult
from service.results import Published, Shown, TableState
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text


@dataclass
class FakePublisher:
    """``service.moves.publishing.Publisher`` that records every call in order (``calls``: (what, argument))."""

    calls: list[tuple[str, Any]] = field(default_factory=list)
    fail: bool = False  # publish_move raises, as a Discord outage would

    async def publish_move(self, result: MoveResult) -> Published:
        self.calls.append(("move", result))
        if self.fail:
            raise RuntimeError("Discord is down")
        if result.automated and result.shown is not None:  # what the mover's hand DM says was done for them
            line = localize(result.shown.hand_lines[result.seat][-1], ENGLISH)
            self.calls.append(("made_for", (result.game_id, result.seat, line)))
        return Published(None)  # the fake shows nothing: the game's published mark stays where the test put it

    async def catch_up(self, table: TableState, shown: Shown) -> Published:
        self.calls.append(("catch_up", table.game.id))
        return Published(None)

    async def game_started(self, table: TableState, events: list[dict[str, Any]], shown: Shown) -> Published:
        self.calls.append(("started", table.game.id))
        return Published(None)

    async def remind(
        self, game: GameInfo, view: dict[str, Any], waiting: list[int], *, last: bool, shown: Shown
    ) -> None:
        self.calls.append(("remind", (game.id, tuple(waiting), last)))

    async def autopilot_taken(self, game: GameInfo, seat: int, why: str, *, shown: Shown) -> None:
        self.calls.append(("autopilot", (game.id, seat, localize(why, ENGLISH))))

    async def seat_changed(self, game: GameInfo, seat: int, old_user_id: int, *, shown: Shown) -> None:
        self.calls.append(("seat_changed", (game.id, seat, old_user_id)))

    async def seat_left(self, game: GameInfo, seat: int, how: Text) -> None:
        self.calls.append(("left", (game.id, seat)))

    async def seat_returned(self, game: GameInfo, seat: int) -> None:
        self.calls.append(("returned", (game.id, seat)))

    async def pause_changed(self, game: GameInfo, pause: Any, what: str, *, shown: Shown) -> None:
        self.calls.append(("pause", (game.id, pause.user_id, what)))

    async def time_changed(self, table: TableState, shown: Shown) -> None:
        self.calls.append(("time", table.game.id))

    def of(self, what: str) -> list[Any]:
        return [arg for kind, arg in self.calls if kind == what]

    def order_lines(self) -> list[tuple[int, int, str]]:
        """(game, seat, line) for each move a standing order made, as its one publish carries the line."""
        return [m for m in self.of("made_for") if m[2].startswith("📜 Standing order:")]


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
