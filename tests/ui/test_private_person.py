"""Issue #29 item 6: everything private (hand DMs, ephemeral replies, private news) speaks to its reader as
"you"; before, "🔒 Ada drew Merchant…" stood next to "🔒 You took 1 wool from Bram" in Ada's own DM."""

from __future__ import annotations

import re

import engine
from engine.constants import BRICK, WOOL
from engine.rules.cities_and_knights.cards import CARD_INDEX
from engine.testing.cities_and_knights import answer, ck_position
from ui.summary import not_said_by_move, private_notes, to_reader

NAMES = ["Ada", "Bram", "Cleo", "Dev"]


def _no_own_name(notes: list[str], seat: int) -> None:
    for note in notes:
        assert not re.search(rf"\b{NAMES[seat]}\b", note), f"{NAMES[seat]} read about themselves: {note}"


def test_item6_the_spy_and_its_victim_each_read_you() -> None:
    g = ck_position(progress={0: ["spy"], 1: ["bishop", "warlord"]}, step="main")
    raw = engine.apply_action(g, 0, ("spy", 1)) + answer(g, 0, CARD_INDEX["warlord"])
    spy, victim = private_notes(raw, 0, NAMES), private_notes(raw, 1, NAMES)
    assert spy[-1] == "🔒 🕵️ You used the Spy on Bram and took the Warlord.", spy
    assert victim[-1] == "🔒 🕵️ Ada used the Spy on you and took the Warlord.", victim
    _no_own_name(spy, 0)
    _no_own_name(victim, 1)
    assert private_notes(raw, 2, NAMES) == []  # Cleo learns nothing


def test_item6_a_progress_card_drawn_and_a_discard_are_yours() -> None:
    drawn = {"type": "progress_drawn", "seat": 2, "deck": 0, "card": "merchant", "private": [2], "secret": ["card"]}
    notes = private_notes([drawn], 2, NAMES)
    assert len(notes) == 1 and notes[0].startswith("🔒 You drew **Merchant"), notes
    g = ck_position(
        cities={0: ["12"], 1: ["30"], 2: ["40"]}, settlements={1: ["1"], 3: ["44"]},
        hands={1: {"brick": 5, "coin": 4}}, progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("saboteur",))
    notes = private_notes(answer(g, 1, BRICK), 1, NAMES)
    assert notes == ["🔒 You discarded 1 brick."], notes


def _saboteured(hand: dict[str, int]) -> engine.GameState:
    """Bram owes half of ``hand`` after Ada's Saboteur (CK-CARD-POL-6; answered a card at a time, CK-ROBBER-1)."""
    g = ck_position(
        cities={0: ["12"], 1: ["30"], 2: ["40"]}, settlements={1: ["1"], 3: ["44"]},
        hands={1: hand}, progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("saboteur",))
    return g


def _confirmation_notes(g: engine.GameState, seat: int, card: int) -> list[str]:
    """The private notes beneath the mover's "✅ Done: Discard 1 ..." (``cogs.play.play``'s confirmation)."""
    owed = next(d for d in engine.pending(g) if d["seat"] == seat and "id" in d)
    action = ("answer", owed["id"], card)
    events = tuple(engine.apply_action(g, seat, action))  # as the service's MoveResult holds them
    return private_notes(not_said_by_move(engine.public_view(g), action, seat, events), seat, NAMES)


def test_ck_robber_1_a_discarded_card_is_not_told_twice_in_its_confirmation() -> None:
    """The Done line names the card; the DM's news still tells it (the test above)."""
    assert _confirmation_notes(_saboteured({"brick": 5, "coin": 4}), 1, BRICK) == []


def test_ck_amb_30_cards_discarded_for_the_mover_after_their_choice_are_still_told() -> None:
    """Bram owes 2 of wool and 3 brick; once he names the wool, only brick is left: the second card goes by itself,
    and his confirmation says so (the card he named it does not repeat)."""
    g = _saboteured({"wool": 1, "brick": 3})
    assert _confirmation_notes(g, 1, WOOL) == ["🔒 You discarded 1 brick."]
    assert g.hands[1][WOOL] == 0 and g.hands[1][BRICK] == 2


def test_item6_grammar_of_a_line_said_to_its_reader() -> None:
    assert to_reader("🛣️ you now holds Longest Road (5 roads).") == "🛣️ You now hold Longest Road (5 roads)."
    assert to_reader("Bram looked at you's progress cards.") == "Bram looked at your progress cards."
    assert to_reader("Bram gave 1 ore to you.") == "Bram gave 1 ore to you."
    assert to_reader("Youssef took 1 ore.") == "Youssef took 1 ore."  # a name that starts like it is left alone


def test_item6_waiting_for_you_in_a_reply_said_to_the_awaited_player() -> None:
    from tests.engine.helpers import beginner
    from tests.english import status_text
    from ui.report import waiting_text

    g = beginner()
    view = engine.public_view(g)
    seat = next(d["seat"] for d in view["pending"] if d["blocking"])
    assert waiting_text(view, NAMES, seat).startswith("Waiting for you to ")
    assert waiting_text(view, NAMES).startswith(f"Waiting for {NAMES[seat]} to ")
    assert waiting_text(view, NAMES, (seat + 1) % 4).startswith(f"Waiting for {NAMES[seat]} to ")
    assert "Waiting for you to " in status_text(view, NAMES, seat)
    owed = {"pending": [{"seat": 1, "kind": "discard", "blocking": True, "id": 4, "text": "discard half of their cards"},
                        {"seat": 2, "kind": "pillage", "blocking": True, "id": 5, "text": "choose a city to lose"}],
            "phase": "play", "ck": {}}  # fmt: skip
    assert waiting_text(owed, NAMES, 1) == "Waiting for you to discard half of your cards; Cleo to choose a city to lose."


def test_issue33_private_notes_in_the_readers_language() -> None:
    """The hand DM's and the mover's private lines in the reader's language (``tag``); English unchanged."""
    stolen = {"type": "stolen", "seat": 2, "victim": 1, "resource": 2, "private": [2, 1], "secret": ["resource"]}
    assert private_notes([stolen], 2, NAMES) == ["🔒 You took 1 ore from Bram."]
    assert private_notes([stolen], 2, NAMES, tag="de") == ["🔒 Du hast Bram 1 Erz weggenommen."]
    assert private_notes([stolen], 1, NAMES, tag="fr") == ["🔒 Cleo t’a pris 1 minerai."]
    bought = {"type": "bought_dev", "seat": 2, "card": 0, "private": [2], "secret": ["card"]}
    assert private_notes([bought], 2, NAMES) == ["🔒 You bought a Knight card."]
    assert private_notes([bought], 2, NAMES, tag="de") == ["🔒 Du hast eine Entwicklungskarte gekauft: Ritter."]
    # A public line told privately: in another language the reader is named (its "you" would need a sentence
    # of its own per event), never left in English.
    g = ck_position(progress={0: ["spy"], 1: ["bishop", "warlord"]}, step="main")
    raw = engine.apply_action(g, 0, ("spy", 1)) + answer(g, 0, CARD_INDEX["warlord"])
    german = private_notes(raw, 0, NAMES, tag="de")
    assert german[-1].startswith("🔒 🕵️ Ada ") and "Spion" in german[-1] and " the " not in german[-1], german
