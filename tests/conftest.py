import itertools
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.pg_cluster import PgCluster, PgUnavailable


def _keep_bytecode() -> None:
    """Compile each module once for the whole run, even where PYTHONDONTWRITEBYTECODE is set.

    The suite starts well over a hundred Python processes (test workers, bot processes, render workers,
    the crash test's children); without bytecode each compiles the bot's ~80k lines again, about 2 s
    of CPU apiece. The cache goes to a folder under the system's temporary directory
    (PYTHONPYCACHEPREFIX), so the checkout stays as clean as the setting wanted. Set before the test
    workers and subprocesses start, which inherit it.
    """
    if not (sys.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE")):
        return
    prefix = os.environ.get("PYTHONPYCACHEPREFIX") or str(Path(tempfile.gettempdir()) / f"catanbot-pycache-{os.getuid()}")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False


_keep_bytecode()  # before any of the bot's modules is imported here or in a test worker

settings.register_profile("ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# --- storage backends: every storage test runs on SQLite and on a throw-away PostgreSQL cluster ----------

_database_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """One PostgreSQL cluster for the whole session (started on first use, about a second)."""
    try:
        cluster = PgCluster.start()
    except PgUnavailable as exc:
        pytest.skip(f"PostgreSQL backend not tested: {exc}")
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str | Path]:
    """A fresh, empty database: a SQLite file path, or the URL of a new PostgreSQL database."""
    if request.param == "sqlite":
        yield tmp_path / "catanbot.sqlite3"
        return
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    name = f"test_{next(_database_numbers)}"
    yield cluster.create_database(name)
    cluster.drop_database(name)
