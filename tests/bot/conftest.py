"""Every end-to-end test of the bot ends with a fake Discord that recorded no problem (limits, protocol,
mention checks), whether or not the test asserts it itself.

Every one runs in the pseudo-locale (issue #33 item 4, tests/bot/pseudo_locale.py): a string the bot shows
that did not come from the catalogue fails the test, and the tests read the bot's words back in English. A
test about real languages says so: ``@pytest.mark.real_languages("why")``.

The bots these tests start render in one shared pool of warmed-up worker processes per test process
(tools.demo.renders) rather than starting and warming up two of their own each time (3 s of CPU a start)."""

import os
from collections.abc import Iterator

import pytest

from tests.bot.pseudo_locale import pseudo_lens
from tools.demo.renders import DRAWN, shared_render_pool
from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord
from tools.fakediscord.model import World
from tools.fakediscord.pytest_plugin import fakediscord_clean  # noqa: F401  (autouse)
from tools.i18n.lens import PseudoLens
from ui.i18n.catalogue import localizer
from ui.i18n.languages import PSEUDO, force_language

BotWorld.default_render_pool = staticmethod(shared_render_pool)


@pytest.fixture(autouse=True)
def pseudo_locale(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every reader reads the pseudo-locale and every fake Discord reads the bot through a ``PseudoLens``,
    unless the test is marked ``real_languages``."""
    if request.node.get_closest_marker("real_languages") is not None or os.environ.get("E2E_PSEUDO") == "0":
        yield  # E2E_PSEUDO=0: in English, unchecked (to measure what the pseudo-locale costs)
        return
    lenses: list[PseudoLens] = []

    def lens(world: World) -> PseudoLens:
        lenses.append(pseudo_lens(world))
        return lenses[-1]

    force_language(PSEUDO)
    localizer(PSEUDO)  # made once per process now, not on the bot's loop at its first message (a second of CPU)
    FakeDiscord.lens_factory = lens
    DRAWN.clear()  # drawn before this test (in another language, by a test about real languages)
    try:
        yield
    finally:
        FakeDiscord.lens_factory = None
        force_language(None)
    drawn = drawn_strings()
    if lenses and drawn:
        before = len(lenses[0].world.lens_problems)
        lenses[0].drawn_text(drawn)
        found = lenses[0].world.lens_problems[before:]
        if found:
            pytest.fail("text drawn in images that escaped the catalogue:\n" + "\n".join(found), pytrace=False)


def drawn_strings() -> list[tuple[str, str]]:
    """Every (renderer, string) the pictures of the test drew (issue #33 item 4, text drawn in images): the shared
    render workers hand back what they drew with each picture (``tools.demo.renders.DRAWN``); emptied as read."""
    drawn = list(DRAWN)
    DRAWN.clear()
    return drawn
