"""Discord's side of an Activity (issue #34 item 2b), faked: the OAuth2 code exchange, who a user token is, and
the Activity's instances (where each runs, who has it open).

Inside Discord, the Embedded App SDK's ``authorize`` command gives the Activity's page a one-time code. The
app's server trades it at ``POST /oauth2/token`` (form body: ``grant_type=authorization_code``, ``code``,
``client_id``, ``client_secret``) for a user's access token and asks ``GET /users/@me`` with
``Authorization: Bearer <token>`` who it is. Here a test hands out codes with :meth:`OAuth.code_for` (what the
fake parent frame answers ``AUTHORIZE`` with); a code works once, for a few minutes, and only with the
application's own client id and secret, as on Discord (error ``invalid_grant`` / ``invalid_client``).

An instance starts when a launch-activity callback opens the Activity for its clicker (or a test calls
:meth:`OAuth.open_instance`); others join it (:meth:`OAuth.join`). ``GET /applications/{id}/activity-instances/
{instance id}``, with the bot's token, answers what Discord's Get Application Activity Instance does: the
location (``gc``: a guild channel, ``pc``: a private one) and the ids of the users connected; 404 once it ended.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field

from aiohttp import web
from multidict import MultiDictProxy

from .model import User, World


@dataclass
class Instance:
    """An Activity open in one channel: who has it open."""

    id: str
    launch_id: int
    channel_id: int
    guild_id: int | None
    users: list[int] = field(default_factory=list)

    def payload(self, application_id: int) -> dict[str, object]:
        kind = "gc" if self.guild_id is not None else "pc"
        place = f"{kind}-{self.guild_id}-{self.channel_id}" if self.guild_id is not None else f"pc-{self.channel_id}"
        location: dict[str, object] = {"id": place, "kind": kind, "channel_id": str(self.channel_id)}
        if self.guild_id is not None:
            location["guild_id"] = str(self.guild_id)
        return {"application_id": str(application_id), "instance_id": self.id, "launch_id": str(self.launch_id),
                "location": location, "users": [str(u) for u in self.users]}  # fmt: skip

# The command Discord adds to an application's global commands when Activities are enabled in the portal.
ENTRY_POINT = {"name": "launch", "description": "", "type": 4, "handler": 2, "integration_types": [0, 1],
               "contexts": [0, 1, 2]}  # fmt: skip
ENTRY_POINT_LEFT_OUT = (
    "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point "
    "command in your update request or delete it separately."
)
CODE_LIFETIME = 600.0  # seconds a code may wait for its exchange (Discord's are short-lived too)
TOKEN_LIFETIME = 604800  # what Discord says an access token lasts (expires_in)


@dataclass
class OAuth:
    world: World
    client_secret: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    codes: dict[str, tuple[User, float, tuple[str, ...]]] = field(default_factory=dict)
    tokens: dict[str, User] = field(default_factory=dict)
    exchanges: list[tuple[str, int]] = field(default_factory=list)  # (code, HTTP status) of each exchange asked
    enabled: bool = False  # whether the application has an Activity (else a launch-activity callback is refused)
    instances: dict[str, Instance] = field(default_factory=dict)

    @property
    def client_id(self) -> str:
        return str(self.world.application_id)

    def enable(self) -> None:
        """Activities enabled in the portal: launch-activity callbacks are accepted, and Discord adds the Entry
        Point command to the global commands, which a bulk overwrite may then not leave out (50240)."""
        self.enabled = True
        held = self.world.commands.get(None, [])
        if not any(c.get("type") == 4 for c in held):
            self.world.register_commands(None, [*held, dict(ENTRY_POINT)])

    def leaves_out_entry_point(self, scope: int | None, commands: object) -> bool:
        """Whether a bulk overwrite of ``scope``'s commands would drop the Entry Point command."""
        held = self.world.commands.get(scope, [])
        sent = commands if isinstance(commands, list) else []
        return any(c.get("type") == 4 for c in held) and not any(
            isinstance(c, dict) and c.get("type") == 4 for c in sent
        )

    def code_for(self, user: User, scopes: tuple[str, ...] = ("identify",)) -> str:
        """The code ``authorize`` gives ``user``'s Activity (the consent is assumed given)."""
        code = secrets.token_urlsafe(18)
        self.codes[code] = (user, time.monotonic(), scopes)
        self.world.log(user.name, "authorized the Activity", ",".join(scopes))
        return code

    def open_instance(self, user: User, channel_id: int, guild_id: int | None, launch_id: int | None = None) -> str:
        """The Activity opened by ``user`` in a channel (a launch, or the App Launcher): a new instance's id."""
        launch = launch_id if launch_id is not None else secrets.randbits(62)
        place = f"gc-{guild_id}-{channel_id}" if guild_id is not None else f"pc-{channel_id}"
        instance = Instance(f"i-{launch}-{place}", launch, channel_id, guild_id, [user.id])
        self.instances[instance.id] = instance
        self.world.log(user.name, "opened the Activity", instance.id)
        return instance.id

    def join(self, instance_id: str, user: User) -> None:
        self.instances[instance_id].users.append(user.id)

    def end(self, instance_id: str) -> None:
        """Everyone left: Discord forgets the instance."""
        del self.instances[instance_id]

    def instance_payload(self, application_id: str, instance_id: str) -> dict[str, object] | None:
        """Get Application Activity Instance's answer; None: not found (another application's, or ended)."""
        found = self.instances.get(instance_id)
        if application_id != self.client_id or found is None:
            return None
        return found.payload(self.world.application_id)

    def expire(self, code: str) -> None:
        """Make ``code`` older than a code lives (a test of the refusal of a stale code)."""
        user, _, scopes = self.codes[code]
        self.codes[code] = (user, time.monotonic() - CODE_LIFETIME - 1, scopes)

    async def token(self, request: web.Request) -> web.Response:
        form = await request.post()
        code = str(form.get("code") or "")
        status, body = self._exchange(form, code)
        self.exchanges.append((code, status))
        return web.json_response(body, status=status)

    def _exchange(self, form: MultiDictProxy[str | web.FileField], code: str) -> tuple[int, dict[str, object]]:
        get = form.get
        if get("client_id") != self.client_id or get("client_secret") != self.client_secret:
            return 401, {"error": "invalid_client"}
        if get("grant_type") != "authorization_code":
            return 400, {"error": "unsupported_grant_type"}
        found = self.codes.pop(code, None)  # once only, whatever happens next
        if found is None or time.monotonic() - found[1] > CODE_LIFETIME:
            return 400, {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'}
        user, _, scopes = found
        access = secrets.token_urlsafe(24)
        self.tokens[access] = user
        self.world.log("oauth", "exchanged a code", user.name)
        return 200, {"access_token": access, "token_type": "Bearer", "expires_in": TOKEN_LIFETIME,
                     "refresh_token": secrets.token_urlsafe(24), "scope": " ".join(scopes)}  # fmt: skip

    def bearer(self, request: web.Request) -> User | None:
        """The user of a ``Bearer`` token, None when the request carries none; 401 for an unknown one."""
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            return None
        user = self.tokens.get(header.removeprefix("Bearer ").strip())
        if user is None:
            raise web.HTTPUnauthorized(text='{"message": "401: Unauthorized", "code": 0}',
                                       content_type="application/json")  # fmt: skip
        return user
