"""Issue #34 item 2: an open stream lives no longer than the signed token it was opened with (web/tokens.py,
12 h, renewable), on the board's fake clock; the page's path (renew an hour before, reconnect with the fresh
token) keeps a board live across the old token's expiry."""

from __future__ import annotations

import pytest

import engine
from service import GameInfo
from tests.web.conftest import ORIGIN, Board
from tests.web.sse import next_event
from web import server, tokens
from web.diff import patch
from web.hub import Hub


async def _move(web: Board, game: GameInfo) -> int:
    def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action]:
        seat = engine.must_act(state)[0]
        return info.players[seat], engine.legal_actions(state, seat)[0]

    user, action = await web.service.read(game.id, pick)
    return (await web.pipeline.move(game.id, user, action)).seq


async def test_item2_a_stream_is_closed_at_its_tokens_expiry_and_the_token_then_refused(
    web: Board, game: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "KEEP_ALIVE", 0.05)  # the stream's loop looks at the clock this often
    user = game.players[0]
    token = web.token(user, game.id)
    stream = await web.client.get(f"/g/{game.id}/events", params={"t": token})
    await next_event(stream)
    spectator = await web.client.get(f"/g/{game.id}/events")
    await next_event(spectator)
    web.clock.now += tokens.LIFETIME - 1
    with pytest.raises(TimeoutError):  # still good a second before: kept alive, nothing sent
        await next_event(stream, timeout=0.2)
    web.clock.now += 1
    with pytest.raises(EOFError):  # ended by the server, with no move to wake it
        await next_event(stream, timeout=2.0)
    assert web.board.hub.watching(game.id) == 1  # the spectator's (no token) stays open
    again = await web.client.get(f"/g/{game.id}/events", params={"t": token})
    assert again.status == 403
    await _move(web, game)
    assert (await next_event(spectator))[0] == "update"
    spectator.close()


async def test_item2_a_move_after_expiry_is_not_sent_on_the_expired_stream(web: Board, game: GameInfo) -> None:
    stream = await web.client.get(f"/g/{game.id}/events", params={"t": web.token(game.players[0], game.id)})
    await next_event(stream)
    web.clock.now += tokens.LIFETIME + 5  # the keep-alive (20 s, real time) has not come: the move wakes it
    await _move(web, game)
    with pytest.raises(EOFError):
        await next_event(stream, timeout=2.0)


async def test_item2_the_pages_renewal_keeps_the_board_live_past_the_old_tokens_expiry(
    web: Board, game: GameInfo
) -> None:
    """What board.js does: an hour before its token expires it trades it for a fresh one (POST /token) and
    opens the stream again with it; the old stream ends at the old expiry, the new one carries on."""
    user = game.players[1]
    old = web.token(user, game.id)
    first = await web.client.get(f"/g/{game.id}/events", params={"t": old})
    await next_event(first)
    web.clock.now += tokens.LIFETIME - tokens.RENEW_BEFORE
    answer = await web.client.post(f"/g/{game.id}/token", params={"t": old}, headers={"Origin": ORIGIN})
    renewed = await answer.json()
    assert answer.status == 200 and renewed["renew_in"] == tokens.LIFETIME - tokens.RENEW_BEFORE
    fresh = renewed["t"]
    second = await web.client.get(f"/g/{game.id}/events", params={"t": fresh})
    _, init, _ = await next_event(second)
    web.clock.now += tokens.RENEW_BEFORE  # the old token's expiry
    seq = await _move(web, game)
    with pytest.raises(EOFError):
        await next_event(first, timeout=2.0)
    _, update, _ = await next_event(second)
    doc = patch(init["doc"], update["ops"])
    assert doc["version"] == seq and doc["view"]["you"]["seat"] == 1
    # The renewed token is good until its own expiry (12 h after the renewal), then refused like any other.
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": fresh})).status == 200
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": old})).status == 403
    web.clock.now += tokens.LIFETIME - tokens.RENEW_BEFORE
    assert (await web.client.get(f"/g/{game.id}/state", params={"t": fresh})).status == 403
    second.close()


async def test_item1_sqlite_needs_no_listener_and_a_version_shown_is_not_read_again(web: Board, game: GameInfo) -> None:
    """One process on SQLite: nothing to hear. A change the database tells of is read by the boards only when
    they do not show its version yet, and a process's own moves are left to its publishing."""
    from db.listen import GAME, MOVE, GameChange

    assert await web.service.watch(lambda _c: None, lambda: None) is None
    hub: Hub = web.board.hub
    stream = await web.client.get(f"/g/{game.id}/events")
    _, init, _ = await next_event(stream)
    shown = init["doc"]["version"]
    hub.changed(GameChange(game.id, shown, MOVE, ours=False))  # shown already
    hub.changed(GameChange(game.id, shown + 1, MOVE, ours=True))  # this process's: publishing shows it
    hub.changed(GameChange(game.id + 1, shown + 1, MOVE, ours=False))  # no board of it here
    assert not hub._refreshing
    hub.changed(GameChange(game.id, shown, GAME, ours=True))  # a seat or a status: always read
    assert game.id in hub._refreshing
    await hub.settled()
    stream.close()
