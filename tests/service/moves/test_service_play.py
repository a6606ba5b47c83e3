"""Moves through the service: results, errors, changed views, failures that must not corrupt anything."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import engine
from service import GameNotActive, GameService, InternalError, NotAPlayer
from tests.db.factories import USERS
from tests.service.helpers import first_legal, play, started_game


async def test_a_move_returns_what_happened(service: GameService) -> None:
    game = await started_game(service)
    user, action = await first_legal(service, game.id)
    assert action[0] == "settlement"
    result = await service.act(game.id, user, action)
    assert (result.game_id, result.seq, result.state_version, result.user_id) == (game.id, 1, 1, user)
    assert result.seat == game.players.index(user) and result.action == action
    assert [e["type"] for e in result.events] == ["built"]
    assert result.must_act == (result.seat,) and result.pending[0]["kind"] == "setup_road"
    assert result.private_changed == (result.seat,)  # nobody else's hand or options changed
    assert not result.finished and result.winner_seat is None and result.players == game.players
    assert (await service.get_game(game.id)).version == 1


async def test_actions_may_come_as_json_lists(service: GameService) -> None:
    game = await started_game(service)
    user, action = await first_legal(service, game.id)
    result = await service.act(game.id, user, engine.action_to_json(action))
    assert result.action == action
    with pytest.raises(engine.IllegalAction) as err:
        await service.act(game.id, user, ["teleport", 3])
    assert err.value.code == "malformed"


async def test_illegal_actions_change_nothing(service: GameService) -> None:
    game = await started_game(service)
    await play(service, game.id, 10)
    before = await service.view(game.id)
    log_before = await service.recent_events(game.id, 100)
    user, _ = await first_legal(service, game.id)
    waiting = set(game.players) - {user}
    with pytest.raises(engine.IllegalAction):
        await service.act(game.id, user, ("city", 0))
    with pytest.raises(engine.IllegalAction):
        await service.act(game.id, next(iter(waiting)), ("end_turn",))
    with pytest.raises(NotAPlayer):
        await service.act(game.id, 999, ("roll",))
    assert await service.view(game.id) == before
    assert await service.recent_events(game.id, 100) == log_before
    assert (await service.get_game(game.id)).version == 10
    await play(service, game.id, 5)  # and the game goes on


async def test_a_lobby_cannot_be_played(service: GameService) -> None:
    game = await service.create_lobby(10, 20, USERS[0])
    with pytest.raises(GameNotActive, match="not started"):
        await service.act(game.id, USERS[0], ("roll",))
    with pytest.raises(GameNotActive):
        await service.view(game.id, USERS[0])


async def test_a_game_played_to_the_end(service: GameService) -> None:
    game = await started_game(service, 4, options={"vp_target": 5})  # an end is an end: 5 points are enough
    results = await play(service, game.id, 5000)
    last = results[-1]
    assert last.finished and last.winner_seat is not None and last.must_act == () and last.pending == ()
    assert last.seq == len(results)
    info = await service.get_game(game.id)
    assert (info.status, info.winner_seat, info.version) == ("finished", last.winner_seat, last.seq)
    assert info.ended and not info.unfinished
    with pytest.raises(GameNotActive, match="over"):
        await service.act(game.id, USERS[0], ("roll",))
    assert (await service.view(game.id))["winner"] == last.winner_seat  # the final board stays viewable
    assert await service.legal_actions(game.id, USERS[0]) == ()
    assert [g.id for g in await service.unfinished_games()] == []


async def test_private_views_changed_follow_hands_and_options(service: GameService) -> None:
    # A game to 6 victory points: every move is checked, and productions, steals and turns come from the start.
    game = await started_game(service, 4, options={"vp_target": 6})
    results = await play(service, game.id, 5000, rng_seed=3)
    assert (await service.get_game(game.id)).status == "finished"
    seen: set[str] = set()
    for r in results:
        assert r.seat in r.private_changed
        for event in r.events:
            kind = event["type"]
            if kind == "production":
                gainers = {seat for seat, gains in enumerate(event["gains"]) if any(gains)}
                assert gainers <= set(r.private_changed)
                seen.add(kind)
            elif kind == "stolen" and event["resource"] is not None:
                assert event["victim"] in r.private_changed
                seen.add(kind)
            elif kind == "discard_committed":
                seen.add(kind)
            elif kind == "turn_started" and r.action == ("end_turn",):
                assert event["seat"] in r.private_changed  # the new active player's options changed
                seen.add(kind)
    assert {"production", "stolen", "turn_started"} <= seen


async def test_views_per_viewer(service: GameService) -> None:
    game = await started_game(service)
    await play(service, game.id, 30)
    mine = await service.view(game.id, USERS[1])
    public = await service.view(game.id)
    outsider = await service.view(game.id, 999)
    assert mine["viewer"] == 1 and "you" in mine
    assert public["viewer"] is None and "you" not in public and outsider == public
    user, action = await first_legal(service, game.id)
    assert action in await service.legal_actions(game.id, user)
    assert await service.legal_actions(game.id, 999) == ()


async def test_events_handed_out_are_copies(service: GameService) -> None:
    game = await started_game(service)
    results = await play(service, game.id, 40)
    before = await service.view(game.id)
    for r in results:
        for event in r.events:
            for value in event.values():
                if isinstance(value, list):
                    value.append(99)
    assert await service.view(game.id) == before


async def test_recent_events_are_public(service: GameService, target: str | Path) -> None:
    game = await started_game(service, 4)
    results = await play(service, game.id, 400, rng_seed=5)
    logged = await service.recent_events(game.id, 400)
    assert [m.seq for m in logged] == [r.seq for r in results]
    assert [m.action for m in logged] == [r.action for r in results]
    for move, result in zip(logged, results, strict=True):
        assert list(move.events) == engine.events_for(list(result.events), None)
    bought = [e for m in logged for e in m.events if e["type"] == "bought_dev"]
    assert bought and all("card" not in e for e in bought)  # the card bought is secret
    assert [m.seq for m in await service.recent_events(game.id, 3)] == [r.seq for r in results[-3:]]


async def test_message_ids(service: GameService) -> None:
    game = await service.create_lobby(10, 20, USERS[0])
    await service.set_message_id(game.id, "lobby", 20, 5001)
    await service.set_message_id(game.id, "lobby", 20, 5002)
    refs = await service.get_message_ids(game.id)
    assert refs["lobby"].message_id == 5002 and refs["lobby"].channel_id == 20
    assert await service.game_for_message(5002) == game.id
    await service.set_message_id(game.id, "offer:3", 20, 5003)
    await service.delete_message_id(game.id, "offer:3")
    assert set(await service.get_message_ids(game.id)) == {"lobby"}


async def test_a_failed_commit_loses_nothing_and_keeps_the_game_consistent(
    service: GameService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    game = await started_game(service)
    await play(service, game.id, 12)
    before = await service.view(game.id)
    user, action = await first_legal(service, game.id)
    real = service.repo.append_action

    async def failing(*args: Any, **kwargs: Any) -> int:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(service.repo, "append_action", failing)
    with caplog.at_level(logging.ERROR, logger="catanbot.service"), pytest.raises(InternalError):
        await service.act(game.id, user, action)
    assert f"game {game.id}: storing move 13" in caplog.text
    monkeypatch.setattr(service.repo, "append_action", real)
    # The move applied in memory before the failed commit is gone: the game reloads the stored state.
    assert await service.view(game.id) == before
    result = await service.act(game.id, user, action)
    assert result.seq == 13


async def test_an_engine_crash_is_logged_and_the_state_reloaded(
    service: GameService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    game = await started_game(service)
    await play(service, game.id, 6)
    before = await service.view(game.id)
    user, action = await first_legal(service, game.id)
    real = engine.apply_action

    def half_applied(state: engine.GameState, seat: int, act: Any) -> list[dict[str, Any]]:
        real(state, seat, act)  # the state is changed, then the engine "crashes"
        raise KeyError("bug")

    monkeypatch.setattr(engine, "apply_action", half_applied)
    with caplog.at_level(logging.ERROR, logger="catanbot.service"), pytest.raises(InternalError):
        await service.act(game.id, user, action)
    assert f"game {game.id}: the engine failed on move 7" in caplog.text
    monkeypatch.setattr(engine, "apply_action", real)
    assert await service.view(game.id) == before
    assert (await service.act(game.id, user, action)).seq == 7


async def test_a_caller_that_goes_away_still_gets_its_move_committed(service: GameService) -> None:
    game = await started_game(service)
    user, action = await first_legal(service, game.id)
    request = asyncio.ensure_future(service.act(game.id, user, action))
    await asyncio.sleep(0)
    request.cancel()
    with pytest.raises(asyncio.CancelledError):
        await request
    user2, action2 = await first_legal(service, game.id)  # waits for the game's lock: the move is done
    assert (await service.get_game(game.id)).version == 1
    assert (await service.act(game.id, user2, action2)).seq == 2


async def test_close_waits_for_moves_in_flight(target: str | Path) -> None:
    svc = await GameService.open(target)
    await svc.start()
    game = await started_game(svc)
    user, action = await first_legal(svc, game.id)
    request = asyncio.ensure_future(svc.act(game.id, user, action))
    await asyncio.sleep(0)
    await svc.close()
    assert (await request).seq == 1
    with pytest.raises(RuntimeError):
        await svc.act(game.id, user, action)
