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


def _worker_after_parent_killed(tmp_path: Path, *, guarded: bool, wait: float = 5.0) -> bool:
    """Whether the pool worker is still alive ``wait`` seconds after its parent was SIGKILLed (at most:
    the wait ends when the worker does)."""
    script = tmp_path / "parent.py"
    script.write_text(PARENT.format(root=str(ROOT), guarded=guarded))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + wait
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = _alive(worker)
    if alive:
        os.kill(worker, signal.SIGKILL)  # the test's own orphan
    return alive


def test_a_pool_worker_ends_when_its_bot_is_killed(tmp_path: Path) -> None:
    assert not _worker_after_parent_killed(tmp_path, guarded=True)


def test_without_the_guard_the_worker_would_stay_behind(tmp_path: Path) -> None:
    """What the guard is for: a plain pool worker outlives a SIGKILLed parent. A guarded one ends within a
    few tenths of a second (the test above); this one is still there a second later."""
    assert _worker_after_parent_killed(tmp_path, guarded=False, wait=1.0)


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


BOT_POOLS = """
import sys, time
sys.path.insert(0, {root!r})
import rendering
from service import workers
from service.bots.runner import BotRunner

if __name__ == "__main__":
    # The bot's two pools as the bot makes them: the built-in players' (BotRunner) and the renders'.
    runner = BotRunner()
    renders = workers.process_pool(2, background=True, then=rendering.warm_up)
    futures = [renders.submit(rendering.warm_up) for _ in range(2)]
    futures.append(runner._executor.submit(time.sleep, 0))
    for future in futures:
        future.result()
    pids = [*runner._executor._processes, *renders._processes]
    print(" ".join(map(str, pids)), flush=True)
    time.sleep(600)
"""

LATE_START = """
import multiprocessing, os, sys, time
sys.path.insert(0, {root!r})
from service import workers

def slow_start():
    time.sleep(3)  # a worker still importing the bot's modules on a busy machine when the bot is killed
    workers.start_worker()

if __name__ == "__main__":
    from concurrent.futures import ProcessPoolExecutor
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=slow_start)
    pool.submit(os.getpid)  # starts the worker; its initializer runs after this process is gone
    print(" ".join(map(str, pool._processes)), flush=True)
    time.sleep(600)
"""


def _workers_left_after_kill(tmp_path: Path, source: str, *, within: float) -> list[int]:
    script = tmp_path / "bot_like.py"
    script.write_text(source.format(root=str(ROOT)))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert parent.stdout is not None
    pids = [int(p) for p in parent.stdout.readline().split()]
    assert pids, "the parent started no workers"
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + within
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [pid for pid in pids if _alive(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)  # the test's own orphans
    return left


def test_item29_21_the_bots_player_and_render_workers_end_when_it_is_killed(tmp_path: Path) -> None:
    """Issue #29 item 21: after a SIGKILL of the bot its built-in-player and render workers lived on."""
    assert _workers_left_after_kill(tmp_path, BOT_POOLS, within=5) == []


def test_item29_21_a_worker_whose_bot_died_while_it_was_starting_ends_too(tmp_path: Path) -> None:
    """The parent is killed before the worker's initializer runs: the worker then already has init as its
    parent, and watching ``os.getppid()`` from there on would watch init for ever."""
    assert _workers_left_after_kill(tmp_path, LATE_START, within=3 + 5) == []
