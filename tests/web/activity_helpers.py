"""A web board with the Discord Activity on (issue #34 item 2b), a fake Discord for its OAuth2 exchange, and a
running game in a thread; for the server's tests (tests/web/test_activity.py) and the browser's."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
from aiohttp.test_utils import TestClient, TestServer

from cogs.app.web_board import activity_instances
from service import GameInfo, GameService
from service.moves.pipeline import MovePipeline
from tests.db.factories import USERS
from tests.service.fakes import FakePublisher
from tests.service.helpers import started_game
from tests.web.conftest import ORIGIN, SECRET, Clock, plain_names
from tools.fakediscord import FakeDiscord
from tools.fakediscord.model import User
from web.board import WebBoard
from web.oauth import ActivitySettings
from web.settings import WebSettings

THREAD = 7_000_000_000_000_001  # the game's thread (a snowflake, as Discord's)
ELSEWHERE = 7_000_000_000_000_002  # a channel without a game


@dataclass
class Activity:
    fd: FakeDiscord
    service: GameService
    board: WebBoard
    client: TestClient
    clock: Clock
    game: GameInfo
    people: dict[int, User]  # our user id -> the fake Discord's user

    @property
    def proxy(self) -> str:
        assert self.board.settings.activity is not None
        return self.board.settings.activity.origin

    def open_in(self, user_id: int, channel: int = THREAD) -> str:
        """``user_id`` opens the Activity in ``channel`` of the game's server: Discord's instance id."""
        return self.fd.server.oauth.open_instance(self.people[user_id], channel, self.game.guild_id)

    async def sign_in(
        self, user_id: int, channel: int = THREAD, *, code: str | None = None, instance: str | None = None
    ) -> tuple[int, dict[str, Any]]:
        """The page's sign-in: ``user_id``'s code, and the instance they opened in ``channel`` (or ``instance``)."""
        code = code if code is not None else self.fd.server.oauth.code_for(self.people[user_id])
        instance = instance if instance is not None else self.open_in(user_id, channel)
        response = await self.client.post("/activity/token", json={"code": code, "instance_id": instance},
                                          headers={"Origin": self.proxy})  # fmt: skip
        return response.status, await response.json()


@contextlib.asynccontextmanager
async def activity_board(tmp_path: Path) -> AsyncIterator[Activity]:
    async with FakeDiscord() as fd:
        fd.server.oauth.enable()
        # The fake's users carry the ids the service's games are played by.
        people = {u: fd.world.add_user(f"user{u}") for u in (*USERS, 105)}
        for uid, person in list(people.items()):
            fd.world.users.pop(person.id)
            person.id = uid
            fd.world.users[uid] = person
        seeds = itertools.count(1000)
        bot = discord.Client(intents=discord.Intents.none())  # asks Discord for instances, as the bot does
        await bot.login(fd.world.token)
        service = await GameService.open(tmp_path / "activity.sqlite3", seed_source=lambda: next(seeds))
        await service.start(verify="now")
        oauth = fd.server.oauth
        activity = ActivitySettings(oauth.client_id, oauth.client_secret, fd.server.api_base)
        settings = WebSettings(host="127.0.0.1", port=0, public_url=ORIGIN, secret=SECRET, activity=activity)
        clock = Clock()
        board = WebBoard(settings, service, plain_names, clock, instances=activity_instances(bot, oauth.client_id))
        board.attach(MovePipeline(service, board.publisher(FakePublisher())))
        game = await started_game(service, 3)
        await service.set_thread(game.id, THREAD)
        await service.set_message_id(game.id, "lobby", game.channel_id, THREAD)
        client = TestClient(TestServer(board.app))
        await client.start_server()
        try:
            yield Activity(fd, service, board, client, clock, await service.get_game(game.id), people)
        finally:
            board.hub.close_all()
            await client.close()
            await service.close()
            await bot.close()
