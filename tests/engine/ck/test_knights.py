"""Knights (CK-KNIGHT-1..11, CK-ABIL-2, CK-AMB-20/22/23/32, CK-VAR-KE-1).

Most positions use the ring of roads around hex E: 10-11-21-20-19-9-10."""

from __future__ import annotations

import pytest

import engine
from engine.rules.cities_and_knights.constants import ACTED, ACTIVATED, POLITICS
from tests.engine.ck.helpers import answer_all, blank, give, in_main, knight, road, roll, settlement

ORE, GRAIN, WOOL = 2, 3, 4


def kinds(g: engine.GameState, seat: int, kind: str) -> list[tuple]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == kind]


def ring(seat: int = 0) -> engine.GameState:
    g = in_main(blank())
    settlement(g, seat, 10)
    road(g, seat, 10, 11, 21, 20, 19)
    return g


def test_CK_KNIGHT_1_knight_state_and_per_turn_flags() -> None:
    g = ring()
    give(g, 0, grain=1)
    knight(g, 0, 11)
    engine.apply_action(g, 0, ("knight_activate", 11))
    ck = g.ck
    assert (ck.k_owner[11], ck.k_strength[11], ck.k_active[11]) == (0, 1, 1)
    assert ck.k_flags[11] & ACTIVATED
    engine.apply_action(g, 0, ("end_turn",))
    assert ck.k_flags[11] == 0 and ck.k_active[11] == 1


def test_CK_KNIGHT_2_hire_basic_inactive_on_own_road_end_no_distance_rule() -> None:
    g = ring()
    give(g, 0, wool=3, ore=3)
    spots = sorted(a[1] for a in kinds(g, 0, "knight_hire"))
    assert spots == [11, 19, 20, 21]  # 11 is next to the settlement on 10: no distance rule
    engine.apply_action(g, 0, ("knight_hire", 11))
    assert g.ck.k_strength[11] == 1 and g.ck.k_active[11] == 0
    assert g.hands[0][ORE] == 2 and g.hands[0][WOOL] == 2
    engine.apply_action(g, 0, ("knight_hire", 21))
    assert not kinds(g, 0, "knight_hire")  # both basic knights are on the board
    g.ck.k_strength[21] = 2  # promoted: a basic token is back in the supply
    g.ck.rebuild(g.n)
    g.touch()
    assert kinds(g, 0, "knight_hire")


def test_CK_AMB_22_knight_placement_means_an_end_of_an_own_road() -> None:
    g = ring()
    give(g, 0, wool=1, ore=1)
    spots = {a[1] for a in kinds(g, 0, "knight_hire")}
    assert 9 not in spots and 12 not in spots  # 9 is not on a road of seat 0; 12 is far away
    road(g, 0, 19, 9)
    assert 9 in {a[1] for a in kinds(g, 0, "knight_hire")}


def test_CK_KNIGHT_3_activate_for_grain_then_no_action_this_turn() -> None:
    g = ring()
    give(g, 0, grain=1)
    knight(g, 0, 21)
    assert kinds(g, 0, "knight_activate") == [("knight_activate", 21)]
    engine.apply_action(g, 0, ("knight_activate", 21))
    assert g.hands[0][GRAIN] == 0 and g.ck.k_active[21] == 1
    assert not kinds(g, 0, "knight_move")
    engine.apply_action(g, 0, ("end_turn",))
    g.active = 0
    in_main(g)
    assert kinds(g, 0, "knight_move")


def test_CK_KNIGHT_4_promote_once_per_turn_token_needed() -> None:
    g = ring()
    give(g, 0, wool=5, ore=5)
    knight(g, 0, 21, strength=1, active=True)
    engine.apply_action(g, 0, ("knight_promote", 21))
    assert g.ck.k_strength[21] == 2 and g.ck.k_active[21] == 1  # status unchanged
    assert not kinds(g, 0, "knight_promote")  # once per turn; and mighty needs politics 3
    engine.apply_action(g, 0, ("end_turn",))
    g.active = 0
    in_main(g)
    assert not kinds(g, 0, "knight_promote")
    knight(g, 0, 20, strength=2)
    knight(g, 0, 11, strength=3)
    knight(g, 0, 19, strength=3)
    g.ck.levels[0][POLITICS] = 3
    g.touch()
    assert not kinds(g, 0, "knight_promote")  # both mighty tokens are in use; mighty never promotes


def test_CK_ABIL_2_fortress_allows_strong_to_mighty() -> None:
    g = ring()
    give(g, 0, wool=1, ore=1)
    knight(g, 0, 21, strength=2)
    assert not kinds(g, 0, "knight_promote")
    g.ck.levels[0][POLITICS] = 3
    g.touch()
    engine.apply_action(g, 0, ("knight_promote", 21))
    assert g.ck.k_strength[21] == 3


def test_CK_KNIGHT_5_one_action_per_turn_even_after_reactivation() -> None:
    g = ring()
    give(g, 0, grain=2)
    knight(g, 0, 21, active=True)
    engine.apply_action(g, 0, ("knight_move", 21, 19))
    assert g.ck.k_active[19] == 0 and g.ck.k_flags[19] & ACTED
    engine.apply_action(g, 0, ("knight_activate", 19))
    assert not kinds(g, 0, "knight_move") and not kinds(g, 0, "knight_chase")


def test_CK_KNIGHT_6_move_along_own_roads_past_own_pieces_not_others() -> None:
    g = ring()
    knight(g, 0, 11, active=True)
    knight(g, 0, 21)
    moves = sorted(a[2] for a in kinds(g, 0, "knight_move") if a[1] == 11)
    assert moves == [19, 20]  # passes its own knight on 21; 10 holds a building
    g2 = ring()
    knight(g2, 0, 11, active=True)
    knight(g2, 1, 21)  # another player's (basic) knight blocks the way
    assert sorted(a[2] for a in kinds(g2, 0, "knight_move")) == []


def test_CK_KNIGHT_7_displace_weaker_knight_owner_retreats_it() -> None:
    g = ring()
    knight(g, 0, 11, strength=2, active=True)
    settlement(g, 1, 31)
    road(g, 1, 20, 31, 32, 33)  # seat 1's roads 20-31, 31-32, 32-33
    knight(g, 1, 20, strength=1, active=True)
    assert ("knight_displace", 11, 20) in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, ("knight_displace", 11, 20))
    assert g.ck.k_owner[20] == 0 and g.ck.k_active[20] == 0
    # seat 1 chooses where its knight goes (32 or 33); nobody else acts meanwhile
    assert engine.must_act(g) == [1]
    options = sorted(a[2] for a in engine.legal_actions(g, 1))
    assert options == [32, 33]
    engine.apply_action(g, 1, ("answer", g.ck.pending[0].id, 33))
    assert g.ck.k_owner[33] == 1 and g.ck.k_active[33] == 1 and g.ck.k_strength[33] == 1  # status unchanged


def test_CK_KNIGHT_7_equal_or_stronger_cannot_be_displaced_and_no_spot_means_supply() -> None:
    g = ring()
    knight(g, 0, 11, strength=2, active=True)
    settlement(g, 1, 31)
    road(g, 1, 31, 20)
    knight(g, 1, 20, strength=2)
    assert not kinds(g, 0, "knight_displace")
    g.ck.k_strength[20] = 1
    g.ck.rebuild(g.n)
    g.touch()
    engine.apply_action(g, 0, ("knight_displace", 11, 20))  # no free spot on seat 1's roads: to the supply
    assert not g.ck.pending and g.ck.knights_of(1) == []


def test_CK_AMB_32_retreat_route_passes_own_pieces_not_others() -> None:
    g = ring()
    knight(g, 0, 11, strength=3, active=True)
    settlement(g, 1, 31)
    road(g, 1, 31, 20)
    road(g, 1, 31, 30, 29)
    knight(g, 1, 20, strength=1)
    knight(g, 1, 30, strength=1)  # own knight on the route: passable
    engine.apply_action(g, 0, ("knight_displace", 11, 20))
    # forced: the only free spot reachable is 29 (past the own settlement 31 and own knight 30)
    assert g.ck.k_owner[29] == 1 and not g.ck.pending
    g2 = ring()
    knight(g2, 0, 11, strength=3, active=True)
    settlement(g2, 1, 31)
    road(g2, 1, 31, 20)
    road(g2, 1, 31, 30, 29)
    knight(g2, 1, 20)
    knight(g2, 2, 30)  # another player's knight blocks the route
    engine.apply_action(g2, 0, ("knight_displace", 11, 20))
    assert g2.ck.knights_of(1) == []


def test_CK_AMB_20_removed_knights_return_to_supply_and_can_be_hired_again() -> None:
    g = ring()
    knight(g, 0, 11, strength=2, active=True)
    settlement(g, 1, 31)
    road(g, 1, 31, 20)
    knight(g, 1, 20)
    engine.apply_action(g, 0, ("knight_displace", 11, 20))
    from engine.rules.cities_and_knights.knights import in_supply

    assert in_supply(g, 1, 1) and g.ck.knights_on_board(1, 1) == 0


def test_CK_KNIGHT_8_chase_the_robber_from_a_corner_of_its_hex() -> None:
    g = ring()
    g.ck.attacks = 1
    g.robber = 4  # hex E, whose corners are the ring
    settlement(g, 1, 40)
    settlement(g, 2, 9)
    give(g, 2, coin=1)
    knight(g, 0, 21, strength=1, active=True)
    assert kinds(g, 0, "knight_chase") == [("knight_chase", 21)]
    engine.apply_action(g, 0, ("knight_chase", 21))
    assert g.step == "move_robber" and g.ck.k_active[21] == 0
    engine.apply_action(g, 0, ("robber", 0))  # hex A: seat 2's settlement on 9 is next to A
    assert g.hands[0][6] == 1 and g.step == "main"


def test_CK_KNIGHT_9_knight_blocks_roads_and_breaks_longest_road() -> None:
    g = in_main(blank())
    settlement(g, 1, 0)
    road(g, 1, 0, 1, 2, 3, 4, 5, 6)  # 6 roads
    assert g.road_len[1] == 6 and g.lr_holder == 1
    knight(g, 0, 3)  # another player's knight in the middle
    assert g.road_len[1] == 3 and g.lr_holder == -1
    from engine.rules.cities_and_knights.building import road_candidates

    g2 = in_main(blank())
    settlement(g2, 1, 0)
    road(g2, 1, 0, 1, 2, 3, 4)
    settlement(g2, 0, 12)
    road(g2, 0, 12, 4)
    knight(g2, 0, 4)
    e45 = engine.topology.EDGE_INDEX[(4, 5)]
    assert not road_candidates(g2, 1) >> e45 & 1  # seat 1 cannot extend through seat 0's knight
    assert road_candidates(g2, 0) >> e45 & 1  # seat 0's own knight does not block seat 0
    knight(g2, 1, 2)  # nor does seat 1's own knight break seat 1's road
    assert g2.road_len[1] == 4


def test_CK_KNIGHT_10_no_settlement_where_a_knight_stands_own_knight_must_move_first() -> None:
    g = ring()
    give(g, 0, brick=1, lumber=1, wool=1, grain=1)
    knight(g, 0, 20, active=True)
    assert not any(a == ("settlement", 20) for a in engine.legal_actions(g, 0))
    engine.apply_action(g, 0, ("knight_move", 20, 19))
    assert ("settlement", 20) in engine.legal_actions(g, 0)


def test_CK_AMB_23_an_inactive_knight_cannot_be_shifted_off_a_building_site() -> None:
    g = ring()
    give(g, 0, brick=1, lumber=1, wool=1, grain=1)
    knight(g, 0, 20, active=False)
    legal = engine.legal_actions(g, 0)
    assert ("settlement", 20) not in legal and not [a for a in legal if a[0] == "knight_move"]


def test_CK_KNIGHT_11_knights_give_no_vp_and_an_attack_deactivates_them() -> None:
    g = ring()
    before = g.victory_points(0)
    knight(g, 0, 21, strength=3, active=True)
    assert g.victory_points(0) == before
    g.step, g.rolled = "pre_roll", False
    g.ck.barbarian = 6
    g.touch()
    roll(g, 6, 5, 0)
    answer_all(g)
    assert g.ck.k_active[21] == 0


def test_CK_VAR_KE_1_knight_errant_chases_before_the_roll() -> None:
    for variant in (False, True):
        g = blank(ck_knight_errant=variant)
        settlement(g, 0, 10)
        road(g, 0, 10, 11, 21)
        g.ck.attacks = 1
        g.robber = 4
        knight(g, 0, 21, active=True)
        legal = engine.legal_actions(g, 0)
        assert (("knight_chase", 21) in legal) == variant
        if variant:
            engine.apply_action(g, 0, ("knight_chase", 21))
            engine.apply_action(g, 0, ("robber", 0))
            assert g.step == "pre_roll" and engine.legal_actions(g, 0)[0] == ("roll",)
    g = blank(ck_knight_errant=True)  # the robber must be active
    settlement(g, 0, 10)
    road(g, 0, 10, 11, 21)
    knight(g, 0, 21, active=True)
    g.robber = 4
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("knight_chase", 21))


def _lr_order(events: list[dict]) -> list[str]:
    return [e["type"] for e in events if e["type"] in ("built", "knight_hired", "longest_road")]


def test_CK_KNIGHT_9_and_base_lr_5_the_piece_comes_before_the_longest_road_change_in_the_log() -> None:
    """Issue #18 item 9 in Cities & Knights: a road, then the Longest Road it earns; a hired knight, then
    the Longest Road it breaks."""
    g = in_main(blank())
    settlement(g, 1, 0)
    road(g, 1, 0, 1, 2, 3, 4, 5, 6)  # 6 roads: seat 1 holds it
    assert g.lr_holder == 1
    settlement(g, 0, 12)
    road(g, 0, 12, 4)  # seat 0's road ends in the middle of seat 1's
    give(g, 0, wool=1, ore=1)
    assert _lr_order(engine.apply_action(g, 0, ("knight_hire", 4))) == ["knight_hired", "longest_road"]
    g2 = in_main(blank())
    settlement(g2, 0, 0)
    road(g2, 0, 0, 1, 2, 3, 4)
    give(g2, 0, brick=1, lumber=1)
    assert _lr_order(engine.apply_action(g2, 0, ("road", engine.topology.EDGE_INDEX[(4, 5)]))) == [
        "built", "longest_road"]  # fmt: skip
