"""Issue #34 (bench/web_latency.py's per-update cost): a move's update is built once per seat and language,
however many boards show it, and the seat views a move did not carry are read once per seat."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from service import GameInfo
from tests.web.conftest import Board
from tests.web.sse import next_event
from web import hub as hub_module


async def test_item3_boards_of_one_seat_share_one_read_and_one_document(
    web: Board, game: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action]:
        seat = engine.must_act(state)[0]
        return info.players[seat], engine.legal_actions(state, seat)[0]

    user, action = await web.service.read(game.id, pick)
    other = next(u for u in game.players if u != user)  # a seat whose view the move may not carry
    streams = [await web.client.get(f"/g/{game.id}/events", params={"t": web.token(other, game.id)}) for _ in range(3)]
    streams += [await web.client.get(f"/g/{game.id}/events") for _ in range(2)]
    for stream in streams:
        await next_event(stream)
    reads: list[Any] = []
    documents: list[Any] = []
    view, document = web.service.view, hub_module.document

    async def counted_view(game_id: int, user_id: int | None = None) -> dict[str, Any]:
        reads.append(user_id)
        return await view(game_id, user_id)

    def counted_document(*args: Any) -> dict[str, Any]:
        documents.append(args[0].seat)
        return document(*args)

    result = await web.service.act(game.id, user, action)  # committed; the hub is told of it next, as publishing does
    monkeypatch.setattr(web.service, "view", counted_view)
    monkeypatch.setattr(hub_module, "document", counted_document)
    await web.board.hub.moved(result)
    updates = [await next_event(stream) for stream in streams]
    assert {u[2] for u in updates[:3]} == {updates[0][2]} and {u[2] for u in updates[3:]} == {updates[3][2]}
    assert sorted(documents, key=str) == sorted([None, game.players.index(other)], key=str)
    assert game.players.index(other) not in result.views and reads == [other]  # once, not once per board
    for stream in streams:
        stream.close()
