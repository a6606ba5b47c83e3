"""Two bot processes with two Discord shards each on one PostgreSQL database (issue #14, shards).

Process A runs shards 0 and 1, process B shards 2 and 3 (SHARD_COUNT=4); the fake Discord routes each
guild to the shard ``(guild_id >> 22) % 4`` and DMs to shard 0, so to A. The test plays a game in a
guild of each process at once, presses the Roll button of a hand DM of B's game (A answers it, and
edits B's thread by REST), SIGKILLs B while one of its moves is being published, presses a hand-DM
button of B's game while B is down (A catches B's thread up), restarts B and plays on. Then every acknowledged move is in the log
exactly once, every snapshot equals the replay of its log, and each thread shows one turn message.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from db.repository import Repository
from service.store import recovery
from tests.bot.bot_process import BotProcess
from tests.pg_cluster import PgCluster
from tools.demo.driver import Table
from tools.demo.world import SnapshotViews, open_table
from tools.fakediscord import FakeDiscord, shard_of

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

COUNT = 4
SHARDS_A, SHARDS_B = (0, 1), (2, 3)


@pytest.fixture
def database(pg_cluster: PgCluster) -> Iterator[str]:
    """A fresh PostgreSQL database (the test is skipped, saying why, where PostgreSQL cannot run)."""
    name = "shards_e2e"
    yield pg_cluster.create_database(name)
    pg_cluster.drop_database(name)


class ShardProcess(BotProcess):
    """The bot in a process of its own running some shards."""

    def __init__(self, fd: FakeDiscord, url: str, shards: tuple[int, ...], tmp: Path) -> None:
        super().__init__(fd)
        self.url, self.shards, self.tmp = url, shards, tmp

    async def start(self) -> None:
        tag = "-".join(map(str, self.shards))
        self.launch(0, self.url, self.tmp / f"flag-{tag}", self.tmp / f"result-{tag}",
                    f"{COUNT}:{','.join(map(str, self.shards))}")  # fmt: skip
        await self.fd.wait_shards(self.shards, COUNT, timeout=60)

    async def wait_dead(self) -> None:
        await self.wait_exit()
        gateway = self.fd.server.gateway
        mine = {(s, COUNT) for s in self.shards}
        await self.fd.server.changed.wait_for(lambda: not mine & gateway.connected_shards(), 10, "sessions to drop")


class KillOnPublish:
    """SIGKILLs a process at its first request after it answered an interaction in ``channel_id``: the
    move is committed by then and its messages are on their way, so it is stored but never confirmed."""

    def __init__(self, fd: FakeDiscord, victim: ShardProcess, channel_id: int) -> None:
        self.fd, self.victim, self.channel_id = fd, victim, channel_id
        self.armed = self.answered = self.fired = False

    def __call__(self, method: str, path: str) -> bool:
        if self.fired:
            return True  # the process is dying: nothing more it sends may land
        if not self.armed:
            return False
        if not self.answered:
            parts = path.split("/")
            if path.endswith("/callback") and "interactions" in parts:
                record = self.fd.world.interactions_by_id.get(int(parts[parts.index("interactions") + 1]))
                self.answered = record is not None and record.channel.id == self.channel_id
            return False
        if str(self.channel_id) not in path and "/webhooks/" not in path:
            # e.g. the "thinking" state; the kill lands on the first edit of the thread, with the bot token or
            # through the click's interaction (cogs.publishing.routes)
            return False
        self.fired = True
        self.victim.kill()
        return True


async def test_two_processes_two_shards_each_dm_buttons_and_a_kill(database: str, tmp_path: Path) -> None:
    async with FakeDiscord(interaction_deadline=30.0) as fd:
        guild_a = fd.add_guild("Shard One Club", shard=(1, COUNT))
        guild_b = fd.add_guild("Shard Two Club", shard=(2, COUNT))
        assert shard_of(guild_a.id, COUNT) in SHARDS_A and shard_of(guild_b.id, COUNT) in SHARDS_B
        channels = fd.add_channel(guild_a, "games"), fd.add_channel(guild_b, "games")
        people = [[fd.add_user(f"{side}{i}") for i in range(3)] for side in "ab"]  # members of both guilds
        a, b = ShardProcess(fd, database, SHARDS_A, tmp_path), ShardProcess(fd, database, SHARDS_B, tmp_path)
        repo: Repository | None = None
        try:
            await a.start()
            await b.start()
            repo = await Repository.open(database, migrate=False)
            views = SnapshotViews(repo)
            # Both games are opened and played at once, each by the process of its guild's shards.
            tables = list(await asyncio.gather(*(_open_game(fd, views, ch, us, n) for n, (ch, us) in
                                                  enumerate(zip(channels, people, strict=True)))))  # fmt: skip
            table_a, table_b = tables
            acked = {t.game_id: 0 for t in tables}  # moves confirmed to a player ("✅") outside the tables
            await asyncio.gather(*(_advance_to(t, "pre_roll", min_moves=12) for t in tables))
            await _check_owned_by(fd, table_a, SHARDS_A)
            await _check_owned_by(fd, table_b, SHARDS_B)

            # A hand DM's Roll button of B's game: Discord delivers DMs on shard 0, so A answers it.
            await _roll_from_hand_dm(fd, repo, table_b)
            acked[table_b.game_id] += 1
            await table_b.wait_published()
            await _check_thread(fd, repo, table_b)
            # The hand DM is not edited at every step, so its buttons stay enabled: a second Roll is refused
            # privately, and nothing is stored.
            roller = _active_user(table_b, await table_b.view(None))
            version = (await repo.get_game(table_b.game_id)).version  # type: ignore[union-attr]
            again = await fd.click(roller, _hand_dm(fd, table_b, roller), f"catan:turn:{table_b.game_id}:roll")
            await again.wait_private(timeout=30)
            assert again.ephemeral and "⚠️" in again.text and "✅" not in again.text, again.text
            assert (await repo.get_game(table_b.game_id)).version == version  # type: ignore[union-attr]

            # B dies while publishing its game's End turn (A idle, so that no request of A's is dropped),
            # a turn later: B posted a new turn message meanwhile, which A must learn of from the database.
            await _advance_to(table_b, "main", after_turn=(await table_b.view(None))["turn"])
            switch = KillOnPublish(fd, b, table_b.thread.id)
            fd.server.before_request = switch
            before = await repo.get_game(table_b.game_id)
            assert before is not None
            switch.armed = True
            end = await fd.click(_active_user(table_b, await table_b.view(None)), table_b.turn_message(),
                                 f"catan:turn:{table_b.game_id}:end", wait=False)  # fmt: skip
            await asyncio.wait_for(b.wait_dead(), timeout=30)
            fd.server.before_request = None
            row = await repo.get_game(table_b.game_id)
            assert row is not None and row.version == before.version + 1 and row.published < row.version
            assert "✅" not in end.text  # stored, never confirmed
            unconfirmed = 1

            # With B down, A plays its own game and answers a hand DM of B's game: it catches B's thread
            # up (closing the turn message B left open) and rolls for the next player.
            playing_a = asyncio.create_task(_play(table_a, 8))
            await _roll_from_hand_dm(fd, repo, table_b)
            acked[table_b.game_id] += 1
            await table_b.wait_published()
            await _check_thread(fd, repo, table_b)

            await b.start()
            await playing_a
            await asyncio.gather(_play(table_a, 10), _play(table_b, 10))
            for table in tables:
                await table.wait_published()
                await _check_thread(fd, repo, table)

            # Every confirmed move is in the log once (and only the unconfirmed one besides), every
            # snapshot equals the replay of its log.
            for table, extra in ((table_a, 0), (table_b, unconfirmed)):
                game = await repo.get_game(table.game_id)
                assert game is not None
                log = await repo.actions(table.game_id, upto=game.version, with_events=False)
                assert [e.seq for e in log] == list(range(1, game.version + 1))
                assert game.version == table.moves + acked[table.game_id] + extra, (table.game_id, table.trace[-5:])
                assert await recovery.check_game(repo, table.game_id) is None
        finally:
            fd.server.before_request = None
            a.stop()
            b.stop()
            if repo is not None:
                await repo.close()
        assert not fd.violations, fd.violations[:3]


async def _open_game(fd: FakeDiscord, views: SnapshotViews, channel: Any, users: list[Any], seed: int) -> Table:
    return await open_table(fd, views, channel, users, {"board": "beginner", "players": 3}, seed)


async def _play(table: Table, moves: int) -> None:
    for _ in range(moves):
        await table.step(via_buttons=True)


async def _advance_to(table: Table, step: str, *, min_moves: int = 0, after_turn: int = 0) -> None:
    """Play (through the thread) until the active player alone is to act at ``step``."""
    for n in range(200):
        view = await table.view(None)
        alone = not view["offers"] and all(d["seat"] == view["active"] for d in view["pending"])
        later = n >= min_moves and view["turn"] > after_turn
        if later and view["phase"] == "play" and view["step"] == step and alone:
            await table.wait_published()
            return
        await table.step(via_buttons=True)
    raise AssertionError(f"game {table.game_id} never reached the {step} step")


def _active_user(table: Table, view: dict[str, Any]) -> Any:
    return table.users[view["active"]]


def _hand_dm(fd: FakeDiscord, table: Table, user: Any) -> Any:
    """The player's hand DM for this game (one message per game, edited in place)."""
    mark = f"game #{table.game_id}**"
    return next(m for m in reversed(fd.dm_messages(user)) if mark in m.content and m.buttons)


async def _roll_from_hand_dm(fd: FakeDiscord, repo: Repository, table: Table) -> None:
    view = await table.view(None)
    assert view["step"] == "pre_roll"
    user = _active_user(table, view)
    before = await repo.get_game(table.game_id)
    assert before is not None
    result = await fd.click(user, _hand_dm(fd, table, user), f"catan:turn:{table.game_id}:roll")
    await result.wait_private(timeout=30)
    assert "✅" in result.text and "roll" in result.text.lower(), result.text
    # It went to shard 0, which process A runs: the game lives in B's guild.
    shard0 = [s for s in fd.server.gateway.live_sessions() if s.shard == (0, COUNT)]
    assert any(f["t"] == "INTERACTION_CREATE" and f["d"]["id"] == str(result.id) for s in shard0 for f in s.backlog)
    assert "guild_id" not in result.payload
    after = await repo.get_game(table.game_id)
    assert after is not None and after.version == before.version + 1
    assert (await table.view(None))["step"] != "pre_roll"


async def _check_owned_by(fd: FakeDiscord, table: Table, shards: tuple[int, ...]) -> None:
    """The game's thread interactions went to the sessions of these shards only."""
    gateway = fd.server.gateway
    thread = str(table.thread.id)
    got = {s.shard for s in gateway.sessions.values()
           for f in s.backlog if f["t"] == "INTERACTION_CREATE" and f["d"].get("channel_id") == thread}  # fmt: skip
    assert got and got <= {(i, COUNT) for i in shards}, got


async def _check_thread(fd: FakeDiscord, repo: Repository, table: Table) -> None:
    """One turn message with buttons, the one the database remembers, showing the current turn."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(fd.settle(), 5)
    deadline = time.monotonic() + 10
    while True:
        prefix = f"catan:turn:{table.game_id}:"
        live = [m for m in fd.messages(table.thread) if any(b.get("custom_id", "").startswith(prefix) for b in m.buttons)]
        refs = await repo.messages(table.game_id)
        if (len(live) == 1 and refs["turn"].message_id == live[0].id) or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.1)
    assert len(live) == 1, [m.content[:60] for m in live]
    assert refs["turn"].message_id == live[0].id
    view = await table.view(None)
    if view["phase"] == "play":
        assert f"**Turn {view['turn']}**" in live[0].content
