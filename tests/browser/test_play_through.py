"""Issue #34, Tests and measurements (first bullet): a game played through the live board alone, in Chromium.

The real bot runs against the fake Discord with its web board on; three people each open their own signed
link in one headless Chromium and play the set-up and two turns by clicking what the board highlights and
the buttons it shows, as a person would: settlements and roads of the set-up, a roll, a bank trade, a road,
a trade offer made on Ann's board and accepted on Bo's (Ann then confirms it with Bo), the end of the turn,
a 7 on Bo's turn and the robber moved by a click on a hex. The fake Discord thread says the same moves.

The game starts from a position (``engine.testing.position``) at the first settlement of the set-up, with
a few cards already in hand and the coming rolls fixed (an 8, then a 7): what a person does is what a real
game's set-up and turns ask for, without waiting for the dice to be kind.

Bo's link cannot read Ann's hand (not in his page, not in his stream) nor act for her (a crafted POST is
refused, with his token, with a forged one, and without one).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path
from typing import Any

import aiohttp

import engine
from engine.testing import position
from tests.web.sse import next_event
from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from web.settings import WebSettings

SECRET = b"a browser play-through secret, long enough"
ANN, BO, CY = 0, 1, 2
HANDS = {ANN: {"brick": 5, "lumber": 1, "wool": 1}, BO: {"grain": 1}}


async def shown(page: Any, version: int) -> None:
    """Wait until the page's board shows the game at ``version`` or later (its stream brought the move)."""
    await page.wait_for_function("v => window.CatanBoard && CatanBoard.doc && CatanBoard.doc.version >= v",
                                 arg=version, timeout=15000)  # fmt: skip


async def act_words(page: Any, kind: str) -> str:
    """The words of the seat's legal move ``kind`` as its board shows them (on a spot's label or a button)."""
    return await page.evaluate("k => CatanBoard.doc.legal.acts.find(a => a.a[0] === k).words", kind)


async def click_button(page: Any, kind: str) -> None:
    await page.locator("#actions button", has_text=await act_words(page, kind)).first.click()


async def click_spot(page: Any, kind: str) -> None:
    """Click a highlighted spot whose move is of ``kind`` (its accessible label ends with the move's words)."""
    words = await act_words(page, kind)
    await page.locator(f'#board .spot[aria-label$="{words}"]').first.click()


async def test_item34_a_game_played_on_the_board_alone_in_a_browser(tmp_path: Path, browser: Any) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "play.sqlite3", seed=34, render_pool=PlaceholderRenders())
        settings = WebSettings(host="127.0.0.1", port=0, public_url="http://127.0.0.1:0", secret=SECRET)
        world.settings = dataclasses.replace(world.settings, web=settings)
        people = [fd.add_user("Ann"), fd.add_user("Bo"), fd.add_user("Cy")]
        async with world.running() as bot:
            board, service = bot.web, world.service
            assert board is not None and service is not None
            table = await start_game(world, people, {"board": "variable", "players": 3, "reminder_hours": 0})
            game_id = table.game_id
            stored = await service.repo.load_game(game_id)
            assert stored is not None
            state = position(3, options=dict(stored.row.options), seed=7, hands=HANDS, step="setup_settlement",
                             setup_index=0, next_rolls=(8, 7))  # fmt: skip
            await _load(service, game_id, state)
            await fd.wait_for(lambda: board.port is not None, 10, "the web board's port")
            users = table.users
            links = [board.link(u.id, game_id) for u in users]  # type: ignore[union-attr]
            pages = []
            errors: list[str] = []
            for link in links:
                page = await browser.new_page(viewport={"width": 1000, "height": 800})
                page.set_default_timeout(10000)
                page.on("pageerror", lambda e: errors.append(str(e)))
                await page.goto(link)
                pages.append(page)
            for page in pages:
                await shown(page, 0)

            async def version() -> int:
                return (await service.get_game(game_id)).version

            seen = [0]

            async def everyone_sees() -> None:
                """After a click: the move is committed (the click's request is on its way when the click
                returns) and every board shows it."""
                async with asyncio.timeout(15):
                    while (v := await version()) <= seen[0]:
                        await asyncio.sleep(0.02)
                seen[0] = v
                for page in pages:
                    await shown(page, v)

            # The set-up, snake order: each person clicks a highlighted intersection, then a highlighted path.
            for seat in (ANN, BO, CY, CY, BO, ANN):
                page = pages[seat]
                await page.locator("#board .spot").first.click()
                await everyone_sees()
                await page.locator("#board .spot").first.click()
                await everyone_sees()
            view = await service.view(game_id, None)
            assert view["phase"] == "play" and len(view["buildings"]) == 6 and len(view["roads"]) == 6

            # Ann's turn: roll (an 8), a bank trade, a road, a trade with Bo.
            ann, bo, cy = pages
            await click_button(ann, "roll")
            await everyone_sees()
            assert sum((await service.view(game_id, None))["dice"]) == 8
            you = (await service.view(game_id, users[ANN].id))["you"]  # type: ignore[union-attr]
            brick, rate = you["hand"]["brick"], you["bank_rates"]["brick"]
            await ann.select_option("#trade-bank-give", "0")  # brick, at her seat's rate (a harbor's, or 4:1)
            await ann.select_option("#trade-bank-get", "2")  # ore
            await ann.click("[data-trade=bank_trade]")
            await everyone_sees()
            hand = (await service.view(game_id, users[ANN].id))["you"]["hand"]  # type: ignore[union-attr]
            assert hand["brick"] == brick - rate and hand["ore"] >= 1
            await click_spot(ann, "road")
            await everyone_sees()
            assert len((await service.view(game_id, None))["roads"]) == 7

            # A refused offer is said in Ann's trade panel (she holds one wool, not three).
            await ann.click("[data-trade=offer-open]")
            await ann.fill("#trade-give-wool", "3")
            await ann.fill("#trade-get-grain", "1")
            await ann.click("[data-trade=offer]")
            refusal = ann.locator("#trade-refusal")
            await refusal.wait_for(state="visible", timeout=10000)
            assert "wool" in await refusal.inner_text()
            await ann.fill("#trade-give-wool", "1")
            await ann.click("[data-trade=offer]")
            await everyone_sees()
            await ann.locator("#trade-refusal").wait_for(state="hidden")  # the refusal goes once the offer is in
            offer_on_bo = bo.locator("#trade-offers li", has_text="#1")
            assert "Ann" in await offer_on_bo.inner_text()
            assert await cy.locator("#trade-offers [data-trade=accept]").count() == 0  # Cy holds no grain
            await offer_on_bo.locator("[data-trade=accept]").click()
            await everyone_sees()
            await ann.locator("#trade-offers [data-trade=confirm]").click()  # "Trade with Bo"
            await everyone_sees()
            hand = (await service.view(game_id, users[ANN].id))["you"]["hand"]  # type: ignore[union-attr]
            assert hand["wool"] == 0 and hand["grain"] >= 1

            # Bo cannot read Ann's hand, nor act for her.
            await _bo_cannot_see_or_act_for_ann(service, board, bo, links, game_id, users)

            await click_button(ann, "end_turn")
            await everyone_sees()

            # Bo's turn: a 7, the robber moved by a click on a hex, a steal if there is someone to rob.
            await click_button(bo, "roll")
            await everyone_sees()
            view = await service.view(game_id, None)
            assert sum(view["dice"]) == 7 and view["step"] == "move_robber", view["step"]
            robber = view["board"]["robber"]
            await click_spot(bo, "robber")
            await everyone_sees()
            view = await service.view(game_id, None)
            assert view["board"]["robber"] != robber
            if view["step"] == "steal":
                await click_button(bo, "steal")
                await everyone_sees()
            await click_button(bo, "end_turn")
            await everyone_sees()
            assert (await service.view(game_id, None))["active"] == CY

            # The thread says the same moves.
            await fd.settle()
            said = "\n".join(m.content for m in fd.messages(table.thread))
            for words in (
                "Ann built a settlement on", "Cy built a road on", "Ann rolled **8**", f"Ann traded {rate} brick to the bank for 1 ore",
                "Ann built a road on", "Ann offered 1 wool for 1 grain to everyone (trade #1)", "Bo accepted trade #1",
                "Ann traded 1 wool to Bo for 1 grain", "Bo rolled **7**", "Bo moved the robber to",
            ):  # fmt: skip
                assert words in said, (words, said[-3000:])
            assert said.count("built a settlement on") == 6 and said.count("built a road on") == 7
            assert not errors, errors  # no script error on any page
            for page in pages:
                await page.close()
        fd.assert_clean()


async def _bo_cannot_see_or_act_for_ann(
    service: Any, board: Any, bo: Any, links: list[str], game_id: int, users: list[Any]
) -> None:
    ann_hand = (await service.view(game_id, users[ANN].id))["you"]["hand"]
    bo_hand = (await service.view(game_id, users[BO].id))["you"]["hand"]
    assert ann_hand != bo_hand
    doc = await bo.evaluate("JSON.stringify(CatanBoard.doc)")
    assert json.loads(doc)["view"]["you"]["seat"] == BO and json.dumps(ann_hand) not in doc
    assert json.dumps(bo_hand, separators=(",", ":")) in doc
    bo_token = links[BO].split("?t=", 1)[1]
    origin = f"http://127.0.0.1:{board.port}"
    async with aiohttp.ClientSession() as http:
        stream = await http.get(f"{origin}/g/{game_id}/events", params={"t": bo_token})
        name, init, raw = await next_event(stream, timeout=10)
        stream.close()
    assert name == "init" and init["doc"]["view"]["you"]["seat"] == BO
    assert json.dumps(ann_hand, separators=(",", ":")).encode() not in raw
    before = (await service.get_game(game_id)).version
    crafted = """async ([path, action]) => {
        const r = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                                     body: JSON.stringify({action, seat: 0})});
        return [r.status, await r.text()];
    }"""
    forged = f"{users[ANN].id}.{bo_token.split('.', 1)[1]}"  # Ann's id with Bo's signature
    for query, status in ((f"?t={bo_token}", 409), (f"?t={forged}", 403), ("", 403)):
        got, body = await bo.evaluate(crafted, [f"/g/{game_id}/move{query}", ["end_turn"]])
        assert got == status, (query, got, body)
    assert (await service.get_game(game_id)).version == before  # nothing was played


async def _load(service: Any, game_id: int, state: engine.GameState) -> None:
    """Replace the just-started game (version 0) by ``state`` (as tests/bot's ``load_position`` does)."""
    snapshot = engine.to_json(state)
    await service.repo.replace_snapshot(game_id, expected_version=0, snapshot=snapshot, status="active", now=0.0)
    service._forget(game_id)  # test-only: the service has no public way to load a position
    service._verified[game_id] = (0, hash(snapshot))
    await asyncio.sleep(0)
