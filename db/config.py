"""Which database to use: ``DATABASE_URL`` from the environment or ``.env``; else the SQLite file
``DATABASE_PATH`` (what installs before PostgreSQL support set), else ./catanbot.sqlite3.

    DATABASE_URL=sqlite:///catanbot.sqlite3            (relative path; sqlite:////var/lib/x.sqlite3 is absolute)
    DATABASE_URL=postgresql://user:password@host:5432/catanbot
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from db.backend import backend_of

DEFAULT_DATABASE_PATH = "./catanbot.sqlite3"


def load_dotenv_file(path: str | Path = ".env") -> None:
    """Read ``.env`` into the environment (existing variables win), if python-dotenv is installed.

    The bot's entry point may load ``.env`` itself; calling this again is harmless.
    """
    try:
        from dotenv import load_dotenv
    except ImportError:  # pragma: no cover - python-dotenv is in requirements.txt
        return
    load_dotenv(path, override=False)


def database_path(env: Mapping[str, str] | None = None) -> Path:
    """The configured SQLite file (relative paths are relative to the working directory)."""
    values = os.environ if env is None else env
    return Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH)


def database_url(env: Mapping[str, str] | None = None) -> str:
    """The configured database as a URL (``Repository.open`` and ``GameService.open`` take it).

    Raises ValueError for a URL of an unsupported kind, so a typo fails at start-up, not later.
    """
    values = os.environ if env is None else env
    url = values.get("DATABASE_URL")
    if url:
        backend_of(url)
        return url
    return f"sqlite:///{database_path(values)}"
