"""The board's HTTP routes (issue #34 items 2a-5): the page, its JSON, its stream and its moves.

    GET  /g/<game>?t=<token>         the page (web/static/index.html); no token: the spectator's board
    GET  /g/<game>/state?t=          the viewer's document (``web.documents``) and the recent log
    GET  /g/<game>/map?t=            the island: spots, positions, words, the images' colours
    GET  /g/<game>/events?t=         the live updates, as Server-Sent Events
    POST /g/<game>/move?t=           a move for the signed-in seat: ``{"action": [kind, ...]}``
    POST /g/<game>/token?t=          a fresh token for the same person and game (before this one expires)

A stream lives no longer than its token: the server ends it when the token it was opened with expires (the
page trades its token for a fresh one an hour before and follows the stream with it), and when its person no
longer holds the seat it was opened for (``web.hub``: the page reconnects and gets what they may see now).

Server-Sent Events rather than a WebSocket: a board only listens (its moves are plain POSTs, which get
the origin check, the size limit and the rate limit like any request), EventSource reconnects by itself
after a dropped connection or a restart, and an HTTPS reverse proxy passes it as ordinary HTTP.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from pathlib import Path

from aiohttp import web

from service import GameService
from service.errors import GameNotFound
from service.moves.pipeline import MovePipeline
from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from web import tokens
from web.documents import Names, Viewer
from web.hub import Hub, seat_for
from web.languages import BoardLanguages
from web.mapdata import map_data
from web.moves import play
from web.security import CSP, MAX_BODY, RateLimit, middleware
from web.wire import Wire, compact, takes_gzip

log = logging.getLogger("catanbot.web")

STATIC = Path(__file__).resolve().parent / "static"
SIGNED = web.RequestKey("signed", tokens.Signed)  # the request's verified token (``Routes.viewer``), for its stream
KEEP_ALIVE = 20.0  # seconds between the stream's comments, so proxies keep an idle board's connection


class Routes:
    """The handlers, given what they work with (``web.board.WebBoard`` builds them)."""

    def __init__(
        self,
        service: GameService,
        hub: Hub,
        names: Names,
        languages: BoardLanguages,
        secret: bytes,
        now: Callable[[], float],
        pipeline: Callable[[], MovePipeline | None],
    ) -> None:
        self.service = service
        self.hub = hub
        self.names = names
        self.languages = languages
        self.secret = secret
        self.now = now
        self.pipeline = pipeline

    async def viewer(self, request: web.Request) -> Viewer:
        """Who asks: the signed-in person (their seat, if they play) or a spectator; 403 for a token that is
        not valid for this game, 404 for a game that does not exist."""
        try:
            game_id = int(request.match_info["game"])
            game = await self.service.get_game(game_id)
        except (ValueError, GameNotFound):
            raise web.HTTPNotFound(text=json.dumps({"error": "game"}), content_type="application/json") from None
        token = request.query.get("t")
        user_id: int | None = None
        if token:
            signed = tokens.verify(self.secret, token, game_id, self.now())
            if signed is None:
                words = localize(Text("web-link-expired"), await self.languages.of(game, None))
                raise web.HTTPForbidden(text=json.dumps({"error": "token", "refused": words}),
                                        content_type="application/json")  # fmt: skip
            request[SIGNED] = signed  # the stream ends when it expires (``events``)
            user_id = signed.user_id
        tag = await self.languages.of(game, user_id)
        return Viewer(game_id, user_id, seat_for(game, user_id), tag)

    async def page(self, request: web.Request) -> web.StreamResponse:
        await self.viewer(request)  # a wrong game or token is said before the page loads
        return web.FileResponse(STATIC / "index.html")

    async def state(self, request: web.Request) -> web.Response:
        viewer = await self.viewer(request)
        doc, lines = await self.hub.board(viewer)
        words = _page_words(viewer.tag)
        return web.json_response({"doc": doc, "log": lines, "words": words, "lang": viewer.tag}, dumps=compact)

    async def map(self, request: web.Request) -> web.Response:
        viewer = await self.viewer(request)
        view = await self.service.view(viewer.game_id)  # the island is public
        return web.json_response(map_data(view, viewer.tag), dumps=compact)

    async def events(self, request: web.Request) -> web.StreamResponse:
        viewer = await self.viewer(request)
        if self.hub.full():
            return web.json_response({"refused": localize(Text("web-try-again"), viewer.tag)}, status=503)
        signed = request.get(SIGNED)  # as ``viewer`` verified it
        expires = None if signed is None else float(signed.expires)  # None: a spectator's stream (no token)
        stream, lines = await self.hub.open(viewer)
        wire = Wire(takes_gzip(request.headers.get("Accept-Encoding", "")))
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no",
            "Content-Security-Policy": CSP, "Referrer-Policy": "no-referrer", **wire.headers,
        })  # fmt: skip
        try:
            await response.prepare(request)
            await response.write(wire.event("init", compact({"doc": stream.doc, "log": lines})))
            while True:
                left = KEEP_ALIVE if expires is None else min(KEEP_ALIVE, expires - self.now())
                if left <= 0:
                    break  # the token expired: nothing more is sent on it
                try:
                    item = await asyncio.wait_for(stream.queue.get(), left)
                except TimeoutError:
                    if expires is None or self.now() < expires:
                        await response.write(wire.comment("keep-alive"))
                    continue
                if item is None or (expires is not None and self.now() >= expires):
                    break
                await response.write(wire.event(*item))
            await response.write(wire.end())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self.hub.close(stream)
        return response

    async def move(self, request: web.Request) -> web.Response:
        viewer = await self.viewer(request)
        pipeline = self.pipeline()
        if pipeline is None:
            return web.json_response({"refused": localize(Text("web-try-again"), viewer.tag)}, status=503)
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            body = None
        answer = await play(pipeline, self.service, self.names, viewer, body)
        return web.json_response(answer.body, status=answer.status, dumps=compact)

    async def renew(self, request: web.Request) -> web.Response:
        viewer = await self.viewer(request)
        fresh = tokens.renew(self.secret, request.query.get("t", ""), viewer.game_id, self.now())
        if fresh is None:  # no token: a spectator has nothing to renew
            return web.json_response({"error": "token"}, status=403)
        return web.json_response({"t": fresh, "renew_in": tokens.LIFETIME - tokens.RENEW_BEFORE})


PAGE_WORDS = (
    "web-title",
    "web-spectating",
    "web-your-hand",
    "web-players",
    "web-log",
    "web-your-move",
    "web-waiting",
    "web-choose",
    "web-send",
    "web-cancel",
    "web-connection-lost",
    "web-link-expired",
    "web-legal-none",
    "web-board-label",
    "web-pick-spot",
    "web-use-trade-panel",
    "web-rules-help",
)


def _page_words(tag: str) -> dict[str, str]:
    """The page's own words in the viewer's language (the page has no catalogue of its own)."""
    return {key.removeprefix("web-").replace("-", "_"): localize(Text(key), tag) for key in PAGE_WORDS}


async def _no_icon(request: web.Request) -> web.Response:
    """A browser asks every site for its icon: the board has none to show, and says so without a 404 in the
    page's console."""
    return web.Response(status=204, headers={"Cache-Control": "max-age=86400"})


def build_app(routes: Routes, public_origin: str, limits: RateLimit, also: tuple[str, ...] = ()) -> web.Application:
    """``also``: origins allowed to change things besides the board's own (the Discord Activity's proxy)."""
    app = web.Application(client_max_size=MAX_BODY, middlewares=[middleware(public_origin, limits, also)])
    app.router.add_get("/g/{game}", routes.page)
    app.router.add_get("/g/{game}/state", routes.state)
    app.router.add_get("/g/{game}/map", routes.map)
    app.router.add_get("/g/{game}/events", routes.events)
    app.router.add_post("/g/{game}/move", routes.move)
    app.router.add_post("/g/{game}/token", routes.renew)
    app.router.add_get("/favicon.ico", _no_icon)
    app.router.add_static("/static/", STATIC, follow_symlinks=False)
    return app
