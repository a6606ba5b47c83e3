"""`python -m tools.demo --out DIR` (issue #18 item 13): it deleted DIR without asking (`--out .` would wipe the
checkout); now only a new, empty or earlier demo output folder is used, and the bot's database stays in it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tools.demo.__main__ import DATABASE, clear_output, output_problem

ROOT = Path(__file__).resolve().parents[2]


def test_a_folder_with_other_files_is_refused_and_nothing_is_deleted(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    (checkout / "README.md").write_text("keep me")
    (checkout / "thread.md").write_text("a demo file among others")
    run = subprocess.run(
        [sys.executable, "-m", "tools.demo", "--out", str(checkout)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("demo: ") and "README.md" in run.stderr and "nothing was deleted" in run.stderr
    assert sorted(p.name for p in checkout.iterdir()) == ["README.md", "thread.md"]
    assert output_problem(ROOT) is not None  # `--out .` in the checkout


def test_new_empty_and_earlier_demo_folders_are_used_and_only_demo_files_are_replaced(tmp_path: Path) -> None:
    assert output_problem(tmp_path / "new") is None
    assert output_problem(tmp_path) is None  # empty
    earlier = tmp_path / "earlier"
    earlier.mkdir()
    for name in ("transcript.txt", "thread.md", "dm-Ada.md", "ephemeral-Bram.md", "001-board.png",
                 "012-dm-Ada-hand.webp", "049-stats-1.png", DATABASE, f"{DATABASE}-wal"):  # fmt: skip
        (earlier / name).write_text("old")
    assert output_problem(earlier) is None
    clear_output(earlier)
    assert list(earlier.iterdir()) == []
    (tmp_path / "file.txt").write_text("x")
    assert output_problem(tmp_path / "file.txt") is not None


def test_item29_22_a_bot_not_ready_in_time_ends_the_demo_at_once_with_one_line(tmp_path: Path) -> None:
    """Issue #29 item 22: `bot not ready after 60.0s`, then minutes of hanging. Now the demo says how to
    wait longer, exits with 1, and leaves no process behind (its whole process group is gone)."""
    import os
    import signal
    import time

    began = time.monotonic()
    demo = subprocess.Popen(
        [sys.executable, "-m", "tools.demo", "--out", str(tmp_path / "out"), "--ready-timeout", "0.5"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        out, err = demo.communicate(timeout=120)
    finally:
        if demo.poll() is None:
            os.killpg(demo.pid, signal.SIGKILL)
    assert demo.returncode == 1 and out == "", (out, err)
    assert err == (
        "demo: the bot was not ready after 0.5 s (is the machine busy?); nothing was played. "
        "Give it longer with --ready-timeout 300.\n"
    )
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.killpg(demo.pid, 0)  # anything the demo started (render workers) is in its process group
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.killpg(demo.pid, signal.SIGKILL)
        raise AssertionError("the demo left processes behind")
    assert time.monotonic() - began < 90


def test_item29_22_a_start_that_times_out_ends_its_worker_processes_instead_of_waiting_for_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot was still in its start-up (waiting on its render workers, which on a busy machine take many
    seconds to start) when the wait for it ended; closing it then waited for that start-up to finish."""
    import asyncio
    import multiprocessing
    import time

    from tools.demo.world import BotWorld
    from tools.fakediscord import FakeDiscord
    from tools.fakediscord.harness import BotNotReady

    # The bot starts its own render workers here: tests/bot's conftest hands every BotWorld of a test process
    # one shared pool, which, started by this test, would be counted as left behind.
    monkeypatch.setattr(BotWorld, "default_render_pool", staticmethod(lambda: None))
    before = set(multiprocessing.active_children())

    async def start() -> float:
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "start.sqlite3", seed=1, ready_timeout=0.3)  # its own render pool
            began = time.monotonic()
            with pytest.raises(BotNotReady):
                async with world.running():
                    pass
            return time.monotonic() - began

    assert asyncio.run(start()) < 0.3 + 5
    deadline = time.monotonic() + 5
    while (left := set(multiprocessing.active_children()) - before) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not left, left
