"""End to end: trading by buttons and forms, offer ids that autocomplete, and a trade that closes the
turn's other offers (issue 8, item 7). Also: the turn buttons follow the legal actions (item 6)."""

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

SEED = 20261123


def _shown(message: Any) -> set[str]:
    """The turn message's buttons: those of the current step, never disabled (issue #18 items 1 and 14)."""
    assert not [b for b in message.buttons if b.get("disabled")]
    return {b["label"] for b in message.buttons}


async def _trade_situation(table: Table) -> tuple[int, str, int, str] | None:
    """(active, a resource they hold, partner, a different resource the partner holds), in the main step."""
    v = await table.view(None)
    if v["step"] != "main":
        return None
    active = v["active"]
    mine = (await table.view(active))["you"]["hand"]
    for partner in range(len(table.users)):
        if partner == active:
            continue
        theirs = (await table.view(partner))["you"]["hand"]
        for give in (r for r in RESOURCES if mine[r]):
            for get in (r for r in RESOURCES if theirs[r] and r != give):
                return active, give, partner, get
    return None


async def test_trade_form_autocomplete_and_closing_other_offers(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "trade.sqlite3", seed=SEED)
        ann, bo, cy = fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ann, bo, cy], {"board": "variable", "players": 3})
            table.rng = random.Random(SEED)
            thread = table.thread

            # Set-up: only building is possible, so only Build… (and My hand) are shown.
            turn = table.turn_message()
            assert _shown(turn) == {"🏗️ Build…", "👜 My hand"}
            with pytest.raises(LookupError):
                await fd.click(table.users[(await table.view(None))["active"]], turn, label="🎲 Roll")

            situation = None
            for _ in range(600):
                situation = await _trade_situation(table)
                if situation:
                    break
                public = await table.view(None)
                if public["step"] == "pre_roll":
                    # Before the roll: Roll is shown, trading and ending the turn are not.
                    turn = table.turn_message()
                    assert "🎲 Roll" in _shown(turn) and not {"🤝 Trade…", "⏭️ End turn"} & _shown(turn)
                assert await table.step()
            assert situation is not None, "no trade situation reached"
            active, give, partner, get = situation
            third = 3 - active - partner
            turn = table.turn_message()
            assert "🤝 Trade…" in _shown(turn) and "🎲 Roll" not in _shown(turn)

            # The active player's Trade… button opens the form: give, get and whom to offer to.
            opened = await fd.click(table.users[active], turn, label="🤝 Trade…")
            await opened.wait_response()
            assert opened.modal is not None and opened.modal["title"] == "Offer a trade"
            submitted = await fd.submit_modal(
                table.users[active], opened, {"give": f"1 {give}", "get": f"1 {get}", "to": [str(partner)]}
            )
            await submitted.wait_done(timeout=15)
            assert "✅" in submitted.text, submitted.text
            offers = (await table.view(None))["offers"]
            directed = offers[-1]
            assert directed["to"] == [partner] and directed["seat"] == active
            # A second offer, to everyone, by command.
            other = next(r for r in RESOURCES if r not in (give, get))
            await table.slash(active, "trade offer", {"give": f"1 {give}", "get": f"1 {other}"})
            to_all = (await table.view(None))["offers"][-1]
            assert to_all["id"] != directed["id"]

            # Offer ids autocomplete with the offers that user may answer, described in words.
            names = [u.name for u in table.users]
            choices = await fd.autocomplete(table.users[partner], thread, "catan trade accept", focused="offer")
            label = f"#{directed['id']} {names[active]} gives 1 {give} for 1 {get}"
            assert {"name": label, "value": directed["id"]} in choices
            third_choices = await fd.autocomplete(table.users[third], thread, "catan trade decline", focused="offer")
            assert [c["value"] for c in third_choices] == [to_all["id"]]  # the directed offer is not theirs
            mine = await fd.autocomplete(table.users[active], thread, "catan trade withdraw", focused="offer")
            assert sorted(c["value"] for c in mine) == sorted([directed["id"], to_all["id"]])

            # A non-active player's Trade… click opens a form addressed to the active player (open trades).
            if sum((await table.view(third))["you"]["hand"].values()):
                theirs = await fd.click(table.users[third], table.turn_message(), label="🤝 Trade…")
                await theirs.wait_response()
                assert theirs.modal is not None and names[active] in theirs.modal["title"]
            else:
                theirs = await fd.click(table.users[third], table.turn_message(), label="🤝 Trade…")
                await theirs.wait_done()
                assert theirs.ephemeral and "no resource cards" in theirs.text

            # The partner accepts by command, the active player confirms without naming them.
            await table.slash(partner, "trade accept", {"offer": directed["id"]})
            confirm = await fd.autocomplete(table.users[active], thread, "catan trade confirm", focused="offer")
            assert [c["value"] for c in confirm] == [directed["id"]] and names[partner] in confirm[0]["name"]
            await table.slash(active, "trade confirm", {"offer": directed["id"]})
            await fd.settle()

            # The trade closed the other offer; each message says what happened.
            public = await table.view(None)
            assert public["offers"] == []
            texts = [m.content for m in fd.messages(thread)]
            # issue #29 item 4: the trade is one line, in the turn's log; its offer's message goes
            done = f"✅ {names[active]} traded 1 {give} to {names[partner]} for 1 {get}."
            assert sum(t.count(done) for t in texts) == 1, texts[-6:]
            assert not any(f"Trade #{directed['id']} done" in t for t in texts), texts[-6:]
            assert any(f"Trade #{to_all['id']}" in t and "another trade was made" in t for t in texts), texts[-6:]
            assert not any(
                b["custom_id"].startswith(f"catan:trade:{table.game_id}:{to_all['id']}:")
                for m in fd.messages(thread)
                for b in m.buttons
            )
        fd.assert_clean()
