"""What every response and request of the board goes through (issue #34 item 5): a Content-Security-Policy
(the page's own scripts and styles only, nothing inline), no referrer (a link's token is in its address),
an origin check on every request that changes something, and a rate limit per token."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web

MAX_BODY = 4096  # bytes of a request body: a move is a few dozen
# Self only; no inline script or style. frame-ancestors: the page may be framed by Discord (an Activity) later.
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'self' https://discord.com https://*.discord.com"
)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class Bucket:
    tokens: float
    at: float


@dataclass
class RateLimit:
    """A token bucket per key (a board's token, or the address of a spectator): ``burst`` requests at once,
    then ``per_second``. Buckets of keys not seen for a while are dropped."""

    now: Callable[[], float]
    burst: float = 20.0
    per_second: float = 2.0
    buckets: dict[str, Bucket] = field(default_factory=dict)

    def allow(self, key: str) -> bool:
        now = self.now()
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self.buckets = {k: b for k, b in self.buckets.items() if now - b.at < self.burst / self.per_second}
            bucket = self.buckets[key] = Bucket(self.burst, now)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.per_second)
        bucket.at = now
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True


def allowed_origin(request: web.Request, public_origin: str, also: tuple[str, ...] = ()) -> bool:
    """Whether a state-changing request comes from the board's own page: its Origin is the public address's
    or the address it was sent to (a board reached directly on localhost), or one of ``also`` (the Discord
    Activity's proxy, ``web.oauth.ActivitySettings.origin``). A browser always sends Origin
    with a POST; a request without one is refused."""
    origin = (request.headers.get("Origin") or "").lower()
    if not origin or origin == "null":
        return False
    return origin in (public_origin, f"{request.scheme}://{request.host}".lower(), *also)


def middleware(
    public_origin: str, limits: RateLimit, also: tuple[str, ...] = ()
) -> Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]:
    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.method not in SAFE_METHODS and not allowed_origin(request, public_origin, also):
            return web.json_response({"error": "origin"}, status=403)
        # Every request about a game (not the page's static files) counts against its token, else its address.
        if request.path.startswith("/g/") and not limits.allow(request.query.get("t") or f"ip:{request.remote}"):
            return web.json_response({"error": "rate"}, status=429, headers={"Retry-After": "1"})
        try:
            response = await handler(request)
        except web.HTTPException as refused:
            _headers(refused)
            raise
        if not response.prepared:  # a stream sets its own before it starts
            _headers(response)
        return response

    return guard


def _headers(response: web.StreamResponse) -> None:
    response.headers.setdefault("Content-Security-Policy", CSP)  # the Activity's page sets its own
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers.setdefault("Cache-Control", "no-store")
