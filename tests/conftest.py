import asyncio
import fcntl
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
def pg_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PgCluster]:
    """One PostgreSQL cluster for the whole run (started on first use: initdb and the start are 1.6 s of CPU). The
    test workers of ``-n`` share the first one's (each names its databases after itself); the run's main process
    stops it at the end (``pytest_unconfigure``), once no worker uses it."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is None:
        try:
            cluster = PgCluster.start()
        except PgUnavailable as exc:
            pytest.skip(f"PostgreSQL backend not tested: {exc}")
        yield cluster
        cluster.stop()
        return
    shared = tmp_path_factory.getbasetemp().parent / _SHARED_CLUSTER
    with shared.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one worker starts it; the others wait, then attach
        try:
            if shared.exists():
                cluster = PgCluster.attach(Path(shared.read_text()), prefix=f"{worker}_")
            else:
                cluster = PgCluster.start()
                shared.write_text(str(cluster.root))
                cluster.prefix = f"{worker}_"
        except PgUnavailable as exc:
            pytest.skip(f"PostgreSQL backend not tested: {exc}")
    yield cluster


_SHARED_CLUSTER = "pg-cluster-root"


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's main process (not a test worker) stops the cluster its workers shared."""
    factory = getattr(config, "_tmp_path_factory", None)
    if hasattr(config, "workerinput") or factory is None or not getattr(config.option, "numprocesses", None):
        return
    shared = factory.getbasetemp() / _SHARED_CLUSTER
    if shared.exists():
        PgCluster.attach(Path(shared.read_text()), prefix="").stop()
        shared.unlink()


@pytest.fixture(scope="session")
def pg_migrated(pg_cluster: PgCluster) -> str:
    """The name of a PostgreSQL database at the latest schema, migrated once per session by the bot's own migration
    (``Repository.open``): the template that ``migrated_db_target`` copies."""
    from db.repository import Repository

    async def migrate(url: str) -> None:
        await (await Repository.open(url)).close()

    name = "migrated_template"
    asyncio.run(migrate(pg_cluster.create_database(name)))
    return name


@pytest.fixture(params=["sqlite", "postgresql"])
def migrated_db_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str | Path]:
    """A fresh database that its first opening finds at the latest schema: an empty SQLite file (migrated in the
    test process as it opens, a few milliseconds), or a PostgreSQL copy of ``pg_migrated``: migrating each new
    database cost the server about a tenth of a second of CPU, in each of some sixty tests of the service.
    Tests of the migrations themselves take ``db_target``'s empty databases."""
    if request.param == "sqlite":
        yield tmp_path / "catanbot.sqlite3"
        return
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    template: str = request.getfixturevalue("pg_migrated")
    name = f"test_{next(_database_numbers)}"
    yield cluster.create_database(name, template=template)
    cluster.drop_database(name)


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
