"""The turn message's lines on time in the game's language, /catan status's in its reader's (issue #33, rest33
item 3): who the game waits on while they sleep, and each person's bank, in a German game; an English player's
/catan status says it in English."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("German time lines: real languages, not the pseudo-locale")]

START = datetime(2026, 1, 10, 23, 30, tzinfo=UTC)  # 00:30 in Berlin: everyone there asleep


async def test_issue33_who_sleeps_and_the_banks_in_a_german_games_turn_message(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(START.timestamp())
        world = BotWorld(fd, tmp_path / "time-de.sqlite3", seed=11, clock=clock, bot_pace_seconds=0.0)
        people = [fd.add_user("Ann", locale="de"), fd.add_user("Bo"), fd.add_user("Cy", locale="de")]
        async with world.running():
            for user in people:
                done = await fd.slash(user, world.channel, "catan me time",
                                      {"zone": "Europe/Berlin", "quiet_from": "23:00", "quiet_to": "08:00"})  # fmt: skip
                await done.wait_done()
            table = await start_game(world, people, {"players": 3, "clock": "1h+1h", "language": "de"})
            view = await table.view(None)
            seat = next(d["seat"] for d in view["pending"] if d["blocking"])
            name = people[seat].name
            eight = int(datetime(2026, 1, 11, 7, 0, tzinfo=UTC).timestamp())
            turn = table.turn_message().content
            assert f"💤 Wartet auf {name} ({name} ist weg bis <t:{eight}:t>)." in turn, turn
            assert "⏱️ Ann 1 Std. · Bo 1 Std. · Cy 1 Std." in turn, turn
            assert "Waits on" not in turn and " h · " not in turn
            status = await fd.slash(people[1], table.thread, "catan status")
            await status.wait_done()
            assert status.ephemeral and f"💤 Waits on {name} ({name} is away until <t:{eight}:t>)." in status.text
            assert "⏱️ Ann 1 h · Bo 1 h · Cy 1 h" in status.text, status.text
