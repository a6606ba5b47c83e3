"""End to end: the real bot against the fake Discord server plays a whole 2-player game (two_player.md).

Driven only through slash commands, button clicks and menus: both production rolls every turn, neutral
pieces placed by the builder (menu with a decision image, and the autocompleted command), the three
trade-card actions (forced trade with its hand-back, robber to the desert, a Knight exchanged), a 7 on
the second roll, and a restart of the bot in the middle after which the old turn buttons still work.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.bot.said_once import assert_each_fact_once
from tools.demo.driver import Table, greedy_policy
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.catalogue import localize
from ui.rules.two_player import button_label

pytestmark = pytest.mark.asyncio

SEED = 20261124
CARD_ACTIONS = ("knight_for_trade_cards", "robber_to_desert", "forced_trade")


def trying_every_card_action(done: set[str]) -> Any:
    """The greedy player, who also tries each trade-card action the first times it is legal."""

    def choose(view: dict[str, Any], rng: random.Random) -> list[Any]:
        legal = view["you"]["legal_actions"]
        for kind in CARD_ACTIONS:
            if [kind] in legal and kind not in done:
                done.add(kind)
                return [kind]
        return greedy_policy(view, rng)

    return choose


async def _play_until(table: Table, predicate: Any, limit: int = 1500) -> None:
    for _ in range(limit):
        if await predicate():
            return
        assert await table.step(), "the game ended before the scripted situation happened"
    raise AssertionError("scripted situation not reached")


def _thread_text(table: Table) -> str:
    return "\n".join(m.content for m in table.fd.messages(table.thread))


async def test_TWO_e2e_two_player_game_through_discord(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        # No test here looks at a picture's pixels: the renderers' tests and the C&K game's image audit do.
        renders = PlaceholderRenders()
        world = BotWorld(fd, tmp_path / "duo.sqlite3", seed=SEED, render_pool=renders)
        ann, bo = fd.add_user("Ann"), fd.add_user("Bo")
        async with world.running():
            created = await fd.slash(ann, world.channel, "catan new", {"board": "beginner"})
            await created.wait_done(timeout=15)
            lobby = next(m for m in created.messages if m.buttons)  # after the host's private "lobby is open"
            assert "need 2 to 6" in str(lobby.embeds)
            await (await fd.click(ann, lobby, label="Cancel")).wait_done(timeout=15)
            table = await start_game(world, [ann, bo], {"board": "beginner", "vp_target": 8, "players": 2})
            done: set[str] = set()
            table.rng = random.Random(SEED)
            table.policy = trying_every_card_action(done)
            thread = table.thread
            # The neutral players' starting settlements are announced with the seats.
            assert "White (neutral) starts with a settlement" in _thread_text(table)

            # The first neutral piece: the builder's menu comes with the decision image of the legal spots.
            async def neutral_owed() -> bool:
                return (await table.view(None))["two_player"]["neutral_owed"] is not None

            await _play_until(table, neutral_owed)
            public = await table.view(None)
            builder = public["active"]
            turn = table.turn_message()
            assert "neutral player" in turn.content and "/catan 2p" in turn.content
            opened = await fd.click(table.users[builder], turn, label="🏳️ Neutral piece…")
            await opened.wait_done(timeout=15)
            assert opened.ephemeral and opened.attachments and opened.attachments[0].filename.startswith("neutral_")
            assert opened.attachments[0].data.startswith(b"placeholder render_decision ")  # the legal spots' image
            legal = (await table.view(builder))["you"]["legal_actions"]
            offered = {o["value"] for m in opened.messages for row in m.components for c in row["components"]
                       for o in c.get("options", [])}  # fmt: skip
            assert len(offered) == min(len(legal), 125) and all(a[0].startswith("neutral_") for a in legal)
            # The other player may not place it.
            refused = await fd.click(table.users[1 - builder], turn, label="🏳️ Neutral piece…")
            await refused.wait_done(timeout=15)
            assert refused.ephemeral and "⚠️" in refused.text
            await table.step()
            assert "placed a" in _thread_text(table) and "(neutral)" in _thread_text(table)

            # Restart in the middle, while a neutral piece is owed: the old turn buttons still work.
            async def neutral_owed_later() -> bool:
                return table.moves > 80 and await neutral_owed()

            await _play_until(table, neutral_owed_later)
            old_turn = table.turn_message()
            await world.restart()
            public = await table.view(None)
            piece = (await table.view(public["active"]))["you"]["legal_actions"][0]
            assert old_turn.id == table.turn_message().id
            await table.choose_from_menu(public["active"], "🏳️ Neutral piece…", piece)

            # Spectators and players see trade cards and the neutral players in the status.
            status = await fd.slash(ann, thread, "catan status")
            await status.wait_done(timeout=15)
            assert "Trade cards" in status.text and "White (neutral)" in status.text and "Orange (neutral)" in status.text
            assert any("Trade cards:" in m.content for m in fd.dm_messages(ann))

            # Play to the end: every turn has two rolls, the paid buttons show their price (they are shown
            # when the player's trade cards, which are public, pay for them).
            prices_seen = False
            while (await table.view(None))["phase"] != "over":
                public = await table.view(None)
                two, active = public["two_player"], public["active"]
                affordable = two["trade_cards"][active] >= two["action_price"][active]
                if public["step"] == "main" and affordable and not prices_seen:
                    label = localize(button_label("forced", public), "en")
                    assert label in {b["label"] for b in table.turn_message().buttons}
                    assert label.endswith("card)") or label.endswith("cards)")
                    prices_seen = True
                await table.step()
                assert table.moves < 3000, "no winner"
            assert prices_seen
            final = await table.view(None)
            assert final["winner"] in (0, 1)
            texts = _thread_text(table)
            assert "(first roll)" in texts and "second roll" in texts
            assert "second roll: **7**" in texts, "no 7 on a second roll in this game"
            assert "placed a road for" in texts and "placed a settlement for" in texts
            assert "for a forced trade and drew" in texts and "gave 2 cards back" in texts
            assert "to move the robber to the desert" in texts
            assert "exchanged a played Knight" in texts and "for a Knight" in texts
            assert set(CARD_ACTIONS) <= done
            # The last turn's message became the final standings; the game's statistics follow it.
            assert "Final standings" in fd.messages(thread)[-2].content
            assert "statistics" in fd.messages(thread)[-1].content
            assert not [m for m in fd.messages(thread) if m.buttons]
            assert_each_fact_once(fd.messages(thread))  # issue #29 item 4
            # Both ways of acting were used: menus behind buttons and the slash commands.
            trace = "\n".join(table.trace)
            assert "/catan 2p" in trace and "[🏳️ Neutral piece…]" in trace
            assert "/catan 2p" in trace
        fd.assert_clean()
