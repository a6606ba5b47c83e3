"""What the bot is done with is freed by reference counting (issue #32 item 3, ``cogs.interactions.release``).

The bot freezes what is alive every few seconds (``cogs.app.collector``) and never collects everything
again: cyclic garbage made from an object frozen while in flight would stay for the bot's lifetime. So the
objects of each interaction (its response, the view built from the clicked message, the views sent with
menus and turn messages) must not be left in cycles once the bot is done with them."""

from __future__ import annotations

import asyncio
import gc
import io
import random
import weakref
from collections.abc import Iterator
from pathlib import Path

import discord
import pytest

from cogs.app.collector import COLLECTOR_TASK
from cogs.interactions.dispatch import RoutedView
from cogs.interactions.release import BytesFile
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

SEED = 20261129


def test_item32_3_a_routed_view_and_its_items_are_freed_without_a_collection() -> None:
    gc.disable()
    try:
        view = RoutedView()
        view.add_item(discord.ui.Button(label="Roll", custom_id="catan:turn:1:roll"))
        view.add_item(discord.ui.Select(custom_id="catan:pick:1", options=[discord.SelectOption(label="wood")]))
        assert len(view.to_components()) == 2  # sends as it did
        gone = weakref.ref(view)
        del view
        assert gone() is None
    finally:
        gc.enable()


@pytest.mark.parametrize("kind", [discord.File, BytesFile])
def test_item32_3_a_sent_files_bytes_are_freed_without_a_collection(kind: type[discord.File]) -> None:
    """discord.py closes every file it sends; its own File leaves the buffer in a cycle with its close."""
    gc.disable()
    try:
        sent = kind(io.BytesIO(b"RIFF") if kind is discord.File else b"RIFF", filename="board.webp")  # type: ignore[arg-type]
        assert sent.fp.read() == b"RIFF"
        sent.close()
        sent.reset()  # as a retry would: the buffer is still readable
        assert sent.fp.read() == b"RIFF"
        gone = weakref.ref(sent.fp)
        del sent
        assert (gone() is None) is (kind is BytesFile)
    finally:
        gc.enable()


@pytest.fixture
def collections_off() -> Iterator[None]:
    """No automatic collections: what becomes cyclic garbage stays until the test collects."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


DISCORD_CYCLES = (discord.Interaction, discord.InteractionResponse, discord.ui.View, discord.ui.Item)


async def test_item32_3_commands_clicks_and_menus_leave_no_discord_object_in_a_cycle(
    tmp_path: Path, collections_off: None
) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "games.sqlite3", seed=SEED, render_pool=PlaceholderRenders())
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            # The bot's refreezes would hide the garbage looked for (the first after 10 s, on a slow machine).
            [refreezing] = [task for task in asyncio.all_tasks() if task.get_name() == COLLECTOR_TASK]
            refreezing.cancel()
            table = await start_game(world, users, {"board": "beginner", "players": 3})
            table.rng = random.Random(SEED)
            for _ in range(14):  # the opening's placements and the first rolls: buttons, menus and commands
                assert await table.step()
            await table.wait_published(30)
            await fd.settle()
            gc.set_debug(gc.DEBUG_SAVEALL)
            gc.collect()
            left = [obj for obj in gc.garbage if isinstance(obj, DISCORD_CYCLES)]
            gc.set_debug(0)
            gc.garbage.clear()
    assert not left, sorted({type(obj).__qualname__ for obj in left})
