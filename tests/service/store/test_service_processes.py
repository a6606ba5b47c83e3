"""Several bot processes on one database (issue 14): two services on the same database, each with its
own cache and locks, stand for two processes. Every test runs on both backends (``shared`` mode works
on a SQLite file too; it is the default on PostgreSQL)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import engine
from service import GameConflict, GameNotActive, GameNotFound, GameService, MoveResult
from service.store import recovery
from tests.db.factories import USERS, next_move
from tests.service.conftest import FakeClock
from tests.service.helpers import first_legal, play, started_game

Pair = tuple[GameService, GameService]


@pytest.fixture
async def pair(target: str | Path) -> AsyncIterator[Pair]:
    seeds = itertools.count(1003)  # with greedy play from random.Random(1), two seats discard at move 59
    first = await GameService.open(target, clock=FakeClock(), seed_source=lambda: next(seeds), shared=True)
    await first.start(verify="now")
    second = await GameService.open(target, clock=FakeClock(), shared=True)
    await second.start(verify="off")
    yield first, second
    await second.close()
    await first.close()


async def _consistent(service: GameService, game_id: int) -> None:
    assert await recovery.check_game(service.repo, game_id) is None


async def test_a_cache_learns_of_moves_stored_by_another_process(pair: Pair, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = pair
    game = await started_game(a)
    await play(a, game.id, 10, rng_seed=1)
    assert len(await play(b, game.id, 10, rng_seed=2)) == 10  # b loads the game and moves on
    loads = 0
    real_load = a.repo.load_game

    async def counting(game_id: int) -> Any:
        nonlocal loads
        loads += 1
        return await real_load(game_id)

    monkeypatch.setattr(a.repo, "load_game", counting)
    assert await a.view(game.id) == await b.view(game.id)  # a's cached copy caught up ...
    assert loads == 0  # ... by applying b's ten moves, not by reloading the snapshot
    user, action = await first_legal(a, game.id)
    assert (await a.act(game.id, user, action)).seq == 21  # and a moves on from there, no conflict
    assert len(await play(b, game.id, 5, rng_seed=3)) == 5
    assert (await a.get_game(game.id)).version == 26
    assert await a.view(game.id, USERS[1]) == await b.view(game.id, USERS[1])
    await _consistent(a, game.id)


async def test_bookkeeping_changed_elsewhere_is_seen(pair: Pair) -> None:
    a, b = pair
    lobby = await a.create_lobby(10, 20, USERS[0])  # cached in a with one player
    await b.join(lobby.id, USERS[1])
    await b.join(lobby.id, USERS[2])
    assert (await a.get_game(lobby.id)).players == USERS[:3]
    started = await a.start_game(lobby.id, USERS[0])  # seats everyone b let in
    assert started.game.players == USERS[:3]
    await play(b, lobby.id, 3)
    await b.cancel(lobby.id, USERS[0])
    with pytest.raises(GameNotActive):  # a's cached copy is active; the stored game is cancelled
        await a.act(lobby.id, USERS[0], ("roll",))


async def _two_seats_waited_for(service: GameService) -> tuple[int, list[tuple[int, engine.Action]]]:
    """A game (greedy play, from a fresh start as often as needed) where two seats must act at once, e.g.
    both discard after a 7: the game id and one legal move of each of two waited-for seats."""
    for _ in range(20):
        rng = random.Random(1)
        game = await started_game(service)
        for _ in range(3000):

            def look(info: Any, state: engine.GameState, rng: random.Random = rng) -> Any:
                if state.phase == "over":
                    return "over"
                waiting = engine.must_act(state)
                if len(waiting) >= 2:
                    return [(info.players[s], engine.legal_actions(state, s)[0]) for s in waiting[:2]]
                return next_move(state, rng)

            found = await service.read(game.id, look)
            if found == "over":
                break
            if isinstance(found, list):
                return game.id, found
            seat, action = found
            await service.act(game.id, (await service.get_game(game.id)).players[seat], action)
    raise AssertionError("no state with two seats to act found")


async def _race(loser: GameService, winner: GameService, monkeypatch: pytest.MonkeyPatch, first_move: Any) -> None:
    """Make ``winner`` store ``first_move`` (user, action) right before ``loser``'s next commit."""
    real = loser.repo.append_action
    done = False

    async def after_the_other(game_id: int, **kwargs: Any) -> int:
        nonlocal done
        if not done:
            done = True
            await winner.act(game_id, *first_move)  # committed elsewhere between loser's read and write
        return await real(game_id, **kwargs)

    monkeypatch.setattr(loser.repo, "append_action", after_the_other)


async def test_the_loser_of_a_race_retries_once_when_another_seat_moved(
    pair: Pair, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = pair
    game_id, ((user1, move1), (user2, move2)) = await _two_seats_waited_for(a)
    version = (await a.get_game(game_id)).version
    await b.view(game_id)  # b has it loaded too
    await _race(a, b, monkeypatch, (user1, move1))
    result = await a.act(game_id, user2, move2)  # lost the race to b, reloaded, still legal: stored after it
    assert result.seq == version + 2
    log = await a.repo.actions(game_id, after=version)
    assert [(e.user_id, engine.action_from_json(e.action)) for e in log] == [(user1, move1), (user2, move2)]
    assert await a.view(game_id) == await b.view(game_id)
    await _consistent(a, game_id)


async def test_the_loser_of_a_race_refuses_when_the_same_seat_moved(
    pair: Pair, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same click delivered through two processes (a thread button and a DM button) is stored once,
    even when the action would be legal twice in a row (both discards here are for the same seat)."""
    a, b = pair
    game = await started_game(a)
    await play(a, game.id, 6)
    user, action = await first_legal(a, game.id)
    version = (await a.get_game(game.id)).version
    await _race(a, b, monkeypatch, (user, action))
    with pytest.raises(GameConflict):
        await a.act(game.id, user, action)
    log = await a.repo.actions(game.id, after=version)
    assert [(e.user_id, engine.action_from_json(e.action)) for e in log] == [(user, action)]
    monkeypatch.undo()
    user, action = await first_legal(a, game.id)  # a reloaded: it plays on from the stored game
    assert (await a.act(game.id, user, action)).seq == version + 2
    await _consistent(a, game.id)


async def test_racing_processes_never_lose_or_double_a_move(pair: Pair) -> None:
    """Both processes fire the same stream of greedy moves at one game at once: each stored move was
    acknowledged by exactly one of them, the log replays to the snapshot, and nothing is stored twice."""
    a, b = pair
    game = await started_game(a)
    acknowledged: list[MoveResult] = []

    async def player(service: GameService, seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(40):
            move = await service.read(
                game.id, lambda info, state: None if state.phase == "over" else next_move(state, rng)
            )
            if move is None:
                return
            seat, action = move
            user = (await service.get_game(game.id)).players[seat]
            with contextlib.suppress(GameConflict, engine.IllegalAction):  # the other process was first
                acknowledged.append(await service.act(game.id, user, action))

    await asyncio.gather(player(a, 1), player(b, 2))
    log = await a.repo.actions(game.id)
    assert sorted(r.seq for r in acknowledged) == [e.seq for e in log]
    assert len(log) >= 20
    await _consistent(a, game.id)


async def test_a_claim_is_won_by_exactly_one_process(pair: Pair) -> None:
    a, b = pair
    game = await started_game(a)
    wins = await asyncio.gather(*(s.claim_once(game.id, "reminder:0:1") for s in (a, b) * 5))
    assert sorted(wins) == [False] * 9 + [True]
    assert await b.claim_once(game.id, "reminder:0:2") and not await a.claim_once(game.id, "reminder:0:2")
    with pytest.raises(GameNotFound):
        await a.claim_once(9999, "reminder:0:1")
