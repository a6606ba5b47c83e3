"""Lobby lifecycle: create, join, leave, start, cancel, remove a player."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import engine
from service import (
    AlreadyJoined,
    GameNotActive,
    GameNotFound,
    GameService,
    LobbyFull,
    NotAllowed,
    NotAPlayer,
    NotEnoughPlayers,
    NotInLobby,
    SeatLeft,
    SeatNotOpen,
)
from tests.db.factories import USERS
from tests.engine.helpers import raises_saying
from tests.service.helpers import play, started_game

HOST, B, C, D = USERS
E = 105


async def test_create_join_start(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST, {"vp_target": 8})
    assert (game.status, game.players, game.host_id, dict(game.options)) == ("lobby", (HOST,), HOST, {"vp_target": 8})
    assert game.seat_of(HOST) is None  # seats exist only once the game starts
    for user in (C, B):
        game = await service.join(game.id, user)
    with pytest.raises(AlreadyJoined):
        await service.join(game.id, B)
    start = await service.start_game(game.id, HOST)
    info = start.game
    assert info.status == "active" and info.players == (HOST, C, B)  # seats in join order
    assert [info.seat_of(u) for u in (HOST, C, B, D)] == [0, 1, 2, None]
    assert dict(info.options) == {"vp_target": 8, "players": 3}
    assert start.must_act and start.pending[0]["kind"] == "setup_settlement"
    assert any(e["type"] == "setup_started" for e in start.events)
    with pytest.raises(NotInLobby):
        await service.join(game.id, D)
    with pytest.raises(NotInLobby):
        await service.start_game(game.id, HOST)
    stored = await service.repo.load_game(game.id)
    assert stored is not None and stored.seed == 1000  # from the service's seed source


async def test_the_seed_is_never_shown(target: str | Path, caplog: pytest.LogCaptureFixture) -> None:
    secret = 987_654_321_987_654
    caplog.set_level(logging.DEBUG)
    svc = await GameService.open(target, seed_source=lambda: secret)
    try:
        await svc.start()
        game = await started_game(svc)
        results = await play(svc, game.id, 40)
        shown = [
            game, await svc.get_game(game.id), results, await svc.view(game.id, HOST), await svc.view(game.id),
            await svc.recent_events(game.id, 40), await svc.legal_actions(game.id, HOST),
        ]  # fmt: skip
        assert str(secret) not in repr(shown)
        assert str(secret) not in caplog.text
        assert (await svc.export_game(game.id))["seed"] == secret  # only the admin export has it
    finally:
        await svc.close()


async def test_capacity_and_minimum(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST)
    with pytest.raises(NotEnoughPlayers, match="2 to 6"):
        await service.start_game(game.id, HOST)
    for user in (B, C, D, E, E + 1):
        await service.join(game.id, user)
    with pytest.raises(LobbyFull):
        await service.join(game.id, E + 2)
    started = (await service.start_game(game.id, HOST)).game
    assert engine.Options.from_dict(dict(started.options)).players == len(started.players) == 6
    assert len((await service.view(game.id))["board"]["terrain"]) == 30  # SIX-GEO-2: the larger island


async def test_SIX_GEN_1_a_table_of_four_is_full_at_four(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST, {"players": 4})
    for user in (B, C, D):
        await service.join(game.id, user)
    with pytest.raises(LobbyFull):
        await service.join(game.id, E)


async def test_SIX_CK_1_five_seats_of_people_and_built_in_players_in_cities_and_knights(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST, {"expansion": "cities_and_knights", "six_sbp_skip": "on_request"})
    await service.join(game.id, B)
    for _ in range(3):
        await service.add_bot(game.id, HOST, "easy")
    started = (await service.start_game(game.id, HOST)).game
    options = engine.Options.from_dict(dict(started.options))
    assert options.players == 5 and options.expansion == "cities_and_knights" and options.six_sbp_skip == "on_request"


async def test_TWO_COMP_1_two_players_start_the_2_player_variant(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST)
    await service.join(game.id, B)
    started = (await service.start_game(game.id, HOST)).game
    assert started.players == (HOST, B)
    view = await service.view(game.id)
    assert view["two_player"] is not None and len(view["players"]) == 2


async def test_cities_and_knights_lobby_refuses_two_players(service: GameService) -> None:
    with raises_saying(engine.InvalidOptions, "at least 3 players"):
        await service.create_lobby(10, 20, HOST, {"expansion": "cities_and_knights", "players": 2})
    game = await service.create_lobby(10, 20, HOST, {"expansion": "cities_and_knights"})
    await service.join(game.id, B)
    with pytest.raises(NotEnoughPlayers, match=r"needs 3 to 6 players.*2-player variant is for the base game"):
        await service.start_game(game.id, HOST)


async def test_fixed_table_size(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST, {"players": 3})
    await service.join(game.id, B)
    with pytest.raises(NotEnoughPlayers, match="needs 3 players"):
        await service.start_game(game.id, HOST)
    await service.join(game.id, C)
    with pytest.raises(LobbyFull):
        await service.join(game.id, D)


async def test_invalid_options_are_the_engines_error(service: GameService) -> None:
    with pytest.raises(engine.InvalidOptions):
        await service.create_lobby(10, 20, HOST, {"vp_target": 99})
    with pytest.raises(engine.InvalidOptions):
        await service.create_lobby(10, 20, HOST, {"no_such_option": 1})
    # first_player 3 is valid at a table of 4, not at the 3 who actually joined.
    game = await service.create_lobby(10, 20, HOST, {"board": "beginner", "first_player": 3})
    await service.join(game.id, B)
    await service.join(game.id, C)
    with pytest.raises(engine.InvalidOptions):
        await service.start_game(game.id, HOST)
    assert (await service.get_game(game.id)).status == "lobby"


async def test_only_host_or_admin_starts_and_cancels(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST)
    await service.join(game.id, B)
    await service.join(game.id, C)
    with pytest.raises(NotAllowed):
        await service.start_game(game.id, B)
    with pytest.raises(NotAllowed):
        await service.cancel(game.id, B)
    assert (await service.start_game(game.id, B, admin=True)).game.status == "active"
    info = await service.cancel(game.id, C, admin=True, reason="server closing")
    assert (info.status, info.status_reason) == ("cancelled", "server closing")
    with pytest.raises(GameNotActive):
        await service.cancel(game.id, HOST)


async def test_leave_hands_over_host_and_last_one_out_cancels(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST)
    await service.join(game.id, B)
    with pytest.raises(NotAPlayer):
        await service.leave(game.id, C)
    game = await service.leave(game.id, HOST)
    assert (game.players, game.host_id, game.status) == ((B,), B, "lobby")
    game = await service.leave(game.id, B)
    assert game.status == "cancelled" and game.ended_at is not None


async def test_remove_player_from_lobby_and_from_running_game(service: GameService) -> None:
    game = await service.create_lobby(10, 20, HOST)
    await service.join(game.id, B)
    await service.join(game.id, C)
    with pytest.raises(NotAllowed):
        await service.remove_player(game.id, C, by_user_id=B)
    assert (await service.remove_player(game.id, C, by_user_id=HOST)).players == (HOST, B)

    running = await started_game(service)
    await play(service, running.id, 5)
    with pytest.raises(NotAllowed):
        await service.remove_player(running.id, C, by_user_id=B)
    hand_before = (await service.view(running.id, B))["you"]["hand"]
    info = await service.remove_player(running.id, B, by_user_id=B)  # a player may leave by themself
    # Leaving does not end the game for the others: the seat (cards and pieces) stays open.
    assert (info.status, info.vacant, info.version) == ("active", (1,), 5)
    assert info.seat_of(B) is None and info.present == (HOST, C)
    with pytest.raises(SeatLeft):
        await service.act(running.id, B, ("roll",))
    with pytest.raises(SeatLeft):
        await service.remove_player(running.id, B, by_user_id=B)
    with pytest.raises(AlreadyJoined):
        await service.take_seat(running.id, 1, C)
    with pytest.raises(SeatNotOpen):
        await service.take_seat(running.id, 0, 77)
    # Someone new takes the seat, with everything it held.
    before = await service.view(running.id, None)
    info = await service.take_seat(running.id, 1, 77)
    assert info.players == (HOST, 77, C) and info.vacant == () and info.seat_of(77) == 1
    after = await service.view(running.id, 77)
    assert after["you"]["seat"] == 1 and after["you"]["hand"] == hand_before
    assert after["players"] == before["players"] and after["buildings"] == before["buildings"]
    # The remaining players may also end it; it is kept for history.
    info = await service.end_game(running.id, "the players chose to stop")
    assert (info.status, info.status_reason) == ("abandoned", "the players chose to stop")
    assert info.version == 5
    with pytest.raises(GameNotActive, match="abandoned"):
        await service.act(running.id, HOST, ("roll",))
    with pytest.raises(GameNotActive):
        await service.remove_player(running.id, C, by_user_id=HOST)


async def test_everyone_leaving_abandons_the_game(service: GameService) -> None:
    running = await started_game(service)
    for user in (HOST, B):
        assert (await service.remove_player(running.id, user, by_user_id=user)).status == "active"
    info = await service.remove_player(running.id, C, by_user_id=C)
    assert (info.status, info.status_reason) == ("abandoned", "everyone left")


async def test_unknown_game(service: GameService) -> None:
    for call in (
        service.join(999, B),
        service.get_game(999),
        service.act(999, B, ("roll",)),
        service.recent_events(999),
        service.set_message_id(999, "lobby", 1, 2),
    ):
        with pytest.raises(GameNotFound):
            await call


async def test_queries_by_channel_user_and_status(service: GameService) -> None:
    a = await service.create_lobby(10, 20, HOST)
    b = await started_game(service, channel_id=30)
    await service.set_thread(b.id, 31)
    c = await service.create_lobby(10, 20, D)
    await service.cancel(c.id, D)
    assert [g.id for g in await service.games_in_channel(20)] == [a.id]
    assert [g.id for g in await service.games_in_channel(20, include_ended=True)] == [c.id, a.id]
    assert [g.id for g in await service.games_in_channel(31)] == [b.id]  # found from its thread
    assert [g.id for g in await service.games_for_user(C)] == [b.id]
    assert [g.id for g in await service.games_for_user(D, include_ended=True)] == [c.id]
    assert [g.id for g in await service.unfinished_games()] == [b.id, a.id]
