"""bench/discord_layer.py: a tiny level runs to the end and prints every figure; the bot process's own
measures (stall classes, answer times) compute what they say."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bot_process() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_bot_process", ROOT / "bench" / "bot_process.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_stall_in_which_the_loop_barely_ran_was_a_wait_for_a_core() -> None:
    bp = _bot_process()
    assert bp.waited_for_core(lateness=0.2, ran=0.01)  # 210 ms of wall time, 10 ms of the loop's CPU
    assert not bp.waited_for_core(lateness=0.2, ran=0.2)  # the loop itself worked through the stall
    assert not bp.waited_for_core(lateness=0.0, ran=0.006, tick=0.01)


def test_an_answer_is_timed_from_the_interactions_snowflake() -> None:
    from tools.fakediscord.model import SnowflakeFactory

    bp = _bot_process()
    made = SnowflakeFactory().next()
    created = ((made >> 22) + bp.DISCORD_EPOCH_MS) / 1000
    assert bp.snowflake_age(made, created + 0.125) == pytest.approx(0.125, abs=0.001)
    assert bp.snowflake_age(made, created - 1) == 0.0  # clocks never make it negative


@pytest.mark.slow
def test_a_small_level_prints_every_figure(tmp_path: Path) -> None:
    env = {**os.environ, "BENCH_PLACEHOLDER_RENDERS": "1"}  # no picture: no render workers to start
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "discord_layer.py"), "--games", "2", "--moves", "4", "--think", "0.05",
         "--deadline", "300"],
        capture_output=True, text=True, timeout=420, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert re.search(r"games\s+2 concurrent 3-player base games, 8 moves in", out), out
    assert re.search(r"bot's answer\s+p99 \d+ ms, max \d+ ms over [1-9]\d* interactions", out), out
    assert re.search(r"\d+ of them \(longest \d+ ms\) waited for a core", out), out
    assert re.search(r"bench process\s+longest stall of its event loop \d+ ms", out), out
    assert re.search(r"REST requests\s+\d+\.\d+ per interaction", out), out
