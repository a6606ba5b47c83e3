"""A web board on a game service of its own (SQLite in the test's folder), with the move pipeline and a
recording publisher in place of Discord; pages and streams are read through aiohttp's test client."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from service import GameInfo, GameService
from service.moves.pipeline import MovePipeline
from tests.service.fakes import FakePublisher
from tests.service.helpers import started_game
from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401  (autouse: the end-to-end test's fake Discord)
from web.board import WebBoard
from web.settings import WebSettings

SECRET = b"a test secret that is long enough"
ORIGIN = "http://board.test"


class Clock:
    """The board's clock: set by the test (token expiry, the rate limit's refill)."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


async def plain_names(game: GameInfo) -> list[str]:
    return [f"P{seat + 1}" for seat in range(len(game.players))]


@dataclass
class Board:
    service: GameService
    board: WebBoard
    client: TestClient
    clock: Clock
    publisher: FakePublisher
    pipeline: MovePipeline

    def token(self, user_id: int, game_id: int) -> str:
        return self.board.link(user_id, game_id).split("?t=", 1)[1]


@contextlib.asynccontextmanager
async def open_board(tmp_path: Path, name: str = "web") -> AsyncIterator[Board]:
    seeds = itertools.count(1000)
    service = await GameService.open(tmp_path / f"{name}.sqlite3", seed_source=lambda: next(seeds))
    await service.start(verify="now")
    clock = Clock()
    settings = WebSettings(host="127.0.0.1", port=0, public_url=ORIGIN, secret=SECRET)
    board = WebBoard(settings, service, plain_names, clock)
    publisher = FakePublisher()
    pipeline = MovePipeline(service, board.publisher(publisher))
    board.attach(pipeline)
    client = TestClient(TestServer(board.app))
    await client.start_server()
    try:
        yield Board(service, board, client, clock, publisher, pipeline)
    finally:
        board.hub.close_all()
        await client.close()
        await service.close()


@pytest.fixture
async def web(tmp_path: Path) -> AsyncIterator[Board]:
    async with open_board(tmp_path) as board:
        yield board


@pytest.fixture
async def game(web: Board) -> GameInfo:
    return await started_game(web.service, 3)
