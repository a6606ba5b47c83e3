"""Issue #34 item 1: several bot processes on one PostgreSQL database; a board served by one shows a move
another commits, through LISTEN/NOTIFY.

Two sides in this test process, each a game service on a pool of its own, a web board listening on a
connection of its own and served over real HTTP on a port of its own: they share the database and nothing
else (the other side's objects are never touched, only what it serves over HTTP). A move committed by B's
move pipeline must reach a board open on A within a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import aiohttp
import asyncpg
import pytest

import engine
from db.listen import PgListener
from service import GameInfo, GameService
from service.moves.pipeline import MovePipeline
from tests.db.factories import USERS
from tests.pg_cluster import PgCluster
from tests.service.fakes import FakePublisher
from tests.service.helpers import started_game
from tests.web.conftest import SECRET, Clock, plain_names
from tests.web.sse import next_event
from web.board import WebBoard
from web.diff import patch
from web.settings import WebSettings

_numbers = itertools.count()


@pytest.fixture
def database(pg_cluster: PgCluster) -> Iterator[str]:
    name = f"web_notify_{next(_numbers)}"
    yield pg_cluster.create_database(name)
    pg_cluster.drop_database(name)


@dataclass
class Side:
    """One bot process's part: its service, move pipeline and board, and an HTTP client of its board."""

    service: GameService
    board: WebBoard
    pipeline: MovePipeline
    http: aiohttp.ClientSession
    clock: Clock

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.board.port}{path}"

    def token(self, user_id: int, game_id: int) -> str:
        return self.board.link(user_id, game_id).split("?t=", 1)[1]

    async def stream(self, game_id: int, user_id: int | None = None) -> tuple[aiohttp.ClientResponse, dict]:
        params = {} if user_id is None else {"t": self.token(user_id, game_id)}
        response = await self.http.get(self.url(f"/g/{game_id}/events"), params=params)
        assert response.status == 200
        name, init, _ = await next_event(response)
        assert name == "init"
        return response, init["doc"]


@contextlib.asynccontextmanager
async def side(url: str, seeds: int) -> AsyncIterator[Side]:
    numbers = itertools.count(seeds)
    # As the bot opens it: reads trust a check made in the last quarter second (cogs.app.client's READ_WINDOW).
    service = await GameService.open(url, read_window=0.25, seed_source=lambda: next(numbers))
    await service.start(verify="now")
    clock = Clock()
    settings = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET)
    board = WebBoard(settings, service, plain_names, clock)
    pipeline = MovePipeline(service, board.publisher(FakePublisher()))
    board.attach(pipeline)
    await board.start()
    assert isinstance(board.listener, PgListener)
    await asyncio.wait_for(board.listener.connected.wait(), 5)
    http = aiohttp.ClientSession()
    try:
        yield Side(service, board, pipeline, http, clock)
    finally:
        await http.close()
        await board.stop()
        await service.close()


async def _waited(s: Side, game_id: int) -> tuple[int, int, engine.Action]:
    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, int, engine.Action]:
        seat = engine.must_act(state)[0]
        return seat, info.players[seat], engine.legal_actions(state, seat)[0]

    return await s.service.read(game_id, pick)


async def _quiet(response: aiohttp.ClientResponse, board: WebBoard, seconds: float = 0.3) -> None:
    """Nothing more arrives on the stream for a while (no update sent twice)."""
    await board.hub.settled()
    with pytest.raises(TimeoutError):
        await next_event(response, timeout=seconds)


async def test_item1_a_move_committed_by_another_process_reaches_a_board_within_a_second(database: str) -> None:
    async with side(database, 1000) as a, side(database, 5000) as b:
        game = await started_game(a.service, 3)
        seat, user, action = await _waited(a, game.id)
        spectator, public = await a.stream(game.id)
        player, mine = await a.stream(game.id, user)
        assert b.board.hub.watching(game.id) == 0  # B serves no board of it: only the database links them

        result = await b.pipeline.move(game.id, user, action)
        committed = time.monotonic()
        name, update, _ = await next_event(spectator, timeout=1.0)
        assert name == "update" and time.monotonic() - committed < 1.0
        public = patch(public, update["ops"])
        assert public["version"] == result.seq
        assert public["view"] == engine.public_view(await b.service.read(game.id, lambda _i, state: state))
        assert update["log"]  # the move's line, from the stored log
        _, update, _ = await next_event(player, timeout=1.0)
        mine = patch(mine, update["ops"])
        assert mine["version"] == result.seq and mine["view"]["you"]["seat"] == seat
        assert mine["view"] == {**(await b.service.view(game.id, user)), "you": mine["view"]["you"]}
        await _quiet(spectator, a.board)

        # A's own move reaches its boards once (through publishing; its own notification adds nothing), and
        # B, with a board open now, hears it from the database.
        seat, user, action = await _waited(a, game.id)
        watcher, theirs = await b.stream(game.id)
        own = await a.pipeline.move(game.id, user, action)
        _, update, _ = await next_event(spectator, timeout=1.0)
        assert patch(public, update["ops"])["version"] == own.seq and update["log"]
        _, update, _ = await next_event(watcher, timeout=1.0)
        assert patch(theirs, update["ops"])["version"] == own.seq
        await _quiet(spectator, a.board)
        for response in (spectator, player, watcher):
            response.close()


async def test_item1_after_a_lost_listening_connection_the_boards_read_what_they_missed(
    database: str, pg_cluster: PgCluster
) -> None:
    async with side(database, 1000) as a, side(database, 5000) as b:
        game = await started_game(a.service, 3)
        spectator, public = await a.stream(game.id)
        listener = a.board.listener
        assert isinstance(listener, PgListener) and listener.backend_pid is not None
        admin = await asyncpg.connect(pg_cluster.url())
        try:
            await admin.execute("SELECT pg_terminate_backend($1)", listener.backend_pid)
        finally:
            await admin.close()
        for _ in range(200):  # A notices the connection is gone
            if not listener.connected.is_set():
                break
            await asyncio.sleep(0.01)
        assert not listener.connected.is_set()
        _, user, action = await _waited(b, game.id)
        result = await b.pipeline.move(game.id, user, action)  # told while A does not listen: lost
        name, update, _ = await next_event(spectator, timeout=5.0)  # A connects again and reads the game
        assert name == "update" and patch(public, update["ops"])["version"] == result.seq and update["log"]
        assert listener.connections == 2
        spectator.close()


async def test_item2_a_seat_taken_on_another_process_closes_the_old_persons_stream(database: str) -> None:
    """No move needed: the seat's new person (B) is told to A by the database, and A ends the stream opened
    for the seat; the page's reconnection with the old person's token gets the public board."""
    async with side(database, 1000) as a, side(database, 5000) as b:
        game = await started_game(a.service, 3)
        leaver = game.players[1]
        stream, mine = await a.stream(game.id, leaver)
        assert mine["view"]["you"]["seat"] == 1
        await b.service.remove_player(game.id, leaver, by_user_id=leaver)
        await b.service.take_seat(game.id, 1, USERS[3])
        with pytest.raises(EOFError):
            while True:
                _, data, _ = await next_event(stream, timeout=1.0)
                assert '"you"' not in str(data)
        again, doc = await a.stream(game.id, leaver)
        assert doc["seat"] is None and "you" not in doc["view"]
        again.close()
