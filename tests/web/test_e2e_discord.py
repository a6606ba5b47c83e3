"""Issue #34 items 1, 4, 5 and 7 end to end: the real bot against the fake Discord, with its web board on.

A move made on the board shows in the game's thread, a move made in the thread reaches an open board's
stream, and the hand DM carries the person's Open board link (signed for them and that game)."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import aiohttp

from tests.web.sse import next_event
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from web.settings import WebSettings

SECRET = b"an end-to-end secret, long enough"


def _link(fd: FakeDiscord, user: object, game_id: int) -> str | None:
    for message in reversed(fd.dm_messages(user)):
        for button in message.buttons:
            if button.get("url", "").split("?")[0].endswith(f"/g/{game_id}"):
                return button["url"]
    return None


async def test_item4_item5_item7_board_and_thread_play_the_same_game(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "web.sqlite3", seed=34, render_pool=PlaceholderRenders())
        web = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET)
        world.settings = dataclasses.replace(world.settings, web=web)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        eve = fd.add_user("Eve")  # watches
        async with world.running() as bot:
            board = bot.web
            assert board is not None
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            await fd.wait_for(lambda: board.port is not None, 10, "the web board's port")
            game_id = table.game_id
            # Without ACTIVITY_CLIENT_ID/SECRET there is no Play on the board button (issue #34 item 2b).
            assert not any(b.get("custom_id", "").startswith("catan:activity:") for b in table.turn_message().buttons)
            public = await table.view(None)
            active = table.users[public["active"]]
            await fd.wait_for(lambda: _link(fd, active, game_id) is not None, 20, "the Open board link in the hand DM")
            link = _link(fd, active, game_id)
            assert link is not None and "?t=" in link
            origin = f"http://127.0.0.1:{board.port}"
            assert link.startswith(origin)
            token = link.split("?t=", 1)[1]
            async with aiohttp.ClientSession() as http:
                # A move on the board: the active seat's first legal move, through the move pipeline.
                state = await (await http.get(f"{origin}/g/{game_id}/state", params={"t": token})).json()
                move = state["doc"]["legal"]["acts"][0]["a"]
                before = table.turn_message().content
                played = await http.post(f"{origin}/g/{game_id}/move", params={"t": token}, json={"action": move},
                                         headers={"Origin": origin})  # fmt: skip
                assert played.status == 200, await played.text()
                await fd.wait_for(lambda: table.turn_message().content != before, 20, "the board's move in the thread")
                assert (await world.service.get_game(game_id)).version == state["doc"]["version"] + 1

                # A move in the thread reaches a spectator's open stream.
                stream = await http.get(f"{origin}/g/{game_id}/events")
                name, init, _ = await next_event(stream, timeout=10)
                assert name == "init" and init["doc"]["seat"] is None
                assert await table.step()
                name, update, raw = await next_event(stream, timeout=20)
                assert name == "update" and update["ops"] and len(raw) < 5000
                stream.close()
            # The private /catan board reply: a player's link is signed for them, a spectator's is the public board.
            for user, signed in ((ann, True), (eve, False)):
                answered = await fd.slash(user, table.thread, "catan board", {})
                await answered.wait_done(timeout=20)
                urls = [b["url"] for m in answered.messages for b in m.buttons if "url" in b]
                assert answered.ephemeral and len(urls) == 1 and urls[0].startswith(f"{origin}/g/{game_id}")
                assert ("?t=" in urls[0]) == signed, urls
            await fd.settle()
            await asyncio.sleep(0)
