"""Processes forked from a server that imported their modules once, for the tests that start and SIGKILL the same
program again and again (the storage crash test's children, the bot in a process of its own).

A new interpreter spends most of such a short life importing: half a second of CPU for the storage crash test's
child (engine, db, service), a second and a half for the bot; the crash tests start dozens. ``start`` forks each
from one server per test process (``multiprocessing``'s forkserver) that imported ``PRELOAD`` when it started, so
a start costs a fork. The child is still a process of its own, with its own pid, killed by a real SIGKILL, its
exit code and output read as ``subprocess.Popen``'s (``Forked`` has the part of its interface they use); only
the imports are done already. A module not preloaded is imported in the child, as a new interpreter would.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import multiprocessing
import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from multiprocessing.connection import Connection
from typing import IO, Any

# What the forked programs import (the bot's modules are most of the storage crash child's too). The server
# imports them once, when the first of them starts in this process.
PRELOAD = ("bench.storage_crash", "bench.bot_process")

_CONTEXT = multiprocessing.get_context("forkserver")
_CONTEXT.set_forkserver_preload(list(PRELOAD))


class Forked:
    """A forked child running ``module.function(*args)``, its exit code that of ``sys.exit`` (or -signal)."""

    def __init__(
        self, process: multiprocessing.process.BaseProcess, stdout: IO[bytes] | None, stderr: IO[bytes] | None
    ) -> None:
        self._process = process
        self.stdout, self.stderr = stdout, stderr

    @property
    def pid(self) -> int:
        assert self._process.pid is not None
        return self._process.pid

    @property
    def returncode(self) -> int | None:
        return self._process.exitcode

    def poll(self) -> int | None:
        return self._process.exitcode

    def wait(self, timeout: float | None = None) -> int:
        self._process.join(timeout)
        if self._process.exitcode is None:
            raise subprocess.TimeoutExpired(f"forked {self.pid}", timeout or 0.0)
        return self._process.exitcode

    def send_signal(self, sig: int) -> None:
        if self._process.exitcode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, sig)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


def start(
    target: str,
    args: Sequence[Any] = (),
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
    capture: bool = False,
) -> Forked:
    """Fork ``target`` ("package.module:function") from the server, as ``subprocess.Popen`` would start it:
    ``env`` its whole environment (default: this process's now), ``cwd`` its directory (default: this
    process's now), ``capture``: its stdout and stderr are pipes, read from ``Forked.stdout``/``stderr``
    (else they are this process's). A preloaded module read the server's environment when it was imported."""
    pipes = [_CONTEXT.Pipe(duplex=False) for _ in range(2)] if capture else []
    where = os.fspath(cwd) if cwd is not None else os.getcwd()
    environment = dict(os.environ if env is None else env)
    process = _CONTEXT.Process(
        target=_run, args=(target, tuple(args), environment, where, [writer for _, writer in pipes]), daemon=False
    )
    process.start()
    readers: list[IO[bytes] | None] = [None, None]
    for i, (reader, writer) in enumerate(pipes):
        writer.close()  # the child holds the only writing end: end of file when it dies
        readers[i] = os.fdopen(os.dup(reader.fileno()), "rb")
        reader.close()
    _STARTED.append(process)
    return Forked(process, readers[0], readers[1])


def _kill_left_running() -> None:
    """At exit, SIGKILL the children still running (a test that failed before killing its own, whose ``Forked`` may
    be long gone): multiprocessing would wait for them, and they play until killed."""
    for process in _STARTED:
        if process.exitcode is None and process.pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGKILL)


_STARTED: list[multiprocessing.process.BaseProcess] = []
atexit.register(_kill_left_running)  # after multiprocessing's own exit function is registered: runs before it


def _run(target: str, args: tuple[Any, ...], env: dict[str, str], cwd: str, outputs: list[Connection]) -> None:
    """In the child: its outputs, environment and directory, then the program."""
    for fd, connection in zip((1, 2), outputs, strict=False):
        os.dup2(connection.fileno(), fd)
        connection.close()
    os.environ.clear()
    os.environ.update(env)
    os.chdir(cwd)
    module, _, name = target.partition(":")
    sys.exit(getattr(importlib.import_module(module), name)(*args))
