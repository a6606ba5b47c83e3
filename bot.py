"""Run catanbot: `python bot.py` (reads .env; see .env.example and the README).

Start-up problems a person can fix (no network, a rejected token, a database file that cannot be
written) end the process with one line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import discord
from dotenv import load_dotenv

from cogs.app.client import create_bot
from cogs.app.settings import HOW_TO_SET_TOKEN, ConfigError, Settings
from cogs.app.startup import StartupPhases
from db import DATABASE_ERRORS
from db.backend import SQLITE, OutageEchoes, backend_of, sqlite_path
from db.connection import sqlite_file_problem

EXIT_CONFIG = 2  # the person running the bot must change something (token, database path)
EXIT_UNREACHABLE = 3  # Discord could not be reached; trying again later may work

# discord.py warns about voice support at every start; this bot never joins voice channels.
_VOICE_WARNINGS = ("PyNaCl is not installed", "davey is not installed")
# Logged on every start before anything can fail; it says nothing a person needs.
_NOISE = ("logging in using static token",)


class StartupWatch(logging.Filter):
    """Filters discord.py's start-up log lines and notices a gateway that never answered.

    discord.py treats a gateway it cannot reach like a dropped connection: it logs the exception with
    a traceback and retries for ever (and 2.7.1 then fails on ``self.ws.sequence``, as no websocket
    ever existed). Before the first connection that is a start-up problem, so the record is kept
    here, not logged, and the bot is closed so that ``main`` explains it in one line. Once connected,
    reconnect logs are left alone.
    """

    def __init__(self) -> None:
        super().__init__()
        self.bot: discord.Client | None = None  # set once built: Client.__init__ logs the voice warnings
        self.gateway_failed = False
        self.gateway_error: BaseException | None = None
        self._closing: asyncio.Task[None] | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if text.startswith(_VOICE_WARNINGS) or text.startswith(_NOISE):
            return False
        # A sharded bot (SHARD_COUNT) launches its shards once, at start-up, and retries a shard it cannot
        # connect for ever, logging a traceback each time: the same start-up problem.
        never_connected = text.startswith("Attempting a reconnect") and self.bot is not None and self.bot.ws is None
        if (never_connected or text.startswith("Failed to connect for shard_id")) and self.bot is not None:
            self.gateway_failed = True
            self.gateway_error = record.exc_info[1] if record.exc_info else None
            if self._closing is None:
                self._closing = asyncio.get_running_loop().create_task(self.bot.close())
            return False
        return True

    def install(self) -> None:
        for name in ("discord.client", "discord.shard", "discord.voice_state"):
            logging.getLogger(name).addFilter(self)


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.addFilter(OutageEchoes())  # an outage is said once each way, by the database layer
    logging.getLogger("discord").setLevel(max(logging.getLevelName(level), logging.INFO))


def database_problem(path: Path, *, every_page: bool = True) -> str | None:
    """Why SQLite could not use ``path``, checked before connecting to Discord.

    SQLite opens a file it may not write read-only without complaint, so the first move would be the
    first failure; in WAL mode it also creates ``-wal``/``-shm`` files next to the database. A damaged
    file fails only at the first query, which comes after the login: without this check a damaged
    database and a closed network both looked like "cannot reach Discord".
    """
    if path.is_dir():
        return f"DATABASE_PATH {path} is a directory; point it at a file (it is created if missing)."
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        return f"the database file {path} is read-only; make it writable or set DATABASE_PATH to another file."
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        return f"cannot create the database {path}: {folder} is not a folder."
    if not os.access(folder, os.W_OK | os.X_OK):
        return (
            f"cannot write in the folder {folder} (the database {path.name} and its journal live there); "
            "make it writable or set DATABASE_PATH elsewhere."
        )
    damage = sqlite_file_problem(path, every_page=every_page)
    if damage is not None:
        return (
            f"cannot use the database {path}: {damage}. Restore it from a backup or set DATABASE_PATH to "
            "another file."
        )
    return None


def sqlite_file(settings: Settings) -> Path | None:
    """The SQLite file the bot will open (None with PostgreSQL)."""
    target = settings.database
    return sqlite_path(target) if backend_of(target) == SQLITE else None


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """The exception and everything it was raised from or while handling."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def explain(exc: BaseException, settings: Settings) -> tuple[str, int] | None:
    """One line (and an exit code) for a start-up failure a person can act on; None for a bug."""
    database_paths = {settings.database_path, *settings.database_path.parents}  # mkdir fails on a parent
    for item in _chain(exc):
        if isinstance(item, discord.LoginFailure) or (isinstance(item, discord.ConnectionClosed) and item.code == 4004):
            return "Discord rejected DISCORD_TOKEN (it may have been reset). " + HOW_TO_SET_TOKEN, EXIT_CONFIG
        if isinstance(item, discord.PrivilegedIntentsRequired):
            return (
                "this bot needs no privileged intents; check the bot's settings in the developer portal.",
                EXIT_CONFIG,
            )
        if isinstance(item, DATABASE_ERRORS):
            return f"cannot use the database {settings.database_path}: {item}.", EXIT_CONFIG
        if isinstance(item, discord.GatewayNotFound) or (
            isinstance(item, discord.ConnectionClosed) and item.code != 4004
        ):
            return "Discord's gateway did not accept the connection; try again in a few minutes.", EXIT_UNREACHABLE
        if isinstance(item, discord.DiscordServerError):
            return f"Discord answered with a server error ({item.status}); try again later.", EXIT_UNREACHABLE
        if isinstance(item, (aiohttp.ClientConnectionError, socket.gaierror, TimeoutError, ConnectionError)):
            reason = str(item).strip() or type(item).__name__
            return f"cannot reach Discord ({reason}); check the network connection and try again.", EXIT_UNREACHABLE
        if isinstance(item, OSError) and item.filename and Path(item.filename) in database_paths:
            return f"cannot use the database {settings.database_path}: {item.strerror}.", EXIT_CONFIG
    return None


def main() -> int:
    startup = StartupPhases()  # logged by phase at READY (issue #32 item 6)
    load_dotenv()
    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"catanbot: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    path = sqlite_file(settings)
    problem = database_problem(path, every_page=settings.quick_check) if path is not None else None
    if problem is not None:
        print(f"catanbot: {problem}", file=sys.stderr)
        return EXIT_CONFIG
    startup.mark("database check")
    configure_logging(settings.log_level)
    watch = StartupWatch()
    watch.install()
    bot = create_bot(settings, startup=startup)
    watch.bot = bot
    try:
        bot.run(settings.token, log_handler=None)
    except Exception as exc:
        explained = explain(exc, settings)
        if explained is None:
            raise
        print(f"catanbot: {explained[0]}", file=sys.stderr)
        return explained[1]
    if watch.gateway_failed:
        explained = explain(watch.gateway_error, settings) if watch.gateway_error else None
        reason = explained[0] if explained else "Discord's gateway could not be reached; try again later."
        print(f"catanbot: {reason}", file=sys.stderr)
        return EXIT_UNREACHABLE
    return 0


if __name__ == "__main__":
    sys.exit(main())
