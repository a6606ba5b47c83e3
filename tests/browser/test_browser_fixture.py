"""Issue #34's browser tests run in Debian's Chromium through Playwright: the fixture starts it."""

from __future__ import annotations


async def test_item34_browser_runs_a_page_at_phone_width(browser) -> None:
    page = await browser.new_page(viewport={"width": 400, "height": 800})
    await page.set_content("<main><h1 id=t>Catan</h1></main>")
    assert await page.inner_text("#t") == "Catan"
    assert await page.evaluate("window.innerWidth") == 400
