import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.pg_cluster import PgCluster, PgUnavailable

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
