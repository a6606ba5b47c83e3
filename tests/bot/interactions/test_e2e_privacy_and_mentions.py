"""End to end: hostile names and text cannot ping a crowd (issue 8, item 1), and private results are told
privately (item 4): the thief and the victim learn which card was stolen, the buyer which development
card they bought, and nobody else learns it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine.constants import RESOURCES
from tools.demo.driver import Table
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

SEED = 77


async def _stolen_this_move(table: Table, before: int) -> dict[str, Any] | None:
    moves = await table.service.recent_events(table.game_id, 3)  # type: ignore[attr-defined]
    for move in moves:
        if move.seq > before:
            for e in move.events:
                if e["type"] == "stolen" and e["seat"] != e["victim"]:
                    return e
    return None


def _ephemeral_to(fd: FakeDiscord, table: Table, seat: int) -> list[str]:
    user = table.users[seat]
    return [m.content for m in fd.messages(table.thread, include_ephemeral=True) if m.visible_to == user.id]


async def test_hostile_names_and_private_results(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "private.sqlite3", seed=SEED)
        crowd, bo, cy = fd.add_user("@everyone"), fd.add_user("**Bo** <@&4242>"), fd.add_user("Cy @here")
        async with world.running():
            table = await start_game(world, [crowd, bo, cy], {"board": "beginner", "players": 3, "vp_target": 6})
            table.rng = random.Random(SEED)
            thread = table.thread

            # Role mentions and @everyone typed into trade text are echoed escaped and ping nobody.
            active = (await table.view(None))["active"]
            await table.slash(active, "roll")
            bad = await fd.slash(table.users[active], thread, "catan trade offer",
                                 {"give": "1 wool <@&4242> @everyone", "get": "1 ore"})  # fmt: skip
            await bad.wait_done()
            assert bad.ephemeral and ("@\u200beveryone" in bad.text or "<\u200b@&4242>" in bad.text), bad.text

            # Play until a robbery with cards to take and a development card bought have both happened.
            stolen_seen = bought_seen = False
            for _ in range(1500):
                if stolen_seen and bought_seen:
                    break
                version = (await world.service.get_game(table.game_id)).version  # type: ignore[union-attr]
                hands = [(await table.view(s))["you"]["hand"] for s in range(3)]
                devs = [(await table.view(s))["you"]["dev_cards"] for s in range(3)]
                assert await table.step(), "the game ended first"
                stolen = await _stolen_this_move(table, version)
                if stolen is not None and "resource" in stolen:
                    continue  # public events keep "resource" only when nothing was taken (an empty hand)
                if stolen is not None and not stolen_seen:
                    thief, victim = stolen["seat"], stolen["victim"]
                    after = (await table.view(victim))["you"]["hand"]
                    lost = [r for r in RESOURCES if after[r] < hands[victim][r]]
                    if len(lost) != 1:
                        continue  # the victim also discarded or traded this move: not a clean case
                    card = lost[0]
                    # The thief reads it in their private reply, the victim in their DM; the third player
                    # and the public thread never see which card it was.
                    assert any(f"You took 1 {card} from" in t for t in _ephemeral_to(fd, table, thief))
                    victim_dm = fd.dm_messages(table.users[victim])[-1].content
                    assert f"took 1 {card} from you" in victim_dm, victim_dm
                    other = 3 - thief - victim
                    assert all(f"took 1 {card}" not in m.content for m in fd.dm_messages(table.users[other]))
                    assert all(f"1 {card} from" not in m.content for m in fd.messages(thread))
                    stolen_seen = True
                for seat in range(3):
                    now = (await table.view(seat))["you"]["dev_cards"]
                    new = [c for c in now if now[c] > devs[seat][c]]
                    if new and not bought_seen and sum(now.values()) == sum(devs[seat].values()) + 1:
                        name = {"knight": "Knight", "road_building": "Road Building", "year_of_plenty":
                                "Year of Plenty", "monopoly": "Monopoly", "victory_point": "Victory Point"}[new[0]]
                        assert any(f"You bought a {name} card" in t for t in _ephemeral_to(fd, table, seat))
                        assert all(f"bought a {name}" not in m.content for m in fd.messages(thread))
                        bought_seen = True
            assert stolen_seen and bought_seen

            # Names are shown as written, never as markup or pings.
            texts = "\n".join(m.content for m in fd.messages(thread))
            assert "@\u200beveryone" in texts and "\\*\\*Bo\\*\\*" in texts
            assert "<@&4242>" not in texts
        fd.assert_clean()  # includes: no request could have pinged @everyone, @here or a role
