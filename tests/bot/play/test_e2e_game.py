"""End to end: the real bot (discord.py) against the fake Discord server plays a whole 3-player game.

Driven only through slash commands, button clicks, menus and modals. The scripted part covers a
domestic trade with a counter-offer, a 7 with discards and a steal, a played knight, a Longest Road
change, a player whose DMs are closed, a non-player and an out-of-turn click being refused, and a
restart of the bot in the middle after which the old buttons still work.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import engine
from tests.bot.said_once import assert_each_fact_once
from tools.demo.driver import Table, fmt_cards
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

SEED = 20261122


async def _play_until(table: Table, predicate, limit: int = 800) -> None:
    for _ in range(limit):
        if await predicate():
            return
        assert await table.step(), "the game ended before the scripted situation happened"
    raise AssertionError("scripted situation not reached")


async def test_full_game_through_discord(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        # No test here looks at a picture's pixels: the renderers' tests and the C&K game's image audit do.
        renders = PlaceholderRenders()
        world = BotWorld(fd, tmp_path / "e2e.sqlite3", seed=SEED, render_pool=renders)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo", dms_closed=True), fd.add_user("Cy")
        eve = fd.add_user("Eve")  # watches, never joins
        async with world.running() as bot:
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "vp_target": 8, "players": 3})
            table.rng = random.Random(SEED)
            thread = table.thread

            # Bo's DMs are closed: the bot says so once in the thread, and the others got their hand by DM.
            # (Hands are rendered after the turn message is posted: wait for them, the machine may be busy.)
            await fd.wait_for_message(
                thread, lambda m: "can't send you direct messages" in m.content and str(bo.id) in m.content, timeout=20
            )
            await fd.wait_for(lambda: any("Your hand" in m.content for m in fd.dm_messages(ann)), 20, "Ann's hand")
            assert not fd.dm_messages(bo)

            # A non-player and an out-of-turn click are refused, politely and privately.
            turn = table.turn_message()
            refused = await fd.click(eve, turn, label="🎲 Roll")
            await refused.wait_done()
            assert refused.ephemeral and "not playing" in refused.text
            public = await table.view(None)
            other = (public["active"] + 1) % 3
            refused = await fd.click(table.users[other], turn, label="🎲 Roll")
            await refused.wait_done()
            assert refused.ephemeral and "not your" in refused.text.lower()
            # Issue #18 item 10: the refusal names whom the game waits for ("Waiting for player 2" before).
            assert f"Waiting for {table.users[public['active']].name} to " in refused.text, refused.text
            assert "player " not in refused.text, refused.text

            # Play until a domestic trade is possible, then offer, counter and accept.
            async def trade_possible() -> bool:
                v = await table.view(None)
                if v["step"] != "main":
                    return False
                me = await table.view(v["active"])
                return sum(me["you"]["hand"].values()) >= 1 and any(
                    p["resource_count"] >= 1 for p in v["players"] if p["seat"] != v["active"]
                )

            await _play_until(table, trade_possible)
            await _domestic_trade_with_counter(table)

            # Restart the bot in the middle of the game: buttons posted before the restart keep working.
            old_turn = table.turn_message()
            await world.restart()
            active = (await table.view(None))["active"]
            pressed = await fd.click(table.users[active], old_turn, label="👜 My hand")
            await pressed.wait_done(timeout=15)
            assert pressed.ephemeral and "Your hand" in pressed.text and pressed.attachments
            await table.step(via_buttons=True)

            # Anyone can look: board, status, log and help answer a spectator too (privately).
            for command in ("board", "status", "history log", "help"):
                answer = await fd.slash(eve, thread, f"catan {command}")
                await answer.wait_done(timeout=15)
                assert answer.ephemeral and answer.text and "Something went wrong" not in answer.text, command

            # Play on to the end with the scripted events checked along the way.
            while (await table.view(None))["phase"] != "over":
                await table.step()
                if table.moves > 3000:
                    raise AssertionError("no winner")
            final = await table.view(None)
            assert final["winner"] >= 0
            # The final board and standings, then (issue 13) the game's statistics as the last message.
            last, stats = fd.messages(thread)[-2:]
            assert "statistics" in stats.content and stats.attachments
            assert stats.attachments[0].data.startswith(b"placeholder render_stats ")  # through rendering.worker
            assert {"render_board", "render_hand_if_changed", "render_stats"} <= set(renders.renders), renders.renders
            assert "Final standings" in last.content and "wins" in last.content and last.attachments
            assert last.content.count("wins") == 1, last.content  # issue #18 item 11: announced once
            # Hidden victory point cards are revealed in the standings.
            revealed = sum(p["vp_cards_revealed"] for p in final["players"])
            assert revealed == 0 or "victory point card" in last.content
            texts = "\n".join(m.content for m in fd.messages(thread))
            seen = {name for name, marker in (("discards", " discarded "), ("steal", "robbed"),
                                              ("knight", "played a Knight"), ("longest_road", "Longest Road"))
                    if marker in texts}  # fmt: skip
            assert {"discards", "steal", "knight", "longest_road"} <= seen, seen
            # Issue #18 item 11, #29 item 4: each discard ping went once the discards were made (none still
            # asks, none says the discard again: the turn's log names it).
            assert "on the turn message" not in texts and "discarded half" not in texts
            assert_each_fact_once(fd.messages(thread))
            # A quiet thread: about one new message per turn, and a board image only now and then.
            turns = final["turn"]
            thread_messages = fd.messages(thread)
            images = sum(len(m.attachments) for m in thread_messages)
            assert len(thread_messages) <= 1.5 * turns, (len(thread_messages), turns)
            assert images <= 0.75 * turns, (images, turns)  # boards follow changes and rounds, not every turn
            # Old turn messages became their turn's summary, without buttons; the lobby shows the winner.
            with_buttons = [m for m in thread_messages if m.buttons]
            assert not with_buttons, [m.content[:60] for m in with_buttons]
            lobby_message = fd.messages(world.channel)[0]
            assert "Won by" in str(lobby_message.embeds) and not lobby_message.buttons
            # Bo (DMs closed) gets the hand in ephemeral replies instead.
            assert bot is not None
        fd.assert_clean()


async def _domestic_trade_with_counter(table: Table) -> None:
    v = await table.view(None)
    active = v["active"]
    me = await table.view(active)
    give = next(r for r, n in me["you"]["hand"].items() if n)
    partner = next(p["seat"] for p in v["players"] if p["seat"] != active and p["resource_count"] >= 1)
    want = next(r for r in ("brick", "lumber", "ore", "grain", "wool") if r != give)
    await table.slash(active, "trade offer", {"give": f"1 {give}", "get": f"1 {want}"})
    offer_id = max(o["id"] for o in (await table.view(None))["offers"])
    # The partner counters through the button and its form.
    partner_view = await table.view(partner)
    has = next(r for r, n in partner_view["you"]["hand"].items() if n)
    wants = give if give != has else next(r for r in ("brick", "lumber", "ore", "grain", "wool") if r != has)
    opened = await table.fd.click(table.users[partner], table.offer_message(offer_id), label="Counter…")
    await opened.wait_response()
    assert opened.modal is not None
    ids = [row["components"][0]["custom_id"] for row in opened.modal["components"]]
    submitted = await table.fd.submit_modal(table.users[partner], opened, {ids[0]: f"1 {has}", ids[1]: f"1 {wants}"})
    await submitted.wait_done()
    assert "✅" in submitted.text, submitted.text
    counter = max(o["id"] for o in (await table.view(None))["offers"])
    assert counter != offer_id
    before = (await table.view(active))["you"]["hand"]
    await table.click(active, table.offer_message(counter), "Accept")
    after = (await table.view(active))["you"]["hand"]
    assert after != before
    assert any("traded" in m.content for m in table.fd.messages(table.thread))
    _ = (fmt_cards, engine)
