"""A hand after its player's discard while another player still owes one (issue #31 review, item 1; BASE-ROBBER-4).

All discards of a 7 are applied together once the last one is in, so the engine keeps ``discard_owed`` for
the seat that has chosen: its private hand (the DM, or the reply of a player whose DMs are closed) still said
"⚠️ You must discard 4 cards" and showed the cards about to go. Now the hand says what was set aside and shows
what is left, text and picture, while the others still choose; a seat that still owes is still told so.
Shared code: every rule set with the base game's discards reads it (``ui.summary.hand_as_held``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.testing import position
from rendering import worker
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

ANN, BO, CY = 0, 1, 2
EIGHT = {"brick": 2, "lumber": 2, "ore": 2, "grain": 2}


def _hand_dm(fd: FakeDiscord, user: Any) -> str:
    hands = [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content]
    assert hands, f"{user.name} has no hand DM"
    return hands[-1].content


async def test_item31_review_1_BASE_ROBBER_4_hand_after_own_discard_while_another_still_owes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rendered: dict[int, dict[str, Any]] = {}  # seat -> the last view its hand picture was drawn from
    original, if_changed = worker.hand_png, worker.hand_if_changed

    async def spied(view: dict[str, Any], names: Any = None, language: str | None = None) -> bytes:
        rendered[view["you"]["seat"]] = view
        return await original(view, names, language)

    async def spied_dm(view: dict[str, Any], names: Any = None, shown: str | None = None,
                       language: str | None = None) -> tuple[str, bytes | None]:  # fmt: skip
        rendered[view["you"]["seat"]] = view  # a hand DM's picture (issue #32: drawn, encoded if it changed)
        return await if_changed(view, names, shown, language)

    monkeypatch.setattr(worker, "hand_png", spied)
    monkeypatch.setattr(worker, "hand_if_changed", spied_dm)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "discards.sqlite3", seed=5)
        users = [fd.add_user("Ann"), fd.add_user("Bo", dms_closed=True), fd.add_user("Cy")]
        async with world.running() as bot:
            table = await start_game(world, users, {"board": "beginner", "players": 3, "reminder_hours": 0})
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            state = position(3, options=dict(stored.row.options), seed=2, active=ANN, turn=5, step="pre_roll",
                             hands={ANN: EIGHT, BO: EIGHT, CY: EIGHT}, next_rolls=(7,))  # fmt: skip
            await load_position(world, table, state)
            await table.slash(ANN, "roll")
            await table.wait_published()
            await fd.settle()
            assert "⚠️ You must discard 4 cards" in _hand_dm(fd, users[ANN])

            await table.slash(ANN, "discard", {"cards": "2 brick 2 lumber"})
            await table.wait_published()
            await fd.settle()
            ann = _hand_dm(fd, users[ANN])
            assert "You must discard" not in ann, ann
            assert "Resources: 2 ore, 2 grain" in ann, ann
            assert "🗑️ You discard 2 brick, 2 lumber" in ann, ann
            # Ann owes nothing now: her DM shows no picture (issue #32 item 2), so none of the cards about to go.
            [dm] = [m for m in fd.dm_messages(users[ANN]) if "Your hand in Catan game" in m.content]
            assert not dm.attachments, "a picture of the hand before the discard"
            assert "⚠️ You must discard 4 cards" in _hand_dm(fd, users[CY]), "Cy still owes hers"
            assert rendered[CY]["you"]["discard_owed"] == 4

            bo = await table.slash(BO, "discard", {"cards": "2 ore 2 grain"})  # DMs closed: the hand in the reply
            assert "Your hand in Catan game" in bo.text, bo.text
            assert "You must discard" not in bo.text, bo.text
            assert "Resources: 2 brick, 2 lumber" in bo.text and "🗑️ You discard 2 ore, 2 grain" in bo.text, bo.text
            shown = await table.click(BO, table.turn_message(), "👜 My hand", expect_ok=False)
            assert "You must discard" not in shown.text and "Resources: 2 brick, 2 lumber" in shown.text, shown.text
            assert rendered[BO]["you"]["discard_owed"] == 0

            await table.slash(CY, "discard", {"cards": "2 brick 2 grain"})
            await table.wait_published()
            await fd.settle()
            ann = _hand_dm(fd, users[ANN])
            assert "Resources: 2 ore, 2 grain" in ann and "🗑️" not in ann, ann
            cy = _hand_dm(fd, users[CY])
            assert "You must discard" not in cy and "Resources: 2 lumber, 2 ore" in cy, cy
            assert (await table.view(None))["step"] == "move_robber"
        fd.assert_clean()
