"""Issue #34 items 4 and 6 in a real browser, as a first-time player met them on the trade panel: a counter-offer
starts from what the person holds (no disabled box with a number in it), Escape closes the form and gives the
keyboard back to the button that opened it, and an offer the person accepted that then closes (the turn ended)
says so in place instead of vanishing; the hex letters and the "Show numbers" toggle the log's words refer to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.web.conftest import open_board
from tests.web.test_trades import ANN, BO, _loaded, _post

HANDS = {ANN: {"brick": 2, "wool": 2}, BO: {"grain": 2}}


async def test_item4_item6_counter_escape_and_an_accepted_offer_that_closes(tmp_path: Path, browser: Any) -> None:
    async with open_board(tmp_path) as web:
        game, users = await _loaded(web, HANDS)
        # 1 wool for 1 brick (Bo holds no brick, only grain), then 1 wool for 1 grain (Bo can accept that one)
        assert (await _post(web, users[ANN], game, ["offer", [0, 0, 0, 0, 1], [1, 0, 0, 0, 0], -1]))[0] == 200
        assert (await _post(web, users[ANN], game, ["offer", [0, 0, 0, 0, 1], [0, 0, 0, 1, 0], -1]))[0] == 200
        page = await browser.new_page(viewport={"width": 1000, "height": 900})
        page.set_default_timeout(10000)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        await page.goto(f"{web.client.make_url(f'/g/{game}')}?t={web.token(users[BO], game)}")
        await page.wait_for_selector('[data-offer="1"] [data-trade=counter-open]')

        await page.click('[data-offer="1"] [data-trade=counter-open]')
        await page.wait_for_selector("#trade-counter-form")
        brick = page.locator("#trade-give-brick")
        assert await brick.input_value() == "0" and await brick.is_disabled()  # nothing to give: not pre-filled
        assert await page.locator("#trade-get-wool").input_value() == "1"
        assert await page.locator("#trade-give-grain").is_editable()  # what Bo might give instead
        await page.keyboard.press("Escape")
        await page.wait_for_selector("#trade-counter-form", state="detached")
        focused = await page.evaluate("document.activeElement.dataset.trade + ':' + "
                                      "document.activeElement.closest('[data-offer]').dataset.offer")  # fmt: skip
        assert focused == "counter-open:1"

        await page.click('[data-offer="2"] [data-trade=accept]')
        await page.wait_for_selector('[data-offer="2"] [data-trade=accept]', state="detached")  # answered
        assert (await _post(web, users[ANN], game, ["end_turn"]))[0] == 200
        await page.wait_for_selector("#trade-gone:not([hidden])")
        assert await page.locator("#trade-gone").inner_text() == "Trade #2 closed: the turn ended."
        # the keyboard after a move: Bo rolls by Enter, and stays on the next move, not at the top of the page
        roll = await page.evaluate("CatanBoard.doc.legal.acts.find(a => a.a[0] === 'roll').words")
        await page.locator("#actions button", has_text=roll).focus()
        await page.keyboard.press("Enter")
        await page.locator("#actions button", has_text=roll).wait_for(state="detached")
        await page.wait_for_timeout(300)  # the answer and the stream's redraw, in either order
        assert await page.evaluate("""(() => { const at = document.activeElement;
            return document.getElementById('actions-area').contains(at) || at.matches('#board .spot'); })()""")
        # item 3, what the text refers to: each land hex's letter, and "Show numbers" remembered across a reload
        assert await page.locator("#board .hex-letter").count() == 19
        assert await page.locator("#board .numbers text").count() == 0
        await page.check("#numbers-toggle")
        await page.wait_for_selector("#board .numbers")
        assert await page.locator("#board .numbers text").count() == 54
        await page.reload()
        await page.wait_for_selector("#board .numbers")
        assert await page.locator("#numbers-toggle").is_checked()
        assert not errors, errors
        await page.close()
