"""Crash test of the storage: SIGKILL a process playing games through the service, again and again.

A child process plays scripted games through ``GameService`` and prints a line for every move the
service reported as committed. The parent kills it with SIGKILL (often in the middle of a transaction:
the child plays several games at once), then checks the database before restarting it:

* every move the child reported as committed is in the log, with the same action;
* every started game's snapshot equals the replay of its log (and nothing needs attention);
* after the restart the child resumes the unfinished games and play continues.

When a kill lands is counted, not timed: most runs are killed as soon as the child has reported a
number of commits drawn from the seed (so how much a run proves does not depend on how fast a loaded
machine is); a fifth are killed during start-up (migration, recovery), once the child has got as far as
a stage drawn from the seed. Deadlines are only there to end a run that hangs, and are generous.

    .venv/bin/python bench/storage_crash.py --kills 500          # the large run
    .venv/bin/python bench/storage_crash.py --kills 500 --backend postgresql
    (tests/service/store/test_service_crash.py runs it with 50+ kills in CI, and on PostgreSQL with fewer)

On PostgreSQL the database is ``--db postgresql://...`` or, by default, a throw-away cluster started
from the local binaries (tests/pg_cluster.py). A killed child's open transaction is rolled back by
the server when its connection drops.

The scripted players (``next_move``, the engine's greedy bot) are also used by the storage benchmark.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__":
    # Run as a script, Python puts bench/ first on the path, where bench/engine.py would shadow the
    # engine package: put the project root first instead.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from db.repository import Repository  # noqa: E402
from db.rows import ACTIVE, FINISHED, LOBBY, NEEDS_ATTENTION, UNFINISHED  # noqa: E402
from engine.bots import greedy_action  # noqa: E402
from service import GameInfo, GameService  # noqa: E402
from service.store.recovery import find_problem  # noqa: E402
from tools import forked  # noqa: E402

CRASH_GUILD = 424242
PLAYERS = (11, 12, 13, 14)


def next_move(game_id: int, state: engine.GameState) -> tuple[int, engine.Action] | None:
    """(seat, action) the scripted players make next, or None when the game waits for nobody.

    Deterministic in the state (seeded by game id and turn data), so a restarted child picks up where
    the killed one was.
    """
    waiting = engine.must_act(state)
    if not waiting:
        return None
    view = engine.public_view(state)
    rng = random.Random(f"{game_id}:{view['turn']}:{len(view['roads'])}:{len(view['buildings'])}:{waiting}")
    seat = rng.choice(waiting)
    return seat, greedy_action(state, seat, rng)


# --- the child: plays until killed ------------------------------------------------------------------


def _say(line: str) -> None:
    # One write() per line (the pipe is not a tty, so the buffer is flushed by hand): a line is either
    # fully in the pipe or not at all when SIGKILL arrives.
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def _play(service: GameService, game: GameInfo) -> None:
    game_id = game.id
    if game.status == LOBBY:
        for user in PLAYERS:
            if user not in game.players:
                game = await service.join(game_id, user)
        await service.start_game(game_id, game.host_id)
        _say(f"STARTED {game_id}")
    while True:
        move = await service.read(game_id, lambda info, state: next_move(game_id, state))
        if move is None:
            _say(f"FINISHED {game_id}")
            return
        seat, action = move
        info = await service.get_game(game_id)
        result = await service.act(game_id, info.players[seat], action)
        _say(f"C {game_id} {result.seq} {json.dumps(engine.action_to_json(result.action), separators=(',', ':'))}")
        if result.finished:
            _say(f"FINISHED {game_id}")
            return


async def _keep_playing(service: GameService, game: GameInfo | None) -> None:
    while True:
        if game is None:
            game = await service.create_lobby(CRASH_GUILD, 1, PLAYERS[0], {"players": 4})
            _say(f"CREATED {game.id}")
        await _play(service, game)
        game = None


async def child_main(db: str | Path, games: int) -> int:
    _say("SPAWNED")
    service = await GameService.open(db)
    _say("OPENED")  # the schema is migrated
    report = await service.start(verify="now")
    for problem in report.problems:
        _say(f"PROBLEM {problem.game_id} {problem.reason}")
    if report.problems or report.already_flagged:
        return 3
    _say("READY")  # after the check on start-up: recovery is over
    mine = [g for g in await service.unfinished_games() if g.guild_id == CRASH_GUILD]
    tables: list[GameInfo | None] = [*mine[:games]]
    tables += [None] * (games - len(tables))
    await asyncio.gather(*(_keep_playing(service, g) for g in tables))
    return 0  # pragma: no cover - plays until killed


# --- the parent: kills and checks ---------------------------------------------------------------------


@dataclass
class CrashReport:
    kills: int = 0
    runs: int = 0
    commits: int = 0  # moves reported committed by children, all verified present
    games_started: int = 0
    games_finished: int = 0
    resumed_commits: int = 0  # commits in games that an earlier, killed child had been playing
    planned_commits: int = 0  # commits the runs were to report before their kill (the seed's counts)
    unreported_commits: int = 0  # committed but killed before reporting (allowed, and still consistent)
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        return (
            f"{self.kills} SIGKILLs over {self.runs} runs in {self.seconds:.1f} s: {self.commits} reported commits "
            f"all present ({self.unreported_commits} more committed but unreported), {self.games_started} games "
            f"started, {self.games_finished} finished, {self.resumed_commits} moves played in resumed games; "
            f"{len(self.failures)} failures"
        )


def child(db: str, games: int) -> int:
    """The child's program (``--child``): plays until killed."""
    return asyncio.run(child_main(db, games))


class _Child:
    """A child process with a thread collecting its complete output lines.

    Forked from a server that imported this module once (tools.forked): a new interpreter spent half a second
    of CPU importing the service before its first line, and the crash test starts dozens."""

    def __init__(self, db: str | Path, games: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = forked.start("bench.storage_crash:child", (str(db), games), env=env, cwd=ROOT, capture=True)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            if not raw.endswith(b"\n"):
                break  # a torn last line cannot happen with one write() per line, but never trust it
            line = raw.decode().rstrip("\n")
            self.lines.append(line)

    def wait_until(self, done: Callable[[list[str]], bool], timeout: float) -> bool:
        """Poll until ``done(lines so far)`` holds (True), the child has exited (True: the caller sees the
        exit) or ``timeout`` seconds pass (False)."""
        deadline = time.monotonic() + timeout
        while not done(self.lines) and self.proc.poll() is None:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.005)
        return True

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self._reader.join()

    def stderr(self) -> str:
        assert self.proc.stderr is not None
        return self.proc.stderr.read().decode(errors="replace")[-3000:]


async def _check_database(
    db: str | Path,
    committed: dict[tuple[int, int], str],
    started: set[int],
    touched: set[int],
    report: CrashReport,
) -> None:
    """Verify the database against what the children reported (see the module docstring).

    Checks the games the last child reported on, and every unfinished game (a child may have committed a
    move and been killed before reporting it). A finished game cannot change, so it is checked once.
    """
    repo = await Repository.open(db, migrate=False)
    try:
        if await repo.schema_version() == 0:  # killed before the first migration committed
            if committed or started:
                report.failures.append("the database has no schema but moves were reported committed")
            return
        by_game: dict[int, dict[int, str]] = {}
        for (game_id, seq), action in committed.items():
            by_game.setdefault(game_id, {})[seq] = action
        unfinished = {g.id for g in await repo.list_games(statuses=UNFINISHED) if g.guild_id == CRASH_GUILD}
        for game_id in sorted(touched | unfinished):
            stored = await repo.load_game(game_id)
            if stored is None:
                report.failures.append(f"game {game_id} is missing")
                continue
            row = stored.row
            if game_id in started and row.status == LOBBY:  # started before the kill: must stay started
                report.failures.append(f"game {game_id} was reported started but is a lobby")
            if row.status == NEEDS_ATTENTION:
                report.failures.append(f"game {game_id} needs attention: {row.status_reason}")
            if row.status == LOBBY:
                continue
            # Up to the version read with the snapshot: on PostgreSQL a killed child's last COMMIT may still be
            # completing on the server (it was sent before the kill), and may land between these two reads.
            log = await repo.actions(game_id, upto=row.version)
            stored_actions = {a.seq: json.dumps(a.action, separators=(",", ":")) for a in log}
            for seq, action in by_game.get(game_id, {}).items():
                if stored_actions.get(seq) != action:
                    report.failures.append(f"game {game_id}: committed move {seq} {action} is not stored as such")
            problem = find_problem(row.options, stored.seed, row.version, stored.snapshot, log)
            if problem is not None:
                report.failures.append(f"game {game_id}: {problem}")
    finally:
        await repo.close()


# Start-up stages an early kill waits for (the child's lines), then the kill lands a little after it.
_STAGES = ("", "SPAWNED", "OPENED")


def run_crash_test(
    db: str | Path,
    *,
    kills: int,
    games: int = 4,
    seed: int = 1,
    max_moves: int = 24,
    final_moves: int = 30,
    timeout: float = 180.0,
    progress: bool = False,
) -> CrashReport:
    """Kill the playing child ``kills`` times, checking after each kill; then check that play goes on.

    A fifth of the kills land during start-up (before, during or after opening the database and its
    migration); the others once the child has reported between 4 and ``max_moves`` commits after
    READY (drawn from ``seed``). A run that does not get there within ``timeout`` seconds is a failure,
    not a shorter run: the figures of a seed are the same on an idle and on a loaded machine.
    """
    rng = random.Random(seed)
    report = CrashReport()
    committed: dict[tuple[int, int], str] = {}
    started: set[int] = set()
    finished: set[int] = set()
    began = time.perf_counter()
    for run in range(kills + 1):
        last = run == kills
        known_before = started | {game_id for game_id, _ in committed}
        child = _Child(db, games)
        report.runs += 1
        early = not last and rng.random() < 0.2
        if early:
            stage = rng.choice(_STAGES)
            jitter = rng.uniform(0.0, 0.2)
            if stage and not child.wait_until(lambda lines, s=stage: s in lines, timeout):
                report.failures.append(f"run {run}: the child did not reach {stage} in {timeout:.0f} s")
            time.sleep(jitter)  # where in the next stage the kill lands; nothing checked depends on it
        elif not child.wait_until(lambda lines: "READY" in lines, timeout):
            report.failures.append(f"run {run}: the child did not become ready in {timeout:.0f} s")
        else:
            wanted = final_moves if last else rng.randint(4, max_moves)
            report.planned_commits += wanted
            if not child.wait_until(lambda lines, n=wanted: _new_commits(lines) >= n, timeout):
                report.failures.append(f"run {run}: {_new_commits(child.lines)} of {wanted} moves in {timeout:.0f} s")
        exited = child.proc.poll()
        child.kill()
        if exited is not None:
            report.failures.append(f"run {run}: the child exited by itself ({exited}): {child.stderr()}")
        if report.failures:
            break
        if not last:
            report.kills += 1
        touched: set[int] = set()
        for line in child.lines:
            kind, _, rest = line.partition(" ")
            if kind == "C":
                game_id_text, seq_text, action = rest.split(" ", 2)
                key = (int(game_id_text), int(seq_text))
                if key in committed and committed[key] != action:
                    report.failures.append(f"game {key[0]} move {key[1]} reported twice, differently")
                committed[key] = action
                touched.add(key[0])
                if key[0] in known_before:
                    report.resumed_commits += 1
            elif kind == "STARTED":
                started.add(int(rest))
                touched.add(int(rest))
            elif kind == "FINISHED":
                finished.add(int(rest))
            elif kind == "PROBLEM":
                report.failures.append(f"run {run}: recovery found a problem: {rest}")
        report.commits = len(committed)
        report.games_started, report.games_finished = len(started), len(finished)
        report.seconds = time.perf_counter() - began
        asyncio.run(_check_database(db, committed, started, touched, report))
        if progress and run % 10 == 0:
            print(f"run {run}: {report.summary()}", flush=True)
        if report.failures:
            break
    report.unreported_commits = asyncio.run(_stored_moves(db)) - len(committed)
    report.seconds = time.perf_counter() - began
    return report


def _new_commits(lines: list[str]) -> int:
    return sum(1 for line in lines if line.startswith("C "))


async def _stored_moves(db: str | Path) -> int:
    repo = await Repository.open(db, migrate=False)
    try:
        if await repo.schema_version() == 0:
            return 0
        games = await repo.list_games(statuses=(ACTIVE, FINISHED))
        return sum(g.version for g in games if g.guild_id == CRASH_GUILD)
    finally:
        await repo.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=500)
    parser.add_argument("--games", type=int, default=4, help="games played at once by the child")
    parser.add_argument("--seed", type=int, default=1, help="seed of the kill timing")
    parser.add_argument("--max-moves", type=int, default=24, help="most commits a run reports before its kill")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument(
        "--db", help="database URL or SQLite file (default: a temporary file, or a throw-away PostgreSQL cluster)"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.db, args.games)
    cluster = None
    with tempfile.TemporaryDirectory() as tmp:
        db: str | Path
        if args.db:
            db = args.db
        elif args.backend == "postgresql":
            from tests.pg_cluster import PgCluster

            cluster = PgCluster.start(fsync=True)
            db = cluster.create_database("crash")
        else:
            db = Path(tmp) / "crash.sqlite3"
        try:
            print(f"backend: {args.backend if not args.db else args.db.split(':', 1)[0]}", flush=True)
            report = run_crash_test(db, kills=args.kills, games=args.games, seed=args.seed, max_moves=args.max_moves,
                                    progress=True)  # fmt: skip
        finally:
            if cluster is not None:
                cluster.stop()
    print(report.summary())
    for failure in report.failures:
        print("FAILURE:", failure)
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
