"""Publishing a move reads the game back from the database at most once (issue #21 item 3).

A move's result carries what publishing needs (the public table, the waited-on seats and what they owe,
the private views that changed), so the Discord layer does not ask the database again and again for
what the move just computed. Measured where re-reads cost most: a service that shares its database
with other processes (``shared=True``) and trusts no read window, so every read of a game is a query.
"""

from __future__ import annotations

import contextvars
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.client import CatanBot
from db.repository import Repository
from service import GameService, MoveResult
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

# Repository methods that read (everything else writes in a transaction of its own).
READS = (
    "get_game", "load_game", "list_games", "game_pages", "actions", "recent_actions", "finished_results",
    "recovery_scan", "count_by_status", "messages", "unpublished_games", "game_for_message", "game_ids",
    "raw_game", "schema_version",
)  # fmt: skip
MOVES = 60


# Set while a move is being published, in the publishing task (and the tasks it starts): reads that other
# tasks make meanwhile (a built-in player looking for its turn, the test choosing the next move) don't count.
PUBLISHING: contextvars.ContextVar[bool] = contextvars.ContextVar("publishing", default=False)


class ReadCounter:
    """Counts calls of the repository's reading methods made while publishing (wrapped on the one repository)."""

    def __init__(self, repo: Repository) -> None:
        self.count = 0
        for name in READS:
            setattr(repo, name, self._counted(getattr(repo, name)))

    def _counted(self, method: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            if PUBLISHING.get():
                self.count += 1
            return method(*args, **kwargs)

        return call


async def publish_move(bot: CatanBot, service: GameService, result: MoveResult) -> None:
    """What the bot does to show a committed move (the Discord layer's half of the move pipeline)."""
    await bot.pipeline.publish(result)


async def _play_and_count(
    bot: CatanBot, service: GameService, game_id: int, publish: Callable[[MoveResult], Awaitable[None]]
) -> list[int]:
    counter = ReadCounter(service.repo)
    rng = random.Random(7)
    reads: list[int] = []
    for _ in range(MOVES):
        game = await service.get_game(game_id)
        if game.status != "active":
            break
        view = await service.view(game_id)
        seat = sorted({d["seat"] for d in view["pending"] if d["blocking"]})[0]
        legal = await service.legal_actions(game_id, game.players[seat])
        result = await service.act(game_id, game.players[seat], rng.choice(list(legal)))
        before = counter.count
        token = PUBLISHING.set(True)
        try:
            await publish(result)
        finally:
            PUBLISHING.reset(token)
        reads.append(counter.count - before)
    return reads


async def test_publishing_a_move_reads_the_game_at_most_once(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "reads.sqlite3", seed=5, service_options={"shared": True, "read_window": 0.0})
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 3})
            assert world.service is not None
            reads = await _play_and_count(bot, world.service, table.game_id, lambda r: publish_move(bot, world.service, r))  # type: ignore[arg-type]
            await fd.settle()
    assert len(reads) == MOVES
    print(f"database reads per published move: max {max(reads)}, mean {sum(reads) / len(reads):.2f} over {MOVES} moves")
    assert max(reads) <= 1, reads
