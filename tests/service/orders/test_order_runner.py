"""Standing orders wired into the service (issue #20 item 4): the runner answers covered decisions through
the move pipeline when they fall due on the injected clock, shows the person what it did, and gives the
table nothing to learn from the hidden hand (BASE-ROBBER-3 discards, BASE-TURN-2 the roll, BASE-TRADE-2
offers)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.testing import force_roll
from service import GameInfo, GameService
from service.bots.driver import BotDriver
from service.moves.pipeline import MovePipeline
from service.orders.runner import StandingOrdersRunner
from service.orders.standing_orders import StandingOrders
from service.people.users import UserSettingsService
from service.results import Published
from service.time.clock import FakeClock
from tests.db.factories import USERS, next_move
from tests.service.fakes import FakeDecider, FakePublisher
from ui.i18n.catalogue import localize
from ui.i18n.stored import stored
from ui.i18n.text import Text

pytestmark = pytest.mark.asyncio

MINUTE = 60.0


class TimedPublisher(FakePublisher):
    """Records the clock's time of every public message (the move's public table) too."""

    def __init__(self, clock: FakeClock) -> None:
        super().__init__()
        self.clock = clock
        self.public: list[tuple[float, int, str, Any]] = []

    async def publish_move(self, result: Any) -> Published:
        published = await super().publish_move(result)
        self.public.append((self.clock.now(), result.seat, result.action[0], result.table.view))
        return published


class Table:
    def __init__(self, service: GameService, clock: FakeClock) -> None:
        self.service = service
        self.clock = clock
        self.publisher = TimedPublisher(clock)
        self.users = UserSettingsService(service.repo, clock.now)
        self.pipeline = MovePipeline(
            service, self.publisher, bots=lambda p: BotDriver(p, FakeDecider(), sleep=clock.sleep),
            orders=lambda p: StandingOrdersRunner(p, self.users, clock),
        )  # fmt: skip
        assert isinstance(self.pipeline.bots, BotDriver) and isinstance(self.pipeline.orders, StandingOrdersRunner)
        self.driver, self.runner = self.pipeline.bots, self.pipeline.orders

    async def settle(self, game_id: int) -> None:
        await self.runner.idle(game_id)
        await self.driver.idle(game_id)
        await self.runner.idle(game_id)


async def _table(path: Path) -> Table:
    clock = FakeClock(1_767_225_600.0)
    service = await GameService.open(path, synchronous="OFF", clock=clock, seed_source=lambda: 5)
    await service.start(verify="off")
    return Table(service, clock)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    t = await _table(tmp_path / "orders.sqlite3")
    yield t
    await t.runner.close()
    await t.driver.close()
    await t.service.close()


async def _to_first_roll(service: GameService, players: int = 4) -> GameInfo:
    """A game of people past its set-up (greedy placements), at the first player's roll."""
    game = await service.create_lobby(10, 20, USERS[0])
    for user in USERS[1:players]:
        await service.join(game.id, user)
    game = (await service.start_game(game.id, USERS[0])).game
    await service.mark_published(game.id, 0)
    rng = random.Random(3)
    while True:
        move = await service.read(game.id, lambda _i, s: None if s.step == "pre_roll" else next_move(s, rng))
        if move is None:
            return await service.get_game(game.id)
        seat, action = move
        await service.act(game.id, game.players[seat], action)


def _rig(hands: dict[int, list[int]], roll: int = 7) -> Any:
    """Test surgery on the live state: these seats hold these cards (taken from the bank), next roll ``roll``."""

    def rig(_info: GameInfo, state: engine.GameState) -> None:
        for seat in hands:
            for c in range(5):
                state.bank[c] += state.hands[seat][c]
                state.hands[seat][c] = 0
        for seat, cards in hands.items():
            for c in range(5):
                state.hands[seat][c] = cards[c]
                state.bank[c] -= cards[c]
        assert min(state.bank) >= 0
        force_roll(state, roll)

    return rig


async def _active(service: GameService, game_id: int) -> int:
    return await service.read(game_id, lambda _i, s: s.active)


async def test_orders_answer_the_roll_and_the_discards_when_due_BASE_TURN_2_BASE_ROBBER_3(table: Table) -> None:
    """Auto-roll after its 10 min grace; a 7: one discard at once (grace 0), the other after 30 min; the
    hand DM (the line its move's one publish carries) says what each did; the robber, not covered, waits."""
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    active = await _active(service, game.id)
    a, b = (active + 1) % 4, (active + 2) % 4
    await service.read(game.id, _rig({a: [3, 3, 3, 0, 0], b: [0, 0, 3, 3, 3]}))
    await runner.set_orders(game.players[active], StandingOrders(auto_roll=True, grace_minutes=10), game.id)
    await runner.set_orders(game.players[a], StandingOrders(discard="keep_build", grace_minutes=30))  # default
    await runner.set_orders(game.players[b], StandingOrders(discard="priority"), game.id)
    await table.settle(game.id)
    opened = (await service.get_game(game.id)).updated_at
    assert table.publisher.public == [] and runner.next_due() == opened + 10 * MINUTE

    await clock.advance(10 * MINUTE - 1)
    await table.settle(game.id)
    assert table.publisher.public == []  # not a second early
    await clock.advance(1)
    await table.settle(game.id)
    moves = [(t, seat, kind) for t, seat, kind, _ in table.publisher.public]
    rolled_at = opened + 10 * MINUTE
    assert moves == [(rolled_at, active, "roll"), (rolled_at, b, "discard")]
    assert (game.id, active, "📜 Standing order: roll the dice.") in table.publisher.order_lines()
    assert runner.next_due() == rolled_at + 30 * MINUTE  # a's discard: 30 min after the 7

    await clock.advance(30 * MINUTE)
    await table.settle(game.id)
    assert [m[:3] for m in table.publisher.public][-1] == (rolled_at + 30 * MINUTE, a, "discard")
    discarded = [line for _g, seat, line in table.publisher.order_lines() if seat == a]
    assert discarded and discarded[0].startswith("📜 Standing order: discard")
    hand = await service.view(game.id, game.players[a])
    assert sum(hand["you"]["hand"].values()) == 5 and hand["you"]["hand"]["ore"] >= 3  # a city stays buildable
    lines = [localize(line, "en") for line in await runner.hand_lines(game.id, a, game.players[a])]
    assert lines[0].startswith("📜 Standing orders: ✋ on a 7, keep what a city") and lines[-1] == discarded[0]
    await clock.advance(24 * 3600)
    await table.settle(game.id)
    assert table.publisher.public[-1][2] == "discard"  # the robber is the active player's: nobody moved it
    assert runner.next_due() is None


async def test_a_person_who_answers_within_the_grace_period_is_not_overruled(table: Table) -> None:
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    active = await _active(service, game.id)
    await runner.set_orders(game.players[active], StandingOrders(auto_roll=True, grace_minutes=30))
    await table.settle(game.id)
    await clock.advance(20 * MINUTE)
    await table.pipeline.move(game.id, game.players[active], ("roll",))
    await table.settle(game.id)
    await clock.advance(3600)
    await table.settle(game.id)
    assert [m[2] for m in table.publisher.public] == ["roll"] and not table.publisher.order_lines()


async def test_an_order_never_moves_for_a_seat_a_built_in_player_plays(table: Table) -> None:
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    active = await _active(service, game.id)
    await runner.set_orders(game.players[active], StandingOrders(auto_roll=True, grace_minutes=5))
    await table.pipeline.hand_to_bot(game.id, active, "easy", "test")
    await table.settle(game.id)
    await clock.advance(3600)
    await table.settle(game.id)
    assert table.publisher.public[0][1:3] == (active, "roll")  # the built-in player rolled, at once
    assert not table.publisher.order_lines()


async def test_a_trade_offer_to_a_person_away_is_declined_after_the_grace_period_BASE_TRADE_2(table: Table) -> None:
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    active = await _active(service, game.id)
    other = (active + 1) % 4
    await service.read(game.id, _rig({active: [1, 0, 0, 0, 0], other: [0, 0, 0, 0, 1]}, roll=8))
    await table.pipeline.move(game.id, game.players[active], ("roll",))
    await runner.set_orders(game.players[other], StandingOrders(decline_trades=True, grace_minutes=15))
    offer = ("offer", (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), other)
    await table.pipeline.move(game.id, game.players[active], offer)
    await table.settle(game.id)
    offered_at = (await service.get_game(game.id)).updated_at
    assert runner.next_due() == offered_at + 15 * MINUTE
    await clock.advance(15 * MINUTE)
    await table.settle(game.id)
    assert table.publisher.public[-1][1:3] == (other, "decline")
    view = await service.view(game.id)
    assert not [d for d in view["pending"] if d["kind"] == "trade_response"]


# --- no leak: the same public messages, at the same instants, whatever the hidden hands ----------------


async def _scenario(tmp_path: Path, name: str, hands: dict[int, list[int]]) -> list[tuple[float, int, str, Any]]:
    """Auto-roll (5 min) rolls a 7; two seats discard by orders (0 and 20 min). Returns the public record."""
    t = await _table(tmp_path / f"{name}.sqlite3")
    try:
        game = await _to_first_roll(t.service)
        active = await _active(t.service, game.id)
        seat_hands = {(active + k) % 4: cards for k, cards in hands.items()}
        await t.service.read(game.id, _rig(seat_hands))
        before = await t.service.view(game.id)
        await t.runner.set_orders(game.players[active], StandingOrders(auto_roll=True, grace_minutes=5))
        await t.runner.set_orders(game.players[(active + 1) % 4], StandingOrders(discard="keep_build"))
        await t.runner.set_orders(game.players[(active + 2) % 4], StandingOrders(discard="priority", grace_minutes=20))
        for _ in range(8):
            await t.settle(game.id)
            await t.clock.advance(5 * MINUTE)
        await t.settle(game.id)
        return [(0.0, -1, "start", before), *t.publisher.public]
    finally:
        await t.runner.close()
        await t.driver.close()
        await t.service.close()


async def test_orders_publish_the_same_at_the_same_instants_whatever_the_hands_no_leak(tmp_path: Path) -> None:
    """Twin games alike in everything public (card counts, bank) but not in who holds which cards: the
    auto-roll comes at the same instant with the same public table; the discards come at the same
    instants, from the same seats, of the same number of cards (what is discarded is public in the rules,
    so it may differ)."""
    ore_side, brick_side = [0, 0, 3, 3, 3], [3, 3, 3, 0, 0]
    one = await _scenario(tmp_path, "one", {1: ore_side, 2: brick_side, 3: [1, 1, 0, 0, 0]})
    two = await _scenario(tmp_path, "two", {1: brick_side, 2: ore_side, 3: [1, 1, 0, 0, 0]})
    assert one[0][3] == two[0][3]  # the public view before: identical
    assert [m[:3] for m in one] == [m[:3] for m in two]
    assert [m[2] for m in one[1:]] == ["roll", "discard", "discard"]
    assert one[1][3] == two[1][3]  # the roll's public table: identical
    counts = [[p["resource_count"] for p in m[3]["players"]] for m in one[1:]]
    assert counts == [[p["resource_count"] for p in m[3]["players"]] for m in two[1:]]


async def test_what_the_orders_did_is_still_shown_after_a_restart_BASE_TURN_2_BASE_ROBBER_3(tmp_path: Path) -> None:
    """The hand DM's 'what the orders did' lines live in the game's notes (db), not in the process: a
    fresh service and runner on the same database (a restart) show them, and a move's own publish
    already shows its line (one hand edit, not two)."""
    path = tmp_path / "restart.sqlite3"
    first = await _table(path)
    seen_while_publishing: list[list[str]] = []

    async def hand_while_publishing(result: Any) -> Published:
        published = await TimedPublisher.publish_move(first.publisher, result)
        if result.seat == active:
            seen_while_publishing.append(await first.runner.hand_lines(result.game_id, active, game.players[active]))
        return published

    first.publisher.publish_move = hand_while_publishing  # type: ignore[method-assign]
    try:
        game = await _to_first_roll(first.service)
        active = await _active(first.service, game.id)
        a = (active + 1) % 4
        await first.service.read(game.id, _rig({a: [3, 3, 3, 0, 0]}))
        await first.runner.set_orders(game.players[active], StandingOrders(auto_roll=True), game.id)
        await first.runner.set_orders(game.players[a], StandingOrders(discard="priority", priority=("brick",)))
        await first.settle(game.id)
        before = {s: [localize(line, "en") for line in await first.runner.hand_lines(game.id, s, game.players[s])]
                  for s in (active, a)}
    finally:
        await first.runner.close()
        await first.driver.close()
        await first.service.close()
    assert before[active][-1] == "📜 Standing order: roll the dice."
    assert seen_while_publishing and localize(seen_while_publishing[0][-1], "en") == "📜 Standing order: roll the dice."
    assert before[a][-1].startswith("📜 Standing order: discard")

    second = await _table(path)  # the restart
    try:
        for seat in (active, a):
            again = await second.runner.hand_lines(game.id, seat, game.players[seat])
            assert [localize(line, "en") for line in again] == before[seat]
        assert await second.runner.applied(game.id, (active + 2) % 4) == []
    finally:
        await second.runner.close()
        await second.driver.close()
        await second.service.close()


async def test_item30_4_a_standing_orders_move_is_one_commit_and_one_publish(table: Table) -> None:
    """Issue #30 item 4: the order's move, the marker for the table and the line for the person's hand DM
    are stored in one transaction, and shown in one publish (the move's own hand edit carries the line)."""
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    await service.mark_published(game.id, game.version)  # the thread shows the set-up: nothing to catch up
    active = await _active(service, game.id)
    await service.read(game.id, _rig({}, roll=8))
    await runner.set_orders(game.players[active], StandingOrders(auto_roll=True, grace_minutes=10), game.id)
    await table.settle(game.id)
    commits: list[str] = []
    write = service.repo._db.write

    async def counted(body: Any) -> Any:
        commits.append(getattr(body, "__qualname__", "?"))
        return await write(body)

    service.repo._db.write = counted  # type: ignore[method-assign]
    calls = len(table.publisher.calls)
    await clock.advance(10 * MINUTE)
    await table.settle(game.id)
    shown = table.publisher.calls[calls:]
    assert [kind for kind, _ in shown] == ["move", "made_for"], shown  # one publish, carrying the line
    result = shown[0][1]
    assert result.action == ("roll",) and result.automated
    assert localize(result.shown.hand_lines[active][-1], "en") == "📜 Standing order: roll the dice."
    assert commits == ["Repository.append_action.<locals>.body"], commits
    notes = await service.repo.notes(game.id)
    assert notes[f"auto:{result.seq:08d}"] == active and notes[f"applied:{active}"] == [stored(Text("orders-applied", what=Text("refusals-do-roll")))]
