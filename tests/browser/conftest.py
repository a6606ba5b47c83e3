"""A real browser for the live board's tests (issue #34): Debian's Chromium, driven by Playwright.

Playwright drives the system's browser (``executable_path``); nothing downloads a browser. ``.ci/run``
installs Debian's ``chromium`` when it is missing. Elsewhere, without a Chromium, the browser tests are
skipped with the reason printed (``-rs``), as the PostgreSQL tests are without a server; under CI they fail.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from tools.web_shots import chromium


@pytest.fixture
async def browser() -> AsyncIterator[object]:
    """A headless Chromium for one test (about a second to start); pages come from ``browser.new_page``."""
    path = chromium()
    if path is None:
        reason = "no Chromium on this machine (Debian: apt-get install chromium; .ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.async_api import async_playwright

    async with async_playwright() as driver:
        # --no-sandbox: the tests run as root in CI containers, where Chromium's sandbox cannot start.
        launched = await driver.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield launched
        finally:
            await launched.close()
