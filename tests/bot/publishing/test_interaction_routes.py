"""Edits and posts through a click's interaction (issue #21 item 9): Discord's global rate limit (about 50
requests per second per bot token) does not count interaction responses, so a click on a game's message
edits that message, and posts its move's new messages, through the click; its token serves the same
messages for 15 minutes. Every route falls back to the bot token when refused."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.publishing.edits import EditLedger
from cogs.publishing.routes import TOKEN_SECONDS, Click, InteractionRoutes
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

SEED = 20261127


class Clock:
    def __init__(self) -> None:
        self.t = 1_000.0

    def now(self) -> float:
        return self.t


class _Response:
    status = 401
    reason = "Invalid Webhook Token"


class FakeInteraction:
    """Records edits sent through an interaction's token (or refuses them, like an expired token)."""

    def __init__(self, user_id: int = 5, refuse: bool = False) -> None:
        self.user = discord.Object(id=user_id)
        self.refuse = refuse
        self.sent: list[tuple[str, Any, dict[str, Any]]] = []
        self.followup = self

    async def edit_message(self, message_id: int | str, **fields: Any) -> None:
        """The interaction's webhook: its original response is the path ``@original``."""
        if message_id == "@original":
            self._record("original", None, fields)
        else:
            self._record("followup", message_id, fields)

    def _record(self, kind: str, message_id: int | None, fields: dict[str, Any]) -> None:
        files = [f.fp.read() for f in fields.get("attachments") or []]
        if self.refuse:
            raise discord.HTTPException(_Response(), "expired")  # type: ignore[arg-type]
        self.sent.append((kind, message_id, {**fields, "_files": files}))


class Recorder:
    """A stand-in for discord.PartialMessage: records edits sent with the bot token."""

    def __init__(self, message_id: int) -> None:
        self.id = message_id
        self.sent: list[dict[str, Any]] = []

    async def edit(self, **fields: Any) -> None:
        self.sent.append({**fields, "_files": [f.fp.read() for f in fields.get("attachments") or []]})


def test_a_route_serves_until_a_minute_before_the_token_expires() -> None:
    clock = Clock()
    routes = InteractionRoutes(clock.now)
    click = FakeInteraction()
    routes.remember(1, click)  # type: ignore[arg-type]
    routes.remember(2, click, original=False)  # type: ignore[arg-type]
    assert routes.live(1) == (click, True) and routes.live(2) == (click, False)
    clock.t += TOKEN_SECONDS - 61
    assert routes.live(1) is not None
    clock.t += 2
    assert routes.live(1) is None and routes.live(2) is None and routes.live(3) is None


def test_a_route_keeps_the_interactions_webhook_not_the_interaction() -> None:
    """Thousands of routes live for 14 minutes at a time: each must not keep its interaction (clicked message,
    components, member, payload) alive, or the garbage collector walks them all at every full pass."""
    import gc
    import weakref

    class Webhook:
        pass

    class Interaction:
        def __init__(self) -> None:
            self.followup = Webhook()
            self.message = {"components": [[{"custom_id": "catan:turn:7:roll"}]]}

    routes = InteractionRoutes(Clock().now)
    click = Interaction()
    webhook, gone = click.followup, weakref.ref(click)
    routes.remember(1, click)  # type: ignore[arg-type]
    del click
    gc.collect()
    assert gone() is None
    assert routes.live(1) == (webhook, True)


def test_routes_forget_the_oldest_beyond_their_size() -> None:
    routes = InteractionRoutes(Clock().now, size=2)
    for message_id in (1, 2, 3):
        routes.remember(message_id, FakeInteraction())  # type: ignore[arg-type]
    assert routes.live(1) is None and routes.live(2) is not None and routes.live(3) is not None


async def test_the_ledger_edits_a_clicked_message_through_the_click() -> None:
    routes = InteractionRoutes(Clock().now)
    ledger, turn, posted, other = EditLedger(routes), Recorder(1), Recorder(2), Recorder(3)
    click = FakeInteraction()
    routes.remember(1, click)  # type: ignore[arg-type]
    routes.remember(2, click, original=False)  # type: ignore[arg-type]
    await ledger.edit(turn, 7, content="rolled")  # type: ignore[arg-type]
    await ledger.edit(posted, 7, content="offer")  # type: ignore[arg-type]
    await ledger.edit(other, 7, content="hand")  # type: ignore[arg-type]
    await ledger.edit(turn, 7, content="rolled")  # type: ignore[arg-type]  # unchanged: not sent at all
    assert [(k, m, f["content"]) for k, m, f in click.sent] == [("original", None, "rolled"), ("followup", 2, "offer")]
    assert not turn.sent and not posted.sent and [f["content"] for f in other.sent] == ["hand"]
    assert routes.used == 2 and ledger.skipped == 1


async def test_a_refused_route_falls_back_to_the_bot_token_with_the_whole_file() -> None:
    routes = InteractionRoutes(Clock().now)
    ledger, hand = EditLedger(routes), Recorder(1)
    routes.remember(1, FakeInteraction(refuse=True))  # type: ignore[arg-type]
    image = discord.File(io.BytesIO(b"hand image"), filename="hand.webp")
    await ledger.edit(hand, 7, content="hand", attachments=[image])  # type: ignore[arg-type]
    assert hand.sent[0]["_files"] == [b"hand image"]  # the failed attempt's read was rewound
    assert routes.failed == 1 and routes.live(1) is None


def test_only_the_clickers_own_move_posts_through_the_click() -> None:
    click = Click(FakeInteraction(user_id=5), game_id=7)  # type: ignore[arg-type]
    assert click.for_move(7, 5) is click.interaction
    assert click.for_move(7, -1) is None  # a built-in player's move, woken by the click's move
    assert click.for_move(8, 5) is None


def _thread_requests(fd: FakeDiscord, thread_id: int) -> list[tuple[str, str]]:
    """Rate-limited requests that post or edit messages in the thread (with the bot token)."""
    pattern = re.compile(rf"/api/v10/channels/{thread_id}/messages(/\d+)?")
    return [(m, p) for m, p, _status in fd.world.requests if m in ("POST", "PATCH") and pattern.fullmatch(p)]


@pytest.mark.asyncio
async def test_clicks_edit_the_turn_message_and_post_the_next_through_the_interaction(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "routes.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "beginner", "vp_target": 10, "players": 3})
            table.rng = random.Random(SEED)
            while (await table.view(None))["phase"] == "setup":
                await table.step()
            await table.wait_published()
            active = (await table.view(None))["active"]
            turn = table.turn_message()

            before = len(_thread_requests(fd, table.thread.id))
            rolled = await table.click(active, turn, "🎲 Roll")
            assert rolled.callback_type == 6 and rolled.ephemeral and "✅" in rolled.text
            assert "rolled" in turn.content  # the turn message shows the roll, edited through the click
            assert _thread_requests(fd, table.thread.id)[before:] == []

            while "end_turn" not in {a[0] for a in (await table.view(active))["you"]["legal_actions"]}:
                await table.step()  # a 7: discards, the robber
            await table.wait_published()
            turn = table.turn_message()
            before = len(_thread_requests(fd, table.thread.id))
            ended = await table.click(active, turn, "⏭️ End turn")
            await table.wait_published()
            nxt = table.turn_message()
            assert nxt.id != turn.id and "rolled" not in turn.content.split("\n")[-1]
            assert nxt.interaction_id == ended.id and not nxt.ephemeral  # a public followup of the click
            assert f"user:{users[(active + 1) % 3].id}" in nxt.pings  # it pings the next player all the same
            assert _thread_requests(fd, table.thread.id)[before:] == []

            # The next player rolls by slash command: the turn message (the click's followup) is edited
            # through the End turn click's token, within its 15 minutes.
            await table.slash((active + 1) % 3, "roll")
            await table.wait_published()
            assert "rolled" in nxt.content
            assert _thread_requests(fd, table.thread.id)[before:] == []


@pytest.mark.asyncio
async def test_a_commands_move_posts_nothing_public_before_its_private_answer() -> None:
    """A command's placeholder is private, and its first followup takes its place: the move's public
    messages may go through it only once its answer has been sent (and never if that failed)."""
    click = Click(FakeInteraction(user_id=5), game_id=7)  # type: ignore[arg-type]
    assert click.answer is None  # a click on a game's message answers with followups of its own

    sent: list[int] = []

    async def answer(result: Any) -> None:
        sent.append(result)

    command = Click(FakeInteraction(user_id=5), game_id=7, answer=answer)  # type: ignore[arg-type]
    assert not await command.ready()  # the move is not known yet: nothing to answer with
    command.result = 42  # type: ignore[assignment]
    assert await command.ready() and await command.ready()
    assert sent == [42] and command.answered  # answered once

    async def broken(result: Any) -> None:
        raise discord.HTTPException(_Response(), "expired")  # type: ignore[arg-type]

    failed = Click(FakeInteraction(user_id=5), game_id=7, answer=broken, result=1)  # type: ignore[arg-type]
    assert not await failed.ready() and not await failed.ready() and not failed.answered


@pytest.mark.asyncio
async def test_slash_command_moves_post_the_next_turn_through_the_command(tmp_path: Path) -> None:
    """Set-up (rules B-SETUP: two settlements and roads each) played by slash commands: the move ending a
    turn posts the next turn's message as a public followup of the command, after the mover's private
    answer, and the next command edits it through that token: no message is posted in the thread with the
    bot token, and only the start's message is edited with it (Discord's global rate limit, issue #21 item 9)."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "commands.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "random", "vp_target": 10, "players": 3})
            table.rng = random.Random(SEED)
            await table.step(via_buttons=False)  # the first settlement edits the start's turn message
            await table.wait_published()
            before = len(_thread_requests(fd, table.thread.id))
            turn = first = table.turn_message()
            moves = passed = 0
            while (await table.view(None))["phase"] == "setup" and moves < 8:
                await table.step(via_buttons=False)
                await table.wait_published()
                moves += 1
                command = fd.world.interactions_by_id[max(fd.world.interactions_by_id)]
                nxt = table.turn_message()
                if nxt.id != turn.id:  # the turn passed: its message is the command's public followup
                    answer = fd.world.messages[command.original_message_id]
                    assert nxt.interaction_id == command.id and not nxt.ephemeral
                    assert answer.ephemeral and "✅" in answer.text and answer.id < nxt.id  # answered first
                    assert f"user:{users[(await table.view(None))['active']].id}" in nxt.pings
                    turn = nxt
                    passed += 1
            assert moves == 8 and passed >= 3
            # With the bot token, only the game's first turn message (the start's, posted before any
            # interaction) is edited, into its turn's summary: no token but the bot's may edit it.
            sent = _thread_requests(fd, table.thread.id)[before:]
            assert sent == [("PATCH", f"/api/v10/channels/{table.thread.id}/messages/{first.id}")]
