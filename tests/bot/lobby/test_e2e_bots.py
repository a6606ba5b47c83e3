"""End to end (issue 12): two people and two built-in players play a base game to the end. One person goes
silent; after the game's (shortened) AFK limit a built-in player takes their seat, keeping its cards and
pieces; they take it back with one button and play on. Built-in players act through the same service
path as people, so the log replays to the stored state."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

SEED = 4242


async def test_two_people_two_bots_afk_takeover_and_back(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(
            fd, tmp_path / "bots.sqlite3", seed=SEED, reminder_check_seconds=1, afk_hours=0.0006,
            render_pool=PlaceholderRenders(),  # a whole game, and no test here looks at a picture
        )  # fmt: skip
        ann, bo = fd.add_user("Ann"), fd.add_user("Bo")
        async with world.running():
            table = await start_game(
                world, [ann, bo], {"board": "beginner", "players": 4, "vp_target": 6}, bots=("normal", "easy")
            )
            table.rng = random.Random(SEED)
            service = world.service
            assert service is not None
            game = await service.get_game(table.game_id)
            assert game.players[:2] == (ann.id, bo.id) and all(u < 0 for u in game.players[2:])
            assert [game.bot_strength(s) for s in range(4)] == [None, None, "normal", "easy"]
            lobby = fd.messages(world.channel)[0]
            assert "built-in, normal" in str(lobby.embeds) and "built-in, easy" in str(lobby.embeds)

            # Play: Ann always answers; Bo stays silent once, until a built-in player takes his seat.
            bo_silent, took_over, came_back = False, False, False
            for _ in range(4000):
                view = await table.view(None)
                if view["phase"] == "over":
                    break
                game = await service.get_game(table.game_id)
                owing = {d["seat"] for d in view["pending"] if d["blocking"]}
                if not bo_silent and view["phase"] == "play" and owing == {1}:
                    bo_silent = True
                    hand_before = (await table.view(1))["you"]["hand"]
                    notice = await fd.wait_for_message(
                        table.thread, lambda m: "I'm back" in str(m.buttons), timeout=30
                    )
                    assert str(bo.id) in notice.content and "has not played" in notice.content
                    game = await service.get_game(table.game_id)
                    assert game.bot_strength(1) == "normal"
                    took_over = True
                    # The built-in player plays Bo's seat with Bo's cards: the seat moves on without him.
                    for _ in range(400):
                        if (await service.get_game(table.game_id)).version > game.version + 2:
                            break
                        await asyncio.sleep(0.05)
                    else:
                        raise AssertionError("the built-in player did not play Bo's seat")
                    assert hand_before is not None
                    back = await fd.click(bo, notice, label="I'm back")
                    await back.wait_done(timeout=15)
                    assert "Welcome back" in back.text, back.text
                    assert (await service.get_game(table.game_id)).bot_strength(1) is None
                    came_back = True
                    continue
                people = sorted(s for s in owing if s in (0, 1) and game.person_plays(s))
                if not people:
                    await asyncio.sleep(0.05)  # the built-in players move on their own
                    continue
                await table.step()
            final = await table.view(None)
            assert final["phase"] == "over" and final["winner"] >= 0
            assert bo_silent and took_over and came_back

            # Bots moved through the service: every stored move replays to the stored state.
            moves = await service.recent_events(table.game_id, 5000)
            seats = {m.seat for m in moves}
            assert {2, 3} <= seats
            assert await service.verify_game(table.game_id) is None
            # Built-in players are named and marked as such in the thread, and never pinged.
            texts = "\n".join(m.content for m in fd.messages(table.thread))
            assert "🤖" in texts and "<@-" not in texts
        fd.assert_clean()
