"""Issue #34 item 2, end to end in Chromium on the fake clock: the page renews its token an hour before it
expires and follows the stream with the fresh one, so a board left open across the old token's expiry still
shows every move; its stream comes gzip-compressed and is read event by event."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import engine
from service import GameInfo
from tests.service.helpers import started_game
from tests.web.conftest import open_board
from web import tokens


async def _until(page: Any, script: str, seconds: float = 10.0) -> Any:
    """Poll ``script`` in the page from here (the page's own timers are the fake clock's)."""
    for _ in range(int(seconds / 0.05)):
        value = await page.evaluate(script)
        if value:
            return value
        await asyncio.sleep(0.05)
    raise AssertionError(f"never true in the page: {script}")


async def test_item2_the_page_renews_its_token_and_shows_moves_past_the_old_expiry(browser: Any, tmp_path: Path) -> None:
    async with open_board(tmp_path) as web:
        game = await started_game(web.service, 3)
        user = game.players[0]
        old = web.token(user, game.id)
        page = await browser.new_page()
        encodings: list[str | None] = []
        page.on("response", lambda r: encodings.append(r.headers.get("content-encoding")) if "/events" in r.url else 0)
        await page.clock.install(time=web.clock.now * 1000)  # the page's Date and timers: the board's clock
        await page.goto(str(web.client.make_url(f"/g/{game.id}?t={old}")))
        await _until(page, "window.CatanBoard && window.CatanBoard.doc && window.CatanBoard.doc.version === 0")
        for _ in range(100):
            if web.board.hub.watching(game.id) == 1 and encodings:
                break
            await asyncio.sleep(0.05)
        assert web.board.hub.watching(game.id) == 1 and encodings == ["gzip"]

        web.clock.now += tokens.LIFETIME - tokens.RENEW_BEFORE
        await page.clock.run_for(int((tokens.LIFETIME - tokens.RENEW_BEFORE) * 1000))  # the page's renewal is due
        fresh = await _until(page, f"(t => t !== {old!r} && t)(new URLSearchParams(location.search).get('t'))")
        assert tokens.verify(web.board.settings.secret, fresh, game.id, web.clock.now) is not None
        for _ in range(100):  # the page closed the old stream and opened one with the fresh token
            if len(encodings) == 2 and web.board.hub.watching(game.id) == 1:
                break
            await asyncio.sleep(0.05)
        assert encodings == ["gzip", "gzip"] and web.board.hub.watching(game.id) == 1

        web.clock.now += tokens.RENEW_BEFORE + 60  # the old token has expired; the fresh one is good

        def pick(info: GameInfo, state: engine.GameState) -> tuple[int, engine.Action]:
            seat = engine.must_act(state)[0]
            return info.players[seat], engine.legal_actions(state, seat)[0]

        result = await web.pipeline.move(game.id, *await web.service.read(game.id, pick))
        await _until(page, f"window.CatanBoard.doc.version === {result.seq}")
        await page.close()
