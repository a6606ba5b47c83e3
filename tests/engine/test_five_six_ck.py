"""Cities & Knights with 5-6 players (five_six.md section 10, SIX-CK-*, SIX-AMB-19..24)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import actions as A
from engine.rules.five_six.geometry import LARGE
from engine.rules.five_six.record import PHASE_SBP
from engine.testing import force_roll
from engine.testing.cities_and_knights import ck_position
from tests.engine.six_helpers import SBP_PASS, end_turn, pass_slot

CK = {"expansion": "cities_and_knights"}


def _ck(players: int = 6, options: dict | None = None, **kw):  # type: ignore[no-untyped-def,type-arg]
    return ck_position(players, options={"board": "variable", **(options or {})}, **kw)


def _sbp(**kw):  # type: ignore[no-untyped-def]
    g = _ck(step="main", active=0, **kw)
    end_turn(g)
    assert g.phase == PHASE_SBP and g.active == 1
    return g


def _kinds(g: engine.GameState, seat: int) -> set[str]:
    return {a[0] for a in engine.legal_actions(g, seat)}


def test_six_ck_1_six_amb_19_commodities_and_defender_cards() -> None:
    g = engine.new_game({"players": 6, **CK}, 1)
    assert g.bank == [24] * 5 + [18] * 3 and g.ck.defender_total == 8 and g.ck.defenders_left() == 8
    assert g.deck == [] and sum(len(d) for d in g.ck.decks) == 54  # no development cards; 54 progress cards
    m = engine.new_game({"players": 5, **CK, "six_ck_components": "mayfair"}, 1)
    assert m.bank == [24] * 5 + [21] * 3 and m.ck.defenders_left() == 9
    assert engine.from_json(engine.to_json(m)).ck.defenders_left() == 9
    assert engine.new_game({"players": 4, **CK}, 1).ck.defenders_left() == 6  # 3-4 players unchanged


def test_six_ck_2_the_large_board_and_the_ck_set_up() -> None:
    g = engine.new_game({"players": 5, **CK}, 2)
    assert g.topo is LARGE and g.robber in g.board.deserts and not g.ck.robber_active
    rng = random.Random(2)
    second_round = []
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        placing_second = g.setup_index >= g.n
        action = rng.choice(engine.legal_actions(g, seat))
        engine.apply_action(g, seat, action)
        if placing_second and action[0] in (A.SETTLEMENT, A.CITY):
            second_round.append(action[1])
    assert len(second_round) == 5 and all(g.building[v] == 2 for v in second_round)  # a city in round 2
    assert sum(g.cities) == 5 and sum(g.settlements) == 5


def test_six_ck_3_turn_cycle_with_ck() -> None:
    g = _ck(step="main", active=2, hands={3: (1, 1, 0, 0, 0, 0, 0, 0)})
    end_turn(g)
    assert g.phase == PHASE_SBP and g.active == 3
    g = _ck(step="main", active=2, options={"six_turn_mode": "paired_players"})
    end_turn(g)
    assert g.phase == "play" and g.active == 5 and g.six.second == 5


def test_six_ck_4_six_amb_20_six_amb_22_purchases_in_a_ck_slot() -> None:
    hand = {"brick": 3, "lumber": 1, "ore": 4, "grain": 2, "wool": 4, "paper": 1}
    g = _sbp(cities={1: ["35"]}, roads={1: ["35-36-37"]}, knights={1: {"36": "basic"}}, hands={1: hand},
             levels={1: {"politics": 3}})  # fmt: skip
    kinds = _kinds(g, 1)
    assert {"wall", "knight_hire", "knight_activate", "knight_promote", "improve", SBP_PASS} <= kinds
    engine.apply_action(g, 1, ("wall", 34))
    engine.apply_action(g, 1, ("knight_hire", 36))
    engine.apply_action(g, 1, ("knight_activate", 35))
    engine.apply_action(g, 1, ("knight_promote", 35))
    assert g.ck.k_strength[35] == 2
    assert ("knight_promote", 35) not in engine.legal_actions(g, 1)  # once per knight per slot
    engine.apply_action(g, 1, ("improve", next(a[1] for a in engine.legal_actions(g, 1) if a[0] == "improve")))
    assert g.ck.walls >> 34 & 1 and g.ck.k_owner[36] == 1 and sum(g.ck.levels[1]) == 4
    g2 = _sbp(cities={1: ["35"]}, hands={1: hand}, options={"six_ck_sbp_improvements": False})
    assert "improve" not in _kinds(g2, 1)


def test_six_ck_4_six_amb_20_the_improvements_option_leaves_walls_in_the_slot() -> None:
    """Decision (open spec question): ``six_ck_sbp_improvements = false`` forbids city improvements in an
    SBP slot, not city walls. SIX-CK-4 attaches the option to (e) improvements only; (a) lists walls
    with roads, settlements and cities, resolved by SIX-AMB-20 because colonist refers to the C&K
    *building* rules, where a wall is a building bought with brick like the others (CK-TURN-1 step 5
    names "roads, settlements, cities, city walls" together), while improvements are bought with
    commodities and raise a flip-chart. The option's name and its row in section 11 say improvements;
    so walls stay a purchase of every slot (SIX-SBP-3 extended by SIX-CK-4 a)."""
    hand = {"brick": 2, "paper": 1}
    g = _sbp(cities={1: ["35"]}, hands={1: hand}, options={"six_ck_sbp_improvements": False})
    kinds = _kinds(g, 1)
    assert "wall" in kinds and "improve" not in kinds
    engine.apply_action(g, 1, ("wall", 34))
    assert g.ck.walls >> 34 & 1
    g = _sbp(cities={1: ["35"]}, hands={1: hand})  # default: both
    assert {"wall", "improve"} <= _kinds(g, 1)


def test_six_ck_5_six_amb_21_forbidden_in_a_ck_slot() -> None:
    hand = {"brick": 2, "lumber": 2, "ore": 2, "grain": 2, "wool": 2, "coin": 2}
    g = _sbp(cities={1: ["35"], 2: ["31"]}, roads={1: ["35-36-37-38"], 2: ["31-32"]}, hands={1: hand},
             knights={1: {"36": "strong active"}, 2: {"37": "basic active"}}, progress={1: ["bishop", "smith"]},
             attacks=1, levels={1: {"trade": 3}})  # fmt: skip
    kinds = _kinds(g, 1)
    for forbidden in ("knight_move", "knight_displace", "knight_chase", A.BANK_TRADE, "bishop", "smith", A.ROBBER):
        assert forbidden not in kinds
    assert not engine.can_propose_trade(g, 1)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 1, ("knight_displace", 35, 36))
    g = _sbp(cities={1: ["35"]}, roads={1: ["35-36-37-38"]}, hands={1: hand},
             knights={1: {"36": "strong active", "37": "basic"}}, options={"six_ck_sbp_knight_moves": True})  # fmt: skip
    moves = [a for a in engine.legal_actions(g, 1) if a[0] == "knight_move"]
    assert moves and all(a[1] == 35 for a in moves) and "knight_displace" not in _kinds(g, 1)
    engine.apply_action(g, 1, ("knight_activate", 36))
    assert not any(a[0] == "knight_move" and a[1] == 36 for a in engine.legal_actions(g, 1))  # activated now


def test_six_ck_6_six_amb_22_a_knight_activated_in_the_sbp_acts_on_the_next_turn() -> None:
    g = _sbp(cities={1: ["35"]}, roads={1: ["35-36-37-38"]}, knights={1: {"36": "basic"}},
             hands={1: {"grain": 1}}, options={"six_sbp_skip": "public_info_only"})  # fmt: skip
    engine.apply_action(g, 1, ("knight_activate", 35))
    while g.phase == PHASE_SBP:
        pass_slot(g)
    assert g.active == 1 and g.ck.k_flags[35] == 0
    force_roll(g, (2, 3, "trade"))
    engine.apply_action(g, 1, (A.ROLL,))
    while g.ck.pending:
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    assert any(a[0] == "knight_move" and a[1] == 35 for a in engine.legal_actions(g, 1))


def test_six_ck_7_no_attack_and_no_win_in_an_sbp_thirteen_points() -> None:
    assert engine.Options(players=6, **CK).vp_target == 13
    g = _sbp(cities={1: ["1", "3", "5", "7"]}, settlements={1: ["45", "50"]}, roads={1: ["45-32-31"]},
             hands={1: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1}}, barbarian=6, metropolis={"trade": "1"})  # fmt: skip
    barbarian = g.ck.barbarian
    assert g.victory_points(1) == 12
    engine.apply_action(g, 1, next(a for a in engine.legal_actions(g, 1) if a[0] == A.SETTLEMENT))
    assert g.victory_points(1) == 13 and g.winner == -1 and g.ck.barbarian == barbarian
    while g.phase == PHASE_SBP:
        pass_slot(g)
    assert g.winner == 1  # at the start of the own turn


def test_six_ck_8_progress_cards_are_not_played_in_an_sbp() -> None:
    g = _sbp(cities={1: ["35"]}, hands={1: {"ore": 2}}, progress={1: ["alchemist", "bishop", "medicine"]})
    assert _kinds(g, 1) == {SBP_PASS}
    assert g.ck.progress[1] == ["alchemist", "bishop", "medicine"]


def test_six_ck_9_six_amb_24_second_in_a_paired_ck_game() -> None:
    g = _ck(step="pre_roll", active=0, options={"six_turn_mode": "paired_players"},
            progress={3: ["alchemist", "resource_monopoly"], 0: ["alchemist"]}, hands={3: {"brick": 4}}, cities={3: ["35"]})  # fmt: skip
    assert "alchemist" in _kinds(g, 0) and engine.legal_actions(g, 3) == ()
    force_roll(g, (2, 3, "trade"))
    engine.apply_action(g, 0, (A.ROLL,))
    while g.ck.pending:
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    end_turn(g)
    kinds = _kinds(g, 3)
    assert g.active == 3 and "resource_monopoly" in kinds and A.BANK_TRADE in kinds and "alchemist" not in kinds
    assert not engine.can_propose_trade(g, 3)


def test_six_ck_10_six_amb_23_commercial_harbor_for_second() -> None:
    for allowed in (True, False):
        g = _ck(step="main", active=0, options={"six_turn_mode": "paired_players",
                                                 "six_ck_paired_commercial_harbor": allowed},
                progress={3: ["commercial_harbor"]}, hands={3: {"ore": 1}, 1: {"coin": 1}})  # fmt: skip
        end_turn(g)
        assert ("commercial_harbor" in _kinds(g, 3)) is allowed


def test_six_ck_9_d_second_over_the_progress_limit_during_firsts_roll_discards_at_once() -> None:
    """SIX-CK-9 (d), SIX-AMB-24: the off-turn rule (CK-PROG-3) applies to Second during First's roll."""
    cards = ["resource_monopoly", "merchant_fleet", "master_merchant", "trade_monopoly"]
    g = _ck(step="pre_roll", active=0, options={"six_turn_mode": "paired_players"}, progress={3: cards},
            levels={3: {"trade": 5}}, cities={3: ["35"]})  # fmt: skip
    force_roll(g, (1, 3, "trade"))
    engine.apply_action(g, 0, (A.ROLL,))
    assert len(g.ck.progress[3]) == 5
    assert [(d["seat"], d["kind"]) for d in engine.pending(g) if d["blocking"]] == [(3, "progress_limit")]
    assert engine.must_act(g) == [3]  # put back at once, before First goes on
    engine.apply_action(g, 3, engine.legal_actions(g, 3)[0])
    assert len(g.ck.progress[3]) == 4 and engine.must_act(g) == [0]


def test_six_ck_9_six_amb_22_firsts_card_effects_and_knight_flags_lapse_for_second() -> None:
    """SIX-PAIR-3: Second's phase is a turn of its own: a Crane First played does not discount Second's
    improvement, and knights' per-turn flags start afresh."""
    g = _ck(step="main", active=0, options={"six_turn_mode": "paired_players"}, turn_flags={"improvement_discounts": 1},
            cities={3: ["35"]}, roads={3: ["35-36"]}, knights={3: {"36": "basic active acted"}},
            hands={3: {"paper": 1}})  # fmt: skip
    assert g.ck.turn_flags
    end_turn(g)
    assert g.active == 3 and g.ck.turn_flags == {} and g.ck.k_flags[35] == 0
    improve = next(a for a in engine.legal_actions(g, 3) if a[0] == "improve")
    engine.apply_action(g, 3, improve)
    assert sum(g.hands[3]) == 0  # paid in full: First's discount is gone


def test_six_ck_knight_reach_cache_keeps_seats_apart_on_the_large_island() -> None:
    """CK-KNIGHT-6 on the 5-6 player island (80 intersections): the reach of a knight is kept per seat and
    intersection, and seat 0's knight on intersection 70 is not mistaken for seat 1's on 6 (the key of the
    kept reach once packed the intersection into 6 bits: 70 and seat 0 read as 6 and seat 1)."""
    from engine.rules.cities_and_knights import knights

    g = _ck(step="main", active=0, roads={0: [87, 98], 1: [8, 9]}, knights={0: {70: "basic active"}, 1: {6: "basic active"}})
    far = knights.reachable(g, 0, 70)
    near = knights.reachable(g, 1, 6)
    assert far == (1 << 60) | (1 << 69) and near == (1 << 5) | (1 << 14)
    moves = {a for a in engine.legal_actions(g, 0) if a[0] == "knight_move"}
    assert moves == {("knight_move", 70, 60), ("knight_move", 70, 69)}
