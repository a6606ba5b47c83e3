"""The turn message's '💤 Waits on Bo (Bo is away until 07:00 their time)' follows the clock (issue #20
item 1): the bot's background pass edits it when the person the game waits on begins or ends their quiet
hours, and at once when they go away or come back; a pass that finds nothing changed sends nothing, also
right after a restart (what the message says is a game note in the database). On a fake clock."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

EVENING = datetime(2026, 2, 3, 20, 0, tzinfo=UTC)  # quiet hours 22:00-07:00 UTC for everyone


def at(hour: int, minute: int = 0, day: int = 3) -> float:
    return datetime(2026, 2, day, hour, minute, tzinfo=UTC).timestamp()


async def test_the_away_line_follows_quiet_hours_and_vacations_without_needless_edits(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(EVENING)
        world = BotWorld(fd, tmp_path / "away.sqlite3", seed=7, clock=clock, reminder_check_seconds=24 * 3600)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot:
            for user in people:
                await bot.timekeeping.users.set_time(user.id, zone_name="UTC", quiet_from="22:00", quiet_to="07:00")
            table = await start_game(world, people, {"players": 3})
            waiting = next(d["seat"] for d in (await table.view(None))["pending"] if d["blocking"])
            name = table.users[waiting].name
            turn = table.turn_message()
            assert "💤" not in turn.content

            async def tick(when: float) -> int:
                """One background pass at ``when``; the edits of the turn message it made."""
                before = len(table.turn_message().history)
                clock.set(when)
                await world.bot.reminders()  # type: ignore[union-attr]
                await fd.settle()
                return len(table.turn_message().history) - before

            assert await tick(at(21, 30)) == 0  # nothing changed: nothing sent
            requests = len(fd.world.requests)
            assert await tick(at(21, 50)) == 0 and len(fd.world.requests) == requests

            assert await tick(at(22, 1)) == 1  # their quiet hours began
            line = f"💤 Waits on {name} ({name} is away until <t:{int(at(7, day=4))}:t>)."
            assert line in table.turn_message().content
            assert f"user:{table.users[waiting].id}" not in table.turn_message().pings
            assert await tick(at(23, 0)) == 0

            bot = await world.restart()  # what the message says is known after a restart too
            await fd.settle()
            requests = len(fd.world.requests)
            assert await tick(at(23, 30)) == 0 and len(fd.world.requests) == requests

            assert await tick(at(7, 1, day=4)) == 1  # they woke up
            assert "💤" not in table.turn_message().content
            assert await tick(at(7, 30, day=4)) == 0

            # Going away (the table is asked to pause) shows at once; coming back clears it at once.
            away = await fd.slash(table.users[waiting], table.thread, "catan me away", {"days": 2, "pause": True})
            await away.wait_done(timeout=15)
            await fd.settle()
            assert f"💤 Waits on {name} ({name} is on vacation until" in table.turn_message().content
            assert await tick(at(8, 0, day=4)) == 0
            back = await fd.slash(table.users[waiting], table.thread, "catan me back")
            await back.wait_done(timeout=15)
            await fd.settle()
            assert "💤" not in table.turn_message().content
            assert await tick(at(9, 0, day=4)) == 0
            assert bot.timekeeping is not None
