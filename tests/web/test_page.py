"""Issue #34 item 6: the page and its per-rule-set plug-ins are plain files served by the board."""

from __future__ import annotations

import re

import engine
from engine import rulesets
from tests.web.conftest import Board
from web.rulesets import WEB
from web.server import STATIC


def test_item6_every_rule_sets_front_end_plug_in_is_a_file_of_the_page() -> None:
    for name in WEB.registered():
        plugin = WEB.plugin(name)
        assert plugin is not None and (plugin.scripts or plugin.spots), name  # 5-6: spots only
        for script in plugin.scripts:
            assert (STATIC / script).is_file(), script
    assert "base" in WEB.registered() and set(WEB.registered()) <= set(rulesets.all_components())


def test_item6_the_page_has_no_inline_script_or_style() -> None:
    page = (STATIC / "index.html").read_text()
    assert not re.search(r"<script(?![^>]*\bsrc=)", page) and "<style" not in page and " style=" not in page
    assert not re.search(r"\son[a-z]+=", page)  # no inline event handlers


async def test_item6_the_page_loads_its_rule_sets_scripts(web: Board) -> None:
    from tests.service.helpers import started_game

    game = await started_game(web.service, 3)
    page = await web.client.get(f"/g/{game.id}")
    assert page.status == 200 and "/static/board.js" in await page.text()
    state = await (await web.client.get(f"/g/{game.id}/state")).json()
    assert state["doc"]["scripts"] == ["rules/base.js"]
    for script in state["doc"]["scripts"]:
        assert (await web.client.get(f"/static/{script}")).status == 200
    ck = engine.public_view(engine.new_game({"players": 3, "expansion": "cities_and_knights"}, seed=1))
    assert WEB.of_view(ck).scripts == ("rules/base.js", "rules/cities_and_knights.js")


async def test_item6_every_word_the_page_uses_comes_from_the_catalogue(web: Board) -> None:
    """issue #33's rule on the page: each ``words.x`` board.js reads is sent, in the viewer's language."""
    from tests.service.helpers import started_game

    game = await started_game(web.service, 3)
    state = await (await web.client.get(f"/g/{game.id}/state")).json()
    island = await (await web.client.get(f"/g/{game.id}/map")).json()
    sent = {**island["words"], **state["words"]}  # the page's own words come with the island (web.mapdata)
    used = set(re.findall(r"words\.([a-z_]+)", (STATIC / "board.js").read_text()))
    assert used and used <= set(sent), used - set(sent)
    assert state["lang"] == "en" and all(sent[k] for k in used)


async def test_polish34_item9_the_page_is_sent_only_words_it_reads_and_its_icon_is_no_404(web: Board) -> None:
    """The page's words (web/server.py's PAGE_WORDS, web/mapdata.py's) are all read by the page's scripts, and the
    icon every browser asks for answers without a 404 in the console."""
    from tests.service.helpers import started_game
    from web.server import PAGE_WORDS

    game = await started_game(web.service, 3)
    state = await (await web.client.get(f"/g/{game.id}/state")).json()
    island = await (await web.client.get(f"/g/{game.id}/map")).json()
    scripts = "".join(path.read_text() for path in sorted(STATIC.glob("*.js")) if path.name != "activity.js")
    used = set(re.findall(r"words\.([a-z_]+)", scripts))
    unread = {*island["words"], *state["words"]} - used
    assert not unread, unread
    assert not {"web-cards", "web-points", "web-dev-cards"} & set(PAGE_WORDS)
    icon = await web.client.get("/favicon.ico")
    assert icon.status == 204
