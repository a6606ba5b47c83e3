"""Issue #29 item 2 in the Discord layer: the buttons' refusals give the 5-6 phase's real reason.

``ui.offers.cannot_propose_text`` answered Second's Trade… click (paired players, SIX-PAIR-2 step 4) with
"building has started (strict trade/build phases)" and a click in a Special Build slot (SIX-SBP-4 a) with
"Trading starts after the set-up"; the 5-6 plug-in's ``trade_closed_texts`` gives the reasons. A slot's
Build… with nothing affordable said "Nothing can be built in this step" (a slot sells at the normal
costs, SIX-SBP-3): it says what things cost.
"""

from __future__ import annotations

import engine
from tests.engine.six_helpers import end_turn, six_position
from ui.buttons import nothing_text
from ui.i18n.catalogue import localize
from ui.offers import cannot_propose_text

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay"]


def test_item29_2_SIX_PAIR_2_second_is_told_second_trades_with_no_player() -> None:
    g = six_position(6, step="main", active=0, options={"six_turn_mode": "paired_players"},
                     hands={3: (2, 0, 0, 0, 0), 4: (0, 2, 0, 0, 0)})  # fmt: skip
    end_turn(g)
    assert g.six.second == 3 and not engine.can_propose_trade(g, 3)
    second = refusal(engine.view(g, 3), NAMES)
    assert second.startswith("As Second (paired players) you may not trade with other players")
    assert "/catan trade bank" in second and "strict" not in second
    other = refusal(engine.view(g, 4), NAMES)
    assert other == "Nobody trades with players during Dee's Second's phase (paired players)."


def test_item29_2_SIX_SBP_4_a_slot_is_for_building_and_buying() -> None:
    g = six_position(6, step="main", active=0, options={"six_sbp_skip": "always_offer"}, hands={1: (2, 2, 0, 0, 0)})
    end_turn(g)
    assert g.phase == "special_build" and g.active == 1
    for seat in (1, 2):
        text = refusal(engine.view(g, seat), NAMES)
        assert text == "Nobody trades during the Special Build Phase: a slot is for building and buying only."


def test_item29_2_a_regular_strict_turn_keeps_the_base_reason() -> None:
    g = six_position(6, step="main", active=0, options={"combined_trade_build": False},
                     hands={0: (3, 3, 0, 0, 0)}, settlements={0: ["35"]}, roads={0: ["35-36"]})  # fmt: skip
    engine.apply_action(g, 0, next(a for a in engine.legal_actions(g, 0) if a[0] == "road"))
    assert "strict trade/build phases" in refusal(engine.view(g, 0), NAMES)


def test_item29_2_SIX_SBP_3_a_slots_build_button_with_nothing_affordable_gives_the_costs() -> None:
    g = six_position(6, step="main", active=0, options={"six_sbp_skip": "always_offer"}, hands={1: (1, 0, 0, 0, 1)})
    end_turn(g)
    assert g.phase == "special_build" and g.active == 1
    text = localize(nothing_text(engine.view(g, 1), "build", "Build", ""), "en")
    assert text.startswith("You can't build anything now: a road costs 1 brick, 1 lumber"), text


def refusal(view: dict, names: list[str]) -> str:  # type: ignore[type-arg]
    """``cannot_propose_text`` in English (issue #33: it returns a Text)."""
    return localize(cannot_propose_text(view, names), "en")
