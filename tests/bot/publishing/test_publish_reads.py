"""Publishing a move reads nothing back and writes nothing back (issue #30 item 4; issue #21 item 3); nor
does anything else the move pipeline shows: a game's start, a catch-up, a reminder, a take-over by a built-in
player, a pause, a turn message whose time lines changed.

A move's result carries what publishing shows (the public table, the waited-on seats and what they owe,
the private views that changed, and what the move pipeline adds before it publishes: time lines, whom
not to ping, the hand DMs' standing-order lines, the "made for" marks), so the Discord layer only pushes.
Measured where re-reads cost most: a service that shares its database with other processes
(``shared=True``) and trusts no read window, so every read of a game is a query. Moves go through the
whole pipeline (``MovePipeline.move``); what is counted is what the Discord publisher does.
"""

from __future__ import annotations

import contextvars
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.app.client import CatanBot
from cogs.publishing import hand_hold
from db.repository import Repository
from engine.text import Text
from service import GameService
from service.people.users import UserSettingsService
from service.time.table_time import Pause
from tools.demo.renders import PlaceholderRenders  # no test here looks at a picture
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

# Repository methods that read (everything else writes in a transaction of its own).
READS = (
    "get_game", "load_game", "list_games", "game_pages", "actions", "recent_actions", "finished_results",
    "recovery_scan", "count_by_status", "messages", "unpublished_games", "game_for_message", "game_ids",
    "raw_game", "schema_version", "notes",
)  # fmt: skip
# Repository methods that change a game. The publisher keeps its own ledger of the Discord messages it
# posted (``set_message``, ``delete_message``: which message is the turn message, the hand DM); it writes
# nothing else: the published mark and every note are the pipeline's.
WRITES = (
    "create_game", "add_player", "remove_player", "set_settings", "leave_seat", "take_seat", "start_game",
    "set_status", "set_thread", "append_action", "replace_snapshot", "import_game", "mark_published", "claim",
    "put_note", "delete_notes", "prune", "insert_raw_game", "raise_id_floor",
)  # fmt: skip
MOVES = 60


# Set while the Discord publisher shows a move, in the publishing task (and the tasks it starts): reads
# that other tasks make meanwhile (the test choosing the next move) don't count.
PUBLISHING: contextvars.ContextVar[bool] = contextvars.ContextVar("publishing", default=False)


class RepoCounter:
    """Counts calls of the repository's methods made while publishing (wrapped on the one repository)."""

    def __init__(self, repo: Repository) -> None:
        self.reads = 0
        self.read_names: list[str] = []  # which, in order (for the failure's message)
        self.writes: list[str] = []
        for name in READS + WRITES:
            setattr(repo, name, self._counted(name, getattr(repo, name)))

    def _counted(self, name: str, method: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            if PUBLISHING.get():
                if name in READS:
                    self.reads += 1
                    self.read_names.append(name)
                else:
                    self.writes.append(name)
            return method(*args, **kwargs)

        return call


# Every way the move pipeline shows a game (``service.moves.publishing.Publisher``).
SHOWING = (
    "publish_move", "catch_up", "game_started", "remind", "autopilot_taken", "seat_returned", "pause_changed",
    "time_changed", "seat_changed",
)  # fmt: skip


def counting(bot: CatanBot, calls: list[str] | None = None) -> None:
    """Mark the Discord publisher's part of everything the pipeline shows (``SHOWING``) as publishing;
    ``calls`` gets the name of each."""
    for name in SHOWING:
        setattr(bot.publisher, name, _marked(name, getattr(bot.publisher, name), calls))
    bot.pipeline.publisher = bot.publisher


def _marked(name: str, method: Callable[..., Any], calls: list[str] | None) -> Callable[..., Any]:
    async def counted(*args: Any, **kwargs: Any) -> Any:
        if calls is not None:
            calls.append(name)
        token = PUBLISHING.set(True)
        try:
            return await method(*args, **kwargs)
        finally:
            PUBLISHING.reset(token)

    return counted


async def _play_and_count(
    bot: CatanBot, service: GameService, game_id: int
) -> tuple[list[int], list[list[str]], list[str]]:
    counter = RepoCounter(service.repo)
    counting(bot)
    rng = random.Random(7)
    reads: list[int] = []
    writes: list[list[str]] = []
    kinds: list[str] = []
    for _ in range(MOVES):
        game = await service.get_game(game_id)
        if game.status != "active":
            break
        view = await service.view(game_id)
        seat = sorted({d["seat"] for d in view["pending"] if d["blocking"]})[0]
        legal = await service.legal_actions(game_id, game.players[seat])
        before, wrote = counter.reads, len(counter.writes)
        result = await bot.pipeline.move(game_id, game.players[seat], rng.choice(list(legal)))
        kinds.append(result.action[0])
        reads.append(counter.reads - before)
        writes.append(counter.writes[wrote:])
        assert (await service.get_game(game_id)).published == game.version + 1  # the pipeline marked it
    return reads, writes, kinds


async def test_item30_4_publishing_a_move_reads_nothing_and_writes_nothing_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Moves here come faster than people play: a hand picture held back a moment (issue #32, hand_hold) is posted by
    # its own timer later, with the view its DM showed; it reads the seat's view only if the game moved on since
    # (then to find that nothing is owed). That is the timer's, not a move's publication: test_hand_picture_hold.py.
    monkeypatch.setattr(hand_hold, "PICTURE_HOLD_SECONDS", 0.0)
    async with FakeDiscord() as fd:
        world = BotWorld(
            fd, tmp_path / "reads.sqlite3", seed=5, service_options={"shared": True, "read_window": 0.0},
            render_pool=PlaceholderRenders(),
        )
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot:
            table = await start_game(world, people, {"board": "beginner", "players": 3})
            assert world.service is not None
            # Ann hears by DM when the game waits on her: the pipeline decides it and notes it, the Discord
            # layer only sends the DM.
            await UserSettingsService(world.service.repo, world.service.now).set_notify(people[0].id, "dm")
            bot.notifier.forget(people[0].id)
            told: list[Any] = []
            assert bot.pipeline.notices is not None
            due = bot.pipeline.notices.due

            async def noted(result: Any) -> Any:
                told.extend(notices := await due(result))
                return notices

            bot.pipeline.notices.due = noted  # type: ignore[method-assign]
            reads, writes, kinds = await _play_and_count(bot, world.service, table.game_id)
            await fd.settle()
    assert len(reads) == MOVES
    assert {"end_turn", "roll", "road"} <= set(kinds), kinds  # an End-turn click read the game row 3 times before
    print(f"database reads per published move: max {max(reads)}, mean {sum(reads) / len(reads):.2f} over {MOVES} moves")
    assert max(reads) == 0, reads
    assert not [w for w in writes if w], writes  # no published mark, no note: those are the pipeline's
    assert told, "Ann was never told by DM: the DM path was not measured"


async def test_item30_4_showing_between_moves_reads_nothing_and_writes_nothing_back(tmp_path: Path) -> None:
    """A game's start, a reminder, a turn message whose time lines changed, a pause asked, begun and over, a
    catch-up after a crash between a commit and its messages, a built-in player taking a seat over, and a
    new person taking an open seat (issue #29 item 16): the
    move pipeline reads what they show (``Shown``, the table), the Discord layer only pushes it."""
    async with FakeDiscord() as fd:
        world = BotWorld(
            fd, tmp_path / "between.sqlite3", seed=5, service_options={"shared": True, "read_window": 0.0},
            render_pool=PlaceholderRenders(),
        )
        people = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot:
            service = world.service
            assert service is not None
            counter = RepoCounter(service.repo)
            calls: list[str] = []
            counting(bot, calls)
            table = await start_game(world, people, {"board": "beginner", "players": 3})
            game_id = table.game_id
            reads, writes = {"game_started": counter.reads}, {"game_started": list(counter.writes)}

            async def measured(what: str, step: Any) -> None:
                before, wrote = counter.reads, len(counter.writes)
                await step
                reads[what], writes[what] = counter.reads - before, counter.writes[wrote:]

            pipeline = bot.pipeline
            game = await service.get_game(game_id)
            view = await service.view(game_id)
            waiting = sorted({d["seat"] for d in view["pending"] if d["blocking"]})
            await measured("remind", pipeline.remind(game, view, waiting, last=False))
            await measured("time_changed", pipeline.time_changed(game))
            now = service.now()
            asked = Pause(game.players[1], 1, now + 3600, frozenset(), asked_at=now)
            await measured("pause asked", pipeline.pause_changed(game, asked, "asked"))
            await measured("pause on", pipeline.pause_changed(game, Pause(game.players[1], 1, now + 3600, frozenset(), True), "on"))
            await measured("pause over", pipeline.pause_changed(game, Pause(game.players[1], 1, now + 3600, frozenset(), True), "over"))
            # A crash between a commit and its messages: the move is stored, not shown; the catch-up shows it.
            seat = waiting[0]
            legal = await service.legal_actions(game_id, game.players[seat])
            await service.act(game_id, game.players[seat], sorted(legal)[0])
            assert (await service.get_game(game_id)).behind
            await measured("catch_up", pipeline.catch_up(game_id))
            assert not (await service.get_game(game_id)).behind  # the pipeline marked it
            game = await service.get_game(game_id)
            view = await service.view(game_id)
            seat = sorted({d["seat"] for d in view["pending"] if d["blocking"]})[0]
            await measured("autopilot_taken", pipeline.hand_to_bot(game_id, seat, "normal", Text("service-why-host")))
            # Cy leaves; Dee takes the open seat: her hand DM comes from what the pipeline read.
            cy = game.players[2]
            await service.remove_player(game_id, cy, by_user_id=cy)
            dee = fd.add_user("Dee")
            taken = await service.take_seat(game_id, 2, dee.id)
            await measured("seat_changed", pipeline.seat_changed(taken, 2, cy))
            await fd.settle()
    assert {"game_started", "remind", "time_changed", "pause_changed", "catch_up", "autopilot_taken", "seat_changed"} <= set(calls)
    print(f"database reads while showing between moves: {reads}")
    assert set(reads.values()) == {0}, (reads, counter.read_names)
    assert not [w for w in writes.values() if w], writes  # the published mark and every note are the pipeline's
