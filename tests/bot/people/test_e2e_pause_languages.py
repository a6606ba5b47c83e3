"""A pause asked for in a German game's thread is German (issue #33, rest33 item 3): the request, its button,
the game paused and going on again, in the game's language whoever asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("a German pause request: real languages, not the pseudo-locale")]


async def test_issue33_a_pause_request_in_a_german_game_is_german(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(1_768_000_000.0)
        world = BotWorld(fd, tmp_path / "pause-de.sqlite3", seed=11, clock=clock, bot_pace_seconds=0.0)
        ann, bo, cy = fd.add_user("Ann", locale="de"), fd.add_user("Bo"), fd.add_user("Cy", locale="fr")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"players": 3, "board": "beginner", "language": "de"})
            asked = await fd.slash(bo, table.thread, "catan me away", {"days": 2, "pause": True})
            await asked.wait_done()
            request = await fd.wait_for_message(table.thread, lambda m: m.content.startswith("🏖️"), timeout=15)
            head = f"🏖️ Bo ist bis <t:{int(clock.now() + 2 * 86400)}:f> weg und bittet darum, Spiel #{table.game_id}"
            assert head in request.content, request.content
            assert "ein normaler Computerspieler spielt für Bo" in request.content and "away" not in request.content
            assert f"<@{ann.id}> <@{cy.id}>" in request.content
            for user in (ann, cy):
                agreed = await fd.click(user, request, label="Anhalten zustimmen")
                await agreed.wait_done()
            paused = await fd.wait_for_message(table.thread, lambda m: m.content.startswith("⏸️"), timeout=15)
            assert f"⏸️ Spiel #{table.game_id} ist bis <t:" in paused.content and "wartet auf Bo" in paused.content
            back = await fd.slash(bo, table.thread, "catan me back")
            await back.wait_done()
            resumed = await fd.wait_for_message(table.thread, lambda m: m.content.startswith("▶️"), timeout=15)
            assert resumed.content == f"▶️ Bo ist zurück: Spiel #{table.game_id} geht weiter.", resumed.content
