"""The fake flags every message request that would let @everyone, @here or a role ping (issue 8 item 1).

The discord.py half shows what really reaches the HTTP layer in discord.py 2.7.1: with a client-level
``allowed_mentions`` every create, interaction response, followup and content edit carries it, while
``Message.edit`` without ``content`` carries nothing (and needs nothing, it adds no text).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from tools.fakediscord import FakeDiscord, Violation
from tools.fakediscord.limits import check_mentions, effective_pings
from tools.fakediscord.pytest_plugin import clean_fakes

from .conftest import Env

NONE: dict[str, Any] = {"parse": []}


@pytest.mark.parametrize(
    ("allowed", "problem"),
    [
        (None, "missing"),
        ({"parse": ["everyone"]}, "'everyone'"),
        ({"parse": ["users", "roles"]}, "'roles'"),
        ({"parse": [], "roles": ["123"]}, "lets roles ping"),
        ({"parse": ["users"], "users": ["1"]}, "cannot be combined"),
        ({"parse": "users"}, "must be a list"),
        # What discord.py sends for AllowedMentions(users=True): everyone and roles stay at their default True.
        (discord.AllowedMentions(users=True).to_dict(), "'everyone'"),
        (discord.AllowedMentions().to_dict(), "'everyone'"),
    ],
)
def test_requests_that_let_a_crowd_ping_are_violations(allowed: dict[str, Any] | None, problem: str) -> None:
    payload: dict[str, Any] = {"content": "@everyone look"}
    if allowed is not None:
        payload["allowed_mentions"] = allowed
    for is_edit in (False, True):
        found = check_mentions(payload, where="test", is_edit=is_edit)
        assert found and any(problem in v.message for v in found), found


@pytest.mark.parametrize(
    "allowed",
    [
        NONE,
        {"parse": ["users"]},
        {"parse": [], "users": ["42"], "replied_user": False},
        discord.AllowedMentions.none().to_dict(),
        discord.AllowedMentions(everyone=False, roles=False, users=True).to_dict(),
        # A client-level none() merged with a per-call users=True (what discord.py sends): only users.
        discord.AllowedMentions.none().merge(discord.AllowedMentions(users=True)).to_dict(),
    ],
)
def test_requests_naming_only_users_pass(allowed: dict[str, Any]) -> None:
    payload = {"content": "@everyone <@&5> <@42>", "allowed_mentions": allowed}
    assert check_mentions(payload, where="test", is_edit=False) == []


def test_edits_that_leave_the_text_alone_need_nothing_but_creates_always_do() -> None:
    components = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}]
    assert check_mentions({"components": components}, where="edit", is_edit=True) == []
    assert check_mentions({"content": None}, where="edit", is_edit=True) == []
    assert check_mentions({"embeds": [{"title": "x"}]}, where="create", is_edit=False)
    v2 = {"flags": 1 << 15, "components": [{"type": 10, "content": "@here"}]}
    assert check_mentions(v2, where="edit", is_edit=True)


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def post(env: Env, session: aiohttp.ClientSession, method: str, path: str, body: dict[str, Any]) -> Any:
    url = env.fd.server.api_base + path
    async with session.request(method, url, headers={"Authorization": f"Bot {env.fd.token}"}, json=body) as response:
        assert response.status == 200, await response.text()  # Discord accepts it: only the check complains
        return await response.json()


async def test_raw_request_that_would_ping_everyone_is_flagged(env: Env, session: aiohttp.ClientSession) -> None:
    path = f"/channels/{env.channel.id}/messages"
    created = await post(env, session, "POST", path, {"content": "@everyone come and play"})
    assert [v.path for v in env.fd.violations] == ["allowed_mentions"]
    with pytest.raises(AssertionError, match="allowed_mentions"):
        env.fd.assert_clean()
    env.fd.violations.clear()

    await post(env, session, "POST", path, {"content": "@everyone come", "allowed_mentions": NONE})
    edit = f"{path}/{created['id']}"
    await post(env, session, "PATCH", edit, {"content": "@here again", "allowed_mentions": {"parse": ["users"]}})
    await post(env, session, "PATCH", edit, {"components": []})  # no new text: nothing to name
    env.fd.assert_clean()
    await post(env, session, "PATCH", edit, {"content": "<@&1> roles", "allowed_mentions": {"parse": ["roles"]}})
    assert [v.where for v in env.fd.violations] == [f"edit of message {created['id']}"]
    env.fd.clear_problems()


def every_kind_of_send_bot(client_mentions: discord.AllowedMentions | None) -> discord.Client:
    """A bot that sends, edits and answers in every way the product bot does."""
    kwargs: dict[str, Any] = {} if client_mentions is None else {"allowed_mentions": client_mentions}
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05, **kwargs)
    tree = app_commands.CommandTree(client)

    class Clicker(discord.ui.View):
        @discord.ui.button(label="Click", custom_id="click")
        async def click(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
            await interaction.response.edit_message(content=f"clicked by {interaction.user.display_name}", view=None)

    @tree.command(name="everything", description="Send every way")
    async def everything(interaction: discord.Interaction) -> None:
        name = interaction.user.display_name  # the player's own text, e.g. "@everyone"
        await interaction.response.send_message(f"hello {name}")
        await interaction.edit_original_response(content=f"hello again {name}")
        followup = await interaction.followup.send(f"followup for {name}", wait=True)
        await followup.edit(content=f"followup edited for {name}")
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send(f"turn of {name}")
        await message.edit(content=f"turn of {name}, edited")
        await message.edit(view=Clicker())  # no content: discord.py sends no allowed_mentions
        thread = await message.create_thread(name="game")
        await thread.send(f"{name} rolled")
        await interaction.user.send(f"your hand, {name}")

    async def setup_hook() -> None:
        await tree.sync()

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    return client


async def run_everything(fd: FakeDiscord, env: Env, client: discord.Client) -> None:
    async with fd.run_bot(client):
        await (await fd.slash(env.alice, env.channel, "everything")).wait_done()
        await fd.wait_for(lambda: bool(fd.dm_messages(env.alice)), what="the DM")
        turn = fd.messages(env.channel)[-1]
        await fd.wait_for(lambda: bool(fd.world.messages[turn.id].buttons), what="the button")
        await (await fd.click(env.alice, turn, label="Click")).wait_done()


async def test_discord_py_sends_the_client_setting_on_every_send_and_content_edit(env: Env) -> None:
    env.alice.display_name = "@everyone"
    await run_everything(env.fd, env, every_kind_of_send_bot(discord.AllowedMentions.none()))
    assert "clicked by @everyone" in [m.content for m in env.fd.messages(env.channel)]
    env.fd.assert_clean()


async def test_every_kind_of_request_is_checked(env: Env) -> None:
    """Without any allowed_mentions, each text-carrying request is flagged once, with its route."""
    await run_everything(env.fd, env, every_kind_of_send_bot(None))
    wheres = sorted(v.where.split(" ")[0] + " " + v.where.split(" ")[1] for v in env.fd.violations)
    assert wheres == sorted(
        [
            "response to",  # callback 4
            "edit of",  # PATCH @original
            "followup to",  # webhook POST
            "edit of",  # PATCH followup
            "message to",  # channel
            "edit of",  # channel message edit with content (the view-only edit is not flagged)
            "message to",  # thread
            "message to",  # DM
            "update of",  # callback 7
        ]
    )
    env.fd.clear_problems()


async def test_users_true_still_lets_everyone_ping(env: Env) -> None:
    """The bug of issue 8: AllowedMentions(users=True) leaves everyone and roles at True."""
    await run_everything(env.fd, env, every_kind_of_send_bot(discord.AllowedMentions(users=True)))
    everyone = [v for v in env.fd.violations if "'everyone'" in v.message]
    roles = [v for v in env.fd.violations if "'roles'" in v.message]
    assert len(everyone) == len(roles) == 9 and len(env.fd.violations) == 18
    env.fd.clear_problems()


async def test_hostile_display_names_and_nicknames_reach_the_bot(env: Env) -> None:
    fd = env.fd
    role = fd.role(env.guild, "Game Manager")
    crowd = fd.add_user("crowd", display_name="@everyone")
    roley = fd.add_user("roley", nick=f"<@&{role.id}>")
    seen: list[str] = []
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    tree = app_commands.CommandTree(client)

    @tree.command(name="whoami", description="Echo my name")
    async def whoami(interaction: discord.Interaction) -> None:
        seen.append(interaction.user.display_name)
        await interaction.response.send_message(
            f"you are {interaction.user.display_name}", allowed_mentions=discord.AllowedMentions.none()
        )

    async def setup_hook() -> None:
        await tree.sync()

    client.setup_hook = setup_hook  # type: ignore[method-assign]
    async with fd.run_bot(client):
        await fd.slash(crowd, env.channel, "whoami")
        await fd.slash(roley, env.channel, "whoami")
    assert seen == ["@everyone", f"<@&{role.id}>"]
    fd.assert_clean()


@pytest.mark.parametrize(
    ("allowed", "pings"),
    [
        (None, {"@everyone", "@here", "user:42", "role:5"}),
        (NONE, set()),
        ({"parse": ["users"]}, {"user:42"}),
        ({"parse": [], "users": ["7"]}, set()),
        ({"parse": [], "users": ["42"], "roles": ["5"]}, {"user:42", "role:5"}),
        ({"parse": ["everyone"]}, {"@everyone", "@here"}),
    ],
)
def test_effective_pings_follow_discords_rules(allowed: dict[str, Any] | None, pings: set[str]) -> None:
    assert effective_pings("@everyone @here <@42> <@!42> <@&5>", allowed) == pings


async def test_messages_record_whom_they_notified(env: Env, session: aiohttp.ClientSession) -> None:
    """What an end-to-end test asserts: the turn message pings the player to act, nobody else."""
    path = f"/channels/{env.channel.id}/messages"
    text = f"<@{env.alice.id}> it is your turn, @everyone"
    users_only = {"parse": [], "users": [str(env.alice.id)]}
    created = await post(env, session, "POST", path, {"content": text, "allowed_mentions": users_only})
    message = env.fd.last_message(env.channel)
    assert message is not None and message.pings == {f"user:{env.alice.id}"}
    assert created["mention_everyone"] is False and [u["id"] for u in created["mentions"]] == [str(env.alice.id)]
    await post(env, session, "PATCH", f"{path}/{created['id']}", {"components": []})
    assert message.pings == {f"user:{env.alice.id}"}  # an edit that keeps the text keeps its pings
    await post(env, session, "PATCH", f"{path}/{created['id']}", {"content": "done", "allowed_mentions": NONE})
    assert message.pings == set()
    env.fd.assert_clean()
    crowd = await env.fd.send_message(env.bob, env.channel, "@here look")
    assert crowd.pings == {"@here"}


def test_a_test_that_leaves_a_violation_fails() -> None:
    violation = Violation("message to channel 1", "allowed_mentions", "missing")
    with pytest.raises(pytest.fail.Exception, match="allowed_mentions: missing"), clean_fakes() as tracked:
        FakeDiscord().violations.append(violation)
    assert len(tracked) == 1
    with clean_fakes():
        fd = FakeDiscord()
        fd.violations.append(violation)
        fd.clear_problems()
