"""A board's stream as bytes (issue #34 item 3, bench/web_latency.py): Server-Sent Events, gzip-compressed
when the browser takes gzip (every browser's EventSource does), with a flush after each event so that none
waits in the compressor.

Why: an update is mostly JSON that repeats itself (the legal spots of a placement are 54 entries of the same
shape: 4-6 KB as text on the 5-6 player board, about 600 bytes compressed), and a phone on Discord reads it.
One compressor per open stream, with a small window (``WINDOW_BITS``, ``MEM_LEVEL``: about 8 KB of memory a
stream, so ``web.hub.MAX_STREAMS`` boards stay within a few dozen MB); the repetition is inside each
update, which a 1 KB window finds as well as a 32 KB one.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

WINDOW_BITS = 10  # a 1 KB window
MEM_LEVEL = 3
LEVEL = 6


def compact(data: Any) -> str:
    """JSON as the board's answers and events carry it: no spaces, every character as itself."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def takes_gzip(accept_encoding: str) -> bool:
    """Whether a request's Accept-Encoding allows gzip (``gzip;q=0`` refuses it)."""
    for part in accept_encoding.lower().split(","):
        name, _, params = part.strip().partition(";")
        if name.strip() in ("gzip", "*"):
            q = params.strip().removeprefix("q=")
            return not params or not q.replace(".", "", 1).isdigit() or float(q) > 0
    return False


class Wire:
    """The bytes of one stream: each ``event`` (or ``comment``) is written as it returns, ``end`` closes."""

    def __init__(self, gzip: bool) -> None:
        self._z = zlib.compressobj(LEVEL, zlib.DEFLATED, 16 + WINDOW_BITS, MEM_LEVEL) if gzip else None

    @property
    def headers(self) -> dict[str, str]:
        return {"Content-Encoding": "gzip", "Vary": "Accept-Encoding"} if self._z is not None else {}

    def event(self, name: str, data: str) -> bytes:
        return self._pack(f"event: {name}\ndata: {data}\n\n".encode())

    def comment(self, text: str) -> bytes:
        return self._pack(f": {text}\n\n".encode())

    def end(self) -> bytes:
        """The compressed stream's trailer (nothing when it is not compressed)."""
        if self._z is None:
            return b""
        z, self._z = self._z, None
        return z.flush(zlib.Z_FINISH)

    def _pack(self, raw: bytes) -> bytes:
        if self._z is None:
            return raw
        return self._z.compress(raw) + self._z.flush(zlib.Z_SYNC_FLUSH)
