"""End to end (issue #29 items 1 and 3): a 5-player Cities & Knights game through the fake Discord.

Ann's refused road and settlement on the 30-hex island (SIX-CK-2, SIX-GEO-2) are answered privately with
the reason and what is legal, spots named by the larger island's labels (the engine raised IndexError
here, so the person met the bot's generic error). Then Bo's roll prompt names the Alchemist, the card
played before the roll in C&K (CK-TURN-1 step 1), not a development card.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.testing.cities_and_knights import ck_position
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tests.engine.six_helpers import chain
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

ANN, BO = 0, 1  # people; seats 2-4 are built-in players


async def test_item29_1_and_3_CK_five_six_refusals_and_the_roll_prompt_through_discord(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "ck56-refusals.sqlite3", seed=4)
        users = [fd.add_user("Ann"), fd.add_user("Bo")]
        async with world.running() as bot:
            options = {"board": "variable", "players": 5, "expansion": "cities_and_knights", "reminder_hours": 0}
            table = await start_game(world, users, options, bots=("easy", "easy", "easy"))
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            state = ck_position(
                5, options={"board": "variable", **stored.row.options}, seed=3, active=ANN, turn=6, step="main", dice=(4, 2),
                cities={ANN: ["70"], BO: ["20"], 2: ["30"], 3: ["40"], 4: ["10"]}, roads={ANN: [chain(69, 1)]},
                hands={ANN: {"brick": 1, "lumber": 1}},
            )  # fmt: skip
            await load_position(world, table, state)

            road = await table.slash(ANN, "build road", {"spot": "79-80"}, expect_ok=False)
            assert road.ephemeral, road.text
            assert "Path 79-80 doesn't connect to your roads" in road.text, road.text
            assert "Legal: 59-69, 68-69, 70-71, 70-78." in road.text, road.text
            settlement = await table.slash(ANN, "build settlement", {"spot": "80"}, expect_ok=False)
            assert settlement.ephemeral, settlement.text
            assert "you are missing 1 grain, 1 wool" in settlement.text, settlement.text
            assert "Right now you can: end your turn, build a road." in settlement.text, settlement.text
            for text in (road.text, settlement.text):
                assert "wrong" not in text.lower() and "can't settlement" not in text

            await table.slash(ANN, "build road", {"spot": "70-71"})  # the thread shows the position from here
            await table.wait_published()
            await table.click(ANN, table.turn_message(), "⏭️ End turn")
            await table.wait_published()
            public = await table.view(None)
            assert public["active"] == BO and public["step"] == "pre_roll"
            turn = table.turn_message()
            assert "roll the dice (or play the Alchemist first)" in turn.content, turn.content
            assert "development card" not in turn.content
        fd.assert_clean()
