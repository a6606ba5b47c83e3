from __future__ import annotations

import random

import pytest

import engine
from history import export
from history.replay import state_at_turn_steps
from service import GameService
from service.reads import history as hist
from service.store import recovery
from tests.db.factories import USERS, next_move
from tests.service.helpers import play, started_game

SHORT = {"vp_target": 5}


async def finish(service: GameService, game_id: int, rng_seed: int = 1) -> None:
    await play(service, game_id, 5000, rng_seed)
    assert (await service.get_game(game_id)).status == "finished"


async def test_stats_export_and_replay_need_a_finished_game(service: GameService) -> None:
    game = await started_game(service, 3)
    await play(service, game.id, 30)
    with pytest.raises(hist.GameNotFinished):
        await hist.game_stats(service.repo, game.id)
    with pytest.raises(hist.GameNotFinished):
        await hist.public_log(service.repo, game.id, ["a", "b", "c"])
    with pytest.raises(hist.GameNotFinished):
        await hist.board_at_turn(service.repo, game.id, 1)


async def test_stats_and_export_of_a_finished_game(service: GameService) -> None:
    game = await started_game(service, 3, options=SHORT)  # a finished game's figures, whatever its length
    await finish(service, game.id)
    stats = await hist.game_stats(service.repo, game.id)
    info = await service.get_game(game.id)
    assert stats.finished and stats.winner == info.winner_seat
    data = await hist.public_log(service.repo, game.id, ["Ann", "Bo", "Cy"])
    assert export.loads(export.dumps(data)) == data
    assert len(data["moves"]) == info.version
    assert data["winner"] == info.winner_seat


async def test_replay_equals_the_game_at_each_turn(service: GameService) -> None:
    """The board the replay shows at turn k is the stored game as it was when turn k + 1 began."""
    game = await started_game(service, 3, options=SHORT)  # a dozen of its turns are compared, whatever its length
    rng = random.Random(3)
    snapshots: dict[int, str] = {}
    while True:
        move = await service.read(game.id, lambda i, s: next_move(s, rng) if s.phase != "over" else None)
        if move is None:
            break
        seat, action = move
        result = await service.act(game.id, game.players[seat], action)
        for e in result.events:
            if e["type"] == "turn_started":
                snapshots[e["turn"] - 1] = await service.read(game.id, lambda i, s: engine.to_json(s))
    final = await service.read(game.id, lambda i, s: engine.to_json(s))
    stored = await service.repo.load_game(game.id)
    assert stored is not None and stored.seed is not None
    log = await service.repo.actions(game.id)
    for turn in sorted(snapshots)[:: max(1, len(snapshots) // 12)]:
        state, shown = recovery.run(state_at_turn_steps(stored.row.options, stored.seed, log, turn))
        assert shown == turn and engine.to_json(state) == snapshots[turn]
    board = await hist.board_at_turn(service.repo, game.id, 10**6)
    assert board.turn == board.last_turn == max(snapshots) + 1
    state, _ = recovery.run(state_at_turn_steps(stored.row.options, stored.seed, log, 10**6))
    assert engine.to_json(state) == final
    assert board.view == engine.public_view(state)


async def test_leaderboard_counts_finished_games_with_bots_not_abandoned_ones(service: GameService) -> None:
    # Short games (5 victory points): the leaderboard counts games, wins and points, not how long they ran.
    for k in range(2):
        game = await started_game(service, 3, options=SHORT)
        await finish(service, game.id, rng_seed=k + 1)
    lobby = await service.create_lobby(10, 20, USERS[0], SHORT)
    lobby = await service.join(lobby.id, USERS[1])
    lobby = await service.add_bot(lobby.id, USERS[0], "hard")
    bot_game = (await service.start_game(lobby.id, USERS[0])).game
    await finish(service, bot_game.id, rng_seed=5)
    abandoned = await started_game(service, 4, options=SHORT)
    await play(service, abandoned.id, 40)
    await service.end_game(abandoned.id, "players left")
    other_server = await service.create_lobby(99, 21, USERS[3], SHORT)
    other_server = await service.join(other_server.id, USERS[2])
    other_server = await service.join(other_server.id, USERS[1])
    await finish(service, (await service.start_game(other_server.id, USERS[3])).game.id)

    board = {s.user_id: s for s in await hist.server_leaderboard(service.repo, 10)}
    assert board[USERS[0]].games == 3 and board[USERS[2]].games == 2
    assert USERS[3] not in board  # played only the abandoned game here (and a game in another server)
    assert board[hist.bot_identity("hard")].games == 1 and board[hist.bot_identity("hard")].is_bot
    assert sum(s.wins for s in board.values()) == 3
    assert all(s.average_vp is not None for s in board.values())
