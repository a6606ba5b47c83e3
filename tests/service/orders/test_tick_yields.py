"""Issue #32 item 3: the standing orders' pass over every game lets the event loop run between games (a pass
over 500 games was one 55-ms callback)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from service.orders.runner import StandingOrdersRunner


async def test_item32_3_the_orders_pass_yields_to_the_loop_between_games() -> None:
    games = [SimpleNamespace(id=i, status="active") for i in range(5)]
    looked: list[int] = []
    between: list[int] = []

    async def unfinished_games() -> list[SimpleNamespace]:
        return games

    async def look(game_id: int) -> None:  # nothing due: never waits
        looked.append(game_id)

    runner = StandingOrdersRunner.__new__(StandingOrdersRunner)
    runner.pipeline = SimpleNamespace(service=SimpleNamespace(unfinished_games=unfinished_games), owns=lambda g: True)
    runner.look = look  # type: ignore[method-assign]

    async def other_work() -> None:
        while len(looked) < len(games):
            between.append(len(looked))
            await asyncio.sleep(0)

    other = asyncio.create_task(other_work())
    await asyncio.sleep(0)
    await runner.tick()
    await other
    assert looked == [0, 1, 2, 3, 4]
    assert set(between) >= {1, 2, 3, 4}  # the other task ran after each game's look, not only at the end
