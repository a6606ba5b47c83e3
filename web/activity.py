"""The board as a Discord Activity (issue #34 item 2b): the page Discord frames, and its sign-in.

    GET  /  and  /activity      the Activity's page (web/static/activity.html): Discord's proxy loads the root of
                                the URL mapping's target, with frame_id, instance_id, channel_id... in the query
    POST /activity/token        ``{"code", "instance_id"}``: the code Discord's client gave the page -> who the person
                                is (``web.oauth``); the instance -> where Discord says it runs and whether the person
                                has it open -> the game of that channel or thread -> ``{"game", "t", "seat"}``, ``t`` a
                                board token for that person and game

The page then shows the game's board in place (web/static/activity.js loads the board page's own parts): the
Embedded App SDK is meant for a single page, so the page that spoke with Discord's client stays. A person who
is not seated gets a token all the same (their seat is None, so the board is the public one): behind Discord's
proxy every person comes from the same few addresses, and a token gives each their own rate limit.

The channel comes from Discord, not from the page: the SDK's channel id is what the page's address says, which
anyone can write, so the bot asks Discord for the instance (its location and who is connected to it) and refuses
a person the instance does not list.
"""

from __future__ import annotations

import functools
import html
import logging
from collections.abc import Callable
from pathlib import Path

import aiohttp
from aiohttp import web

from service import GameInfo, GameService
from service.errors import GameNotFound
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, from_discord, person_language
from ui.i18n.text import Text
from web import tokens
from web.languages import BoardLanguages
from web.oauth import (
    FRAMED_BY,
    INSTANCE_ID,
    ActivitySettings,
    DiscordUnreachable,
    InstanceOf,
    NotAuthorized,
    user_of_code,
)
from web.security import CSP, RateLimit

log = logging.getLogger("catanbot.web")

PAGE = Path(__file__).resolve().parent / "static" / "activity.html"
# The board's own policy, but framed by Discord's clients and proxy (the board page keeps its own).
ACTIVITY_CSP = CSP.split("frame-ancestors", 1)[0] + f"frame-ancestors {FRAMED_BY}"
PLAYING = ("active", "needs_attention")
MAX_CODE = 200  # characters: Discord's codes are ~30


class ActivityRoutes:
    def __init__(
        self,
        settings: ActivitySettings,
        service: GameService,
        languages: BoardLanguages,
        secret: bytes,
        now: Callable[[], float],
        instances: InstanceOf,
    ) -> None:
        """``instances``: Discord's answer for an instance id (the bot asks with its own token)."""
        self.settings = settings
        self.service = service
        self.instances = instances
        self.languages = languages
        self.secret = secret
        self.now = now
        # Sign-ins ask Discord twice each; behind Discord's proxy everyone shares its addresses, hence a wide bucket.
        self.limits = RateLimit(now, burst=30.0, per_second=5.0)
        self._http: aiohttp.ClientSession | None = None

    def register(self, app: web.Application) -> None:
        app.router.add_get("/", self.page)
        app.router.add_get("/activity", self.page)
        app.router.add_post("/activity/token", self.token)
        app.on_cleanup.append(self._close)

    async def _close(self, _app: web.Application) -> None:
        if self._http is not None:
            await self._http.close()
            self._http = None

    def _session(self) -> aiohttp.ClientSession:
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession()
        return self._http

    async def page(self, request: web.Request) -> web.Response:
        """The page, with the public client id and its few words in the language the person's client asks for
        (no one is known yet)."""
        tag = _asked_language(request.headers.get("Accept-Language", ""))
        words = {
            "client_id": self.settings.client_id,
            "lang": tag,
            "opening": localize(Text("activity-opening"), tag),
            "not_authorized": localize(Text("activity-not-authorized"), tag),
            "unreachable": localize(Text("web-try-again"), tag),
        }
        text = _page_template()
        for key, value in words.items():
            text = text.replace("{{" + key + "}}", html.escape(value, quote=True))
        return web.Response(text=text, content_type="text/html", headers={"Content-Security-Policy": ACTIVITY_CSP})

    async def token(self, request: web.Request) -> web.Response:
        if not self.limits.allow(f"activity:{request.remote}"):
            return web.json_response({"error": "rate"}, status=429, headers={"Retry-After": "1"})
        try:
            body = await request.json()
            code, instance_id = str(body["code"]), str(body["instance_id"])
        except (ValueError, UnicodeDecodeError, KeyError, TypeError, AttributeError):
            return web.json_response({"error": "body"}, status=400)
        if not code or len(code) > MAX_CODE or not INSTANCE_ID.fullmatch(instance_id):
            return web.json_response({"error": "body"}, status=400)
        tag = _asked_language(request.headers.get("Accept-Language", ""))
        try:
            user_id = await user_of_code(self.settings, self._session(), code)
            instance = await self.instances(instance_id)
        except NotAuthorized:
            return web.json_response({"refused": localize(Text("activity-not-authorized"), tag)}, status=403)
        except DiscordUnreachable:
            return web.json_response({"refused": localize(Text("web-try-again"), tag)}, status=503)
        if instance is None or user_id not in instance.users:  # ended, or someone else's: start it again
            tag = (await self.languages.users.get(user_id)).reads(tag)
            return web.json_response({"refused": localize(Text("activity-not-authorized"), tag)}, status=403)
        game = await game_of_channel(self.service, instance.channel_id, user_id, instance.guild_id)
        if game is None:
            tag = (await self.languages.users.get(user_id)).reads(tag)
            return web.json_response({"refused": localize(Text("activity-no-game"), tag)}, status=404)
        signed = tokens.sign(self.secret, user_id, game.id, self.now())
        return web.json_response({"game": game.id, "t": signed, "seat": game.seat_of(user_id)})


async def game_of_channel(
    service: GameService, channel_id: int, user_id: int, guild_id: int | None = None
) -> GameInfo | None:
    """The game an Activity started in ``channel_id`` shows: the game of that thread; in a channel, the game
    there the person plays (a running one before a lobby), else the channel's only running game; in a channel
    without games (a voice channel, where a group plays an evening), the one game the person plays in the server."""
    game_id = await service.game_for_message(channel_id)  # a game's thread shares its id with the lobby message
    if game_id is not None:
        try:
            game = await service.get_game(game_id)
        except GameNotFound:
            game = None
        if game is not None and game.thread_id == channel_id:
            return game
    games = await service.games_in_channel(channel_id)
    if not games:
        theirs = [g for g in await service.games_for_user(user_id) if g.status in PLAYING]
        theirs = [g for g in theirs if guild_id is None or g.guild_id == guild_id]
        return theirs[0] if len(theirs) == 1 else None
    mine = [g for g in games if user_id in g.players]
    for candidates in ([g for g in mine if g.status in PLAYING], mine):
        if candidates:
            return candidates[0]  # the newest
    running = [g for g in games if g.status in PLAYING]
    return running[0] if len(running) == 1 else None


@functools.cache
def _page_template() -> str:
    """The page's file, read once: a sign-in should not wait on the disk, in the bot's event loop, each time."""
    return PAGE.read_text(encoding="utf-8")


def _asked_language(accept: str) -> str:
    """Our language for an Accept-Language header: its first tag we speak, exactly or by its language."""
    for part in accept.split(",")[:8]:
        code = part.split(";", 1)[0].strip()
        tag = from_discord(code) or from_discord(code.split("-", 1)[0])
        if tag is not None:
            return person_language(tag, None, ENGLISH)
    return person_language(None, None, ENGLISH)
