"""End to end (issue #20 items 1-3, 6) through the fake Discord on a simulated clock: three people in three
time zones set their quiet hours; the turn message names whom the game waits on and until when they
sleep, without pinging them; the reminder waits for them to wake; a game clock runs out into a built-in
player's one decision; a player going away asks the table to pause, everyone agrees by button, moves
are refused while paused, and /catan me back resumes the game at once; another goes away with a built-in
player in his seat and takes it back with /catan me back."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

HOUR = 3600.0
# 23:30 UTC: 00:30 in Berlin, 18:30 in New York, 08:30 in Tokyo; each is in their quiet hours then.
START = datetime(2026, 1, 10, 23, 30, tzinfo=UTC)
ZONES = (("Europe/Berlin", "23:00", "08:00"), ("America/New_York", "18:00", "03:00"), ("Asia/Tokyo", "01:00", "10:00"))
WAKES = (datetime(2026, 1, 11, 7, 0, tzinfo=UTC), datetime(2026, 1, 11, 8, 0, tzinfo=UTC),
         datetime(2026, 1, 11, 1, 0, tzinfo=UTC))  # fmt: skip


async def test_quiet_hours_clock_and_pause_through_discord(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(START)
        world = BotWorld(fd, tmp_path / "async.sqlite3", seed=11, clock=clock, bot_pace_seconds=0.0)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        people = [ann, bo, cy]
        async with world.running() as bot:
            for user, (zone, quiet_from, quiet_to) in zip(people, ZONES, strict=True):
                done = await fd.slash(user, world.channel, "catan me time",
                                      {"zone": zone, "quiet_from": quiet_from, "quiet_to": quiet_to})  # fmt: skip
                await done.wait_done()
                assert done.ephemeral and "your quiet hours are on until" in done.text.lower()
            table = await start_game(world, people, {"players": 3, "reminder_hours": 1, "clock": "1h+1h"})
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.settings["clock"]["per_move_hours"] == 1.0
            lobby = fd.messages(world.channel)[0]
            assert "Game clock: 1 h per move + 1 h bank" in str(lobby.embeds)

            # Item 1: the turn message says who the game waits on, until when they sleep, and does not ping them.
            view = await table.view(None)
            seat = next(d["seat"] for d in view["pending"] if d["blocking"])
            sleeper = game.players[seat]
            index = [u.id for u in people].index(sleeper)
            name, wake = people[index].name, WAKES[index]
            turn = table.turn_message()
            assert f"{name} is away until <t:{int(wake.timestamp())}:t>" in turn.content, turn.content
            assert f"user:{sleeper}" not in turn.pings
            assert "⏱️ Ann 1 h · Bo 1 h · Cy 1 h" in turn.content  # the banks

            # The reminder waits for them to wake, then pings them.
            await clock.advance(1.1 * HOUR)
            await bot.reminders()
            await fd.settle()
            assert not [m for m in fd.messages(table.thread) if m.content.startswith("⏰")]
            clock.set(wake.timestamp() + 60)
            await bot.reminders()
            await fd.settle()
            (reminder,) = [m for m in fd.messages(table.thread) if m.content.startswith("⏰")]
            assert f"user:{sleeper}" in reminder.pings

            # Item 3: awake, the clock runs: 1 h of their own time plus 1 h of bank, then a built-in player
            # makes that one decision and the seat is theirs again.
            clock.set(wake.timestamp() + 2 * HOUR + 120)
            await bot.reminders()
            await bot.bot_driver.idle(table.game_id)
            await fd.settle()
            taken = await fd.wait_for_message(table.thread, lambda m: "ran out of time" in m.content, timeout=15)
            assert "makes this decision for them" in taken.content
            # Issue #29 item 11: the pass that handed the decision to a built-in player reminds nobody of it.
            assert len([m for m in fd.messages(table.thread) if m.content.startswith("⏰")]) == 1
            await fd.wait_for_message(table.thread, lambda m: f"{name} plays their seat again" in m.content, timeout=15)
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.bot_strength(seat) is None and game.settings["clocks"]["banks"][seat] == 0.0

            # Item 2: Bo goes away and asks the table to pause; it pauses once Ann and Cy agreed.
            asked = await fd.slash(bo, table.thread, "catan me away", {"days": 2, "pause": True})
            await asked.wait_done()
            assert asked.ephemeral and "the table is asked to agree" in asked.text, asked.text
            request = await fd.wait_for_message(table.thread, lambda m: "asks to pause" in m.content, timeout=15)
            assert {f"user:{ann.id}", f"user:{cy.id}"} <= request.pings and f"user:{bo.id}" not in request.pings
            # Issue #29 item 10: the request lapses if not agreed in time, and says what happens then.
            lapses = int(clock.now() + 12 * HOUR)
            assert f"If not everyone has agreed by <t:{lapses}:f> (<t:{lapses}:R>)" in request.content
            assert "a normal built-in player plays Bo's seat" in request.content
            first = await fd.click(ann, request, label="Agree to pause")
            await first.wait_done()
            assert "once Cy agrees too" in first.text, first.text  # issue #29 item 13: not "agree(s)"
            inbox = await fd.slash(ann, table.thread, "catan me games")
            await inbox.wait_done()
            assert f"⏸️ Bo asks to pause it: agree by <t:{lapses}:t>" in inbox.text, inbox.text
            second = await fd.click(cy, request, label="Agree to pause")
            await second.wait_done()
            assert "is paused" in second.text
            await fd.wait_for_message(table.thread, lambda m: m.content.startswith("⏸️ Game"), timeout=15)
            view = await table.view(None)
            mover = next(d["seat"] for d in view["pending"] if d["blocking"])
            refused = await fd.slash(people[mover], table.thread, "catan roll")
            await refused.wait_done()
            assert refused.ephemeral and "paused" in refused.text
            assert "⏸️ Paused" in table.turn_message().content
            inbox = await fd.slash(cy, table.thread, "catan me games")
            await inbox.wait_done()
            assert "⏸️ Paused for Bo until <t:" in inbox.text, inbox.text

            # Two days of nothing: no reminder, no clock running out, while paused.
            before = len(fd.messages(table.thread))
            clock.set(clock.now() + 30 * HOUR)
            await bot.reminders()
            await fd.settle()
            assert len(fd.messages(table.thread)) == before

            before = len(fd.messages(table.thread))
            back = await fd.slash(bo, table.thread, "catan me back")
            await back.wait_done()
            assert "Welcome back" in back.text
            await fd.wait_for_message(table.thread, lambda m: m.content.startswith("▶️ Bo is back"), timeout=15)
            # Issue #29 item 11: the paused hours do not count toward the reminder interval: nobody is pinged at
            # the instant of /catan me back, nor by the pass right after it.
            await bot.reminders()
            await fd.settle()
            assert not [m.content for m in fd.messages(table.thread)[before:] if m.pings], fd.messages(table.thread)[before:]
            assert "⏸️ Paused" not in table.turn_message().content
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert "pause" not in game.settings
            await table.step()  # play goes on

            # Item 2, the other way: Cy goes away and an easy built-in player plays his seat meanwhile; /catan
            # back returns it at once, with everything on it.
            cy_seat = game.seat_of(cy.id)
            assert cy_seat is not None
            away = await fd.slash(cy, table.thread, "catan me away", {"days": 1, "strength": "easy"})
            await away.wait_done()
            assert "Handed over now: game #" in away.text
            notice = await fd.wait_for_message(table.thread, lambda m: "is on vacation until" in m.content, timeout=15)
            assert "a built-in player (easy) plays their seat" in notice.content
            assert (await world.service.get_game(table.game_id)).bot_strength(cy_seat) == "easy"  # type: ignore[union-attr]
            await bot.bot_driver.idle(table.game_id)
            back = await fd.slash(cy, table.thread, "catan me back")
            await back.wait_done()
            assert "Welcome back" in back.text
            await fd.wait_for_message(table.thread, lambda m: "Cy plays their seat again" in m.content, timeout=15)
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.bot_strength(cy_seat) is None and game.settings["vacation_seats"] == []
