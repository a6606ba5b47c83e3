"""Playing games through the service in tests."""

from __future__ import annotations

import random
from typing import Any

import engine
from service import GameInfo, GameService, MoveResult
from tests.db.factories import USERS, next_move


async def started_game(
    service: GameService, players: int = 3, *, channel_id: int = 20, options: dict[str, Any] | None = None
) -> GameInfo:
    game = await service.create_lobby(10, channel_id, USERS[0], options)
    for user in USERS[1:players]:
        game = await service.join(game.id, user)
    return (await service.start_game(game.id, USERS[0])).game


async def play(service: GameService, game_id: int, moves: int, rng_seed: int = 1) -> list[MoveResult]:
    """Up to ``moves`` greedy moves (fewer if the game ends)."""
    rng = random.Random(rng_seed)
    results: list[MoveResult] = []

    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action] | None:
        if state.phase == "over":
            return None
        seat, action = next_move(state, rng)
        return info.players[seat], action  # the seat's user, read with the state: no second read per move

    for _ in range(moves):
        move = await service.read(game_id, pick)
        if move is None:
            break
        user, action = move
        results.append(await service.act(game_id, user, action))
    return results


async def first_legal(service: GameService, game_id: int) -> tuple[int, engine.Action]:
    """A waited-for user and one of their legal actions."""

    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action]:
        seat = engine.must_act(state)[0]
        return info.players[seat], engine.legal_actions(state, seat)[0]

    return await service.read(game_id, pick)
