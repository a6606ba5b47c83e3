"""Test-facing API: start the fake, point discord.py at it, act as users, read what the bot did.

Typical use::

    async with FakeDiscord() as fd:
        guild = fd.add_guild("Catan Club")
        channel = fd.add_channel(guild, "games")
        alice = fd.add_user("alice")
        async with fd.run_bot(make_bot()):
            result = await fd.slash(alice, channel, "catan new", options={"players": 3})
            assert "created" in result.text
        assert fd.violations == []
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
import weakref
from collections.abc import Callable, Coroutine, Mapping, Sequence
from types import TracebackType
from typing import Any, ClassVar

import discord
import yarl

from .lens import Lens
from .limits import Violation, effective_pings
from .model import JSON, Attachment, Channel, Guild, InteractionRecord, Member, Message, Role, User, World
from .server import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    COMPONENT,
    INTENT_DM_MESSAGES,
    INTENT_GUILD_MEMBERS,
    INTENT_GUILD_MESSAGES,
    INTENT_GUILDS,
    INTENT_MESSAGE_CONTENT,
    MODAL_SUBMIT,
    FakeServer,
    GatewaySession,
)
from .traffic import Traffic

log = logging.getLogger("fakediscord")

_SELECT_TYPES = {3, 5, 6, 7, 8}


async def _identify_at_once(client: discord.Client, shard_id: int | None, *, initial: bool = False) -> None:
    """The fake has no IDENTIFY rate limit: every shard after the first identifies at once, not after
    discord.py's 5 s (Discord's limit of one IDENTIFY per 5 s, which the real bot keeps)."""


# discord.py holds ``on_ready`` back until no GUILD_CREATE came for ``guild_ready_timeout`` (2 s): real Discord
# streams a large bot's guilds over seconds. The fake sends each session's guilds right behind READY, so every
# bot start against it would idle 2 s. A guild that still came later would be cached on arrival all the same
# (as ``guild_join``), as with the real gateway.
FAKE_GUILD_READY_TIMEOUT = 0.25


def _state_init_for_the_fake(init: Callable[..., None]) -> Callable[..., None]:
    def patched(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        self.guild_ready_timeout = min(self.guild_ready_timeout, FAKE_GUILD_READY_TIMEOUT)

    return patched


class DiscordPatch:
    """Points discord.py's REST base and default gateway at the fake, lets shards identify without the
    real gateway's 5 s spacing and declares the bot ready soon after its guilds came; restores on exit."""

    def __init__(self, api_base: str, gateway_url: str) -> None:
        self.api_base, self.gateway_url = api_base, gateway_url
        self._saved: tuple[str, yarl.URL, Any, Any] | None = None

    def apply(self) -> DiscordPatch:
        if self._saved is None:
            self._saved = (
                discord.http.Route.BASE,
                discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
                discord.Client.before_identify_hook,
                discord.state.ConnectionState.__init__,
            )
            discord.http.Route.BASE = self.api_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
            discord.Client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
            state_init = discord.state.ConnectionState.__init__
            discord.state.ConnectionState.__init__ = _state_init_for_the_fake(state_init)  # type: ignore[method-assign]
        return self

    def restore(self) -> None:
        if self._saved is not None:
            (
                discord.http.Route.BASE,
                discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
                discord.Client.before_identify_hook,  # type: ignore[method-assign]
                discord.state.ConnectionState.__init__,  # type: ignore[method-assign]
            ) = self._saved
            self._saved = None

    def __enter__(self) -> DiscordPatch:
        return self.apply()

    def __exit__(self, *exc: object) -> None:
        self.restore()


class InteractionResult:
    """Everything the bot did in answer to one interaction, with ways to wait for it."""

    def __init__(self, fd: FakeDiscord, record: InteractionRecord) -> None:
        self._fd = fd
        self.record = record
        record.listeners.append(fd.server.changed.fire)

    def __repr__(self) -> str:
        return f"<InteractionResult {self.label} callback={self.callback_type} text={self.text[:60]!r}>"

    # --- identity -------------------------------------------------------------------------------

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def label(self) -> str:
        return self.record.label

    @property
    def payload(self) -> JSON:
        """The INTERACTION_CREATE payload that was dispatched."""
        return self.record.payload

    # --- state ----------------------------------------------------------------------------------

    @property
    def callback_type(self) -> int | None:
        return self.record.callback_type

    @property
    def acknowledged(self) -> bool:
        return self.record.acknowledged

    @property
    def deferred(self) -> bool:
        return self.record.callback_type in (5, 6)

    @property
    def thinking(self) -> bool:
        """True while a type-5 defer has not been completed by an edit or followup."""
        original = self.original
        return self.record.callback_type == 5 and original is not None and original.loading

    @property
    def ephemeral(self) -> bool:
        """Whether the answer is only visible to the user: the initial response (message or thinking defer)
        or, after a deferred update of the clicked message, a followup (the click's move may also post public
        followups in the channel, such as the next turn's message)."""
        if self.record.callback_type == 6:
            return any(m.ephemeral for m in self.followups)
        original = self.original
        return bool(original and original.ephemeral and self.record.callback_type in (4, 5))

    @property
    def original(self) -> Message | None:
        """The message behind ``@original`` (for component updates: the clicked message)."""
        return self._fd.world.messages.get(self.record.original_message_id or 0)

    @property
    def followups(self) -> list[Message]:
        """Followup messages; the first one after a thinking defer *is* the original."""
        return [self._fd.world.messages[mid] for mid in self.record.followup_ids]

    @property
    def messages(self) -> list[Message]:
        """Distinct messages produced by this interaction, in order (after a deferred update, the clicked
        message only once this interaction edited it)."""
        seen: dict[int, Message] = {}
        original = self.original if self.record.callback_type != 6 or self.record.edit_count else None
        for message in [original, *self.followups]:
            if message is not None and not message.deleted:
                seen.setdefault(message.id, message)
        return list(seen.values())

    @property
    def text(self) -> str:
        """All text the user can read in the response messages (content and embeds)."""
        return "\n".join(m.text for m in self.messages if m.text)

    @property
    def attachments(self) -> list[Attachment]:
        return [a for m in self.messages for a in m.attachments]

    @property
    def choices(self) -> list[JSON] | None:
        return self.record.choices

    @property
    def modal(self) -> JSON | None:
        return self.record.modal

    @property
    def rejected(self) -> list[str]:
        """Protocol errors the fake refused (late answers, double acknowledgements...)."""
        return self.record.rejected

    def button(self, label: str | None = None, custom_id_prefix: str | None = None) -> tuple[Message, JSON]:
        """The first button matching ``label``/``custom_id_prefix`` on any response message."""
        for message in reversed(self.messages):
            with contextlib.suppress(LookupError):
                return message, find_button(message, label=label, custom_id_prefix=custom_id_prefix)
        raise LookupError(f"no button label={label!r} prefix={custom_id_prefix!r} in {self!r}")

    # --- waiting --------------------------------------------------------------------------------

    async def wait_for(
        self, predicate: Callable[[InteractionResult], bool], timeout: float = 5.0, what: str = ""
    ) -> None:
        await self._fd.server.changed.wait_for(lambda: predicate(self), timeout, what or f"{self.label}")

    async def wait_response(self, timeout: float = 5.0) -> InteractionResult:
        """Wait for the initial callback (any type); raises TimeoutError if none comes."""
        await self.wait_for(lambda r: r.acknowledged, timeout, f"the bot to answer {self.label}")
        return self

    async def wait_followup(self, n: int = 1, timeout: float = 5.0) -> Message:
        """Wait until at least ``n`` followups exist and return the n-th."""
        await self.wait_for(lambda r: len(r.record.followup_ids) >= n, timeout, f"followup #{n} to {self.label}")
        return self.followups[n - 1]

    async def wait_edit(self, n: int = 1, timeout: float = 5.0) -> Message:
        """Wait until ``@original`` has been edited ``n`` times and return it."""
        await self.wait_for(lambda r: r.record.edit_count >= n, timeout, f"edit #{n} of {self.label}")
        assert self.original is not None
        return self.original

    async def wait_done(self, timeout: float = 5.0, quiet: float = 0.15) -> InteractionResult:
        """Wait for the response, for a thinking defer to be completed, then until the bot is done with
        this interaction: when the bot runs in this event loop, until its handlers of the interaction
        have returned (every request they made has been answered by then); when it runs elsewhere (another
        process), until ``quiet`` seconds passed without further activity on this interaction."""
        await self.wait_response(timeout)
        await self.wait_for(lambda r: not r.thinking, timeout, f"{self.label} to stop thinking")
        handlers = self._fd.handler_tasks(self.id)
        if handlers:
            # A handler still running at the timeout (waiting for the user, say) is no error here, as
            # activity after a quiet window was none before.
            with contextlib.suppress(TimeoutError):
                await self.wait_for(
                    lambda r: all(task.done() for task in handlers), timeout, f"the bot's handlers of {self.label}"
                )
            return self
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            seen = len(self.record.events)
            await asyncio.sleep(quiet)
            if len(self.record.events) == seen:
                break
        return self

    async def wait_private(self, timeout: float = 5.0) -> InteractionResult:
        """``wait_done``, then, for a click answered as an update of its message (which the bot may edit
        through the interaction before answering), until the private answer has come as a followup: a bot
        in another process may pause longer than ``wait_done``'s quiet window between the two."""
        await self.wait_done(timeout)
        if self.record.callback_type == 6:
            await self.wait_for(
                lambda r: any(m.ephemeral for m in r.followups), timeout, f"the private answer to {self.label}"
            )
        return self


def find_button(message: Message, label: str | None = None, custom_id_prefix: str | None = None) -> JSON:
    """First button on ``message`` whose label equals ``label`` and/or custom_id starts with
    ``custom_id_prefix``; raises LookupError listing what is there."""
    for button in message.buttons:
        if label is not None and button.get("label") != label:
            continue
        if custom_id_prefix is not None and not str(button.get("custom_id", "")).startswith(custom_id_prefix):
            continue
        return button
    available = [(b.get("label"), b.get("custom_id")) for b in message.buttons]
    raise LookupError(f"no button label={label!r} prefix={custom_id_prefix!r} on message {message.id}: {available}")


def _interaction_argument(coro: Any) -> int | None:
    """The id of the discord.Interaction a coroutine about to run was given (argument or closure), if any."""
    frame = getattr(coro, "cr_frame", None)
    if frame is None:
        return None
    for value in frame.f_locals.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, discord.Interaction):
                return int(item.id)
    return None


class BotNotReady(TimeoutError):
    """The bot did not become ready within ``run_bot``'s ``ready_timeout`` (it is closed again)."""


class BotRunner:
    """Runs ``bot.start(token)`` as a task; waits for on_ready; closes the bot on exit."""

    def __init__(self, fd: FakeDiscord, bot: discord.Client, ready_timeout: float) -> None:
        self.fd, self.bot, self.ready_timeout = fd, bot, ready_timeout
        self.task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> discord.Client:
        self.task = asyncio.create_task(self.bot.start(self.fd.token), name="fakediscord-bot")
        try:
            await self._wait_ready(self.task)
        except BaseException:
            await self._shutdown(starting=True)  # close the bot's HTTP session even when startup failed
            raise
        return self.bot

    async def _wait_ready(self, task: asyncio.Task[None]) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.ready_timeout
        while not self.bot.is_ready():
            if task.done():
                task.result()  # re-raise the startup failure (login, command sync, ...)
                raise RuntimeError("bot.start() returned before the bot became ready")
            if loop.time() > deadline:
                raise BotNotReady(f"bot not ready after {self.ready_timeout:.1f}s")
            await asyncio.sleep(0.02)

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self._shutdown()

    async def _shutdown(self, *, starting: bool = False) -> None:
        await self.bot.close()
        if self.task is not None and starting and not self.task.done():
            # Still in its start-up (setup_hook, e.g. waiting on worker processes), which close() does not
            # interrupt: waiting for it to end would keep a failed start hanging for as long as it takes.
            self.task.cancel()
        if self.task is not None:
            # Wait without re-raising: startup errors were already raised by __aenter__.
            await asyncio.wait([self.task])
            if not self.task.cancelled():
                self.task.exception()  # mark as retrieved: no "exception never retrieved"
        await self.fd.settle()


class FakeDiscord:
    """A running fake Discord server plus the world it serves.  See the module docstring."""

    # While a test runs under the ``fakediscord_clean`` fixture (tools.fakediscord.pytest_plugin), every
    # instance made is listed here, and checked for problems after the test.
    tracker: ClassVar[list[FakeDiscord] | None] = None
    # Makes each new instance's lens (tools.fakediscord.lens), if set: a test suite's way to read every string
    # the bot sends (tests/bot/conftest.py sets it to run every e2e test in the pseudo-locale).
    lens_factory: ClassVar[Callable[[World], Lens] | None] = None

    def __init__(
        self,
        *,
        token: str | None = None,
        auto_patch: bool = True,
        interaction_deadline: float = 3.0,
        bot_name: str = "CatanBot",
    ) -> None:
        self.world = World(token)
        self.world.bot.name = bot_name
        self.server = FakeServer(self.world)
        self.server.interaction_deadline = interaction_deadline
        self.auto_patch = auto_patch
        self._patches: list[DiscordPatch] = []
        self._tasks: set[asyncio.Task[Any]] = set()
        self._started = False
        self._handlers: dict[int, weakref.WeakSet[asyncio.Task[Any]]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous_factory: Any = None
        self._factory: Any = None
        if FakeDiscord.lens_factory is not None:
            self.world.lens = FakeDiscord.lens_factory(self.world)
        if FakeDiscord.tracker is not None:
            FakeDiscord.tracker.append(self)

    # --- lifecycle --------------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()

    async def start(self) -> None:
        await self.server.start()
        self._started = True
        if self.auto_patch:
            self.patch_discord()
        self._watch_handlers(asyncio.get_running_loop())

    # --- the bot's handlers of each interaction (when the bot runs in this event loop) --------------

    def _watch_handlers(self, loop: asyncio.AbstractEventLoop) -> None:
        """Note every task discord.py starts to handle an interaction (a command, a component's callback, a
        modal, an ``on_interaction`` listener), by the interaction among the coroutine's arguments, so that
        ``InteractionResult.wait_done`` waits for exactly those instead of for a quiet window."""
        previous = loop.get_task_factory()
        self._loop, self._previous_factory = loop, previous

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, context: Any = None) -> asyncio.Task[Any]:
            if previous is not None:
                task = previous(loop, coro) if context is None else previous(loop, coro, context=context)
            else:
                task = asyncio.Task(coro, loop=loop, context=context)
            interaction_id = _interaction_argument(coro)
            if interaction_id is not None:
                self._handlers.setdefault(interaction_id, weakref.WeakSet()).add(task)
                task.add_done_callback(lambda _task: self.server.changed.fire())
            return task

        self._factory = factory
        loop.set_task_factory(factory)  # type: ignore[arg-type]

    def _unwatch_handlers(self) -> None:
        if self._loop is not None and self._loop.get_task_factory() is self._factory:
            self._loop.set_task_factory(self._previous_factory)
        self._loop = None

    def handler_tasks(self, interaction_id: int) -> list[asyncio.Task[Any]]:
        """The tasks in which the bot handles this interaction (none when the bot runs in another process)."""
        return list(self._handlers.get(interaction_id, ()))

    async def stop(self) -> None:
        """Close gateway connections, stop the server, restore discord.py's URLs."""
        await self.settle()
        if self._started:
            await self.server.stop()
            self._started = False
        for patch in reversed(self._patches):
            patch.restore()
        self._patches.clear()
        self._unwatch_handlers()

    async def settle(self) -> None:
        """Wait for gateway dispatches scheduled by the synchronous ``add_*`` helpers."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def patch_discord(self) -> DiscordPatch:
        """Redirect discord.py to this server now; usable as a context manager to restore."""
        patch = DiscordPatch(self.server.api_base, self.server.gateway_url).apply()
        self._patches.append(patch)
        return patch

    def run_bot(self, bot: discord.Client, *, ready_timeout: float = 60.0) -> BotRunner:
        """``async with fd.run_bot(bot):`` starts the bot, waits for on_ready, closes it after. The bot's start-up
        spawns worker processes, which on a busy 2-core machine can take well over 10 s."""
        return BotRunner(self, bot, ready_timeout)

    # --- identity and records ---------------------------------------------------------------------

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def violations(self) -> list[Violation]:
        return self.world.violations

    @property
    def http_errors(self) -> list[JSON]:
        return self.world.http_errors

    @property
    def server_errors(self) -> list[str]:
        return self.world.server_errors

    @property
    def unknown_routes(self) -> list[str]:
        return self.world.unknown_routes

    def problems(self) -> list[str]:
        """Limit, protocol and mention violations, fake-internal errors, unknown routes and what a lens found so far."""
        return [str(v) for v in self.violations] + self.server_errors + self.unknown_routes + self.world.lens_problems

    def clear_problems(self) -> None:
        """Forget recorded problems (a test that provoked them on purpose, after checking them)."""
        self.violations.clear()
        self.server_errors.clear()
        self.unknown_routes.clear()
        self.world.lens_problems.clear()

    def assert_clean(self) -> None:
        """Fail if any limit/protocol violation, fake-internal error or unknown route occurred."""
        problems = self.problems()
        assert not problems, "fakediscord recorded problems:\n" + "\n".join(problems)

    def traffic(self) -> Traffic:
        """The bot's rate-limited REST requests so far and the player interactions sent (a running total:
        subtract an earlier one for a window)."""
        acted = sum(1 for r in self.world.interactions_by_id.values() if r.type != AUTOCOMPLETE)
        return Traffic.count(self.world.requests, acted, self.world.unchanged_edits)

    def transcript(self) -> str:
        """Human-readable log of everything users and the bot did, one line per action."""
        return "\n".join(str(entry) for entry in self.world.timeline)

    # --- building the world -------------------------------------------------------------------------

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run a gateway dispatch in the background (the ``add_*`` helpers are synchronous)."""
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self.world.server_errors.append(f"background dispatch failed: {task.exception()!r}")
            log.error("fakediscord background dispatch failed", exc_info=task.exception())

    def add_guild(self, name: str, *, shard: tuple[int, int] | None = None) -> Guild:
        """A guild with @everyone, a bot role and a 'Game Manager' role; existing users join.

        ``shard=(shard_id, shard_count)``: its id puts it on that shard (Discord routes a guild by
        ``(guild_id >> 22) % shard_count``), so that a test can place guilds in chosen bot processes."""
        guild = self.world.add_guild(name, shard=shard)
        for user in list(self.world.users.values()):
            if not user.bot and user.id not in guild.members:
                self.world.add_member(guild, user)
        if self._started:
            self._spawn(self._announce_guild(guild))
        return guild

    async def _announce_guild(self, guild: Guild) -> None:
        await self.server.gateway.dispatch(
            "GUILD_CREATE", self.world.guild_create_payload(guild), guild_id=guild.id, intent=INTENT_GUILDS
        )

    def add_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        channel = self.world.add_channel(guild, name, topic=topic)
        if self._started:
            self._spawn(self.server.gateway.dispatch("CHANNEL_CREATE", channel.payload(), guild_id=guild.id))
        return channel

    def add_user(
        self,
        name: str,
        *,
        dms_closed: bool = False,
        manage_guild: bool = False,
        guilds: Sequence[Guild] | None = None,
        display_name: str | None = None,
        nick: str | None = None,
        locale: str = "en-US",
    ) -> User:
        """A human user who joins ``guilds`` (default: every guild).

        ``display_name`` (Discord's global name) and ``nick`` (the per-guild nickname) may be any
        text, e.g. ``"@everyone"`` or ``"<@&role id>"``, to test what the bot does with hostile names;
        ``name`` stays the plain username used in transcripts. ``locale``: their Discord client's language."""
        user = self.world.add_user(
            name, dms_closed=dms_closed, manage_guild=manage_guild, display_name=display_name, locale=locale
        )
        for guild in self.world.guilds.values() if guilds is None else guilds:
            self.add_member(guild, user, nick=nick)
        return user

    def add_member(self, guild: Guild, user: User, *, nick: str | None = None) -> Member:
        member = self.world.add_member(guild, user, nick=nick)
        if self._started:
            data = member.payload() | {"guild_id": str(guild.id)}
            self._spawn(
                self.server.gateway.dispatch("GUILD_MEMBER_ADD", data, guild_id=guild.id, intent=INTENT_GUILD_MEMBERS)
            )
        return member

    def upload(self, filename: str, data: bytes) -> Attachment:
        """An attachment a user uploads, for attachment-typed slash command options."""
        attachment = Attachment(self.world.ids.next(), filename, data, content_type=None, ephemeral=True)
        self.world.attach(attachment, 0)
        return attachment

    # --- gateway control ------------------------------------------------------------------------------

    def _ready_sessions(self) -> list[GatewaySession]:
        return self.server.gateway.connected_sessions()

    async def wait_ready(self, timeout: float = 10.0) -> None:
        """Wait until a bot has identified (or resumed) and received its guilds."""
        await self.server.changed.wait_for(lambda: bool(self._ready_sessions()), timeout, "the bot to connect")

    async def wait_shards(self, shard_ids: Sequence[int], shard_count: int, timeout: float = 10.0) -> None:
        """Wait until sessions for every one of these shards are connected and have their guilds."""
        wanted = {(i, shard_count) for i in shard_ids}
        gateway = self.server.gateway
        await self.server.changed.wait_for(
            lambda: wanted <= gateway.connected_shards(), timeout, f"shards {sorted(shard_ids)} of {shard_count}"
        )

    async def disconnect(self, mode: str = "close", *, wait: bool = True, timeout: float = 10.0) -> None:
        """Force the bot off the gateway: 'close' and 'reconnect' lead to a RESUME,
        'invalidate' to a fresh IDENTIFY.  With ``wait`` returns once it is back."""
        gateway = self.server.gateway
        before = gateway.identifies + gateway.resumes
        await gateway.disconnect(mode)
        if wait:
            await self.server.changed.wait_for(
                lambda: gateway.identifies + gateway.resumes > before and bool(self._ready_sessions()),
                timeout,
                f"the bot to come back after {mode!r}",
            )

    # --- interactions -----------------------------------------------------------------------------

    def _interaction_base(self, kind: int, user: User, channel: Channel) -> JSON:
        world = self.world
        guild = world.guild_of(channel)
        interaction_id = world.ids.next()
        data: JSON = {
            "id": str(interaction_id),
            "application_id": str(world.application_id),
            "type": kind,
            "token": f"aW50ZXJhY3Rpb246{secrets.token_urlsafe(48)}",
            "version": 1,
            "locale": user.locale,
            "attachment_size_limit": self.server.default_attachment_limit,
            "app_permissions": str(world.permissions(guild, world.bot)),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "channel_id": str(channel.id),
            "channel": channel.payload(permissions=world.permissions(guild, user)),
        }
        if guild is not None:
            data["guild_id"] = str(guild.id)
            data["guild"] = {"id": str(guild.id), "locale": guild.locale, "features": []}
            data["guild_locale"] = guild.locale
            data["member"] = world.member_payload(guild, user, with_permissions=True)
            data["authorizing_integration_owners"] = {"0": str(guild.id)}
            data["context"] = 0
        else:
            data["user"] = user.payload()
            data["authorizing_integration_owners"] = {"1": str(user.id)}
            data["context"] = 2 if channel.is_private else 1
        return data

    async def _dispatch(
        self,
        base: JSON,
        user: User,
        channel: Channel,
        label: str,
        *,
        source: Message | None = None,
        timeout: float = 5.0,
    ) -> InteractionResult:
        """Deliver the interaction once a bot session serves its guild (within ``timeout`` seconds)."""
        await self.settle()
        record = InteractionRecord(
            int(base["id"]), base["token"], base["type"], user, channel, channel.guild_id, base, label
        )
        record.source_message_id = source.id if source is not None else None
        self.world.interactions[record.token] = record
        self.world.interactions_by_id[record.id] = record
        result = InteractionResult(self, record)
        gateway = self.server.gateway
        where = "its DMs (shard 0)" if channel.guild_id is None else f"guild {channel.guild_id}"
        await self.server.changed.wait_for(
            lambda: gateway.serving(channel.guild_id), timeout, f"a bot session serving {where}"
        )
        record.created = time.monotonic()  # the 3-second clock starts at delivery
        if not await self.server.gateway.dispatch_interaction(base, channel.guild_id):
            raise RuntimeError("no bot is connected to the fake gateway")
        return result

    def _check_visible(self, user: User, channel: Channel) -> None:
        guild = self.world.guild_of(channel)
        if guild is not None and user.id not in guild.members:
            raise PermissionError(f"{user.name} is not a member of {guild.name}")
        if channel.is_dm and channel.recipient is not user:
            raise PermissionError(f"{user.name} cannot see the DM channel of {channel.recipient}")
        if channel.is_private and user not in channel.members:
            raise PermissionError(f"{user.name} is not in the private channel {channel.id}")

    async def slash(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionResult:
        """Invoke ``/command [group] [sub]`` as ``user`` in ``channel`` using the registered
        command tree; with ``wait`` returns once the bot has answered (callback received)."""
        self._check_visible(user, channel)
        registered, leaf, nesting = await self._resolve_command(channel, command, timeout)
        self._check_command_access(registered, user, channel)
        resolved: JSON = {}
        leaf_options = _build_options(self, leaf, dict(options or {}), resolved, focused=None)
        data = _command_data(registered, nesting, leaf_options, resolved)
        base = self._interaction_base(APPLICATION_COMMAND, user, channel)
        base["data"] = data
        label = "/" + command
        self.world.log(user.name, "used", _describe_command(label, options, channel))
        result = await self._dispatch(base, user, channel, label, timeout=timeout)
        if wait:
            await result.wait_response(timeout)
        return result

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        focused: str,
        timeout: float = 5.0,
    ) -> list[JSON]:
        """Ask for autocomplete choices while ``user`` types option ``focused``."""
        self._check_visible(user, channel)
        registered, leaf, nesting = await self._resolve_command(channel, command, timeout)
        values = dict(options or {})
        values.setdefault(focused, "")
        leaf_options = _build_options(self, leaf, values, {}, focused=focused)
        base = self._interaction_base(AUTOCOMPLETE, user, channel)
        base["data"] = _command_data(registered, nesting, leaf_options, {})
        label = f"/{command} ({focused}={values[focused]!r})"
        self.world.log(user.name, "typing", f"{label} in {_where(channel)}")
        result = await self._dispatch(base, user, channel, label)
        await result.wait_for(lambda r: r.choices is not None or bool(r.rejected), timeout, f"autocomplete {label}")
        return list(result.choices or [])

    def _check_command_access(self, registered: JSON, user: User, channel: Channel) -> None:
        """Discord hides commands a user may not use; the harness refuses to invoke them."""
        name = registered["name"]
        if channel.is_private:
            # Only an app the person installed for themselves reaches a DM the bot is not in.
            contexts, installs = registered.get("contexts"), registered.get("integration_types")
            if contexts is None or 2 not in contexts or installs is None or 1 not in installs:
                raise PermissionError(f"/{name} is not available in private channels (not a user-installed command)")
            return
        if channel.is_dm:
            contexts = registered.get("contexts")
            if registered.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise PermissionError(f"/{name} is not available in DMs")
            return
        required = int(registered.get("default_member_permissions") or 0)
        granted = self.world.permissions(self.world.guild_of(channel), user)
        if required and granted & required != required:
            raise PermissionError(f"{user.name} lacks the permissions /{name} requires ({required})")

    async def _resolve_command(self, channel: Channel, command: str, timeout: float) -> tuple[JSON, JSON, list[str]]:
        """Find the registered command and walk ``group sub`` words down to the leaf."""
        words = command.strip().lstrip("/").split()
        if not words:
            raise ValueError("empty command")

        def lookup() -> JSON | None:
            return self.world.find_command(channel.guild_id, words[0])

        # Bots often sync in setup_hook or on_ready; give a just-started bot a moment.
        with contextlib.suppress(TimeoutError):
            await self.server.changed.wait_for(lambda: lookup() is not None, min(timeout, 3.0), "command sync")
        registered = lookup()
        if registered is None:
            known = sorted(c["name"] for cmds in self.world.commands.values() for c in cmds)
            raise LookupError(f"/{words[0]} is not registered (registered: {known})")
        node = registered
        for word in words[1:]:
            node = _child(node, word, command)
        if any(o.get("type") in (1, 2) for o in node.get("options") or []):
            raise ValueError(f"/{command} needs a subcommand")
        return registered, node, words[1:]

    async def click(
        self,
        user: User,
        message: Message,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        values: Sequence[Any] | None = None,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionResult:
        """Press a button (by ``custom_id`` or ``label``) or choose ``values`` in a select."""
        message = self.world.messages[message.id]
        channel = self.world.channels[message.channel_id]
        self._check_visible(user, channel)
        component = self._clickable(user, message, custom_id, label)
        data: JSON = {"custom_id": component["custom_id"], "component_type": component["type"]}
        if component["type"] in _SELECT_TYPES:
            data["values"] = _select_values(component, values)
        base = self._interaction_base(COMPONENT, user, channel)
        base["data"] = data
        base["message"] = self.world.message_payload(message)
        shown = component.get("label") or component["custom_id"]
        action = "chose" if values is not None else "clicked"
        detail = f"{shown!r}" + (f" {list(values)}" if values is not None else "") + f" on message {message.id}"
        self.world.log(user.name, action, detail)
        result = await self._dispatch(base, user, channel, f"{action} {shown!r}", source=message)
        if wait:
            await result.wait_response(timeout)
        return result

    def _clickable(self, user: User, message: Message, custom_id: str | None, label: str | None) -> JSON:
        if message.deleted:
            raise LookupError(f"message {message.id} was deleted")
        if message.visible_to is not None and message.visible_to != user.id:
            raise PermissionError(f"{user.name} cannot see ephemeral message {message.id}")
        component = find_button(message, label=label) if custom_id is None else message.component(custom_id)
        if component is None:
            raise LookupError(f"no component {custom_id!r} on message {message.id}: {message.custom_ids}")
        if component.get("disabled"):
            raise PermissionError(f"component {component.get('custom_id')!r} is disabled")
        if "custom_id" not in component:
            raise ValueError("link and premium buttons cannot be clicked through the bot")
        return component

    async def select(
        self,
        user: User,
        message: Message,
        custom_id: str,
        values: Sequence[Any],
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionResult:
        """Choose ``values`` in the select menu ``custom_id``."""
        return await self.click(user, message, custom_id, values=values, wait=wait, timeout=timeout)

    async def submit_modal(
        self,
        user: User,
        source: InteractionResult,
        values: Mapping[str, Any],
        *,
        wait: bool = True,
        timeout: float = 5.0,
    ) -> InteractionResult:
        """Fill in and submit the modal the bot opened in answer to ``source``."""
        modal = source.modal
        if modal is None:
            raise LookupError(f"{source.label} did not open a modal")
        channel = source.record.channel
        base = self._interaction_base(MODAL_SUBMIT, user, channel)
        base["data"] = {"custom_id": modal["custom_id"], "components": _modal_answers(modal, values)}
        source_message = self.world.messages.get(source.record.source_message_id or 0)
        if source_message is not None:
            base["message"] = self.world.message_payload(source_message)
        self.world.log(user.name, "submitted modal", f"{modal.get('title')!r} {dict(values)}")
        result = await self._dispatch(base, user, channel, f"modal {modal.get('title')!r}", source=source_message)
        if wait:
            await result.wait_response(timeout)
        return result

    # --- other user actions -------------------------------------------------------------------

    async def send_message(self, user: User, channel: Channel, content: str) -> Message:
        """A user types a message; the bot gets MESSAGE_CREATE (content only with the intent,
        a mention or in DMs, as on Discord)."""
        self._check_visible(user, channel)
        # A person's message notifies everything it mentions (no allowed_mentions on user messages).
        message = self.world.new_message(channel, user, content=content, pings=effective_pings(content, None))
        self.world.log(user.name, "said", f"{_where(channel)} {content!r}")
        payload = self.world.message_payload(message, gateway=True)
        mentioned = self.world.bot.mention in content
        intent = INTENT_DM_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES

        def redact(session: GatewaySession, data: JSON) -> JSON:
            if channel.is_dm or mentioned or session.intents & INTENT_MESSAGE_CONTENT:
                return data
            return data | {"content": "", "embeds": [], "attachments": [], "components": []}

        await self.server.gateway.dispatch(
            "MESSAGE_CREATE", payload, guild_id=channel.guild_id, intent=intent, transform=redact
        )
        return message

    async def set_thread_state(self, thread: Channel, *, archived: bool, locked: bool = False) -> None:
        """A moderator (or Discord's auto-archive) archives/unarchives ``thread``."""
        thread.archived, thread.locked = archived, locked
        thread.archive_timestamp = time.time()
        self.world.log("moderator", "archived" if archived else "unarchived", f"thread #{thread.name}")
        await self.server.gateway.dispatch(
            "THREAD_UPDATE", thread.payload(), guild_id=thread.guild_id, intent=INTENT_GUILDS
        )

    # --- reading state --------------------------------------------------------------------------

    def messages(
        self, channel: Channel, *, include_ephemeral: bool = False, include_deleted: bool = False
    ) -> list[Message]:
        """Messages in a channel or thread, oldest first (public ones unless asked)."""
        return self.world.messages_in(channel, include_ephemeral=include_ephemeral, include_deleted=include_deleted)

    def last_message(self, channel: Channel) -> Message | None:
        found = self.messages(channel)
        return found[-1] if found else None

    def open_dm(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (created if needed), e.g. to run a
        slash command in DMs."""
        return self.world.open_dm(user)

    def open_private_channel(self, *users: User) -> Channel:
        """A DM among ``users`` without the bot, where only user-installed commands can be used."""
        return self.world.open_private_channel(*users)

    def dm_channel(self, user: User) -> Channel | None:
        channel_id = self.world.dm_channels.get(user.id)
        return self.world.channels[channel_id] if channel_id is not None else None

    def dm_messages(self, user: User) -> list[Message]:
        """What the bot managed to deliver to ``user`` by DM (empty if it never opened one)."""
        channel = self.dm_channel(user)
        return self.messages(channel) if channel is not None else []

    def threads(self, channel: Channel) -> list[Channel]:
        return self.world.threads_of(channel)

    def find_button(self, message: Message, label: str | None = None, custom_id_prefix: str | None = None) -> JSON:
        return find_button(message, label=label, custom_id_prefix=custom_id_prefix)

    def commands(self, guild: Guild | None = None) -> list[JSON]:
        """Commands the bot registered globally (or for ``guild``), as stored with ids."""
        return self.world.commands.get(guild.id if guild else None, [])

    def role(self, guild: Guild, name: str) -> Role:
        return next(role for role in guild.roles.values() if role.name == name)

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0, what: str = "condition") -> None:
        """Wait until ``predicate()`` holds; re-checked after every request and gateway event."""
        await self.server.changed.wait_for(predicate, timeout, what)

    async def wait_for_message(
        self, channel: Channel, predicate: Callable[[Message], bool] | None = None, *, timeout: float = 5.0
    ) -> Message:
        """Wait for a (new or existing) public message in ``channel`` matching ``predicate``."""
        check = predicate or (lambda _m: True)
        found: list[Message] = []

        def match() -> bool:
            found[:] = [m for m in self.messages(channel) if check(m)]
            return bool(found)

        await self.wait_for(match, timeout, f"a message in {_where(channel)}")
        return found[-1]


# --- helpers for building interaction data ---------------------------------------------------------


def _where(channel: Channel) -> str:
    if channel.is_dm and channel.recipient is not None:
        return f"DM @{channel.recipient.name}"
    return f"#{channel.name}"


def _describe_command(label: str, options: Mapping[str, Any] | None, channel: Channel) -> str:
    args = " ".join(f"{k}={getattr(v, 'name', v)}" for k, v in (options or {}).items())
    return f"{label} {args}".rstrip() + f" in {_where(channel)}"


def _child(node: JSON, word: str, command: str) -> JSON:
    for option in node.get("options") or []:
        if option.get("name") == word and option.get("type") in (1, 2):
            return option
    raise LookupError(f"/{command}: {node.get('name')!r} has no subcommand {word!r}")


def _command_data(registered: JSON, nesting: list[str], leaf_options: list[JSON], resolved: JSON) -> JSON:
    """Wrap leaf options into subcommand/group options the way Discord nests them."""
    options = leaf_options
    node = registered
    chain = []
    for word in nesting:
        node = _child(node, word, registered["name"])
        chain.append(node)
    for node in reversed(chain):
        options = [{"type": node["type"], "name": node["name"], "options": options}]
    data: JSON = {"id": registered["id"], "name": registered["name"], "type": 1, "options": options}
    if registered.get("guild_id"):
        data["guild_id"] = registered["guild_id"]
    if resolved:
        data["resolved"] = resolved
    return data


def _build_options(
    fd: FakeDiscord, leaf: JSON, values: dict[str, Any], resolved: JSON, *, focused: str | None
) -> list[JSON]:
    """Turn ``{"name": value}`` into typed interaction options, enforcing what the Discord
    client enforces (known names, required options, choices, ranges)."""
    specs = {o["name"]: o for o in leaf.get("options") or []}
    unknown = set(values) - set(specs)
    if unknown:
        raise ValueError(f"unknown options {sorted(unknown)}; command takes {sorted(specs)}")
    result = []
    for name, spec in specs.items():
        if name not in values:
            if spec.get("required") and focused is None:
                raise ValueError(f"option {name!r} is required")
            continue
        option: JSON = {"name": name, "type": spec["type"]}
        if name == focused:
            option["value"], option["focused"] = str(values[name]), True
        else:
            option["value"] = _option_value(fd, spec, values[name], resolved)
        result.append(option)
    return result


def _option_value(fd: FakeDiscord, spec: JSON, value: Any, resolved: JSON) -> Any:
    kind = spec["type"]
    if kind in (3, 4, 5, 10):
        return _scalar_value(spec, value)
    if kind in (6, 9) and isinstance(value, User):
        _resolve_user(fd, value, resolved)
        return str(value.id)
    if kind in (8, 9) and isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
        return str(value.id)
    if kind == 7 and isinstance(value, Channel):
        perms = fd.world.permissions(fd.world.guild_of(value), fd.world.bot)
        resolved.setdefault("channels", {})[str(value.id)] = value.payload(permissions=perms)
        return str(value.id)
    if kind == 11 and isinstance(value, Attachment):
        resolved.setdefault("attachments", {})[str(value.id)] = value.payload()
        return str(value.id)
    raise TypeError(f"option {spec['name']!r} (type {kind}) cannot take {value!r}")


def _scalar_value(spec: JSON, value: Any) -> Any:
    kind, name = spec["type"], spec["name"]
    converted: Any
    if kind == 3:
        converted = str(value)
        low, high = spec.get("min_length", 0), spec.get("max_length", 6000)
        if not low <= len(converted) <= high:
            raise ValueError(f"option {name!r} must be {low}-{high} characters")
    elif kind == 5:
        if not isinstance(value, bool):
            raise TypeError(f"option {name!r} is boolean")
        converted = value
    else:
        converted = int(value) if kind == 4 else float(value)
        low, high = spec.get("min_value"), spec.get("max_value")
        if (low is not None and converted < low) or (high is not None and converted > high):
            raise ValueError(f"option {name!r} must be within [{low}, {high}]")
    choices = [c["value"] for c in spec.get("choices") or []]
    if choices and converted not in choices:
        # A person picks a choice by the name Discord shows; the client sends its value.
        by_name = {c["name"]: c["value"] for c in spec.get("choices") or []}
        if converted not in by_name:
            raise ValueError(f"option {name!r} must be one of {sorted(by_name)}")
        converted = by_name[converted]
    return converted


def _resolve_user(fd: FakeDiscord, user: User, resolved: JSON) -> None:
    resolved.setdefault("users", {})[str(user.id)] = user.payload()
    for guild in fd.world.guilds.values():
        member = guild.members.get(user.id)
        if member is not None:
            data = member.payload(with_user=False, permissions=fd.world.permissions(guild, user))
            resolved.setdefault("members", {})[str(user.id)] = data
            return


def _select_values(component: JSON, values: Sequence[Any] | None) -> list[str]:
    if values is None:
        raise ValueError(f"select {component['custom_id']!r} needs values")
    chosen = [str(getattr(v, "id", v)) for v in values]
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not low <= len(chosen) <= high:
        raise ValueError(f"select {component['custom_id']!r} takes {low}-{high} values")
    if component["type"] == 3:
        allowed = {o["value"] for o in component.get("options") or []}
        if set(chosen) - allowed:
            raise ValueError(f"values {sorted(set(chosen) - allowed)} are not options of {component['custom_id']!r}")
    return chosen


def _modal_answers(modal: JSON, values: Mapping[str, Any]) -> list[JSON]:
    """Mirror the modal's layout with the user's answers (rows or labels, like Discord)."""
    answers = []
    for component in modal.get("components") or []:
        if component.get("type") == 1:
            inner = [_answer(c, values) for c in component.get("components") or []]
            answers.append({"type": 1, "id": component.get("id", 0), "components": inner})
        elif component.get("type") == 18:
            answers.append(
                {"type": 18, "id": component.get("id", 0), "component": _answer(component["component"], values)}
            )
    unknown = set(values) - {c.get("custom_id") for c in _modal_inputs(modal)}
    if unknown:
        raise ValueError(f"modal has no inputs {sorted(unknown)}")
    return answers


def _modal_inputs(modal: JSON) -> list[JSON]:
    found = []
    for component in modal.get("components") or []:
        found.extend(component.get("components") or [])
        if isinstance(component.get("component"), dict):
            found.append(component["component"])
    return found


def _answer(component: JSON, values: Mapping[str, Any]) -> JSON:
    custom_id = component.get("custom_id")
    if component.get("type") != 4:
        chosen = [str(v) for v in values.get(custom_id, [])] if custom_id else []
        return {"type": component.get("type"), "id": component.get("id", 0), "custom_id": custom_id, "values": chosen}
    text = str(values.get(custom_id, component.get("value") or ""))
    if component.get("required", True) and not text:
        raise ValueError(f"modal input {custom_id!r} is required")
    low, high = component.get("min_length", 0), component.get("max_length", 4000)
    if text and not low <= len(text) <= high:
        raise ValueError(f"modal input {custom_id!r} must be {low}-{high} characters")
    return {"type": 4, "id": component.get("id", 0), "custom_id": custom_id, "value": text}
