"""The move pipeline against a fake publisher (issue #21 items 3 and 8): moves from people and built-in
players, reminders, AFK take-overs and the start-up catch-up, each in milliseconds, without Discord."""

from __future__ import annotations

import copy
import itertools
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import engine
from service import GameInfo, GameService
from service.bots.driver import BotDriver
from service.moves.automated import automated_seqs
from service.moves.pipeline import MovePipeline
from service.orders.runner import SHOWN_CHARS, shown_applied
from service.time.reminders import REMINDER_CAP, Reminders
from tests.db.factories import USERS
from tests.service.conftest import FakeClock
from tests.service.fakes import FakeDecider, FakePublisher
from tests.service.helpers import first_legal
from ui.i18n.catalogue import localize
from ui.i18n.text import Verbatim

pytestmark = pytest.mark.asyncio

HOUR = 3600.0


class Table:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.publisher = FakePublisher()
        self.decider = FakeDecider()
        self.pipeline = MovePipeline(service, self.publisher, bots=lambda p: BotDriver(p, self.decider))
        assert isinstance(self.pipeline.bots, BotDriver)
        self.driver = self.pipeline.bots
        self.reminders = Reminders(self.pipeline, afk_hours=24.0)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    seeds = itertools.count(77)
    service = await GameService.open(tmp_path / "p.sqlite3", synchronous="OFF", clock=FakeClock(),
                                     seed_source=lambda: next(seeds))  # fmt: skip
    await service.start(verify="off")
    t = Table(service)
    yield t
    await t.driver.close()
    await service.close()


async def _game(service: GameService, *, people: int = 3, bots: int = 0, settings: dict | None = None) -> GameInfo:
    game = await service.create_lobby(10, 20, USERS[0], settings=settings)
    for user in USERS[1:people]:
        await service.join(game.id, user)
    for _ in range(bots):
        await service.add_bot(game.id, USERS[0], "easy")
    started = await service.start_game(game.id, USERS[0])
    await service.mark_published(game.id, 0)  # the start is shown
    return started.game


async def test_a_move_is_committed_then_published_with_what_publishing_needs(table: Table) -> None:
    game = await _game(table.service)
    user, action = await first_legal(table.service, game.id)
    result = await table.pipeline.move(game.id, user, action)
    assert table.publisher.calls == [("move", result)]  # no catch-up: the game was not behind
    stored = await table.service.get_game(game.id)
    assert stored.version == result.seq == 1  # committed before it was published
    # Everything the publisher shows comes with the move, equal to what reading the game would give.
    assert result.table.view == (await table.service.table(game.id)).view
    assert result.table.game.version == result.seq
    assert result.seat in result.private_changed
    for seat in result.private_changed:
        assert result.views[seat] == await table.service.view(game.id, game.players[seat])
    assert set(result.views) == set(result.private_changed)


async def test_a_refused_move_publishes_nothing(table: Table) -> None:
    game = await _game(table.service)
    user, _ = await first_legal(table.service, game.id)
    with pytest.raises(engine.IllegalAction):
        await table.pipeline.move(game.id, user, ("end_turn",))
    assert table.publisher.calls == []
    assert (await table.service.get_game(game.id)).version == 0


async def test_a_game_behind_its_moves_is_caught_up_before_the_next_move(table: Table) -> None:
    game = await _game(table.service)
    user, action = await first_legal(table.service, game.id)
    await table.service.act(game.id, user, action)  # committed, never published (a crash in between)
    assert (await table.service.get_game(game.id)).behind
    user, action = await first_legal(table.service, game.id)
    result = await table.pipeline.move(game.id, user, action)
    assert table.publisher.calls == [("catch_up", game.id), ("move", result)]


async def test_a_failed_publication_leaves_the_move_stored(table: Table) -> None:
    game = await _game(table.service)
    table.publisher.fail = True
    user, action = await first_legal(table.service, game.id)
    result = await table.pipeline.move(game.id, user, action)  # logged, not raised
    assert (await table.service.get_game(game.id)).version == result.seq


async def test_a_moves_views_stay_as_they_were_after_later_moves(table: Table) -> None:
    """Publishing may run while the next move is applied: what a move hands over shares nothing with the
    game state."""
    game = await _game(table.service)
    user, action = await first_legal(table.service, game.id)
    first = await table.pipeline.move(game.id, user, action)
    kept = copy.deepcopy((first.table.view, dict(first.views)))
    for _ in range(10):
        user, action = await first_legal(table.service, game.id)
        await table.pipeline.move(game.id, user, action)
    assert (first.table.view, dict(first.views)) == kept


async def test_built_in_players_move_through_the_pipeline_until_a_person_must_act(table: Table) -> None:
    game = await _game(table.service, people=1, bots=2)
    table.pipeline.wake(game.id)
    for _ in range(50):  # bots move, the person answers, bots move again...
        await table.driver.idle(game.id)
        view = await table.service.view(game.id)
        waiting = {d["seat"] for d in view["pending"] if d["blocking"]}
        if view["phase"] == "over" or 0 not in waiting:
            break
        user, action = await first_legal(table.service, game.id)
        await table.pipeline.move(game.id, user, action)  # wakes the built-in players again
    await table.driver.idle(game.id)
    moves = table.publisher.of("move")
    bot_moves = [r for r in moves if r.user_id < 0]
    assert bot_moves and table.decider.decisions >= len(bot_moves)
    assert [r.seq for r in moves] == list(range(1, len(moves) + 1))  # every move published, in order
    assert (await table.service.bot_turns(game.id)) == []  # they owe nothing now


async def test_reminders_go_once_per_interval_up_to_the_cap(table: Table) -> None:
    game = await _game(table.service, settings={"reminder_hours": 1})
    waiting = tuple(sorted({d["seat"] for d in (await table.service.view(game.id))["pending"] if d["blocking"]}))
    start = game.updated_at
    await table.reminders.tick(start + 0.5 * HOUR)
    assert table.publisher.of("remind") == []  # not due yet
    await table.reminders.tick(start + 1.1 * HOUR)
    await table.reminders.tick(start + 1.2 * HOUR)  # same interval: nothing more
    assert table.publisher.of("remind") == [(game.id, waiting, False)]
    for hours in (2.1, 3.1, 4.1, 5.1):
        await table.reminders.tick(start + hours * HOUR)
    reminders = table.publisher.of("remind")
    assert len(reminders) == REMINDER_CAP and reminders[-1] == (game.id, waiting, True)


async def test_an_absent_player_is_replaced_by_a_built_in_player_who_then_moves(table: Table) -> None:
    game = await _game(table.service, settings={"afk_hours": 2})
    view = await table.service.view(game.id)
    seat = sorted({d["seat"] for d in view["pending"] if d["blocking"]})[0]
    await table.reminders.tick(game.updated_at + 1 * HOUR)
    assert table.publisher.of("autopilot") == []
    await table.reminders.tick(game.updated_at + 2.5 * HOUR)
    assert table.publisher.of("autopilot") == [(game.id, seat, f"has not played for 2 h (since <t:{int(game.updated_at)}:f>)")]
    assert (await table.service.get_game(game.id)).bot_strength(seat) == "normal"
    await table.driver.idle(game.id)
    assert [r.seat for r in table.publisher.of("move")][:1] == [seat]  # the built-in player played the seat
    await table.reminders.tick(game.updated_at + 2.6 * HOUR)  # once per absence: the next absent seat only
    seats = [seat for _, seat, _ in table.publisher.of("autopilot")]
    assert len(seats) == len(set(seats))


async def test_start_up_catches_up_lagging_games_and_resumes_built_in_players(table: Table) -> None:
    lagging = await _game(table.service)
    user, action = await first_legal(table.service, lagging.id)
    await table.service.act(lagging.id, user, action)  # a crash between commit and publish
    with_bots = await _game(table.service, people=1, bots=2)
    shown = await _game(table.service)
    await table.pipeline.catch_up_all()
    assert table.publisher.of("catch_up") == [lagging.id]
    assert shown.id not in table.publisher.of("catch_up")
    await table.driver.idle(with_bots.id)
    assert all(r.game_id == with_bots.id and r.user_id < 0 for r in table.publisher.of("move"))


async def _six_in_main(service: GameService, settings: dict, options: dict) -> tuple[GameInfo, list[int]]:
    """A 6-person game played (first legal moves) through the set-up and to its first turn's main step."""
    users = [*USERS, 105, 106]
    game = await service.create_lobby(10, 20, users[0], options, settings=settings)
    for user in users[1:]:
        await service.join(game.id, user)
    game = (await service.start_game(game.id, users[0])).game
    await service.mark_published(game.id, 0)
    for _ in range(200):
        view = await service.view(game.id)
        if view["phase"] == "play" and view["step"] == "main":
            return game, users
        seat = sorted({d["seat"] for d in view["pending"] if d["blocking"]})[0]
        legal = (await service.view(game.id, users[seat]))["you"]["legal_actions"]
        await service.act(game.id, users[seat], next((a for a in legal if a[0] in ("roll", "end_turn")), legal[0]))
    raise AssertionError("no main step")


async def test_SIX_SBP_9_a_slot_passes_after_the_limit_also_when_its_player_quit(table: Table) -> None:
    """A Special Build slot not used within the game's limit passes by itself through the pipeline (the
    reminders' pass, on the service's clock), also when its player left the seat open meanwhile; someone
    else then takes the seat."""
    service = table.service
    settings = {"lapses": {"special_build": {"hours": 1.0, "action": ["sbp_pass"]}}}
    game, users = await _six_in_main(service, settings, {"six_sbp_skip": "on_request"})
    view = await service.view(game.id)
    active = view["active"]
    hands = {s: sum((await service.view(game.id, users[s]))["you"]["hand"].values()) for s in range(6)}
    asker = max((s for s in range(6) if s != active), key=lambda s: (hands[s], -s))
    assert hands[asker] >= 2, hands
    await table.pipeline.move(game.id, users[asker], ("sbp_request",))
    await table.pipeline.move(game.id, users[active], ("end_turn",))
    view = await service.view(game.id)
    assert view["phase"] == "special_build" and view["active"] == asker
    game = await service.remove_player(game.id, users[asker], by_user_id=users[asker])
    assert asker in game.vacant
    await table.reminders.tick(game.updated_at + 0.5 * HOUR)
    assert (await service.view(game.id))["active"] == asker  # not yet
    await table.reminders.tick(game.updated_at + 1.01 * HOUR)
    view = await service.view(game.id)
    assert view["phase"] == "play" and view["active"] == (active + 1) % 6
    assert table.publisher.of("move")[-1].action == ("sbp_pass",) and table.publisher.of("move")[-1].seat == asker
    game = await service.take_seat(game.id, asker, 107)
    assert game.players[asker] == 107 and asker not in game.vacant


async def test_SIX_PAIR_2_an_absent_second_is_replaced_by_a_built_in_player(table: Table) -> None:
    """AFK take-over in Second's phase: Second owes the phase; past the AFK limit a built-in player plays it."""
    service = table.service
    game, users = await _six_in_main(service, {"afk_hours": 2}, {"six_turn_mode": "paired_players"})
    active = (await service.view(game.id))["active"]
    await service.act(game.id, users[active], ("end_turn",))
    view = await service.view(game.id)
    second = view["five_six"]["second"]
    assert second == (active + 3) % 6 and view["active"] == second
    game = await service.get_game(game.id)
    await table.reminders.tick(game.updated_at + 2.5 * HOUR)
    assert table.publisher.of("autopilot") == [(game.id, second, f"has not played for 2 h (since <t:{int(game.updated_at)}:f>)")]
    await table.driver.idle(game.id)
    assert table.publisher.of("move")[0].seat == second  # the built-in player ended Second's phase


async def test_SIX_SBP_2_SIX_PAIR_2_reminders_and_leaving_in_a_slot_and_in_seconds_phase(table: Table) -> None:
    """Reminders go to the player an SBP slot or Second's phase waits for (not to the turn's player), and
    in Second's phase Second may quit and someone else take the seat, which then plays the phase."""
    service = table.service
    settings = {"reminder_hours": 1}
    game, users = await _six_in_main(service, settings, {"six_sbp_skip": "on_request"})
    active = (await service.view(game.id))["active"]
    hands = {s: sum((await service.view(game.id, users[s]))["you"]["hand"].values()) for s in range(6)}
    asker = max((s for s in range(6) if s != active), key=lambda s: (hands[s], -s))
    assert hands[asker] >= 2, hands  # SIX-SBP-9: an empty hand's slot would pass at once
    await table.pipeline.move(game.id, users[asker], ("sbp_request",))
    await table.pipeline.move(game.id, users[active], ("end_turn",))
    view = await service.view(game.id)
    assert view["phase"] == "special_build" and view["active"] == asker
    start = (await service.get_game(game.id)).updated_at
    await table.reminders.tick(start + 1.1 * HOUR)
    assert table.publisher.of("remind") == [(game.id, (asker,), False)]
    paired, users = await _six_in_main(service, settings, {"six_turn_mode": "paired_players"})
    first = (await service.view(paired.id))["active"]
    await table.pipeline.move(paired.id, users[first], ("end_turn",))
    second = (first + 3) % 6
    view = await service.view(paired.id)
    assert view["active"] == second and view["five_six"]["second"] == second
    start = (await service.get_game(paired.id)).updated_at
    await table.reminders.tick(start + 1.1 * HOUR)
    assert (paired.id, (second,), False) in table.publisher.of("remind")
    paired = await service.remove_player(paired.id, users[second], by_user_id=users[second])
    assert second in paired.vacant
    paired = await service.take_seat(paired.id, second, 107)
    assert paired.players[second] == 107 and second not in paired.vacant
    await table.pipeline.move(paired.id, 107, ("end_turn",))  # the new player ends Second's phase
    view = await service.view(paired.id)
    assert view["five_six"]["second"] == -1 and view["active"] == (first + 1) % 6


async def test_item29_12_moves_made_for_a_person_are_marked_and_all_kept_until_their_own_move(table: Table) -> None:
    """Issue #29 item 12: a move made for a person (``made_for``: a standing order, a built-in player in their
    seat) is marked on its result and in the game's notes (the table's marker after a restart); the person's
    list keeps every such move (more than the 3 it used to keep) until they move themselves."""
    game = await _game(table.service)
    made: list[tuple[int, int]] = []
    for n in range(5):  # the set-up's first placements, each made for its person
        user, action = await first_legal(table.service, game.id)
        result = await table.pipeline.move(game.id, user, action, made_for=Verbatim(f"line {n}"))
        assert result.automated and table.publisher.calls[-1] == ("move", result)
        made.append((result.seq, result.seat))
    assert await automated_seqs(table.service.repo, game.id) == dict(made)
    seat = made[0][1]
    mine = [Verbatim(f"line {n}") for n, (_, s) in enumerate(made) if s == seat]
    assert await table.pipeline.automated.lines(game.id, seat) == mine
    while True:  # on to that person's own next move
        user, action = await first_legal(table.service, game.id)
        own = await table.pipeline.move(game.id, user, action)
        assert not own.automated
        if own.seat == seat:
            break
    assert await table.pipeline.automated.lines(game.id, seat) == []
    assert own.seq not in await automated_seqs(table.service.repo, game.id)


async def test_item29_12_the_hand_dm_shows_every_move_made_for_the_person_within_its_room() -> None:
    few = [Verbatim(f"📜 Standing order: roll the dice. ({n})") for n in range(8)]
    assert shown_applied(few) == few  # all of them, not the last 3
    many = [f"🌙 In your quiet hours, a normal built-in player chose: build a road on {n}-{n + 1}." for n in range(40)]
    shown = [localize(line, "en") for line in shown_applied([Verbatim(line) for line in many])]
    assert shown[-1] == many[-1] and sum(len(line) + 1 for line in shown[1:]) <= SHOWN_CHARS
    assert shown[0] == f"🤖 {40 - len(shown) + 1} earlier moves made for you (see `/catan history log`)."
