"""Sail… when one ship may move (issue #31 review, demo reading): the menu lists each move as "the ship on
20-21 to …", and the picture beside it now shows where that ship may go (the destinations of the menu),
not only the ship (SEA-SHIP-5/6). With several ships the picture marks the ships, as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.testing.seafarers import sea_position
from rendering import worker
from tests.bot.rules.test_e2e_cities_knights_scenario import load_position
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.languages import ENGLISH, forced

pytestmark = pytest.mark.asyncio

ANN, BO, CY = 0, 1, 2
OPTIONS = {"board": "variable", "players": 3, "expansion": "seafarers", "sea_scenario": "new_shores",
           "reminder_hours": 0}  # fmt: skip


async def test_item31_review_5_SEA_SHIP_6_sail_picture_shows_where_the_one_ship_may_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[dict[str, Any]] = []
    original = worker.decision_png

    async def spied(view: dict[str, Any], names: Any = None, **kwargs: Any) -> bytes:
        asked.append(kwargs)
        return await original(view, names, **kwargs)

    monkeypatch.setattr(worker, "decision_png", spied)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "sail.sqlite3", seed=4)
        users = [fd.add_user(name) for name in ("Ann", "Bo", "Cy")]
        async with world.running() as bot:
            table = await start_game(world, users, OPTIONS)
            stored = await bot.service.repo.load_game(table.game_id)
            assert stored is not None
            state = sea_position(3, scenario="new_shores", options=dict(stored.row.options), seed=2, active=ANN,
                                 turn=4, step="main", dice=(3, 5), settlements={ANN: ["20"], BO: ["7"], CY: ["15"]},
                                 ships={ANN: ["20-21"]}, hands={ANN: {"brick": 4}})  # fmt: skip
            await load_position(world, table, state)
            shape = state.topo
            ann = await table.view(ANN)
            moves = [a for a in ann["you"]["legal_actions"] if a[0] == "move_ship"]
            assert moves and {a[1] for a in moves} == {shape.parse_edge("20-21")} and len(moves) <= 25
            await table.slash(ANN, "trade bank", {"give": "brick", "get": "ore"})  # the thread shows the position
            await table.wait_published()
            turn = table.turn_message()
            assert "⛵ Sail…" in [b.get("label") for b in turn.buttons]
            asked.clear()
            opened = await fd.click(users[ANN], turn, label="⛵ Sail…")
            await opened.wait_done(timeout=15)
            assert opened.ephemeral and opened.text.startswith("Move a ship"), opened.text
            # the picture beside the menu is in its reader's language (issue #33 item 2)
            assert asked == [{"kind": "move_ship", "origin": shape.parse_edge("20-21"), "language": forced() or ENGLISH}], asked
        fd.assert_clean()
