"""Issue #29 item 4, "one owed decision, one ping": a player who owes a 7's discard off their turn was
mentioned by the turn message ("discard half of your cards: `/catan discard`") and pinged again by a
second message ("press Discard"); a C&K decision's owner likewise by the turn message and the
decision's message ("press Answer…"). The message of their own pings them; the turn message names them,
and both say the same instruction, the button the turn message shows."""

from __future__ import annotations

import engine
from cogs.play.components import turn_buttons
from cogs.publishing.turn_messages import GameJournal, TurnMessages, pinged_apart
from engine.testing.cities_and_knights import ck_position
from service.results import GameInfo
from tests.engine.helpers import beginner, give, roll
from tests.english import DISCARD_PING, prompt_for
from ui import journal
from ui.i18n.languages import PSEUDO, forced
from ui.i18n.pseudo import english

NAMES = ["Ann", "Bo", "Cy", "Di"]
USERS = (101, 102, 103, 104)


def _info() -> GameInfo:
    return GameInfo(
        id=1, guild_id=1, channel_id=1, thread_id=1, host_id=USERS[0], status="active", options={},
        players=USERS, version=1, winner_seat=None, status_reason=None, created_at=0.0, updated_at=0.0,
        started_at=0.0, ended_at=None, settings={}, published=1,
    )  # fmt: skip


def _turn_text(view: dict) -> str:
    """The turn message's text, read back in English (the e2e tests run in the pseudo-locale)."""
    text = TurnMessages.turn_text(_info(), view, NAMES, GameJournal([], journal.first_key(view)))
    return english(text, NAMES) if forced() == PSEUDO else text


def test_item4_an_off_turn_discard_is_pinged_once_with_the_button_shown() -> None:
    g = beginner()
    active = g.active
    other = (active + 1) % 4
    give(g, other, (2, 2, 2, 2, 1))  # 9 cards and more: Bo owes a discard on the 7
    roll(g, 7)
    view = engine.public_view(g)
    assert {d["seat"] for d in view["pending"] if d["kind"] == "discard"} >= {other}
    assert pinged_apart(view) == {d["seat"] for d in view["pending"] if d["kind"] == "discard"} - {active}
    text = _turn_text(view)
    assert f"<@{USERS[other]}>" not in text and "➡️ " in text and NAMES[other] in text, text
    labels = [b.get("label") for row in turn_buttons(1, view).to_components() for b in row["components"]]
    assert "🗑️ Discard" in labels
    assert "**🗑️ Discard**" in prompt_for(view) and "**🗑️ Discard** on the turn message" in DISCARD_PING
    assert "/catan discard" not in text


def test_item4_a_CK_decision_is_pinged_by_its_own_message_and_named_in_the_turn_message() -> None:
    g = ck_position(
        cities={0: ["12"], 1: ["30"], 2: ["40"]}, settlements={1: ["1"], 3: ["44"]},
        hands={1: {"brick": 5, "coin": 4}}, progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("saboteur",))
    view = engine.public_view(g)
    assert pinged_apart(view) == {1}
    text = _turn_text(view)
    assert f"<@{USERS[1]}>" not in text and "Bo: discard half of your cards: press **📩 Answer…**" in text, text
    assert "🗑️ Discard" not in text  # C&K has no Discard button: its discards are answers
