"""Live board latency (issue #34, Tests and measurements, third bullet): from a move's commit to every open
board's update, and the bytes of an update.

The bot's web board (``web.board.WebBoard``) serves 20 games on a real port; 50 boards are open on it over
real HTTP as Server-Sent Events (a spectator's and a seated person's board per game, a second person's on 10
of them), read by a client process of its own, as browsers would. The games are played through the move
pipeline (``service.moves.pipeline``) with the engine's greedy player picking legal moves, each game a move
every ``--interval`` seconds on average (exponential gaps), all games at once.

Prints, over every (move, board) pair:

* latency from the move's commit (the move pipeline's publishing starting: the service's act has returned
  and nothing else runs in between here) to the board's update arriving at its client: p50, p99, max (ms).
  Both times are ``time.monotonic()`` of the same machine, which Linux shares between processes;
* bytes per update as sent (the SSE event: ``event:``, ``data:`` and its JSON): mean, p99, max;
* the pipeline's own time per move: the service's act (validate, apply, commit) and the boards' part of
  publishing (``web.hub.Hub.moved``: every board's document and diff), p50 and p99 (ms);
* updates missing (a board that never got a move's update), which must be 0.

Targets: p99 latency under 300 ms, under 5 KB per update.

    .venv/bin/python bench/web_latency.py                       # 20 games, 50 boards, 30 moves a game
    .venv/bin/python bench/web_latency.py --moves 60 --interval 0.2
    .venv/bin/python bench/web_latency.py --players 6 --expansion seafarers   # the biggest boards
    .venv/bin/python bench/web_latency.py --postgresql          # the moves committed by a second service on
                                                                # PostgreSQL: the boards learn them by NOTIFY

With ``--postgresql`` a throw-away cluster (tests/pg_cluster.py) holds the games; the boards are served by
one service and the moves committed by another (its own pool, its own pipeline), so every update goes
through PostgreSQL's NOTIFY and the serving side's read of the game.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.bots import greedy_action  # noqa: E402
from service import GameService, MoveResult  # noqa: E402
from service.moves.pipeline import MovePipeline  # noqa: E402
from service.results import Published  # noqa: E402
from web.board import WebBoard  # noqa: E402
from web.settings import WebSettings  # noqa: E402

FIRST_USER = 1001  # the players get ids from here on
SECRET = b"the latency bench's board secret"


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by the nearest-rank method (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass(frozen=True)
class BoardSpec:
    """One open board: its game, and the token of the person it is signed in for (None: a spectator)."""

    game_id: int
    token: str | None


def plan_boards(games: Sequence[tuple[int, Sequence[int]]], total: int) -> list[tuple[int, int | None]]:
    """``total`` boards over ``games`` (id, players): a spectator's and the first player's board per game, then
    the next player's of games in turn. (game id, user id or None for a spectator) per board."""
    boards: list[tuple[int, int | None]] = []
    for game_id, players in games:
        boards += [(game_id, None), (game_id, players[0])]
    extra = itertools.cycle([(game_id, players[1]) for game_id, players in games])
    while len(boards) < total:
        boards.append(next(extra))
    return boards[:total]


@dataclass
class Received:
    """What a client saw: per board, (version, monotonic time, bytes received, bytes of its text) of each update."""

    updates: list[list[tuple[int, float, int, int]]]


@dataclass
class Figures:
    latency_ms: list[float] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)  # as received (gzip)
    text_sizes: list[int] = field(default_factory=list)  # the event's text, uncompressed
    missing: int = 0


def figures(boards: Sequence[BoardSpec], received: Received, commits: dict[tuple[int, int], float]) -> Figures:
    """Latency of every (move, board) pair from the move's commit to the board's update; a move of a board's
    game it never got an update for counts as missing."""
    out = Figures()
    for spec, updates in zip(boards, received.updates, strict=True):
        seen = {version: (at, size, text) for version, at, size, text in updates}
        for (game_id, version), committed in commits.items():
            if game_id != spec.game_id:
                continue
            got = seen.get(version)
            if got is None:
                out.missing += 1
                continue
            out.latency_ms.append((got[0] - committed) * 1000)
            out.sizes.append(got[1])
            out.text_sizes.append(got[2])
    return out


def version_of(ops: list[Any]) -> int | None:
    """The board's version an update brings it to (its document's ``version`` is set by every move)."""
    for op in ops:
        if op[0] == ["version"] and len(op) == 2:
            return int(op[1])
        if op[0] == [] and len(op) == 2:
            return int(op[1]["version"])
    return None


# --- the clients: browsers' EventSources, in a process of their own -----------------------------------------


async def read_boards(
    base: str, boards: Sequence[BoardSpec], ready: asyncio.Event, stop: asyncio.Event, into: Received | None = None
) -> Received:
    """Open every board's stream, set ``ready`` once each has its first document, read until ``stop``."""
    import aiohttp

    received = into or Received([[] for _ in boards])
    opened = 0

    async def read(i: int, spec: BoardSpec, session: aiohttp.ClientSession) -> None:
        nonlocal opened
        params = {} if spec.token is None else {"t": spec.token}
        while True:
            response = await session.get(f"{base}/g/{spec.game_id}/events", params=params,
                                         headers={"Accept-Encoding": "gzip"}, auto_decompress=False)  # fmt: skip
            if response.status != 429:  # a browser's EventSource tries again; spectators share an address here
                break
            response.close()
            await asyncio.sleep(float(response.headers.get("Retry-After", "1")))
        assert response.status == 200, response.status
        gzip = zlib.decompressobj(16 + zlib.MAX_WBITS) if response.headers.get("Content-Encoding") == "gzip" else None
        wire, text = 0, ""
        async for chunk in response.content.iter_any():
            at = time.monotonic()
            wire += len(chunk)  # a chunk that completes several events is counted whole with the first
            text += (gzip.decompress(chunk) if gzip is not None else chunk).decode()
            while "\n\n" in text:
                block, text = text.split("\n\n", 1)
                fields = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line)
                if "data" not in fields:
                    wire = 0  # a keep-alive comment
                elif fields.get("event") == "init":
                    opened += 1
                    if opened == len(boards):
                        ready.set()
                else:
                    version = version_of(json.loads(fields["data"])["ops"])
                    if version is not None:
                        received.updates[i].append((version, at, wire, len(block.encode()) + 2))
                wire = 0

    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as session:
        tasks = [asyncio.create_task(read(i, spec, session)) for i, spec in enumerate(boards)]
        await stop.wait()
        for task in tasks:
            task.cancel()
        results = await asyncio.gather(*tasks, return_exceptions=True)
        failed = [r for r in results if isinstance(r, BaseException) and not isinstance(r, asyncio.CancelledError)]
        if failed:
            raise failed[0]
    return received


async def client_main() -> None:
    """``--client``: the boards from stdin's first line, "ready" on stdout, then read until stdin's next line."""
    loop = asyncio.get_running_loop()
    config = json.loads(await loop.run_in_executor(None, sys.stdin.readline))
    boards = [BoardSpec(g, t) for g, t in config["boards"]]
    ready, stop = asyncio.Event(), asyncio.Event()
    reading = asyncio.create_task(read_boards(config["base"], boards, ready, stop))
    await ready.wait()
    print("ready", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    stop.set()
    print(json.dumps((await reading).updates), flush=True)


class ClientProcess:
    """The boards' clients in a child process (so reading 50 streams does not share the server's loop)."""

    def __init__(self, base: str, boards: Sequence[BoardSpec]) -> None:
        self.base, self.boards = base, boards
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--client", stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            limit=1 << 28,  # the updates come back as one line of JSON
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        config = {"base": self.base, "boards": [[b.game_id, b.token] for b in self.boards]}
        self.process.stdin.write((json.dumps(config) + "\n").encode())
        await self.process.stdin.drain()
        line = await asyncio.wait_for(self.process.stdout.readline(), 60)
        if line.strip() != b"ready":
            raise RuntimeError(f"the clients did not open their boards: {line!r}")

    async def finish(self) -> Received:
        assert self.process is not None and self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(b"stop\n")
        await self.process.stdin.drain()
        line = await asyncio.wait_for(self.process.stdout.readline(), 60)
        await self.process.wait()
        return Received([[tuple(u) for u in board] for board in json.loads(line)])  # type: ignore[misc]


# --- the server side: the bot's board and the games played through the move pipeline ------------------------


class Timed:
    """The publisher under the move pipeline: notes when each move's publishing starts (its commit, as far as
    this process can tell) and how long the boards' part took; shows nothing else (no Discord here)."""

    def __init__(self) -> None:
        self.commits: dict[tuple[int, int], float] = {}
        self.board_ms: list[float] = []
        self.inner: Any = None  # the board's publisher, around ``Silent``

    async def publish_move(self, result: MoveResult) -> Published:
        self.commits[result.game_id, result.seq] = time.monotonic()
        start = time.perf_counter()
        published = await self.inner.publish_move(result)
        self.board_ms.append((time.perf_counter() - start) * 1000)
        return published

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class Silent:
    """The Discord publisher's place: shows nothing, says the move is shown."""

    async def publish_move(self, result: MoveResult) -> Published:
        return Published(result.seq)

    async def catch_up(self, table: Any, shown: Any) -> Published:
        return Published(table.game.version)

    async def game_started(self, table: Any, events: Any, shown: Any) -> Published:
        return Published(table.game.version)

    def __getattr__(self, name: str) -> Any:
        async def nothing(*args: Any, **kwargs: Any) -> None:
            return None

        return nothing


@dataclass
class Run:
    figures: Figures
    act_ms: list[float]
    board_ms: list[float]
    moves: int
    boards: int
    games: int
    seconds: float


async def _start_games(
    service: GameService, games: int, players: int, expansion: str
) -> list[tuple[int, list[int]]]:
    out = []
    users = itertools.count(FIRST_USER)
    for n in range(games):
        seated = [next(users) for _ in range(players)]
        game = await service.create_lobby(10, 20 + n, seated[0], {"expansion": expansion})
        for user in seated[1:]:
            game = await service.join(game.id, user)
        game = (await service.start_game(game.id, seated[0])).game
        out.append((game.id, list(game.players)))
    return out


async def _play(pipeline: MovePipeline, game_id: int, moves: int, interval: float, seed: int, act_ms: list[float]) -> int:
    rng = random.Random(seed)
    played = 0
    for _ in range(moves):
        await asyncio.sleep(rng.expovariate(1 / interval) if interval > 0 else 0)

        def pick(info: Any, state: engine.GameState) -> tuple[int, engine.Action] | None:
            if state.phase == "over":
                return None
            seat = rng.choice(engine.must_act(state))
            return info.players[seat], greedy_action(state, seat, rng)

        move = await pipeline.service.read(game_id, pick)
        if move is None:
            break
        start = time.perf_counter()
        await pipeline.move(game_id, *move)
        act_ms.append((time.perf_counter() - start) * 1000)
        played += 1
    return played


def warm_up() -> None:
    """Every rule set's hooks loaded before the clock starts, as the bot does at start-up (cogs.app.client):
    not at some game's first move."""
    from engine import rulesets
    from rendering.rulesets import RENDER
    from service.rulesets import SERVICE
    from ui.rulesets import UI
    from web.rulesets import WEB

    rulesets.load_all()
    for layer in (UI, SERVICE, RENDER, WEB):
        layer.of_all()


@contextlib.asynccontextmanager
async def _services(postgresql: bool, folder: Path) -> AsyncIterator[tuple[GameService, GameService, Any]]:
    """The serving service and the moving one (the same on SQLite; two on one database on PostgreSQL)."""
    seeds = itertools.count(1)
    if not postgresql:
        service = await GameService.open(folder / "bench.sqlite3", seed_source=lambda: next(seeds))
        await service.start(verify="now")
        try:
            yield service, service, None
        finally:
            await service.close()
        return
    from tests.pg_cluster import PgCluster

    cluster = PgCluster.start()
    try:
        url = cluster.create_database("web_latency")
        serving = await GameService.open(url, read_window=0.25, seed_source=lambda: next(seeds))
        await serving.start(verify="now")
        moving = await GameService.open(url, read_window=0.25, seed_source=lambda: next(seeds))
        await moving.start(verify="now")
        try:
            yield serving, moving, cluster
        finally:
            await moving.close()
            await serving.close()
    finally:
        cluster.stop()


async def run(
    *,
    games: int = 20,
    boards: int = 50,
    moves: int = 30,
    interval: float = 0.5,
    players: int = 3,
    expansion: str = "base",
    postgresql: bool = False,
    clients_here: bool = False,
) -> Run:
    """One run; ``clients_here``: read the boards in this process (a quick test) instead of a child process."""
    warm_up()
    with tempfile.TemporaryDirectory(prefix="catanbot-web-latency-") as folder:
        async with _services(postgresql, Path(folder)) as (serving, moving, _cluster):
            settings = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET)

            async def names(game: Any) -> list[str]:
                return [f"Player {seat + 1}" for seat in range(len(game.players))]

            board = WebBoard(settings, serving, names, time.time)
            timed = Timed()
            timed.inner = (board.publisher(Silent()) if moving is serving else Silent())  # fmt: skip
            pipeline = MovePipeline(moving, timed)  # type: ignore[arg-type]
            board.attach(pipeline)
            await board.start()
            try:
                started = await _start_games(moving, games, players, expansion)
                base = f"http://127.0.0.1:{board.port}"
                specs = [BoardSpec(g, None if u is None else board.link(u, g).split("?t=", 1)[1])
                         for g, u in plan_boards(started, boards)]  # fmt: skip
                ready, stop = asyncio.Event(), asyncio.Event()
                here: asyncio.Task[Received] | None = None
                clients: ClientProcess | None = None
                seen = Received([[] for _ in specs])
                if clients_here:
                    here = asyncio.create_task(read_boards(base, specs, ready, stop, seen))
                    await asyncio.wait_for(ready.wait(), 30)
                else:
                    clients = ClientProcess(base, specs)
                    await clients.start()
                act_ms: list[float] = []
                begun = time.monotonic()
                played = await asyncio.gather(*(_play(pipeline, g, moves, interval, 100 + n, act_ms)
                                                for n, (g, _p) in enumerate(started)))  # fmt: skip
                seconds = time.monotonic() - begun
                await board.hub.settled()
                if here is not None:  # every board has its game's last version (or 5 s passed)
                    last = {g: max((v for (game, v) in timed.commits if game == g), default=0) for g, _p in started}
                    pairs = list(zip(specs, seen.updates, strict=True))
                    for _ in range(500):
                        if all(any(u[0] == last[spec.game_id] for u in ups) for spec, ups in pairs):
                            break
                        await asyncio.sleep(0.01)
                else:
                    await asyncio.sleep(1.0)  # the last updates travel to the client process
                if here is not None:
                    stop.set()
                    received = await here
                else:
                    assert clients is not None
                    received = await clients.finish()
            finally:
                await board.stop()
            # The board's part of publishing when another service committed: the hub's refreshes are not timed.
            return Run(figures(specs, received, timed.commits), act_ms, timed.board_ms, sum(played), len(specs),
                       games, seconds)  # fmt: skip


def report(result: Run, *, postgresql: bool) -> str:
    f = result.figures
    kb = [s / 1024 for s in f.sizes]
    lines = [
        f"{result.games} games, {result.boards} open boards, {result.moves} moves in {result.seconds:.1f} s "
        f"({'PostgreSQL, moves committed by a second service, boards told by NOTIFY' if postgresql else 'SQLite'})",
        f"commit -> board update: p50 {percentile(f.latency_ms, 50):.1f} ms, p99 {percentile(f.latency_ms, 99):.1f} ms,"
        f" max {max(f.latency_ms, default=0):.1f} ms over {len(f.latency_ms)} updates (target: p99 < 300 ms)",
        f"bytes per update: mean {statistics.fmean(f.sizes) if f.sizes else 0:.0f} B, p99 {percentile(kb, 99):.2f} KB,"
        f" max {max(kb, default=0):.2f} KB (target: < 5 KB; gzip, as received)",
        f"the same updates as text: mean {statistics.fmean(f.text_sizes) if f.text_sizes else 0:.0f} B,"
        f" p99 {percentile(f.text_sizes, 99) / 1024:.2f} KB, max {max(f.text_sizes, default=0) / 1024:.2f} KB",
        f"pipeline per move (act + publish): p50 {percentile(result.act_ms, 50):.1f} ms,"
        f" p99 {percentile(result.act_ms, 99):.1f} ms",
    ]
    if result.board_ms and not postgresql:
        lines.append(f"of which the boards' part (Hub.moved): p50 {percentile(result.board_ms, 50):.2f} ms,"
                     f" p99 {percentile(result.board_ms, 99):.2f} ms")  # fmt: skip
    lines.append(f"updates missing: {f.missing}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--client", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--boards", type=int, default=50)
    parser.add_argument("--moves", type=int, default=30, help="moves per game")
    parser.add_argument("--interval", type=float, default=0.5, help="mean seconds between a game's moves")
    parser.add_argument("--players", type=int, default=3, help="players per game (5 or 6: the 5-6 player board)")
    parser.add_argument("--expansion", default="base", help="base, cities_and_knights, seafarers")
    parser.add_argument("--postgresql", action="store_true")
    args = parser.parse_args()
    if args.client:
        asyncio.run(client_main())
        return
    result = asyncio.run(run(games=args.games, boards=args.boards, moves=args.moves, interval=args.interval,
                             players=args.players, expansion=args.expansion, postgresql=args.postgresql))  # fmt: skip
    print(report(result, postgresql=args.postgresql))


if __name__ == "__main__":
    main()
