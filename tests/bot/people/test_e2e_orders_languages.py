"""Standing orders in their reader's language (issue #33, rest33 item 2), end to end against the fake Discord: a
German player sets an order from her hand DM's **📜 Daueraufträge…**; her hand DM then lists the orders in force
and what the order did for her in German (kept as catalogue messages in the game's notes, so any language
reads them), while an English player's hand is unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.bot.people.test_e2e_async_orders import _panel_select
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("German standing orders: real languages, not the pseudo-locale")]

GERMAN_HEAD, ENGLISH_HEAD = "Deine Hand in Catan-Partie", "Your hand in Catan game"


def _hand_dm(fd: FakeDiscord, user: Any, head: str) -> Any:
    return [m for m in fd.dm_messages(user) if head in m.content][-1]


async def test_issue33_a_german_players_standing_orders_are_german_in_her_hand_dm(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "orders-languages.sqlite3", seed=2)
        ana, bo, cy = fd.add_user("Ana", locale="de"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running() as bot:
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3})
            await fd.settle()
            opened = await fd.click(ana, _hand_dm(fd, ana, GERMAN_HEAD), label="📜 Daueraufträge…")
            await opened.wait_done(timeout=15)
            panel = opened.messages[-1]
            assert opened.ephemeral and f"Deine Daueraufträge in Catan-Spiel #{table.game_id}" in panel.content
            chosen = await _panel_select(fd, ana, panel, "flags", ["roll", "decline"])
            assert "🎲 zu Beginn meines Zuges würfeln" in chosen.messages[-1].content, chosen.messages[-1].content
            await fd.settle()
            # The game goes on (everyone else's moves made by the demo's players) until Ana's turn begins: the
            # order rolls for her, and her hand lists it until she moves herself.
            seat = table.users.index(ana)
            hand = ""
            for _ in range(400):
                for _ in range(3):
                    await bot.orders.idle(table.game_id)
                    await fd.settle()
                    await table.wait_published(timeout=30)
                hand = _hand_dm(fd, ana, GERMAN_HEAD).content
                public = await table.view(None)
                if "📜 Dauerauftrag: würfeln." in hand or public["phase"] == "over":
                    break
                waiting = {d["seat"] for d in public["pending"] if d["blocking"]}
                assert not (public["active"] == seat and public["step"] == "pre_roll"), "the order did not roll"
                if waiting != {seat}:
                    await table.step()
            assert "📜 Daueraufträge: 🎲 zu Beginn meines Zuges würfeln; 🙅 Handelsangebote an mich ablehnen" in hand, hand
            assert "📜 Dauerauftrag: würfeln." in hand, hand
            assert "Standing order" not in hand
            english = _hand_dm(fd, bo, ENGLISH_HEAD).content
            assert "Standing order" not in english and "Dauerauftrag" not in english
