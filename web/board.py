"""The web board as the bot runs it (issue #34 item 1): built with the game service and the people's names,
its publisher wrapped around the Discord one, started with the bot and stopped with it.

Several bot processes on one PostgreSQL database: each process with the board on listens for the games'
changes (``GameService.watch``, PostgreSQL's LISTEN/NOTIFY on one connection of its own), so a board served
by any process shows a move committed by another within the notification's round trip."""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web

from db.listen import Listening
from service import GameService
from service.moves.pipeline import MovePipeline
from service.moves.publishing import Publisher
from service.people.users import UserSettingsService
from web import tokens
from web.activity import ActivityRoutes
from web.documents import Names
from web.hub import Hub
from web.languages import BoardLanguages
from web.oauth import InstanceOf
from web.publisher import BoardPublisher
from web.rulesets import WEB
from web.security import RateLimit
from web.server import Routes, build_app
from web.settings import WebSettings

log = logging.getLogger("catanbot.web")


class WebBoard:
    def __init__(
        self,
        settings: WebSettings,
        service: GameService,
        names: Names,
        now: Callable[[], float],
        pipeline: Callable[[], MovePipeline | None] | None = None,
        instances: InstanceOf | None = None,
    ) -> None:
        """``pipeline``: the move pipeline, once built (the pipeline is built with this board's publisher);
        None: ``attach`` it. ``instances``: Discord's answer for an Activity's instance id (needed when the
        settings turn the Activity on)."""
        self.settings = settings
        self.service = service
        self.now = now
        self.hub = Hub(service, names)
        self.pipeline: MovePipeline | None = None
        self._pipeline = pipeline or (lambda: self.pipeline)
        languages = BoardLanguages(UserSettingsService(service.repo, now))
        self.routes = Routes(service, self.hub, names, languages, settings.secret, now, lambda: self._pipeline())
        activity = settings.activity
        self.app = build_app(self.routes, settings.origin, RateLimit(now), (activity.origin,) if activity else ())
        if activity is not None:  # the board as a Discord Activity (issue #34 item 2b)
            if instances is None:
                raise ValueError("the Activity needs a way to ask Discord for its instances")
            ActivityRoutes(activity, service, languages, settings.secret, now, instances).register(self.app)
        self._runner: web.AppRunner | None = None
        self.listener: Listening | None = None  # the other processes' changes (None: SQLite, or not started)
        self.port: int | None = None  # the port it listens on, once started (WEB_LISTEN may say 0)
        self.public_url = settings.public_url

    def publisher(self, inner: Publisher) -> BoardPublisher:
        """The publisher the move pipeline is given: ``inner``'s, and the open boards told of every move."""
        return BoardPublisher(inner, self.hub)

    def attach(self, pipeline: MovePipeline) -> None:
        self.pipeline = pipeline

    def link(self, user_id: int, game_id: int) -> str:
        """The address of the game's board, signed in for ``user_id`` (``web.tokens``)."""
        token = tokens.sign(self.settings.secret, user_id, game_id, self.now())
        return f"{self.public_url}/g/{game_id}?t={token}"

    async def start(self) -> None:
        WEB.of_all()  # every rule set's page scripts now, not at some game's first board
        # Listening before serving: a board that opens is then told of every later change.
        self.listener = await self.service.watch(self.hub.changed, self.hub.reconnected)
        # No access log: a board's address carries its token.
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.settings.host, self.settings.port)
        await site.start()
        server = site._server  # aiohttp keeps the listening sockets there; the port is needed when it was 0
        sockets = getattr(server, "sockets", None) or ()
        self.port = sockets[0].getsockname()[1] if sockets else self.settings.port
        if self.settings.port == 0 and self.public_url.endswith(":0"):  # a free port was picked (tests)
            self.public_url = f"{self.public_url[:-2]}:{self.port}"
        log.info("web board listening on %s:%d (links start with %s)", self.settings.host, self.port,
                 self.public_url)  # fmt: skip

    async def stop(self) -> None:
        if self.listener is not None:
            await self.listener.close()
            self.listener = None
        self.hub.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
