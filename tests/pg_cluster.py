"""A throw-away PostgreSQL cluster for tests and benchmarks, from the locally installed binaries.

    cluster = PgCluster.start()                 # initdb + pg_ctl start, on a unix socket in a temp dir
    url = cluster.create_database("game_tests")  # postgresql://catanbot@/game_tests?host=...&port=...
    ...
    cluster.stop()                               # stops the server and deletes the directory

PostgreSQL refuses to run as root, so when started by root (CI containers) the cluster runs as the
``postgres`` user if there is one. ``PgUnavailable`` says why no cluster can be started (no binaries,
root without a ``postgres`` user), for a clear skip reason.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

PORT = 5432  # only names the socket file: the server listens on no TCP address
USER = "catanbot"


class PgUnavailable(Exception):
    """No throw-away PostgreSQL cluster can be started here (the message says why)."""


def find_bin_dir() -> Path | None:
    """The directory holding initdb/pg_ctl/postgres (PATH first, then Debian's versioned directories)."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(candidate) / "initdb").exists() and (Path(candidate) / "pg_ctl").exists():
            return Path(candidate)
    return None


def _run_as() -> tuple[int, int] | None:
    """The (uid, gid) to run the server as, or None to run as ourselves (we are not root)."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam("postgres")
    except KeyError as exc:
        raise PgUnavailable("running as root and there is no 'postgres' user to run PostgreSQL as") from exc
    return entry.pw_uid, entry.pw_gid


@dataclass
class PgCluster:
    root: Path
    bin_dir: Path
    run_as: tuple[int, int] | None
    options: str = ""  # the server's options (pg_ctl -o), kept for ``resume``
    prefix: str = ""  # put before the names of the databases made and dropped here (test processes sharing it)

    @property
    def socket_dir(self) -> Path:
        return self.root

    @classmethod
    def start(cls, *, fsync: bool = False, max_connections: int = 200) -> PgCluster:
        """initdb and start a new cluster. ``fsync=False`` for tests (a crash of the *server* is not what
        they test); benchmarks of commit latency pass True."""
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise PgUnavailable("no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin")
        run_as = _run_as()
        root = Path(tempfile.mkdtemp(prefix="catanbot-pg-"))
        cluster = cls(root, bin_dir, run_as)
        if run_as is not None:
            os.chown(root, *run_as)
        try:
            cluster._run(
                "initdb", "-D", str(root / "data"), "-A", "trust", "-U", USER, "-E", "UTF8", "--no-sync",
                "--locale=C",
            )  # fmt: skip
            cluster.options = (
                f"-k {root} -c listen_addresses='' -p {PORT} -c max_connections={max_connections}"
                f" -c fsync={'on' if fsync else 'off'} -c full_page_writes={'on' if fsync else 'off'}"
            )
            cluster._run(
                "pg_ctl", "-D", str(root / "data"), "-o", cluster.options, "-l", str(root / "server.log"), "-w", "start"
            )
        except (OSError, subprocess.CalledProcessError) as exc:
            log_tail = cluster.server_log()[-2000:]
            shutil.rmtree(root, ignore_errors=True)
            raise PgUnavailable(f"could not start PostgreSQL: {exc}\n{log_tail}") from exc
        return cluster

    def _run(self, program: str, *args: str) -> subprocess.CompletedProcess[str]:
        extra: dict[str, object] = {}
        if self.run_as is not None:
            extra = {"user": self.run_as[0], "group": self.run_as[1], "extra_groups": []}
        return subprocess.run(
            [str(self.bin_dir / program), *args],
            check=True,
            capture_output=True,
            text=True,
            cwd=self.root,
            timeout=120,
            **extra,  # type: ignore[arg-type]
        )

    def server_log(self) -> str:
        try:
            return (self.root / "server.log").read_text(errors="replace")
        except OSError:
            return ""

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.socket_dir}&port={PORT}"

    @classmethod
    def attach(cls, root: Path, prefix: str) -> PgCluster:
        """The running cluster another process started in ``root`` (which stops it), its databases named with
        ``prefix`` from here."""
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise PgUnavailable("no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin")
        return cls(root, bin_dir, _run_as(), prefix=prefix)

    def create_database(self, name: str, *, template: str | None = None) -> str:
        """A new database, empty or a copy of ``template`` (a database nobody is connected to); returns its URL."""
        copy = ("-T", self.prefix + template) if template else ()
        self._run("createdb", "-h", str(self.socket_dir), "-p", str(PORT), "-U", USER, *copy, self.prefix + name)
        return self.url(self.prefix + name)

    def pause(self) -> None:
        """Stop the server (as an administrator would: connections are closed), keeping its data."""
        self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        """Start the server again after ``pause``."""
        self._run(
            "pg_ctl", "-D", str(self.root / "data"), "-o", self.options, "-l", str(self.root / "server.log"), "-w", "start"
        )

    def stop(self) -> None:
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

    def drop_database(self, name: str) -> None:
        """Drop a database, disconnecting whoever is still connected (a test that failed half-way)."""
        self._run(
            "dropdb", "-h", str(self.socket_dir), "-p", str(PORT), "-U", USER, "--force", "--if-exists", self.prefix + name
        )
