"""Worker processes end with the bot that started them, even when it is killed (SIGKILL)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PARENT = """
import multiprocessing, os, sys, time
from concurrent.futures import ProcessPoolExecutor
sys.path.insert(0, {root!r})
from service import workers

if __name__ == "__main__":
    guarded = {guarded!r}
    options = dict(initializer=workers.start_worker) if guarded else {{}}
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"), **options)
    print(pool.submit(os.getpid).result(), flush=True)
    time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"  # a zombie is gone


def _worker_after_parent_killed(tmp_path: Path, *, guarded: bool) -> bool:
    script = tmp_path / "parent.py"
    script.write_text(PARENT.format(root=str(ROOT), guarded=guarded))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 5
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = _alive(worker)
    if alive:
        os.kill(worker, signal.SIGKILL)  # the test's own orphan
    return alive


def test_a_pool_worker_ends_when_its_bot_is_killed(tmp_path: Path) -> None:
    assert not _worker_after_parent_killed(tmp_path, guarded=True)


def test_without_the_guard_the_worker_would_stay_behind(tmp_path: Path) -> None:
    """What the guard is for: a plain pool worker outlives a SIGKILLed parent."""
    assert _worker_after_parent_killed(tmp_path, guarded=False)


def test_a_background_worker_runs_at_a_lower_priority_than_its_bot() -> None:
    """Render workers yield the cores to the bot's event loop when both want them (bench/discord_layer.py)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from service import workers

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=workers.start_background_worker) as pool:
        background = pool.submit(os.nice, 0).result(timeout=60)
    with ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=workers.start_worker) as pool:
        plain = pool.submit(os.nice, 0).result(timeout=60)
    mine = os.nice(0)
    assert plain == mine
    assert background == min(mine + workers.BACKGROUND_NICENESS, 19)
