"""Issue #32 item 1 (C&K's bytes): a hand picture that would go up less than ``PICTURE_HOLD_SECONDS`` after the DM's
last one is held back until then, and only the latest goes up; the text is edited at once, and the DM never shows
a picture its text contradicts (none, meanwhile). At a person's pace every picture goes up at once, as before.

On a fake clock (``service.time.clock``): the moves below come within one instant of it, then the clock moves
on by the hold. Every seat shows its picture (``to_act``), so every move changes some DM's picture.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

import rendering
from cogs.publishing import hand_hold, hand_messages
from service.time.clock import FakeClock
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.languages import ENGLISH, forced

pytestmark = pytest.mark.asyncio

PEOPLE = ("Ann", "Bo", "Cy", "Di")


def _hand_dm(fd: FakeDiscord, user: Any) -> Any:
    dms = [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content]
    assert len(dms) == 1, user.name  # one message per game, edited in place
    return dms[0]


class Uploads:
    """Every hand picture the DMs showed, by attachment id (an edit keeping its picture keeps the id)."""

    def __init__(self, fd: FakeDiscord, people: list[Any]) -> None:
        self.fd, self.people, self.seen = fd, people, set[str]()

    def look(self) -> None:
        for user in self.people:
            self.seen.update(str(a.id) for a in _hand_dm(self.fd, user).attachments)


async def _current(table: Any, fd: FakeDiscord, people: list[Any], names: list[str]) -> int:
    """Assert that no DM shows a picture other than its hand's now; the number of DMs showing none."""
    none = 0
    for seat, user in enumerate(people):
        dm = _hand_dm(fd, user)
        if dm.attachments:
            assert dm.attachments[0].data == rendering.render_hand(await table.view(seat), names, language=forced() or ENGLISH), user.name
        else:
            none += 1
    return none


async def _until_shown(fd: FakeDiscord, people: list[Any], bot: Any) -> None:
    """The held pictures' timers woke: wait (real time) for their edits to reach the fake Discord."""
    for _ in range(200):
        if not bot.publisher._hand_held and all(_hand_dm(fd, u).attachments for u in people):
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the held pictures did not go up")


async def test_item32_1_quick_changes_upload_the_latest_picture_once_the_hold_is_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_messages, "to_act", lambda view, seat: True)
    clock = FakeClock()
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hold.sqlite3", seed=3, clock=clock)
        people = [fd.add_user(name) for name in PEOPLE]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            game = await bot.service.get_game(table.game_id)
            names = await bot.publisher.picture_names(game)
            uploads = Uploads(fd, list(people))
            assert await _current(table, fd, people, names) == 0  # the first pictures go up at once
            uploads.look()
            first = len(uploads.seen)
            held = 0
            texts_before = [_hand_dm(fd, u).content for u in people]
            for _ in range(8):  # quick moves: the clock does not move
                await table.step()
                await fd.settle()
                held = max(held, await _current(table, fd, people, names))  # none stale, ever
                uploads.look()
            texts = [_hand_dm(fd, u).content for u in people]
            assert held and texts != texts_before  # pictures were held; the texts followed the moves at once
            assert len(uploads.seen) == first, "no picture went up within the hold"
            await clock.advance(hand_hold.PICTURE_HOLD_SECONDS)  # at most this late
            await _until_shown(fd, people, bot)
            assert await _current(table, fd, people, names) == 0  # the latest picture of every hand
            assert [_hand_dm(fd, u).content for u in people] == texts  # the text was current already
            uploads.look()
            assert len(uploads.seen) - first <= held, "one picture per held DM, the latest"


async def test_item32_1_at_a_persons_pace_every_picture_goes_up_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hand_messages, "to_act", lambda view, seat: True)
    clock = FakeClock()
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "pace.sqlite3", seed=3, clock=clock)
        people = [fd.add_user(name) for name in PEOPLE]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 4})
            await fd.settle()
            game = await bot.service.get_game(table.game_id)
            names = await bot.publisher.picture_names(game)
            for _ in range(6):
                await clock.advance(hand_hold.PICTURE_HOLD_SECONDS)  # a person's pace: slower than the hold
                await table.step()
                await fd.settle()
                assert await _current(table, fd, people, names) == 0  # every DM shows its hand's picture now
                assert not bot.publisher._hand_held
