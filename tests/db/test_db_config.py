"""Which database: DATABASE_URL, else DATABASE_PATH (installs from before PostgreSQL support), else the default."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.backend import POSTGRESQL, SQLITE, backend_of, sqlite_path
from db.config import database_url
from db.postgresql import numbered, redacted


def test_database_url_wins_then_database_path_then_the_default() -> None:
    assert database_url({}) == "sqlite:///catanbot.sqlite3"
    assert database_url({"DATABASE_PATH": "/var/lib/c.sqlite3"}) == "sqlite:////var/lib/c.sqlite3"
    url = "postgresql://bot:secret@db:5432/catan"
    assert database_url({"DATABASE_URL": url, "DATABASE_PATH": "x.sqlite3"}) == url
    with pytest.raises(ValueError, match="mysql"):
        database_url({"DATABASE_URL": "mysql://db/catan"})


def test_urls_and_paths_name_their_backend() -> None:
    assert backend_of(Path("a.sqlite3")) == backend_of("a.sqlite3") == backend_of("sqlite:///a.sqlite3") == SQLITE
    assert backend_of("postgresql://h/db") == backend_of("postgres://h/db") == POSTGRESQL
    assert sqlite_path("sqlite:///data/a.sqlite3") == Path("data/a.sqlite3")  # relative
    assert sqlite_path("sqlite:////data/a.sqlite3") == Path("/data/a.sqlite3")  # absolute
    assert sqlite_path("plain/file.sqlite3") == Path("plain/file.sqlite3")
    with pytest.raises(ValueError):
        sqlite_path("sqlite://a.sqlite3")


def test_the_password_never_reaches_a_log_line() -> None:
    assert redacted("postgresql://bot:s3cret@db.example:5432/catan") == "postgresql://bot:***@db.example:5432/catan"
    assert redacted("postgresql:///catan?host=/tmp") == "postgresql:///catan?host=/tmp"


def test_placeholders_are_numbered_outside_quotes() -> None:
    assert numbered("SELECT ? , '?' , \"a?\" , ?") == "SELECT $1 , '?' , \"a?\" , $2"
    assert numbered("UPDATE t SET a = ? WHERE b IN (?, ?)") == "UPDATE t SET a = $1 WHERE b IN ($2, $3)"
