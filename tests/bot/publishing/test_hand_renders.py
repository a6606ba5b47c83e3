"""A game's hand images go to the render pool together, and their DMs to Discord in seat order.

One after another, the start of a game (every seat's hand) waited for each hand's render in turn behind
every other game's renders: at 200 concurrent games (bench/discord_layer.py) a game's start-up hands were
still queued after 300 s. The pictures and the messages are the same; only the renders overlap.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from rendering import worker
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


class InFlight:
    """Wraps ``worker.hand_png``: how many hand renders were in flight at once, at most."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.now = 0
        self.most = 0
        self.renders = 0
        original = worker.hand_png

        async def counted(view: dict[str, Any], names: Any = None) -> bytes:
            self.now += 1
            self.renders += 1
            self.most = max(self.most, self.now)
            try:
                await asyncio.sleep(0.05)  # a render takes time: the others of its batch are requested meanwhile
                return await original(view, names)
            finally:
                self.now -= 1

        monkeypatch.setattr(worker, "hand_png", counted)


async def test_a_game_start_renders_every_hand_at_once_and_sends_them_in_seat_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flight = InFlight(monkeypatch)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hands.sqlite3", seed=3)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")]
        async with world.running():
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            assert flight.renders == 4 and flight.most == 4, (flight.renders, flight.most)
            first_hands = []
            for user in table.users:
                assert user is not None
                dms = [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content]
                assert len(dms) == 1 and dms[0].attachments, user.name
                first_hands.append(dms[0].id)
            assert first_hands == sorted(first_hands), "the hand DMs go out in seat order"
