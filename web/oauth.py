"""Who opened the board inside Discord (issue #34 item 2b): the Activity's settings and Discord's OAuth2 exchange.

The Activity's page gets a one-time code from Discord's client (the Embedded App SDK's ``authorize``); the bot
trades it at Discord's token endpoint, with the application's client id and secret, for the person's access token
and asks ``/users/@me`` who that is. The secret and the access token stay here: the page only ever holds the code
and, once the person is known, a board token of ``web.tokens`` (signed for them and one game).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import aiohttp

log = logging.getLogger("catanbot.web")

DISCORD_API = "https://discord.com/api/v10"
TIMEOUT = aiohttp.ClientTimeout(total=10)  # Discord answers in well under a second; a stuck call must not hang a page
# The origins an Activity's page runs in: Discord's proxy serves it from https://<client id>.discordsays.com, and
# Discord's clients (the web page, the desktop app, ptb, canary) frame it.
FRAMED_BY = "https://discord.com https://*.discord.com https://discordapp.com https://*.discordapp.com https://*.discordsays.com"


@dataclass(frozen=True)
class ActivitySettings:
    """The application's OAuth2 client id (public: the page needs it) and secret (never logged, never sent);
    ``api``: Discord's API base (the tests point it at the fake Discord)."""

    client_id: str
    client_secret: str = field(repr=False)
    api: str = DISCORD_API

    @classmethod
    def from_env(cls, values: Mapping[str, str]) -> ActivitySettings | None:
        """ACTIVITY_CLIENT_ID and ACTIVITY_CLIENT_SECRET (both, or neither: the Activity is off), ACTIVITY_API_URL.
        Raises ``ValueError`` with one line a person can act on."""
        client_id = (values.get("ACTIVITY_CLIENT_ID") or "").strip()
        secret = (values.get("ACTIVITY_CLIENT_SECRET") or "").strip()
        if not client_id and not secret:
            return None
        if not client_id or not secret:
            raise ValueError("ACTIVITY_CLIENT_ID and ACTIVITY_CLIENT_SECRET go together (Developer Portal -> OAuth2)")
        if not client_id.isdigit():
            raise ValueError(f"ACTIVITY_CLIENT_ID must be the application's id (a number), not {client_id!r}")
        api = (values.get("ACTIVITY_API_URL") or "").strip().rstrip("/") or DISCORD_API
        if not re.fullmatch(r"https?://[^\s?#]+", api):
            raise ValueError(f"ACTIVITY_API_URL must be an http:// or https:// address, not {api!r}")
        return cls(client_id=client_id, client_secret=secret, api=api)

    @property
    def origin(self) -> str:
        """The origin the Activity's page and its requests have: Discord's proxy for this application."""
        return f"https://{self.client_id}.discordsays.com"


@dataclass(frozen=True)
class ActivityInstance:
    """Where an Activity runs and who has it open, as Discord says (Get Application Activity Instance): the channel
    the page is told it was started in is the page's word, this is Discord's."""

    channel_id: int
    guild_id: int | None
    users: frozenset[int]

    @classmethod
    def from_payload(cls, data: Mapping[str, Any]) -> ActivityInstance:
        """From Discord's JSON (``location.channel_id``, ``location.guild_id``, ``users``); raises ``KeyError``,
        ``TypeError`` or ``ValueError`` for anything else."""
        location = data["location"]
        guild = location.get("guild_id")
        return cls(int(location["channel_id"]), int(guild) if guild else None, frozenset(int(u) for u in data["users"]))


# Discord's answer for an instance id (None: no such instance, or it has ended); raises DiscordUnreachable. The
# bot's side asks with the bot's token (cogs/app/web_board.py): the token stays with discord.py.
InstanceOf = Callable[[str], Awaitable[ActivityInstance | None]]
INSTANCE_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")  # Discord's look like i-<launch id>-gc-<guild id>-<channel id>


class NotAuthorized(Exception):
    """Discord did not confirm who the code is for (a wrong, used or expired code)."""


class DiscordUnreachable(Exception):
    """Discord could not be asked (down, slow, or it answered something unexpected)."""


async def user_of_code(settings: ActivitySettings, http: aiohttp.ClientSession, code: str) -> int:
    """The Discord user id the Activity's ``code`` was given to."""
    form = {"client_id": settings.client_id, "client_secret": settings.client_secret,
            "grant_type": "authorization_code", "code": code}  # fmt: skip
    try:
        async with http.post(f"{settings.api}/oauth2/token", data=form, timeout=TIMEOUT) as answer:
            if answer.status in (400, 401):  # invalid_grant: a wrong, used or expired code (invalid_client: ours)
                refusal = (await answer.json(content_type=None)).get("error")
                if refusal == "invalid_client":
                    log.error("Discord refused the Activity's client id or secret (check ACTIVITY_CLIENT_SECRET)")
                    raise DiscordUnreachable(refusal)
                raise NotAuthorized(str(refusal))
            answer.raise_for_status()
            access = (await answer.json(content_type=None))["access_token"]
        headers = {"Authorization": f"Bearer {access}"}
        async with http.get(f"{settings.api}/users/@me", headers=headers, timeout=TIMEOUT) as answer:
            if answer.status == 401:
                raise NotAuthorized("token")
            answer.raise_for_status()
            return int((await answer.json(content_type=None))["id"])
    except (aiohttp.ClientError, TimeoutError, KeyError, ValueError, TypeError) as exc:
        # The code and the token are credentials: the log names the failure, never them.
        log.warning("the Activity's sign-in with Discord failed: %s", type(exc).__name__)
        raise DiscordUnreachable(type(exc).__name__) from None
