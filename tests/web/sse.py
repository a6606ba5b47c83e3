"""Reading a board's Server-Sent Events in tests."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from aiohttp import ClientResponse


async def next_event(response: ClientResponse, timeout: float = 5.0) -> tuple[str, Any, bytes]:
    """The next event (name, decoded data, the raw bytes as sent), keep-alive comments skipped."""
    raw = b""
    name, data = "message", ""
    async with asyncio.timeout(timeout):
        while True:
            line = await response.content.readline()
            if not line:
                raise EOFError("the stream ended")
            raw += line
            text = line.decode().rstrip("\n")
            if text.startswith(":"):
                raw = b""
                continue
            if text.startswith("event: "):
                name = text[7:]
            elif text.startswith("data: "):
                data += text[6:]
            elif text == "" and data:
                return name, json.loads(data), raw
