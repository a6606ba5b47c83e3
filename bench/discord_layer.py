"""Discord-layer benchmark (issue #5): many games at once through the fake Discord server.

Prints the median and 99th percentile time from an interaction being sent to the bot's first answer
(its callback: a message or a defer), and the longest stall of the bot's event loop.

The bot runs in a process of its own (bench/bot_process.py), as in production; the fake Discord server
and the simulated players run here. A player decides from their own view of the game (read from the
bot's database through db/, as their DM hand and the board would show it), then acts only through
Discord: slash commands, buttons, menus and forms.

    .venv/bin/python bench/discord_layer.py [--games 20] [--moves 30] [--expansion cities_and_knights]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
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
from demo.driver import Table  # noqa: E402
from demo.world import SnapshotViews  # noqa: E402
from fakediscord import FakeDiscord  # noqa: E402


async def open_game(
    fd: FakeDiscord, views: SnapshotViews, channel: Any, users: list[Any], seed: int, expansion: str = "base"
) -> Table:
    options: dict[str, Any] = {"board": "random", "players": 3}
    if expansion == "cities_and_knights":
        options["expansion"] = "Cities & Knights"
    created = await fd.slash(users[0], channel, "catan new", options)
    await created.wait_done(timeout=30)
    lobby = next(m for m in created.messages if m.buttons)
    game_id = int(next(b["custom_id"] for b in lobby.buttons).split(":")[2])
    for user in users[1:]:
        await (await fd.click(user, lobby, label="Join")).wait_done(timeout=30)
    await (await fd.click(users[0], lobby, label="Start")).wait_done(timeout=30)
    thread = next(t for t in fd.threads(channel) if t.id == lobby.id)
    await fd.wait_for_message(
        thread, lambda m: any(b.get("custom_id", "").startswith("catan:turn:") for b in m.buttons), timeout=30
    )
    return Table(fd=fd, service=views, game_id=game_id, thread=thread, users=users, rng=random.Random(seed))  # type: ignore[arg-type]


async def play(table: Table, moves: int) -> None:
    for _ in range(moves):
        if not await table.step():
            return


async def run(games: int, moves: int, expansion: str = "base") -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db, flag, result = Path(tmp) / "b.sqlite3", Path(tmp) / "measure", Path(tmp) / "stall"
        async with FakeDiscord(interaction_deadline=10.0) as fd:
            guild = fd.add_guild("Bench")
            channel = fd.add_channel(guild, "games")
            patch = fd.patch_discord()
            bot = subprocess.Popen([sys.executable, str(ROOT / "bench" / "bot_process.py"), patch.api_base,
                                    patch.gateway_url, fd.token, str(guild.id), str(db), str(flag), str(result)])  # fmt: skip
            try:
                await fd.wait_ready(timeout=60)
                await asyncio.sleep(1.0)
                repo = await Repository.open(db, migrate=False)
                views = SnapshotViews(repo)
                tables = [await open_game(fd, views, channel, [fd.add_user(f"p{g}_{i}") for i in range(3)], g,
                                          expansion) for g in range(games)]  # fmt: skip
                flag.touch()  # measure the games, not the bot's start-up
                start = time.perf_counter()
                await asyncio.gather(*(play(t, moves) for t in tables))
                elapsed = time.perf_counter() - start
                flag.unlink()
                await repo.close()
            finally:
                bot.terminate()
                bot.wait(timeout=30)
            worst, p999, over, samples = result.read_text().split() if result.exists() else ["nan", "nan", "?", "0"]
            latencies = sorted(x for t in tables for x in t.latencies)
            done = sum(t.moves for t in tables)
            p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000
            print(
                f"games            {games} concurrent 3-player {expansion} games, {done} moves in {elapsed:.1f} s "
                f"({done / elapsed:.1f} moves/s)"
            )
            print(
                f"first response   median {statistics.median(latencies) * 1000:.0f} ms, p99 {p99:.0f} ms, "
                f"max {latencies[-1] * 1000:.0f} ms over {len(latencies)} interactions   (target p99 < 250 ms)"
            )
            print(
                f"bot event loop   longest stall {float(worst) * 1000:.0f} ms, 99.9th percentile {float(p999) * 1000:.1f} ms, "
                f"{over} stalls over 50 ms in {samples} 1-ms watchdog ticks   (target: none over 50 ms)"
            )
            if fd.violations:
                print(f"violations       {len(fd.violations)}: {fd.violations[:3]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=30, help="moves per game")
    parser.add_argument("--expansion", choices=("base", "cities_and_knights"), default="base")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(run(args.games, args.moves, args.expansion))


if __name__ == "__main__":
    main()
