"""Standing orders answer Seafarers' gold choices (issue #31 item 3, SEA-GOLD-1/2): a roll of a gold field
owes two players a choice at once; each one's ``answers`` order makes it when due (its own grace period),
through the move pipeline, and tells its person what it took."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import engine
from engine.testing import force_roll
from service import GameInfo, GameService
from service.orders.standing_orders import StandingOrders
from tests.db.factories import USERS, next_move
from tests.service.orders.test_order_runner import MINUTE, Table, _active, _table

pytestmark = pytest.mark.asyncio

SEAFARERS = {"expansion": "seafarers", "sea_scenario": "new_shores", "board": "variable", "players": 4}
GOLD_C = 2  # New Shores (4 players): the gold field C, with the 4


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    t = await _table(tmp_path / "sea-orders.sqlite3")
    yield t
    await t.runner.close()
    await t.driver.close()
    await t.service.close()


async def _to_first_roll(service: GameService) -> GameInfo:
    game = await service.create_lobby(10, 20, USERS[0], dict(SEAFARERS))
    for user in USERS[1:4]:
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


async def test_item31_3_answers_orders_make_two_gold_choices_owed_at_once(table: Table) -> None:
    service, runner, clock = table.service, table.runner, table.clock
    game = await _to_first_roll(service)
    active = await _active(service, game.id)
    a, b = (active + 1) % 4, (active + 2) % 4

    def rig(_info: GameInfo, state: engine.GameState) -> None:
        """Test surgery: a and b each have a settlement on the gold field C; the next roll is its 4."""
        corners = state.topo.HEX_VERTICES[GOLD_C]
        for seat, v in ((a, corners[0]), (b, corners[3])):
            assert state.building[v] == 0
            state.owner[v], state.building[v] = seat, 1
        state.rebuild_derived()
        state.touch()
        force_roll(state, 4)

    await service.read(game.id, rig)
    await runner.set_orders(game.players[a], StandingOrders(ck_answers=True), game.id)
    await runner.set_orders(game.players[b], StandingOrders(ck_answers=True, grace_minutes=20), game.id)
    await table.pipeline.move(game.id, game.players[active], ("roll",))
    await table.settle(game.id)
    public = await service.view(game.id)
    assert public["step"] == "gold_choice" and {d["seat"] for d in public["pending"] if d["blocking"]} == {b}
    assert [m[1:3] for m in table.publisher.public if m[2] == "gold"] == [(a, "gold")]  # a's at once

    await clock.advance(20 * MINUTE)
    await table.settle(game.id)
    assert [m[1:3] for m in table.publisher.public if m[2] == "gold"] == [(a, "gold"), (b, "gold")]
    assert (await service.view(game.id))["step"] == "main"
    lines = [line for _g, seat, line in table.publisher.order_lines() if seat in (a, b)]
    assert len(lines) == 2 and all(line.startswith("📜 Standing order: take 1 ") for line in lines), lines
