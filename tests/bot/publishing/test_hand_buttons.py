"""A hand DM's buttons (issue #31 review, item 3): they offer the turn actions a player makes most (Roll,
Build…, End turn) and the rule set's own beside them (``CogHooks.hand_ops``): in Seafarers Sail…, which the
DM lacked. A click that leads nowhere now is answered privately with what would be legal, as for the
others (the DM is edited only when the hand changes, so its buttons are never disabled)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


def _hand_dm(fd: FakeDiscord, user: Any) -> Any:
    return [m for m in fd.dm_messages(user) if "Your hand in Catan game" in m.content][-1]


@pytest.mark.parametrize(("options", "labels"), [
    ({"board": "beginner", "players": 3},
     ["🎲 Roll", "🏗️ Build…", "⏭️ End turn", "📜 Standing orders…"]),
    ({"board": "variable", "players": 3, "expansion": "seafarers", "sea_scenario": "new_shores"},
     ["🎲 Roll", "🏗️ Build…", "⛵ Sail…", "⏭️ End turn", "📜 Standing orders…"]),
])  # fmt: skip
async def test_item31_review_3_hand_dm_offers_sail_in_seafarers_only(
    tmp_path: Path, options: dict[str, Any], labels: list[str]
) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hand-buttons.sqlite3", seed=2)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running():
            table = await start_game(world, users, options)
            await fd.settle()
            dm = _hand_dm(fd, users[0])
            assert [b.get("label") for b in dm.buttons] == labels
            if "⛵ Sail…" in labels:  # in the set-up nobody may move a ship: said privately
                answer = await fd.click(users[0], dm, label="⛵ Sail…")
                await answer.wait_private(timeout=table.answer_timeout)
                assert "No ship can move now" in answer.text, answer.text
        fd.assert_clean()
