"""Issue #34 item 2b end to end: the real bot against the fake Discord, with the Activity set up. The turn
message in the game's thread carries Play on the board; a click is answered with the launch-activity response
(callback type 12), for a player and a spectator alike; the private /catan board reply carries it too."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from tools.fakediscord.server import LAUNCH_ACTIVITY
from web.oauth import ActivitySettings
from web.settings import WebSettings

SECRET = b"an end-to-end secret, long enough"


async def test_item2b_play_on_the_board_launches_the_activity(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        fd.server.oauth.enabled = True  # the application has an Activity (else Discord refuses type 12)
        world = BotWorld(fd, tmp_path / "activity.sqlite3", seed=34, render_pool=PlaceholderRenders())
        activity = ActivitySettings(fd.server.oauth.client_id, fd.server.oauth.client_secret, fd.server.api_base)
        web = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET, activity=activity)
        world.settings = dataclasses.replace(world.settings, web=web)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        eve = fd.add_user("Eve")  # watches
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            button = f"catan:activity:{table.game_id}"
            for user in (ann, eve):
                clicked = await fd.click(user, table.turn_message(), button)
                await clicked.wait_done(timeout=20)
                assert clicked.callback_type == LAUNCH_ACTIVITY and clicked.record.activity_instance_id
                assert not clicked.followups and clicked.original is None  # nothing posted: the Activity opens
            answered = await fd.slash(ann, table.thread, "catan board", {})
            await answered.wait_done(timeout=20)
            assert [b.get("custom_id") for m in answered.messages for b in m.buttons if "custom_id" in b] == [button]
            await fd.settle()
