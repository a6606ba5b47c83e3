"""Issue #34 item 2b end to end: the real bot against the fake Discord, with the Activity set up. The turn
message in the game's thread carries Play on the board; a click is answered with the launch-activity response
(callback type 12), for a player and a spectator alike; the private /catan board reply carries it too."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import aiohttp
import discord
import pytest
from discord import app_commands

from cogs.app import command_sync
from cogs.app.client import CatanBot
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from tools.fakediscord.model import User
from tools.fakediscord.server import LAUNCH_ACTIVITY
from web.oauth import ActivitySettings
from web.settings import WebSettings

SECRET = b"an end-to-end secret, long enough"


async def test_item2b_play_on_the_board_launches_the_activity(tmp_path: Path) -> None:
    """... and the Activity it opens signs its person in through the bot's own question to Discord: where the
    instance runs (the thread) and that the person has it open."""
    async with FakeDiscord() as fd:
        fd.server.oauth.enable()  # Activities on in the portal (else Discord refuses type 12)
        world = BotWorld(fd, tmp_path / "activity.sqlite3", seed=34, render_pool=PlaceholderRenders())
        activity = ActivitySettings(fd.server.oauth.client_id, fd.server.oauth.client_secret, fd.server.api_base)
        web = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET, activity=activity)
        world.settings = dataclasses.replace(world.settings, web=web)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        eve = fd.add_user("Eve")  # watches
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            button = f"catan:activity:{table.game_id}"
            signed: dict[str, object] = {}
            for user in (ann, eve):
                clicked = await fd.click(user, table.turn_message(), button)
                await clicked.wait_done(timeout=20)
                assert clicked.callback_type == LAUNCH_ACTIVITY and clicked.record.activity_instance_id
                assert not clicked.followups and clicked.original is None  # nothing posted: the Activity opens
                signed[user.name] = await sign_in(bot, fd, user, clicked.record.activity_instance_id)
            assert signed["Ann"] == (200, table.game_id, 0) and signed["Eve"] == (200, table.game_id, None)
            answered = await fd.slash(ann, table.thread, "catan board", {})
            await answered.wait_done(timeout=20)
            assert [b.get("custom_id") for m in answered.messages for b in m.buttons if "custom_id" in b] == [button]
            await fd.settle()


async def sign_in(bot: CatanBot, fd: FakeDiscord, user: User, instance: str) -> tuple[int, int | None, int | None]:
    """The Activity's page signing in at the bot's board: (status, game, seat)."""
    assert bot.web is not None and bot.web.settings.activity is not None
    body = {"code": fd.server.oauth.code_for(user), "instance_id": instance}
    url, origin = f"http://127.0.0.1:{bot.web.port}/activity/token", bot.web.settings.activity.origin
    async with aiohttp.ClientSession() as http, http.post(url, json=body, headers={"Origin": origin}) as answer:
        got = await answer.json()
        return answer.status, got.get("game"), got.get("seat")


async def test_item2b_the_global_command_sync_keeps_the_activitys_entry_point() -> None:
    """With Activities enabled, Discord holds an Entry Point command and refuses a bulk overwrite without it
    (50240): the bot's global sync (no DEV_GUILD_ID) sends it back with its own commands."""
    async with FakeDiscord() as fd:
        fd.server.oauth.enable()
        client = discord.Client(intents=discord.Intents.none())
        tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)

        @tree.command(name="catan", description="Catan")
        async def catan(interaction: discord.Interaction) -> None:  # pragma: no cover - never invoked
            pass

        await client.login(fd.world.token)
        try:
            with pytest.raises(discord.HTTPException) as refused:
                await tree.sync()
            assert refused.value.code == command_sync.ENTRY_POINT_LEFT_OUT
            await command_sync.sync(tree, client, None)
            assert sorted((c["name"], c["type"]) for c in fd.world.commands[None]) == [("catan", 1), ("launch", 4)]
        finally:
            await client.close()
