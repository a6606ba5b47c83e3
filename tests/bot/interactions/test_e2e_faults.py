"""End to end through the fake Discord (issue #18 items 3, 4, 5): a click during a database outage is
told so privately and works once the database is back; malformed menu values and typed moves are
answered with a user message; refusals of /catan host kick and /catan host cancel are private."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Any

import pytest

from cogs.interactions.common import UNAVAILABLE_TEXT
from tests.outage import Outage
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio


def _public_texts(fd: FakeDiscord, channel: Any) -> list[str]:
    return [m.content for m in fd.messages(channel) if m.visible_to is None]


async def test_kick_and_cancel_refusals_are_private(tmp_path: Path) -> None:
    """Issue #18 item 5: on main both deferred publicly, so the whole thread read "Only the host ..."."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "refusals.sqlite3", seed=4)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "beginner", "players": 3})
            for command, options in (("catan host kick", {"player": cy}), ("catan host cancel", {})):
                refused = await fd.slash(bo, table.thread, command, options)
                await refused.wait_done()
                assert "host" in refused.text.lower(), refused.text
                assert refused.ephemeral, f"/{command} refusal was public: {refused.text!r}"
                assert all(m.visible_to == bo.id for m in refused.messages)
            assert not [t for t in _public_texts(fd, table.thread) if "host" in t.lower()]
            # Allowed, the answer is private too and the table learns it from the thread.
            done = await fd.slash(ann, table.thread, "catan host cancel", {})
            await done.wait_done(timeout=15)
            assert done.ephemeral and "cancelled" in done.text
            await fd.wait_for_message(table.thread, lambda m: "was cancelled by" in m.content, timeout=5)
            assert (await world.service.get_game(table.game_id)).status == "cancelled"  # type: ignore[union-attr]
        fd.assert_clean()


async def test_malformed_menu_values_and_typed_moves_get_a_user_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #18 item 4: a select value that is not JSON (main: unanswered), thousands of nested ``[`` in
    /catan ck knight (main: RecursionError, "Something went wrong"), an oversized typed spot, a forged
    lobby menu value: each is answered privately saying what would be accepted, and nothing changes."""
    harness = sys.modules[FakeDiscord.__module__]
    # A modified client sends values that were not options of the menu (the fake checks them, as it
    # should for the bot's own tests; this test plays the modified client).
    monkeypatch.setattr(harness, "_select_values", lambda component, values: [str(v) for v in values or ()])
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "input.sqlite3", seed=6)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "variable", "players": 3})  # set-up first
            active = (await table.view(None))["active"]
            user = table.users[active]
            assert user is not None
            version = (await world.service.get_game(table.game_id)).version  # type: ignore[union-attr]

            opened = await fd.click(user, table.turn_message(), label="🏗️ Build…")
            await opened.wait_done(timeout=15)
            menu, select = next(
                (m, c) for m in opened.messages for row in m.components for c in row.get("components", [])
                if c.get("type") == 3
            )  # fmt: skip
            for junk in ("{not json", "[" * 5000, json.dumps(["settlement", "x"]), "[]", '"road"'):
                picked = await fd.select(user, menu, select["custom_id"], [junk])
                await picked.wait_done(timeout=10)
                assert picked.ephemeral and "⚠️" in picked.text and "menu" in picked.text, (junk[:20], picked.text)
                assert "Something went wrong" not in picked.text

            deep = await fd.slash(user, table.thread, "catan ck knight", {"move": "[" * 5000})
            await deep.wait_done(timeout=10)
            assert deep.ephemeral and "⚠️" in deep.text and "list as you type" in deep.text, deep.text
            for move in ("[" * 3 + "]" * 3, '["build_knight", 1e999]', "nonsense", '["roll"]'):
                typed = await fd.slash(user, table.thread, "catan ck knight", {"move": move})
                await typed.wait_done(timeout=10)
                assert typed.ephemeral and "⚠️" in typed.text and "list as you type" in typed.text, (move, typed.text)

            spot = await fd.slash(user, table.thread, "catan build settlement", {"spot": "9" * 3000})
            await spot.wait_done(timeout=10)
            assert spot.ephemeral and "too long" in spot.text and "⚠️" in spot.text, spot.text
            steal = await fd.slash(user, table.thread, "catan steal", {"player": "²"})
            await steal.wait_done(timeout=10)
            assert steal.ephemeral and "number from 1 to 3" in steal.text, steal.text
            monopoly = await fd.slash(user, table.thread, "catan play monopoly", {"resource": "gold"})
            await monopoly.wait_done(timeout=10)
            assert monopoly.ephemeral and "not a resource" in monopoly.text, monopoly.text
            assert (await world.service.get_game(table.game_id)).version == version  # type: ignore[union-attr]
        fd.assert_clean()


async def test_a_click_during_a_database_outage_is_told_privately_and_play_resumes(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue #18 item 3: during an outage a move is answered "The game database is unavailable right now;
    nothing was changed, try again in a minute" (main: "Something went wrong" and a traceback per click),
    logged once for the outage; when the database answers again the same move simply works."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "outage.sqlite3", seed=8)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "variable", "players": 3})  # set-up first
            active = (await table.view(None))["active"]
            view = await table.view(active)
            spot = next(a[1] for a in view["you"]["legal_actions"] if a[0] == "settlement")
            user = table.users[active]
            assert world.service is not None and user is not None
            await table.wait_published()
            await fd.settle()  # nothing of the start in flight: the outage below is all the database sees
            # The menu comes from the game in memory; choosing in it commits, and that meets the outage.
            opened = await fd.click(user, table.turn_message(), label="🏗️ Build…")
            await opened.wait_done(timeout=10)
            menu, select = next(
                (m, c) for m in opened.messages for row in m.components for c in row.get("components", [])
                if c.get("type") == 3 and any(json.loads(o["value"]) == ["settlement", spot] for o in c["options"])
            )  # fmt: skip
            value = json.dumps(["settlement", spot], separators=(",", ":"))
            before = (await world.service.get_game(table.game_id)).version
            outage = Outage(world.service.repo)
            caplog.set_level(logging.INFO)
            outage.down = True
            refused = await fd.slash(user, table.thread, "catan build settlement", {"spot": str(spot + 1)})
            await refused.wait_done(timeout=10)
            assert refused.ephemeral and UNAVAILABLE_TEXT in refused.text, refused.text
            clicked = await fd.select(user, menu, select["custom_id"], [value])
            await clicked.wait_done(timeout=10)
            assert clicked.ephemeral and UNAVAILABLE_TEXT in clicked.text, clicked.text
            assert outage.failed >= 2
            outage.down = False
            built = await fd.select(user, menu, select["custom_id"], [value])
            await built.wait_done(timeout=15)
            assert "✅" in built.text, built.text
            assert (await world.service.get_game(table.game_id)).version == before + 1  # the refused clicks stored nothing
            outages = [r for r in caplog.records if "is unavailable (" in r.getMessage()]
            assert len(outages) == 1, [r.getMessage() for r in outages]
            errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
            assert not errors, errors
        fd.assert_clean()
