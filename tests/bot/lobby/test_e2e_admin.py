"""End to end: who may cancel or kick, reminders, and bad input answered privately."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


async def test_authority_reminders_and_bad_input(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock()  # the reminders' hours pass when the test says so (the check runs every 0.2 s)
        world = BotWorld(fd, tmp_path / "admin.sqlite3", seed=3, reminder_check_seconds=0.2, clock=clock)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        mod = fd.add_user("Mod", manage_guild=True)
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            thread = table.thread

            # Bad text is explained privately, and nothing happens.
            active = (await table.view(None))["active"]
            await table.slash(active, "roll")
            bad = await fd.slash(table.users[active], thread, "catan trade offer", {"give": "2 woool", "get": "1 ore"})
            await bad.wait_done()
            assert bad.ephemeral and "woool" in bad.text and "brick, lumber, ore, grain" in bad.text
            wrong = await fd.slash(table.users[active], thread, "catan build road", {"spot": "1-54"})
            await wrong.wait_done()
            assert wrong.ephemeral and "not a path" in wrong.text

            # Only the host or a server manager may cancel or kick.
            refused = await fd.slash(bo, thread, "catan host kick", {"player": cy})
            await refused.wait_done()
            assert "host" in refused.text.lower() and "✅" not in refused.text
            kicked = await fd.slash(mod, thread, "catan host kick", {"player": cy})
            await kicked.wait_done()
            assert "removed" in kicked.text
            # The game goes on for the others: Cy's seat stays open for someone to take, or for an end vote.
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.status == "active" and game.vacant == (2,)
            notice = await fd.wait_for_message(thread, lambda m: "Take the seat" in str(m.buttons), timeout=5)
            assert "was removed" in notice.content and str(ann.id) in notice.content and str(bo.id) in notice.content

            # Bo asks to quit: the bot explains and asks to confirm, privately; Bo thinks better of it.
            asked = await fd.slash(bo, thread, "catan quit", {})
            await asked.wait_done()
            assert asked.ephemeral and "Your seat stays at the table" in asked.text
            assert (await world.service.get_game(table.game_id)).vacant == (2,)  # type: ignore[union-attr]

            # Dee, who was watching, takes the open seat with its cards and pieces; Cy is out for good.
            dee = fd.add_user("Dee")
            await fd.settle()
            cards_before = (await world.service.view(table.game_id, cy.id))["players"][2]["resource_count"]  # type: ignore[union-attr]
            taken = await fd.click(dee, notice, label="Take the seat")
            await taken.wait_done(timeout=15)
            assert "You now play" in taken.text, taken.text
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.vacant == () and game.players[2] == dee.id
            assert (await world.service.view(table.game_id, dee.id))["you"]["seat"] == 2  # type: ignore[union-attr]
            assert (await world.service.view(table.game_id))["players"][2]["resource_count"] == cards_before  # type: ignore[union-attr]
            await fd.wait_for_message(thread, lambda m: "takes over Cy's seat" in m.content, timeout=5)
            assert fd.dm_messages(dee) and "Your hand" in fd.dm_messages(dee)[-1].content
            eve = fd.add_user("Eve")
            await fd.settle()
            again = await fd.click(eve, notice, label="Take the seat")
            await again.wait_done()
            assert "No seat" in again.text

            # The remaining players end it by majority: one vote is not enough, the second ends it.
            vote = await fd.click(ann, notice, label="End the game")
            await vote.wait_done()
            assert "counted" in vote.text
            refused = await fd.click(cy, notice, label="End the game")
            await refused.wait_done()
            assert "still at the table" in refused.text
            vote = await fd.click(bo, notice, label="End the game")
            await vote.wait_done()
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.status == "abandoned"
            # No buttons of the ended game stay active, and the lobby message says how it ended.
            turn_ref = (await world.service.get_message_ids(table.game_id)).get("turn")  # type: ignore[union-attr]
            assert turn_ref is None
            assert not any(m.buttons for m in fd.messages(thread) if "Turn" in m.content or "Set-up" in m.content)
            lobby_message = fd.messages(world.channel)[0]
            assert "Abandoned" in str(lobby_message.embeds) and not lobby_message.buttons

            # A second game with a reminder after half an hour of silence.
            created = await fd.slash(ann, world.channel, "catan new", {"board": "beginner", "players": 3, "reminder_hours": 0.5})
            await created.wait_done(timeout=15)
            lobby = next(m for m in created.messages if m.buttons)
            for user in (bo, cy):
                await (await fd.click(user, lobby, label="Join")).wait_done()
            refused = await fd.click(bo, lobby, label="Cancel")
            await refused.wait_done()
            assert any(m.ephemeral and "host" in m.text.lower() for m in refused.followups), refused.text
            await (await fd.click(ann, lobby, label="Start")).wait_done(timeout=30)
            thread2 = fd.threads(world.channel)[-1]
            await fd.settle()
            assert not [m for m in fd.messages(thread2) if m.content.startswith("⏰")]  # not before its time
            await clock.advance(0.5 * 3600 + 1)
            reminder = await fd.wait_for_message(thread2, lambda m: m.content.startswith("⏰"), timeout=20)
            assert "waiting for you" in reminder.content and "<@" in reminder.content and "roll" in reminder.content
            # Reminders repeat at the game's interval while the decision is owed, up to a cap.
            await clock.advance(0.5 * 3600)
            second = await fd.wait_for_message(
                thread2, lambda m: m.content.startswith("⏰") and m.id != reminder.id, timeout=20
            )
            assert "waiting for you" in second.content
            await asyncio.sleep(0)
        fd.assert_clean()
