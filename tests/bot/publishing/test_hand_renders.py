"""A game's hand images go to the render pool together, and their DMs to Discord in seat order.

One after another, the start of a game (every seat's hand) waited for each hand's render in turn behind
every other game's renders: at 200 concurrent games (bench/discord_layer.py) a game's start-up hands were
still queued after 300 s. The pictures and the messages are the same; only the renders overlap.

Issue #32 item 2: a hand DM shows its picture only while the player owes a trade-and-build step or a discard
(``hand_messages.PICTURE_DECISIONS``); the first tests let every seat show it (``every_seat_shows_its_picture``)
to test the batching alone.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

import engine
import rendering
from cogs.publishing import hand_hold, hand_messages
from rendering import worker
from service.orders.standing_orders import StandingOrders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.languages import ENGLISH, forced

pytestmark = pytest.mark.asyncio


def every_seat_shows_its_picture(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hand_messages, "to_act", lambda view, seat: True)


@pytest.fixture(autouse=True)
def pictures_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests step faster than a person plays: each picture would wait for the one before it
    (``PICTURE_HOLD_SECONDS``, tested on a fake clock in test_hand_picture_hold.py)."""
    monkeypatch.setattr(hand_hold, "PICTURE_HOLD_SECONDS", 0.0)


class InFlight:
    """Wraps ``worker.hand_if_changed``: how many hand renders were in flight at once, at most, and how many
    pictures came out the same as the DM's (nothing encoded)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.now = 0
        self.most = 0
        self.renders = 0
        self.kept = 0
        original = worker.hand_if_changed

        async def counted(view: dict[str, Any], names: Any = None, shown: str | None = None,
                          language: str | None = None) -> tuple[str, bytes | None]:  # fmt: skip
            self.now += 1
            self.renders += 1
            self.most = max(self.most, self.now)
            try:
                await asyncio.sleep(0.05)  # a render takes time: the others of its batch are requested meanwhile
                digest, data = await original(view, names, shown, language)
                self.kept += data is None
                return digest, data
            finally:
                self.now -= 1

        monkeypatch.setattr(worker, "hand_if_changed", counted)


async def test_a_game_start_renders_every_hand_at_once_and_sends_them_in_seat_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    every_seat_shows_its_picture(monkeypatch)
    flight = InFlight(monkeypatch)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hands.sqlite3", seed=3)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")]
        async with world.running():
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            assert flight.renders == 4 and flight.most == 4, (flight.renders, flight.most)
            first_hands = []
            for user in table.users:
                assert user is not None
                dms = [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content]
                assert len(dms) == 1 and dms[0].attachments, user.name
                first_hands.append(dms[0].id)
            assert first_hands == sorted(first_hands), "the hand DMs go out in seat order"


async def test_item32_2_a_hand_dm_whose_picture_stays_the_same_is_edited_without_a_new_image(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #32 item 2: a hand message that changes in text only (here: the standing orders line) keeps its
    image: the edit uploads nothing, and the image it keeps is still exactly the hand's current picture."""
    every_seat_shows_its_picture(monkeypatch)
    flight = InFlight(monkeypatch)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hands.sqlite3", seed=3)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            ann = people[0]
            before = _hand_dm(fd, ann)
            picture, text = before.attachments[0].id, before.content
            assert flight.kept == 0 and "Standing orders" not in text
            await bot.orders.set_orders(ann.id, StandingOrders(decline_trades=True), table.game_id)
            game = await bot.service.get_game(table.game_id)
            # The move pipeline reads the standing orders' lines for the hands it publishes (``Shown``).
            lines = tuple(await bot.orders.hand_lines(game.id, 0, ann.id))
            await bot.publisher.refresh_hand(game, 0, orders=lines)
            await fd.settle()
            after = _hand_dm(fd, ann)
            assert "📜 Standing orders" in after.content, after.content
            assert flight.kept == 1
            assert [a.id for a in after.attachments] == [picture], "the edit uploaded the same picture again"
            names = await bot.publisher.picture_names(game)
            assert after.attachments[0].data == rendering.render_hand(await table.view(0), names, language=forced() or ENGLISH)
            # A change the picture shows still brings a new image (the next move's hands).
            renders, shown = flight.renders, {u.id: _hand_dm(fd, u).attachments[0].data for u in people}
            await table.step()
            await fd.settle()
            changed = [u for u in people if _hand_dm(fd, u).attachments[0].data != shown[u.id]]
            assert flight.renders > renders and changed


def _hand_dm(fd: FakeDiscord, user: Any) -> Any:
    dms = [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content]
    assert len(dms) == 1, user.name  # one message per game, edited in place
    return dms[0]


async def test_item32_2_a_hand_dm_shows_its_picture_only_while_the_player_builds_or_discards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #32 item 2: the hand's picture is posted when the player owes the trade-and-build step (or a
    discard) and taken off when it could go stale otherwise; most hand changes (others' rolls, robberies)
    upload nothing. Whenever a DM shows a picture, it is exactly the picture of the hand its text shows."""
    flight = InFlight(monkeypatch)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hands.sqlite3", seed=3)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            game = await bot.service.get_game(table.game_id)
            names = await bot.publisher.picture_names(game)
            assert not any(_hand_dm(fd, u).attachments for u in people), "nobody builds before the first roll"
            shown_while_building = taken_off = 0
            had: dict[int, bool] = {}
            for _ in range(40):
                await table.step()
                await fd.settle()
                for seat, user in enumerate(people):
                    view = await table.view(seat)
                    dm = _hand_dm(fd, user)
                    building = hand_messages.to_act(view, seat)
                    if dm.attachments:
                        # Never a picture that contradicts the hand: the very picture of the seat's view now.
                        assert dm.attachments[0].data == rendering.render_hand(view, names, language=forced() or ENGLISH), (user.name, view["step"])
                        assert building, (user.name, view["step"], view["active"])
                        shown_while_building += 1
                    elif had.get(seat):
                        taken_off += 1
                    had[seat] = bool(dm.attachments)
                    if building and view["active"] == seat and view["step"] == engine.state.MAIN:
                        assert dm.attachments, (user.name, "the builder's DM shows the hand's picture")
            assert shown_while_building and taken_off
            assert flight.renders < 40  # the seats not building rendered nothing


async def test_item32_2_the_pictures_build_now_marks_follow_the_legal_actions_when_the_text_stays(
    tmp_path: Path,
) -> None:
    """Issue #32 item 2 (a bug): the hand's picture marks a purchase "✓ build now" or "✓ affordable" from the
    legal actions beside the hand; when only they change (a spot is taken, the turn moves on) the text stays the
    same and the DM used to keep the old picture. Now the picture follows, and the text is left as it was."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hands.sqlite3", seed=3)
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            game = await bot.service.get_game(table.game_id)
            names = await bot.publisher.picture_names(game)
            view = await table.view(0)
            road = ["road", 5]  # the picture reads the kinds of the legal actions
            you = {**view["you"], "hand": {**view["you"]["hand"], "brick": 1, "lumber": 1}}
            building = {**view, "step": engine.state.MAIN, "pending": [{"seat": 0, "kind": "main", "blocking": True}]}
            can_build = {**building, "you": {**you, "legal_actions": [["end_turn"], list(road)]}}
            no_spot = {**building, "you": {**you, "legal_actions": [["end_turn"]]}}
            await bot.publisher.refresh_hand(game, 0, known=(game.version, can_build))
            await fd.settle()
            dm = _hand_dm(fd, people[0])  # the message as the fake Discord holds it: edits change it
            text, picture = dm.content, dm.attachments[0].data
            assert picture == rendering.render_hand(can_build, names, language=forced() or ENGLISH)
            await bot.publisher.refresh_hand(game, 0, known=(game.version, no_spot))
            await fd.settle()
            assert dm.content == text  # the text shows the same hand
            assert dm.attachments[0].data == rendering.render_hand(no_spot, names, language=forced() or ENGLISH) != picture
