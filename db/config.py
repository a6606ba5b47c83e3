"""Where the database lives: ``DATABASE_PATH`` from the environment or ``.env``, else ./catanbot.sqlite3."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

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
    """The configured database file (relative paths are relative to the working directory)."""
    values = os.environ if env is None else env
    return Path(values.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH)
