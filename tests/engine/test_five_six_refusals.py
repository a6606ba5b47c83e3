"""Issue #29 item 2: a refusal in the 5-6 extension's own phases gives its real reason (five_six.md).

A Special Build slot sells purchases at the normal costs and rules (SIX-SBP-3, SIX-CK-4): a refused
purchase says what the cost lacks, where the piece may go, or that the pool is empty, as on a regular
turn; only a kind no slot allows is refused with what a slot allows (SIX-SBP-4, SIX-CK-5). In Second's
phase of the paired players (SIX-PAIR-2 step 4) a domestic trade is refused because Second trades with
no player, not because of the strict trade/build phases; Second's maritime trades get their own reasons.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine import actions as A
from engine.testing.cities_and_knights import ck_position
from tests.engine.helpers import english
from tests.engine.six_helpers import end_turn, six_position

PAIRED = {"six_turn_mode": "paired_players"}
ALWAYS = {"six_sbp_skip": "always_offer"}


def refusal(g: engine.GameState, seat: int, action: tuple[Any, ...]) -> engine.IllegalAction:
    version = g.version
    with pytest.raises(engine.IllegalAction) as info:
        engine.apply_action(g, seat, action)
    assert g.version == version
    return info.value


def _slot(**kw: Any) -> engine.GameState:
    """Seat 1's Special Build slot after seat 0's turn (SIX-SBP-2)."""
    g = six_position(6, step="main", active=0, options={**ALWAYS, **kw.pop("options", {})}, **kw)
    end_turn(g)
    assert g.phase == "special_build" and g.active == 1
    return g


def test_item29_2_six_sbp_3_a_slot_road_without_the_cards_says_what_is_missing() -> None:
    g = _slot(hands={1: (0, 1, 0, 0, 0)}, settlements={1: ["35"]}, roads={1: ["35-36"]})
    exc = refusal(g, 1, (A.ROAD, next(iter(range(g.topo.N_EDGE)))))
    assert exc.code == "cannot_afford"
    assert "A road costs 1 brick, 1 lumber; you are missing 1 brick." in english(exc)
    assert "Special Build Phase you may only" not in english(exc)
    assert "Right now you can: finish your Special Build Phase slot." in english(exc)


def test_item29_2_six_sbp_3_a_slot_settlement_on_a_bad_spot_names_the_legal_spots() -> None:
    g = _slot(hands={1: (2, 2, 0, 2, 2)}, settlements={1: ["35"]}, roads={1: ["35-36-37"]})
    spots = [a for a in engine.legal_actions(g, 1) if a[0] == A.SETTLEMENT]
    assert spots
    bad = next(v for v in range(g.topo.N_VERTEX - 1, -1, -1) if (A.SETTLEMENT, v) not in spots)
    exc = refusal(g, 1, (A.SETTLEMENT, bad))
    assert exc.code == "illegal_spot" and "Legal: " in english(exc)
    assert g.topo.VERTEX_LABELS[spots[0][1]] in english(exc).split("Legal: ")[1]


def test_item29_2_six_sbp_3_a_slot_settlement_with_the_pool_empty_says_so() -> None:
    g = _slot(hands={1: (2, 2, 0, 2, 2)}, settlements={1: ["35", "37", "39", "41", "43"]}, roads={1: ["35-36"]})
    exc = refusal(g, 1, (A.SETTLEMENT, 0))
    assert exc.code == "no_pieces" and "All 5 of your settlements are on the board" in english(exc)


def test_item29_2_six_sbp_4_what_no_slot_allows_is_refused_with_what_a_slot_allows() -> None:
    g = _slot(hands={1: (4, 4, 4, 4, 4)}, settlements={1: ["35"]}, roads={1: ["35-36"]})
    for action in ((A.BANK_TRADE, 0, 1), (A.ROBBER, 3), (A.KNIGHT,)):
        exc = refusal(g, 1, action)
        assert exc.code == "special_build_only"
        assert "In the Special Build Phase you may only build and buy" in english(exc) and "Right now you can: " in english(exc)
    exc = refusal(g, 1, (A.OFFER, (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 2))  # SIX-SBP-4 (a): via the rule set, too
    assert exc.code == "special_build_only" and "you already built" not in english(exc)


def _ck_slot(hand: dict[str, int], options: dict[str, Any] | None = None) -> engine.GameState:
    g = ck_position(6, options={"board": "variable", **ALWAYS, **(options or {})}, step="main", active=0,
                    cities={1: ["35"]}, roads={1: ["35-36"]}, hands={1: hand})  # fmt: skip
    end_turn(g)
    while g.phase == "special_build" and g.active != 1:
        engine.apply_action(g, g.active, ("sbp_pass",))
    assert g.phase == "special_build" and g.active == 1
    return g


def test_item29_2_six_ck_4_a_slot_wall_and_knight_without_the_cards_say_what_is_missing() -> None:
    g = _ck_slot({"grain": 1})
    wall = refusal(g, 1, ("wall", 34))
    assert wall.code == "cannot_afford" and "A city wall costs 2 brick; you are missing 2 brick." in english(wall)
    knight = refusal(g, 1, ("knight_hire", 36))
    assert knight.code == "cannot_afford" and "you are missing 1 ore, 1 wool" in english(knight)
    assert "Special Build Phase you may only" not in english(wall) + english(knight)


def test_item29_2_six_ck_5_and_six_amb_20_what_a_c_and_k_slot_forbids_says_so() -> None:
    g = _ck_slot({"ore": 4, "cloth": 3}, options={"six_ck_sbp_improvements": False})
    for action in (("improve", 0), (A.BANK_TRADE, 2, 0), ("knight_chase", 35)):
        exc = refusal(g, 1, action)
        assert exc.code == "special_build_only" and "no progress cards" in english(exc), action


def _second(**kw: Any) -> engine.GameState:
    """Second's phase (seat 3) after First's (seat 0) turn (SIX-PAIR-1/2)."""
    g = six_position(6, step="main", active=0, options={**PAIRED, **kw.pop("options", {})}, **kw)
    end_turn(g)
    assert g.six.second == 3 and g.active == 3
    return g


def test_item29_2_six_pair_2_seconds_domestic_trade_is_refused_because_second_trades_with_no_player() -> None:
    g = _second(hands={3: (2, 0, 0, 0, 0), 4: (0, 0, 0, 0, 2)})
    exc = refusal(g, 3, (A.OFFER, (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 4))
    assert exc.code == "second_no_player_trade"
    assert "As Second (paired players) you may not trade with other players" in english(exc)
    assert "already built" not in english(exc) and "Right now you can: " in english(exc)
    other = refusal(g, 4, (A.OFFER, (0, 0, 0, 0, 1), (1, 0, 0, 0, 0), 3))
    assert other.code == "second_no_player_trade" and "Nobody trades with players during Second's phase" in english(other)


def test_item29_2_six_pair_2_seconds_bank_trade_gives_the_rate_not_the_strict_phases() -> None:
    g = _second(hands={3: (2, 0, 0, 0, 0)})
    exc = refusal(g, 3, (A.BANK_TRADE, 0, 1))
    assert exc.code == "cannot_afford" and "Your rate for brick is 4:1 and you have 2." in english(exc)
    assert "already built" not in english(exc)


def test_item29_2_six_pair_2_strict_second_after_a_build_is_told_the_trades_are_over() -> None:
    g = _second(hands={3: (5, 1, 0, 0, 0)}, settlements={3: ["35"]}, roads={3: ["35-36"]},
                options={"combined_trade_build": False})  # fmt: skip
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD))
    exc = refusal(g, 3, (A.BANK_TRADE, 0, 1))
    assert exc.code == "trade_closed" and "you already built or bought (strict trade/build phases)" in english(exc)
