"""A finished game's statistics, leaderboard and replay in their readers' languages (issue #33, rest33 item 1),
end to end against the fake Discord: the thread's statistics are in the game's language (German), a French
player's `/catan history stats` is French, a German player's leaderboard and replay are German; nothing English."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.slow, pytest.mark.real_languages("statistics in real languages: real languages, not the pseudo-locale")]

SEED = 1313


async def test_issue33_statistics_leaderboard_and_replay_in_their_readers_language(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hist-languages.sqlite3", seed=SEED, render_pool=PlaceholderRenders())
        ann, bo, cy = fd.add_user("Ann", locale="de"), fd.add_user("Bo", locale="fr"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy],
                                     {"board": "beginner", "vp_target": 5, "players": 3, "language": "de"})  # fmt: skip
            table.rng = random.Random(SEED)
            for _ in range(3000):
                if not await table.step():
                    break
            assert (await table.view(None))["phase"] == "over"
            posted = await fd.wait_for_message(table.thread, lambda m: m.content.startswith("📊"), timeout=30)
            lines = posted.content.splitlines()
            assert lines[0] == f"📊 **Spiel #{table.game_id}: Statistiken**", lines
            assert " Züge, " in lines[1] and " Aktionen in " in lines[1], lines
            assert any(line.startswith("• ") and "Würfe; " in line and "(erwartet " in line for line in lines), lines
            for english in ("turns", "moves", "rolls", "Most robbed", "Longest drought", "Biggest trade"):
                assert english not in posted.content, posted.content
            await fd.settle()

            stats = await fd.slash(bo, world.channel, "catan history stats", {"game": table.game_id})
            await stats.wait_done(timeout=30)
            assert stats.ephemeral and stats.text.startswith(f"📊 **Partie n° {table.game_id} : statistiques**"), stats.text
            assert "Vainqueur : " in stats.text and " tours, " in stats.text and "Winner" not in stats.text

            board = await fd.slash(ann, world.channel, "catan history leaderboard", {"bots": True})
            await board.wait_done(timeout=30)
            assert "🏆 **Rangliste**" in board.text and "1. " in board.text and " — Wertung " in board.text, board.text
            assert "rating" not in board.text and " games" not in board.text

            replay = await fd.slash(ann, world.channel, "catan history replay", {"game": table.game_id, "turn": 2})
            await replay.wait_done(timeout=30)
            caption = replay.messages[-1].content
            assert caption.startswith(f"⏪ Spiel #{table.game_id}, Wiederholung: Ende von Zug 2"), caption
