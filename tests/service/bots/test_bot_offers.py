"""A built-in player's trade offer through the driver (issue #22 item 4: offers to people stay sensible):
the built-in players asked answer before the proposer goes on (BASE-TRADE-2: the active player trades
with whoever accepts), and a person it was made to gets ``offer_wait_seconds`` to answer."""

from __future__ import annotations

import itertools
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.constants import RESOURCES
from service import GameService
from service.bots.driver import OFFER_POLL_SECONDS, BotDriver
from service.moves.pipeline import MovePipeline
from tests.db.factories import USERS
from tests.service.conftest import FakeClock
from tests.service.fakes import FakePublisher
from tests.service.helpers import first_legal

pytestmark = pytest.mark.asyncio

WAIT = 45.0
PERSON = 0


class OfferingDecider:
    """Built-in players that make one offer (the first chance they get: one card for one card the person
    holds, to everyone), decline offers made to them, confirm an accepted offer, and otherwise roll and
    end their turn."""

    def __init__(self, person_hand: Callable[[], Awaitable[list[int]]]) -> None:
        self.person_hand = person_hand
        self.offer: tuple[int, engine.Action] | None = None
        self.log: list[tuple[int, str]] = []  # (seat, what it decided)

    async def decide(self, view: dict[str, Any], seed: int, strength: str) -> engine.Action:
        seat, you = view["you"]["seat"], view["you"]
        legal = [tuple(a) for a in you["legal_actions"]]
        action = await self._choose(view, seat, legal)
        self.log.append((seat, action[0]))
        return action

    async def _choose(self, view: dict[str, Any], seat: int, legal: list[tuple]) -> engine.Action:
        for a in legal:
            if a[0] in ("decline", "confirm"):
                return a
        if self.offer is None and view["active"] == seat and view["step"] == "main" and view["you"]["can_propose_trade"]:
            hand = [view["you"]["hand"][r] for r in RESOURCES]
            theirs = await self.person_hand()
            pairs = [(g, w) for g in range(5) for w in range(5) if g != w and hand[g] and theirs[w]]
            if pairs:
                give, want = pairs[0]
                offer = ("offer", _one(give), _one(want), -1)
                self.offer = (seat, offer)
                return offer
        for kind in ("roll", "end_turn"):
            if (kind,) in legal:
                return (kind,)
        return random.Random(seed_of(view)).choice(legal)

    def close(self) -> None:
        pass


def seed_of(view: dict[str, Any]) -> int:
    return view["turn"] * 31 + view["you"]["seat"]


def _one(resource: int) -> tuple[int, ...]:
    return tuple(1 if r == resource else 0 for r in range(5))


class World:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.publisher = FakePublisher()
        self.slept: list[float] = []
        self.during_wait: Callable[[], Awaitable[None]] | None = None
        self.game_id = 0
        self.decider = OfferingDecider(self.person_hand)
        self.pipeline = MovePipeline(
            service, self.publisher,
            bots=lambda p: BotDriver(p, self.decider, offer_wait_seconds=WAIT, sleep=self.sleep),
        )  # fmt: skip
        assert isinstance(self.pipeline.bots, BotDriver)
        self.driver = self.pipeline.bots

    async def person_hand(self) -> list[int]:
        return await self.service.read(self.game_id, lambda info, state: list(state.hands[PERSON]))

    async def sleep(self, seconds: float) -> None:
        if seconds > 0:
            self.slept.append(seconds)
            if self.during_wait is not None:
                hook, self.during_wait = self.during_wait, None
                await hook()

    async def play_until_the_offer_is_gone(self) -> None:
        """The person plays the first legal move whenever the game waits for them, until the built-in
        player's offer has been made and is closed."""
        self.pipeline.wake(self.game_id)
        for _ in range(400):
            await self.driver.idle(self.game_id)
            view = await self.service.view(self.game_id)
            if self.decider.offer is not None and not view["offers"]:
                return
            assert view["phase"] != "over"
            user, action = await first_legal(self.service, self.game_id)
            assert user == USERS[PERSON]
            await self.pipeline.move(self.game_id, user, action)
        raise AssertionError("no built-in player made its offer")


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    seeds = itertools.count(6)  # the proposer is seat 1: it would move before seat 2 answers
    service = await GameService.open(tmp_path / "o.sqlite3", synchronous="OFF", clock=FakeClock(),
                                     seed_source=lambda: next(seeds))  # fmt: skip
    await service.start(verify="off")
    w = World(service)
    lobby = await service.create_lobby(10, 20, USERS[PERSON])
    for _ in range(2):
        await service.add_bot(lobby.id, USERS[PERSON], "normal")
    w.game_id = (await service.start_game(lobby.id, USERS[PERSON])).game.id
    await service.mark_published(w.game_id, 0)
    yield w
    await w.driver.close()
    await service.close()


async def test_BASE_TRADE_2_the_built_in_players_answer_before_the_proposer_goes_on_and_a_person_gets_time(
    world: World,
) -> None:
    await world.play_until_the_offer_is_gone()
    assert world.decider.offer is not None
    proposer = world.decider.offer[0]
    after = world.decider.log[world.decider.log.index((proposer, "offer")) + 1 :]
    assert after[0] == (3 - proposer, "decline")  # the other built-in player answered first
    assert after[1] == (proposer, "end_turn")  # then the proposer went on, without the person's answer
    assert sum(world.slept) == pytest.approx(WAIT)  # ... after giving them the time to answer
    assert max(world.slept) <= OFFER_POLL_SECONDS


async def test_BASE_TRADE_2_a_person_s_acceptance_ends_the_wait_and_the_built_in_player_confirms(world: World) -> None:
    async def accept() -> None:
        view = await world.service.view(world.game_id)
        offer = view["offers"][0]
        await world.pipeline.move(world.game_id, USERS[PERSON], ("accept", offer["id"]))

    world.during_wait = accept
    await world.play_until_the_offer_is_gone()
    assert world.decider.offer is not None
    proposer, _ = world.decider.offer
    after = world.decider.log[world.decider.log.index((proposer, "offer")) + 1 :]
    assert after[:2] == [(3 - proposer, "decline"), (proposer, "confirm")]
    assert sum(world.slept) == pytest.approx(OFFER_POLL_SECONDS)  # one look, and the answer was there
    traded = [e for r in world.publisher.of("move") for e in r.events if e.get("type") == "traded"]
    assert [(e["seat"], e["partner"]) for e in traded] == [(proposer, PERSON)]
