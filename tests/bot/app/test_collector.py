"""The garbage collector's set-up while playing (issue #32 item 3, ``cogs.app.collector``): what has lived
a period leaves the reach of full collections, and young garbage is freed rather than frozen (the bot leaves
nothing in a cycle to become garbage once frozen: tests/bot/interactions/test_release.py)."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest

from cogs.app import collector
from cogs.app.client import CatanBot
from cogs.app.settings import Settings
from service import GameService
from tools.demo.renders import PlaceholderRenders
from tools.fakediscord import FakeDiscord


class Node:
    """A container the collector tracks, weakly referable (to see whether it was freed)."""

    def __init__(self) -> None:
        self.other: Node | None = None


def _cycle() -> weakref.ref[Node]:
    """Two nodes that refer to each other and nothing else: only a collection frees them."""
    a, b = Node(), Node()
    a.other, b.other = b, a
    return weakref.ref(a)


@pytest.fixture(autouse=True)
def _thawed() -> Iterator[None]:
    """The test process's collector as each test found it: nothing frozen."""
    gc.collect()
    yield
    gc.unfreeze()
    gc.collect()


def test_item32_3_refreeze_puts_live_objects_out_of_reach_and_frees_the_garbage_first() -> None:
    kept = [Node() for _ in range(100)]
    held = Node()
    held.other = Node()
    held.other.other = held  # a cycle, alive while ``held`` refers to it
    old = weakref.ref(held)
    gc.collect(0)
    gc.collect(1)  # alive through the young collections: promoted to the oldest generation
    del held  # now garbage in the oldest generation
    young = _cycle()
    collector.refreeze()
    assert young() is None and old() is None  # collected first, not frozen
    assert gc.get_freeze_count() > 0
    tracked = {id(obj) for obj in gc.get_objects()}
    assert not any(id(node) in tracked for node in kept)  # a full collection no longer walks them
    later = Node()
    assert id(later) in {id(obj) for obj in gc.get_objects()}  # what is made after is collected as usual


async def test_item32_3_the_loop_refreezes_each_period_and_never_collects_everything() -> None:
    """With a fake sleep: every tick refreezes (a collection of what is not frozen yet, then a freeze); nothing
    is ever unfrozen, which would make the next collection walk every object the bot holds."""
    calls: list[str] = []
    ticks = 0

    async def sleep(seconds: float) -> None:
        nonlocal ticks
        assert seconds == 60.0
        ticks += 1
        if ticks > 4:
            raise asyncio.CancelledError

    refreeze, unfreeze = collector.refreeze, gc.unfreeze
    collector.refreeze = lambda: calls.append("refreeze")  # type: ignore[assignment]
    gc.unfreeze = lambda: calls.append("unfreeze")  # type: ignore[assignment]
    try:
        with pytest.raises(asyncio.CancelledError):
            await collector.keep_collections_short(every=60.0, sleep=sleep)
    finally:
        collector.refreeze, gc.unfreeze = refreeze, unfreeze  # type: ignore[method-assign]
    assert calls == ["refreeze"] * 4


async def test_item32_3_the_bot_keeps_its_collections_short_until_it_closes(tmp_path: Path) -> None:
    """The refreezing task runs from start-up to the bot's close; the plug-ins of every layer the bot
    process draws on are loaded by then (a game's first move with new pieces loaded the rendering ones
    on the event loop: 52 ms of CPU)."""
    from cogs.app.client import BOT_LAYERS

    loaded = [dict(layer._loaded) for layer in BOT_LAYERS]
    for layer in BOT_LAYERS:  # as in a fresh process
        layer._loaded.clear()
        layer._composed.clear()
    async with FakeDiscord() as fd:
        guild = fd.add_guild("Catan Club")
        settings = Settings(
            token=fd.token, dev_guild_id=guild.id, database_path=tmp_path / "games.sqlite3", log_level="INFO",
            reminder_check_seconds=3600,
        )  # fmt: skip
        service = await GameService.open(tmp_path / "games.sqlite3")
        try:
            bot = CatanBot(settings, service=service, render_pool=PlaceholderRenders())
            async with fd.run_bot(bot):
                await fd.wait_ready()
                [task] = [t for t in asyncio.all_tasks() if t.get_name() == collector.COLLECTOR_TASK]
                assert not task.done()
                for layer in BOT_LAYERS:
                    assert set(layer._loaded) == set(layer.registered()), layer.package
            assert task.done()
        finally:
            await service.close()
            for layer, before in zip(BOT_LAYERS, loaded, strict=True):
                layer._loaded.update(before)
