"""Signed board links (issue #34 item 2a): a token names one person and one game until its expiry.

``<user id>.<expiry>.<signature>``, the signature HMAC-SHA256 with the board's secret over the user id,
the game id and the expiry. The game id is not in the token but in the link's path, and signed: the
token of one game is refused for another, and one person's for another person (their id is signed).
Short-lived (``LIFETIME``) and renewable: the page trades its valid token for a fresh one before it
expires (``renew``), so an open board stays signed in while a link copied somewhere soon stops working.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass

LIFETIME = 12 * 3600.0  # seconds a token is good for
RENEW_BEFORE = 3600.0  # the page asks for a fresh token this long before its own expires


@dataclass(frozen=True)
class Signed:
    """Who a valid token is for, and until when."""

    user_id: int
    game_id: int
    expires: int


def _signature(secret: bytes, user_id: int, game_id: int, expires: int) -> str:
    mac = hmac.new(secret, f"catanbot-board:{user_id}:{game_id}:{expires}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def sign(secret: bytes, user_id: int, game_id: int, now: float, lifetime: float = LIFETIME) -> str:
    """A token for ``user_id`` on ``game_id``, good for ``lifetime`` seconds from ``now``."""
    expires = int(now + lifetime)
    return f"{user_id}.{expires}.{_signature(secret, user_id, game_id, expires)}"


def verify(secret: bytes, token: str, game_id: int, now: float) -> Signed | None:
    """Who ``token`` is for on ``game_id``, or None: malformed, expired, signed for another game or
    person, or not signed with this secret. The signatures are compared in constant time."""
    parts = token.split(".")
    if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit() or len(token) > 200:
        return None
    user_id, expires = int(parts[0]), int(parts[1])
    if not hmac.compare_digest(parts[2].encode(), _signature(secret, user_id, game_id, expires).encode()):
        return None
    if expires <= now:
        return None
    return Signed(user_id, game_id, expires)


def renew(secret: bytes, token: str, game_id: int, now: float, lifetime: float = LIFETIME) -> str | None:
    """A fresh token for the same person and game, given a valid one (None: it is not valid)."""
    signed = verify(secret, token, game_id, now)
    return None if signed is None else sign(secret, signed.user_id, game_id, now, lifetime)
