"""The fake Discord's shards: IDENTIFY with [shard_id, shard_count], guilds routed by
``(guild_id >> 22) % shard_count``, DMs on shard 0, READY and GUILD_CREATE per shard."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest
from discord.ext import commands

from tools.fakediscord import FakeDiscord, shard_of

from .test_bot_e2e import variant_bot

pytestmark = pytest.mark.asyncio

COUNT = 4


def _bot(shard_ids: list[int]) -> commands.AutoShardedBot:
    bot = variant_bot(commands.AutoShardedBot)
    bot.shard_count, bot.shard_ids = COUNT, shard_ids  # as AutoShardedBot(shard_count=4, shard_ids=...) sets them
    return bot  # type: ignore[return-value]


async def _identify(fd: FakeDiscord, shard: list[int] | None) -> tuple[list[dict[str, Any]], int | None]:
    """IDENTIFY on a raw websocket; the dispatches received until the stream goes quiet, and the close code."""
    frames: list[dict[str, Any]] = []
    async with aiohttp.ClientSession() as session, session.ws_connect(fd.server.gateway_url) as ws:
        await ws.receive_json()  # HELLO
        data: dict[str, Any] = {"token": fd.token, "intents": 1, "properties": {}}
        if shard is not None:
            data["shard"] = shard
        await ws.send_str(json.dumps({"op": 2, "d": data}))
        while True:
            try:
                msg = await ws.receive(timeout=0.3)
            except TimeoutError:
                break
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            frames.append(json.loads(msg.data))
        return frames, ws.close_code


async def test_guild_ids_land_on_the_asked_shard() -> None:
    async with FakeDiscord() as fd:
        guilds = [fd.add_guild(f"g{i}", shard=(i % COUNT, COUNT)) for i in range(12)]
        assert [shard_of(g.id, COUNT) for g in guilds] == [i % COUNT for i in range(12)]
        assert len({g.id for g in guilds}) == 12 and [g.id for g in guilds] == sorted(g.id for g in guilds)
        plain = fd.add_guild("after")
        assert plain.id > guilds[-1].id  # ids stay increasing after shard-placed ones


async def test_ready_and_guild_create_list_only_the_shards_guilds() -> None:
    async with FakeDiscord() as fd:
        guilds = [fd.add_guild(f"g{i}", shard=(i, COUNT)) for i in range(COUNT)]
        frames, _ = await _identify(fd, [2, COUNT])
        ready = next(f["d"] for f in frames if f["t"] == "READY")
        assert ready["shard"] == [2, COUNT]
        assert [g["id"] for g in ready["guilds"]] == [str(guilds[2].id)]
        created = [f["d"]["id"] for f in frames if f["t"] == "GUILD_CREATE"]
        assert created == [str(guilds[2].id)]
        frames, _ = await _identify(fd, None)  # unsharded: every guild
        assert len([f for f in frames if f["t"] == "GUILD_CREATE"]) == COUNT


async def test_an_invalid_shard_pair_is_refused_with_4010() -> None:
    async with FakeDiscord() as fd:
        for bad in ([4, 4], [-1, 4], [0, 0]):
            frames, code = await _identify(fd, bad)
            assert code == 4010 and not any(f.get("t") == "READY" for f in frames), bad


async def test_two_sharded_processes_split_guilds_and_dms_go_to_shard_0() -> None:
    async with FakeDiscord() as fd:
        guilds = [fd.add_guild(f"g{i}", shard=(i, COUNT)) for i in range(COUNT)]
        channels = [fd.add_channel(g, "games") for g in guilds]
        alice = fd.add_user("alice")
        low, high = _bot([0, 1]), _bot([2, 3])
        async with fd.run_bot(low), fd.run_bot(high):
            await fd.wait_shards(range(COUNT), COUNT)
            assert {g.id for g in low.guilds} == {guilds[0].id, guilds[1].id}
            assert {g.id for g in high.guilds} == {guilds[2].id, guilds[3].id}
            assert sorted(low.shards) == [0, 1] and sorted(high.shards) == [2, 3]
            for shard, channel in enumerate(channels):
                result = await fd.slash(alice, channel, "ping")
                assert result.text == "pong from TextChannel"
                owner = low if shard < 2 else high
                assert owner.get_guild(guilds[shard].id) is not None  # it answered from its own cache
            # A DM has no guild: Discord delivers it on shard 0, so to the first process only.
            sessions = fd.server.gateway.connected_sessions()
            dm = await fd.slash(alice, fd.open_dm(alice), "ping")
            assert dm.text == "pong from DMChannel"
            got_it = [s.shard for s in sessions if any(f["t"] == "INTERACTION_CREATE" and f["d"]["id"] == str(dm.id)
                                                         for f in s.backlog)]  # fmt: skip
            assert got_it == [(0, COUNT)]
            # A guild's events reach only the session of its shard.
            fd.add_channel(guilds[3], "more")
            await fd.settle()
            with_event = [s.shard for s in sessions if any(f["t"] == "CHANNEL_CREATE" for f in s.backlog)]
            assert with_event == [(3, COUNT)]
    fd.assert_clean()


async def test_an_interaction_waits_for_its_shard_not_any_shard() -> None:
    async with FakeDiscord() as fd:
        guilds = [fd.add_guild(f"g{i}", shard=(i, 2)) for i in range(2)]
        channel = fd.add_channel(guilds[1], "games")
        alice = fd.add_user("alice")
        bot = variant_bot(commands.AutoShardedBot)
        bot.shard_count, bot.shard_ids = 2, [0]
        async with fd.run_bot(bot):
            await fd.wait_shards([0], 2)
            with pytest.raises(TimeoutError, match="serving guild"):
                await fd.slash(alice, channel, "ping", timeout=1.0)  # nobody serves it: no need to wait long
            other = variant_bot(commands.AutoShardedBot)
            other.shard_count, other.shard_ids = 2, [1]
            async with fd.run_bot(other):
                assert (await fd.slash(alice, channel, "ping")).text == "pong from TextChannel"
    fd.assert_clean()
