"""BASE-SETUP-1,2,8..13, BASE-AMB-6, BASE-AMB-21, BASE-TERM-7."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.constants import DESERT
from tests.engine.helpers import play_random


def _game(players: int = 4, seed: int = 5) -> engine.GameState:
    return engine.new_game({"players": players, "board": "variable"}, seed)


def _place_setup(g: engine.GameState) -> list[int]:
    """Run the whole set-up phase with the lowest legal choices; return the order of seats."""
    order = []
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        if g.step == "setup_settlement":
            order.append(seat)
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    return order


def test_base_setup_1_bank_deck_robber_on_desert() -> None:
    g = _game()
    assert g.bank == [19] * 5 and len(g.deck) == 25 and g.board.terrain[g.robber] == DESERT
    assert g.lr_holder == -1 and g.la_holder == -1 and g.dice is None


def test_base_setup_2_each_player_has_full_pool() -> None:
    g = _game()
    view = engine.public_view(g)
    for p in view["players"]:
        assert (p["settlements_left"], p["cities_left"], p["roads_left"]) == (5, 4, 15)


def test_base_setup_8_highest_roll_starts_and_base_amb_6_ties_reroll() -> None:
    firsts = set()
    for seed in range(40):
        g = _game(seed=seed)
        ev = g.events[0] if g.events and g.events[0]["type"] == "starting_player_rolls" else None
        assert ev is not None
        last = ev["rounds"][-1]
        best = max(last)
        assert last.count(best) == 1 and last.index(best) == g.first
        if len(ev["rounds"]) > 1:  # only the tied players re-rolled
            prev = ev["rounds"][-2]
            rerolled = [p for p, t in enumerate(last) if t]
            assert all(prev[p] == max(prev) for p in rerolled)
        firsts.add(g.first)
    assert firsts == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [3, 4])
def test_base_setup_9_10_snake_order(players: int) -> None:
    g = _game(players)
    first = g.first
    order = _place_setup(g)
    forward = [(first + i) % players for i in range(players)]
    assert order == forward + forward[::-1]


def test_base_setup_9_first_settlement_needs_no_road_but_distance_rule() -> None:
    g = _game()
    seat = g.active
    legal = [a for a in engine.legal_actions(g, seat)]
    assert len(legal) == 54 and all(a[0] == "settlement" for a in legal)
    v = legal[10][1]
    engine.apply_action(g, seat, ("settlement", v))
    # the road must touch this settlement
    roads = {a[1] for a in engine.legal_actions(g, seat)}
    assert roads == set(topo.VERTEX_EDGES[v])
    engine.apply_action(g, seat, ("road", min(roads)))
    nxt = g.active
    spots = {a[1] for a in engine.legal_actions(g, nxt)}
    assert v not in spots and not spots & set(topo.VERTEX_NEIGHBOURS[v])


def test_base_setup_10_second_road_touches_second_settlement() -> None:
    g = _game(3)
    for _ in range(3):
        seat = g.active
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    seat = g.active
    v = engine.legal_actions(g, seat)[-1][1]
    engine.apply_action(g, seat, ("settlement", v))
    assert {a[1] for a in engine.legal_actions(g, seat)} == set(topo.VERTEX_EDGES[v]) - {
        e for e in topo.VERTEX_EDGES[v] if g.roads[e] >= 0
    }


def test_base_setup_11_second_settlement_gives_one_card_per_land_hex() -> None:
    g = _game()
    first_round_cards = []
    while g.phase == "setup":
        seat = g.active
        before = sum(g.hands[seat])
        second = g.setup_index >= g.n
        v = engine.legal_actions(g, seat)[0][1]
        engine.apply_action(g, seat, ("settlement", v))
        gained = sum(g.hands[seat]) - before
        expected = sum(1 for h in topo.VERTEX_HEXES[v] if g.board.terrain[h] != DESERT)
        if second:
            assert gained == expected
        else:
            first_round_cards.append(gained)
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    assert first_round_cards == [0] * 4


def test_base_setup_12_setup_is_free_and_harbor_usable_from_first_turn() -> None:
    g = _game(seed=8)
    harbor_v = next(v for v in range(54) if g.board.vertex_harbor[v] >= 0)
    seat = g.active
    engine.apply_action(g, seat, ("settlement", harbor_v))
    assert sum(g.hands[seat]) == 0 and g.bank == [19] * 5  # free
    from engine.rules.trade import bank_rate

    kind = g.board.vertex_harbor[harbor_v]
    r = kind if kind < 5 else 0
    assert bank_rate(g, seat, r) == (2 if kind < 5 else 3)


def test_base_setup_13_first_player_starts_with_roll_and_two_vp() -> None:
    g = _game()
    _place_setup(g)
    assert g.phase == "play" and g.step == "pre_roll" and g.active == g.first and g.turn == 1
    assert all(g.victory_points(p) == 2 for p in range(4))
    assert engine.legal_actions(g, g.active)[0] == ("roll",)


def test_base_amb_21_beginner_first_player_defaults_to_seat_0() -> None:
    assert engine.new_game({"board": "beginner"}, 1).active == 0


def test_base_term_7_paid_cards_return_to_bank_and_pool() -> None:
    g = engine.new_game({"board": "beginner"}, 3)
    play_random(g, __import__("random").Random(1), 300)
    for r in range(5):
        assert g.bank[r] + sum(h[r] for h in g.hands) == 19


def test_setup_actions_out_of_turn_are_refused() -> None:
    g = _game()
    other = (g.active + 1) % 4
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, other, ("settlement", 0))
    assert exc.value.code == "not_your_turn"
