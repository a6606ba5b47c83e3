"""End to end (issue 13): a 3-player game played to its end through the fake Discord; the statistics
follow the final board in the thread; /catan history stats, export, replay (buttons and the jump form, sent
across a restart of the bot) and leaderboard answer for the finished game; a running game is refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from history import export
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

SEED = 1313


async def test_stats_export_replay_across_a_restart_and_leaderboard_after_a_game(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        # The statistics picture is real (its bytes are checked); the game's boards and hands are placeholders.
        renders = PlaceholderRenders(real=frozenset({"render_stats"}))
        world = BotWorld(fd, tmp_path / "hist.sqlite3", seed=SEED, render_pool=renders)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "vp_target": 5, "players": 3})
            table.rng = random.Random(SEED)
            early = await fd.slash(ann, world.channel, "catan history stats", {"game": table.game_id})
            await early.wait_done(timeout=15)
            assert "has not finished" in early.text and not early.attachments
            for _ in range(3000):
                if not await table.step():
                    break
            final = await table.view(None)
            assert final["phase"] == "over"
            posted = await fd.wait_for_message(table.thread, lambda m: "statistics" in m.content, timeout=30)
            assert posted.attachments and posted.attachments[0].filename == f"stats-{table.game_id}.png"
            # issue #29 item 4: the final standings just above name the winner; the statistics do not again
            assert "Winner:" not in posted.content and "<@" not in posted.content
            assert "turns, " in posted.content and "0 minutes" not in posted.content  # item 5: "under a minute"
            await fd.settle()

            stats = await fd.slash(bo, world.channel, "catan history stats", {"game": table.game_id})
            await stats.wait_done(timeout=30)
            assert stats.ephemeral and stats.attachments[0].data[:4] == b"\x89PNG"
            assert "Winner:" in stats.text  # asked on its own, away from the standings: the winner is named

            exported = await fd.slash(cy, world.channel, "catan history export", {"game": table.game_id})
            await exported.wait_done(timeout=30)
            files = {a.filename: a.data for a in exported.attachments}
            data = export.loads(files[f"catan-{table.game_id}.json"])
            assert [p["name"] for p in data["players"]] == ["Ann", "Bo", "Cy"]
            assert data["winner"] == final["winner"] and "seed" not in json.dumps(data)
            assert files[f"catan-{table.game_id}.txt"].decode() == export.to_text(data)

            replay = await fd.slash(ann, world.channel, "catan history replay", {"game": table.game_id, "turn": 2})
            await replay.wait_done(timeout=30)
            message = replay.messages[-1]
            # Issue #18 item 11: the caption names the turn the image's header shows (the next one).
            assert "end of turn 2, as turn 3 begins" in message.content and message.attachments
            assert message.attachments[0].data.startswith(b"placeholder render_board ")  # the board of that turn
            step = await fd.click(ann, message, label="Next turn ▶")
            await step.wait_done(timeout=30)
            # Deferred updates: the edit comes after the replay's render, however long a loaded machine takes.
            await step.wait_for(lambda r: "end of turn 3" in r.messages[-1].content, 30, "the replay's next turn")
            assert "end of turn 3, as turn 4 begins" in step.messages[-1].content
            jump = await fd.click(ann, step.messages[-1], label="Jump to turn…")
            await jump.wait_done(timeout=15)
            assert jump.modal is not None and jump.modal["custom_id"] == f"catan:jump:{table.game_id}"
            # The form answers after a restart too (cogs.interactions.forms): the bot restarts while it is open.
            await world.restart()
            typo = await fd.submit_modal(ann, jump, {"turn": "twelve"})
            await typo.wait_done(timeout=15)
            assert typo.ephemeral and "A turn is a number from 0" in typo.text, typo.text
            landed = await fd.submit_modal(ann, jump, {"turn": "0"})
            await landed.wait_done(timeout=30)
            await landed.wait_for(lambda r: "after the set-up" in r.messages[-1].content, 30, "the replay's turn 0")
            assert "after the set-up" in landed.messages[-1].content

            board = await fd.slash(ann, world.channel, "catan history leaderboard", {})
            await board.wait_done(timeout=15)
            assert "Leaderboard" in board.text
            assert all(name in board.text for name in ("Ann", "Bo", "Cy"))
            assert "1 game ·" in board.text and "1 games" not in board.text  # issue #18 item 11
        fd.assert_clean()
