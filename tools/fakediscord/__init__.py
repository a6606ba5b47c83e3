"""fakediscord: a local fake Discord (REST + gateway) for driving a real discord.py bot in tests.

See :mod:`tools.fakediscord.harness` for the test-facing API.
"""

from .harness import BotRunner, DiscordPatch, FakeDiscord, InteractionResult, find_button
from .limits import Violation
from .model import Attachment, Channel, Guild, Member, Message, Role, User, World, shard_of
from .server import FakeServer
from .traffic import Traffic

__all__ = [
    "Attachment",
    "BotRunner",
    "Channel",
    "DiscordPatch",
    "FakeDiscord",
    "FakeServer",
    "Guild",
    "InteractionResult",
    "Member",
    "Message",
    "Role",
    "Traffic",
    "User",
    "Violation",
    "World",
    "find_button",
    "shard_of",
]
