"""End-to-end: a throwaway discord.py bot (not the product bot) against the fake Discord."""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tools.fakediscord import FakeDiscord

from .conftest import Env, tiny_png

pytestmark = pytest.mark.asyncio

SPOTS = ["forest", "hills", "fields", "pasture", "mountains"]
PNG = tiny_png(4, 3)


class JoinButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"game:join:(?P<game_id>\d+)"):
    """A persistent button: the game id lives in the custom_id, so it survives restarts."""

    def __init__(self, game_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Join", style=discord.ButtonStyle.primary, custom_id=f"game:join:{game_id}"
        )
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game_id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        # Recorded before answering: the test reads it as soon as the answer arrives.
        bot.joins.append((interaction.user.id, self.game_id))  # type: ignore[attr-defined]
        await interaction.response.send_message(f"{interaction.user.name} joined game {self.game_id}", ephemeral=True)


class ColourSelect(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="colour",
        options=[discord.SelectOption(label=c, value=c) for c in ("red", "blue", "white")],
    )
    async def choose(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"colour: {select.values[0]}", view=None)


class Panel(discord.ui.View):
    """A persistent (timeout=None, fixed custom_id) view registered with add_view."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.refreshes = 0

    @discord.ui.button(label="Refresh", custom_id="panel:refresh")
    async def refresh(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()  # type 6: acknowledge without a new message
        self.refreshes += 1
        await interaction.edit_original_response(content=f"refreshed {self.refreshes}")


class NameModal(discord.ui.Modal, title="Name your settlement"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="settlement-name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"settlement {self.name.value} founded")


def make_bot(*, slow_command_delay: float = 0.0) -> commands.Bot:
    """The throwaway bot; small ``guild_ready_timeout`` keeps on_ready fast."""
    bot = commands.Bot(
        command_prefix="!",
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
        chunk_guilds_at_startup=False,
        allowed_mentions=discord.AllowedMentions.none(),  # the fake flags any request that could ping a crowd
    )
    bot.joins = []  # type: ignore[attr-defined]
    game = app_commands.Group(name="game", description="Game commands")

    @game.command(name="new", description="Start a new game")
    @app_commands.describe(spot="Where to settle first", players="How many players")
    async def new(interaction: discord.Interaction, spot: str, players: app_commands.Range[int, 2, 4] = 3) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(42))
        await interaction.response.send_message(f"Game 42 created at {spot} for {players} players", view=view)

    @new.autocomplete("spot")
    async def spot_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=s, value=s) for s in SPOTS if current in s][:25]

    @game.command(name="board", description="Render the board")
    async def board(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)  # stands in for a slow render
        await interaction.followup.send("Here is the board", file=discord.File(io.BytesIO(PNG), filename="board.png"))

    @bot.tree.command(name="secret", description="Reply only to you")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you can see this", ephemeral=True)

    @bot.tree.command(name="inbox", description="Works anywhere, also as a user-installed app")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def inbox(interaction: discord.Interaction) -> None:
        where = "private" if interaction.context.private_channel else "dm" if interaction.context.dm_channel else "guild"
        await interaction.response.send_message(
            f"{where}, installed by {'the user' if interaction.is_user_integration() else 'the server'}", ephemeral=True
        )

    @bot.tree.command(name="notify", description="DM a player")
    async def notify(interaction: discord.Interaction, member: discord.Member) -> None:
        try:
            await member.send("It is your turn")
            text = f"told {member.name}"
        except discord.Forbidden as exc:
            text = f"could not DM {member.name} ({exc.code})"
        await interaction.response.send_message(text, ephemeral=True)

    @bot.tree.command(name="thread", description="Open a game thread")
    async def thread(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Opening a thread")
        message = await interaction.original_response()
        created = await message.create_thread(name="game-42")
        await created.send("Welcome to game 42")

    @bot.tree.command(name="colour", description="Pick a colour")
    async def colour(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pick a colour", view=ColourSelect())

    @bot.tree.command(name="settle", description="Name a settlement")
    async def settle(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @bot.tree.command(name="panel", description="Post the control panel")
    @app_commands.default_permissions(manage_guild=True)
    async def panel(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("panel", view=bot.panel)  # type: ignore[attr-defined]

    @bot.tree.command(name="slow", description="Answers too late")
    async def slow(interaction: discord.Interaction) -> None:
        await asyncio.sleep(slow_command_delay)
        try:
            await interaction.response.send_message("finally")
        except discord.NotFound as exc:
            bot.late_error = exc  # type: ignore[attr-defined]

    @bot.tree.command(name="long", description="Says too much")
    async def long(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message("x" * 2001)
        except discord.HTTPException as exc:
            await interaction.response.send_message(f"rejected {exc.code}", ephemeral=True)

    bot.tree.add_command(game)

    async def setup_hook() -> None:
        bot.add_dynamic_items(JoinButton)
        bot.panel = Panel()  # type: ignore[attr-defined]
        bot.add_view(bot.panel)  # type: ignore[attr-defined]
        await bot.tree.sync()

    async def before_identify_hook(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py sleeps 5 s before every re-IDENTIFY (Discord's identify rate limit);
        nothing to protect against here, so skip it to keep the suite fast."""

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    bot.before_identify_hook = before_identify_hook  # type: ignore[method-assign]
    return bot


async def test_login_ready_and_command_sync(env: Env) -> None:
    fd = env.fd
    bot = make_bot()
    async with fd.run_bot(bot):
        assert bot.user is not None and bot.user.id == fd.bot_user.id
        guild = bot.get_guild(env.guild.id)
        assert guild is not None and guild.get_channel(env.channel.id) is not None
        # Without the members intent discord.py caches no members; REST still finds them.
        assert (await guild.fetch_member(env.alice.id)).name == "alice"
        assert guild.member_count == len(env.guild.members)
        names = {c["name"] for c in fd.commands()}
        assert names == {"game", "secret", "inbox", "notify", "thread", "colour", "settle", "panel", "slow", "long"}
        game = next(c for c in fd.commands() if c["name"] == "game")
        assert [o["name"] for o in game["options"]] == ["new", "board"]
    fd.assert_clean()


async def test_invalid_registration_is_rejected_and_recorded(env: Env) -> None:
    fd = env.fd
    bot = make_bot()
    async with fd.run_bot(bot):
        bad = [{"name": "NewGame", "description": "uppercase is not allowed", "type": 1}]
        with pytest.raises(discord.HTTPException) as caught:
            await bot.http.bulk_upsert_global_commands(fd.application_id, bad)
        assert caught.value.code == 50035
    assert any("lowercase" in v.message for v in fd.violations)
    assert {c["name"] for c in fd.commands()} >= {"game"}  # the bad sync did not replace the good one
    fd.clear_problems()


async def test_sync_rejected_by_discord_fails_startup_cleanly(env: Env) -> None:
    bot = variant_bot(commands.Bot)

    @bot.tree.command(name="size", description="Pick a size")
    @app_commands.choices(size=[app_commands.Choice(name="x" * 101, value="huge")])
    async def size(interaction: discord.Interaction, size: str) -> None: ...

    with pytest.raises(app_commands.CommandSyncFailure, match="1-100"):
        async with env.fd.run_bot(bot):
            pass
    assert bot.is_closed() and "choices[0].name" in str(env.fd.violations[0])
    env.fd.clear_problems()


async def test_slash_response_and_autocomplete(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        result = await fd.slash(env.alice, env.channel, "game new", options={"spot": "forest", "players": 4})
        assert result.callback_type == 4
        assert result.text == "Game 42 created at forest for 4 players"
        assert not result.ephemeral
        assert fd.find_button(result.original, label="Join")["custom_id"] == "game:join:42"
        assert fd.last_message(env.channel) is result.original

        choices = await fd.autocomplete(env.alice, env.channel, "game new", focused="spot", options={"spot": "t"})
        assert [c["name"] for c in choices] == ["forest", "pasture", "mountains"]

        with pytest.raises(ValueError, match="within"):
            await fd.slash(env.alice, env.channel, "game new", options={"spot": "x", "players": 9})
    fd.assert_clean()


async def test_ephemeral_reply(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        result = await fd.slash(env.bob, env.channel, "secret")
        assert result.ephemeral and result.text == "only you can see this"
        assert result.original not in fd.messages(env.channel)
        assert result.original in fd.messages(env.channel, include_ephemeral=True)
    fd.assert_clean()


async def test_user_installed_command_in_a_private_channel_without_the_bot(env: Env) -> None:
    """A DM among people (context 2) reaches only commands a person installed for themselves; the bot
    answers there by its interaction reply alone (it cannot post in a channel it is not in)."""
    fd = env.fd
    async with fd.run_bot(make_bot()):
        private = fd.open_private_channel(env.alice, env.bob)
        result = await fd.slash(env.alice, private, "inbox")
        assert result.ephemeral and result.text == "private, installed by the user"
        dm = await fd.slash(env.alice, fd.open_dm(env.alice), "inbox")
        assert dm.text.startswith("dm, ")
        with pytest.raises(PermissionError, match="not available in private channels"):
            await fd.slash(env.alice, private, "secret")
        with pytest.raises(PermissionError, match="not in the private channel"):
            await fd.slash(env.manager, private, "inbox")
    fd.assert_clean()


async def test_button_click_dynamic_item(env: Env) -> None:
    fd = env.fd
    bot = make_bot()
    async with fd.run_bot(bot):
        created = await fd.slash(env.alice, env.channel, "game new", options={"spot": "hills"})
        click = await fd.click(env.bob, created.original, label="Join")
        assert click.text == "bob joined game 42" and click.ephemeral
        assert bot.joins == [(env.bob.id, 42)]  # type: ignore[attr-defined]
    fd.assert_clean()


async def test_deferred_followup_with_png_attachment(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()) as bot:
        result = await fd.slash(env.alice, env.channel, "game board")
        assert result.callback_type == 5 and result.deferred
        message = await result.wait_followup()
        assert message is result.original  # the first followup replaces "thinking..."
        assert not result.thinking and result.text == "Here is the board"
        (attachment,) = message.attachments
        assert attachment.filename == "board.png" and attachment.content_type == "image/png"
        assert attachment.data == PNG
        # The attachment URL is served by the fake, so discord.py can download it too.
        fetched = await bot.get_channel(env.channel.id).fetch_message(message.id)  # type: ignore[union-attr]
        assert fetched.attachments[0].width == 4 and await fetched.attachments[0].read() == PNG
    fd.assert_clean()


async def test_dms_open_and_closed(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()) as bot:
        told = await fd.slash(env.alice, env.channel, "notify", options={"member": env.bob})
        assert told.text == "told bob"
        assert [m.content for m in fd.dm_messages(env.bob)] == ["It is your turn"]

        refused = await fd.slash(env.alice, env.channel, "notify", options={"member": env.closed})
        assert refused.text == "could not DM hermit (50007)"
        assert fd.dm_messages(env.closed) == []

        user = await bot.fetch_user(env.closed.id)
        with pytest.raises(discord.Forbidden) as caught:
            await user.send("hello?")
        assert caught.value.code == 50007
    fd.assert_clean()


async def test_thread_creation(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()) as bot:
        result = await fd.slash(env.alice, env.channel, "thread")
        thread_message = await fd.wait_for_message(env.channel, lambda m: m.thread_id is not None)
        (thread,) = fd.threads(env.channel)
        assert thread.name == "game-42" and thread.id == result.original.id == thread_message.id
        welcome = await fd.wait_for_message(thread)
        assert welcome.content == "Welcome to game 42" and fd.messages(thread) == [welcome]
        await fd.wait_for(lambda: bot.get_channel(thread.id) is not None, what="THREAD_CREATE in the cache")
    fd.assert_clean()


async def test_select_and_modal(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        prompt = await fd.slash(env.alice, env.channel, "colour")
        chosen = await fd.click(env.alice, prompt.original, "colour", values=["blue"])
        assert chosen.callback_type == 7
        assert prompt.original.content == "colour: blue" and prompt.original.components == []

        opened = await fd.slash(env.alice, env.channel, "settle")
        assert opened.callback_type == 9 and opened.modal["title"] == "Name your settlement"
        submitted = await fd.submit_modal(env.alice, opened, {"settlement-name": "Harbor"})
        assert submitted.text == "settlement Harbor founded"
    fd.assert_clean()


async def test_deferred_update_edits_clicked_message_and_permissions(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        with pytest.raises(PermissionError, match="lacks the permissions"):
            await fd.slash(env.alice, env.channel, "panel")
        posted = await fd.slash(env.manager, env.channel, "panel")
        click = await fd.click(env.alice, posted.original, label="Refresh")
        assert click.callback_type == 6 and click.deferred and click.original is posted.original
        edited = await click.wait_edit()
        assert edited.content == "refreshed 1" and edited.edited
        assert fd.find_button(edited, label="Refresh")  # components survive a content-only edit
    fd.assert_clean()


async def test_restart_keeps_persistent_buttons_working(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        created = await fd.slash(env.alice, env.channel, "game new", options={"spot": "fields"})
    old_message = created.original

    second = make_bot()
    async with fd.run_bot(second):
        click = await fd.click(env.bob, old_message, label="Join")
        assert click.text == "bob joined game 42"
        assert second.joins == [(env.bob.id, 42)]  # type: ignore[attr-defined]
    assert fd.server.gateway.identifies == 2
    fd.assert_clean()


async def test_gateway_resume_and_reidentify(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(make_bot()):
        await fd.disconnect("close")
        assert fd.server.gateway.resumes == 1
        assert (await fd.slash(env.alice, env.channel, "secret")).text == "only you can see this"
        await fd.disconnect("reconnect")
        assert fd.server.gateway.resumes == 2
        await fd.disconnect("invalidate")
        assert fd.server.gateway.identifies == 2
        assert (await fd.slash(env.alice, env.channel, "secret")).text == "only you can see this"
    fd.assert_clean()


async def test_late_answer_and_oversized_message_are_violations(env: Env) -> None:
    fd = env.fd
    fd.server.interaction_deadline = 0.2
    bot = make_bot(slow_command_delay=0.4)
    async with fd.run_bot(bot):
        late = await fd.slash(env.alice, env.channel, "slow", wait=False)
        await fd.wait_for(lambda: hasattr(bot, "late_error"), what="the late answer")
        assert bot.late_error.code == 10062 and late.rejected  # type: ignore[attr-defined]

        long = await fd.slash(env.alice, env.channel, "long")
        assert long.text == "rejected 50035"
    messages = [str(v) for v in fd.violations]
    assert any("first response after" in m and "limit 0.2s" in m for m in messages)
    assert any("content" in m and "2000" in m for m in messages)
    fd.clear_problems()


async def test_patch_restores_discord_urls() -> None:
    before = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    async with FakeDiscord() as fd:
        assert fd.server.api_base == discord.http.Route.BASE
    assert before == (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)


def variant_bot(cls: type[commands.Bot], *, guild_id: int | None = None) -> commands.Bot:
    """A one-command bot with every intent (so member chunking happens at startup)."""
    bot = cls(
        command_prefix="!",
        intents=discord.Intents.all(),
        guild_ready_timeout=0.05,
        allowed_mentions=discord.AllowedMentions.none(),
    )

    @bot.tree.command(name="ping", description="Where am I?")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"pong from {type(interaction.channel).__name__}")

    async def setup_hook() -> None:
        target = discord.Object(guild_id) if guild_id else None
        if target is not None:
            bot.tree.copy_global_to(guild=target)
        await bot.tree.sync(guild=target)

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


async def test_sharded_bot_members_intent_and_dm_commands(env: Env) -> None:
    fd = env.fd
    bot = variant_bot(commands.AutoShardedBot)
    async with fd.run_bot(bot):
        guild = bot.get_guild(env.guild.id)
        assert guild is not None and guild.get_member(env.alice.id) is not None  # chunked via op 8
        assert (await fd.slash(env.alice, env.channel, "ping")).text == "pong from TextChannel"
        assert (await fd.slash(env.alice, fd.open_dm(env.alice), "ping")).text == "pong from DMChannel"
    fd.assert_clean()


async def test_guild_command_sync(env: Env) -> None:
    fd = env.fd
    async with fd.run_bot(variant_bot(commands.Bot, guild_id=env.guild.id)):
        assert [c["name"] for c in fd.commands(env.guild)] == ["ping"] and fd.commands() == []
        result = await fd.slash(env.alice, env.channel, "ping")
        assert result.payload["data"]["guild_id"] == str(env.guild.id)
        assert result.text == "pong from TextChannel"
        with pytest.raises(LookupError):
            await fd.slash(env.alice, fd.open_dm(env.alice), "ping", timeout=0.2)
    fd.assert_clean()
