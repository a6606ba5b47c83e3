"""Issue #34 item 6 in a real browser: at 400 px wide (Discord on a phone) the board's page does not scroll
sideways, with the trade panel's offer form open, and every highlighted spot is a keyboard-reachable button
with a label a screen reader reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.web.conftest import open_board
from tests.web.test_trades import ANN, _loaded

HANDS = {ANN: {"brick": 4, "lumber": 2, "wool": 2, "grain": 1}, 1: {"grain": 2}}


async def test_item6_item34_4_phone_width_has_no_sideways_scroll_and_labelled_spots(tmp_path: Path, browser: Any) -> None:
    async with open_board(tmp_path) as web:
        game, users = await _loaded(web, HANDS)
        url = f"{web.client.make_url(f'/g/{game}')}?t={web.token(users[ANN], game)}"
        page = await browser.new_page(viewport={"width": 400, "height": 800})
        page.set_default_timeout(10000)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        await page.goto(url)
        await page.wait_for_selector("#board .spot")
        await page.click("[data-trade=offer-open]")  # the widest part of the page: the card counts
        await page.wait_for_selector("#trade-offer-form")
        assert await page.evaluate("document.documentElement.scrollWidth") <= 400
        spots = await page.evaluate("""[...document.querySelectorAll('#board .spot')].map(s =>
            [s.getAttribute('role'), s.getAttribute('tabindex'), s.getAttribute('aria-label') || ''])""")
        assert spots and all(role == "button" and tab == "0" and label.strip() for role, tab, label in spots), spots
        assert any("road" in label for _, _, label in spots)
        # The trade panel's own controls are labelled too (a select by its label, an input by aria-label).
        unlabelled = await page.evaluate("""[...document.querySelectorAll('#trade-area input, #trade-area select')]
            .filter(e => !(e.getAttribute('aria-label') || (e.labels && e.labels.length))).map(e => e.id)""")
        assert unlabelled == []
        assert not errors, errors
        await page.close()
