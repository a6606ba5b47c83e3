"""Protocol-level tests: raw HTTP against the fake, with a bare client that never answers."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tools.fakediscord import FakeDiscord, InteractionResult

from .conftest import Env, tiny_png

pytestmark = pytest.mark.asyncio


class Api:
    """Minimal REST client speaking to the fake like discord.py does."""

    def __init__(self, fd: FakeDiscord, session: aiohttp.ClientSession) -> None:
        self.fd, self.session = fd, session

    async def call(self, method: str, path: str, *, auth: bool = True, **kwargs: Any) -> tuple[int, Any]:
        headers = {"Authorization": f"Bot {self.fd.token}"} if auth else {}
        url = self.fd.server.api_base + path
        async with self.session.request(method, url, headers=headers, **kwargs) as response:
            text = await response.text()
            body = json.loads(text) if response.headers.get("Content-Type") == "application/json" else text
            return response.status, body


@pytest.fixture
async def api(env: Env) -> AsyncIterator[Api]:
    async with aiohttp.ClientSession() as session:
        yield Api(env.fd, session)


# What a well-behaved bot names on every message: nothing may ping (see limits.check_mentions).
QUIET: dict[str, Any] = {"allowed_mentions": {"parse": []}}


def multipart(payload: dict[str, Any], files: dict[str, bytes]) -> aiohttp.FormData:
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", json.dumps(payload))
    for index, (name, data) in enumerate(files.items()):
        form.add_field(f"files[{index}]", data, filename=name, content_type="application/octet-stream")
    return form


async def test_json_content_type_and_ratelimit_headers(env: Env) -> None:
    async with aiohttp.ClientSession() as session:
        url = env.fd.server.api_base + "/users/@me"
        async with session.get(url, headers={"Authorization": f"Bot {env.fd.token}"}) as response:
            assert response.headers["Content-Type"] == "application/json"
            assert int(response.headers["X-RateLimit-Remaining"]) > 0
            assert float(response.headers["X-RateLimit-Reset-After"]) <= 1
            assert (await response.json())["id"] == str(env.fd.bot_user.id)


async def test_unknown_routes_resources_and_auth(env: Env, api: Api, caplog: pytest.LogCaptureFixture) -> None:
    status, body = await api.call("GET", "/no/such/route")
    assert (status, body["code"]) == (404, 0)
    assert env.fd.unknown_routes == ["GET /api/v10/no/such/route"]
    assert "unknown route GET /api/v10/no/such/route" in caplog.text
    assert (await api.call("GET", "/channels/123"))[1] == {"message": "Unknown Channel", "code": 10003}
    assert (await api.call("GET", f"/guilds/{env.guild.id}/members/5"))[1]["code"] == 10007
    assert (await api.call("GET", "/users/@me", auth=False))[0] == 401
    assert env.fd.server_errors == []
    env.fd.clear_problems()


async def test_multipart_attachments_create_edit_and_cdn(env: Env, api: Api) -> None:
    png = tiny_png(5, 7)
    form = multipart(
        {**QUIET, "content": "board", "attachments": [{"id": 0, "filename": "board.png"}]}, {"board.png": png}
    )
    status, created = await api.call("POST", f"/channels/{env.channel.id}/messages", data=form)
    assert status == 200 and created["attachments"][0]["width"] == 5
    message = env.fd.last_message(env.channel)
    assert message is not None and message.attachment("board.png").data == png  # type: ignore[union-attr]

    async with api.session.get(created["attachments"][0]["url"]) as response:
        assert await response.read() == png and response.content_type == "image/png"

    keep = {"attachments": [{"id": created["attachments"][0]["id"]}, {"id": 0, "filename": "log.txt"}]}
    path = f"/channels/{env.channel.id}/messages/{message.id}"
    status, edited = await api.call("PATCH", path, data=multipart(keep, {"log.txt": b"turn 1"}))
    assert [a["filename"] for a in edited["attachments"]] == ["board.png", "log.txt"] and message.edited
    status, _ = await api.call("PATCH", path, json={"attachments": []})
    assert message.attachments == [] and message.content == "board"
    env.fd.assert_clean()


async def test_empty_and_oversized_messages_rejected(env: Env, api: Api) -> None:
    status, body = await api.call("POST", f"/channels/{env.channel.id}/messages", json={**QUIET, "content": ""})
    assert (status, body["code"]) == (400, 50006)
    status, body = await api.call("POST", f"/channels/{env.channel.id}/messages", json={**QUIET, "content": "x" * 2001})
    assert (status, body["code"]) == (400, 50035) and "content" in body["errors"]
    assert len(env.fd.violations) == 2 and env.fd.messages(env.channel) == []
    env.fd.clear_problems()


async def test_dm_channel_and_closed_dms(env: Env, api: Api) -> None:
    status, dm = await api.call("POST", "/users/@me/channels", json={"recipient_id": str(env.closed.id)})
    assert status == 200 and dm["type"] == 1 and dm["recipients"][0]["id"] == str(env.closed.id)
    status, body = await api.call("POST", f"/channels/{dm['id']}/messages", json={**QUIET, "content": "hi"})
    assert (status, body) == (403, {"message": "Cannot send messages to this user", "code": 50007})
    _, open_dm = await api.call("POST", "/users/@me/channels", json={"recipient_id": str(env.bob.id)})
    assert (await api.call("POST", f"/channels/{open_dm['id']}/messages", json={**QUIET, "content": "hi"}))[0] == 200
    assert [m.content for m in env.fd.dm_messages(env.bob)] == ["hi"]


async def test_archived_threads(env: Env, api: Api) -> None:
    payload = {"name": "game-1", "type": 11, "auto_archive_duration": 60}
    status, thread = await api.call("POST", f"/channels/{env.channel.id}/threads", json=payload)
    assert status == 201 and thread["thread_metadata"]["archived"] is False and thread["member"]
    path = f"/channels/{thread['id']}"
    await api.call("PATCH", path, json={"archived": True, "locked": True})
    status, body = await api.call("POST", path + "/messages", json={**QUIET, "content": "move"})
    assert (status, body["code"]) == (400, 50083)
    await api.call("PATCH", path, json={"locked": False})
    assert (await api.call("POST", path + "/messages", json={**QUIET, "content": "move"}))[0] == 200
    (model,) = env.fd.threads(env.channel)
    assert not model.archived  # posting unarchived it


class SilentClient(discord.Client):
    """Receives interactions but never answers: the test answers over raw HTTP."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.raw_interactions: list[discord.Interaction] = []

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.raw_interactions.append(interaction)


async def silent_client(env: Env, api: Api) -> SilentClient:
    """Register /roll over raw HTTP and return a client that will never answer it."""
    commands = [{"name": "roll", "description": "Roll dice", "type": 1}]
    status, _ = await api.call("PUT", f"/applications/{env.fd.application_id}/commands", json=commands)
    assert status == 200
    return SilentClient()


async def callback(api: Api, result: InteractionResult, body: dict[str, Any]) -> tuple[int, Any]:
    path = f"/interactions/{result.id}/{result.payload['token']}/callback?with_response=true"
    return await api.call("POST", path, auth=False, json=body)


async def test_interaction_protocol_rules(env: Env, api: Api) -> None:
    client = await silent_client(env, api)
    fd = env.fd
    async with fd.run_bot(client):
        result = await fd.slash(env.alice, env.channel, "roll", wait=False)
        await fd.wait_for(lambda: len(client.raw_interactions) == 1, what="the interaction to arrive")
        hook = f"/webhooks/{fd.application_id}/{result.payload['token']}"

        assert (await api.call("POST", hook, auth=False, json={**QUIET, "content": "early"}))[1]["code"] == 10015
        status, body = await callback(api, result, {"type": 5, "data": {"flags": 64}})
        assert status == 200 and body["interaction"]["response_message_loading"] is True
        assert body["resource"]["message"]["flags"] == 64 | 128 and result.thinking and result.ephemeral
        assert (await callback(api, result, {"type": 4, "data": {**QUIET, "content": "again"}}))[1]["code"] == 40060

        status, first = await api.call("POST", hook + "?wait=1", auth=False, json={**QUIET, "content": "rolled 7"})
        assert first["id"] == str(result.original.id) and not result.thinking  # type: ignore[union-attr]
        _, second = await api.call(
            "POST", hook + "?wait=1", auth=False, json={**QUIET, "content": "public", "flags": 0}
        )
        assert second["flags"] == 0 and len(result.messages) == 2
        _, edited = await api.call(
            "PATCH", hook + "/messages/@original", auth=False, json={**QUIET, "content": "rolled 8"}
        )
        assert edited["content"] == "rolled 8" and result.record.edit_count == 1
        assert (await api.call("DELETE", hook + f"/messages/{second['id']}", auth=False))[0] == 204
        assert result.text == "rolled 8"
    messages = [str(v) for v in fd.violations]
    assert len(messages) == 2 and "before the interaction was acknowledged" in messages[0]
    fd.clear_problems()


async def test_wrong_callback_type_and_late_answer(env: Env, api: Api) -> None:
    client = await silent_client(env, api)
    fd = env.fd
    fd.server.interaction_deadline = 0.05
    async with fd.run_bot(client):
        result = await fd.slash(env.alice, env.channel, "roll", wait=False)
        assert (await callback(api, result, {"type": 8, "data": {"choices": []}}))[0] == 400
        late = await fd.slash(env.alice, env.channel, "roll", wait=False)
        await asyncio.sleep(0.1)
        status, body = await callback(api, late, {"type": 4, "data": {**QUIET, "content": "late"}})
        assert (status, body["code"]) == (404, 10062)
    assert [v.message.split(" ")[0] for v in fd.violations] == ["callback", "first"]
    fd.clear_problems()


async def test_world_changes_reach_the_bot(env: Env) -> None:
    fd = env.fd
    intents = discord.Intents.default()
    intents.message_content = True
    client = discord.Client(intents=intents, guild_ready_timeout=0.05)
    seen: list[str] = []

    @client.event
    async def on_message(message: discord.Message) -> None:
        seen.append(message.content)

    async with fd.run_bot(client):
        lobby = fd.add_channel(env.guild, "lobby")
        newcomer = fd.add_user("newcomer")
        await fd.settle()
        await fd.wait_for(lambda: client.get_channel(lobby.id) is not None, what="CHANNEL_CREATE")
        await fd.send_message(newcomer, lobby, "hello bot")
        await fd.wait_for(lambda: seen == ["hello bot"], what="MESSAGE_CREATE")
    assert [m.content for m in fd.messages(lobby)] == ["hello bot"]
    assert "[newcomer] said: #lobby 'hello bot'" in fd.transcript()


class _Shouting:
    """A lens (tools.fakediscord.lens) that reads every string in capitals, as a test's lens may read other words."""

    def read(self, text: str, where: str) -> str:
        return text.upper()

    def commands(self, commands: list[Any], where: str) -> None:
        return None


async def test_the_bot_gets_back_its_menus_as_it_sent_them_whatever_a_lens_reads(env: Env, api: Api) -> None:
    """A lens changes what the tests read, never what the bot gets back: a clicked menu's options in the words the
    bot sent (it repeats the one chosen in its answer), as Discord would; ids a test changed, as it stored them."""
    env.fd.world.lens = _Shouting()
    menu = {"type": 1, "components": [{"type": 3, "custom_id": "pick", "options": [
        {"label": "Lose the city on 30", "value": "30"}, {"label": "Lose the city on 14", "value": "14"}]}]}  # fmt: skip
    status, sent = await api.call("POST", f"/channels/{env.channel.id}/messages",
                                  json={**QUIET, "content": "Which city?", "components": [menu]})  # fmt: skip
    assert status == 200
    stored = env.fd.messages(env.channel)[-1]
    assert stored.content == "WHICH CITY?" and stored.components[0]["components"][0]["options"][0]["label"] == (
        "LOSE THE CITY ON 30"
    )
    for got in (sent, (await api.call("GET", f"/channels/{env.channel.id}/messages/{sent['id']}"))[1]):
        options = got["components"][0]["components"][0]["options"]
        assert [o["label"] for o in options] == ["Lose the city on 30", "Lose the city on 14"]
    # A test may change an id in the stored message, as a modified client would send it: that reaches the bot.
    stored.components[0]["components"][0]["custom_id"] = "forged"
    _, got = await api.call("GET", f"/channels/{env.channel.id}/messages/{sent['id']}")
    menu_back = got["components"][0]["components"][0]
    assert menu_back["custom_id"] == "forged" and menu_back["options"][1]["label"] == "Lose the city on 14"
    assert stored.components[0]["components"][0]["options"][1]["label"] == "LOSE THE CITY ON 14"
    env.fd.world.lens = None
