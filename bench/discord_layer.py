"""Discord-layer benchmark (issue #5): many games at once through the fake Discord server.

Prints the median and 99th percentile time from an interaction being sent to the bot's first answer
(its callback: a message or a defer), and the longest stall of the bot's event loop.

The bot runs in a process of its own (bench/bot_process.py), as in production; the fake Discord server
and the simulated players run here. A player decides from their own view of the game (read from the
bot's database through db/, as their DM hand and the board would show it), then acts only through
Discord: slash commands, buttons, menus and forms.

    .venv/bin/python bench/discord_layer.py [--games 20] [--moves 30] [--expansion cities_and_knights]
    .venv/bin/python bench/discord_layer.py --processes 2   # 40 games: 1 process on SQLite, then 2
                                                            # sharded processes on PostgreSQL, side by side

With ``--processes 2`` the bot runs as two processes of two shards each (SHARD_COUNT=4) on one throw-away
PostgreSQL cluster (tests/pg_cluster.py, fsync on), one guild per shard.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from db.repository import Repository  # noqa: E402
from tools.demo.driver import Table  # noqa: E402
from tools.demo.world import SnapshotViews, open_table  # noqa: E402
from tools.fakediscord import FakeDiscord  # noqa: E402


async def open_game(
    fd: FakeDiscord, views: SnapshotViews, channel: Any, users: list[Any], seed: int, expansion: str = "base"
) -> Table:
    options: dict[str, Any] = {"board": "random", "players": 3}
    if expansion == "cities_and_knights":
        options["expansion"] = "Cities & Knights"
    return await open_table(fd, views, channel, users, options, seed)


async def play(table: Table, moves: int) -> None:
    for _ in range(moves):
        if not await table.step():
            return


SHARD_COUNT = 4  # with several processes: the shards over all of them, split evenly


def _shards_of(process: int, processes: int) -> list[int]:
    per = SHARD_COUNT // processes
    return list(range(process * per, (process + 1) * per))


async def run(games: int, moves: int, expansion: str = "base", processes: int = 1, database: str | None = None) -> dict[str, Any]:
    """Play ``games`` games at once through ``processes`` bot processes on ``database`` (a SQLite file in a
    temporary folder if None). With several processes the bot runs sharded (SHARD_COUNT=4, the shards split
    evenly), with one guild per shard, and the games spread over the guilds."""
    with tempfile.TemporaryDirectory() as tmp:
        db = database or str(Path(tmp) / "b.sqlite3")
        flag = Path(tmp) / "measure"
        async with FakeDiscord(interaction_deadline=10.0) as fd:
            if processes == 1:
                guilds = [fd.add_guild("Bench")]
            else:
                guilds = [fd.add_guild(f"Bench shard {i}", shard=(i, SHARD_COUNT)) for i in range(SHARD_COUNT)]
            channels = [fd.add_channel(g, "games") for g in guilds]
            patch = fd.patch_discord()
            bots: list[subprocess.Popen[bytes]] = []
            results = [Path(tmp) / f"stall-{i}" for i in range(processes)]
            try:
                for i in range(processes):
                    guild = str(guilds[0].id) if processes == 1 else "0"  # sharded: commands registered globally
                    shards = [] if processes == 1 else [f"{SHARD_COUNT}:{','.join(map(str, _shards_of(i, processes)))}"]
                    bots.append(subprocess.Popen([sys.executable, str(ROOT / "bench" / "bot_process.py"), patch.api_base,
                                                  patch.gateway_url, fd.token, guild, db, str(flag), str(results[i]),
                                                  *shards]))  # fmt: skip
                if processes == 1:
                    await fd.wait_ready(timeout=60)
                else:
                    await fd.wait_shards(range(SHARD_COUNT), SHARD_COUNT, timeout=60)
                await asyncio.sleep(1.0)
                repo = await Repository.open(db, migrate=False)
                views = SnapshotViews(repo)
                tables = list(await asyncio.gather(*(
                    open_game(fd, views, channels[g % len(channels)], [fd.add_user(f"p{g}_{i}") for i in range(3)], g,
                              expansion) for g in range(games))))  # fmt: skip
                flag.touch()  # measure the games, not the bot's start-up
                start = time.perf_counter()
                await asyncio.gather(*(play(t, moves) for t in tables))
                elapsed = time.perf_counter() - start
                flag.unlink()
                await repo.close()
            finally:
                for bot in bots:
                    bot.terminate()
                for bot in bots:
                    bot.wait(timeout=30)
            stalls = [r.read_text().split() if r.exists() else ["nan", "nan", "0", "0"] for r in results]
            latencies = sorted(x for t in tables for x in t.latencies)
            return {
                "games": games,
                "moves": sum(t.moves for t in tables),
                "elapsed": elapsed,
                "latencies": latencies,
                "worst": max(float(w) for w, _, _, _ in stalls),
                "p999": max(float(p) for _, p, _, _ in stalls),
                "over": sum(int(o) for _, _, o, _ in stalls),
                "samples": sum(int(n) for _, _, _, n in stalls),
                "violations": list(fd.violations),
            }


def _p99(latencies: list[float]) -> float:
    return latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000


def report(label: str, r: dict[str, Any], expansion: str) -> None:
    lat = r["latencies"]
    print(f"--- {label}")
    print(
        f"games            {r['games']} concurrent 3-player {expansion} games, {r['moves']} moves in {r['elapsed']:.1f} s "
        f"({r['moves'] / r['elapsed']:.1f} moves/s)"
    )
    print(
        f"first response   median {statistics.median(lat) * 1000:.0f} ms, p99 {_p99(lat):.0f} ms, "
        f"max {lat[-1] * 1000:.0f} ms over {len(lat)} interactions   (target p99 < 250 ms)"
    )
    print(
        f"bot event loop   longest stall {r['worst'] * 1000:.0f} ms, 99.9th percentile {r['p999'] * 1000:.1f} ms, "
        f"{r['over']} stalls over 50 ms in {r['samples']} 1-ms watchdog ticks   (target: none over 50 ms)"
    )
    if r["violations"]:
        print(f"violations       {len(r['violations'])}: {r['violations'][:3]}")


async def compare(games: int, moves: int, expansion: str, processes: int) -> None:
    """One process on SQLite, then ``processes`` sharded processes on one PostgreSQL, same games."""
    from tests.pg_cluster import PgCluster

    one = await run(games, moves, expansion)
    cluster = PgCluster.start(fsync=True)
    try:
        url = cluster.create_database("bench_discord")
        many = await run(games, moves, expansion, processes=processes, database=url)
    finally:
        cluster.stop()
    report("1 process, SQLite", one, expansion)
    report(f"{processes} processes x {SHARD_COUNT // processes} shards, PostgreSQL", many, expansion)
    print(
        f"side by side     first-response p99: 1 process SQLite {_p99(one['latencies']):.0f} ms, "
        f"{processes} processes PostgreSQL {_p99(many['latencies']):.0f} ms   (target < 250 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=None, help="default 20; 40 with --processes")
    parser.add_argument("--moves", type=int, default=30, help="moves per game")
    parser.add_argument("--expansion", choices=("base", "cities_and_knights"), default="base")
    parser.add_argument(
        "--processes", type=int, choices=(1, 2, 4), default=1,
        help="2 or 4: that many sharded bot processes on a throw-away PostgreSQL, beside one process on SQLite",
    )  # fmt: skip
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    if args.processes == 1:
        report("1 process, SQLite", asyncio.run(run(args.games or 20, args.moves, args.expansion)), args.expansion)
    else:
        asyncio.run(compare(args.games or 40, args.moves, args.expansion, args.processes))


if __name__ == "__main__":
    main()
