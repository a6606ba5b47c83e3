"""``read_window``: with other processes on the database, reads may trust a recent check of a cached game
(the bot publishes a move with a dozen reads); a move never does. Runs on both backends."""

from __future__ import annotations

from pathlib import Path

from service import GameService
from service.store import recovery
from tests.service.helpers import first_legal, play, started_game


async def test_reads_trust_a_recent_check_but_a_move_always_checks(target: str | Path) -> None:
    a = await GameService.open(target, shared=True, read_window=3600.0)
    await a.start(verify="off")
    b = await GameService.open(target, shared=True)  # strict: every read checks
    await b.start(verify="off")
    try:
        game = await started_game(a)
        await play(a, game.id, 4)
        before = await a.view(game.id)
        await play(b, game.id, 3, rng_seed=2)  # another process moves on
        assert (await a.get_game(game.id)).version == 4  # a's reads trust its check from a moment ago ...
        assert await a.view(game.id) == before
        assert (await b.get_game(game.id)).version == 7  # ... b's do not
        user, action = await first_legal(b, game.id)
        result = await a.act(game.id, user, action)  # a move checks: a catches up first, no conflict
        assert result.seq == 8
        assert await a.view(game.id) == await b.view(game.id)
        assert await recovery.check_game(a.repo, game.id) is None
    finally:
        await b.close()
        await a.close()


async def test_without_a_window_every_read_sees_the_other_process(target: str | Path) -> None:
    a = await GameService.open(target, shared=True)
    await a.start(verify="off")
    b = await GameService.open(target, shared=True)
    await b.start(verify="off")
    try:
        game = await started_game(a)
        await play(a, game.id, 4)
        await a.view(game.id)
        await play(b, game.id, 3, rng_seed=2)
        assert (await a.get_game(game.id)).version == 7
        assert await a.view(game.id) == await b.view(game.id)
    finally:
        await b.close()
        await a.close()
