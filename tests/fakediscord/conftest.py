"""Fixtures for the fakediscord self-tests: a running fake with one guild, a channel and users."""

from __future__ import annotations

import struct
import zlib
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from tools.fakediscord import Channel, FakeDiscord, Guild, User
from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401  (autouse: every test ends clean)


def tiny_png(width: int = 3, height: int = 2) -> bytes:
    """A valid RGB PNG built by hand, so tests can check bytes and dimensions round-trip."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


@dataclass
class Env:
    fd: FakeDiscord
    guild: Guild
    channel: Channel
    alice: User
    bob: User
    closed: User
    manager: User


@pytest.fixture
async def env() -> AsyncIterator[Env]:
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Catan Club")
        channel = fd.add_channel(guild, "games")
        env = Env(
            fd=fd,
            guild=guild,
            channel=channel,
            alice=fd.add_user("alice"),
            bob=fd.add_user("bob"),
            closed=fd.add_user("hermit", dms_closed=True),
            manager=fd.add_user("mod", manage_guild=True),
        )
        yield env
