"""aiohttp implementation of Discord's REST API (v10) and gateway websocket, on 127.0.0.1.

Only what a discord.py 2.7 bot plausibly calls is implemented; any other route answers a
Discord-shaped 404 and is logged (and recorded in ``World.unknown_routes``) so gaps are visible.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import mimetypes
import secrets
import time
import traceback
import zlib
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import lens, limits
from .limits import FLAG_EPHEMERAL, Violation
from .model import (
    DEFAULT_HEARTBEAT_MS,
    FLAG_LOADING,
    JSON,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    InteractionRecord,
    Message,
    User,
    World,
    iso,
    shard_of,
)
from .oauth import ENTRY_POINT_LEFT_OUT, OAuth

log = logging.getLogger("fakediscord")

# How long a heartbeat's ACK takes (seconds): a slow round trip to Discord (see Gateway._on_frame).
HEARTBEAT_ACK_DELAY = 0.5

API_PREFIX = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Gateway intents the fake honours when deciding what to dispatch.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DM_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15

# Interaction types and the callback types Discord accepts for each of them.
APPLICATION_COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
LAUNCH_ACTIVITY = 12  # the callback that opens the app's Activity for the clicker (only with one enabled)
_ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {4, 5, 9, LAUNCH_ACTIVITY},
    COMPONENT: {4, 5, 6, 7, 9, LAUNCH_ACTIVITY},
    AUTOCOMPLETE: {8},
    MODAL_SUBMIT: {4, 5, 6, 7},
}


class ApiError(Exception):
    """Raised by handlers; turned into Discord's JSON error body by the middleware."""

    def __init__(self, status: int, code: int, message: str, errors: JSON | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> JSON:
        body: JSON = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON with ``Content-Type: application/json`` exactly: discord.py compares the header
    verbatim, so aiohttp's ``json_response`` (which appends a charset) would break it."""
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


def not_found(kind: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {kind}")


@dataclass
class Upload:
    index: int
    filename: str
    data: bytes


@dataclass
class Body:
    json: Any = field(default_factory=dict)
    files: list[Upload] = field(default_factory=list)

    @property
    def dict(self) -> JSON:
        return self.json if isinstance(self.json, dict) else {}


async def read_body(request: web.Request) -> Body:
    """Parse a JSON body or a multipart body (``payload_json`` + ``files[n]`` parts)."""
    if request.content_type.startswith("multipart/"):
        return await _read_multipart(request)
    raw = await request.read()
    if not raw:
        return Body()
    try:
        return Body(json=json.loads(raw))
    except ValueError as exc:
        raise ApiError(400, 50109, "The request body contains invalid JSON.") from exc


async def _read_multipart(request: web.Request) -> Body:
    body = Body()
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        name = getattr(part, "name", None) or ""
        data = await part.read()  # type: ignore[union-attr]
        if name == "payload_json":
            body.json = json.loads(data.decode())
        elif name.startswith("files[") and name.endswith("]"):
            filename = getattr(part, "filename", None) or name
            body.files.append(Upload(int(name[6:-1]), filename, bytes(data)))
    return body


class Pulse:
    """Wakes every waiter whenever something changes; waiters re-check their predicate.

    Waiters also re-check every ``poll`` seconds, because predicates may look at state the
    fake cannot observe (the bot's own caches, a test's callback list...)."""

    poll = 0.02

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def fire(self) -> None:
        event, self._event = self._event, asyncio.Event()
        event.set()

    async def wait_for(self, predicate: Callable[[], bool], timeout: float, what: str) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"timed out after {timeout:.1f}s waiting for {what}")
            event = self._event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, self.poll))


# --- gateway ---------------------------------------------------------------------------------------


@dataclass(eq=False)
class GatewaySession:
    """A gateway session; it survives its websocket so that a RESUME can replay missed events."""

    id: str
    intents: int
    shard: tuple[int, int] | None
    seq: int = 0
    backlog: deque[JSON] = field(default_factory=lambda: deque(maxlen=2000))
    conn: GatewayConnection | None = None
    alive: bool = True
    ready: bool = False

    def wants(self, guild_id: int | None) -> bool:
        """Shard routing: guild events go to shard (guild_id >> 22) % count, DMs to shard 0."""
        if self.shard is None:
            return True
        shard_id, count = self.shard
        return shard_of(guild_id, count) == shard_id if guild_id else shard_id == 0


@dataclass(eq=False)
class GatewayConnection:
    ws: web.WebSocketResponse
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    session: GatewaySession | None = None
    forced_close: bool = False
    acks: set[asyncio.Task[bool]] = field(default_factory=set)  # heartbeat ACKs on their way

    def ack_later(self, delay: float) -> None:
        """Answer a heartbeat after ``delay`` seconds, without holding up the connection's other frames."""

        async def ack() -> bool:
            await asyncio.sleep(delay)
            return await self.send({"op": 11, "d": None, "s": None, "t": None})

        task = asyncio.get_running_loop().create_task(ack(), name="fakediscord-heartbeat-ack")
        self.acks.add(task)
        task.add_done_callback(self.acks.discard)

    async def send(self, payload: JSON) -> bool:
        """Send one frame as plain JSON text (the client only inflates binary frames)."""
        if self.ws.closed:
            return False
        async with self.lock:
            try:
                await self.ws.send_str(json.dumps(payload))
            except (ConnectionError, RuntimeError):
                return False
        return True


class Gateway:
    """The websocket side: HELLO/IDENTIFY/READY/RESUME/heartbeats and event dispatch."""

    def __init__(self, world: World, changed: Pulse) -> None:
        self.world = world
        self.changed = changed
        self.url = "ws://127.0.0.1/"
        self.sessions: dict[str, GatewaySession] = {}
        self.connections: set[GatewayConnection] = set()
        self.identifies = 0
        self.resumes = 0
        self.heartbeat_ms = DEFAULT_HEARTBEAT_MS

    # --- connection lifecycle -------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = GatewayConnection(ws)
        self.connections.add(conn)
        await conn.send({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._on_frame(conn, json.loads(msg.data))
                elif msg.type == WSMsgType.BINARY:
                    await self._on_frame(conn, json.loads(zlib.decompress(msg.data)))
        finally:
            self.connections.discard(conn)
            for task in list(conn.acks):
                task.cancel()
            self._detach(conn)
        return ws

    def _detach(self, conn: GatewayConnection) -> None:
        session = conn.session
        if session is None or session.conn is not conn:
            return
        session.conn = None
        session.ready = False
        # A client-initiated 1000/1001 close invalidates the session (as on Discord); anything
        # else (network drop, our forced 4000) leaves it resumable.  aiohttp reports 1000 for
        # closes *we* start, hence the explicit flag.
        if not conn.forced_close and conn.ws.close_code in (1000, 1001):
            session.alive = False
        log.info("gateway session %s disconnected (code %s)", session.id, conn.ws.close_code)
        self.changed.fire()

    async def _on_frame(self, conn: GatewayConnection, frame: JSON) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == 1:
            # Not at once: discord.py's heartbeat thread notes when it sent a heartbeat only after the event
            # loop confirms the send, and an ACK from this server, in the same process and on the same loop,
            # often came first. The ACK was then measured against the previous heartbeat: "Can't keep up,
            # websocket is 41.3s behind" (the interval) in every demo. Discord's own ACK takes a network round
            # trip; this one waits as long as a slow one.
            conn.ack_later(HEARTBEAT_ACK_DELAY)
        elif op == 2:
            await self._identify(conn, data or {})
        elif op == 6:
            await self._resume(conn, data or {})
        elif op == 8:
            await self._request_members(conn, data or {})
        elif op not in (3, 4):
            log.warning("gateway: unhandled opcode %s: %s", op, frame)

    async def _identify(self, conn: GatewayConnection, data: JSON) -> None:
        if data.get("token") != self.world.token:
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        shard = tuple(data["shard"]) if data.get("shard") else None
        if shard is not None and not (
            len(shard) == 2 and all(isinstance(x, int) for x in shard) and 0 <= shard[0] < shard[1]
        ):
            await conn.ws.close(code=4010, message=b"Invalid shard.")
            return
        session = GatewaySession(secrets.token_hex(16), int(data.get("intents", 0)), shard)  # type: ignore[arg-type]
        self.sessions[session.id] = session
        session.conn = conn
        conn.session = session
        self.identifies += 1
        await self._send_dispatch(session, "READY", self._ready_payload(session))
        for guild in self.world.guilds.values():
            if session.wants(guild.id):
                await self._send_dispatch(session, "GUILD_CREATE", self.world.guild_create_payload(guild))
        session.ready = True
        self.changed.fire()

    def _ready_payload(self, session: GatewaySession) -> JSON:
        user = self.world.bot.payload() | {"verified": True, "mfa_enabled": False, "email": None}
        data: JSON = {
            "v": 10,
            "user": user,
            "guilds": [{"id": str(g), "unavailable": True} for g in self.world.guilds if session.wants(g)],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.url,
            "application": {"id": str(self.world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
            "_trace": ["fakediscord"],
        }
        if session.shard is not None:
            data["shard"] = list(session.shard)
        return data

    async def _resume(self, conn: GatewayConnection, data: JSON) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or not session.alive or data.get("token") != self.world.token:
            await conn.send({"op": 9, "d": False, "s": None, "t": None})
            return
        if session.conn is not None and session.conn is not conn:
            session.conn.forced_close = True
            await session.conn.ws.close(code=4000)
        session.conn = conn
        conn.session = session
        last_seen = int(data.get("seq") or 0)
        for frame in list(session.backlog):
            if frame["s"] > last_seen:
                await conn.send(frame)
        self.resumes += 1
        await self._send_dispatch(session, "RESUMED", {"_trace": ["fakediscord"]})
        session.ready = True
        self.changed.fire()

    async def _request_members(self, conn: GatewayConnection, data: JSON) -> None:
        guild = self.world.guilds.get(int(data.get("guild_id", 0)))
        if guild is None or conn.session is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = str(data.get("query") or "").lower()
        members = [
            m
            for m in guild.members.values()
            if (not wanted or m.user.id in wanted) and m.user.name.lower().startswith(query)
        ]
        limit = int(data.get("limit") or 0)
        chunk: JSON = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in (members[:limit] if limit else members)],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - {m.user.id for m in members}],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self._send_dispatch(conn.session, "GUILD_MEMBERS_CHUNK", chunk)

    # --- dispatch -------------------------------------------------------------------------------

    async def _send_dispatch(self, session: GatewaySession, event: str, data: JSON) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.backlog.append(frame)
        if session.conn is not None:
            await session.conn.send(frame)

    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions.values() if s.alive]

    def connected_sessions(self) -> list[GatewaySession]:
        return [s for s in self.live_sessions() if s.ready and s.conn is not None and not s.conn.ws.closed]

    async def dispatch(
        self,
        event: str,
        data: JSON,
        *,
        guild_id: int | None = None,
        intent: int = 0,
        transform: Callable[[GatewaySession, JSON], JSON] | None = None,
    ) -> int:
        """Send an event to every live session that wants it (by shard and intent); sessions
        that are disconnected but resumable get it on RESUME.  Returns the number of targets."""
        targets = [s for s in self.live_sessions() if s.wants(guild_id) and (not intent or s.intents & intent)]
        for session in targets:
            await self._send_dispatch(session, event, transform(session, data) if transform else data)
        return len(targets)

    def serving(self, guild_id: int | None) -> bool:
        """Whether a connected session would receive the guild's (None: a DM's) events now."""
        return any(s.wants(guild_id) for s in self.connected_sessions())

    def connected_shards(self) -> set[tuple[int, int] | None]:
        """The (shard id, shard count) pairs of the connected sessions (None: an unsharded one)."""
        return {s.shard for s in self.connected_sessions()}

    async def dispatch_interaction(self, data: JSON, guild_id: int | None) -> bool:
        """Interactions go to exactly one session (the newest connected one for the shard)."""
        targets = [s for s in self.connected_sessions() if s.wants(guild_id)]
        if not targets:
            return False
        await self._send_dispatch(targets[-1], "INTERACTION_CREATE", data)
        return True

    # --- forced disconnects -----------------------------------------------------------------------

    async def disconnect(self, mode: str) -> None:
        """Drop the bot's connections: 'close' (4000, resumable), 'reconnect' (op 7) or
        'invalidate' (op 9, forces a fresh IDENTIFY)."""
        for session in self.connected_sessions():
            conn = session.conn
            assert conn is not None
            if mode == "close":
                conn.forced_close = True
                await conn.ws.close(code=4000, message=b"fakediscord forced disconnect")
            elif mode == "reconnect":
                await conn.send({"op": 7, "d": None, "s": None, "t": None})
            elif mode == "invalidate":
                session.alive = False
                await conn.send({"op": 9, "d": False, "s": None, "t": None})
            else:
                raise ValueError(f"unknown disconnect mode {mode!r}")

    async def close_all(self) -> None:
        for conn in list(self.connections):
            if not conn.ws.closed:
                await conn.ws.close(code=1001, message=b"fakediscord shutting down")


# --- the REST server ---------------------------------------------------------------------------------


class FakeServer:
    """REST + gateway on 127.0.0.1; all state lives in :class:`World`."""

    def __init__(self, world: World, *, host: str = "127.0.0.1", port: int = 0) -> None:
        self.world = world
        self.host, self.port = host, port
        self.changed = Pulse()
        self.gateway = Gateway(world, self.changed)
        self.oauth = OAuth(world)  # an Activity's code exchange and user tokens (tools.fakediscord.oauth)
        self.interaction_deadline = 3.0
        self.token_lifetime = 15 * 60.0
        self.default_attachment_limit = limits.DEFAULT_ATTACHMENT_LIMIT
        # Tests can intercept a request before it takes effect (e.g. kill the bot at that moment):
        # when the hook returns True the request is dropped unapplied, as if the client had died.
        self.before_request: Callable[[str, str], bool] | None = None
        # Every message request must say it cannot ping @everyone/@here or roles (see
        # limits.check_mentions); a test of the checker itself may switch it off.
        self.check_mentions = True
        self._runner: web.AppRunner | None = None
        self.app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._add_routes()

    # --- lifecycle --------------------------------------------------------------------------------

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        self.world.base_url = self.base_url
        self.gateway.url = self.gateway_url
        log.info("fakediscord listening on %s", self.base_url)

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/"

    # --- middleware ------------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if self.before_request is not None and self.before_request(request.method, request.path):
            return web.Response(status=503, text="dropped by a test")
        try:
            self._check_auth(request)
            response = await handler(request)
        except ApiError as exc:
            response = self._error_response(request, exc)
        except web.HTTPException:
            raise
        except Exception as exc:  # a fake bug must not look like a Discord outage
            response = self._internal_error(request, exc)
        self.world.requests.append((request.method, request.path, response.status))
        if request.path.startswith(API_PREFIX):
            self._add_ratelimit_headers(request, response)
        self.changed.fire()
        return response

    def _check_auth(self, request: web.Request) -> None:
        """Bot-token auth, except for interaction callbacks and webhooks (token in the URL)."""
        path = request.path
        if not path.startswith(API_PREFIX) or path.startswith(
            (API_PREFIX + "/interactions/", API_PREFIX + "/webhooks/")
        ):
            return
        if path in (API_PREFIX + "/gateway", API_PREFIX + "/oauth2/token"):
            return
        if path == API_PREFIX + "/users/@me" and request.headers.get("Authorization", "").startswith("Bearer "):
            return  # a user's own token (an Activity's server asking who its user is)
        if request.headers.get("Authorization") != f"Bot {self.world.token}":
            raise ApiError(401, 0, "401: Unauthorized")

    def _error_response(self, request: web.Request, exc: ApiError) -> web.Response:
        self.world.http_errors.append(
            {
                "method": request.method,
                "path": request.path,
                "status": exc.status,
                "code": exc.code,
                "message": exc.message,
            }
        )
        log.info("%s %s -> %s %s (%s)", request.method, request.path, exc.status, exc.code, exc.message)
        return json_response(exc.body(), status=exc.status)

    def _internal_error(self, request: web.Request, exc: Exception) -> web.Response:
        # Answer 400 rather than 500: discord.py retries 5xx five times with growing sleeps,
        # which would hide the bug behind a 25-second hang.
        detail = f"{request.method} {request.path}: {exc!r}\n{traceback.format_exc()}"
        self.world.server_errors.append(detail)
        log.error("fakediscord internal error in %s", detail)
        return json_response({"message": f"fakediscord internal error: {exc!r}", "code": 0}, status=400)

    @staticmethod
    def _add_ratelimit_headers(request: web.Request, response: web.StreamResponse) -> None:
        """Generous bucket headers: discord.py tracks them but never has to wait."""
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else request.path
        response.headers["X-RateLimit-Limit"] = "50"
        response.headers["X-RateLimit-Remaining"] = "49"
        response.headers["X-RateLimit-Reset"] = f"{time.time() + 1:.3f}"
        response.headers["X-RateLimit-Reset-After"] = "1.000"
        response.headers["X-RateLimit-Bucket"] = f"{zlib.crc32(f'{request.method} {template}'.encode()):08x}"

    # --- routing --------------------------------------------------------------------------------

    def _add_routes(self) -> None:
        router = self.app.router
        router.add_get("/", self.gateway.handle)
        router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment)
        for method, path, handler in self._route_table():
            router.add_route(method, API_PREFIX + path, handler)
        router.add_route("*", "/{tail:.*}", self.unknown_route)

    def _route_table(self) -> Iterable[tuple[str, str, Handler]]:
        # Fixed paths (@me, @original) come before their {variable} siblings.
        yield from self._identity_routes()
        yield from self._command_routes()
        yield from self._interaction_routes()
        yield from self._channel_routes()
        yield from self._thread_routes()
        yield from self._guild_routes()

    def _identity_routes(self) -> Iterable[tuple[str, str, Handler]]:
        yield "GET", "/users/@me", self.get_me
        yield "PATCH", "/users/@me", self.get_me
        yield "GET", "/users/@me/guilds", self.get_my_guilds
        yield "POST", "/users/@me/channels", self.create_dm
        yield "GET", "/users/{user_id}", self.get_user
        yield "GET", "/oauth2/applications/@me", self.get_application
        yield "POST", "/oauth2/token", self.oauth.token
        yield "GET", "/applications/@me", self.get_application
        yield "GET", "/applications/{application_id}/activity-instances/{instance_id}", self.get_activity_instance
        yield "GET", "/gateway", self.get_gateway
        yield "GET", "/gateway/bot", self.get_gateway_bot
        yield "POST", "/auth/logout", self.empty
        yield "GET", "/applications/{app_id}/emojis", self.empty_items
        yield "GET", "/applications/{app_id}/entitlements", self.empty_list
        yield "GET", "/applications/{app_id}/skus", self.empty_list

    def _command_routes(self) -> Iterable[tuple[str, str, Handler]]:
        for prefix in ("/applications/{app_id}", "/applications/{app_id}/guilds/{guild_id}"):
            yield "GET", prefix + "/commands", self.get_commands
            yield "PUT", prefix + "/commands", self.put_commands
            yield "POST", prefix + "/commands", self.upsert_command
            yield "GET", prefix + "/commands/permissions", self.empty_list
            yield "GET", prefix + "/commands/{command_id}", self.get_command
            yield "PATCH", prefix + "/commands/{command_id}", self.edit_command
            yield "DELETE", prefix + "/commands/{command_id}", self.delete_command

    def _interaction_routes(self) -> Iterable[tuple[str, str, Handler]]:
        yield "POST", "/interactions/{interaction_id}/{token}/callback", self.interaction_callback
        yield "POST", "/webhooks/{app_id}/{token}", self.create_followup
        for method, handler in (("GET", self.get_webhook_message), ("PATCH", self.edit_webhook_message)):
            yield method, "/webhooks/{app_id}/{token}/messages/{message_id}", handler
        yield "DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self.delete_webhook_message

    def _channel_routes(self) -> Iterable[tuple[str, str, Handler]]:
        base = "/channels/{channel_id}"
        yield "GET", base, self.get_channel
        yield "PATCH", base, self.edit_channel
        yield "DELETE", base, self.delete_channel
        yield "POST", base + "/typing", self.empty
        yield "GET", base + "/messages", self.list_messages
        yield "POST", base + "/messages", self.create_message
        yield "POST", base + "/messages/bulk-delete", self.bulk_delete
        yield "GET", base + "/messages/pins", self.list_pins
        yield "PUT", base + "/messages/pins/{message_id}", self.pin
        yield "DELETE", base + "/messages/pins/{message_id}", self.unpin
        yield "PUT", base + "/pins/{message_id}", self.pin
        yield "DELETE", base + "/pins/{message_id}", self.unpin
        yield "GET", base + "/messages/{message_id}", self.get_message
        yield "PATCH", base + "/messages/{message_id}", self.edit_message
        yield "DELETE", base + "/messages/{message_id}", self.delete_message
        yield "PUT", base + "/messages/{message_id}/reactions/{emoji}/@me", self.add_reaction
        yield "DELETE", base + "/messages/{message_id}/reactions/{emoji}/@me", self.remove_reaction
        yield "DELETE", base + "/messages/{message_id}/reactions", self.clear_reactions

    def _thread_routes(self) -> Iterable[tuple[str, str, Handler]]:
        base = "/channels/{channel_id}"
        yield "POST", base + "/threads", self.create_thread
        yield "POST", base + "/messages/{message_id}/threads", self.create_thread_from_message
        yield "GET", base + "/threads/archived/public", self.archived_threads
        yield "GET", base + "/threads/archived/private", self.archived_threads
        yield "GET", base + "/users/@me/threads/archived/private", self.archived_threads
        yield "GET", base + "/thread-members", self.list_thread_members
        yield "GET", base + "/thread-members/{user_id}", self.get_thread_member
        yield "PUT", base + "/thread-members/{user_id}", self.add_thread_member
        yield "DELETE", base + "/thread-members/{user_id}", self.remove_thread_member

    def _guild_routes(self) -> Iterable[tuple[str, str, Handler]]:
        base = "/guilds/{guild_id}"
        yield "GET", base, self.get_guild
        yield "GET", base + "/channels", self.get_guild_channels
        yield "GET", base + "/roles", self.get_roles
        yield "GET", base + "/threads/active", self.active_threads
        yield "GET", base + "/members", self.list_members
        yield "PATCH", base + "/members/@me", self.edit_my_member
        yield "GET", base + "/members/{user_id}", self.get_member

    async def unknown_route(self, request: web.Request) -> web.Response:
        entry = f"{request.method} {request.path}"
        self.world.unknown_routes.append(entry)
        log.warning("fakediscord: unknown route %s (answered 404)", entry)
        raise ApiError(404, 0, "404: Not Found")

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment = self.world.attachments.get(int(request.match_info["attachment_id"]))
        if attachment is None:
            raise not_found("Attachment", 10049)
        return web.Response(body=attachment.data, content_type=attachment.content_type or "application/octet-stream")

    # --- small generic handlers ---------------------------------------------------------------

    async def empty(self, request: web.Request) -> web.Response:
        return no_content()

    async def empty_list(self, request: web.Request) -> web.Response:
        return json_response([])

    async def empty_items(self, request: web.Request) -> web.Response:
        return json_response({"items": []})

    # --- lookups -----------------------------------------------------------------------------

    def channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(_int(request.match_info["channel_id"]))
        if channel is None or channel.deleted:
            raise not_found("Channel", 10003)
        return channel

    def guild(self, request: web.Request) -> Guild:
        guild = self.world.guilds.get(_int(request.match_info["guild_id"]))
        if guild is None:
            raise not_found("Guild", 10004)
        return guild

    def message(self, request: web.Request, channel: Channel) -> Message:
        message = self.world.messages.get(_int(request.match_info["message_id"]))
        if message is None or message.deleted or message.channel_id != channel.id or message.visible_to:
            raise not_found("Message", 10008)
        return message

    def user(self, raw: Any) -> User:
        user = self.world.users.get(_int(raw))
        if user is None:
            raise not_found("User", 10013)
        return user

    def _check_application(self, request: web.Request) -> None:
        if _int(request.match_info["app_id"]) != self.world.application_id:
            raise not_found("Application", 10002)

    # --- identity -------------------------------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        person = self.oauth.bearer(request)
        if person is not None:
            return json_response(person.payload())
        extra = {"verified": True, "mfa_enabled": False, "email": None, "locale": "en-US"}
        return json_response(self.world.bot.payload() | extra)

    async def get_user(self, request: web.Request) -> web.Response:
        return json_response(self.user(request.match_info["user_id"]).payload())

    async def get_my_guilds(self, request: web.Request) -> web.Response:
        guilds = [
            {
                "id": str(g.id),
                "name": g.name,
                "icon": None,
                "owner": False,
                "features": [],
                "permissions": str(self.world.permissions(g, self.world.bot)),
            }
            for g in self.world.guilds.values()
        ]
        return json_response(guilds)

    async def get_activity_instance(self, request: web.Request) -> web.Response:
        found = self.oauth.instance_payload(request.match_info["application_id"], request.match_info["instance_id"])
        if found is None:
            raise ApiError(404, 0, "404: Not Found")
        return json_response(found)

    async def get_application(self, request: web.Request) -> web.Response:
        world = self.world
        return json_response(
            {
                "id": str(world.application_id),
                "name": world.bot.name,
                "description": "A fake application served by fakediscord",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": world.owner.payload(),
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "bot": world.bot.payload(),
                "tags": [],
                "redirect_uris": [],
                "interactions_endpoint_url": None,
                "approximate_guild_count": len(world.guilds),
            }
        )

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        shards = self.world.recommended_shards
        return json_response({"url": self.gateway_url, "shards": shards, "session_start_limit": limit})

    async def create_dm(self, request: web.Request) -> web.Response:
        body = await read_body(request)
        user = self.user(body.dict.get("recipient_id"))
        return json_response(self.world.open_dm(user).payload())

    # --- application commands -------------------------------------------------------------------

    def _command_scope(self, request: web.Request) -> int | None:
        self._check_application(request)
        if "guild_id" not in request.match_info:
            return None
        return self.guild(request).id

    def _command(self, request: web.Request) -> tuple[int | None, JSON]:
        scope = self._command_scope(request)
        wanted = request.match_info["command_id"]
        for command in self.world.commands.get(scope, []):
            if command["id"] == wanted:
                return scope, command
        raise not_found("application command", 10063)

    def _record(self, violation: Violation) -> None:
        self.world.violations.append(violation)
        log.warning("fakediscord limit violation: %s", violation)

    def _reject(self, violations: list[Violation]) -> None:
        """Record violations and fail the request the way Discord does (50035)."""
        if not violations:
            return
        for violation in violations:
            self._record(violation)
        body = limits.to_error_body(violations)
        raise ApiError(400, 50035, body["message"], body["errors"])

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.world.commands.get(self._command_scope(request), []))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        body = await read_body(request)
        where = "command sync " + ("global" if scope is None else f"guild {scope}")
        self._reject(limits.check_commands(body.json, where=where))
        if self.oauth.leaves_out_entry_point(scope, body.json):
            raise ApiError(400, 50240, ENTRY_POINT_LEFT_OUT)
        if self.world.lens is not None:
            self.world.lens.commands([c for c in body.json if c.get("type") != 4], where)  # Discord's own command
        stored = self.world.register_commands(scope, body.json)
        self.world.log("bot", "synced commands", f"{where}: {', '.join(c['name'] for c in stored)}")
        return json_response(stored)

    async def upsert_command(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        body = await read_body(request)
        self._reject(limits.check_command(body.dict, where="command upsert"))
        others = [c for c in self.world.commands.get(scope, []) if c["name"] != body.dict.get("name")]
        self._reject(limits.check_commands([*others, body.dict], where="command upsert"))
        if self.world.lens is not None:
            self.world.lens.commands([body.dict], "command upsert")
        stored = self.world.register_commands(scope, [*others, body.dict])
        return json_response(stored[-1], status=201)

    async def get_command(self, request: web.Request) -> web.Response:
        return json_response(self._command(request)[1])

    async def edit_command(self, request: web.Request) -> web.Response:
        scope, command = self._command(request)
        body = await read_body(request)
        updated = {k: v for k, v in command.items() if k not in ("id", "version")} | body.dict
        self._reject(limits.check_command(updated, where="command edit"))
        if self.world.lens is not None:
            self.world.lens.commands([updated], "command edit")
        commands = [updated if c is command else c for c in self.world.commands.get(scope, [])]
        stored = self.world.register_commands(scope, commands)
        return json_response(next(c for c in stored if c["id"] == command["id"]))

    async def delete_command(self, request: web.Request) -> web.Response:
        scope, command = self._command(request)
        self.world.commands[scope] = [c for c in self.world.commands.get(scope, []) if c is not command]
        return no_content()

    # --- message building -------------------------------------------------------------------------

    def _validate_message(
        self, body: Body, *, where: str, allow_ephemeral: bool, is_edit: bool, size_limit: int | None = None
    ) -> None:
        files = [(upload.filename, len(upload.data)) for upload in body.files]
        limit = size_limit or self.default_attachment_limit
        self._reject(
            limits.check_message(body.dict, where=where, files=files, size_limit=limit, allow_ephemeral=allow_ephemeral)
        )
        # Discord accepts a request that lets a crowd ping, so it is recorded, not rejected:
        # the bot sees production behaviour and the test still fails on ``assert_clean``.
        if self.check_mentions:
            for violation in limits.check_mentions(body.dict, where=where, is_edit=is_edit):
                self._record(violation)

    def _new_attachments(self, body: Body, ephemeral: bool) -> dict[int, Attachment]:
        """Uploaded files keyed by their ``files[n]`` index, with metadata from ``attachments``."""
        meta = {_int(a.get("id")): a for a in body.dict.get("attachments") or [] if isinstance(a, dict)}
        result = {}
        for upload in body.files:
            info = meta.get(upload.index, {})
            filename = str(info.get("filename") or upload.filename)
            content_type = mimetypes.guess_type(filename)[0] or "application/octet-stream"
            attachment = Attachment(self.world.ids.next(), filename, upload.data, content_type, ephemeral=ephemeral)
            attachment.description = info.get("description")
            result[upload.index] = attachment
        return result

    def _final_attachments(self, body: Body, existing: list[Attachment], ephemeral: bool) -> list[Attachment]:
        """Kept + new attachments: entries of ``attachments`` name either an existing snowflake
        or a ``files[n]`` index; with no ``attachments`` key, old ones stay and uploads append."""
        uploads = self._new_attachments(body, ephemeral)
        listing = body.dict.get("attachments")
        if listing is None:
            return [*existing, *uploads.values()]
        by_id = {a.id: a for a in existing}
        result: list[Attachment] = []
        for entry in listing:
            ref = _int(entry.get("id")) if isinstance(entry, dict) else -1
            chosen = by_id.get(ref) or uploads.pop(ref, None)
            if chosen is not None:
                result.append(chosen)
        return result + list(uploads.values())

    @staticmethod
    def _embeds(raw: list[JSON], attachments: list[Attachment]) -> list[JSON]:
        """Normalise embeds like Discord: add ``type`` and resolve ``attachment://`` URLs."""
        files = {a.filename: a for a in attachments}
        embeds = []
        for embed in raw:
            embed = {"type": "rich", **embed}
            for key in ("image", "thumbnail"):
                media = embed.get(key)
                url = str((media or {}).get("url", ""))
                if url.startswith("attachment://") and url[13:] in files:
                    target = files[url[13:]]
                    embed[key] = {**media, "url": target.url, "proxy_url": target.url}
            embeds.append(embed)
        return embeds

    @staticmethod
    def _components(raw: list[JSON]) -> list[JSON]:
        """Copy components and number them like Discord does (``id`` 1, 2, ... depth first)."""
        components = json.loads(json.dumps(raw))
        for number, component in enumerate(limits.walk_components(components), start=1):
            component.setdefault("id", number)
        return components

    def _apply_message_fields(self, message: Message, body: Body, *, is_new: bool) -> None:
        raw = body.dict  # as the bot sent it; ``data``: as the lens reads it (the same without a lens)
        data = lens.read_message(self.world.lens, raw, self._where(message))
        body = Body(json=data, files=body.files)
        ephemeral = bool(message.flags & FLAG_EPHEMERAL)
        if is_new or "attachments" in data or body.files:
            message.attachments = self._final_attachments(body, [] if is_new else message.attachments, ephemeral)
            for attachment in message.attachments:
                self.world.attach(attachment, message.channel_id)
        if is_new or "content" in data or limits.carries_text(data):
            message.pings = limits.effective_pings(_all_text(data), data.get("allowed_mentions"))
        if is_new or "content" in data:
            message.content = str(data.get("content") or "")
        if is_new or "embeds" in data:
            message.embeds = self._embeds(list(data.get("embeds") or []), message.attachments)
        if is_new or "components" in data:
            message.components = self._components(list(data.get("components") or []))
            sent = list(raw.get("components") or [])
            message.sent_words = lens.sent_words(sent, message.components) if data is not raw else None
        if "message_reference" in data and is_new:
            message.reference = data["message_reference"]
            message.type = 19
        extras = data.get("poll") or data.get("sticker_ids")  # not modelled, but not empty either
        if not (message.content or message.embeds or message.attachments or message.components or extras):
            self._record(Violation(f"message in channel {message.channel_id}", "content", "empty message"))
            raise ApiError(400, 50006, "Cannot send an empty message")

    def _create(self, channel: Channel, body: Body, **fields: Any) -> Message:
        """Build a message from a request body; it is stored only if it is valid."""
        data = body.dict
        flags = int(data.get("flags") or 0)
        message = Message(self.world.ids.next(), channel.id, channel.guild_id, self.world.bot, flags=flags, **fields)
        self._apply_message_fields(message, body, is_new=True)
        self.world.add_message(message)
        return message

    def _edit(self, message: Message, body: Body, *, mark_edited: bool = True) -> None:
        snapshot = self.world.message_payload(message)
        if "flags" in body.dict:
            keep = message.flags & (FLAG_EPHEMERAL | FLAG_LOADING)
            message.flags = keep | (int(body.dict["flags"] or 0) & ~FLAG_EPHEMERAL)
        self._apply_message_fields(message, body, is_new=False)
        message.history.append(snapshot)
        if mark_edited:
            message.edited_at = time.time()

    async def _announce_create(self, message: Message) -> None:
        if message.visible_to is not None:
            return
        intent = INTENT_DM_MESSAGES if message.guild_id is None else INTENT_GUILD_MESSAGES
        payload = self.world.message_payload(message, gateway=True)
        await self.gateway.dispatch("MESSAGE_CREATE", payload, guild_id=message.guild_id, intent=intent)

    async def _announce_update(self, message: Message) -> None:
        if message.visible_to is not None:
            return
        intent = INTENT_DM_MESSAGES if message.guild_id is None else INTENT_GUILD_MESSAGES
        payload = self.world.message_payload(message, gateway=True)
        await self.gateway.dispatch("MESSAGE_UPDATE", payload, guild_id=message.guild_id, intent=intent)

    async def _announce_delete(self, message: Message) -> None:
        if message.visible_to is not None:
            return
        data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if message.guild_id is not None:
            data["guild_id"] = str(message.guild_id)
        intent = INTENT_DM_MESSAGES if message.guild_id is None else INTENT_GUILD_MESSAGES
        await self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=message.guild_id, intent=intent)

    def _where(self, message: Message) -> str:
        """Where a message is read, for a lens's report: "thread #name", "DM @name", "(ephemeral)"."""
        channel = self.world.channels[message.channel_id]
        where = f"DM @{channel.recipient.name}" if channel.recipient else f"#{channel.name}"
        return where + (" (ephemeral)" if message.ephemeral else "")

    def _describe(self, message: Message) -> str:
        channel = self.world.channels[message.channel_id]
        where = f"DM @{channel.recipient.name}" if channel.recipient else f"#{channel.name}"
        parts = [where]
        if message.ephemeral:
            parts.append("(ephemeral)")
        if message.text:
            parts.append(repr(message.text[:300]))
        if message.attachments:
            parts.append("files=" + ",".join(a.filename for a in message.attachments))
        labels = [str(b.get("label") or b.get("custom_id")) for b in message.buttons]
        if labels:
            parts.append("buttons=[" + " | ".join(labels) + "]")
        return " ".join(parts)

    # --- channel messages ------------------------------------------------------------------------

    async def _ensure_postable(self, channel: Channel) -> None:
        if channel.is_private:
            raise ApiError(403, 50001, "Missing Access")  # the bot is not in a DM among people
        if channel.is_dm and channel.recipient is not None and channel.recipient.dms_closed:
            raise ApiError(403, 50007, "Cannot send messages to this user")
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise ApiError(400, 50083, "Thread is archived")
            # Posting in an unlocked archived thread unarchives it, as on Discord.
            channel.archived = False
            await self._announce_thread(channel, "THREAD_UPDATE")

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        body = await read_body(request)
        await self._ensure_postable(channel)
        self._validate_message(body, where=f"message to channel {channel.id}", allow_ephemeral=False, is_edit=False)
        message = self._create(channel, body)
        self.world.log("bot", "message", self._describe(message))
        await self._announce_create(message)
        return json_response(self.world.message_payload(message))

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        found = self.world.messages_in(channel, include_ephemeral=False, include_deleted=False)
        query = request.query
        if "before" in query:
            found = [m for m in found if m.id < _int(query["before"])]
        if "after" in query:
            found = [m for m in found if m.id > _int(query["after"])]
        limit = max(1, min(100, _int(query.get("limit", 50))))
        newest_first = sorted(found, key=lambda m: m.id, reverse=True)
        if "after" in query:
            newest_first = newest_first[-limit:]
        return json_response([self.world.message_payload(m) for m in newest_first[:limit]])

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        return json_response(self.world.message_payload(self.message(request, channel)))

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        message = self.message(request, channel)
        body = await read_body(request)
        if message.author.id != self.world.bot.id and set(body.dict) - {"flags"}:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        if channel.is_thread and channel.archived:
            raise ApiError(400, 50083, "Thread is archived")
        self._validate_message(body, where=f"edit of message {message.id}", allow_ephemeral=False, is_edit=True)
        looked = _look(message)
        self._edit(message, body)
        if _look(message) == looked:
            self.world.unchanged_edits += 1  # a request Discord counts against the rate limit, for nothing
        self.world.log("bot", "edited message", self._describe(message))
        await self._announce_update(message)
        return json_response(self.world.message_payload(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        message = self.message(request, channel)
        message.deleted = True
        self.world.log("bot", "deleted message", self._describe(message))
        await self._announce_delete(message)
        return no_content()

    async def bulk_delete(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        body = await read_body(request)
        for raw in body.dict.get("messages") or []:
            message = self.world.messages.get(_int(raw))
            if message is not None and message.channel_id == channel.id and not message.deleted:
                message.deleted = True
                await self._announce_delete(message)
        return no_content()

    async def list_pins(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        pinned = [
            m for m in self.world.messages_in(channel, include_ephemeral=False, include_deleted=False) if m.pinned
        ]
        items = [{"pinned_at": _iso_now(), "message": self.world.message_payload(m)} for m in reversed(pinned)]
        return json_response({"items": items, "has_more": False})

    async def pin(self, request: web.Request) -> web.Response:
        self.message(request, self.channel(request)).pinned = True
        return no_content()

    async def unpin(self, request: web.Request) -> web.Response:
        self.message(request, self.channel(request)).pinned = False
        return no_content()

    async def add_reaction(self, request: web.Request) -> web.Response:
        message = self.message(request, self.channel(request))
        message.reactions.setdefault(request.match_info["emoji"], set()).add(self.world.bot.id)
        return no_content()

    async def remove_reaction(self, request: web.Request) -> web.Response:
        message = self.message(request, self.channel(request))
        message.reactions.get(request.match_info["emoji"], set()).discard(self.world.bot.id)
        return no_content()

    async def clear_reactions(self, request: web.Request) -> web.Response:
        self.message(request, self.channel(request)).reactions.clear()
        return no_content()

    # --- channels and threads --------------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        return json_response(self._channel_payload_for_bot(channel))

    def _channel_payload_for_bot(self, channel: Channel) -> JSON:
        data = channel.payload()
        if channel.is_thread and self.world.bot.id in channel.thread_members:
            data["member"] = channel.thread_member_payload(self.world.bot.id)
        return data

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        body = (await read_body(request)).dict
        if channel.is_thread:
            if isinstance(body.get("name"), str):
                body = body | {"name": self._thread_name(body["name"], channel)}
            _apply_thread_edit(channel, body)
            await self._announce_thread(channel, "THREAD_UPDATE")
            state = "archived" if channel.archived else "open"
            self.world.log("bot", "edited thread", f"#{channel.name} ({state}{', locked' if channel.locked else ''})")
        else:
            channel.name = str(body.get("name", channel.name))
            channel.topic = body.get("topic", channel.topic)
            await self.gateway.dispatch("CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id)
        return json_response(self._channel_payload_for_bot(channel))

    async def delete_channel(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        if channel.is_dm:
            return json_response(channel.payload())
        channel.deleted = True
        if channel.is_thread:
            data = {
                "id": str(channel.id),
                "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id),
                "type": int(channel.type),
            }
            await self.gateway.dispatch("THREAD_DELETE", data, guild_id=channel.guild_id, intent=INTENT_GUILDS)
        else:
            await self.gateway.dispatch("CHANNEL_DELETE", channel.payload(), guild_id=channel.guild_id)
        return json_response(channel.payload())

    async def _announce_thread(self, thread: Channel, event: str, *, newly_created: bool = False) -> None:
        data = thread.payload()
        if newly_created:
            data["newly_created"] = True
        if self.world.bot.id in thread.thread_members:
            data["member"] = thread.thread_member_payload(self.world.bot.id)
        await self.gateway.dispatch(event, data, guild_id=thread.guild_id, intent=INTENT_GUILDS)

    def _thread_parent(self, request: web.Request) -> Channel:
        parent = self.channel(request)
        if parent.type not in (ChannelType.TEXT, ChannelType.NEWS):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return parent

    def _thread_name(self, name: str, parent: Channel) -> str:
        return name if self.world.lens is None else self.world.lens.read(name, f"name of a thread in #{parent.name}")

    def _validate_thread_name(self, body: JSON) -> None:
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            self._reject([Violation("thread create", "name", f"must be 1-100 characters (got {name!r})")])

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._thread_parent(request)
        body = (await read_body(request)).dict
        self._validate_thread_name(body)
        thread = self.world.create_thread(
            parent,
            self._thread_name(body["name"], parent),
            self.world.bot,
            private=body.get("type", ChannelType.PRIVATE_THREAD) == ChannelType.PRIVATE_THREAD,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            invitable=bool(body.get("invitable", True)),
        )
        self.world.log("bot", "created thread", f"#{thread.name} in #{parent.name}")
        await self._announce_thread(thread, "THREAD_CREATE", newly_created=True)
        return json_response(self._channel_payload_for_bot(thread), status=201)

    async def create_thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._thread_parent(request)
        message = self.message(request, parent)
        body = (await read_body(request)).dict
        self._validate_thread_name(body)
        if message.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        # Discord gives a thread started from a message the message's own id.
        thread = self.world.create_thread(
            parent,
            self._thread_name(body["name"], parent),
            self.world.bot,
            thread_id=message.id,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        message.thread_id = thread.id
        self.world.log("bot", "created thread", f"#{thread.name} from message {message.id}")
        await self._announce_thread(thread, "THREAD_CREATE", newly_created=True)
        await self._announce_update(message)
        return json_response(self._channel_payload_for_bot(thread), status=201)

    def _thread(self, request: web.Request) -> Channel:
        thread = self.channel(request)
        if not thread.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return thread

    async def list_thread_members(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        return json_response([thread.thread_member_payload(uid) for uid in thread.thread_members])

    async def get_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if user_id not in thread.thread_members:
            raise not_found("Member", 10007)
        return json_response(thread.thread_member_payload(user_id))

    def _member_id(self, request: web.Request) -> int:
        raw = request.match_info["user_id"]
        return self.world.bot.id if raw == "@me" else self.user(raw).id

    async def add_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        if thread.archived and thread.locked:
            raise ApiError(400, 50083, "Thread is archived")
        thread.archived = False
        thread.thread_members.setdefault(user_id, time.time())
        await self._announce_thread_members(thread, added=[user_id])
        return no_content()

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        user_id = self._member_id(request)
        thread.thread_members.pop(user_id, None)
        await self._announce_thread_members(thread, removed=[user_id])
        return no_content()

    async def _announce_thread_members(
        self, thread: Channel, *, added: Sequence[int] = (), removed: Sequence[int] = ()
    ) -> None:
        data = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "member_count": len(thread.thread_members),
            "added_members": [thread.thread_member_payload(uid) for uid in added],
            "removed_member_ids": [str(uid) for uid in removed],
        }
        await self.gateway.dispatch("THREAD_MEMBERS_UPDATE", data, guild_id=thread.guild_id, intent=INTENT_GUILDS)

    async def archived_threads(self, request: web.Request) -> web.Response:
        parent = self.channel(request)
        private = "private" in request.path
        threads = [
            t for t in self.world.threads_of(parent) if t.archived and (t.type == ChannelType.PRIVATE_THREAD) == private
        ]
        members = [t.thread_member_payload(self.world.bot.id) for t in threads if self.world.bot.id in t.thread_members]
        return json_response({"threads": [t.payload() for t in threads], "members": members, "has_more": False})

    async def active_threads(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        threads = [t for t in self.world.guild_threads(guild) if not t.archived]
        members = [t.thread_member_payload(self.world.bot.id) for t in threads if self.world.bot.id in t.thread_members]
        return json_response({"threads": [t.payload() for t in threads], "members": members})

    # --- guilds ---------------------------------------------------------------------------------

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        data = guild.payload() | {"approximate_member_count": len(guild.members), "approximate_presence_count": 0}
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        channels = [self.world.channels[c] for c in guild.channel_ids if not self.world.channels[c].deleted]
        return json_response([c.payload() for c in channels])

    async def get_roles(self, request: web.Request) -> web.Response:
        return json_response([role.payload() for role in self.guild(request).roles.values()])

    async def list_members(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        after = _int(request.query.get("after", 0))
        limit = max(1, min(1000, _int(request.query.get("limit", 1))))
        members = sorted((m for m in guild.members.values() if m.user.id > after), key=lambda m: m.user.id)
        return json_response([m.payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        member = guild.members.get(_int(request.match_info["user_id"]))
        if member is None:
            raise not_found("Member", 10007)
        return json_response(member.payload())

    async def edit_my_member(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        body = (await read_body(request)).dict
        member = guild.members[self.world.bot.id]
        member.nick = body.get("nick", member.nick)
        return json_response(member.payload())

    # --- interactions -----------------------------------------------------------------------------

    def _interaction(self, request: web.Request) -> InteractionRecord:
        record = self.world.interactions_by_id.get(_int(request.match_info["interaction_id"]))
        if record is None or record.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        return record

    def _webhook_interaction(self, request: web.Request) -> InteractionRecord:
        if _int(request.match_info["app_id"]) != self.world.application_id:
            raise not_found("Webhook", 10015)
        record = self.world.interactions.get(request.match_info["token"])
        if record is None:
            raise not_found("Webhook", 10015)
        if time.monotonic() - record.created > self.token_lifetime:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        return record

    def _protocol_violation(self, record: InteractionRecord, message: str) -> None:
        violation = Violation(f"interaction {record.label}", "interaction", message)
        self.world.violations.append(violation)
        record.rejected.append(message)
        record.note("rejected: " + message)
        log.warning("fakediscord protocol violation: %s", violation)

    def _check_callback_allowed(self, record: InteractionRecord, callback_type: int) -> None:
        """Discord's rules for the initial response: once, within 3 s, of a fitting type."""
        elapsed = time.monotonic() - record.created
        if record.acknowledged:
            self._protocol_violation(record, f"callback type {callback_type} after the interaction was acknowledged")
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if elapsed > self.interaction_deadline:
            self._protocol_violation(
                record, f"first response after {elapsed:.2f}s (limit {self.interaction_deadline:g}s)"
            )
            raise ApiError(404, 10062, "Unknown interaction")
        allowed = set(_ALLOWED_CALLBACKS.get(record.type, set()))
        if record.type == MODAL_SUBMIT and record.source_message_id is None:
            allowed -= {6, 7}  # only modals opened from a message component can update it
        if callback_type not in allowed:
            message = f"callback type {callback_type} is invalid for interaction type {record.type}"
            self._protocol_violation(record, message)
            body = limits.to_error_body([Violation(record.label, "type", message)])
            raise ApiError(400, 50035, body["message"], body["errors"])

    async def interaction_callback(self, request: web.Request) -> web.Response:
        record = self._interaction(request)
        body = await read_body(request)
        callback_type = _int(body.dict.get("type"))
        self._check_callback_allowed(record, callback_type)
        data = body.dict.get("data") or {}
        message = await self._run_callback(record, callback_type, Body(json=data, files=body.files))
        record.callback_type = callback_type
        record.callback_data = data
        record.callback_at = time.monotonic()
        record.note(f"callback {callback_type}")
        if "with_response" not in request.query:
            return no_content()
        return json_response(self._callback_response(record, callback_type, message))

    async def _run_callback(self, record: InteractionRecord, callback_type: int, body: Body) -> Message | None:
        if callback_type == 4:
            return await self._callback_message(record, body)
        if callback_type == 5:
            return await self._callback_defer(record, body)
        if callback_type == 6:
            record.original_message_id = record.source_message_id
            self.world.log("bot", "deferred update", record.label)
            return None
        if callback_type == 7:
            return await self._callback_update(record, body)
        if callback_type == 8:
            self._callback_autocomplete(record, body)
            return None
        if callback_type == LAUNCH_ACTIVITY:
            if not self.oauth.enabled:
                raise ApiError(400, 50035, "Invalid Form Body: this application has no Activity enabled")
            record.activity_instance_id = self.oauth.open_instance(record.user, record.channel.id, record.guild_id,
                                                                   launch_id=record.id)  # fmt: skip
            self.world.log("bot", "launched the Activity", f"for {record.label} in channel {record.channel.id}")
            return None
        self._reject(limits.check_modal(body.dict, where=f"modal for {record.label}"))
        record.modal = lens.read_modal(self.world.lens, body.dict, f"modal for {record.label}")
        self.world.log("bot", "opened modal", f"{body.dict.get('title')!r} for {record.label}")
        return None

    def _interaction_fields(self, record: InteractionRecord, *, followup_of: int | None = None) -> JSON:
        """Fields Discord sets on messages created through an interaction's webhook."""
        integration = {"0": str(record.guild_id)} if record.guild_id else {"1": str(record.user.id)}
        metadata: JSON = {
            "id": str(record.id),
            "type": record.type,
            "user": record.user.payload(),
            "authorizing_integration_owners": integration,
        }
        if record.type == APPLICATION_COMMAND:
            metadata["name"] = record.label.lstrip("/")
            metadata["command_type"] = 1
        if record.source_message_id is not None:
            metadata["interacted_message_id"] = str(record.source_message_id)
        if followup_of is not None:
            metadata["original_response_message_id"] = str(followup_of)
        return {
            "webhook_id": self.world.application_id,
            "application_id": self.world.application_id,
            "interaction_metadata": metadata,
            "interaction_id": record.id,
            "type": 20 if record.type == APPLICATION_COMMAND else 0,
        }

    def _attachment_limit(self, record: InteractionRecord) -> int:
        return int(record.payload.get("attachment_size_limit") or self.default_attachment_limit)

    async def _callback_message(self, record: InteractionRecord, body: Body) -> Message:
        where = f"response to {record.label}"
        self._validate_message(
            body, where=where, allow_ephemeral=True, is_edit=False, size_limit=self._attachment_limit(record)
        )
        message = self._create(record.channel, body, **self._interaction_fields(record))
        self._set_visibility(message, record)
        record.original_message_id = message.id
        self.world.log("bot", "replied", f"to {record.label}: {self._describe(message)}")
        await self._announce_create(message)
        return message

    def _set_visibility(self, message: Message, record: InteractionRecord) -> None:
        if message.flags & FLAG_EPHEMERAL:
            message.visible_to = record.user.id
            for attachment in message.attachments:
                attachment.ephemeral = True

    async def _callback_defer(self, record: InteractionRecord, body: Body) -> Message:
        flags = FLAG_LOADING | (int(body.dict.get("flags") or 0) & FLAG_EPHEMERAL)
        message = Message(
            self.world.ids.next(),
            record.channel.id,
            record.channel.guild_id,
            self.world.bot,
            flags=flags,
            **self._interaction_fields(record),
        )
        self._set_visibility(message, record)
        self.world.add_message(message)
        record.original_message_id = message.id
        self.world.log("bot", "deferred", f"{record.label}{' (ephemeral)' if message.ephemeral else ''}: thinking...")
        await self._announce_create(message)
        return message

    async def _callback_update(self, record: InteractionRecord, body: Body) -> Message:
        message = self.world.messages[record.source_message_id or 0]
        where = f"update of message {message.id} for {record.label}"
        self._validate_message(
            body, where=where, allow_ephemeral=True, is_edit=True, size_limit=self._attachment_limit(record)
        )
        self._edit(message, body)
        record.original_message_id = message.id
        self.world.log("bot", "updated message", f"for {record.label}: {self._describe(message)}")
        await self._announce_update(message)
        return message

    def _callback_autocomplete(self, record: InteractionRecord, body: Body) -> None:
        choices = body.dict.get("choices")
        self._reject(limits.check_autocomplete(choices, where=f"autocomplete for {record.label}"))
        record.choices = lens.read_choices(self.world.lens, list(choices or []), f"autocomplete for {record.label}")
        self.world.log("bot", "autocomplete", f"{record.label}: {[c.get('name') for c in record.choices]}")

    def _callback_response(self, record: InteractionRecord, callback_type: int, message: Message | None) -> JSON:
        interaction: JSON = {
            "id": str(record.id),
            "type": record.type,
            "activity_instance_id": None,
            "response_message_id": str(message.id) if message else None,
            "response_message_loading": callback_type == 5,
            "response_message_ephemeral": bool(message and message.ephemeral),
        }
        result: JSON = {"interaction": interaction}
        if callback_type in (4, 5, 6, 7):
            resource: JSON = {"type": callback_type}
            if message is not None:
                resource["message"] = self.world.message_payload(message)
            result["resource"] = resource
        if callback_type == LAUNCH_ACTIVITY:
            interaction["activity_instance_id"] = record.activity_instance_id
            result["resource"] = {"type": callback_type, "activity_instance": {"id": record.activity_instance_id}}
        return result

    async def create_followup(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        body = await read_body(request)
        if not record.acknowledged:
            self._protocol_violation(record, "followup sent before the interaction was acknowledged")
            raise not_found("Webhook", 10015)
        where = f"followup to {record.label}"
        self._validate_message(
            body, where=where, allow_ephemeral=True, is_edit=False, size_limit=self._attachment_limit(record)
        )
        message = await self._followup_message(record, body)
        record.note("followup")
        if request.query.get("wait") in ("0", "false", "False"):
            return no_content()
        return json_response(self.world.message_payload(message))

    async def _followup_message(self, record: InteractionRecord, body: Body) -> Message:
        original = self.world.messages.get(record.original_message_id or 0)
        if record.callback_type == 5 and original is not None and original.loading:
            # The first followup after a "thinking" defer replaces the placeholder; it keeps
            # the defer's visibility whatever flags the followup asks for.
            body.dict.pop("flags", None)
            self._edit(original, body, mark_edited=False)
            original.flags &= ~FLAG_LOADING
            record.followup_ids.append(original.id)
            self.world.log("bot", "followup", f"to {record.label}: {self._describe(original)}")
            await self._announce_update(original)
            return original
        message = self._create(
            record.channel, body, **self._interaction_fields(record, followup_of=record.original_message_id)
        )
        self._set_visibility(message, record)
        record.followup_ids.append(message.id)
        self.world.log("bot", "followup", f"to {record.label}: {self._describe(message)}")
        await self._announce_create(message)
        return message

    def _webhook_message(self, request: web.Request, record: InteractionRecord) -> Message:
        raw = request.match_info["message_id"]
        message_id = record.original_message_id if raw == "@original" else _int(raw)
        allowed = {record.original_message_id, *record.followup_ids}
        message = self.world.messages.get(message_id or 0)
        if message is None or message.deleted or message_id not in allowed:
            raise not_found("Message", 10008)
        return message

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        return json_response(self.world.message_payload(self._webhook_message(request, record)))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        message = self._webhook_message(request, record)
        body = await read_body(request)
        where = f"edit of response to {record.label}"
        self._validate_message(
            body, where=where, allow_ephemeral=True, is_edit=True, size_limit=self._attachment_limit(record)
        )
        was_loading = message.loading
        self._edit(message, body, mark_edited=not was_loading)
        message.flags &= ~FLAG_LOADING
        record.edit_count += 1
        record.note("edit")
        self.world.log("bot", "edited response", f"to {record.label}: {self._describe(message)}")
        await self._announce_update(message)
        return json_response(self.world.message_payload(message))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_interaction(request)
        message = self._webhook_message(request, record)
        message.deleted = True
        record.note("delete")
        self.world.log("bot", "deleted response", f"to {record.label}")
        await self._announce_delete(message)
        return no_content()


def _apply_thread_edit(thread: Channel, body: JSON) -> None:
    if "archived" in body and bool(body["archived"]) != thread.archived:
        thread.archived = bool(body["archived"])
        thread.archive_timestamp = time.time()
    thread.locked = bool(body.get("locked", thread.locked))
    thread.name = str(body.get("name", thread.name))
    thread.auto_archive_duration = int(body.get("auto_archive_duration", thread.auto_archive_duration))
    thread.invitable = bool(body.get("invitable", thread.invitable))


def _all_text(data: JSON) -> str:
    """The text Discord scans for mentions: content and V2 text displays."""
    texts = [c.get("content", "") for c in limits.walk_components(data.get("components") or []) if c.get("type") == 10]
    return "\n".join([str(data.get("content") or ""), *map(str, texts)])


def _int(value: Any) -> int:
    """Parse a snowflake-ish value; garbage becomes -1 so lookups simply miss."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1


def _iso_now() -> str:
    return str(iso(time.time()))


def _look(message: Message) -> tuple[Any, ...]:
    """What a reader sees of a message (text, embeds, components, files by content, flags)."""
    files = [(a.filename, a.description, a.data) for a in message.attachments]
    return (message.content, message.embeds, message.components, files, message.flags)
