"""End to end: /catan me time and /catan me away (issue #20 items 1, 2) through the fake
Discord, on a fake clock: time zone with autocomplete, quiet hours, time away, mistakes explained privately."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


async def test_time_zone_quiet_hours_and_time_away(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(datetime(2026, 1, 10, 23, 30, tzinfo=UTC))  # 00:30 in Berlin
        world = BotWorld(fd, tmp_path / "time.sqlite3", seed=4, clock=clock)
        ann = fd.add_user("Ann")
        async with world.running() as bot:
            assert bot.clock is clock
            channel = world.channel

            shown = await fd.slash(ann, channel, "catan me time")
            await shown.wait_done()
            assert shown.ephemeral and "**UTC**" in shown.text and "No quiet hours" in shown.text

            zones = await fd.autocomplete(ann, channel, "catan me time", {"zone": "berl"}, focused="zone")
            assert "Europe/Berlin" in [c["value"] for c in zones] and len(zones) <= 25

            done = await fd.slash(
                ann, channel, "catan me time", {"zone": "Europe/Berlin", "quiet_from": "23:00", "quiet_to": "8"}
            )
            await done.wait_done()
            assert done.ephemeral and "**Europe/Berlin** (it is 00:30 there now)" in done.text
            eight = int(datetime(2026, 1, 11, 7, 0, tzinfo=UTC).timestamp())  # 08:00 in Berlin: each reader's own time
            assert "Quiet hours 23:00-08:00" in done.text and f"quiet hours are on until <t:{eight}:t>" in done.text
            stored = await bot.service.repo.users.settings(ann.id)
            assert (stored.time_zone, stored.quiet_start, stored.quiet_end) == ("Europe/Berlin", "23:00", "08:00")

            wrong = await fd.slash(ann, channel, "catan me time", {"zone": "Mars/Olympus"})
            await wrong.wait_done()
            assert wrong.ephemeral and "not a time zone" in wrong.text
            late = await fd.slash(ann, channel, "catan me time", {"quiet_from": "25:00"})
            await late.wait_done()
            assert late.ephemeral and "HH:MM" in late.text
            assert (await bot.service.repo.users.settings(ann.id)).time_zone == "Europe/Berlin"

            strengths = await fd.autocomplete(ann, channel, "catan me away", {"days": 2}, focused="strength")
            assert [c["value"] for c in strengths] == ["easy", "normal", "hard"]
            away = await fd.slash(ann, channel, "catan me away", {"days": 2, "strength": "hard"})
            await away.wait_done()
            back = int(clock.now() + 2 * 86400)
            assert away.ephemeral and f"Away until <t:{back}:f> (<t:{back}:R>)" in away.text
            assert "a hard built-in player plays your seats" in away.text  # issue #29 item 13: the article
            assert (await bot.service.repo.users.settings(ann.id)).vacation_mode == "bot"
            never = await fd.slash(ann, channel, "catan me away", {"days": 0})
            await never.wait_done()
            assert never.ephemeral and "at least 1 hour" in never.text  # issue #29 item 20: the shortest absence
            back = await fd.slash(ann, channel, "catan me back")
            await back.wait_done()
            assert back.ephemeral and "Welcome back" in back.text
            assert (await bot.service.repo.users.settings(ann.id)).vacation_from is None

            # The service takes its time from the same clock: a lobby opened now is stamped with the fake time.
            await clock.advance(3600)
            created = await fd.slash(ann, channel, "catan new", {"players": 3})
            await created.wait_done()
            lobby = (await bot.service.unfinished_games())[0]
            assert lobby.created_at == clock.now() == datetime(2026, 1, 11, 0, 30, tzinfo=UTC).timestamp()
