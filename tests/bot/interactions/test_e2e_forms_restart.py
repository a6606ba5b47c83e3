"""The move forms answer a submission made across a restart (``cogs.interactions.forms``, ``cogs.trade.card_forms``): the person
opens the Trade… form, an offer's Counter… form or the Discard form, the bot restarts, the person sends it,
and the new process plays the move (each custom id carries its game, and the offer countered). A form that
went stale while it was open is refused privately with what is legal now, never "This interaction failed".
The replay's Jump to turn… form is covered the same way in ``test_e2e_history``."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.constants import RESOURCES
from tools.demo.driver import Table, fmt_cards
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

# With this seed the greedy players reach a sensible domestic trade after 13 moves and a 7 that makes
# someone discard after 20 (found by replaying the engine with the driver's policy).
SEED = 155


async def _trade_situation(table: Table) -> tuple[int, int, int, int]:
    for _ in range(60):
        situation = await table.trade_situation()
        if situation is not None:
            return situation
        assert await table.step()
    raise AssertionError("no trade situation reached")


async def test_the_trade_form_opened_before_a_restart_makes_its_offer_after_it(tmp_path: Path) -> None:
    """BASE-TRADE-1: the offer of a Trade… form sent after a restart is made, to the player it names."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "trade.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "variable", "players": 3})
            active, give, partner, get = await _trade_situation(table)
            await table.wait_published()
            opened = await fd.click(table.users[active], table.turn_message(), label="🤝 Trade…")
            await opened.wait_response(timeout=15)
            assert opened.modal is not None and opened.modal["custom_id"] == f"catan:offer:{table.game_id}"

            await world.restart()  # the form is still open on the person's screen

            sent = await fd.submit_modal(
                table.users[active], opened,
                {"give": f"1 {RESOURCES[give]}", "get": f"1 {RESOURCES[get]}", "to": [str(partner)]},
            )  # fmt: skip
            await sent.wait_done(timeout=15)
            assert sent.ephemeral and "✅" in sent.text, sent.text
            offer = (await table.view(None))["offers"][-1]
            assert (offer["seat"], offer["to"]) == (active, [partner])
            assert offer["give"][give] == 1 and offer["get"][get] == 1
            await fd.wait_for_message(table.thread, lambda m: f"Trade offer #{offer['id']}" in m.content, timeout=15)

            # A typo is answered privately with what is accepted; the open offers stay as they were.
            typo = await fd.submit_modal(table.users[active], opened, {"give": "1 sheeep", "get": "1 ore"})
            await typo.wait_done(timeout=15)
            assert typo.ephemeral and "⚠️" in typo.text and "sheeep" in typo.text, typo.text
            assert len((await table.view(None))["offers"]) == 1
        fd.assert_clean()


async def test_the_counter_form_opened_before_a_restart_counters_after_it_or_is_refused(tmp_path: Path) -> None:
    """BASE-TRADE-2: a counter-offer sent after a restart answers its offer; once the offer is withdrawn the
    same form is refused privately (the offer is gone), and nothing else changes."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "counter.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "variable", "players": 3})
            active, give, partner, get = await _trade_situation(table)
            await table.slash(active, "trade offer", {"give": f"1 {RESOURCES[give]}", "get": f"1 {RESOURCES[get]}"})
            offer = (await table.view(None))["offers"][-1]
            theirs = (await table.view(partner))["you"]["hand"]
            has = next(r for r in RESOURCES if theirs[r])
            wants = RESOURCES[give] if RESOURCES[give] != has else next(r for r in RESOURCES if r != has)
            opened = await fd.click(table.users[partner], table.offer_message(offer["id"]), label="Counter…")
            await opened.wait_response(timeout=15)
            assert opened.modal is not None
            assert opened.modal["custom_id"] == f"catan:counter:{table.game_id}:{offer['id']}"

            await world.restart()

            sent = await fd.submit_modal(table.users[partner], opened, {"give": f"1 {has}", "get": f"1 {wants}"})
            await sent.wait_done(timeout=15)
            assert sent.ephemeral and "✅" in sent.text, sent.text
            counter = (await table.view(None))["offers"][-1]
            assert counter["id"] != offer["id"] and counter["seat"] == partner and counter["parent"] == offer["id"]

            # The offer is withdrawn while a second counter form is open: sent after a restart, it is refused.
            again = await fd.click(table.users[partner], table.offer_message(offer["id"]), label="Counter…")
            await again.wait_response(timeout=15)
            await table.click(active, table.offer_message(offer["id"]), "Withdraw")
            await world.restart()
            offers = (await table.view(None))["offers"]
            late = await fd.submit_modal(table.users[partner], again, {"give": f"1 {has}", "get": f"1 {wants}"})
            await late.wait_done(timeout=15)
            assert late.ephemeral and "⚠️" in late.text and "✅" not in late.text, late.text
            assert (await table.view(None))["offers"] == offers
        fd.assert_clean()


async def test_the_discard_form_opened_before_a_restart_discards_after_it(tmp_path: Path) -> None:
    """BASE-ROBBER-3: a discard sent after a restart is made; the same form sent again is refused privately,
    saying the discard is no longer owed."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "discard.sqlite3", seed=SEED)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, {"board": "variable", "players": 3})
            for _ in range(60):
                if (await table.view(None))["step"] == "discard":
                    break
                assert await table.step()
            public = await table.published_view()
            assert public["step"] == "discard", "no discard reached"
            seat = next(d["seat"] for d in public["pending"] if d["blocking"])
            me = (await table.view(seat))["you"]
            owed, hand = me["discard_owed"], me["hand"]
            opened = await fd.click(table.users[seat], table.turn_message(), label="🗑️ Discard")
            await opened.wait_response(timeout=15)
            assert opened.modal is not None and opened.modal["custom_id"] == f"catan:discard:{table.game_id}"

            await world.restart()

            counts, left = [], owed
            for resource in RESOURCES:
                counts.append(min(hand[resource], left))
                left -= counts[-1]
            typed = fmt_cards(counts)
            sent = await fd.submit_modal(table.users[seat], opened, {"cards": typed})
            await sent.wait_done(timeout=15)
            assert sent.ephemeral and "✅" in sent.text, sent.text
            after = await table.view(seat)
            assert after["you"]["discard_choice"] or sum(after["you"]["hand"].values()) == sum(hand.values()) - owed

            stale = await fd.submit_modal(table.users[seat], opened, {"cards": typed})
            await stale.wait_done(timeout=15)
            assert stale.ephemeral and "⚠️" in stale.text and "✅" not in stale.text, stale.text
            assert (await table.view(seat))["you"]["hand"] == after["you"]["hand"]
        fd.assert_clean()
