"""Storage benchmark (issue #3): move commit latency, start-up with 10,000 stored games, event-loop stalls.

    .venv/bin/python bench/storage.py                  # the full run (builds a 10,000-game database once)
    .venv/bin/python bench/storage.py --quick          # smaller numbers, for a smoke test
    .venv/bin/python bench/storage.py --backend postgresql   # SQLite and PostgreSQL side by side

With ``--backend postgresql`` every figure is measured on both backends in the same run and printed
side by side. PostgreSQL is ``--pg-url`` or, by default, a throw-away cluster started from the local
binaries (tests/pg_cluster.py) with fsync on and synchronous_commit on: a commit is on disk before the
move is acknowledged, as with SQLite's synchronous=FULL. Its start-up database is a copy of the SQLite
one (same games, same ids).

Prints:

* the time to apply and commit one move through ``GameService.act`` (median, p99, max), one game after
  another and with 8 games played at once;
* the time to start up (open, migrate, recovery scan) on a database of 10,000 games, 2,000 of them
  unfinished, measured in fresh processes; then the background replay check of every active game, and
  the first move on a game that was not loaded yet;
* the longest the event loop was blocked, measured by a watchdog that sleeps 1 ms in a loop and records
  how late it wakes up, during each phase.

Targets: p99 < 15 ms per committed move, start-up < 2 s, event loop never blocked > 20 ms.
The scripted players are the engine's greedy bot (see bench/storage_crash.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__":
    # bench/ is first on the path when run as a script, and bench/engine.py would shadow the engine.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from bench.storage_crash import next_move  # noqa: E402
from db.repository import Repository  # noqa: E402
from db.rows import ABANDONED, ACTIVE, CANCELLED, FINISHED, LOBBY, ActionRow, GameRow  # noqa: E402
from service import GameService  # noqa: E402

TARGET_P99_MS = 15.0
TARGET_STARTUP_S = 2.0
TARGET_STALL_MS = 20.0


# --- measuring ------------------------------------------------------------------------------------


class Watchdog:
    """Sleeps ``interval`` in a loop on the event loop and records how late each wake-up is."""

    def __init__(self, interval: float = 0.001) -> None:
        self.interval = interval
        self.lateness: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Watchdog:
        self._task = asyncio.create_task(self._run())
        await asyncio.sleep(0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(self.interval)
            self.lateness.append(time.perf_counter() - before - self.interval)

    @property
    def worst_ms(self) -> float:
        return max(self.lateness, default=0.0) * 1000


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latency_line(label: str, seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return (
        f"{label:<42} n={len(ms):>5}  median {statistics.median(ms):6.2f} ms  p99 {percentile(ms, 0.99):6.2f} ms"
        f"  max {max(ms):6.2f} ms"
    )


def latency_cell(seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return f"{statistics.median(ms):6.2f} {percentile(ms, 0.99):6.2f} {max(ms):7.2f}"


@dataclass
class Measured:
    """One line of the latency results: the timings and a note (throughput, event-loop stalls)."""

    label: str
    seconds: list[float]
    note: str


async def _move(service: GameService, game_id: int) -> float | None:
    """One scripted move; returns the time of ``act`` alone (apply + commit), None if the game is over."""
    move = await service.read(game_id, lambda info, state: next_move(game_id, state))
    if move is None:
        return None
    seat, action = move
    user = (await service.get_game(game_id)).players[seat]
    started = time.perf_counter()
    await service.act(game_id, user, action)
    return time.perf_counter() - started


async def _new_game(service: GameService, n: int) -> int:
    game = await service.create_lobby(1, 100 + n, 1)
    for user in (2, 3, 4):
        await service.join(game.id, user)
    await service.start_game(game.id, 1)
    return game.id


# --- 1. commit latency ---------------------------------------------------------------------------------


async def bench_moves(db: str | Path, moves: int, games: int) -> list[Measured]:
    service = await GameService.open(db)
    await service.start()
    lines: list[Measured] = []
    try:
        ids = [await _new_game(service, n) for n in range(games)]
        sequential: list[float] = []
        async with Watchdog() as dog:
            turn = 0
            while len(sequential) < moves:
                slot = turn % len(ids)
                took = await _move(service, ids[slot])
                if took is None:
                    ids[slot] = await _new_game(service, turn)
                else:
                    sequential.append(took)
                turn += 1
        lines.append(Measured("act() one game after another", sequential, f"loop blocked <= {dog.worst_ms:.1f} ms"))

        # 8 games at once, moves arriving at random (Poisson) at a fixed total rate.
        loaded: list[float] = []
        rate = 200.0  # moves per second in total: far above what players type, far below saturation

        async def player(n: int, out: list[float], pace: float | None) -> None:
            pacer = random.Random(n)
            game_id = await _new_game(service, 1000 + n)
            while len(out) < moves:
                if pace is not None:
                    await asyncio.sleep(pacer.expovariate(pace))
                took = await _move(service, game_id)
                if took is None:
                    game_id = await _new_game(service, 2000 + n)
                else:
                    out.append(took)

        async with Watchdog() as dog:
            await asyncio.gather(*(player(n, loaded, rate / games) for n in range(games)))
        lines.append(
            Measured(
                f"act() {games} games at once, {rate:.0f} moves/s", loaded, f"loop blocked <= {dog.worst_ms:.1f} ms"
            )
        )

        # The same 8 games moving back to back: the service saturated, measuring throughput and queueing.
        saturated: list[float] = []
        began = time.perf_counter()
        async with Watchdog() as dog:
            await asyncio.gather(*(player(100 + n, saturated, None) for n in range(games)))
        throughput = len(saturated) / (time.perf_counter() - began)
        lines.append(
            Measured(
                f"act() {games} games back to back (saturated)",
                saturated,
                f"{throughput:.0f} moves/s, loop blocked <= {dog.worst_ms:.1f} ms",
            )
        )
    finally:
        await service.close()
    return lines


# --- 2. a database of 10,000 games ---------------------------------------------------------------------


@dataclass
class Template:
    """A game played to its end once; stored games are copies of it, or of a prefix of it."""

    options: dict[str, Any]
    seed: int
    log: list[ActionRow]
    snapshots: dict[int, str] = field(default_factory=dict)  # after n actions, for chosen n


def play_templates(count: int, cuts: int, rng: random.Random) -> list[Template]:
    templates = []
    for n in range(count):
        players = rng.choice((3, 4, 4))
        options = engine.Options(players=players).to_dict()
        seed = rng.getrandbits(63)
        state = engine.new_game(options, seed)
        log: list[ActionRow] = []
        while (move := next_move(n, state)) is not None:
            seat, action = move
            events = engine.events_for(engine.apply_action(state, seat, action), None)
            log.append(ActionRow(0, len(log) + 1, seat, seat + 1, engine.action_to_json(action), events, 0.0))
        template = Template(options, seed, log)
        wanted = {rng.randrange(1, len(log)) for _ in range(cuts)} | {len(log)}
        replayed = engine.new_game(options, seed)
        for entry in log:
            engine.apply_action(replayed, entry.seat, engine.action_from_json(entry.action))
            if entry.seq in wanted:
                template.snapshots[entry.seq] = engine.to_json(replayed)
        templates.append(template)
    return templates


async def build_database(db: Path, total: int, unfinished: int, rng: random.Random) -> dict[str, int]:
    """``total`` games: ``unfinished`` of them lobbies (10%) or active; the rest finished (most),
    cancelled or abandoned. Logs and snapshots are copies of template games played by the greedy bot."""
    templates = play_templates(24, 12, rng)
    repo = await Repository.open(db, synchronous="OFF")  # bulk load: durability is irrelevant here
    counts = {LOBBY: 0, ACTIVE: 0, FINISHED: 0, CANCELLED: 0, ABANDONED: 0}
    now = time.time()
    try:
        for n in range(total):
            template = rng.choice(templates)
            players = tuple(range(n * 4 + 1, n * 4 + 1 + engine.Options.from_dict(template.options).players))
            if n < unfinished:
                status = LOBBY if n % 10 == 0 else ACTIVE
            else:
                status = rng.choices((FINISHED, CANCELLED, ABANDONED), (85, 7, 8))[0]
            if status in (LOBBY, CANCELLED):
                log, snapshot, seed, started = [], None, None, None
            else:
                cut = len(template.log) if status == FINISHED else rng.choice(sorted(template.snapshots)[:-1])
                log, snapshot, seed, started = template.log[:cut], template.snapshots[cut], template.seed, now - 86400
            state_over = status == FINISHED
            row = GameRow(
                id=0, guild_id=1 + n % 50, channel_id=1000 + n, thread_id=None, host_id=players[0], status=status,
                options=template.options, players=players, version=len(log),
                winner_seat=engine.from_json(snapshot).winner if state_over and snapshot else None,
                status_reason=None, created_at=now - 90000, updated_at=now - 3600, started_at=started,
                ended_at=None if status in (LOBBY, ACTIVE) else now - 3600,
            )  # fmt: skip
            await repo.import_game(
                row, seed=seed, snapshot=snapshot, actions=[a._replace(user_id=players[a.seat]) for a in log]
            )
            counts[status] += 1
    finally:
        await repo.close()
    return counts


async def copy_database(source: Path, target: str) -> None:
    """The start-up database on another backend: the same games with the same ids (not verified here;
    ``python -m service.admin copy`` verifies, which is a replay of 10,000 games)."""
    src = await Repository.open(source, migrate=False)
    dst = await Repository.open(target, synchronous="OFF")
    try:
        for game_id in await src.game_ids():
            await dst.insert_raw_game(await src.raw_game(game_id))
    finally:
        await dst.close()
        await src.close()


def startup_probe(db: str | Path) -> None:
    """Run in a fresh process: start the service on ``db`` and report timings as one JSON line."""

    async def probe() -> dict[str, Any]:
        opened = time.perf_counter()
        async with Watchdog() as dog:
            service = await GameService.open(db)
            report = await service.start()  # background replay check
            ready = time.perf_counter()
            ready_wall = time.time()
        startup_stall = dog.worst_ms
        # While the background check runs, play on 4 games that are not loaded yet: the first move
        # includes loading (and checking) the game, the next ones are ordinary.
        unfinished = [g.id for g in await service.unfinished_games() if g.status == ACTIVE]
        first: list[float] = []
        later: list[float] = []
        async with Watchdog() as dog:
            sweep_started = time.perf_counter()
            for game_id in unfinished[:4]:
                took = await _move(service, game_id)
                if took is not None:
                    first.append(took)
                for _ in range(20):
                    took = await _move(service, game_id)
                    if took is not None:
                        later.append(took)
            problems = await service.wait_verified()
            sweep = time.perf_counter() - sweep_started
        await service.close()
        return {
            "startup_s": ready - opened,
            "ready_wall": ready_wall,
            "startup_stall_ms": startup_stall,
            "unfinished": len(report.unfinished),
            "active": report.active,
            "sweep_s": sweep,
            "sweep_stall_ms": dog.worst_ms,
            "problems": len(problems),
            "first_move_ms": [t * 1000 for t in first],
            "later_moves_ms": [t * 1000 for t in later],
        }

    print(json.dumps(asyncio.run(probe())))


def run_probe(db: str | Path) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    spawned = time.time()
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--startup-probe", str(db)],
        capture_output=True, text=True, env=env, cwd=str(ROOT), check=True,
    )  # fmt: skip
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["process_s"] = result["ready_wall"] - spawned  # interpreter start and imports included
    return result


async def bench_verify_now(db: str | Path) -> tuple[float, int]:
    """The full replay check done *before* start() returns (verify="now"), for comparison."""
    service = await GameService.open(db)
    try:
        began = time.perf_counter()
        report = await service.start(verify="now")
        return time.perf_counter() - began, report.active
    finally:
        await service.close()


def _series(probes: list[dict[str, Any]], key: str, digits: int) -> str:
    return ", ".join(f"{probe[key]:.{digits}f}" for probe in probes)


# --- main ----------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=3000, help="timed moves per latency run")
    parser.add_argument("--games", type=int, default=8, help="games played at once in the parallel run")
    parser.add_argument("--stored", type=int, default=10_000, help="games in the start-up database")
    parser.add_argument("--unfinished", type=int, default=2_000, help="of which unfinished")
    parser.add_argument("--data-dir", type=Path, default=Path(tempfile.gettempdir()) / "catanbot-bench")
    parser.add_argument("--rebuild", action="store_true", help="rebuild the start-up database even if cached")
    parser.add_argument("--quick", action="store_true", help="small sizes for a smoke test")
    parser.add_argument(
        "--backend", choices=("sqlite", "postgresql"), default="sqlite",
        help="postgresql: measure PostgreSQL too, side by side with SQLite",
    )  # fmt: skip
    parser.add_argument("--pg-url", help="an empty PostgreSQL database to use (default: a throw-away cluster)")
    parser.add_argument("--skip-startup", action="store_true", help="only the commit latency")
    parser.add_argument("--startup-probe", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.startup_probe:
        startup_probe(args.startup_probe)
        return 0
    if args.quick:
        args.moves, args.stored, args.unfinished = 300, 500, 100
    if args.backend == "sqlite":
        return run_sqlite_only(args)
    return run_side_by_side(args)


def run_side_by_side(args: argparse.Namespace) -> int:
    from tests.pg_cluster import PgCluster

    cluster = None if args.pg_url else PgCluster.start(fsync=True)
    fresh = iter(range(1, 100))

    def pg_database() -> str:
        if args.pg_url:
            return str(args.pg_url)
        assert cluster is not None
        return cluster.create_database(f"bench_{next(fresh)}")

    try:
        print(f"catanbot storage benchmark (Python {sys.version.split()[0]}, {os.cpu_count()} cores): SQLite WAL "
              "synchronous=FULL vs PostgreSQL 15 (unix socket, fsync on, synchronous_commit on), one run\n")  # fmt: skip
        with tempfile.TemporaryDirectory() as tmp:
            lite = asyncio.run(bench_moves(Path(tmp) / "moves.sqlite3", args.moves, args.games))
        pg = asyncio.run(bench_moves(pg_database(), args.moves, args.games))
        print(f"{'commit latency, ms':<42} {'SQLite: median    p99     max':<31} {'PostgreSQL: median    p99     max'}")
        for a, b in zip(lite, pg, strict=True):
            print(f"{a.label:<42} {latency_cell(a.seconds):<31} {'':>11}{latency_cell(b.seconds)}")
            print(f"{'':<42} {a.note:<31} {'':>11}{b.note}")
        p99 = percentile([t * 1000 for t in pg[0].seconds], 0.99)
        verdict = "meets" if p99 < TARGET_P99_MS else "MISSES"
        print(f"\nPostgreSQL commit p99 (one game after another): {p99:.2f} ms, {verdict} the target of "
              f"{TARGET_P99_MS:.0f} ms")  # fmt: skip
        if args.skip_startup:
            return 0
        db = startup_database(args)
        pg_db = pg_database()
        began = time.perf_counter()
        asyncio.run(copy_database(db, pg_db))
        print(f"copied the start-up database into PostgreSQL in {time.perf_counter() - began:.0f} s")
        with tempfile.TemporaryDirectory(dir=args.data_dir) as tmp:
            copy = Path(tmp) / "copy.sqlite3"
            shutil.copyfile(db, copy)
            results = {"SQLite": _startup_figures(copy), "PostgreSQL": _startup_figures(pg_db)}
        print(f"\nstart-up with {args.stored:,} stored games, 3 fresh processes each:")
        for name, (probes, verify_now_s) in results.items():
            _print_startup(name, probes, verify_now_s)
        return 0
    finally:
        if cluster is not None:
            cluster.stop()


def _startup_figures(db: str | Path) -> tuple[list[dict[str, Any]], float]:
    probes = [run_probe(db) for _ in range(3)]
    verify_now_s, _ = asyncio.run(bench_verify_now(db))
    return probes, verify_now_s


def _print_startup(name: str, probes: list[dict[str, Any]], verify_now_s: float) -> None:
    firsts = [t for q in probes for t in q["first_move_ms"]]
    laters = [t / 1000 for q in probes for t in q["later_moves_ms"]]
    print(f"  {name}:")
    print(f"    open + migrate + recovery scan:        {_series(probes, 'startup_s', 3)} s"
          f"   (whole process: {_series(probes, 'process_s', 2)} s)")  # fmt: skip
    print(f"    background replay check of all active: {_series(probes, 'sweep_s', 1)} s, problems: "
          f"{sum(q['problems'] for q in probes)}; loop blocked at most "
          f"{max(max(q['startup_stall_ms'], q['sweep_stall_ms']) for q in probes):.1f} ms")  # fmt: skip
    print(f"    first move on a game not yet loaded:   median {statistics.median(firsts):.1f} ms,"
          f" max {max(firsts):.1f} ms")  # fmt: skip
    print("    " + latency_line("later moves, during the background check", laters).strip())
    print(f"    start(verify='now'), replaying every active game first: {verify_now_s:.1f} s")


def startup_database(args: argparse.Namespace) -> Path:
    """The cached 10,000-game SQLite database (built on first use)."""
    args.data_dir.mkdir(parents=True, exist_ok=True)
    db = args.data_dir / f"startup-{args.stored}-{args.unfinished}.sqlite3"
    if args.rebuild or not db.exists():
        for suffix in ("", "-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        began = time.perf_counter()
        counts = asyncio.run(build_database(db, args.stored, args.unfinished, random.Random(3)))
        print(f"\nbuilt {db} in {time.perf_counter() - began:.0f} s: {counts}")
    return db


def run_sqlite_only(args: argparse.Namespace) -> int:
    print(f"catanbot storage benchmark (Python {sys.version.split()[0]}, {os.cpu_count()} cores, SQLite WAL, "
          "synchronous=FULL)\n")  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        for result in asyncio.run(bench_moves(Path(tmp) / "moves.sqlite3", args.moves, args.games)):
            print(latency_line(result.label, result.seconds))
            print(f"{'':<42} {result.note}")
    if args.skip_startup:
        return 0
    db = startup_database(args)
    # Every probe plays a few moves; work on a copy so the cached database stays as built.
    size_mb = db.stat().st_size / 1e6
    with tempfile.TemporaryDirectory(dir=args.data_dir) as tmp:
        copy = Path(tmp) / "copy.sqlite3"
        shutil.copyfile(db, copy)
        probes = [run_probe(copy) for _ in range(3)]
        verify_now_s, active = asyncio.run(bench_verify_now(copy))
    p = probes[0]
    print(f"\nstart-up with {args.stored:,} stored games ({p['unfinished']:,} unfinished, {p['active']:,} active), "
          f"file {size_mb:.0f} MB, 3 fresh processes:")  # fmt: skip
    print(f"  open + migrate + recovery scan:          {_series(probes, 'startup_s', 3)} s"
          f"   (whole process incl. imports: {_series(probes, 'process_s', 2)} s)")  # fmt: skip
    print(f"  event loop blocked during start-up:      at most {max(q['startup_stall_ms'] for q in probes):.1f} ms")
    print(f"  background replay check of all active:   {_series(probes, 'sweep_s', 1)} s,"
          f" loop blocked at most {max(q['sweep_stall_ms'] for q in probes):.1f} ms, problems: "
          f"{sum(q['problems'] for q in probes)}")  # fmt: skip
    firsts = [t for q in probes for t in q["first_move_ms"]]
    laters = [t / 1000 for q in probes for t in q["later_moves_ms"]]
    print(f"  first move on a game not yet loaded:     median {statistics.median(firsts):.1f} ms, max {max(firsts):.1f} ms"
          " (load + replay check), during the background check")  # fmt: skip
    print("  " + latency_line("later moves, during the background check", laters).strip())
    print(f"  for comparison, start(verify='now') replaying all {active:,} active games first: {verify_now_s:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
