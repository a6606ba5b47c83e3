"""Administration from the command line: list, verify, rebuild, export, import, prune and copy games.

    python -m service.admin [--db URL] list [--status lobby,active] [--limit 50]
    python -m service.admin [--db URL] verify [GAME_ID ...]
    python -m service.admin [--db URL] rebuild GAME_ID [--force]
    python -m service.admin [--db URL] export GAME_ID [--out FILE]
    python -m service.admin [--db URL] import FILE
    python -m service.admin [--db URL] prune --older-than DAYS [--status finished,cancelled,abandoned] [--dry-run]
    python -m service.admin copy --from sqlite:///catanbot.sqlite3 --to postgresql://...

The database is ``--db`` (a URL, or a SQLite file path), else DATABASE_URL, else DATABASE_PATH
(environment or .env), else ./catanbot.sqlite3. A SQLite file that does not exist is refused (a typo
would otherwise create an empty database that looks like "no games"), except by ``import``, which
creates it and says so, and as the target of ``copy``. A damaged file is refused with one line. Safe to
run while the bot is running (every change is one short transaction), with the caveats explained at
``rebuild`` and ``copy``. ``export --out FILE`` creates the file readable by its owner only (mode 0600):
it holds the secret seed and every hand; a symbolic link, or a file with other hard-linked names, is
refused. Exit status: 0 on success, 1 if something was found wrong or refused.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import os
import stat
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from db import rows as R
from db.backend import SQLITE, backend_of, sqlite_path
from db.config import database_url, load_dotenv_file
from db.connection import sqlite_file_problem
from db.repository import Repository
from db.transfer import copy_games
from service.store import recovery


def _when(ts: float | None) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M") if ts is not None else "-"


def _statuses(text: str, allowed: Sequence[str]) -> tuple[str, ...]:
    wanted = tuple(s.strip() for s in text.split(",") if s.strip())
    unknown = [s for s in wanted if s not in allowed]
    if unknown or not wanted:
        raise argparse.ArgumentTypeError(f"statuses must be among {', '.join(allowed)}")
    return wanted


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m service.admin",
        description="Inspect and repair catanbot's game database.",
    )
    parser.add_argument(
        "--db",
        help="database URL (sqlite:///PATH, postgresql://...) or SQLite file "
        "(default: DATABASE_URL, else DATABASE_PATH, else ./catanbot.sqlite3)",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("list", help="list games, newest first, with counts per status")
    p.add_argument("--status", type=lambda t: _statuses(t, R.STATUSES), help="comma-separated statuses")
    p.add_argument("--limit", type=int, default=50)

    p = sub.add_parser(
        "verify",
        help="replay games' logs and compare with their snapshots (default: every unfinished game); "
        "does not change anything",
    )
    p.add_argument("game_ids", type=int, nargs="*")

    p = sub.add_parser(
        "rebuild",
        help="replace a game's snapshot by the replay of its action log and clear needs_attention",
        description="Replace a game's snapshot by the replay of its action log. Without --force only games "
        "in needs_attention are rebuilt: the bot holds active games in memory and would keep playing from "
        "its own copy, so rebuild an active game with the bot stopped.",
    )
    p.add_argument("game_id", type=int)
    p.add_argument("--force", action="store_true", help="also rebuild a game that is not in needs_attention")

    p = sub.add_parser(
        "export",
        help="write a game (options, SECRET seed, actions, snapshot) as JSON for a bug report",
        description="Write a game as JSON: options, the SECRET seed, the action log and the snapshot. The seed "
        "reveals every future dice roll and card of a running game: send exports to developers only, never "
        "post them where players can read them. --out creates the file with mode 0600 (only its owner can "
        "read it). Discord user ids are not included.",
    )
    p.add_argument("game_id", type=int)
    p.add_argument("--out", type=Path, help="output file, created with mode 0600 (default: standard output)")

    p = sub.add_parser(
        "import",
        help="load an export as a new game with placeholder players 1..n (creates a SQLite file that does not exist)",
    )
    p.add_argument("file", type=Path)

    p = sub.add_parser(
        "prune",
        help="delete ended games (with their logs) older than a number of days",
        description="Delete games that ended more than DAYS days ago, with their players, action logs and "
        "message ids. Unfinished games (lobby, active, needs_attention) are never pruned.",
    )
    p.add_argument("--older-than", type=float, required=True, metavar="DAYS")
    p.add_argument(
        "--status",
        type=lambda t: _statuses(t, R.ENDED),
        default=R.ENDED,
        help="comma-separated, among finished,cancelled,abandoned (default: all three)",
    )
    p.add_argument("--dry-run", action="store_true", help="only count what would be deleted")

    p = sub.add_parser(
        "copy",
        help="copy every game into another database (e.g. SQLite to PostgreSQL) and verify the copy by replay",
        description="Copy every game, with its players, action log and message ids and its game number, "
        "into another database (created and migrated if needed), then verify: the same rows as the source, "
        "and every started game's snapshot equal to the replay of its copied log. Stop the bot first. "
        "Games already in the target (an interrupted earlier run) are checked, not copied again.",
    )
    p.add_argument("--from", dest="source", required=True, help="source database URL or SQLite file")
    p.add_argument("--to", dest="target", required=True, help="target database URL (postgresql://...)")
    return parser


async def run(args: argparse.Namespace, out: TextIO) -> int:
    if args.command == "copy":
        return await _copy(args, out)
    target = args.db or database_url()
    problem = _sqlite_problem(target, create=args.command == "import")
    if problem is not None:
        print(problem, file=out)
        return 1
    repo = await Repository.open(target)
    try:
        return await _COMMANDS[args.command](repo, args, out)
    finally:
        await repo.close()


def _sqlite_problem(target: str, *, create: bool) -> str | None:
    """Why the command must not open the SQLite file ``target`` (None: go ahead, or not SQLite)."""
    if backend_of(target) != SQLITE:
        return None
    path = sqlite_path(target)
    if not path.exists():
        if create:
            print(f"creating the new database {path}", file=sys.stderr)
            return None
        return (
            f"there is no database at {path} (nothing was created); check --db, DATABASE_URL or DATABASE_PATH, "
            "or run the command in the bot's folder"
        )
    problem = sqlite_file_problem(path)
    return f"cannot use the database {path}: {problem}" if problem else None


async def _list(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    counts = await repo.count_by_status()
    print("  ".join(f"{status}: {n}" for status, n in counts.items()), file=out)
    games = await repo.list_games(statuses=args.status, limit=args.limit)
    print(f"{'id':>6}  {'status':<15} {'guild':>20} {'channel':>20} {'players':>7} {'moves':>6}  updated", file=out)
    for g in games:
        line = (
            f"{g.id:>6}  {g.status:<15} {g.guild_id:>20} {g.channel_id:>20} {len(g.players):>7} {g.version:>6}"
            f"  {_when(g.updated_at)}"
        )
        if g.status_reason:
            line += f"  ({g.status_reason})"
        print(line, file=out)
    return 0


async def _verify(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    ids = args.game_ids or [g.id for g in await repo.list_games(statuses=R.UNFINISHED)]
    bad = 0
    for game_id in sorted(ids):
        try:
            problem = await recovery.check_game(repo, game_id)
        except recovery.RecoveryError as exc:
            problem = str(exc)
        if problem is not None:
            bad += 1
        print(f"game {game_id}: {'ok' if problem is None else problem}", file=out)
    print(f"{len(ids)} checked, {bad} with problems", file=out)
    return 1 if bad else 0


async def _rebuild(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    row = await repo.get_game(args.game_id)
    if row is None:
        print(f"there is no game {args.game_id}", file=out)
        return 1
    if row.status != R.NEEDS_ATTENTION and not args.force:
        print(
            f"game {row.id} is {row.status}, not needs_attention; stop the bot and use --force to rebuild it anyway",
            file=out,
        )
        return 1
    try:
        rebuilt = await recovery.rebuild(repo, args.game_id, now=time.time())
    except recovery.RecoveryError as exc:
        print(f"cannot rebuild: {exc}", file=out)
        return 1
    print(f"game {rebuilt.id} rebuilt from {rebuilt.version} logged actions; status {rebuilt.status}", file=out)
    return 0


async def _export(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    try:
        data = await recovery.export_game(repo, args.game_id)
    except recovery.RecoveryError as exc:
        print(str(exc), file=out)
        return 1
    text = json.dumps(data, indent=1)
    if args.out:
        try:
            _write_private(args.out, text + "\n")
        except (Refused, OSError) as exc:
            reason = str(exc) if isinstance(exc, Refused) else exc.strerror or type(exc).__name__
            print(f"cannot write {args.out}: {reason}; nothing was written", file=out)
            return 1
        print(
            f"game {args.game_id} written to {args.out} with mode 0600 (only you can read it): it contains the "
            "secret seed and every hand; share it with developers only",
            file=sys.stderr,
        )
    else:
        print(text, file=out)
    return 0


class Refused(Exception):
    """The export file is not one this command may write (one line, said to the person running it)."""


def _write_private(path: Path, text: str) -> None:
    """Write ``path`` readable and writable by its owner only (0600): a new file is created with that mode,
    and an existing one gets it before a byte of the game is written.

    Only a plain file with one name: writing through a symbolic link (or to a file with other hard-linked
    names) would put the secret seed in whatever file the link names and change that file's mode. O_NOFOLLOW
    refuses a link at the moment of opening (no window between a check and the open); the file is emptied only
    once it is known to be a plain file of its own."""
    if path.is_symlink():  # the clear answer; O_NOFOLLOW below is the one that holds against a race
        raise Refused("it is a symbolic link (the export would go to the file it points to)")
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Refused("it is a symbolic link (the export would go to the file it points to)") from None
        raise
    with os.fdopen(fd, "w", encoding="utf-8") as file:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise Refused("it is not a plain file")
        if status.st_nlink > 1:
            raise Refused("the file has other names (hard links) that would show the export too")
        os.fchmod(fd, 0o600)
        file.truncate(0)
        file.write(text)


async def _import(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    data = json.loads(args.file.read_text(encoding="utf-8"))
    try:
        game_id = await recovery.import_game(repo, data, now=time.time())
    except recovery.RecoveryError as exc:
        print(str(exc), file=out)
        return 1
    row = await repo.get_game(game_id)
    assert row is not None
    print(f"imported as game {game_id} ({row.status}, {row.version} actions)", file=out)
    return 0


async def _prune(repo: Repository, args: argparse.Namespace, out: TextIO) -> int:
    cutoff = time.time() - args.older_than * 86400
    if args.dry_run:
        n = await repo.count_ended_before(ended_before=cutoff, statuses=args.status)
        print(f"{n} games would be deleted (ended before {_when(cutoff)})", file=out)
        return 0
    n = await repo.prune(ended_before=cutoff, statuses=args.status)
    print(f"{n} games deleted (ended before {_when(cutoff)})", file=out)
    return 0


async def _copy(args: argparse.Namespace, out: TextIO) -> int:
    for target, create in ((args.source, False), (args.target, True)):
        problem = _sqlite_problem(target, create=create)
        if problem is not None:
            print(problem, file=out)
            return 1
    source = await Repository.open(args.source)
    try:
        target = await Repository.open(args.target)
        try:
            report = await copy_games(
                source, target, check=recovery.check_game, progress=lambda line: print(line, file=out)
            )
        finally:
            await target.close()
    finally:
        await source.close()
    print(
        f"{report.games} games in {source.label}: {report.copied} copied, {report.already_there} already in "
        f"{target.label}",
        file=out,
    )
    if report.user_rows:
        print(f"{report.user_rows} rows of per-user settings and standing orders copied", file=out)
    for line in report.source_problems:
        print(f"{line} (as in the source)", file=out)
    for line in report.problems:
        print(line, file=out)
    print("copy verified" if report.ok else f"{len(report.problems)} problems", file=out)
    return 0 if report.ok else 1


_COMMANDS = {
    "list": _list,
    "verify": _verify,
    "rebuild": _rebuild,
    "export": _export,
    "import": _import,
    "prune": _prune,
}


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    load_dotenv_file()
    args = build_parser().parse_args(argv)
    return asyncio.run(run(args, out or sys.stdout))


if __name__ == "__main__":
    raise SystemExit(main())
