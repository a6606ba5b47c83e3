"""Issue #34 items 2a-5: what the board's server sends whom, and what it refuses."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.constants import KNIGHT, VICTORY_POINT
from service import GameInfo
from service.people.users import UserSettingsService
from tests.db.factories import USERS
from tests.engine.helpers import give_dev
from tests.web.conftest import ORIGIN, Board, open_board
from tests.web.sse import next_event
from ui.i18n.text import Text, Verbatim
from web import tokens
from web.diff import patch

POST = {"Origin": ORIGIN}


async def _waited(web: Board, game: GameInfo) -> tuple[int, int, engine.Action]:
    """The seat the game waits for, its user and a legal action of theirs."""

    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, int, engine.Action]:
        seat = engine.must_act(state)[0]
        return seat, info.players[seat], engine.legal_actions(state, seat)[0]

    return await web.service.read(game.id, pick)


async def test_item3_no_token_gets_the_public_view_and_a_token_its_seat_view(web: Board, game: GameInfo) -> None:
    public = await (await web.client.get(f"/g/{game.id}/state")).json()
    assert public["doc"]["seat"] is None and "you" not in public["doc"]["view"]
    assert public["doc"]["legal"] == {"acts": [], "forms": {}, "firsts": {}}
    assert public["doc"]["view"] == engine.public_view(await web.service.read(game.id, lambda i, s: s))
    mine = await (await web.client.get(f"/g/{game.id}/state", params={"t": web.token(USERS[1], game.id)})).json()
    seat = game.players.index(USERS[1])
    assert mine["doc"]["seat"] == seat and mine["doc"]["view"]["you"]["seat"] == seat
    assert "legal_actions" not in mine["doc"]["view"]["you"]  # sent in their compact form
    expected = engine.view(await web.service.read(game.id, lambda i, s: s), seat)["you"]["legal_actions"]
    assert [a["a"] for a in mine["doc"]["legal"]["acts"]] == expected


async def test_item2a_a_token_for_another_game_or_an_expired_one_is_refused(web: Board, game: GameInfo) -> None:
    other = await web.service.create_lobby(10, 21, USERS[0])
    response = await web.client.get(f"/g/{game.id}/state", params={"t": web.token(USERS[1], other.id)})
    assert response.status == 403 and "expired" in (await response.json())["refused"]
    token = web.token(USERS[1], game.id)
    web.clock.now += tokens.LIFETIME + 1
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": token})).status == 403
    assert (await web.client.get("/g/99999/state")).status == 404


async def test_item5_a_seat_cannot_act_for_another_seat(web: Board, game: GameInfo) -> None:
    _seat, user, action = await _waited(web, game)
    someone_else = next(u for u in game.players if u != user)
    response = await web.client.post(
        f"/g/{game.id}/move", params={"t": web.token(someone_else, game.id)}, json={"action": list(action)},
        headers=POST,
    )  # fmt: skip
    answer = await response.json()
    assert response.status == 409 and answer["refused"] and "legal" in answer
    assert (await web.service.get_game(game.id)).version == game.version  # nothing was played
    spectator = await web.client.post(f"/g/{game.id}/move", json={"action": list(action)}, headers=POST)
    assert spectator.status == 403
    played = await web.client.post(
        f"/g/{game.id}/move", params={"t": web.token(user, game.id)}, json={"action": list(action)}, headers=POST
    )
    assert played.status == 200 and (await played.json())["version"] == game.version + 1
    assert [what for what, _ in web.publisher.calls][-1] == "move"  # through the pipeline's publishing


async def test_item5_a_refusal_is_in_the_viewers_language(web: Board, game: GameInfo) -> None:
    _seat, user, action = await _waited(web, game)
    other = next(u for u in game.players if u != user)
    await UserSettingsService(web.service.repo, web.clock).set_language(other, "de")
    response = await web.client.post(
        f"/g/{game.id}/move", params={"t": web.token(other, game.id)}, json={"action": list(action)}, headers=POST
    )
    text = (await response.json())["refused"]
    assert response.status == 409 and ("nicht" in text or "Warten" in text or "du" in text.lower()), text


async def test_item5_state_changes_need_the_boards_origin(web: Board, game: GameInfo) -> None:
    _seat, user, action = await _waited(web, game)
    params = {"t": web.token(user, game.id)}
    for headers in ({}, {"Origin": "https://evil.example"}, {"Origin": "null"}):
        response = await web.client.post(f"/g/{game.id}/move", params=params, json={"action": list(action)},
                                         headers=headers)  # fmt: skip
        assert response.status == 403, headers
    assert (await web.service.get_game(game.id)).version == game.version


async def test_item5_every_response_carries_the_content_security_policy(web: Board, game: GameInfo) -> None:
    for path in (f"/g/{game.id}", f"/g/{game.id}/state", f"/g/{game.id}/map", "/static/board.js", "/g/99999/state"):
        response = await web.client.get(path)
        csp = response.headers.get("Content-Security-Policy", "")
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp, path
        assert response.headers.get("Referrer-Policy") == "no-referrer", path


async def test_item5_request_size_and_rate_are_limited(web: Board, game: GameInfo) -> None:
    _seat, user, _action = await _waited(web, game)
    params = {"t": web.token(user, game.id)}
    big = await web.client.post(f"/g/{game.id}/move", params=params, data=b"x" * 10_000,
                                headers={**POST, "Content-Type": "application/json"})  # fmt: skip
    assert big.status == 413
    statuses = []
    for _ in range(30):
        response = await web.client.post(f"/g/{game.id}/move", params=params, json={"action": ["nonsense"]},
                                         headers=POST)  # fmt: skip
        statuses.append(response.status)
    assert 429 in statuses and statuses[0] == 400
    web.clock.now += 60  # the bucket refills
    response = await web.client.post(f"/g/{game.id}/move", params=params, json={"action": ["x"]}, headers=POST)
    assert response.status == 400


async def test_item4_a_move_reaches_open_streams_as_what_changed(web: Board, game: GameInfo) -> None:
    seat, user, action = await _waited(web, game)
    spectator = await web.client.get(f"/g/{game.id}/events")
    player = await web.client.get(f"/g/{game.id}/events", params={"t": web.token(user, game.id)})
    _, public_init, _ = await next_event(spectator)
    _, player_init, _ = await next_event(player)
    await web.pipeline.move(game.id, user, action)
    name, public_update, raw = await next_event(spectator)
    assert name == "update" and len(raw) < 5000
    doc = patch(public_init["doc"], public_update["ops"])
    assert doc["view"] == engine.public_view(await web.service.read(game.id, lambda i, s: s))
    assert public_update["log"]  # the move's line
    _, player_update, _ = await next_event(player)
    mine = patch(player_init["doc"], player_update["ops"])
    assert mine["version"] == game.version + 1 and mine["view"]["you"]["seat"] == seat
    spectator.close()
    player.close()


async def _spectated(tmp_path: Path, name: str, hidden: int) -> tuple[bytes, list[bytes]]:
    """A spectator's state and stream over a few moves of a game where seat 0 holds the card ``hidden``."""
    async with open_board(tmp_path, name) as web:
        game = await web.service.create_lobby(10, 20, USERS[0])
        for u in USERS[1:3]:
            game = await web.service.join(game.id, u)
        game = (await web.service.start_game(game.id, USERS[0])).game
        await web.service.read(game.id, lambda info, state: give_dev(state, 0, hidden))
        state = await (await web.client.get(f"/g/{game.id}/state")).read()
        stream = await web.client.get(f"/g/{game.id}/events")
        raws = [(await next_event(stream))[2]]
        for _ in range(4):
            _, user, action = await _waited(web, game)
            await web.pipeline.move(game.id, user, action)
            raws.append((await next_event(stream))[2])
        stream.close()
        return state, raws


async def test_item5_spectators_of_games_differing_only_in_hidden_cards_get_the_same_bytes(tmp_path: Path) -> None:
    knight = await _spectated(tmp_path, "knight", KNIGHT)
    vp = await _spectated(tmp_path, "vp", VICTORY_POINT)
    assert knight == vp


async def test_item3_the_map_comes_from_the_renderers_geometry(web: Board, game: GameInfo) -> None:
    from rendering.geometry import view_geometry

    data: dict[str, Any] = await (await web.client.get(f"/g/{game.id}/map")).json()
    view = await web.service.view(game.id)
    g = view_geometry(view)
    assert len(data["hexes"]) == 19 and len(data["vertices"]) == 54 and len(data["edges"]) == 72
    assert data["hexes"][0]["at"] == [round(g.hexes[0][0], 1), round(g.hexes[0][1], 1)]
    assert [h["terrain"] for h in data["hexes"]] == view["board"]["terrain"]
    assert data["palette"]["players"]["red"] == "#d62839"  # rendering.palette's red, exported


async def test_item2a_a_token_renews_before_it_expires(web: Board, game: GameInfo) -> None:
    token = web.token(USERS[1], game.id)
    web.clock.now += tokens.LIFETIME - 10
    response = await web.client.post(f"/g/{game.id}/token", params={"t": token}, headers=POST)
    fresh = (await response.json())["t"]
    web.clock.now += 3600
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": fresh})).status == 200
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": token})).status == 403
    await asyncio.sleep(0)


async def test_item5_a_person_who_left_their_seat_no_longer_gets_its_view(web: Board, game: GameInfo) -> None:
    """Their open stream was opened for the seat; once they left and someone else took it, the stream ends
    at the next update (the new person's move carries the seat's view) without a word of the seat's view, and
    the page's reconnection with their token gets the public board (issue #34 item 2, seat_changed)."""
    seat, leaver, action = await _waited(web, game)
    stream = await web.client.get(f"/g/{game.id}/events", params={"t": web.token(leaver, game.id)})
    _, init, _ = await next_event(stream)
    assert init["doc"]["view"]["you"]["seat"] == seat
    await web.service.remove_player(game.id, leaver, by_user_id=leaver)
    await web.service.take_seat(game.id, seat, USERS[3])
    result = await web.pipeline.move(game.id, USERS[3], action)
    assert seat in result.views  # the move carried the seat's view: the hub must not hand it to the old stream
    with pytest.raises(EOFError):
        while True:  # a catch-up may come first (the fake publisher shows nothing): never the seat's view
            assert '"you"' not in json.dumps((await next_event(stream))[1])
    again = await web.client.get(f"/g/{game.id}/events", params={"t": web.token(leaver, game.id)})
    _, doc, _ = await next_event(again)
    assert doc["doc"]["seat"] is None and "you" not in doc["doc"]["view"] and doc["doc"]["version"] == result.seq
    again.close()


async def test_item5_a_board_closes_as_its_person_leaves_the_seat_not_at_the_next_move(web: Board, game: GameInfo) -> None:
    """On SQLite no notification comes from the database: leaving goes through the move pipeline's seat_left,
    which the board's publisher follows with a refresh that ends the leaver's stream at once."""
    seat, leaver, _ = await _waited(web, game)
    stream = await web.client.get(f"/g/{game.id}/events", params={"t": web.token(leaver, game.id)})
    _, init, _ = await next_event(stream)
    assert init["doc"]["view"]["you"]["seat"] == seat
    left = await web.service.remove_player(game.id, leaver, by_user_id=leaver)
    await web.pipeline.seat_left(left, seat, Text("seats-how-left", name=Verbatim("Bo")))
    with pytest.raises(EOFError):
        while True:
            assert '"you"' not in json.dumps((await next_event(stream))[1])
    assert ("left", (game.id, seat)) in web.publisher.calls  # and the thread was told


async def test_item5_reads_count_against_the_rate_and_open_boards_are_capped(
    web: Board, game: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    statuses = [(await web.client.get(f"/g/{game.id}/state")).status for _ in range(25)]
    assert statuses[0] == 200 and 429 in statuses
    assert (await web.client.get("/static/board.js")).status == 200  # the page's files are not counted
    web.clock.now += 60
    monkeypatch.setattr("web.hub.MAX_STREAMS", 1)
    first = await web.client.get(f"/g/{game.id}/events")
    await next_event(first)
    assert (await web.client.get(f"/g/{game.id}/events")).status == 503
    first.close()
