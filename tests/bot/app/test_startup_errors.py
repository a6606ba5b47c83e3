"""Start-up problems are one line (issue 8 item 9): `python bot.py` in a subprocess, with env vars.

The runner executes bot.py exactly as `python bot.py` does, after pointing discord.py's REST base and
gateway at the addresses a test chooses (a closed port, or the fake Discord).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import discord.voice_client
import discord.voice_state

from tools.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[3]
TOKEN = "MTIz.NDU2.Nzg5"
RUNNER = """
import runpy, sys, discord, yarl
sys.path.insert(0, {root!r})
discord.http.Route.BASE = {api!r}
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL({gateway!r})
sys.argv = ["bot.py"]
runpy.run_path({bot!r}, run_name="__main__")
"""


def closed_port() -> int:
    """A localhost port nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def command(api: str, gateway: str) -> list[str]:
    code = RUNNER.format(root=str(ROOT), api=api, gateway=gateway, bot=str(ROOT / "bot.py"))
    return [sys.executable, "-c", code]


def environment(tmp_path: Path, database: Path, token: str = TOKEN) -> dict[str, str]:
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "DISCORD_TOKEN": token,
        "DATABASE_PATH": str(database),
        "REMINDER_CHECK_SECONDS": "3600",
    }


def run_bot(tmp_path: Path, database: Path, *, api: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    port = closed_port()
    api = api or f"http://127.0.0.1:{port}/api/v10"
    return subprocess.run(
        command(api, f"ws://127.0.0.1:{port}/"),
        cwd=ROOT,
        env=environment(tmp_path, database) | env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_one_line(run: subprocess.CompletedProcess[str], needle: str, code: int) -> None:
    assert run.returncode == code, run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
    assert run.stderr.count("\n") == 1 and run.stderr.startswith("catanbot: "), run.stderr
    assert needle in run.stderr


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """Make ``path`` unwritable for this process: chmod, and for root (which ignores modes) the
    immutable attribute, as a read-only mount would."""
    mode = path.stat().st_mode
    path.chmod(0o555 if path.is_dir() else 0o444)
    immutable = False
    try:
        if os.access(path, os.W_OK):
            subprocess.run(["chattr", "+i", str(path)], check=True, capture_output=True)
            immutable = True
        assert not os.access(path, os.W_OK), "could not make the path read-only on this machine"
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True, capture_output=True)
        path.chmod(mode)


def test_no_network_is_one_line_and_voice_warnings_are_hidden(tmp_path: Path) -> None:
    # The warnings exist in this environment (no PyNaCl/davey), so hiding them is something to test.
    assert not (discord.voice_client.has_nacl and discord.voice_state.has_dave)
    run = run_bot(tmp_path, tmp_path / "games.sqlite3")
    assert_one_line(run, "cannot reach Discord", 3)
    assert "PyNaCl" not in run.stderr and "davey" not in run.stderr and "voice" not in run.stderr


def test_read_only_database_file_is_one_line(tmp_path: Path) -> None:
    database = tmp_path / "games.sqlite3"
    database.write_bytes(b"")
    with read_only(database):
        run = run_bot(tmp_path, database)
    assert_one_line(run, f"the database file {database} is read-only", 2)


def test_unwritable_database_folder_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    with read_only(folder):
        run = run_bot(tmp_path, folder / "games" / "games.sqlite3")
    assert_one_line(run, f"cannot write in the folder {folder}", 2)


def test_database_path_that_is_a_folder_is_one_line(tmp_path: Path) -> None:
    assert_one_line(run_bot(tmp_path, tmp_path), "is a directory", 2)


def test_damaged_database_file_is_reported_before_connecting_to_discord(tmp_path: Path) -> None:
    """Issue #18 item 7: with no network either, a damaged file read "cannot reach Discord"."""
    database = tmp_path / "games.sqlite3"
    database.write_bytes(b"not a database at all\n" * 200)
    run = run_bot(tmp_path, database)
    assert_one_line(run, f"cannot use the database {database}: it is not a SQLite database", 2)
    assert "Discord" not in run.stderr


async def _stored_games(path: Path, games: int) -> None:
    from db.repository import Repository
    from tests.db.factories import play, started

    repo = await Repository.open(path)
    try:
        for n in range(games):
            row, state = await started(repo, seed=n + 1, channel_id=100 + n)
            await play(repo, row, state, 60, rng_seed=n)
    finally:
        await repo.close()


def _damage_a_middle_page(database: Path) -> None:
    """Overwrite the page in the middle of a real database with noise; its header and schema stay intact."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(database)) as conn:
        conn.execute("VACUUM")  # no free pages: every page belongs to a table or index SQLite checks
        page_size, pages = (conn.execute(f"PRAGMA {name}").fetchone()[0] for name in ("page_size", "page_count"))
        assert conn.execute("PRAGMA freelist_count").fetchone()[0] == 0 and pages >= 20
        # The middle page holds stored games (a table's page or a snapshot's overflow page, not the schema).
        middle = pages // 2
        owner = conn.execute("SELECT name FROM dbstat WHERE pageno = ?", (middle,)).fetchone()
    assert owner is not None and owner[0] != "sqlite_schema"
    size = database.stat().st_size
    with database.open("r+b") as file:
        file.seek((middle - 1) * page_size)  # pages are numbered from 1
        file.write(random.Random(18).randbytes(page_size))
    assert database.stat().st_size == size
    with contextlib.closing(sqlite3.connect(database)) as conn:  # what the start looked at before: all fine
        assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0


def test_item29_18_damage_in_the_middle_of_the_file_is_refused_in_one_line(tmp_path: Path) -> None:
    """Issue #29 item 18: a damaged page in the middle of a real database passed the start check (its header
    and schema are intact); SQLite's quick_check at start finds it, and the bot says so in one line."""
    database = tmp_path / "games.sqlite3"
    asyncio.run(_stored_games(database, 6))
    _damage_a_middle_page(database)
    run = run_bot(tmp_path, database)
    assert_one_line(run, f"cannot use the database {database}: the file is damaged (", 2)
    assert "Discord" not in run.stderr
    # DATABASE_QUICK_CHECK=0 (for a large database's start time) reads only the header and the schema.
    run = run_bot(tmp_path, database, DATABASE_QUICK_CHECK="0")
    assert_one_line(run, "cannot reach Discord", 3)


async def run_against(
    fd: FakeDiscord, tmp_path: Path, *, token: str, gateway: str, **env: str
) -> tuple[int, str]:
    process = await asyncio.create_subprocess_exec(
        *command(fd.server.api_base, gateway),
        cwd=ROOT,
        env=environment(tmp_path, tmp_path / "games.sqlite3", token) | env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=120)
    assert process.returncode is not None
    return process.returncode, stderr.decode()


async def test_rejected_token_is_one_line(tmp_path: Path) -> None:
    async with FakeDiscord(token="MTIz.right.token") as fd:
        code, stderr = await run_against(fd, tmp_path, token=TOKEN, gateway=fd.server.gateway_url)
    assert code == 2 and "Traceback" not in stderr
    assert stderr.count("\n") == 1 and "Discord rejected DISCORD_TOKEN" in stderr


async def test_unreachable_gateway_is_one_line(tmp_path: Path) -> None:
    """Discord's REST answers (login works), its gateway does not: discord.py would retry for ever."""
    async with FakeDiscord(token=TOKEN) as fd:
        code, stderr = await run_against(fd, tmp_path, token=TOKEN, gateway=f"ws://127.0.0.1:{closed_port()}/")
    lines = stderr.splitlines()
    assert code == 3 and "Traceback" not in stderr and " ERROR " not in stderr, stderr
    assert lines[-1].startswith("catanbot: cannot reach Discord"), stderr
    # Before it: only the progress lines of the start-up that worked (database opened).
    assert all(" INFO catanbot" in line for line in lines[:-1]), stderr


async def test_unreachable_gateway_is_one_line_for_a_sharded_bot_too(tmp_path: Path) -> None:
    """With SHARD_COUNT, discord.py launches each shard itself and retries a failed one for ever."""
    async with FakeDiscord(token=TOKEN) as fd:
        code, stderr = await run_against(
            fd, tmp_path, token=TOKEN, gateway=f"ws://127.0.0.1:{closed_port()}/", SHARD_COUNT="2", SHARD_IDS="1"
        )
    lines = stderr.splitlines()
    assert code == 3 and "Traceback" not in stderr and " ERROR " not in stderr, stderr
    assert lines[-1].startswith("catanbot: cannot reach Discord"), stderr
