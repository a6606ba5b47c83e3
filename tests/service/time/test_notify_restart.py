"""The 'waits on you' DM and the daily digest (issue #20 item 5) across a restart: what each DM was about,
and when each digest was sent, are in the database (``service.people.notices``), not in the process that sent
them. A fresh notifier and service on the same database (a restart) do not DM again for the same
decision, and DM again for a new one (BASE-TURN-2 the roll, BASE-TURN-3 the main step); a digest is not
sent twice, and one due while the bot was down is sent late, once."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.people.notifier import Notifier
from service import GameService
from service.people.notices import Notices
from service.people.users import UserSettingsService
from service.results import Shown
from service.time.clock import FakeClock
from service.time.table_time import Pause
from tests.db.factories import USERS, next_move

pytestmark = pytest.mark.asyncio


class Client:
    """What the notifier uses of the Discord client: server names, and DMs (recorded)."""

    def __init__(self, sent: list[tuple[int, str]]) -> None:
        self.sent = sent
        self.silent: list[bool] = []  # each DM's silent flag (Discord's SUPPRESS_NOTIFICATIONS)

    def get_guild(self, _guild_id: int) -> None:
        return None

    async def fetch_user(self, user_id: int) -> Any:
        async def send(text: str, **kwargs: Any) -> None:
            self.sent.append((user_id, text))
            self.silent.append(bool(kwargs.get("silent")))

        return SimpleNamespace(send=send)


class Told:
    """The notifier as the move pipeline drives it (issue #30 item 4): the service works out whom to DM and
    notes it (``service.people.notices``, ``MovePipeline.shown``), the notifier sends."""

    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier

    async def after_move(self, result: Any) -> None:
        notices = await self.notifier.notices.due(result)
        await self.notifier.after_move(SimpleNamespace(table=result.table, shown=Shown(notices=notices)))  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.notifier, name)


def make_notifier(service: GameService, clock: FakeClock, sent: list[tuple[int, str]]) -> Any:
    async def names(game: Any) -> list[str]:
        return [f"P{s}" for s in range(len(game.players))]

    return Told(Notifier(Client(sent), service, clock.now, names, Notices(service.repo, clock.now)))  # type: ignore[arg-type]


async def _open(path: Path, clock: FakeClock) -> GameService:
    service = await GameService.open(path, synchronous="OFF", clock=clock, seed_source=lambda: 5)
    await service.start(verify="off")
    return service


async def test_a_restart_does_not_send_the_same_waits_on_you_dm_again(tmp_path: Path) -> None:
    path = tmp_path / "notify.sqlite3"
    clock = FakeClock(1_767_225_600.0)
    sent: list[tuple[int, str]] = []
    service = await _open(path, clock)
    try:
        game = await service.create_lobby(10, 20, USERS[0])
        for user in USERS[1:3]:
            await service.join(game.id, user)
        game = (await service.start_game(game.id, USERS[0])).game
        rng = random.Random(3)
        while True:  # the set-up, greedily, to the first roll
            move = await service.read(game.id, lambda _i, s: None if s.step == "pre_roll" else next_move(s, rng))
            if move is None:
                break
            await service.act(game.id, game.players[move[0]], move[1])
        active = await service.read(game.id, lambda _i, s: s.active)
        person = game.players[active]
        await UserSettingsService(service.repo, clock.now).set_notify(person, "dm")
        notifier = make_notifier(service, clock, sent)
        rolled = await service.act(game.id, person, ("roll",))
        await notifier.after_move(rolled)
        assert rolled.table.view["step"] == "main"  # the seeded roll is no 7
        assert [u for u, _ in sent] == [person] and f"game #{game.id} waits on you" in sent[0][1]
        # issue #29 item 6: the DM speaks to its reader ("Waiting for you to ..."), never of them by name
        assert "Waiting for you to trade, build, or end the turn." in sent[0][1], sent[0][1]
        await notifier.after_move(rolled)  # the same decision again: no second DM
        assert len(sent) == 1
    finally:
        await service.close()

    service = await _open(path, clock)  # the restart: a fresh service and notifier, same database
    try:
        notifier = make_notifier(service, clock, sent)
        again = await service.table(game.id)
        await notifier.after_move(SimpleNamespace(table=again))  # type: ignore[arg-type]
        assert len(sent) == 1  # still the same decision (its turn's main step): not told twice
        ended = await service.act(game.id, person, ("end_turn",))
        await notifier.after_move(ended)
        assert len(sent) == 1  # now it waits on the next player, who takes pings
        assert await service.repo.notes(game.id, "told:") == {}  # nothing waits on the person: note dropped
        table = await service.table(game.id)
        while table.view["active"] != active:  # round the table back to the person's roll
            seat = table.view["active"]
            result = await service.act(game.id, game.players[seat], ("roll",))
            assert result.table.view["step"] == "main"  # no 7 on the way round (the seed is fixed)
            result = await service.act(game.id, game.players[seat], ("end_turn",))
            await notifier.after_move(result)
            table = result.table
        assert len(sent) == 2 and sent[1][0] == person and "waits on you" in sent[1][1]
    finally:
        await service.close()


async def test_a_daily_digest_is_sent_once_across_restarts_and_late_rather_than_never(tmp_path: Path) -> None:
    path = tmp_path / "digest.sqlite3"
    clock = FakeClock(datetime(2026, 3, 2, 18, 0, tzinfo=UTC))
    sent: list[tuple[int, str]] = []
    service = await _open(path, clock)
    try:
        game = await service.create_lobby(10, 20, USERS[0])
        for user in USERS[1:3]:
            await service.join(game.id, user)
        game = (await service.start_game(game.id, USERS[0])).game
        person = game.players[(await service.table(game.id)).view["active"]]
        await UserSettingsService(service.repo, clock.now).set_notify(person, "digest", "19:00")  # UTC
        notifier = make_notifier(service, clock, sent)
        assert await notifier.digest_tick() == clock.now() + 900  # looks again within 15 min
        clock.set(datetime(2026, 3, 2, 18, 55, tzinfo=UTC))
        assert await notifier.digest_tick() == datetime(2026, 3, 2, 19, 0, tzinfo=UTC).timestamp()
        clock.set(datetime(2026, 3, 2, 19, 0, 30, tzinfo=UTC))
        await notifier.digest_tick()
        assert [u for u, _ in sent] == [person] and "daily Catan digest" in sent[0][1]
        assert f"#{game.id}" in sent[0][1]
    finally:
        await service.close()

    for when in (datetime(2026, 3, 2, 19, 5, tzinfo=UTC), datetime(2026, 3, 3, 21, 30, tzinfo=UTC)):
        clock.set(when)  # a restart just after the digest; then one while the next was due (down at 19:00)
        service = await _open(path, clock)
        try:
            notifier = make_notifier(service, clock, sent)
            await notifier.digest_tick()
            await notifier.digest_tick()
        finally:
            await service.close()
    assert [u for u, _ in sent] == [person, person]  # not again at 19:05; the missed one late, once


async def test_item29_9_one_dm_per_turn_and_silent_in_quiet_hours(tmp_path: Path) -> None:
    """Issue #29 item 9 on the fake clock: a person who takes DMs is told once per turn (not once for the
    roll and again for the main step of the same turn), and a DM that falls in their quiet hours arrives
    silently (``silent=True``: Discord's SUPPRESS_NOTIFICATIONS), one outside them with a notification."""
    clock = FakeClock(datetime(2026, 3, 2, 1, 0, tzinfo=UTC))  # 02:00 in Berlin: quiet
    sent: list[tuple[int, str]] = []
    service = await _open(tmp_path / "quiet.sqlite3", clock)
    try:
        game = await service.create_lobby(10, 20, USERS[0])
        for user in USERS[1:3]:
            await service.join(game.id, user)
        game = (await service.start_game(game.id, USERS[0])).game
        rng = random.Random(3)
        while True:  # the set-up, greedily, to the first roll
            move = await service.read(game.id, lambda _i, s: None if s.step == "pre_roll" else next_move(s, rng))
            if move is None:
                break
            await service.act(game.id, game.players[move[0]], move[1])
        active = await service.read(game.id, lambda _i, s: s.active)
        person = game.players[active]
        users = UserSettingsService(service.repo, clock.now)
        await users.set_notify(person, "dm")
        await users.set_time(person, zone_name="Europe/Berlin", quiet_from="23:00", quiet_to="08:00")
        notifier = make_notifier(service, clock, sent)
        client = notifier.client
        await notifier.after_move(SimpleNamespace(table=await service.table(game.id)))  # type: ignore[arg-type]
        assert [u for u, _ in sent] == [person] and client.silent == [True]  # 02:00 their time: no sound
        rolled = await service.act(game.id, person, ("roll",))
        assert rolled.table.view["step"] == "main"
        await notifier.after_move(rolled)
        assert len(sent) == 1  # the main step of the same turn: no second DM
        ended = await service.act(game.id, person, ("end_turn",))
        await notifier.after_move(ended)
        clock.set(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))  # 10:00 in Berlin: awake
        table = await service.table(game.id)
        while table.view["active"] != active:  # round the table back to the person's roll
            seat = table.view["active"]
            await service.act(game.id, game.players[seat], ("roll",))
            table = (await service.act(game.id, game.players[seat], ("end_turn",))).table
            await notifier.after_move(SimpleNamespace(table=table))  # type: ignore[arg-type]
        assert [u for u, _ in sent] == [person, person] and client.silent == [True, False]
    finally:
        await service.close()


async def test_item29_12_the_inbox_shows_pauses_requests_and_since_when_a_game_waits_on_whom(tmp_path: Path) -> None:
    """Issue #29 item 12: `/catan me games` says whom each game waits on since when (a Discord timestamp), a
    pause asked (and until when it may be agreed) and a pause in force."""
    clock = FakeClock(datetime(2026, 3, 2, 12, 0, tzinfo=UTC))
    service = await _open(tmp_path / "inbox.sqlite3", clock)
    try:
        game = await service.create_lobby(10, 20, USERS[0])
        for user in USERS[1:3]:
            await service.join(game.id, user)
        game = (await service.start_game(game.id, USERS[0])).game
        notifier = make_notifier(service, clock, [])
        first = (await service.table(game.id)).view["active"]
        since = f"since <t:{int(game.updated_at)}:f>."
        text = await notifier.inbox_text(USERS[0])
        assert f"Waiting for P{first} to place a settlement" in text and since in text and "next to it" not in text
        asker = (first + 1) % 3
        asked = Pause(game.players[asker], asker, clock.now() + 86400, frozenset({game.players[asker]}),
                      asked_at=clock.now())  # fmt: skip

        def put(pause: Pause) -> Any:
            def change(settings: dict[str, Any], _pending: Any) -> dict[str, Any]:
                return {**settings, "pause": pause.to_json()}

            return service.change_settings(game.id, change, what="test pause")

        await put(asked)
        lapses = int(clock.now() + 12 * 3600)
        text = await notifier.inbox_text(USERS[0])
        assert f"⏸️ P{asker} asks to pause it: agree by <t:{lapses}:t> (<t:{lapses}:R>)." in text
        assert since in text
        await put(Pause(asked.user_id, asker, asked.until, frozenset(game.players), True, asked.asked_at))
        text = await notifier.inbox_text(USERS[0])
        assert f"⏸️ Paused for P{asker} until <t:{int(asked.until)}:f> (or `/catan me back`)." in text
        assert "Waiting for" not in text
    finally:
        await service.close()
