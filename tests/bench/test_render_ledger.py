"""Issue #32 item 1 at the sweep: bench/discord_layer.py prints the render CPU per move as a median, from each
render's worker CPU added up for the move that asked for it (bench/bot_process.py RenderLedger)."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import io
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from rendering import worker

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str, file: str) -> ModuleType:
    if (loaded := sys.modules.get(name)) is not None:
        return loaded
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / file)
    assert spec is not None and spec.loader is not None
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spend(seconds: float) -> None:
    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


# Stand-ins for the renderers: the ledger knows a picture's kind by its renderer's name.
def render_board(view: dict[str, Any], names: list[str] | None = None, **_: Any) -> bytes:
    _spend(view["cost"])
    return b"board"


def render_decision(view: dict[str, Any], *_: Any, **__: Any) -> bytes:
    _spend(view["cost"])
    return b"decision"


def render_hand_if_changed(view: dict[str, Any], names: Any, shown: str | None, **_: Any) -> tuple[str, bytes | None]:
    _spend(view["cost"])
    return "same", None if shown == "same" else b"hand"


@pytest.fixture
def accounted() -> Any:
    """A bot's worth of service, pipeline and render pool (a thread pool), with the ledger wired in as the bot
    process wires it; restores ``rendering.worker`` after."""
    bp = _load("bench_bot_process", "bot_process.py")
    versions: dict[int, int] = {7: 4}  # game 7 stood at version 4 when measuring began

    async def act(game_id: int) -> SimpleNamespace:
        versions[game_id] = versions.get(game_id, 0) + 1
        return SimpleNamespace(game_id=game_id, seq=versions[game_id])

    async def publish(result: SimpleNamespace) -> None:
        await worker.board_png({"cost": 0.02})
        # a hand DM's picture renders in a task of its own, as hands_batch gathers them
        await asyncio.gather(worker.hand_if_changed({"cost": 0.01}, None, "same"), asyncio.sleep(0))

    service = SimpleNamespace(act=act, known_version=versions.get)
    bot = SimpleNamespace(service=service, pipeline=SimpleNamespace(publish=publish))
    measuring = [True]
    use, pool = worker.use_executor, ThreadPoolExecutor(max_workers=2)
    ledger = bp._account_renders(bot, lambda: measuring[0])
    assert ledger is not None
    worker.use_executor(pool)
    try:
        yield bot, ledger, measuring
    finally:
        worker.use_executor = use  # type: ignore[method-assign]
        worker.use_executor(None)
        pool.shutdown()


def _patched_renderers() -> contextlib.ExitStack:
    stack = contextlib.ExitStack()
    mp = stack.enter_context(pytest.MonkeyPatch.context())
    mp.setattr(worker, "render_board", render_board)
    mp.setattr(worker, "render_decision", render_decision)
    mp.setattr(worker, "render_hand_if_changed", render_hand_if_changed)
    return stack


def test_item32_1_each_render_goes_to_the_move_that_asked_for_it(accounted: Any) -> None:
    """A move's publication (its board, its hand DMs rendered in their own tasks) goes with the move; a decision
    image asked for from a menu (a caller with a ``game``) with the game's version then, and one before the
    game's first measured move with that move; a move that asked for nothing counts 0 ms; renders while not
    measuring are not counted."""
    bot, ledger, measuring = accounted

    async def open_menu(game: SimpleNamespace) -> bytes:
        return await worker.decision_png({"cost": 0.015})

    async def scene() -> None:
        await open_menu(SimpleNamespace(id=7))  # before game 7's first measured move (5): goes with it
        await bot.pipeline.publish(await bot.service.act(7))  # move 5: board 20 ms, hand 10 ms (not encoded)
        await open_menu(SimpleNamespace(id=7))  # with move 5
        await bot.service.act(7)  # move 6: no picture
        await bot.pipeline.publish(await bot.service.act(8))  # game 8's move 1
        measuring[0] = False
        await bot.pipeline.publish(await bot.service.act(8))  # not measured

    with _patched_renderers():
        asyncio.run(scene())
    figures = ledger.figures()
    per_move = figures["render_cpu"]
    assert len(per_move) == 3, per_move  # 7:5, 7:6 and 8:1
    assert per_move[0] == 0.0  # move 6 asked for nothing
    assert per_move[1] == pytest.approx(0.03, abs=0.008)  # game 8's board and hand
    assert per_move[2] == pytest.approx(0.06, abs=0.012)  # game 7's move 5 and its two decision images
    kinds = figures["render_kinds"]
    assert kinds["board"][0] == 2 and kinds["decision"][0] == 2 and kinds["hand unchanged"][0] == 2
    assert kinds["decision"][1] == pytest.approx(0.03, abs=0.008)
    # the second board and decision image made the same bytes as the first: work a cache of pictures would save
    assert kinds["board"][2] == 1 and kinds["decision"][2] == 1 and kinds["hand unchanged"][2] == 1
    assert figures["render_unattributed"] == [0, 0.0]


def test_item32_1_a_render_no_game_asked_for_is_counted_apart(accounted: Any) -> None:
    _, ledger, _ = accounted

    with _patched_renderers():
        assert asyncio.run(worker.board_png({"cost": 0.005})) == b"board"  # the bot gets the picture alone
    figures = ledger.figures()
    assert figures["render_cpu"] == [] and figures["render_unattributed"][0] == 1


def test_item32_1_the_sweep_prints_render_cpu_per_move_as_a_median_and_by_kind() -> None:
    """Two bot processes' ledgers merged: the median, p90 and mean per move, each kind's CPU per render and
    renders per move; a bot that accounted nothing says so."""
    layer = _load("bench_discord_layer", "discord_layer.py")
    process = {"gc_tracked": 10, "gc_frozen": 0}  # the figures bot_figures needs besides these
    a = {**process, "render_cpu": [0.0, 0.01, 0.02], "render_kinds": {"board": [2, 0.02, 1, 0.008], "hand": [1, 0.01]},
         "render_unattributed": [0, 0.0]}  # fmt: skip
    b = {**process, "render_cpu": [0.05], "render_kinds": {"board": [1, 0.03], "decision": [1, 0.02]},
         "render_unattributed": [1, 0.004]}  # fmt: skip
    r = layer.bot_figures([a, b, None])
    assert r["render_cpu"] == [0.0, 0.01, 0.02, 0.05]
    assert r["render_kinds"]["board"] == [3, pytest.approx(0.05), 1, 0.008] and r["render_unattributed"] == [1, 0.004]
    lines = layer._render_lines({**r, "cpu_workers": 0.1})
    assert lines[0].startswith("render CPU       median 15.0 ms, p90 50.0 ms, mean 20.0 ms, max 50 ms per move over 4 moves")
    assert "80% of the workers' CPU" in lines[0]
    assert lines[1] == (
        "  board          0.75 per move, 16.7 ms each (3 renders, 12.5 ms per move; 1 repeated an earlier picture (8 ms))"
    )
    assert lines[2].startswith("  decision image 0.25 per move, 20.0 ms each")
    assert lines[-1].startswith("  no game's      1 renders, 4 ms")
    assert layer._render_median(r) == "15.0"
    assert "not accounted" in layer._render_lines(layer.bot_figures([process]))[0]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for line in layer._render_lines({**r, "cpu_workers": 0.1}):
            print(line)
    assert "hand" in out.getvalue()
