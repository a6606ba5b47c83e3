"""Issue #20 items 1-3 applied to running games (``service.time.timekeeping``, ``service.time.reminders``) on a fake
clock, against the fake publisher: quiet hours hold reminders and pings and stop the AFK clock (across
zones and a DST change), vacations hand seats to a built-in player and back, a pause agreed by the whole
table stops moves, reminders and clocks, and game clocks run out into their consequence."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from service import GameInfo, GameService
from service.bots.driver import BotDriver
from service.errors import GamePaused, NotAllowed
from service.moves.pipeline import MovePipeline
from service.people.people_settings import owing
from service.time.clock import FakeClock
from service.time.game_clock import DECIDE, TAKE_SEAT, ClockRules
from service.time.reminders import Reminders
from service.time.table_time import (
    CLOCK_SEATS,
    PAUSE_ASK_HOURS,
    VACATION_SEATS,
    asked_to_agree,
    clocks_of,
    lapsed_seats,
    pause_of,
    paused,
    seats_in,
)
from service.time.timekeeping import Timekeeping
from tests.db.factories import USERS
from tests.service.fakes import FakeDecider, FakePublisher
from tests.service.helpers import first_legal
from ui.i18n.catalogue import localize

pytestmark = pytest.mark.asyncio

HOUR = 3600.0
NAMES = ["Ann", "Bo", "Cy", "Di"]


class Table:
    def __init__(self, service: GameService, clock: FakeClock) -> None:
        self.service = service
        self.clock = clock
        self.publisher = FakePublisher()
        self.decider = FakeDecider()
        self.pipeline = MovePipeline(
            service, self.publisher, timekeeping=Timekeeping, bots=lambda p: BotDriver(p, self.decider)
        )
        assert isinstance(self.pipeline.timekeeping, Timekeeping) and isinstance(self.pipeline.bots, BotDriver)
        self.time, self.driver = self.pipeline.timekeeping, self.pipeline.bots
        self.reminders = Reminders(self.pipeline, afk_hours=24.0)

    async def at(self, when: datetime) -> None:
        """Move the clock to ``when`` and run one reminders pass."""
        self.clock.set(when)
        await self.reminders.tick(self.clock.now())

    async def waiting(self, game_id: int) -> list[int]:
        return sorted(owing((await self.service.view(game_id))["pending"]))


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    seeds = itertools.count(77)
    clock = FakeClock(datetime(2026, 1, 10, 21, 0, tzinfo=UTC))  # 22:00 in Berlin, 16:00 in New York
    service = await GameService.open(tmp_path / "t.sqlite3", synchronous="OFF", clock=clock,
                                     seed_source=lambda: next(seeds))  # fmt: skip
    await service.start(verify="off")
    t = Table(service, clock)
    yield t
    await t.driver.close()
    await service.close()


async def _game(t: Table, *, people: int = 3, settings: dict | None = None) -> GameInfo:
    game = await t.service.create_lobby(10, 20, USERS[0], settings=settings)
    for user in USERS[1:people]:
        await t.service.join(game.id, user)
    started = await t.service.start_game(game.id, USERS[0])
    await t.service.mark_published(game.id, 0)
    return started.game


async def _everyone_sleeps_in(t: Table, zone: str, start: str = "23:00", end: str = "08:00") -> None:
    for user in USERS:
        await t.time.users.set_time(user, zone_name=zone, quiet_from=start, quiet_to=end)


async def test_reminders_wait_for_the_quiet_hours_to_end(table: Table) -> None:
    """No reminder reaches a person in their quiet hours; it arrives when they end (08:00 their time)."""
    await _everyone_sleeps_in(table, "Europe/Berlin")
    table.clock.set(datetime(2026, 1, 10, 22, 30, tzinfo=UTC))  # 23:30 in Berlin: asleep
    game = await _game(table, settings={"reminder_hours": 1})
    await table.at(datetime(2026, 1, 11, 1, 0, tzinfo=UTC))
    await table.at(datetime(2026, 1, 11, 6, 30, tzinfo=UTC))  # 07:30 Berlin: still asleep
    assert table.publisher.of("remind") == []
    await table.at(datetime(2026, 1, 11, 7, 1, tzinfo=UTC))  # 08:01 Berlin
    assert table.publisher.of("remind") == [(game.id, tuple(await table.waiting(game.id)), False)]


async def test_only_the_awake_are_reminded_across_time_zones(table: Table) -> None:
    """Quiet 23:00-07:00 in three zones: at 22:01 UTC the person in New York (17:01) and the one in Tokyo
    (07:01) may be reminded, the one in Berlin (23:01) is not."""
    zones = {USERS[0]: "Europe/Berlin", USERS[1]: "America/New_York", USERS[2]: "Asia/Tokyo"}
    for user, zone in zones.items():
        await table.time.users.set_time(user, zone_name=zone, quiet_from="23:00", quiet_to="07:00")
    game = await _game(table, settings={"reminder_hours": 1})
    waiting = await table.waiting(game.id)
    table.clock.set(datetime(2026, 1, 10, 22, 1, tzinfo=UTC))
    people = await table.time.people([game], fresh=True)
    awake = table.reminders._awake(game, [0, 1, 2], people, table.clock.now())
    assert [game.players[s] for s in awake] == [USERS[1], USERS[2]]
    await table.reminders.tick(table.clock.now())
    sent = table.publisher.of("remind")
    assert all(game.players[s] != USERS[0] for _, seats, _ in sent for s in seats)
    assert len(sent) == (0 if all(game.players[s] == USERS[0] for s in waiting) else 1)


async def test_the_afk_clock_stops_in_quiet_hours(table: Table) -> None:
    """AFK limit 2 h, last move 22:00 Berlin, quiet 23:00-08:00: the take-over comes at 09:00, not 00:00."""
    await _everyone_sleeps_in(table, "Europe/Berlin")
    game = await _game(table, settings={"afk_hours": 2})  # 22:00 in Berlin
    await table.at(datetime(2026, 1, 11, 6, 0, tzinfo=UTC))  # 07:00 Berlin: 9 h of wall time, 1 h awake
    assert table.publisher.of("autopilot") == []
    await table.at(datetime(2026, 1, 11, 7, 59, tzinfo=UTC))  # 08:59 Berlin: 1 h 59 min awake
    assert table.publisher.of("autopilot") == []
    await table.at(datetime(2026, 1, 11, 8, 0, 30, tzinfo=UTC))
    assert [seat for _, seat, _ in table.publisher.of("autopilot")] == (await table.waiting(game.id))[:1]


async def test_the_afk_clock_across_a_dst_change(table: Table) -> None:
    """New York springs forward on 8 March 2026 (02:00 -> 03:00): quiet 23:00-08:00 is 8 hours that night.
    AFK 2 h from 22:00 EST (03:00 UTC): one hour before the quiet hours, the second from 08:00 EDT (12:00 UTC)."""
    await _everyone_sleeps_in(table, "America/New_York")
    table.clock.set(datetime(2026, 3, 8, 3, 0, tzinfo=UTC))  # 22:00 EST on 7 March
    await _game(table, settings={"afk_hours": 2})
    await table.at(datetime(2026, 3, 8, 12, 59, tzinfo=UTC))  # 08:59 EDT
    assert table.publisher.of("autopilot") == []
    await table.at(datetime(2026, 3, 8, 13, 0, 30, tzinfo=UTC))  # 09:00:30 EDT
    assert len(table.publisher.of("autopilot")) == 1


async def test_a_vacation_hands_the_seat_to_the_chosen_player_and_back_keeps_everything(table: Table) -> None:
    game = await _game(table)
    seat = game.seat_of(USERS[1])
    assert seat is not None
    await table.time.users.go_away(USERS[1], days=2, strength="hard")
    await table.time.apply_to(USERS[1])
    game = await table.service.get_game(game.id)
    assert game.bot_strength(seat) == "hard" and seats_in(game.settings, VACATION_SEATS) == {seat}
    ((_, taken, why),) = table.publisher.of("autopilot")
    assert why == f"is on vacation until <t:{int(table.clock.now() + 2 * 86400)}:f>"
    assert taken == seat
    hand = (await table.service.view(game.id, USERS[1]))["you"]
    await table.at(datetime(2026, 1, 11, 9, 0, tzinfo=UTC))  # a pass while away changes nothing
    assert len(table.publisher.of("autopilot")) == 1
    await table.time.users.come_back(USERS[1])  # /catan me back: at once
    await table.time.apply_to(USERS[1])
    game = await table.service.get_game(game.id)
    assert game.bot_strength(seat) is None and not seats_in(game.settings, VACATION_SEATS)
    assert table.publisher.of("returned") == [(game.id, seat)]
    await table.driver.idle(game.id)
    assert (await table.service.view(game.id, USERS[1]))["you"]["seat"] == hand["seat"] == seat


async def test_a_vacation_ends_by_itself_at_its_end(table: Table) -> None:
    game = await _game(table)
    await table.time.users.go_away(USERS[2], days=1)
    await table.at(datetime(2026, 1, 10, 21, 1, tzinfo=UTC))
    seat = game.seat_of(USERS[2])
    assert (await table.service.get_game(game.id)).bot_strength(seat) == "normal"  # type: ignore[arg-type]
    await table.driver.idle(game.id)
    await table.at(datetime(2026, 1, 11, 21, 2, tzinfo=UTC))
    assert (await table.service.get_game(game.id)).bot_strength(seat) is None  # type: ignore[arg-type]


async def test_a_pause_needs_everyone_then_stops_moves_reminders_and_clocks(table: Table) -> None:
    rules = ClockRules(1 * HOUR, 2 * HOUR, DECIDE)
    game = await _game(table, settings={"reminder_hours": 1, "clock": rules.to_json()})
    await table.at(datetime(2026, 1, 10, 21, 1, tzinfo=UTC))  # the clocks start
    await table.time.users.go_away(USERS[1], days=3, mode="pause")
    pause = await table.time.ask_pause(game, USERS[1], table.clock.now() + 3 * 86400)
    assert not pause.active and table.publisher.of("pause") == [(game.id, USERS[1], "asked")]
    _, pause = await table.time.agree_pause(game.id, USERS[0])
    assert not pause.active  # Cy has not agreed yet: play goes on
    user, action = await first_legal(table.service, game.id)
    game, pause = await table.time.agree_pause(game.id, USERS[2])
    assert pause.active and table.publisher.of("pause")[-1] == (game.id, USERS[1], "on")
    with pytest.raises(GamePaused) as refused:
        await table.pipeline.move(game.id, user, action)
    assert "paused" in str(refused.value) and "/catan me back" in str(refused.value)
    assert await table.service.bot_turns(game.id) == []
    for day in (11, 12):  # two days: no reminder, no take-over, no clock running out
        await table.at(datetime(2026, 1, day, 12, 0, tzinfo=UTC))
    assert table.publisher.of("remind") == [] and table.publisher.of("autopilot") == []
    banks = clocks_of((await table.service.get_game(game.id)).settings, 3)
    assert banks is not None and banks.owed == {}
    await table.time.users.come_back(USERS[1])
    await table.time.apply_to(USERS[1])
    assert table.publisher.of("pause")[-1] == (game.id, USERS[1], "over")
    game = await table.service.get_game(game.id)
    assert paused(game.settings, table.clock.now()) is None
    await table.pipeline.move(game.id, user, action)  # play resumes


async def test_a_lone_person_pauses_at_once_and_the_pause_ends_with_the_vacation(table: Table) -> None:
    game = await table.service.create_lobby(10, 20, USERS[0])
    await table.service.add_bot(game.id, USERS[0], "easy")
    game = (await table.service.start_game(game.id, USERS[0])).game
    await table.time.users.go_away(USERS[0], days=1, mode="pause")
    pause = await table.time.ask_pause(game, USERS[0], table.clock.now() + 86400)
    assert pause.active
    await table.at(datetime(2026, 1, 11, 21, 1, tzinfo=UTC))  # the day is over
    assert table.publisher.of("pause")[-1] == (game.id, USERS[0], "over")


@pytest.mark.parametrize("consequence", [DECIDE, TAKE_SEAT])
async def test_a_clock_that_runs_out_hands_the_decision_or_the_seat_to_a_built_in_player(
    table: Table, consequence: str
) -> None:
    rules = ClockRules(1 * HOUR, 2 * HOUR, consequence)
    game = await _game(table, settings={"clock": rules.to_json()})
    seat = (await table.waiting(game.id))[0]
    await table.at(datetime(2026, 1, 10, 21, 1, tzinfo=UTC))
    clocks = clocks_of((await table.service.get_game(game.id)).settings, 3)
    assert clocks is not None and clocks.owed == {seat: game.started_at}  # the first decision: from the start
    await table.at(datetime(2026, 1, 10, 23, 59, tzinfo=UTC))  # 2 h 59 min of 3 h
    assert table.publisher.of("autopilot") == []
    await table.at(datetime(2026, 1, 11, 0, 0, 30, tzinfo=UTC))
    assert table.publisher.of("autopilot") == [(game.id, seat, "ran out of time on the game clock")]
    game = await table.service.get_game(game.id)
    clocks = clocks_of(game.settings, 3)
    assert clocks is not None and clocks.banks[seat] == 0.0
    await table.driver.idle(game.id)
    game = await table.service.get_game(game.id)
    if consequence == DECIDE:  # the one decision made, the person plays again
        assert game.bot_strength(seat) is None and not seats_in(game.settings, CLOCK_SEATS)
        assert table.publisher.of("returned") == [(game.id, seat)]
        assert [r.seat for r in table.publisher.of("move")][:1] == [seat]
    else:
        assert game.bot_strength(seat) == "normal" and table.publisher.of("returned") == []


async def test_a_clock_does_not_run_in_quiet_hours(table: Table) -> None:
    """1 h per move + 1 h bank from 22:00 Berlin, quiet 23:00-08:00: out of time at 09:00, not 00:00."""
    await _everyone_sleeps_in(table, "Europe/Berlin")
    game = await _game(table, settings={"clock": ClockRules(HOUR, HOUR).to_json()})
    await table.at(datetime(2026, 1, 10, 21, 0, 1, tzinfo=UTC))
    await table.at(datetime(2026, 1, 11, 7, 59, tzinfo=UTC))  # 08:59 Berlin
    assert table.publisher.of("autopilot") == []
    names = NAMES[:3]
    game = await table.service.get_game(game.id)
    line = localize(await table.time.waits_line(game, await table.service.view(game.id), names), "en")
    seat = (await table.waiting(game.id))[0]
    assert f"{names[seat]} 1 min (+ 0 min this move)" in line  # 1 h 59 min awake: 22:00-23:00 and 08:00-08:59
    await table.at(datetime(2026, 1, 11, 8, 0, 30, tzinfo=UTC))
    assert len(table.publisher.of("autopilot")) == 1


async def test_the_turn_message_says_who_sleeps_until_when_from_public_facts(table: Table) -> None:
    await _everyone_sleeps_in(table, "Europe/Berlin")
    table.clock.set(datetime(2026, 1, 10, 23, 0, tzinfo=UTC))  # 00:00 Berlin
    game = await _game(table)
    view = await table.service.view(game.id)
    seat = (await table.waiting(game.id))[0]
    line = localize(await table.time.waits_line(game, view, NAMES[:3]), "en")
    eight = int(datetime(2026, 1, 11, 7, 0, tzinfo=UTC).timestamp())  # 08:00 in Berlin, in each reader's time
    assert line == f"💤 Waits on {NAMES[seat]} ({NAMES[seat]} is away until <t:{eight}:t>)."
    assert await table.time.resting(game) == set(USERS[:3])
    table.clock.set(datetime(2026, 1, 11, 9, 0, tzinfo=UTC))
    table.time.forget(USERS[0])
    assert localize(await table.time.waits_line(game, view, NAMES[:3]), "en") == ""


async def test_the_pass_asks_each_table_once_for_a_vacation_with_pause_one_person_at_a_time(table: Table) -> None:
    """A vacation with ``pause`` reaches games by the pass of the process serving them (``/catan me away`` asks
    only its own process's): once per vacation, never replacing another person's pause asked first; when
    that one is over, the next pass asks for the other."""
    game = await _game(table)
    await table.time.users.go_away(USERS[1], days=2, mode="pause")
    await table.time.users.go_away(USERS[2], days=3, mode="pause")
    await table.at(datetime(2026, 1, 10, 21, 5, tzinfo=UTC))
    asked = table.publisher.of("pause")
    assert len(asked) == 1 and asked[0][2] == "asked"
    first = asked[0][1]
    for minute in (10, 20, 30):  # later passes ask nobody again, and do not swap the pause for the other's
        await table.at(datetime(2026, 1, 10, 21, minute, tzinfo=UTC))
    assert table.publisher.of("pause") == asked
    await table.time.users.come_back(first)
    await table.at(datetime(2026, 1, 10, 21, 40, tzinfo=UTC))  # the first pause is over: the other's is asked
    other = USERS[2] if first == USERS[1] else USERS[1]
    assert table.publisher.of("pause")[1:] == [(game.id, other, "asked")]
    await table.time.users.go_away(other, days=4, mode="pause")  # a new vacation: a new request
    await table.at(datetime(2026, 1, 10, 21, 50, tzinfo=UTC))
    assert table.publisher.of("pause")[2:] == [(game.id, other, "asked")]


async def test_the_pass_asks_for_the_turn_message_when_who_is_away_changed_only(table: Table) -> None:
    """The 💤 line (issue #20 item 1): the pass asks the publisher to show the time lines again when the
    person waited on begins or ends their quiet hours, and not at the passes in between."""
    await _everyone_sleeps_in(table, "UTC", "22:00", "07:00")
    game = await _game(table)
    view = await table.service.view(game.id)
    await table.time.waits_line(game, view, NAMES[:3], shown=True)  # what the publisher showed at 21:00
    for hour, minute in ((21, 30), (21, 59)):
        await table.at(datetime(2026, 1, 10, hour, minute, tzinfo=UTC))
    assert table.publisher.of("time") == []
    await table.at(datetime(2026, 1, 10, 22, 1, tzinfo=UTC))
    assert table.publisher.of("time") == [game.id]
    # The fake publisher shows nothing: once the line is shown, the passes are quiet again.
    await table.time.waits_line(game, await table.service.view(game.id), NAMES[:3], shown=True)
    await table.at(datetime(2026, 1, 11, 3, 0, tzinfo=UTC))
    assert table.publisher.of("time") == [game.id]
    await table.at(datetime(2026, 1, 11, 7, 1, tzinfo=UTC))
    assert table.publisher.of("time") == [game.id, game.id]


async def test_item29_10_a_pause_request_lapses_and_the_askers_seat_goes_to_their_built_in_player(
    table: Table,
) -> None:
    """Issue #29 item 10 on the fake clock: a pause request not agreed by everyone within PAUSE_ASK_HOURS
    (12 h) lapses; the game goes on with the built-in player the asker chose in their seat until their time
    away ends, and the pass does not ask the table again for the same time away."""
    game = await _game(table)
    seat = game.seat_of(USERS[1])
    assert seat is not None
    await table.time.users.go_away(USERS[1], days=3, strength="easy", mode="pause")
    await table.at(datetime(2026, 1, 10, 21, 1, tzinfo=UTC))  # the pass asks the table
    assert table.publisher.of("pause") == [(game.id, USERS[1], "asked")]
    pause = pause_of((await table.service.get_game(game.id)).settings)
    assert pause is not None and pause.strength == "easy"
    assert pause.lapses_at == pause.asked_at + PAUSE_ASK_HOURS * HOUR
    await table.time.agree_pause(game.id, USERS[0])  # Ann agrees, Cy never does
    await table.at(datetime(2026, 1, 11, 8, 59, tzinfo=UTC))  # 11 h 58 min: still asked, nobody plays the seat
    assert (await table.service.get_game(game.id)).bot_strength(seat) is None
    await table.at(datetime(2026, 1, 11, 9, 2, tzinfo=UTC))  # 12 h: lapsed
    assert table.publisher.of("pause")[-1] == (game.id, USERS[1], "lapsed")
    game = await table.service.get_game(game.id)
    assert pause_of(game.settings) is None and game.bot_strength(seat) == "easy"
    assert [(s, why.startswith("is on vacation")) for _, s, why in table.publisher.of("autopilot")] == [(seat, True)]
    with pytest.raises(NotAllowed):
        await table.time.agree_pause(game.id, USERS[2])  # too late to agree
    await table.at(datetime(2026, 1, 11, 12, 0, tzinfo=UTC))  # later passes do not ask again
    assert len(table.publisher.of("pause")) == 2
    await table.time.users.come_back(USERS[1])
    await table.time.apply_to(USERS[1])
    game = await table.service.get_game(game.id)
    assert game.bot_strength(seat) is None and not lapsed_seats(game.settings)
    assert table.publisher.of("returned") == [(game.id, seat)]


async def test_item29_10_seats_a_built_in_player_plays_are_not_asked_to_agree(table: Table) -> None:
    """Issue #29 item 10: Cy is on vacation with a built-in player in his seat; Bo's pause needs Ann alone."""
    game = await _game(table)
    await table.time.users.go_away(USERS[2], days=5)
    await table.time.apply_to(USERS[2])
    await table.time.users.go_away(USERS[1], days=2, mode="pause")
    game = await table.service.get_game(game.id)
    pause = await table.time.ask_pause(game, USERS[1], table.clock.now() + 2 * 86400)
    assert pause is not None and pause.missing(asked_to_agree(game)) == [USERS[0]]
    _, pause = await table.time.agree_pause(game.id, USERS[0])
    assert pause.active


async def test_item29_11_no_reminder_for_a_decision_the_clock_handed_to_a_built_in_player(table: Table) -> None:
    """Issue #29 item 11: the pass in which the game clock hands the waiting person's decision to a built-in
    player reminds nobody of it (the person no longer owes it)."""
    game = await _game(table, settings={"reminder_hours": 1, "clock": ClockRules(HOUR, HOUR, DECIDE).to_json()})
    seat = (await table.waiting(game.id))[0]
    await table.at(datetime(2026, 1, 10, 21, 0, 1, tzinfo=UTC))  # the clocks start
    await table.at(datetime(2026, 1, 10, 21, 59, tzinfo=UTC))  # 59 min: nothing due yet
    assert table.publisher.of("remind") == []
    # 2 h 1 min: both the clock (1 h + 1 h bank) and the second reminder interval are due in the same pass.
    table.clock.set(datetime(2026, 1, 10, 23, 1, tzinfo=UTC))
    await table.reminders.tick(table.clock.now())
    assert [s for _, s, _ in table.publisher.of("autopilot")] == [seat]
    assert all(seat not in seats for _, seats, _ in table.publisher.of("remind"))


async def test_item29_11_no_reminder_at_the_instant_of_catan_back_after_a_pause(table: Table) -> None:
    """Issue #29 item 11: the time a game was paused does not count toward the reminder interval: coming back
    after two days pings nobody at once; the first reminder comes one interval later."""
    game = await _game(table, settings={"reminder_hours": 2})
    await table.time.users.go_away(USERS[1], days=3, mode="pause")
    await table.time.ask_pause(game, USERS[1], table.clock.now() + 3 * 86400)
    for user in (USERS[0], USERS[2]):
        await table.time.agree_pause(game.id, user)
    await table.at(datetime(2026, 1, 12, 12, 0, tzinfo=UTC))
    await table.time.users.come_back(USERS[1])
    await table.time.apply_to(USERS[1])
    for minute in (0, 1, 119):
        await table.at(datetime(2026, 1, 12, 12 + minute // 60, minute % 60, tzinfo=UTC))
    assert table.publisher.of("remind") == []
    await table.at(datetime(2026, 1, 12, 14, 1, tzinfo=UTC))
    assert len(table.publisher.of("remind")) == 1


async def test_item29_11_the_afk_notice_says_what_its_hours_count(table: Table) -> None:
    """Issue #29 item 11: with quiet hours the AFK limit counts awake hours only (2 h took from 22:00 to 09:00
    in Berlin); the notice says so, and since when, as a Discord timestamp."""
    await _everyone_sleeps_in(table, "Europe/Berlin")
    game = await _game(table, settings={"afk_hours": 2})
    await table.at(datetime(2026, 1, 11, 8, 0, 30, tzinfo=UTC))
    ((_, _, why),) = table.publisher.of("autopilot")
    assert why == f"has not played since <t:{int(game.updated_at)}:f>: 2 h counted outside their quiet hours"
