"""Turn-message buttons follow the engine's legal actions for the seats the game waits on (issue 8, item 6)."""

from __future__ import annotations

import engine
from cogs.components import TURN_OPS, turn_buttons
from tests.engine.helpers import beginner, counts, give, give_dev, roll, take_all
from ui.buttons import BUTTON_KINDS, OFFER, enabled_buttons


def _waiting_kinds(g: engine.GameState) -> set[str]:
    """As GameService.table computes them: the waiting seats' legal kinds, plus offer if one may propose."""
    waiting = engine.must_act(g)
    kinds = {a[0] for s in waiting for a in engine.legal_actions(g, s)}
    return kinds | ({OFFER} if any(engine.can_propose_trade(g, s) for s in waiting) else set())


def _enabled(g: engine.GameState) -> set[str]:
    view = engine.public_view(g)
    buttons = turn_buttons(1, view, _waiting_kinds(g))
    rows = buttons.to_components()
    return {b["custom_id"].rsplit(":", 1)[1] for row in rows for b in row["components"] if not b.get("disabled")}


def test_every_button_op_has_kinds_and_a_label() -> None:
    assert set(TURN_OPS) == set(BUTTON_KINDS)


def test_pre_roll_enables_roll_and_only_playable_cards() -> None:
    g = beginner()
    assert _enabled(g) == {"roll", "hand"}
    from engine.constants import KNIGHT

    give_dev(g, 0, KNIGHT)
    assert _enabled(g) == {"roll", "dev", "hand"}


def test_main_step_buttons_follow_the_hand() -> None:
    g = beginner()
    roll(g, 8)
    for p in range(4):
        take_all(g, p)
    # Nothing to spend or offer: only ending the turn (and looking at the hand).
    assert _enabled(g) == {"end", "hand"}
    give(g, 0, counts(wool=1))
    assert _enabled(g) == {"end", "trade", "hand"}  # a domestic offer needs only a card to give
    give(g, 0, counts(ore=1, grain=1))
    assert _enabled(g) == {"end", "trade", "buy", "hand"}
    give(g, 0, counts(wool=3))
    assert _enabled(g) == {"end", "trade", "buy", "bank", "hand"}


def test_discard_step_enables_only_discard_even_for_the_shared_message() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    give(g, 2, counts(brick=8))
    roll(g, 7)
    assert engine.must_act(g) == [2]
    assert _enabled(g) == {"discard", "hand"}


def test_robber_then_steal() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    roll(g, 7)
    assert _enabled(g) == {"robber", "hand"}


def test_setup_enables_build_only() -> None:
    g = engine.new_game({"players": 3, "board": "variable"}, seed=5)
    assert _enabled(g) == {"build", "hand"}


def test_game_over_disables_everything() -> None:
    assert enabled_buttons({"roll", "end_turn"}, game_over=True) == set()
    assert enabled_buttons(set()) == {"hand"}
    assert enabled_buttons({"skip_steal"}) == {"steal", "hand"}
