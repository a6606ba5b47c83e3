"""End to end: 5-6 players through the fake Discord (five_six.md; issue #19 items 2 and 3).

* From a position (the way ``test_e2e_cities_knights_scenario`` starts): a 6-player table of three
  people and three built-in players. During Ann's turn Bo and Cy press **Build after this turn** (Ann
  may not: it is her turn); when she ends it only their slots open (SIX-SBP-2/9), each with a message
  that mentions its player. Bo buys a Knight in his slot and plays it on his turn right after
  (SIX-SBP-7); Cy does nothing and his slot passes by itself after the game's limit (1 h, on a fake
  clock). Ann's turn summary shows the Special Build Phase.
* A seeded 6-player game from the lobby (people and built-in players, set-up included) played until a
  person's slot is open; the bot restarts; the slot's old **Done building** button still works.
* A 5-player Cities & Knights game with paired players: a person's Second's phase is played with the
  turn message's buttons.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.rules.five_six.record import PHASE_SBP
from service.time.clock import FakeClock
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tests.engine.six_helpers import six_position
from tools.demo.driver import Table
from tools.demo.renders import PlaceholderRenders  # no test here looks at a picture
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

ANN, BO, CY = 0, 1, 2  # people; seats 3-5 are built-in players
ASK, DONE = "🏗️ Build after this turn", "⏭️ Done building"


def _scenario(options: dict[str, Any]) -> engine.GameState:
    """Ann's turn, rolled. Bo holds what a development card costs, Cy a little of everything, the
    built-in players nothing (so they never ask); a Knight is on top of the deck."""
    return six_position(
        6, options=options, seed=5, active=ANN, turn=7, step="main", dice=(4, 2),
        settlements={ANN: ["10"], BO: ["20"], CY: ["30"], 3: ["40"], 4: ["52"], 5: ["60"]},
        hands={ANN: (4, 0, 0, 0, 0), BO: (0, 0, 1, 1, 1), CY: (1, 1, 1, 1, 1)},
        dev_deck=["knight", "monopoly", "knight"],
    )  # fmt: skip


def _text(table: Table) -> str:
    return "\n".join(m.content for m in table.fd.messages(table.thread))


async def test_SIX_SBP_9_slots_on_request_a_lapse_and_a_card_bought_in_a_slot(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        clock = FakeClock(datetime(2026, 3, 2, 18, 0, tzinfo=UTC))
        world = BotWorld(fd, tmp_path / "six.sqlite3", seed=6, clock=clock, render_pool=PlaceholderRenders())
        users = [fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")]
        async with world.running() as bot:
            options = {"board": "variable", "players": 6, "reminder_hours": 0}
            table = await start_game(world, users, options, bots=("easy", "easy", "easy"))
            assert [u is not None for u in table.users] == [True, True, True, False, False, False]
            game = await bot.service.get_game(table.game_id)
            assert game.options["six_sbp_skip"] == "on_request"  # what /catan new sets for 5-6 seats
            assert game.settings["lapses"]["special_build"]["hours"] == 1.0  # the lobby's default limit
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            await load_position(world, table, _scenario(dict(stored.row.options)))
            table.rng = random.Random(6)

            # Ann trades with the bank (the thread shows the loaded position from this move on).
            await table.slash(ANN, "trade bank", {"give": "brick", "get": "grain"})
            await table.wait_published()
            await table.click(BO, table.turn_message(), ASK)
            await table.wait_published()
            turn = table.turn_message()
            assert ASK in [b["label"] for b in turn.buttons]
            refused = await fd.click(users[ANN], turn, label=ASK)  # her own turn: she is told so privately
            await refused.wait_done(timeout=15)
            assert refused.ephemeral and "own turn" in refused.text, refused.text
            await table.click(CY, table.turn_message(), ASK)
            twice = await fd.click(users[CY], table.turn_message(), label=ASK)
            await twice.wait_done(timeout=15)
            assert twice.ephemeral and "already" in twice.text
            await table.wait_published()
            assert (await table.view(None))["five_six"]["asked"] == [BO, CY]
            assert "Bo will build after this turn" in table.turn_message().content

            # Ann ends her turn: Bo's slot opens (he is on her left), the built-in players who did not
            # ask pass at once.
            await table.click(ANN, table.turn_message(), "⏭️ End turn")
            await table.wait_published()
            public = await table.view(None)
            assert public["phase"] == PHASE_SBP and public["active"] == BO
            assert public["five_six"]["special_build"]["to_come"] == [CY, 3, 4, 5]
            slot = table.slot_message(BO)
            assert slot is not None and f"<@{users[BO].id}>" in slot.content and "1 hour" in slot.content
            assert {b["label"] for b in slot.buttons} >= {"🏗️ Build…", "🃏 Buy card", DONE}
            intruder = await fd.click(users[CY], slot, label=DONE)  # not Cy's slot yet
            await intruder.wait_done(timeout=15)
            assert intruder.ephemeral and "✅" not in intruder.text
            await table.click(BO, slot, "🃏 Buy card")
            await table.click(BO, table.slot_message(BO), DONE)
            await table.wait_published()
            public = await table.view(None)
            assert public["phase"] == PHASE_SBP and public["active"] == CY
            cy_slot = table.slot_message(CY)
            assert cy_slot is not None and f"<@{users[CY].id}>" in cy_slot.content
            # issue #29 item 4: the log says "Bo finished building"; the slot's message does not say it again
            assert not any(m.id == slot.id for m in fd.messages(table.thread))
            # Ann's turn message goes on through the SBP: its log has the slots' moves (SIX-SBP-11).
            log = table.turn_message().content
            for line in ("Bo will build after this turn", "Cy will build after this turn",
                         "Special Build Phase: Bo's slot", "Bo bought a development card", "Bo finished building",
                         "Special Build Phase: Cy's slot"):  # fmt: skip
                assert line in log, log
            # Cy is named, not mentioned: the slot's message is his one ping for it (issue #29 item 4)
            assert "➡️ Cy: " in log and f"<@{users[CY].id}>" not in log and "Special Build Phase slot" in log

            # Cy does nothing: after the game's limit his slot passes by itself (the reminders' pass).
            await clock.advance(1800)
            await bot.reminders()
            assert (await table.view(None))["active"] == CY  # half an hour: still his
            await clock.advance(1801)
            await bot.reminders()
            await table.wait_published()
            public = await table.view(None)
            assert public["phase"] == "play" and public["active"] == BO and public["step"] == "pre_roll"
            assert not any(m.id == cy_slot.id for m in fd.messages(table.thread))

            # Bo plays the Knight he bought in his slot, on his very next turn (SIX-SBP-7).
            bo = await table.view(BO)
            assert ["knight"] in bo["you"]["legal_actions"]
            await table.perform(BO, ["knight"], via_buttons=True)
            await table.wait_published()
            assert "Bo played a Knight" in table.turn_message().content
        fd.assert_clean()


async def test_SIX_SBP_2_restart_in_the_middle_of_a_special_build_slot(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "six-restart.sqlite3", seed=11, render_pool=PlaceholderRenders())
        users = [fd.add_user(name) for name in ("Ann", "Bo")]
        async with world.running():
            options = {"board": "variable", "players": 6, "reminder_hours": 0, "sbp_hours": 2}  # /catan new sbp_hours:2
            table = await start_game(world, users, options, bots=("easy", "normal", "easy", "normal"))
            game = await world.service.get_game(table.game_id)  # type: ignore[union-attr]
            assert game.settings["lapses"]["special_build"]["hours"] == 2.0  # the host's limit, not the default
            lobby = fd.messages(world.channel)[-1]
            assert "passes after 2 h" in str(lobby.embeds), lobby.embeds
            table.rng = random.Random(11)

            async def person_in_slot() -> int | None:
                public = await table.published_view()
                if public["phase"] == PHASE_SBP and table.users[public["active"]] is not None:
                    return int(public["active"])
                return None

            seat = None
            for _ in range(600):
                await table.wait_published()
                seat = await person_in_slot()
                if seat is not None:
                    break
                assert await table.step(), "the game ended before a person's Special Build slot"
            assert seat is not None, "no person's Special Build slot"
            slot = table.slot_message(seat)
            assert slot is not None and f"<@{table.users[seat].id}>" in slot.content
            await world.restart()
            await table.wait_published()
            assert await person_in_slot() == seat
            await table.click(seat, slot, DONE)  # the button of the message posted before the restart
            await table.wait_published()
            public = await table.view(None)
            assert (public["phase"] == PHASE_SBP and public["active"] != seat) or public["phase"] == "play"
            for _ in range(20):  # play goes on
                assert await table.step()
            assert "finished building" in _text(table)
        fd.assert_clean()


async def test_SIX_PAIR_2_SIX_CK_9_second_phase_with_buttons_in_cities_and_knights(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "six-paired.sqlite3", seed=21, render_pool=PlaceholderRenders())
        users = [fd.add_user(name) for name in ("Ann", "Bo")]
        async with world.running():
            options = {"board": "variable", "players": 5, "expansion": "cities_and_knights",
                       "six_turn_mode": "paired_players", "reminder_hours": 0}  # fmt: skip
            table = await start_game(world, users, options, bots=("easy", "easy", "normal"))
            table.rng = random.Random(21)
            assert (await table.view(None))["options"]["six_turn_mode"] == "paired_players"
            played_second = False
            for _ in range(900):
                public = await table.published_view()  # its messages shown, not a bot's move ahead of them
                second = public["five_six"]["second"]
                if second >= 0 and table.users[second] is not None and public["active"] == second:
                    turn = table.turn_message()
                    labels = [b["label"] for b in turn.buttons]
                    assert f"<@{table.users[second].id}>" in turn.content and "⏭️ End turn" in labels
                    assert "🏗️ Build…" in labels
                    await table.step(via_buttons=True)
                    played_second = True
                    if (await table.view(None))["five_six"]["second"] == -1:
                        break
                    continue
                assert await table.step(), "the game ended before a person's Second's phase"
            assert played_second
            assert "Second's phase:" in _text(table)
        fd.assert_clean()
