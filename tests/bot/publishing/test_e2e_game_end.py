"""The game's end is the thread's last word before the statistics (``TurnMessages._game_end``).

The last turn's message used to become the end (its summary, the final standings, the final board) even when
the turn had posted messages below it: in the 5-player Cities & Knights demo, two "✅ X answered" decision
messages of the winning turn sat below the final standings. Here the winner makes a trade offer (a message
below the turn message) before the winning build (BASE-WIN-1): the end comes below the offer."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.constants import RESOURCES
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

SEED = 21


async def test_the_final_standings_follow_the_messages_of_the_winning_turn(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "end.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "beginner", "vp_target": 3, "players": 3})
            winning = None
            for _ in range(400):
                public = await table.published_view()
                assert public["phase"] != "over", "the game ended before a winning build was seen"
                seat = public["active"]
                me = (await table.view(seat))["you"]
                builds = [a for a in me["legal_actions"] if a[0] in ("settlement", "city")]
                held = [r for r in RESOURCES if me["hand"][r]]
                main = public["phase"] == "play" and public["step"] == "main"
                if main and builds and held and me["can_propose_trade"]:
                    winning = (seat, builds[0], held[0])
                    break
                assert await table.step()
            assert winning is not None, "no winning build reached"
            seat, build, give = winning
            get = next(r for r in RESOURCES if r != give)
            await table.slash(seat, "trade offer", {"give": f"1 {give}", "get": f"1 {get}"})
            offer = (await table.view(None))["offers"][-1]
            await table.perform(seat, build, via_buttons=False)
            assert (await table.view(None))["phase"] == "over"
            await table.wait_published()
            await fd.settle()

            thread = fd.messages(table.thread)
            *_, end, stats = thread
            assert "statistics" in stats.content
            assert "Final standings" in end.content and end.content.count("wins") == 1 and end.attachments
            assert end.attachments[0].filename.startswith("final-board")
            # The winning turn's message keeps its summary (the win among its events); the offer made in that
            # turn comes between it and the end.
            last_turn = max(i for i, m in enumerate(thread) if m.content.startswith("**Turn"))
            offered = next(i for i, m in enumerate(thread) if f"Trade #{offer['id']}:" in m.content)
            assert last_turn < offered < len(thread) - 2
            assert "Final standings" not in thread[last_turn].content and "wins" in thread[last_turn].content
            assert not [m for m in thread if m.buttons]
        fd.assert_clean()
