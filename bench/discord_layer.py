"""Discord-layer benchmark (issue #5, #21): many games at once through the fake Discord server.

Prints the median and 99th percentile time from an interaction being sent to the bot's first answer
(its callback: a message or a defer), as the players see it and as timed in the bot process (from the
interaction's snowflake to the bot sending the answer: without this process's own lateness), the longest
stall of the bot's event loop (told apart: waiting for a core on a busy machine, or the loop's own work),
the bench process's loop lateness and the machine's load, moves per second, the bot's CPU per move (event
loop, process, worker processes), and the bot's REST requests that count against Discord's global rate
limit (about 50 per second per bot token; interaction responses are exempt) per player interaction.
Issue #32 item 3 added: each move's publication lag, from its commit to its last message (timed in the bot
process: the service's act returning, then the move pipeline's publish of it returning once every message
of the move is sent), the render queue's depth (sampled every 50 ms) and waits per kind, every callback over
50 ms of CPU on the bot's loop and every full garbage collection with its duration; ``--gc`` sets the bot's
collector up another way once it is READY, to compare (bench/bot_process.py BENCH_GC). Issue #32 item 1: the
render CPU per move as a median, p90 and mean (each render's worker CPU, timed in its worker and added up for the
move that asked for it: bench/bot_process.py RenderLedger), and per image kind the CPU per render and renders per
move.
It also prints how long opening the games took (lobby, joins, start: each game's first board and hand
images), which is not measured with the moves.

By default every player answers as soon as the thread shows the last move (a stress test: as many moves
as the bench can push); ``--think S`` has each move come S seconds on average after the last is shown,
as people play.

The bot runs in a process of its own (bench/bot_process.py), as in production; the fake Discord server
and the simulated players run here. A player decides from their own view of the game (read from the
bot's database through db/, as their DM hand and the board would show it), then acts only through
Discord: slash commands, buttons, menus and forms.

    .venv/bin/python bench/discord_layer.py [--games 20] [--moves 30] [--expansion cities_and_knights] [--players 6]
    .venv/bin/python bench/discord_layer.py --sweep 20,50,100,200   # one line per level, one run
    .venv/bin/python bench/discord_layer.py --sweep 20,50 --compare ../old-checkout   # its bot, then this one,
                                                                                    # per level
    .venv/bin/python bench/discord_layer.py --processes 2   # 40 games: 1 process on SQLite, then 2
                                                            # sharded processes on PostgreSQL, side by side

With ``--processes 2`` the bot runs as two processes of two shards each (SHARD_COUNT=4) on one throw-away
PostgreSQL cluster (tests/pg_cluster.py, fsync on), one guild per shard.

Every wait has a deadline: a level that cannot run (the bot process dies, an answer never comes, the
level takes longer than ``--deadline`` seconds) stops at once with the reason, and the bot process is
always stopped (killed if it does not stop in 15 s).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from db.repository import Repository  # noqa: E402
from engine.state import PHASE_SETUP  # noqa: E402
from tools.demo.driver import Table  # noqa: E402
from tools.demo.world import SnapshotViews, open_table  # noqa: E402
from tools.fakediscord import FakeDiscord, Traffic  # noqa: E402
from tools.fakediscord.server import AUTOCOMPLETE  # noqa: E402
from tools.fakediscord.traffic import kind_of  # noqa: E402

SHARD_COUNT = 4  # with several processes: the shards over all of them, split evenly
OPENING = 10  # games opened at a time (lobby, joins, start): the measure starts once all are open
PUBLISH_PATIENCE = 60.0  # seconds a player waits for the thread to show the last move before the level fails
START_TIMEOUT = 180.0  # seconds for the bot process to connect (imports and render workers; slow on a busy machine)
CHANNEL_IN_PATH = re.compile(r"/channels/(\d+)")
STOP_GRACE = 15.0  # seconds a bot process gets to write its figures and stop before it is killed


INTERRUPTED = threading.Event()  # set by Ctrl-C (see _interruptible)
T = TypeVar("T")


def _interruptible(work: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(work)``, where Ctrl-C cancels ``work``: every finally-block runs on the way out (the bot
    process is stopped, the database closed), which a KeyboardInterrupt raised in the middle of a callback
    did not ensure (an interrupted sweep stayed behind with its bot process)."""

    async def main() -> T:
        task = asyncio.current_task()
        assert task is not None

        def interrupt() -> None:
            INTERRUPTED.set()
            task.cancel()

        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGINT, interrupt)
        try:
            return await work
        finally:
            loop.remove_signal_handler(signal.SIGINT)

    try:
        return asyncio.run(main())
    except asyncio.CancelledError:
        if INTERRUPTED.is_set():
            raise KeyboardInterrupt from None
        raise


class LevelFailed(RuntimeError):
    """A level could not be measured; the message says why (shown instead of its figures)."""


async def open_game(
    fd: FakeDiscord,
    views: SnapshotViews,
    channel: Any,
    users: list[Any],
    seed: int,
    expansion: str = "base",
    timeout: float = 60.0,
) -> Table:
    options: dict[str, Any] = {"board": "random", "players": len(users)}
    if expansion == "cities_and_knights":
        options["expansion"] = "Cities & Knights"
    return await open_table(fd, views, channel, users, options, seed, timeout=timeout)


async def play(table: Table, moves: int, think: float = 0.0, phases: PhaseMarks | None = None) -> None:
    """``moves`` moves of one game; with ``think`` > 0, each move comes a random time after the previous one
    is shown (exponential, ``think`` seconds on average: people read and decide; 0 is a stress test in which
    every player answers at once, so the load on the bot is as high as the bench can make it). ``phases``
    notes when the game leaves its set-up."""
    pace = random.Random(table.game_id)  # its own numbers: the games' moves are the same at any pace
    for _ in range(moves):
        if think > 0:
            await asyncio.sleep(pace.expovariate(1.0 / think))
        if phases is not None:
            await phases.look(table)
        if not await table.step():
            return


class PhaseMarks:
    """Where each game's set-up ended in the fake Discord's request and interaction logs, to tell the REST
    requests of set-up moves from those of the moves after it.

    A game's set-up (each player placing two settlements and two roads, 12 moves with 3 players) is where
    most moves are slash commands or private menus (their moves' messages go out as their followups, after
    the private answer: ``cogs.publishing.routes``), so its cost differs from the rest of a game's: a run of 10 moves
    per game measures set-up alone. A request or interaction belongs to the game whose thread or hand DMs it addressed, and to its
    set-up if it came before the mark (taken once the thread shows the first move after set-up)."""

    def __init__(self, fd: FakeDiscord) -> None:
        self.fd = fd
        self.marks: dict[int, tuple[int, int]] = {}  # game id -> (requests, interactions) logged by then

    async def look(self, table: Table) -> None:
        if table.game_id in self.marks:
            return
        if (await table.view(None))["phase"] == PHASE_SETUP:
            return
        await table.wait_published(table.publish_timeout)
        self.marks[table.game_id] = (len(self.fd.world.requests), len(self.fd.world.interactions_by_id))

    def split(self, tables: list[Table], since: tuple[int, int]) -> tuple[PhaseTraffic, PhaseTraffic]:
        """The rate-limited requests and player interactions after ``since`` (log lengths), in set-up moves
        and in moves after set-up (requests no game's channel names, such as opening a DM, are in neither)."""
        world = self.fd.world
        owner: dict[int, Table] = {}
        for table in tables:
            owner[table.thread.id] = table
            for user in table.users:
                if (dm := world.dm_channels.get(user.id)) is not None:
                    owner[dm] = table
        end = (len(world.requests), len(world.interactions_by_id))
        requests: tuple[list[tuple[str, str, int]], list[tuple[str, str, int]]] = ([], [])
        to_hands, interactions = [0, 0], [0, 0]
        for i, (method, path, status) in enumerate(world.requests[since[0] : end[0]], since[0]):
            table = owner.get(channel := _channel_of(path))
            if table is not None and kind_of(method, path) is not None:
                after = i >= self.marks.get(table.game_id, end)[0]
                requests[after].append((method, path, status))
                to_hands[after] += channel != table.thread.id
        records = list(world.interactions_by_id.values())
        for i, record in enumerate(records[since[1] : end[1]], since[1]):
            table = owner.get(record.channel.id)
            if table is not None and record.type != AUTOCOMPLETE:
                interactions[i >= self.marks.get(table.game_id, end)[1]] += 1
        return (
            PhaseTraffic(Traffic.count(requests[0], interactions[0]), to_hands[0]),
            PhaseTraffic(Traffic.count(requests[1], interactions[1]), to_hands[1]),
        )


@dataclass(frozen=True)
class PhaseTraffic:
    """The rate-limited requests of one phase of the games, and how many of them went to hand DMs."""

    traffic: Traffic
    to_hands: int

    def describe(self) -> str:
        if not self.traffic.interactions:
            return "no moves measured"
        return f"{self.traffic.describe()}; {self.to_hands} of the requests to hand DMs"


def _channel_of(path: str) -> int:
    """The channel a REST path addresses (0: none)."""
    found = CHANNEL_IN_PATH.search(path)
    return int(found.group(1)) if found else 0


class BenchLoop:
    """While the games are played: how late this (bench) process's event loop runs, and the machine's
    highest one-minute load average. The fake Discord and the players live here; when this loop is late,
    the players' first-response times include this process's lateness, not only the bot's."""

    TICK = 0.01

    def __init__(self) -> None:
        self.worst = 0.0
        self.load = os.getloadavg()[0]
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        ticks = 0
        while True:
            t = time.perf_counter()
            await asyncio.sleep(self.TICK)
            self.worst = max(self.worst, time.perf_counter() - t - self.TICK)
            ticks += 1
            if ticks % 100 == 0:
                self.load = max(self.load, os.getloadavg()[0])

    async def __aenter__(self) -> BenchLoop:
        self._task = asyncio.create_task(self._watch())
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()


async def _published(repo: Repository, timeout: float) -> None:
    """Wait until the bot has shown every game's stored moves to the end (every game's published mark at its
    version: the publish of its last move returned, hand DMs included)."""
    async with asyncio.timeout(timeout):
        while await repo.unpublished_games():
            await asyncio.sleep(0.25)


def _shards_of(process: int, processes: int) -> list[int]:
    per = SHARD_COUNT // processes
    return list(range(process * per, (process + 1) * per))


async def _watch(bots: list[subprocess.Popen[bytes]]) -> None:
    """Fail the level as soon as a bot process exits on its own (instead of waiting for answers that
    cannot come)."""
    while True:
        for i, bot in enumerate(bots):
            if bot.poll() is not None:
                raise LevelFailed(f"bot process {i} exited with code {bot.returncode} during the level")
        await asyncio.sleep(0.2)


async def _guarded(bots: list[subprocess.Popen[bytes]], work: Any) -> Any:
    """Run ``work`` (a coroutine) while watching the bot processes; the first failure of either wins."""
    async with asyncio.TaskGroup() as group:
        watcher = group.create_task(_watch(bots))
        task = group.create_task(work)
        task.add_done_callback(lambda _t: watcher.cancel())
    return task.result()


async def _ask_where_they_wait(bots: list[subprocess.Popen[bytes]]) -> None:
    """A failed level: each running bot process prints where its tasks wait (bench/bot_process.py)."""
    for bot in bots:
        if bot.poll() is None:
            bot.send_signal(signal.SIGUSR1)
    await asyncio.sleep(2.0)


async def _stop(bots: list[subprocess.Popen[bytes]]) -> None:
    """SIGTERM (the bot writes its stall figures), then SIGKILL after STOP_GRACE; never blocks the loop."""
    for bot in bots:
        if bot.poll() is None:
            bot.terminate()
    for bot in bots:
        try:
            await asyncio.to_thread(bot.wait, STOP_GRACE)
        except subprocess.TimeoutExpired:
            bot.kill()
            await asyncio.to_thread(bot.wait, STOP_GRACE)


async def run(
    games: int,
    moves: int,
    expansion: str = "base",
    processes: int = 1,
    database: str | None = None,
    deadline: float = 900.0,
    bot_root: Path = ROOT,
    players: int = 3,
    think: float = 0.0,
    patience: float = PUBLISH_PATIENCE,
    gc_mode: str = "as-is",
) -> dict[str, Any]:
    """Play ``games`` games at once through ``processes`` bot processes on ``database`` (a SQLite file in a
    temporary folder if None). With several processes the bot runs sharded (SHARD_COUNT=4, the shards split
    evenly), with one guild per shard, and the games spread over the guilds.

    The bot runs the product code of the checkout ``bot_root`` (another checkout compares two versions of the
    bot under the same load; this checkout's bench/bot_process.py measures both). ``gc_mode``: the bot process's
    garbage-collector set-up (BENCH_GC in bench/bot_process.py). Raises LevelFailed (with the reason) when the
    level cannot be measured within ``deadline`` seconds."""
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
            repo: Repository | None = None
            tables: list[Table] = []
            step = "starting the bot"
            try:
                async with asyncio.timeout(deadline):
                    for i in range(processes):
                        guild = str(guilds[0].id) if processes == 1 else "0"  # sharded: commands registered globally
                        shards = (
                            [] if processes == 1 else [f"{SHARD_COUNT}:{','.join(map(str, _shards_of(i, processes)))}"]
                        )
                        bots.append(subprocess.Popen([sys.executable, str(ROOT / "bench" / "bot_process.py"), patch.api_base,
                                                      patch.gateway_url, fd.token, guild, db, str(flag), str(results[i]),
                                                      *shards], env={**os.environ, "BENCH_BOT_ROOT": str(bot_root), "BENCH_GC": gc_mode}))  # fmt: skip
                    if processes == 1:
                        await _guarded(bots, fd.wait_ready(timeout=START_TIMEOUT))
                    else:
                        await _guarded(bots, fd.wait_shards(range(SHARD_COUNT), SHARD_COUNT, timeout=START_TIMEOUT))
                    await asyncio.sleep(1.0)
                    repo = await Repository.open(db, migrate=False)
                    views = SnapshotViews(repo)
                    step = f"opening {games} games"
                    opening = asyncio.Semaphore(OPENING)

                    async def opened(g: int) -> Table:
                        async with opening:
                            users = [fd.add_user(f"p{g}_{i}") for i in range(players)]
                            return await open_game(fd, views, channels[g % len(channels)], users, g, expansion)

                    opening_started = time.perf_counter()
                    tables = list(await _guarded(bots, _all(opened(g) for g in range(games))))
                    # The openings' last pictures (each seat's first hand DM) are still rendering once the
                    # threads show their first turn: measured with the moves, they were the first moves' lag.
                    await _guarded(bots, _published(repo, patience))
                    opening_took = time.perf_counter() - opening_started
                    for table in tables:
                        # On a busy machine answers come late: the level measures how late, it does not fail.
                        table.publish_timeout = table.answer_timeout = patience
                    step = f"playing {moves} moves in each of {games} games"
                    before = fd.traffic()
                    since = (len(fd.world.requests), len(fd.world.interactions_by_id))
                    phases = PhaseMarks(fd)
                    flag.touch()  # measure the games, not the bot's start-up
                    start = time.perf_counter()
                    bench_cpu = time.process_time()  # the fake Discord and the players: cores the bot shares here
                    async with BenchLoop() as bench_loop:
                        await _guarded(bots, _all(play(t, moves, think, phases) for t in tables))
                    elapsed = time.perf_counter() - start
                    bench_cpu = time.process_time() - bench_cpu
                    flag.unlink()
                    traffic = fd.traffic() - before
                    in_setup, after_setup = phases.split(tables, since)
            except Exception as exc:
                if not INTERRUPTED.is_set():
                    await _ask_where_they_wait(bots)
                if INTERRUPTED.is_set():
                    # Ctrl-C: a task group may report what failed meanwhile instead of the interruption;
                    # stop the whole run, not only this level.
                    raise asyncio.CancelledError from exc
                first = _first(exc)
                if isinstance(first, LevelFailed):
                    raise first from None
                if isinstance(first, TimeoutError) and not str(first):
                    raise LevelFailed(f"{step}: the level took over {deadline:.0f} s") from None
                raise LevelFailed(f"{step}: {type(first).__name__}: {first}") from first
            finally:
                flag.unlink(missing_ok=True)
                if repo is not None:
                    await repo.close()
                await _stop(bots)
            latencies = sorted(x for t in tables for x in t.latencies)
            return {
                "games": games,
                "players": players,
                "moves": sum(t.moves for t in tables),
                "elapsed": elapsed,
                "opening": opening_took,
                "latencies": latencies,
                **bot_figures([json.loads(r.read_text()) if r.exists() else None for r in results]),
                "bench_stall": bench_loop.worst,
                "bench_cpu": bench_cpu,
                "load": bench_loop.load,
                "traffic": traffic,
                "traffic_setup": in_setup,
                "traffic_after": after_setup,
                "violations": list(fd.violations),
            }


def bot_figures(processes: list[dict[str, Any] | None]) -> dict[str, Any]:
    """The bot processes' figures (bench/bot_process.py's JSON) as one: counts and CPU added, worst cases the
    worst of them, lists merged; a process that wrote none counts nothing (NaN where a figure is its own)."""
    got = [p for p in processes if p is not None]
    nan = float("nan")

    def most(key: str) -> float:
        values = [p[key] for p in got if key in p and not math.isnan(p[key])]
        return max(values) if values else nan

    def added(key: str) -> float:
        return sum(p.get(key, 0) for p in got)

    def merged(key: str) -> list[Any]:
        return sorted((x for p in got for x in p.get(key, [])), reverse=True)

    queue: dict[str, dict[str, float]] = {}
    for p in got:
        for kind, counts in p.get("queue", {}).items():
            mine = queue.setdefault(kind, {"asked": 0, "waited": 0, "waiting_time": 0.0, "longest": 0.0, "deepest": 0})
            for key in ("asked", "waited", "waiting_time"):
                mine[key] += counts[key]
            for key in ("longest", "deepest"):
                mine[key] = max(mine[key], counts[key])
    kinds: dict[str, list[float]] = {}
    for p in got:
        for kind, counts in p.get("render_kinds", {}).items():
            row = kinds.setdefault(kind, [0, 0.0, 0, 0.0])
            for i, value in enumerate(counts):
                row[i] += value
    fulls = merged("gc_fulls")
    return {
        "worst": most("worst"), "p999": most("p999"), "over": int(added("over")), "samples": int(added("samples")),
        "cpu_loop": added("cpu_loop"), "cpu_process": added("cpu_process"), "cpu_workers": added("cpu_workers"),
        "bot_p99": most("bot_p99"), "bot_max": most("bot_max"), "bot_answers": int(added("bot_answers")),
        "starved": int(added("starved")), "worst_starved": most("worst_starved"), "worst_busy": most("worst_busy"),
        "busy_over": merged("busy_over"), "busy_over_what": [w for p in got for w in p.get("busy_over_what", [])],
        "gc_full": len(fulls), "gc_fulls": fulls, "gc_longest_full": fulls[0] if fulls else 0.0,
        "gc_longest": most("gc_longest"), "gc_total": added("gc_total"), "gc_tracked": int(most("gc_tracked") if got else 0),
        "gc_frozen": int(most("gc_frozen") if got else 0), "gc_fulls_cpu": merged("gc_fulls_cpu"),
        "gc_hidden": int(added("gc_hidden")), "gc_hidden_kinds": "; ".join(p.get("gc_hidden_kinds", "") for p in got),
        "gc_all_cpu": max((p.get("gc_all_cpu", 0.0) for p in got), default=0.0),
        "lags": sorted(x for p in got for x in p.get("lags", [])),
        "queue_depths": [x for p in got for x in p.get("queue_depths", [])],
        "queue": queue,
        # issue #32 item 1 (None: no process accounted its renders: placeholder renders, or an older bot)
        "render_cpu": sorted(x for p in got for x in p["render_cpu"]) if any("render_cpu" in p for p in got) else None,
        "render_kinds": kinds,
        "render_unattributed": [sum(p.get("render_unattributed", [0, 0.0])[i] for p in got) for i in (0, 1)],
    }  # fmt: skip


def _ms_list(seconds: list[float], top: int = 10) -> str:
    """The longest durations first, in ms: ``612, 580, 95 ms`` (and how many more)."""
    if not seconds:
        return "none"
    shown = ", ".join(f"{x * 1000:.0f}" for x in seconds[:top])
    more = f" and {len(seconds) - top} more" if len(seconds) > top else ""
    return f"{shown} ms{more}"


def _lag_line(lags: list[float]) -> str:
    if not lags:
        return "no move measured"
    return (
        f"median {statistics.median(lags):.2f} s, p99 {_p99(lags) / 1000:.2f} s, max {lags[-1]:.2f} s over "
        f"{len(lags)} moves"
    )


def _queue_lines(r: dict[str, Any]) -> list[str]:
    """The render queue's depth (sampled every 50 ms) and each kind's waits."""
    depths = r.get("queue_depths") or []
    lines = []
    if depths:
        lines.append(
            f"render queue     depth mean {statistics.fmean(depths):.1f}, p99 {sorted(depths)[int(0.99 * (len(depths) - 1))]}, "
            f"max {max(depths)} renders waiting for a worker (sampled every 50 ms while playing)"
        )
    order = {"urgent": 0, "public": 1}
    for kind, c in sorted(r.get("queue", {}).items(), key=lambda kv: order.get(kv[0], 2)):
        # A bot without a boards' line (before issue #32 item 3) counts its boards with the hands.
        name = {"urgent": "decision images", "public": "thread boards"}.get(kind, "hands, the rest")
        mean = c["waiting_time"] / c["waited"] * 1000 if c["waited"] else 0.0
        lines.append(
            f"  {name:<16}{c['asked']} renders, {c['waited']} waited for a worker: mean wait {mean:.0f} ms, "
            f"longest {c['longest'] * 1000:.0f} ms; at most {c['deepest']} in line"
        )
    return lines


RENDER_KIND_ORDER = ("board", "decision", "hand", "hand unchanged", "hand digest", "stats")
RENDER_KIND_NAMES = {"decision": "decision image", "hand unchanged": "hand, same"}


def _percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _render_lines(r: dict[str, Any]) -> list[str]:
    """Render CPU per move (issue #32 item 1: target a median of at most 30 ms), and per image kind."""
    per_move = r.get("render_cpu")
    if per_move is None:
        return ["render CPU       not accounted (placeholder renders, or a bot without rendering.worker.timed_call)"]
    if not per_move:
        return ["render CPU       no move measured"]
    total = sum(per_move)
    share = total / r["cpu_workers"] * 100 if r.get("cpu_workers") else float("nan")
    lines = [
        f"render CPU       median {statistics.median(per_move) * 1000:.1f} ms, p90 {_percentile(per_move, 0.9) * 1000:.1f} ms, "
        f"mean {statistics.fmean(per_move) * 1000:.1f} ms, max {per_move[-1] * 1000:.0f} ms per move over "
        f"{len(per_move)} moves committed   (target median <= 30 ms; each render's CPU timed in its worker, added up "
        f"for the move whose publication asked for it, a menu's decision image with the move before; "
        f"{share:.0f}% of the workers' CPU)"
    ]
    kinds = r.get("render_kinds", {})
    order = {k: i for i, k in enumerate(RENDER_KIND_ORDER)}
    for kind, (n, cpu, *again) in sorted(kinds.items(), key=lambda kv: order.get(kv[0], len(order))):
        name = RENDER_KIND_NAMES.get(kind, kind)
        repeats = f"; {int(again[0])} repeated an earlier picture ({again[1] * 1000:.0f} ms)" if again and again[0] else ""
        lines.append(
            f"  {name:<15}{n / len(per_move):.2f} per move, {cpu / max(n, 1) * 1000:.1f} ms each "
            f"({int(n)} renders, {cpu / len(per_move) * 1000:.1f} ms per move{repeats})"
        )
    lost = r.get("render_unattributed", [0, 0.0])
    if lost[0]:
        lines.append(f"  no game's      {int(lost[0])} renders, {lost[1] * 1000:.0f} ms in all (in the mean, not per move)")
    return lines


def _render_median(r: dict[str, Any]) -> str:
    per_move = r.get("render_cpu")
    return f"{statistics.median(per_move) * 1000:.1f}" if per_move else "-"


def _first(exc: BaseException) -> BaseException:
    """The first real failure inside (nested) task-group exception groups."""
    while isinstance(exc, BaseExceptionGroup):
        exc = exc.exceptions[0]
    return exc


async def _all(coros: Any) -> list[Any]:
    """Every coroutine's result, in order; the first failure cancels the others (no orphans keep waiting)."""
    async with asyncio.TaskGroup() as group:
        tasks = [group.create_task(c) for c in coros]
    return [t.result() for t in tasks]


def _p99(latencies: list[float]) -> float:
    return latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] * 1000


def _lag_p99(lags: list[float]) -> str:
    return f"{_p99(lags) / 1000:.2f}" if lags else "-"


def _rate(phase: PhaseTraffic) -> str:
    return f"{phase.traffic.per_interaction:.2f}" if phase.traffic.interactions else "-"


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f}/{five:.1f} on {os.cpu_count()} cores"


def report(label: str, r: dict[str, Any], expansion: str) -> None:
    lat = r["latencies"]
    traffic: Traffic = r["traffic"]
    print(f"--- {label}   ({_load()})")
    print(
        f"games            {r['games']} concurrent {r.get('players', 3)}-player {expansion} games, {r['moves']} moves in {r['elapsed']:.1f} s "
        f"({r['moves'] / r['elapsed']:.1f} moves/s); opening them ({OPENING} at a time: lobby, joins, start, until "
        f"every thread shows its first turn and every hand DM its hand) took {r.get('opening', float('nan')):.1f} s"
    )
    print(
        f"first response   median {statistics.median(lat) * 1000:.0f} ms, p99 {_p99(lat):.0f} ms, "
        f"max {lat[-1] * 1000:.0f} ms over {len(lat)} interactions   (target p99 < 250 ms)"
    )
    print(
        f"bot's answer     p99 {r['bot_p99'] * 1000:.0f} ms, max {r['bot_max'] * 1000:.0f} ms over {r['bot_answers']} "
        "interactions, from the interaction's creation to the bot sending its answer, timed in the bot process "
        "(without the bench process's lateness)"
    )
    print(
        f"bot event loop   longest stall {r['worst'] * 1000:.0f} ms, 99.9th percentile {r['p999'] * 1000:.1f} ms, "
        f"{r['over']} stalls over 50 ms in {r['samples']} 10-ms watchdog ticks   (target: none over 50 ms); "
        f"{r['starved']} of them (longest {r['worst_starved'] * 1000:.0f} ms) waited for a core (the loop's thread "
        f"ran for under half of the stall); the longest callback on the loop: "
        f"{r['worst_busy'] * 1000:.0f} ms of CPU (the longest stall the bot's own work causes on a free core)"
    )
    print(
        f"bench process    longest stall of its event loop {r['bench_stall'] * 1000:.0f} ms (fake Discord and players); "
        f"highest 1-min load average while playing {r['load']:.1f}"
    )
    print(
        f"bot CPU          {r['cpu_loop'] * 1000 / max(r['moves'], 1):.1f} ms per move on the event loop's thread, "
        f"{r['cpu_process'] * 1000 / max(r['moves'], 1):.1f} ms in the whole bot process, "
        f"{r['cpu_workers'] * 1000 / max(r['moves'], 1):.1f} ms in its worker processes (renders, built-in players)"
    )
    for line in _render_lines(r):
        print(line)
    bot_cores = (r["cpu_process"] + r["cpu_workers"]) / r["elapsed"]
    bench_cores = r.get("bench_cpu", float("nan")) / r["elapsed"]
    print(
        f"cores used       the bot {bot_cores:.2f} (process and workers), the bench process {bench_cores:.2f} (fake "
        f"Discord and players: {r.get('bench_cpu', float('nan')) * 1000 / max(r['moves'], 1):.1f} ms per move), "
        f"of {os.cpu_count()}; the bot alone at this pace needs {bot_cores:.2f} cores"
    )
    busy = r.get("busy_over", [])
    print(
        f"slow callbacks   {len(busy)} callbacks over 50 ms of CPU on the bot's loop: {_ms_list(busy)}   (target: none)"
    )
    for what in r.get("busy_over_what", [])[:10]:  # each process's longest, with where its time went
        print(f"  {what}")
    print(
        f"garbage collector {r['gc_full']} full collections while playing (longest {r['gc_longest_full'] * 1000:.0f} ms), "
        f"longest collection {r['gc_longest'] * 1000:.0f} ms, {r['gc_total'] * 1000:.0f} ms in all; at the end "
        f"{r['gc_tracked']} objects tracked, {r['gc_frozen']} frozen, {r.get('gc_hidden', 0)} of the frozen were "
        "cyclic garbage (frozen, so never freed: the bot releases what it is done with; target: a handful)"
    )
    print(f"  full ones      {_ms_list(r.get('gc_fulls', []))}   (target: none over 100 ms); their CPU time: "
          f"{_ms_list(r.get('gc_fulls_cpu', []))}")  # fmt: skip
    if r.get("gc_hidden_kinds"):
        print(f"  frozen garbage {r['gc_hidden_kinds']}")
    if r.get("gc_all_cpu"):  # why the bot never unfreezes to collect them (cogs/app/collector.py)
        print(f"  all at once    {r['gc_all_cpu'] * 1000:.0f} ms of CPU: one collection of every object, frozen or not, "
              "to find them, which the bot never makes (it would stall every game)")  # fmt: skip
    lags = _lag_line(r.get("lags", []))
    print(f"publication lag  {lags}, from a move's commit to its last message   (target p99 < 5 s)")
    for line in _queue_lines(r):
        print(line)
    print(f"REST requests    {traffic.describe()}   (rate-limited ones; target at most 1.0)")
    print(f"  in set-up      {r['traffic_setup'].describe()}   (placing the first settlements and roads)")
    print(f"  after set-up   {r['traffic_after'].describe()}   (rolls, trades, builds, turns: most of a game)")
    if r["violations"]:
        print(f"violations       {len(r['violations'])}: {r['violations'][:3]}")


async def sweep(
    levels: list[int],
    moves: int,
    expansion: str,
    deadline: float,
    other: Path | None = None,
    think: float = 0.0,
    patience: float = PUBLISH_PATIENCE,
    gc_mode: str = "as-is",
) -> None:
    """One level after the other, each with a fresh bot process and database; a table at the end. With
    ``other`` (a checkout), each level runs first with that checkout's bot, then with this one's, so that
    both see the same machine load."""
    bots = [(f"{other}", other), ("this checkout", ROOT)] if other is not None else [("this checkout", ROOT)]
    rows: list[str] = []
    for games in levels:
        for name, root in bots:
            label = f"{games} games, bot of {name}"
            print(f"--- level {label}: {moves} moves each   ({_load()})", flush=True)
            try:
                r = await run(
                    games, moves, expansion, deadline=deadline, bot_root=root, think=think, patience=patience,
                    gc_mode=gc_mode,
                )  # fmt: skip
            except LevelFailed as exc:
                print(f"    FAILED: {exc}", flush=True)
                rows.append(f"{games:>6}  {name:<20} FAILED: {exc}")
                continue
            report(label, r, expansion)
            t: Traffic = r["traffic"]
            rows.append(
                f"{games:>6}  {name:<20} {_p99(r['latencies']):>8.0f} {r['bot_p99'] * 1000:>8.0f} "
                f"{r['worst'] * 1000:>10.0f} {r['over']:>7} {r['starved']:>8} {r['worst_busy'] * 1000:>8.0f} "
                f"{r['bench_stall'] * 1000:>8.0f} "
                f"{r['moves'] / r['elapsed']:>8.1f} {r['cpu_loop'] * 1000 / max(r['moves'], 1):>8.1f} "
                f"{r['cpu_workers'] * 1000 / max(r['moves'], 1):>8.1f} {_render_median(r):>8} {t.per_interaction:>8.2f} "
                f"{_rate(r['traffic_setup']):>6} {_rate(r['traffic_after']):>6} {r['gc_full']:>4} "
                f"{r['gc_longest'] * 1000:>5.0f} {len(r['busy_over']):>5} {_lag_p99(r['lags']):>8} "
                f"{max(r['queue_depths'], default=0):>6}   max load {r['load']:.1f}, opening {r['opening']:.0f} s"
            )
    pace = f"a move {think:.1f} s on average after the last is shown" if think else "no thinking time (stress)"
    print(f"\n=== sweep, {expansion}, {moves} moves per game, {pace}, 1 process on SQLite "
          "(targets: p99 < 250 ms, no stall over 50 ms, REST/interaction <= 1.0)")  # fmt: skip
    print(
        f" games  {'bot':<20} p99 (ms)  bot p99 stall (ms)  >50 ms  starved   cpu st bench st  moves/s  loop ms  work ms "
        "rend med REST/int  set-up  after  gc2 gc ms  >50cb  lag p99  queue"
    )
    print(
        "   (p99: first response seen by the players; bot p99: timed in the bot process; stall: the bot's event loop;"
        " starved: stalls over 50 ms waiting for a core; cpu st: the CPU of the loop's longest callback (its"
        " longest stall on a free core);"
        " bench st: the bench process's loop; loop ms: the bot loop's CPU per move; work ms: its workers' CPU per move;"
        " rend med: the median move's render CPU in ms (each render's worker CPU added up per move);"
        " REST/int: rate-limited REST requests per player interaction over all measured moves, then in set-up"
        " moves and in moves after set-up ('-': none), the games' opening excluded from all three;"
        " gc2: full garbage collections in the bot while playing; gc ms: its longest collection; >50cb: callbacks over"
        " 50 ms of CPU; lag p99: from a move's commit to its last message, in s; queue: the render queue's deepest"
        " sampled depth)"
    )
    for row in rows:
        print(row)


async def compare(games: int, moves: int, expansion: str, processes: int, deadline: float) -> None:
    """One process on SQLite, then ``processes`` sharded processes on one PostgreSQL, same games."""
    from tests.pg_cluster import PgCluster

    one = await run(games, moves, expansion, deadline=deadline)
    cluster = PgCluster.start(fsync=True)
    try:
        url = cluster.create_database("bench_discord")
        many = await run(games, moves, expansion, processes=processes, database=url, deadline=deadline)
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
        "--players",
        type=int,
        choices=(3, 4, 5, 6),
        default=3,
        help="players per game (5-6: the larger island, Special Build slots on request)",
    )
    parser.add_argument(
        "--processes", type=int, choices=(1, 2, 4), default=1,
        help="2 or 4: that many sharded bot processes on a throw-away PostgreSQL, beside one process on SQLite",
    )  # fmt: skip
    parser.add_argument("--sweep", default=None, help="levels of concurrent games, e.g. 20,50,100,200 (1 process)")
    parser.add_argument(
        "--compare", type=Path, default=None, help="with --sweep: another checkout (e.g. of main) whose bot runs each "
        "level just before this one's, side by side under the same load",
    )  # fmt: skip
    parser.add_argument("--deadline", type=float, default=900.0, help="seconds one level may take before it fails")
    parser.add_argument(
        "--patience",
        type=float,
        default=PUBLISH_PATIENCE,
        help="seconds a player waits for an answer or for the thread to show the last move",
    )
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="seconds a player takes per move on average (exponential; 0: none, a stress test)",
    )
    parser.add_argument(
        "--gc", default="as-is", help="the bot's garbage-collector set-up once READY, to compare: as-is (the bot's "
        "own: cogs.app.collector), start-up (start-up objects frozen only), unfrozen, thresholds=A,B,C, refreeze=S "
        "(bench/bot_process.py BENCH_GC)",
    )  # fmt: skip
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    try:
        if args.sweep:
            levels = [int(x) for x in args.sweep.split(",") if x.strip()]
            _interruptible(
                sweep(
                    levels, args.moves, args.expansion, args.deadline, args.compare, args.think, args.patience, args.gc
                )
            )
        elif args.processes == 1:
            r = _interruptible(
                run(
                    args.games or 20,
                    args.moves,
                    args.expansion,
                    deadline=args.deadline,
                    players=args.players,
                    think=args.think,
                    patience=args.patience,
                    gc_mode=args.gc,
                )
            )
            report(f"1 process, SQLite, collector {args.gc}", r, args.expansion)
        else:
            _interruptible(compare(args.games or 40, args.moves, args.expansion, args.processes, args.deadline))
    except LevelFailed as exc:
        print(f"FAILED: {exc}", file=sys.stderr)
        raise SystemExit(1) from None


if __name__ == "__main__":
    main()
