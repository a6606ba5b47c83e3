"""A crash between a move's commit and its messages leaves nothing stale (issue #8, item 2).

The bot runs in a process of its own (bench/bot_process.py). For each move of the plan, the test
SIGKILLs it at the k-th Discord request after the move's interaction was acknowledged (the move is
committed by then and its messages are being posted), so every point between the commit and the last
message is hit. After a restart, the bot catches up by itself: the thread's turn message, its buttons
and every player's DM hand match the stored game.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from db.repository import Repository
from tests.bot.bot_process import BotProcess
from tools.demo.driver import Table
from tools.demo.world import SnapshotViews, open_table
from tools.fakediscord import FakeDiscord
from ui.journal import key_of_view

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

CALLBACK = "/callback"
# Turn buttons to press. For each, the bot is killed at the 1st, 2nd, ... request after the move's
# acknowledgement (one move per kill), until a kill lands only after the move was fully published.
PLAN = ("roll", "end")
MAX_REQUESTS = 12


class CrashBot(BotProcess):
    def __init__(self, fd: FakeDiscord, guild_id: int, db: Path, tmp: Path) -> None:
        super().__init__(fd)
        self.guild_id, self.db, self.tmp = guild_id, db, tmp

    async def start(self) -> None:
        before = len(self.fd.server.gateway.live_sessions())
        self.launch(self.guild_id, self.db, self.tmp / "flag", self.tmp / "result")
        deadline = time.monotonic() + 60
        while len(self.fd.server.gateway.live_sessions()) <= before and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        await self.fd.wait_ready(timeout=60)

    async def wait_dead(self) -> None:
        await self.wait_exit()
        await self.fd.server.gateway.close_all()


class KillSwitch:
    """Kills the bot when it sends its k-th request after acknowledging the armed interaction."""

    def __init__(self, bot: CrashBot) -> None:
        self.bot = bot
        self.k = 0
        self.seen: int | None = None
        self.fired = False

    def arm(self, k: int) -> None:
        self.k, self.seen, self.fired = k, None, False

    def __call__(self, method: str, path: str) -> bool:
        if self.fired:
            return True  # the process is dying: nothing more it sends may land
        if self.k == 0:
            return False
        if self.seen is None:
            if path.endswith(CALLBACK):
                self.seen = 0
            return False
        self.seen += 1
        if self.seen >= self.k:
            self.fired = True
            self.bot.kill()
            return True
        return False


async def test_kill_between_commit_and_messages_then_catch_up(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    async with FakeDiscord(interaction_deadline=30.0) as fd:
        guild = fd.add_guild("Crash Club")
        channel = fd.add_channel(guild, "games")
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        bot = CrashBot(fd, guild.id, db, tmp_path)
        switch = KillSwitch(bot)
        fd.server.before_request = switch
        await bot.start()
        repo = await Repository.open(db, migrate=False)
        try:
            table = await _open_game(fd, SnapshotViews(repo), channel, users)
            stale_kills = 0
            for op in PLAN:
                for k in range(1, MAX_REQUESTS + 1):
                    await _advance_to(table, op)
                    await _wait_published(repo, table.game_id)  # earlier moves' messages are all out
                    seat = (await table.view(None))["active"]
                    before = await repo.get_game(table.game_id)
                    switch.arm(k)
                    await fd.click(table.users[seat], table.turn_message(), f"catan:turn:{table.game_id}:{op}", wait=False)
                    await asyncio.wait_for(bot.wait_dead(), timeout=30)
                    switch.arm(0)
                    row = await repo.get_game(table.game_id)
                    assert before is not None and row is not None and row.version == before.version + 1, (op, k)
                    await bot.start()
                    await _wait_published(repo, table.game_id)
                    await _check_messages_match_state(fd, repo, table)
                    if row.published == row.version:
                        break  # this kill came after the last message of the move: every point was hit
                    stale_kills += 1
                else:
                    raise AssertionError(f"{op}: the move's messages never finished within {MAX_REQUESTS} requests")
            assert stale_kills >= len(PLAN), stale_kills  # every move was killed at least once before its last message
        finally:
            fd.server.before_request = None
            bot.stop()
            await repo.close()
        assert not fd.violations, fd.violations[:3]


async def _open_game(fd: FakeDiscord, views: SnapshotViews, channel: Any, users: list[Any]) -> Table:
    return await open_table(fd, views, channel, users, {"board": "beginner", "players": 3}, seed=7)


async def _advance_to(table: Table, op: str) -> None:
    """Play normally (no kill) until the turn button ``op`` is the move to make."""
    want = "pre_roll" if op == "roll" else "main"
    for _ in range(60):
        view = await table.view(None)
        if view["step"] == want and not view["offers"] and all(d["seat"] == view["active"] for d in view["pending"]):
            return
        await table.step()
    raise AssertionError(f"never reached the {want} step")


async def _wait_published(repo: Repository, game_id: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        row = await repo.get_game(game_id)
        if row is not None and row.published >= row.version:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the restarted bot did not catch up")


async def _check_messages_match_state(fd: FakeDiscord, repo: Repository, table: Table) -> None:
    await fd.settle()
    view = await table.view(None)
    prefix = f"catan:turn:{table.game_id}:"
    with_buttons = [m for m in fd.messages(table.thread) if any(b.get("custom_id", "").startswith(prefix) for b in m.buttons)]
    assert len(with_buttons) == 1, [m.content[:50] for m in with_buttons]
    turn = with_buttons[0]
    refs = await repo.messages(table.game_id)
    assert refs["turn"].message_id == turn.id and refs["turn"].tag == key_of_view(view)
    active = view["active"]
    assert f"**Turn {view['turn']}**" in turn.content and f"<@{table.users[active].id}>" in turn.content
    shown = {b["custom_id"] for b in turn.buttons if not b.get("disabled")}
    assert (prefix + "roll" in shown) == (view["step"] == "pre_roll")  # the buttons of the current step
    assert (prefix + "end" in shown) == (view["step"] == "main")
    for seat, user in enumerate(table.users):
        mine = await table.view(seat)
        cards = ", ".join(f"{n} {r}" for r, n in mine["you"]["hand"].items() if n) or "no resource cards"
        dm = fd.dm_messages(user)[-1]
        assert f"Resources: {cards}\n" in dm.content, (user.name, dm.content, cards)
