"""End to end through the fake Discord on a simulated clock (issue #20 items 4 and 5): a slow game that
does not wait on sleepers, and one inbox across two servers.

Four players in three time zones: Ann (Berlin) and Cy (Tokyo) asleep when the 7 comes, Bo (New York)
awake and told by DM rather than by mention, Di (New York) away (`/catan me away days:14 strength:easy`: a
built-in player plays her seat). Cy answers only by standing orders, set in the orders panel of `/catan me games`:
his discard, his roll at the start of his turn, his pillaged city in a Cities & Knights game on the second
server, and, in his quiet hours, a built-in player for the rest of his turn. Ann sets her discard order
for the game from the hand DM's **📜 Standing orders…**. `/catan me games` lists both servers' games, in the
server, in a DM with the bot and in a DM among people as a user-installed app (BASE-ROBBER-3 discards, BASE-TURN-2 the roll, CK-BARB-4 the pillage).
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.testing import position
from service.time.clock import FakeClock
from service.time.quiet_hours import available_at, is_quiet
from tests.bot.rules.test_e2e_cities_knights_scenario import OPTIONS as CK_OPTIONS
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tests.bot.rules.test_e2e_cities_knights_scenario import scenario as ck_scenario
from tools.demo.driver import Table, greedy_policy
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

SUPPRESS_NOTIFICATIONS = 1 << 12  # Discord's message flag: delivered without a sound (issue #29 item 9)

pytestmark = pytest.mark.asyncio

MINUTE = 60.0
SEVEN_AT = datetime(2026, 1, 12, 22, 0, tzinfo=UTC)  # 23:00 in Berlin, 07:00 (Tue) in Tokyo, 17:00 in New York
ZONES = {"Ann": ("Europe/Berlin", "22:00", "07:00"), "Bo": ("America/New_York", "23:00", "07:00"),
         "Cy": ("Asia/Tokyo", "23:00", "08:00"), "Di": ("America/New_York", "23:00", "07:00")}  # fmt: skip


def base_position(options: dict[str, Any], seats: dict[str, int]) -> engine.GameState:
    """The turn before Bo's is done (its player ends it); Ann and Cy hold 9 cards each; Bo's roll is a 7."""
    return position(
        4, options=options, seed=11,
        settlements={seats["Ann"]: ["12"], seats["Bo"]: ["30"], seats["Cy"]: ["44"], seats["Di"]: ["20"]},
        hands={seats["Ann"]: {"brick": 3, "lumber": 3, "ore": 3}, seats["Cy"]: {"wool": 3, "grain": 3, "ore": 3}},
        active=(seats["Bo"] - 1) % 4, step="main", turn=5, next_rolls=(7,),
    )  # fmt: skip


async def _panel_select(fd: FakeDiscord, user: Any, message: Any, field: str, values: list[str]) -> Any:
    select = next(
        c for row in message.components for c in row.get("components", [])
        if c.get("custom_id", "").startswith("catan:ord:") and c["custom_id"].endswith(f":{field}")
    )  # fmt: skip
    done = await fd.select(user, message, select["custom_id"], values)
    await done.wait_done(timeout=15)
    return done


async def test_a_slow_game_across_time_zones_does_not_wait_on_sleepers(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(SEVEN_AT.timestamp() - 3600)
        world = BotWorld(fd, tmp_path / "async.sqlite3", seed=5, clock=clock, reminder_check_seconds=3600,
                         bot_pace_seconds=0.0)  # fmt: skip
        world.settings = dataclasses.replace(world.settings, dev_guild_id=None)  # global commands: DMs, 2 servers
        second = fd.add_guild("Night Owls")
        owls = fd.add_channel(second, "slow-games")
        users = {name: fd.add_user(name) for name in ("Ann", "Bo", "Cy", "Di")}  # members of both servers
        async with world.running() as bot:
            people = bot.orders.users
            for name, (zone, quiet_from, quiet_to) in ZONES.items():
                await people.set_time(users[name].id, zone_name=zone, quiet_from=quiet_from, quiet_to=quiet_to)

            # Bo hears by DM; Cy gives default standing orders for everything, all in /catan me games.
            inbox = await fd.slash(users["Bo"], world.channel, "catan me games")
            await inbox.wait_done(timeout=15)
            assert inbox.ephemeral and "no unfinished Catan games" in inbox.text
            listing = inbox.messages[-1]
            notify = next(c for row in listing.components for c in row["components"]
                          if c.get("custom_id") == "catan:notify:mode")  # fmt: skip
            chosen = await fd.select(users["Bo"], listing, notify["custom_id"], ["dm"])
            await chosen.wait_done(timeout=15)
            assert (await people.get(users["Bo"].id)).notify == "dm"
            # Issue #29 item 13: one space, "DM", a sentence.
            assert "Notifications: you hear of your games by a DM (no mention)." in chosen.messages[-1].content

            mine = await fd.slash(users["Cy"], world.channel, "catan me games")
            await mine.wait_done(timeout=15)
            opened = await fd.click(users["Cy"], mine.messages[-1], label="📜 Default standing orders…")
            await opened.wait_done(timeout=15)
            panel = opened.messages[-1]
            assert opened.ephemeral and "Your default standing orders" in panel.content
            await _panel_select(fd, users["Cy"], panel, "flags", ["roll", "decline", "answers"])
            await _panel_select(fd, users["Cy"], panel, "discard", ["keep_build"])
            await _panel_select(fd, users["Cy"], panel, "night", ["normal"])
            cy_orders = await people.orders(users["Cy"].id, 0)
            assert (cy_orders.auto_roll, cy_orders.decline_trades, cy_orders.ck_answers) == (True, True, True)
            assert (cy_orders.discard, cy_orders.night_bot, cy_orders.grace_minutes) == ("keep_build", "normal", 0)

            # Game 1, base, in the first server: the position before Bo's 7.
            table = await start_game(world, [users[n] for n in ("Ann", "Bo", "Cy", "Di")], {"players": 4})
            seats = {u.name: s for s, u in enumerate(table.users)}
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            await load_position(world, table, base_position(dict(stored.row.options), seats))
            game = await bot.service.get_game(table.game_id)
            # Di goes away for two weeks, as a person would: /catan me away in the thread, an easy built-in player.
            away = await fd.slash(users["Di"], table.thread, "catan me away", {"days": 14, "strength": "easy"})
            await away.wait_done(timeout=15)
            assert away.ephemeral and f"Handed over now: game #{game.id}" in away.text, away.text
            game = await bot.service.get_game(game.id)
            assert game.bot_strength(seats["Di"]) == "easy" and not game.person_plays(seats["Di"])
            thread_text = "\n".join(m.content for m in fd.messages(table.thread))
            assert f"<@{users['Di'].id}> is on vacation until" in thread_text

            # Ann sets her discard order for this game from her hand DM.
            await fd.settle()
            hand = next(m for m in reversed(fd.dm_messages(users["Ann"])) if "Your hand in Catan game" in m.content)
            opened = await fd.click(users["Ann"], hand, label="📜 Standing orders…")
            await opened.wait_done(timeout=15)
            panel = opened.messages[-1]
            assert f"Catan game #{game.id}" in panel.content
            await _panel_select(fd, users["Ann"], panel, "discard", ["keep_build"])
            assert (await people.orders(users["Ann"].id, game.id)).discard == "keep_build"
            assert (await people.orders(users["Ann"].id, 0)).discard is None  # a game order, not her default

            before = (seats["Bo"] - 1) % 4
            if table.users[before].name != "Di":
                await table.slash(before, "end")
            await _until(bot, table, lambda v: v["active"] == seats["Bo"] and v["step"] == "pre_roll", clock, seats, awake=())

            # 22:00 UTC: Ann and Cy asleep, Bo awake. Bo was told by DM, and the thread does not ping him.
            await clock.advance(SEVEN_AT.timestamp() - clock.now())
            ann, cy = await people.get(users["Ann"].id), await people.get(users["Cy"].id)
            assert is_quiet(ann, clock.now()) and is_quiet(cy, clock.now())
            told = [m for m in fd.dm_messages(users["Bo"]) if f"game #{game.id} waits on you" in m.content]
            assert told and not told[-1].flags & SUPPRESS_NOTIFICATIONS  # awake (17:00 in New York): a sound
            assert f"user:{users['Bo'].id}" not in table.turn_message().pings
            seven_at = clock.now()
            await table.slash(seats["Bo"], "roll")
            await _settle(bot, table)
            public = await table.view(None)
            assert public["dice"] and sum(public["dice"]) == 7
            assert not [d for d in public["pending"] if d["kind"] == "discard"]  # both sleepers' orders discarded
            assert [d["seat"] for d in public["pending"] if d["blocking"]] == [seats["Bo"]]  # the robber: Bo's
            assert clock.now() == seven_at
            for name in ("Ann", "Cy"):
                view = await table.view(seats[name])
                assert sum(view["you"]["hand"].values()) == 5 and view["you"]["hand"]["ore"] >= 3
                text = _hand_dm(fd, users[name], game.id)
                assert "📜 Standing orders: " in text and "📜 Standing order: discard" in text
            thread_text = "\n".join(m.content for m in fd.messages(table.thread))
            assert "Standing order" not in thread_text  # the table sees the discards, not how they were made
            # Issue #29 item 12: ... but that they were made for Ann and Cy (what was automated, not why).
            assert "(🤖 for Ann)" in thread_text and "(🤖 for Cy)" in thread_text, thread_text
            assert "(🤖 for Bo)" not in thread_text  # Bo rolled himself

            # Play on: Ann and Bo answer when awake; Cy never touches the game.
            def cy_played(_view: dict[str, Any]) -> bool:
                text = _hand_dm(fd, users["Cy"], game.id)
                return "📜 Standing order: roll the dice." in text and "🌙 In your quiet hours" in text

            assert await _until(bot, table, cy_played, clock, seats, awake=("Ann", "Bo"))

            # Game 2, Cities & Knights, in the second server: Cy's city is pillaged by his standing order. It
            # starts while Cy is awake (asleep, his night order would place his set-up pieces at once).
            await clock.advance(available_at(cy, clock.now()) - clock.now() + MINUTE)
            world.channel = owls
            ck_options = {k: v for k, v in CK_OPTIONS.items() if k != "reminder_hours"}
            ck = await start_game(world, [users["Ann"], users["Cy"], users["Bo"]], ck_options)
            ck_seats = {u.name: s for s, u in enumerate(ck.users)}
            assert ck_seats["Cy"] == 1  # the scenario pillages seat 1
            ck_stored = await bot.service.repo.load_game(ck.game_id)
            assert ck_stored is not None
            await load_position(world, ck, ck_scenario(dict(ck_stored.row.options)))
            await ck.slash(2, "end")
            await ck.slash(0, "roll")
            await _settle(bot, ck)
            ck_public = await ck.view(None)
            assert not [d for d in ck_public["pending"] if d["kind"] == "pillage"]
            assert len([b for b in ck_public["buildings"] if b[1] == 1 and b[2] == 2]) == 1  # one city left
            assert "📜 Standing order: choose the city" in _hand_dm(fd, users["Cy"], ck.game_id)

            # /catan me games: both servers' games, in a server, in a DM with the bot and, as a user-installed
            # app, in a DM among people that the bot is not in.
            here = await fd.slash(users["Cy"], world.channel, "catan me games")
            await here.wait_done(timeout=15)
            dm = await fd.slash(users["Cy"], fd.open_dm(users["Cy"]), "catan me games")
            await dm.wait_done(timeout=15)
            among = fd.open_private_channel(users["Cy"], users["Ann"])
            private = await fd.slash(users["Cy"], among, "catan me games")
            await private.wait_done(timeout=15)
            for answer in (here, dm, private):
                assert answer.ephemeral and f"#{game.id} in Catan Club" in answer.text
                assert "since <t:" in answer.text  # issue #29 item 12: how long each game has waited on whom
                assert f"#{ck.game_id} in Night Owls" in answer.text
                assert f"https://discord.com/channels/{world.guild.id}/{table.thread.id}" in answer.text
                assert f"https://discord.com/channels/{second.id}/{ck.thread.id}" in answer.text
            for where in (fd.open_dm(users["Cy"]), among):
                refused = await fd.slash(users["Cy"], where, "catan status")
                await refused.wait_done(timeout=15)
                assert refused.ephemeral and "works in a server where I play" in refused.text


def _hand_dm(fd: FakeDiscord, user: Any, game_id: int) -> str:
    return next(m.content for m in reversed(fd.dm_messages(user)) if f"Your hand in Catan game #{game_id}" in m.content)


async def _settle(bot: Any, table: Table) -> None:
    for _ in range(3):
        await bot.orders.idle(table.game_id)
        await bot.bot_driver.idle(table.game_id)
        await table.fd.settle()
        await table.wait_published(timeout=30)


async def _until(
    bot: Any,
    table: Table,
    done: Any,
    clock: FakeClock,
    seats: dict[str, int],
    *,
    awake: tuple[str, ...],
    days: float = 3.0,
) -> bool:
    """Let time pass: each person in ``awake`` whom the game waits on and who is not in their quiet hours
    makes a move at once (the demo's greedy player, through slash commands); when nobody may, the clock
    runs to the next instant something is due. True once ``done(public view)``."""
    rng = random.Random(1)
    people = bot.orders.users
    end = clock.now() + days * 86400
    while clock.now() < end:
        await _settle(bot, table)
        view = await table.view(None)
        if done(view):
            return True
        waiting = sorted({int(d["seat"]) for d in view["pending"] if d["blocking"]})
        moved = False
        for seat in waiting:
            name = table.users[seat].name
            if name not in awake or is_quiet(await people.get(table.users[seat].id), clock.now()):
                continue
            action = greedy_policy(await table.view(seat), rng)
            await table.perform(seat, action, via_buttons=False)
            moved = True
            break
        if not moved:  # nobody here may move now: on to the next instant something is due
            times = [t for t in (bot.orders.next_due(),) if t is not None and t > clock.now()]
            for seat in waiting:
                if table.users[seat].name in awake:
                    times.append(available_at(await people.get(table.users[seat].id), clock.now()))
            await clock.advance(max(MINUTE, min(times, default=clock.now() + 3600) - clock.now()))
    return False


async def test_a_daily_digest_comes_at_the_persons_local_time_and_replaces_pings(tmp_path: Path) -> None:
    """Ann (Tokyo) takes a daily digest at 19:00 her time: the thread names her without a ping, and the
    digest DM comes from the bot's background task when her clock shows 19:00, not before, listing the game
    that waits on her with its jump link."""
    async with FakeDiscord() as fd:
        clock = FakeClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))  # 17:00 in Tokyo
        world = BotWorld(fd, tmp_path / "digest.sqlite3", seed=6, clock=clock, bot_pace_seconds=0.0)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running() as bot:
            await bot.orders.users.set_time(ann.id, zone_name="Asia/Tokyo")
            inbox = await fd.slash(ann, world.channel, "catan me games")
            await inbox.wait_done(timeout=15)
            digest = next(c for row in inbox.messages[-1].components for c in row["components"]
                          if c.get("custom_id") == "catan:notify:digest")  # fmt: skip
            chosen = await fd.select(ann, inbox.messages[-1], digest["custom_id"], ["19:00"])
            await chosen.wait_done(timeout=15)
            assert "a daily digest at 19:00 your time (Asia/Tokyo)" in chosen.messages[-1].content
            table = await start_game(world, [ann, bo, cy], {"players": 3})
            seat = table.users.index(ann)
            if (await table.view(None))["active"] != seat:  # play the set-up up to Ann's placement
                await _until(bot, table, lambda v: v["active"] == seat, clock, {}, awake=("Bo", "Cy"), days=0.01)
            await fd.settle()
            assert f"user:{ann.id}" not in table.turn_message().pings and f"<@{ann.id}>" in table.turn_message().content
            before = len(fd.dm_messages(ann))
            await clock.advance(datetime(2026, 3, 2, 9, 59, tzinfo=UTC).timestamp() - clock.now())  # 18:59 Tokyo
            await fd.settle()
            assert not [m for m in fd.dm_messages(ann)[before:] if "daily Catan digest" in m.content]
            # The loop sleeps on the bot's clock and reads the database in real time: the test moves the clock on
            # 30 s at a time, letting the loop's work finish in between, until the digest is there (within 5 min).
            for _ in range(10):
                await clock.advance(MINUTE / 2)
                await asyncio.sleep(0.3)
                await fd.settle()
                if any("daily Catan digest" in m.content for m in fd.dm_messages(ann)[before:]):
                    break
            sent = next(m for m in fd.dm_messages(ann)[before:] if "daily Catan digest" in m.content)
            assert f"#{table.game_id} in Catan Club: ⏳ **your move**" in sent.content
            assert f"https://discord.com/channels/{world.guild.id}/{table.thread.id}" in sent.content
