"""Issue #34 item 2b: the board as a Discord Activity, on the server's side. The code the Activity's page gets
from Discord's client is traded at the fake Discord's OAuth2 token endpoint; the answer is a board token for
that person and the game of the channel the Activity was started in."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import engine
from tests.db.factories import USERS
from tests.service.helpers import started_game
from tests.web.activity_helpers import ELSEWHERE, THREAD, Activity, activity_board
from web import tokens
from web.activity import ACTIVITY_CSP, game_of_channel
from web.settings import WebSettings


@pytest.fixture
async def activity(tmp_path: Path) -> AsyncIterator[Activity]:
    async with activity_board(tmp_path) as made:
        yield made


async def test_item2b_a_seated_persons_code_gives_a_token_for_their_seat(activity: Activity) -> None:
    status, answer = await activity.sign_in(USERS[1])
    assert status == 200 and answer["game"] == activity.game.id and answer["seat"] == 1
    state = await activity.client.get(f"/g/{activity.game.id}/state", params={"t": answer["t"]})
    doc = (await state.json())["doc"]
    assert doc["seat"] == 1 and doc["view"]["you"]["seat"] == 1  # their hand
    assert activity.fd.server.oauth.exchanges[-1][1] == 200


async def test_item2b_a_person_not_seated_gets_the_public_board(activity: Activity) -> None:
    status, answer = await activity.sign_in(USERS[3])
    assert status == 200 and answer["game"] == activity.game.id and answer["seat"] is None
    doc = (await (await activity.client.get(f"/g/{activity.game.id}/state", params={"t": answer["t"]})).json())["doc"]
    assert doc["seat"] is None and "you" not in doc["view"]


async def test_item2b_a_wrong_used_or_expired_code_is_refused(activity: Activity) -> None:
    status, answer = await activity.sign_in(USERS[1], code="not-a-code")
    assert status == 403 and answer["refused"]
    code = activity.fd.server.oauth.code_for(activity.people[USERS[1]])
    assert (await activity.sign_in(USERS[1], code=code))[0] == 200
    assert (await activity.sign_in(USERS[1], code=code))[0] == 403  # a code works once
    stale = activity.fd.server.oauth.code_for(activity.people[USERS[1]])
    activity.fd.server.oauth.expire(stale)
    assert (await activity.sign_in(USERS[1], code=stale))[0] == 403
    assert [status for _, status in activity.fd.server.oauth.exchanges] == [400, 200, 400, 400]


async def test_item2b_item5_the_token_never_works_for_another_game(activity: Activity) -> None:
    other = await started_game(activity.service, 3, channel_id=30)
    _, answer = await activity.sign_in(USERS[1])
    refused = await activity.client.get(f"/g/{other.id}/state", params={"t": answer["t"]})
    assert refused.status == 403
    moved = await activity.client.post(f"/g/{other.id}/move", params={"t": answer["t"]}, json={"action": ["x"]},
                                       headers={"Origin": activity.proxy})  # fmt: skip
    assert moved.status == 403
    activity.clock.now += tokens.LIFETIME + 1  # and it expires as a link does
    assert (await activity.client.get(f"/g/{activity.game.id}/state", params={"t": answer["t"]})).status == 403


async def test_item2b_a_channel_without_a_game_and_a_bad_request_are_refused(activity: Activity) -> None:
    status, answer = await activity.sign_in(105, ELSEWHERE)  # a channel without games, and they play none
    assert status == 404 and answer["refused"]
    for body in ({}, {"code": "x"}, {"code": "x", "channel_id": "1"}, {"code": "", "instance_id": "i-1"},
                 {"code": "x", "instance_id": "i 1/../x"}, {"code": "x", "instance_id": "i" * 101}, []):
        response = await activity.client.post("/activity/token", json=body, headers={"Origin": activity.proxy})
        assert response.status == 400, body
    foreign = await activity.client.post("/activity/token", json={"code": "x", "instance_id": "i-1"},
                                         headers={"Origin": "https://evil.example"})  # fmt: skip
    assert foreign.status == 403
    assert activity.fd.server.oauth.exchanges == [(activity.fd.server.oauth.exchanges[0][0], 200)]


async def test_item2b_item5_the_channel_is_the_one_discord_says_not_the_pages(activity: Activity) -> None:
    """The page's channel id is its address's word; the bot asks Discord where the instance runs and who has it
    open: someone else's instance, an ended one or an unknown one gives no token."""
    theirs = activity.open_in(USERS[0])
    status, answer = await activity.sign_in(USERS[1], instance=theirs)  # Bo did not open Ann's instance
    assert status == 403 and answer["refused"] and "t" not in answer
    activity.fd.server.oauth.join(theirs, activity.people[USERS[1]])  # now he has joined it
    status, answer = await activity.sign_in(USERS[1], instance=theirs)
    assert status == 200 and answer["seat"] == 1
    activity.fd.server.oauth.end(theirs)
    assert (await activity.sign_in(USERS[0], instance=theirs))[0] == 403  # everyone left: it ended
    assert (await activity.sign_in(USERS[0], instance="i-0-gc-1-2"))[0] == 403  # never was
    # A page that names the game's thread while its instance runs elsewhere gets the game of where it runs: none.
    body = {"code": activity.fd.server.oauth.code_for(activity.people[USERS[1]]), "channel_id": str(THREAD),
            "instance_id": activity.open_in(USERS[1], ELSEWHERE)}  # fmt: skip
    elsewhere = await activity.client.post("/activity/token", json=body, headers={"Origin": activity.proxy})
    assert elsewhere.status == 200 and (await elsewhere.json())["game"] == activity.game.id  # the one game he plays
    body["code"], body["instance_id"] = activity.fd.server.oauth.code_for(activity.people[105]), activity.open_in(105, ELSEWHERE)
    assert (await activity.client.post("/activity/token", json=body, headers={"Origin": activity.proxy})).status == 404


async def test_item2b_item5_the_activity_page_is_framed_by_discord_and_holds_no_secret(activity: Activity) -> None:
    page = await activity.client.get("/", params={"frame_id": "f", "instance_id": "i", "platform": "desktop"})
    text = await page.text()
    csp = page.headers["Content-Security-Policy"]
    assert page.status == 200 and csp == ACTIVITY_CSP and "https://*.discordsays.com" in csp
    assert "frame-ancestors https://discord.com" in csp and "script-src 'self'" in csp and "unsafe" not in csp
    assert activity.fd.server.oauth.client_id in text and activity.fd.server.oauth.client_secret not in text
    board = await activity.client.get(f"/g/{activity.game.id}")
    assert "discordsays" not in board.headers["Content-Security-Policy"]  # the plain board keeps its own policy


async def test_item2b_the_game_of_a_channel_is_the_one_the_person_plays(activity: Activity) -> None:
    service = activity.service
    voice = 50  # a channel without games: the one game the person plays in that server
    assert (await game_of_channel(service, voice, USERS[1], 10)).id == activity.game.id  # type: ignore[union-attr]
    assert await game_of_channel(service, voice, USERS[1], 11) is None  # another server
    assert await game_of_channel(service, voice, 105, 10) is None  # they play nothing
    lobby = await service.create_lobby(10, 40, USERS[0])  # a lobby and a running game in one channel
    running = await started_game(service, 3, channel_id=40)
    assert (await game_of_channel(service, 40, USERS[1])).id == running.id  # type: ignore[union-attr]
    assert (await game_of_channel(service, 40, 105)).id == running.id  # type: ignore[union-attr]  # the only one running
    await started_game(service, 3, channel_id=40)
    assert await game_of_channel(service, 40, 105) is None  # two running, and they play neither
    assert lobby.id != running.id
    assert await game_of_channel(service, voice, USERS[1], 10) is None  # now they play two: which is not guessed


def test_item2b_the_activity_settings_go_together() -> None:
    assert WebSettings.from_env({"WEB_LISTEN": "127.0.0.1:0"}).activity is None  # type: ignore[union-attr]
    made = WebSettings.from_env({"WEB_LISTEN": "127.0.0.1:0", "ACTIVITY_CLIENT_ID": "123",
                                 "ACTIVITY_CLIENT_SECRET": "s3cret"})  # fmt: skip
    assert made is not None and made.activity is not None and made.activity.origin == "https://123.discordsays.com"
    assert "s3cret" not in repr(made.activity)
    for env in ({"ACTIVITY_CLIENT_ID": "123"}, {"ACTIVITY_CLIENT_ID": "abc", "ACTIVITY_CLIENT_SECRET": "s"}):
        with pytest.raises(ValueError, match="ACTIVITY_"):
            WebSettings.from_env({"WEB_LISTEN": "127.0.0.1:0", **env})


async def test_item2b_item4_a_move_from_the_activity_goes_through_discords_proxy_origin(activity: Activity) -> None:
    """Inside Discord the board's requests carry Origin https://<client id>.discordsays.com: moves are taken."""
    seat = await activity.service.read(activity.game.id, lambda info, state: engine.must_act(state)[0])
    _, answer = await activity.sign_in(USERS[seat])
    state = await (await activity.client.get(f"/g/{activity.game.id}/state", params={"t": answer["t"]})).json()
    move = state["doc"]["legal"]["acts"][0]["a"]
    played = await activity.client.post(f"/g/{activity.game.id}/move", params={"t": answer["t"]},
                                        json={"action": move}, headers={"Origin": activity.proxy})  # fmt: skip
    assert played.status == 200, await played.text()
    assert (await activity.service.get_game(activity.game.id)).version == activity.game.version + 1
