"""The in-memory Discord world: users, guilds, channels, threads, messages and interactions.

Everything here is synchronous and free of I/O; the server mutates it in response to REST calls
and the harness reads it.  ``*_payload`` methods build the JSON shapes discord.py 2.7 parses
(the fields it indexes with ``data[...]`` must always be present, or its parsers raise KeyError).
"""

from __future__ import annotations

import datetime
import secrets
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from .lens import with_sent_words
from .limits import FLAG_EPHEMERAL, Violation, walk_components

DISCORD_EPOCH_MS = 1_420_070_400_000
FLAG_LOADING = 1 << 7
DEFAULT_HEARTBEAT_MS = 41_250

JSON = dict[str, Any]


class ChannelType(IntEnum):
    TEXT = 0
    DM = 1
    GROUP_DM = 3  # a DM among people, without the bot: only a user-installed app's commands work there
    CATEGORY = 4
    NEWS = 5
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


class Perm(IntEnum):
    """Permission bits used by the fake (a subset of Discord's)."""

    CREATE_INSTANT_INVITE = 1 << 0
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38


ALL_PERMISSIONS = (1 << 51) - 1
EVERYONE_PERMISSIONS = (
    Perm.CREATE_INSTANT_INVITE
    | Perm.ADD_REACTIONS
    | Perm.VIEW_CHANNEL
    | Perm.SEND_MESSAGES
    | Perm.EMBED_LINKS
    | Perm.ATTACH_FILES
    | Perm.READ_MESSAGE_HISTORY
    | Perm.USE_EXTERNAL_EMOJIS
    | Perm.CHANGE_NICKNAME
    | Perm.USE_APPLICATION_COMMANDS
    | Perm.CREATE_PUBLIC_THREADS
    | Perm.CREATE_PRIVATE_THREADS
    | Perm.SEND_MESSAGES_IN_THREADS
)
BOT_PERMISSIONS = EVERYONE_PERMISSIONS | Perm.MANAGE_MESSAGES | Perm.MANAGE_THREADS | Perm.MENTION_EVERYONE
MANAGER_PERMISSIONS = Perm.MANAGE_GUILD | Perm.MANAGE_CHANNELS | Perm.MANAGE_MESSAGES


def iso(timestamp: float | None) -> str | None:
    """ISO-8601 timestamp as Discord sends it (discord.py parses it with fromisoformat)."""
    if timestamp is None:
        return None
    return datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC).isoformat()


class SnowflakeFactory:
    """Real-looking, strictly increasing snowflakes (discord.py derives times from them)."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_in_shard(self, shard_id: int, shard_count: int) -> int:
        """The next snowflake of a guild Discord routes to ``shard_id`` of ``shard_count`` (its
        timestamp, in milliseconds, decides: ``(id >> 22) % shard_count``)."""
        candidate = self.next()
        while shard_of(candidate, shard_count) != shard_id:
            candidate = ((candidate >> 22) + 1) << 22
        self._last = candidate
        return candidate


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord delivers a guild's events and interactions to."""
    return (guild_id >> 22) % shard_count


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk (Discord reports them for images)."""
    if len(data) >= 24 and data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    return None


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_closed: bool = False
    manage_guild: bool = False
    # Discord's display name (``global_name``); anything a person may type, e.g. "@everyone".
    display_name: str | None = None
    locale: str = "en-US"  # their client's language, sent with each of their interactions (``interaction.locale``)

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": None if self.bot else (self.display_name or self.name),
            "avatar": None,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass(eq=False)
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    bot_id: int | None = None

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.bot_id is not None,
            "mentionable": False,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    roles: list[int] = field(default_factory=list)
    joined_at: float = field(default_factory=time.time)
    nick: str | None = None

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> JSON:
        data: JSON = {
            "roles": [str(role) for role in self.roles],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    manager_role_id: int | None = None
    created_at: float = field(default_factory=time.time)
    locale: str = "en-US"  # the community's language (``preferred_locale``, ``interaction.guild_locale``)

    def payload(self) -> JSON:
        """The REST guild object (GET /guilds/{id}); GUILD_CREATE adds more on top."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.locale,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [role.payload() for role in self.roles.values()],
            "max_members": 500000,
            "max_video_channel_users": 25,
            "widget_enabled": False,
        }


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread (types 11/12) or a DM channel (type 1)."""

    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    owner_id: int | None = None
    recipient: User | None = None
    members: tuple[User, ...] = ()  # the people of a private channel (GROUP_DM; the bot is not one of them)
    topic: str | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: float = field(default_factory=time.time)
    created_at: float = field(default_factory=time.time)
    thread_members: dict[int, float] = field(default_factory=dict)
    last_message_id: int | None = None
    message_count: int = 0
    deleted: bool = False

    @property
    def is_thread(self) -> bool:
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    @property
    def is_dm(self) -> bool:
        return self.type == ChannelType.DM

    @property
    def is_private(self) -> bool:
        """A DM among people without the bot (interaction context 2, PRIVATE_CHANNEL)."""
        return self.type == ChannelType.GROUP_DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self, *, permissions: int | None = None) -> JSON:
        if self.is_dm:
            data = self._dm_payload()
        elif self.is_private:
            data = {"id": str(self.id), "type": int(self.type), "recipients": [u.payload() for u in self.members],
                    "flags": 0}  # fmt: skip
        elif self.is_thread:
            data = self._thread_payload()
        else:
            data = self._text_payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data

    def _dm_payload(self) -> JSON:
        assert self.recipient is not None
        return {
            "id": str(self.id),
            "type": int(self.type),
            "last_message_id": _opt_str(self.last_message_id),
            "recipients": [self.recipient.payload()],
            "flags": 0,
        }

    def _text_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "parent_id": _opt_str(self.parent_id),
            "topic": self.topic,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": _opt_str(self.last_message_id),
            "default_auto_archive_duration": 1440,
            "flags": 0,
        }

    def _thread_payload(self) -> JSON:
        return {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_id),
            "owner_id": str(self.owner_id),
            "name": self.name,
            "last_message_id": _opt_str(self.last_message_id),
            "rate_limit_per_user": 0,
            "message_count": self.message_count,
            "total_message_sent": self.message_count,
            "member_count": min(len(self.thread_members), 50),
            "flags": 0,
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": iso(self.archive_timestamp),
                "locked": self.locked,
                "invitable": self.invitable,
                "create_timestamp": iso(self.created_at),
            },
        }

    def thread_member_payload(self, user_id: int) -> JSON:
        return {
            "id": str(self.id),
            "user_id": str(user_id),
            "join_timestamp": iso(self.thread_members.get(user_id, time.time())),
            "flags": 0,
        }


def _opt_str(value: int | None) -> str | None:
    return None if value is None else str(value)


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None
    url: str = ""
    ephemeral: bool = False

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "description": self.description,
            "ephemeral": self.ephemeral,
            "flags": 0,
        }
        dimensions = png_size(self.data)
        if dimensions:
            data["width"], data["height"] = dimensions
        return data


@dataclass(eq=False)
class Message:
    """A message as the fake stores it; ``payload`` is built by :class:`World`."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    # the words of ``components`` as the bot sent them, where a test's lens (tools.fakediscord.lens) reads them
    # otherwise (``lens.sent_words``): the bot gets its message back in its own words (a clicked menu's options)
    sent_words: list[tuple[JSON, list[JSON]]] | None = None
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: JSON | None = None
    interaction_id: int | None = None
    visible_to: int | None = None
    deleted: bool = False
    pinned: bool = False
    thread_id: int | None = None
    reference: JSON | None = None
    reactions: dict[str, set[int]] = field(default_factory=dict)
    history: list[JSON] = field(default_factory=list)
    # Whom the message notified ("@everyone", "@here", "user:<id>", "role:<id>"), from its text and
    # the allowed_mentions of the request that last set its text (limits.effective_pings).
    pings: frozenset[str] = frozenset()

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred 'Bot is thinking...' placeholder."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def edited(self) -> bool:
        return self.edited_at is not None

    @property
    def text(self) -> str:
        """Everything a reader sees as text: content, embed texts, v2 text displays."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            parts.extend(_embed_texts(embed))
        parts.extend(c["content"] for c in walk_components(self.components) if c.get("type") == 10)
        return "\n".join(parts)

    @property
    def buttons(self) -> list[JSON]:
        return [c for c in walk_components(self.components) if c.get("type") == 2]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def component(self, custom_id: str) -> JSON | None:
        return next((c for c in walk_components(self.components) if c.get("custom_id") == custom_id), None)

    def attachment(self, filename: str) -> Attachment | None:
        return next((a for a in self.attachments if a.filename == filename), None)

    def __repr__(self) -> str:
        return f"<Message id={self.id} channel={self.channel_id} author={self.author.name!r} text={self.text[:60]!r}>"


def _embed_texts(embed: JSON) -> Iterator[str]:
    for key in ("title", "description"):
        if embed.get(key):
            yield str(embed[key])
    for item in embed.get("fields") or []:
        yield f"{item.get('name', '')}: {item.get('value', '')}"
    if (embed.get("footer") or {}).get("text"):
        yield str(embed["footer"]["text"])


@dataclass
class TimelineEntry:
    """One line of the conversation transcript (who did what, when)."""

    at: float
    actor: str
    action: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.actor}] {self.action}: {self.detail}" if self.detail else f"[{self.actor}] {self.action}"


@dataclass(eq=False)
class InteractionRecord:
    """Everything that happened for one interaction: dispatch, callback, followups, edits."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild_id: int | None
    payload: JSON
    label: str
    created: float = field(default_factory=time.monotonic)
    source_message_id: int | None = None
    callback_type: int | None = None
    callback_data: JSON | None = None
    callback_at: float | None = None
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    choices: list[JSON] | None = None
    modal: JSON | None = None
    activity_instance_id: str | None = None  # the Activity a launch-activity callback opened
    edit_count: int = 0
    rejected: list[str] = field(default_factory=list)
    events: list[tuple[float, str]] = field(default_factory=list)
    listeners: list[Callable[[], None]] = field(default_factory=list)

    @property
    def acknowledged(self) -> bool:
        return self.callback_type is not None

    def note(self, event: str) -> None:
        """Record an event and wake whoever waits on this interaction."""
        self.events.append((time.monotonic() - self.created, event))
        for listener in list(self.listeners):
            listener()


class World:
    """All state of the fake Discord plus the records tests read."""

    def __init__(self, token: str | None = None) -> None:
        self.ids = SnowflakeFactory()
        self.token = token or f"fake.{secrets.token_urlsafe(24)}"
        self.base_url = "http://127.0.0.1"
        self.application_id = self.ids.next()
        self.bot = User(self.application_id, "CatanBot", bot=True)
        self.owner = User(self.ids.next(), "server-owner")
        self.users: dict[int, User] = {self.bot.id: self.bot, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.recommended_shards = 1  # what GET /gateway/bot tells a bot that asks how many shards to run
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.channel_messages: dict[int, list[int]] = {}
        self.attachments: dict[int, Attachment] = {}
        self.dm_channels: dict[int, int] = {}
        self.commands: dict[int | None, list[JSON]] = {}
        self.command_ids: dict[tuple[int | None, str, int], int] = {}
        self.interactions: dict[str, InteractionRecord] = {}
        self.interactions_by_id: dict[int, InteractionRecord] = {}
        self.violations: list[Violation] = []
        self.http_errors: list[JSON] = []
        self.server_errors: list[str] = []
        self.unknown_routes: list[str] = []
        self.lens: Any = None  # a test's tools.fakediscord.lens.Lens: what people read of the bot's words
        self.lens_problems: list[str] = []  # what the lens found wrong (text that escaped the catalogue...)
        self.requests: list[tuple[str, str, int]] = []
        self.unchanged_edits = 0  # message edits by the bot's token that left the message as it was
        self.timeline: list[TimelineEntry] = []

    # --- timeline ------------------------------------------------------------------------------

    def log(self, actor: str, action: str, detail: str = "") -> None:
        self.timeline.append(TimelineEntry(time.time(), actor, action, detail))

    # --- users, guilds, channels ----------------------------------------------------------------

    def add_user(
        self, name: str, *, dms_closed: bool = False, manage_guild: bool = False, display_name: str | None = None,
        locale: str = "en-US",
    ) -> User:
        user = User(self.ids.next(), name, dms_closed=dms_closed, manage_guild=manage_guild, display_name=display_name,
                    locale=locale)  # fmt: skip
        self.users[user.id] = user
        return user

    def add_guild(self, name: str, *, shard: tuple[int, int] | None = None) -> Guild:
        """A new guild; ``shard=(shard_id, shard_count)`` picks an id on that shard."""
        guild_id = self.ids.next() if shard is None else self.ids.next_in_shard(*shard)
        guild = Guild(guild_id, name, owner_id=self.owner.id)
        guild.roles[guild.id] = Role(guild.id, guild.id, "@everyone", EVERYONE_PERMISSIONS)
        bot_role = Role(self.ids.next(), guild.id, self.bot.name, BOT_PERMISSIONS, position=2, bot_id=self.bot.id)
        manager = Role(self.ids.next(), guild.id, "Game Manager", MANAGER_PERMISSIONS, position=1)
        guild.roles[bot_role.id] = bot_role
        guild.roles[manager.id] = manager
        guild.manager_role_id = manager.id
        self.guilds[guild.id] = guild
        self.add_member(guild, self.bot, roles=[bot_role.id])
        self.add_member(guild, self.owner)
        return guild

    def add_member(
        self, guild: Guild, user: User, *, roles: list[int] | None = None, nick: str | None = None
    ) -> Member:
        roles = list(roles or [])
        if user.manage_guild and guild.manager_role_id is not None:
            roles.append(guild.manager_role_id)
        member = Member(user, guild.id, roles=roles, nick=nick)
        guild.members[user.id] = member
        return member

    def add_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        channel = Channel(self.ids.next(), ChannelType.TEXT, name, guild.id, position=len(guild.channel_ids))
        channel.topic = topic
        self._store_channel(channel)
        guild.channel_ids.append(channel.id)
        return channel

    def _store_channel(self, channel: Channel) -> None:
        self.channels[channel.id] = channel
        self.channel_messages.setdefault(channel.id, [])

    def create_thread(
        self,
        parent: Channel,
        name: str,
        owner: User,
        *,
        private: bool = False,
        thread_id: int | None = None,
        auto_archive_duration: int = 1440,
        invitable: bool = True,
    ) -> Channel:
        kind = ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD
        thread = Channel(thread_id or self.ids.next(), kind, name, parent.guild_id, parent_id=parent.id)
        thread.owner_id = owner.id
        thread.auto_archive_duration = auto_archive_duration
        thread.invitable = invitable
        thread.thread_members[owner.id] = time.time()
        self._store_channel(thread)
        return thread

    def open_dm(self, user: User) -> Channel:
        """The bot's DM channel with ``user`` (one per user, like Discord)."""
        existing = self.dm_channels.get(user.id)
        if existing is not None:
            return self.channels[existing]
        channel = Channel(self.ids.next(), ChannelType.DM, "", recipient=user)
        self._store_channel(channel)
        self.dm_channels[user.id] = channel.id
        return channel

    def open_private_channel(self, *users: User) -> Channel:
        """A DM among ``users`` that the bot is not in (its commands reach it only when a person installed the
        app for themselves: a user-installed app, interaction context 2)."""
        channel = Channel(self.ids.next(), ChannelType.GROUP_DM, "", members=tuple(users))
        self._store_channel(channel)
        return channel

    def threads_of(self, channel: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == channel.id and c.is_thread and not c.deleted]

    def guild_threads(self, guild: Guild) -> list[Channel]:
        return [c for c in self.channels.values() if c.guild_id == guild.id and c.is_thread and not c.deleted]

    def guild_of(self, channel: Channel) -> Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id is not None else None

    # --- permissions ------------------------------------------------------------------------------

    def permissions(self, guild: Guild | None, user: User) -> int:
        """Guild-level permissions (no channel overwrites are modelled)."""
        if guild is None:
            return EVERYONE_PERMISSIONS
        if user.id == guild.owner_id:
            return ALL_PERMISSIONS
        member = guild.members.get(user.id)
        value = guild.roles[guild.id].permissions
        for role_id in member.roles if member else []:
            value |= guild.roles[role_id].permissions
        return ALL_PERMISSIONS if value & Perm.ADMINISTRATOR else value

    # --- payloads -------------------------------------------------------------------------------

    def guild_create_payload(self, guild: Guild) -> JSON:
        data = guild.payload()
        channels = [self.channels[cid] for cid in guild.channel_ids if not self.channels[cid].deleted]
        data.update(
            joined_at=iso(guild.members[self.bot.id].joined_at),
            large=False,
            unavailable=False,
            member_count=len(guild.members),
            members=[member.payload() for member in guild.members.values()],
            channels=[channel.payload() for channel in channels],
            threads=[t.payload() for t in self.guild_threads(guild) if not t.archived],
            presences=[],
            voice_states=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
            embedded_activities=[],
        )
        return data

    def member_payload(self, guild: Guild, user: User, *, with_permissions: bool = False) -> JSON:
        member = guild.members.get(user.id) or Member(user, guild.id)
        permissions = self.permissions(guild, user) if with_permissions else None
        return member.payload(permissions=permissions)

    def message_payload(self, message: Message, *, gateway: bool = False) -> JSON:
        data: JSON = {
            "id": str(message.id),
            "channel_id": str(message.channel_id),
            "author": message.author.payload(),
            "content": message.content,
            "timestamp": iso(message.created_at),
            "edited_timestamp": iso(message.edited_at),
            "tts": False,
            "mention_everyone": bool(message.pings & {"@everyone", "@here"}),
            "mentions": self._mentions(message.pings),
            "mention_roles": sorted(p.removeprefix("role:") for p in message.pings if p.startswith("role:")),
            "attachments": [a.payload() for a in message.attachments],
            "embeds": message.embeds,
            "reactions": self._reactions_payload(message),
            "pinned": message.pinned,
            "type": message.type,
            "flags": message.flags,
            "components": message.components,
        }
        if message.sent_words is not None:  # its own words, where a test's lens reads others
            data["components"] = with_sent_words(message.components, message.sent_words)
        self._add_optional_message_fields(message, data, gateway=gateway)
        return data

    def _add_optional_message_fields(self, message: Message, data: JSON, *, gateway: bool) -> None:
        if message.webhook_id is not None:
            data["webhook_id"] = str(message.webhook_id)
        if message.application_id is not None:
            data["application_id"] = str(message.application_id)
        if message.interaction_metadata is not None:
            data["interaction_metadata"] = message.interaction_metadata
        if message.reference is not None:
            data["message_reference"] = message.reference
        thread = self.channels.get(message.thread_id) if message.thread_id else None
        if thread is not None:
            data["thread"] = thread.payload()
        guild = self.guilds.get(message.guild_id) if message.guild_id else None
        if gateway and guild is not None:
            data["guild_id"] = str(guild.id)
            if message.author.id in guild.members:
                data["member"] = guild.members[message.author.id].payload(with_user=False)

    def _mentions(self, pings: frozenset[str]) -> list[JSON]:
        ids = {int(p.removeprefix("user:")) for p in pings if p.startswith("user:")}
        return [self.users[uid].payload() for uid in sorted(ids) if uid in self.users]

    def _reactions_payload(self, message: Message) -> list[JSON]:
        return [
            {
                "emoji": {"id": None, "name": emoji},
                "count": len(users),
                "count_details": {"burst": 0, "normal": len(users)},
                "me": self.bot.id in users,
                "me_burst": False,
                "burst_colors": [],
            }
            for emoji, users in message.reactions.items()
            if users
        ]

    # --- messages -------------------------------------------------------------------------------

    def new_message(self, channel: Channel, author: User, **fields: Any) -> Message:
        message = Message(self.ids.next(), channel.id, channel.guild_id, author, **fields)
        self.add_message(message)
        return message

    def add_message(self, message: Message) -> None:
        channel = self.channels[message.channel_id]
        self.messages[message.id] = message
        self.channel_messages.setdefault(channel.id, []).append(message.id)
        if message.visible_to is None:
            channel.last_message_id = message.id
            channel.message_count += 1
        for attachment in message.attachments:
            self.attach(attachment, channel.id)

    def attach(self, attachment: Attachment, channel_id: int) -> None:
        """Register an attachment and give it a URL served by the fake's CDN route."""
        if not attachment.url:
            attachment.url = f"{self.base_url}/attachments/{channel_id}/{attachment.id}/{attachment.filename}"
        self.attachments[attachment.id] = attachment

    def messages_in(self, channel: Channel, *, include_ephemeral: bool, include_deleted: bool) -> list[Message]:
        found = [self.messages[mid] for mid in self.channel_messages.get(channel.id, [])]
        return [m for m in found if (include_ephemeral or m.visible_to is None) and (include_deleted or not m.deleted)]

    # --- application commands ---------------------------------------------------------------------

    def register_commands(self, scope: int | None, commands: list[JSON]) -> list[JSON]:
        """Bulk overwrite: ids survive re-registration by (name, type), as on Discord."""
        stored = [self._command_with_id(scope, command) for command in commands]
        self.commands[scope] = stored
        return stored

    def _command_with_id(self, scope: int | None, command: JSON) -> JSON:
        kind = int(command.get("type", 1) or 1)
        key = (scope, str(command.get("name")), kind)
        command_id = self.command_ids.setdefault(key, self.ids.next())
        stored = {
            "id": str(command_id),
            "application_id": str(self.application_id),
            "version": str(self.ids.next()),
            "type": kind,
            "name_localizations": None,
            "description_localizations": None,
            "default_member_permissions": None,
            "nsfw": False,
            "options": [],
            **command,
        }
        if scope is not None:
            stored["guild_id"] = str(scope)
        return stored

    def find_command(self, guild_id: int | None, name: str, kind: int = 1) -> JSON | None:
        scopes: list[int | None] = [guild_id, None] if guild_id is not None else [None]
        for scope in scopes:
            for command in self.commands.get(scope, []):
                if command["name"] == name and command["type"] == kind:
                    return command
        return None
