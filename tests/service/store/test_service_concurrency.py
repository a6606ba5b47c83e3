"""Concurrency: many simultaneous requests on one game, racing processes, games in parallel."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.bots import greedy_action
from service import GameConflict, GameNotActive, GameService, MoveResult, NotAPlayer
from tests.db.factories import USERS
from tests.service.helpers import first_legal, play, started_game


def _requests(info: Any, state: engine.GameState, rng: random.Random, n: int) -> list[tuple[int, Any]]:
    """``n`` requests as players would send them at once: a plausible sequence of legal moves (planned
    on a copy of the state), mixed with repeated clicks, moves of players who are not asked, and junk."""
    plan = engine.from_json(engine.to_json(state))
    out: list[tuple[int, Any]] = []
    for _ in range(n):
        roll = rng.random()
        if roll < 0.6 and plan.phase != "over":
            seat = rng.choice(engine.must_act(plan))
            action = greedy_action(plan, seat, rng)
            engine.apply_action(plan, seat, action)
            out.append((info.players[seat], action))
        elif roll < 0.8 and out:
            out.append(rng.choice(out))  # the same button pressed again
        elif roll < 0.95:
            seat = rng.randrange(len(info.players))
            legal = engine.legal_actions(plan, seat) or (("end_turn",),)
            out.append((info.players[rng.randrange(len(info.players))], rng.choice(legal)))
        else:
            out.append(rng.choice([(999, ("roll",)), (info.players[1], ["teleport"]), (info.players[0], ("city", 0))]))
    return out


async def test_simultaneous_requests_apply_exactly_the_legal_ones_once(service: GameService) -> None:
    """Fire many requests at once, at many points of a game. The service must behave exactly like
    applying them one by one in arrival order: each legal one applied once, every other one refused,
    and the log and snapshot must hold exactly the applied ones."""
    game = await started_game(service, 4)
    rng = random.Random(7)
    total_applied = rounds = 0
    while rounds < 20:
        await play(service, game.id, rng.randint(0, 25), rng_seed=rng.randint(0, 10**6))
        info = await service.get_game(game.id)
        if info.status != "active":
            game = await started_game(service, rng.choice((3, 4)))
            continue
        requests = await service.read(game.id, lambda i, state: _requests(i, state, rng, 40))
        # The reference: a copy of the committed state, applying the same requests in order.
        model = await service.read(game.id, lambda _i, state: engine.from_json(engine.to_json(state)))
        expected: list[bool] = []
        for user, action in requests:
            try:
                if user not in info.players:
                    raise LookupError
                engine.apply_action(model, info.players.index(user), action)
                expected.append(True)
            except (engine.IllegalAction, LookupError):
                expected.append(False)

        outcomes = await asyncio.gather(*(service.act(game.id, u, a) for u, a in requests), return_exceptions=True)

        applied = [isinstance(o, MoveResult) for o in outcomes]
        assert applied == expected
        seqs = [o.seq for o in outcomes if isinstance(o, MoveResult)]
        assert seqs == list(range(info.version + 1, info.version + 1 + len(seqs)))  # once each, in order
        stored = await service.repo.load_game(game.id)
        assert stored is not None and stored.row.version == info.version + len(seqs)
        assert stored.snapshot == engine.to_json(model)
        log = await service.repo.actions(game.id, after=info.version)
        accepted = [
            (info.players.index(u), engine.action_from_json(a))
            for (u, a), ok in zip(requests, expected, strict=True)
            if ok
        ]
        assert [(e.seat, engine.action_from_json(e.action)) for e in log] == accepted
        refused = (engine.IllegalAction, NotAPlayer, GameNotActive)  # GameNotActive: the burst ended the game
        assert all(isinstance(o, (MoveResult, *refused)) for o in outcomes)
        total_applied += len(seqs)
        rounds += 1
    assert total_applied >= 300  # the test exercised real contention


async def test_the_same_move_sent_twice_at_once_is_applied_once(service: GameService) -> None:
    game = await started_game(service)
    user, action = await first_legal(service, game.id)
    outcomes = await asyncio.gather(*(service.act(game.id, user, action) for _ in range(10)), return_exceptions=True)
    assert sum(isinstance(o, MoveResult) for o in outcomes) == 1
    assert all(isinstance(o, engine.IllegalAction) for o in outcomes if not isinstance(o, MoveResult))
    assert len(await service.repo.actions(game.id)) == 1


async def test_two_processes_on_one_game_cannot_lose_or_double_a_move(service: GameService, target: str | Path) -> None:
    """A second service on the same database (as a second bot process) holds a stale copy of the game and
    does not look for changes (``shared=False``): the database's version check alone refuses its move."""
    game = await started_game(service)
    await play(service, game.id, 8)
    other = await GameService.open(target, shared=False)
    await other.start(verify="off")
    try:
        assert await other.view(game.id) == await service.view(game.id)  # both have it loaded
        user, action = await first_legal(service, game.id)
        first = await service.act(game.id, user, action)
        # ``other`` still believes the game is at version 8 and accepts the same move in memory ...
        with pytest.raises(GameConflict):
            await other.act(game.id, user, action)
        # ... but nothing was stored twice, and ``other`` reloads the truth on its next request.
        assert first.seq == 9 and len(await service.repo.actions(game.id)) == 9
        assert await other.view(game.id) == await service.view(game.id)
        user, action = await first_legal(other, game.id)
        assert (await other.act(game.id, user, action)).seq == 10
    finally:
        await other.close()


async def test_different_games_proceed_in_parallel(service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = await started_game(service)
    fast = await started_game(service, channel_id=30)
    release = asyncio.Event()
    real = service.repo.append_action

    async def held(game_id: int, **kwargs: Any) -> int:
        if game_id == slow.id:
            await release.wait()  # a move of ``slow`` stuck before its commit, holding only its own lock
        return await real(game_id, **kwargs)

    monkeypatch.setattr(service.repo, "append_action", held)
    user, action = await first_legal(service, slow.id)
    stuck = asyncio.ensure_future(service.act(slow.id, user, action))
    await asyncio.sleep(0.01)
    results = await asyncio.wait_for(play(service, fast.id, 10), timeout=5)  # not blocked by ``slow``
    assert len(results) == 10 and not stuck.done()
    waiting = asyncio.ensure_future(service.get_game(slow.id))  # reads of bookkeeping never wait
    assert (await asyncio.wait_for(waiting, 1)).version == 0
    release.set()
    assert (await stuck).seq == 1
    assert USERS[0] in (await service.get_game(slow.id)).players
