"""The discard-priority form of the standing orders panel (issue #20 item 4) answers after a restart: the
bot restarts between the person opening the form and sending it, and the new process stores the priority
(``cogs.interactions.forms``: the form's custom id carries its game; BASE-ROBBER-3 is the discard it orders)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


async def test_the_discard_priority_form_opened_before_a_restart_is_answered_after_it(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "form.sqlite3", seed=5)
        ann = fd.add_user("Ann")
        async with world.running() as bot:
            listing = await fd.slash(ann, world.channel, "catan me games")
            await listing.wait_done(timeout=15)
            opened = await fd.click(ann, listing.messages[-1], label="📜 Default standing orders…")
            await opened.wait_done(timeout=15)
            form = await fd.click(ann, opened.messages[-1], label="✏️ Discard priority…")
            await form.wait_response(timeout=15)
            assert form.modal is not None and form.modal["custom_id"] == "catan:ordp:0"

            bot = await world.restart()  # the form is still open on the person's screen

            sent = await fd.submit_modal(ann, form, {"cards": "wool, brick ore"})
            await sent.wait_done(timeout=15)
            assert sent.ephemeral and "Your default standing orders" in sent.text
            assert "discard in this order: wool, brick, ore" in sent.text
            orders = await bot.orders.users.orders(ann.id, 0)
            assert (orders.discard, orders.priority) == ("priority", ("wool", "brick", "ore"))

            # A typo is answered privately with what is accepted, after the restart too.
            again = await fd.click(ann, sent.messages[-1], label="✏️ Discard priority…")
            await again.wait_response(timeout=15)
            refused = await fd.submit_modal(ann, again, {"cards": "sheep"})
            await refused.wait_done(timeout=15)
            assert refused.ephemeral and "wool" in refused.text
            assert (await bot.orders.users.orders(ann.id, 0)).priority == ("wool", "brick", "ore")
