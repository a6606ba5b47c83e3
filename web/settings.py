"""The web board's settings (``.env``: WEB_LISTEN, WEB_PUBLIC_URL, WEB_SECRET); unset WEB_LISTEN: no board.
The Discord Activity's (ACTIVITY_CLIENT_ID, ACTIVITY_CLIENT_SECRET) are ``web.oauth``'s."""

from __future__ import annotations

import logging
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

from web.oauth import ActivitySettings

log = logging.getLogger("catanbot.web")

_LISTEN = re.compile(r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.\-]+):(?P<port>[0-9]{1,5})")
SECRET_BYTES = 32  # a made secret: 256 bits, as the HMAC-SHA256 key
MIN_SECRET = 16  # characters: a shorter WEB_SECRET could be guessed offline from one link


@dataclass(frozen=True)
class WebSettings:
    """Where the board listens (``host``, ``port``: 0 picks a free one), the address people's links start
    with (``public_url``, no trailing slash) and the key links are signed with (never logged or shown)."""

    host: str
    port: int
    public_url: str
    secret: bytes = field(repr=False)
    activity: ActivitySettings | None = None  # the board as a Discord Activity (issue #34 item 2b); None: off

    @classmethod
    def from_env(cls, values: Mapping[str, str]) -> WebSettings | None:
        """The settings from the environment; None when WEB_LISTEN is unset (the board is off). Raises
        ``ValueError`` with one line a person can act on."""
        listen = (values.get("WEB_LISTEN") or "").strip()
        if not listen:
            if (values.get("ACTIVITY_CLIENT_ID") or "").strip():
                log.warning("ACTIVITY_CLIENT_ID is set but WEB_LISTEN is empty: the Discord Activity needs the web board")
            return None
        found = _LISTEN.fullmatch(listen)
        if found is None or int(found["port"]) > 65535:
            raise ValueError(f"WEB_LISTEN must be host:port (e.g. 127.0.0.1:8080), not {listen!r}")
        host, port = found["host"].strip("[]"), int(found["port"])
        public = (values.get("WEB_PUBLIC_URL") or "").strip().rstrip("/")
        if not public:
            shown = f"[{host}]" if ":" in host else host
            public = f"http://{shown}:{port}"
        elif not re.fullmatch(r"https?://[^\s/?#]+(/[^\s?#]*)?", public):
            raise ValueError(f"WEB_PUBLIC_URL must be an http:// or https:// address, not {public!r}")
        text = (values.get("WEB_SECRET") or "").strip()
        if text and len(text) < MIN_SECRET:
            raise ValueError(f"WEB_SECRET must be at least {MIN_SECRET} characters (or empty: one is made per start)")
        if text:
            secret = text.encode()
        else:
            # Links signed with it end with the process: fine for a board on localhost, and nothing to set up.
            secret = secrets.token_bytes(SECRET_BYTES)
            log.info("WEB_SECRET is empty: made a random one for this run (board links end when the bot stops)")
        activity = ActivitySettings.from_env(values)
        return cls(host=host, port=port, public_url=public, secret=secret, activity=activity)

    @property
    def origin(self) -> str:
        """The origin browsers send with the page's requests (scheme, host and port of ``public_url``)."""
        scheme, _, rest = self.public_url.partition("://")
        return f"{scheme}://{rest.split('/', 1)[0]}".lower()
