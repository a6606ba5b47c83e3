"""Issue #34 item 4: the board's trade panel (web/trades.py) from the viewer's own view, and its moves through
the board's server: an offer, its answers from another person's board, a counter-offer, a bank trade."""

from __future__ import annotations

import json
from typing import Any

import engine
from engine.testing import position
from tests.service.helpers import started_game
from tests.web.conftest import ORIGIN, Board
from web.documents import Viewer, document
from web.trades import trade_panel

ANN, BO, CY = 0, 1, 2
NAMES = ["Ann", "Bo", "Cy"]


def _position(hands: dict[int, dict[str, int]], options: dict[str, Any] | None = None) -> engine.GameState:
    return position(3, options=options, settlements={ANN: ["12"], BO: ["30"], CY: ["40"]}, hands=hands, active=ANN,
                    step="main", dice=(3, 5))  # fmt: skip


def _game(hands: dict[int, dict[str, int]]) -> engine.GameState:
    g = _position(hands)
    engine.apply_action(g, ANN, ("offer", (0, 0, 0, 0, 1), (0, 0, 0, 1, 0), -1))  # 1 wool for 1 grain, to all
    return g


HANDS = {ANN: {"brick": 4, "wool": 2}, BO: {"grain": 2}, CY: {"ore": 1}}


def test_item34_4_the_panel_shows_the_open_offer_and_each_seats_own_answers() -> None:
    g = _game(HANDS)
    ann = trade_panel(engine.view(g, ANN), NAMES, "en")
    [offer] = ann["offers"]
    assert offer["label"] == "#1 Ann gives 1 wool for 1 grain" and offer["to"] == "to everyone"
    assert [a["a"][0] for a in offer["acts"]] == ["withdraw"] and not offer["counter"]
    assert ann["propose"]["targets"][0] == [-1, "Everyone"] and [t[0] for t in ann["propose"]["targets"]] == [-1, 1, 2]
    assert ann["bank"] == [{"give": 0, "label": "brick (4:1, you have 4)",
                            "gets": [[1, "lumber"], [2, "ore"], [3, "grain"], [4, "wool"]]}]  # fmt: skip

    bo = trade_panel(engine.view(g, BO), NAMES, "en")
    assert [a["a"] for a in bo["offers"][0]["acts"]] == [["accept", 1], ["decline", 1]]
    assert bo["offers"][0]["counter"] and bo["propose"]["targets"] == [[ANN, "Ann"]]  # not the active: to Ann only
    assert bo["bank"] == []
    cy = trade_panel(engine.view(g, CY), NAMES, "en")
    assert [a["a"] for a in cy["offers"][0]["acts"]] == [["decline", 1]]  # no grain: Cy cannot accept

    engine.apply_action(g, BO, ("accept", 1))
    ann = trade_panel(engine.view(g, ANN), NAMES, "en")
    assert [a["words"] for a in ann["offers"][0]["acts"]] == ["Withdraw", "Trade with Bo"]
    assert ann["offers"][0]["answers"] == ["Bo: ✅ accepted", "Cy: ⏳ no answer yet"]


def test_item34_4_a_spectator_reads_the_offers_and_nothing_private() -> None:
    """The public board is the same for two games that differ only in hidden cards (the same counts and bank)."""
    seen = []
    for hands in (HANDS, {ANN: {"brick": 2, "grain": 2, "wool": 2}, BO: {"brick": 2}, CY: {"ore": 1}}):
        g = _game(hands)
        doc = document(Viewer(1, None, None, "en"), g.version, engine.public_view(g), NAMES)
        assert set(doc["trade"]) == {"words", "offers"} and not doc["trade"]["offers"][0]["acts"]
        seen.append(json.dumps(doc, sort_keys=True))
    assert seen[0] == seen[1]


def test_item34_4_why_a_seat_cannot_offer_now_in_its_language() -> None:
    g = position(3, settlements={ANN: ["12"]}, hands={BO: {"grain": 2}}, active=ANN, step="pre_roll")
    bo = trade_panel(engine.view(g, BO), NAMES, "de")
    assert "propose" not in bo and bo["why"].startswith("Handeln ist möglich, sobald Ann gewürfelt hat"), bo
    assert bo["words"]["title"] == "Handel"


async def _loaded(web: Board, hands: dict[int, dict[str, int]]) -> tuple[int, list[int]]:
    """A just-started game of the board's service replaced by the position (as tests/bot's load_position does)."""
    info = await started_game(web.service, 3)
    stored = await web.service.repo.load_game(info.id)
    assert stored is not None
    snapshot = engine.to_json(_position(hands, dict(stored.row.options)))
    await web.service.repo.replace_snapshot(info.id, expected_version=0, snapshot=snapshot, status="active", now=0.0)
    web.service._forget(info.id)  # test-only: the service has no public way to load a position
    web.service._verified[info.id] = (0, hash(snapshot))
    return info.id, list(info.players)


async def _post(web: Board, user: int, game_id: int, action: list[Any]) -> tuple[int, dict[str, Any]]:
    response = await web.client.post(f"/g/{game_id}/move", params={"t": web.token(user, game_id)},
                                     json={"action": action}, headers={"Origin": ORIGIN})  # fmt: skip
    return response.status, await response.json()


async def test_item34_4_offer_counter_and_bank_trade_through_the_boards_server(web: Board) -> None:
    game, (ann, bo, cy) = await _loaded(web, HANDS)
    status, answer = await _post(web, ann, game, ["offer", [0, 0, 0, 0, 1], [0, 0, 0, 1, 0], -1])
    assert status == 200, answer
    status, answer = await _post(web, bo, game, ["counter", 1, [0, 0, 0, 2, 0], [0, 0, 0, 0, 1]])
    assert status == 200, answer
    state = await (await web.client.get(f"/g/{game}/state", params={"t": web.token(ann, game)})).json()
    offers = state["doc"]["trade"]["offers"]
    assert [o["label"] for o in offers] == ["#1 P1 gives 1 wool for 1 grain",
                                            "#2 P2 gives 2 grain for 1 wool (counter-offer)"]  # fmt: skip
    assert [a["a"] for a in offers[1]["acts"]] == [["accept", 2], ["decline", 2]]
    # A refusal says why, in place: Cy cannot give grain he does not hold.
    status, answer = await _post(web, cy, game, ["offer", [0, 0, 0, 1, 0], [0, 0, 0, 0, 1], ANN])
    assert status == 409 and "grain" in answer["refused"], answer
    status, answer = await _post(web, ann, game, ["bank_trade", 0, 2])
    assert status == 200, answer
    view = await web.service.view(game, ann)
    assert view["you"]["hand"]["brick"] == 0 and view["you"]["hand"]["ore"] == 1
    status, answer = await _post(web, ann, game, ["accept", 2])
    assert status == 200, answer
    view = await web.service.view(game, ann)
    assert view["you"]["hand"]["grain"] == 2 and view["you"]["hand"]["wool"] == 1 and not view["offers"]


def test_item34_4_every_word_the_trade_panel_uses_comes_from_the_catalogue() -> None:
    """issue #33's rule on the page: each ``W.x`` trade.js reads is among the panel's words, in every language."""
    import re

    from ui.i18n.languages import LANGUAGES, PSEUDO
    from web.server import STATIC
    from web.trades import panel_words

    used = set(re.findall(r"\bW\.([a-z_]+)", (STATIC / "trade.js").read_text()))
    assert used and used <= set(panel_words("en")), used - set(panel_words("en"))
    english = panel_words("en")
    for tag in (language.tag for language in LANGUAGES if language.tag not in ("en", PSEUDO)):
        words = panel_words(tag)
        assert all(words[k] and words[k] != english[k] for k in used), (tag, words)  # translated
