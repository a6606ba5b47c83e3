"""2-player variant: components, set-up and the double roll (TWO-COMP-*, TWO-SETUP-*, TWO-ROLL-*,
TWO-AMB-1/10/11/12/14, BOARD-COUNT-2/5)."""

from __future__ import annotations

from collections import deque

import pytest

import engine
from engine import topology as topo
from engine.constants import KNIGHT, PIPS
from engine.rules.two_player.record import MAX_TRADE_CARDS, TRADE_CARDS
from engine.rules.two_player.setup import neutral_start
from tests.engine.helpers import force_next_roll, give, give_dev, put_city, put_road_path, put_settlement, walk
from tests.engine.two_helpers import (
    N1,
    N1_START,
    N2,
    N2_START,
    empty_two,
    finish_setup,
    kinds,
    roll_pair,
    to_main,
    two_game,
)


def test_board_count_2_compact_edition_has_14_trade_cards() -> None:
    assert TRADE_CARDS == 14
    view = engine.public_view(two_game())
    assert view["two_player"]["trade_cards_total"] == 14
    assert sum(view["two_player"]["trade_cards"]) + view["two_player"]["trade_card_supply"] == 14


def test_board_count_5_unused_colours_are_neutral_players_with_trade_cards() -> None:
    g = two_game()
    neutrals = engine.public_view(g)["two_player"]["neutrals"]
    assert [n["colour"] for n in neutrals] == ["white", "orange"] and all(n["neutral"] for n in neutrals)
    assert g.colours[:2] == ["red", "blue"] and len(g.two.trade_cards) == 2
    # a base game has neither
    assert "two_player" not in engine.public_view(engine.new_game({"players": 4}, 1))


def test_two_comp_1_two_real_players_and_two_neutral_players_that_never_act() -> None:
    g = two_game()
    assert g.n == 2 and len(g.hands) == 2 and len(g.dev) == 2
    assert g.settlements[N1] == 1 and g.settlements[N2] == 1
    for neutral in (N1, N2):
        assert engine.legal_actions(g, neutral) == ()
        with pytest.raises(engine.IllegalAction) as exc:
            engine.apply_action(g, neutral, ("roll",))
        assert exc.value.code == "not_a_player"
    finish_setup(g)
    for _ in range(40):
        assert set(engine.must_act(g)) <= {0, 1}
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[-1])
    assert [p["seat"] for p in engine.public_view(g)["players"]] == [0, 1]


def test_two_comp_2_each_real_player_starts_with_4_trade_cards_6_in_supply() -> None:
    g = two_game()
    assert g.two.trade_cards == [4, 4] and g.two.supply() == 6


def test_two_comp_3_at_most_7_trade_cards_and_they_are_public() -> None:
    from engine.rules.two_player import trade_cards

    g = empty_two()
    g.two.trade_cards = [7, 0]
    assert trade_cards.gain(g, 0, 2, "test") == 0 and g.two.trade_cards == [7, 0]
    g.two.trade_cards = [5, 0]
    assert trade_cards.gain(g, 0, 3, "test") == 2 and g.two.trade_cards[0] == MAX_TRADE_CARDS
    public = engine.public_view(g)["two_player"]
    assert public["trade_cards"] == [7, 0]
    assert engine.player_view(g, 1)["two_player"]["trade_cards"] == [7, 0]  # the opponent sees them


def test_two_comp_4_base_rules_apply_and_victory_needs_10_on_own_turn() -> None:
    g = empty_two()
    assert len(g.deck) == 25 and g.robber == g.board.desert and g.options.vp_target == 10
    for v in (0, 4, 8, 13):
        put_city(g, 0, v)  # 8 VP
    put_settlement(g, 0, 45)  # 9 VP
    near_neutrals = {N1_START, N2_START, *topo.VERTEX_NEIGHBOURS[N1_START], *topo.VERTEX_NEIGHBOURS[N2_START]}
    path = walk(45, 2, avoid=near_neutrals)
    put_road_path(g, 0, path)
    to_main(g)
    give(g, 0, (1, 1, 0, 1, 1))
    assert g.phase == "play"
    engine.apply_action(g, 0, ("settlement", path[-1]))
    assert g.phase == "over" and g.winner == 0 and g.victory_points(0) == 10


def test_two_setup_1_beginner_map_without_preplaced_pieces_runs_setup() -> None:
    for board in ("beginner", "variable", "beginner_map_free_placement"):
        g = engine.new_game({"players": 2, "board": board}, 5)
        assert g.phase == "setup" and g.step == "setup_settlement"
        assert g.settlements[:2] == [0, 0] and g.road_count == [0, 0, 0, 0]


def test_two_setup_2_neutral_settlements_without_roads_before_anything_else() -> None:
    g = two_game()
    n1, n2 = neutral_start(g.board)
    assert (g.owner[n1], g.owner[n2]) == (N1, N2)
    assert g.road_count[N1] == g.road_count[N2] == 0
    assert sum(g.settlements) == 2


def test_two_setup_3_snake_order_and_distance_rule_around_neutral_settlements() -> None:
    g = two_game()
    order = []
    n1, _ = neutral_start(g.board)
    spots = {a[1] for a in engine.legal_actions(g, g.active)}
    assert n1 not in spots and not spots & set(topo.VERTEX_NEIGHBOURS[n1])
    while g.phase == "setup":
        if g.step == "setup_settlement":
            order.append(g.active)
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    first = order[0]
    assert order == [first, 1 - first, 1 - first, first]
    assert g.settlements == [2, 2, 1, 1] and g.road_count == [2, 2, 0, 0]
    assert g.step == "pre_roll" and g.active == first
    assert all(sum(h) > 0 for h in g.hands)  # starting resources from the second settlement


def test_two_setup_4_setup_settlements_earn_trade_cards() -> None:
    g = two_game()
    seat = g.active
    engine.apply_action(g, seat, ("settlement", 2))  # coastal, no harbor
    assert g.two.trade_cards[seat] == 5
    events = g.events
    assert any(e["type"] == "trade_cards_gained" and e["count"] == 1 for e in events)


def test_two_roll_1_two_rolls_each_resolved_before_the_next() -> None:
    g = empty_two()
    put_settlement(g, 0, 13)  # on hexes numbered 12? any producing spot will do
    first, second = roll_pair(g, 8, 6)
    assert [e["roll"] for e in first + second if e["type"] == "rolled"] == [1, 2]
    assert any(e["type"] == "production" and e["roll"] == 8 for e in first)
    assert any(e["type"] == "production" and e["roll"] == 6 for e in second)
    assert g.step == "main" and engine.public_view(g)["two_player"]["rolls"] == [list(g.two.rolls[0]), list(g.dice)]
    # a 7 on the first roll: discards and the robber happen before the second roll
    engine.apply_action(g, 0, ("end_turn",))
    give(g, 1, (2, 2, 2, 2, 0))
    force_next_roll(g, 7)
    engine.apply_action(g, 1, ("roll",))
    assert g.step == "discard"
    engine.apply_action(g, 1, ("discard", (2, 2, 0, 0, 0)))
    assert g.step == "move_robber"
    engine.apply_action(g, 1, ("robber", 0))
    assert g.step == "pre_roll" and ("roll",) in engine.legal_actions(g, 1)


def test_two_roll_2_second_sum_differs_from_first_so_at_most_one_7() -> None:
    for seed in range(30):
        g = empty_two()
        g.rng.seed = seed
        force_next_roll(g, 7)
        engine.apply_action(g, 0, ("roll",))
        while g.step != "pre_roll":
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
        force_next_roll(g, 7)  # the second throw shows 7 again: it is thrown again
        events = engine.apply_action(g, 0, ("roll",))
        rolled = next(e for e in events if e["type"] == "rolled")
        assert rolled["total"] != 7 and rolled["rethrown"] and sum(rolled["rethrown"][0]) == 7
        assert g.step == "main"


def test_two_roll_3_knight_or_trade_card_moves_robber_between_rolls() -> None:
    g = empty_two()
    give_dev(g, 0, KNIGHT)
    force_next_roll(g, 8)
    engine.apply_action(g, 0, ("roll",))
    g.robber = 0
    g.touch()
    assert {"knight", "robber_to_desert", "roll"} <= kinds(g, 0)
    engine.apply_action(g, 0, ("knight",))
    assert g.step == "move_robber"
    engine.apply_action(g, 0, ("robber", 3))
    assert g.step == "pre_roll"  # back between the rolls


def test_two_roll_4_trade_and_build_only_after_second_roll() -> None:
    g = empty_two()
    put_settlement(g, 0, 45)
    give(g, 0, (4, 4, 4, 4, 4))
    force_next_roll(g, 8)
    engine.apply_action(g, 0, ("roll",))
    assert not kinds(g, 0) & {"road", "bank_trade", "buy_dev", "end_turn"}
    assert not engine.can_propose_trade(g, 0)
    force_next_roll(g, 6)
    engine.apply_action(g, 0, ("roll",))
    assert {"road", "bank_trade", "buy_dev", "end_turn"} <= kinds(g, 0)
    assert engine.can_propose_trade(g, 0)


def test_two_roll_5_neutral_players_get_nothing_and_cannot_be_robbed() -> None:
    g = empty_two()
    n1 = neutral_start(g.board)[0]
    number_hexes = [h for h in topo.VERTEX_HEXES[n1] if g.board.numbers[h]]
    total = g.board.numbers[number_hexes[0]]
    bank = list(g.bank)
    force_next_roll(g, total)
    events = engine.apply_action(g, 0, ("roll",))
    prod = next(e for e in events if e["type"] == "production")
    assert len(prod["gains"]) == 2 and g.bank == bank and g.hands == [[0] * 5, [0] * 5]
    # the robber on a hex with only a neutral building: nobody to rob
    from engine.rules.robber import victims

    assert victims(g, 0, number_hexes[0]) == []


def test_two_amb_1_neutral_start_most_pips_then_best_three_paths_away() -> None:
    for seed in range(60):
        g = engine.new_game({"players": 2}, seed)
        board = g.board
        pips = [sum(PIPS.get(board.numbers[h], 0) for h in topo.VERTEX_HEXES[v]) for v in range(54)]
        n1, n2 = neutral_start(board)
        assert pips[n1] == max(pips)
        dist = _distances(n1)
        far = [v for v in range(54) if dist[v] >= 3]
        assert n2 in far and pips[n2] == max(pips[v] for v in far)
        assert g.owner[n1] == N1 and g.owner[n2] == N2


def test_two_amb_14_ties_go_to_the_lowest_intersection_number() -> None:
    tied = 0
    for seed in range(60):
        board = engine.new_game({"players": 2}, seed).board
        pips = [sum(PIPS.get(board.numbers[h], 0) for h in topo.VERTEX_HEXES[v]) for v in range(54)]
        n1, n2 = neutral_start(board)
        top = [v for v in range(54) if pips[v] == max(pips)]
        assert n1 == min(top)
        tied += len(top) > 1
        dist = _distances(n1)
        far_top = [v for v in range(54) if dist[v] >= 3 and pips[v] == pips[n2]]
        assert n2 == min(far_top)
    assert tied  # the rule was exercised


def _distances(start: int) -> list[int]:
    dist = [-1] * 54
    dist[start] = 0
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for w in topo.VERTEX_NEIGHBOURS[v]:
            if dist[w] < 0:
                dist[w] = dist[v] + 1
                queue.append(w)
    return dist


def test_two_amb_10_equal_sum_not_equal_dice_causes_the_rethrow() -> None:
    g = empty_two()
    force_next_roll(g, 8)
    first = next(e for e in engine.apply_action(g, 0, ("roll",)) if e["type"] == "rolled")
    # find a second throw with the same sum but other dice: still thrown again
    from engine.rng import Rng

    for c in range(g.rng.counter, g.rng.counter + 10_000):
        r = Rng(g.rng.seed, c)
        d = [r.die(), r.die()]
        if sum(d) == 8 and d != first["dice"]:
            g.rng.counter = c
            break
    second = next(e for e in engine.apply_action(g, 0, ("roll",)) if e["type"] == "rolled")
    assert second["rethrown"][0] == d and second["total"] != 8
    # a doublet is no reason to throw again
    g2 = empty_two()
    force_next_roll(g2, 4)
    engine.apply_action(g2, 0, ("roll",))
    force_next_roll(g2, 6)
    second = next(e for e in engine.apply_action(g2, 0, ("roll",)) if e["type"] == "rolled")
    assert second["rethrown"] == [] and second["total"] == 6


def test_two_amb_11_knight_before_first_roll_then_no_second_dev_card() -> None:
    g = empty_two()
    give_dev(g, 0, KNIGHT)
    give_dev(g, 0, KNIGHT)
    engine.apply_action(g, 0, ("knight",))
    engine.apply_action(g, 0, ("robber", 0))
    assert g.step == "pre_roll" and g.two.roll_turn != g.turn
    force_next_roll(g, 8)
    engine.apply_action(g, 0, ("roll",))
    assert "knight" not in kinds(g, 0)  # BASE-DEV-2: one development card per turn


def test_two_amb_12_discards_on_a_7_of_the_second_roll() -> None:
    g = empty_two()
    give(g, 0, (2, 2, 2, 2, 1))
    give(g, 1, (3, 3, 2, 0, 0))
    force_next_roll(g, 8)
    engine.apply_action(g, 0, ("roll",))
    force_next_roll(g, 7)
    engine.apply_action(g, 0, ("roll",))
    assert g.step == "discard" and g.discard_owed == [4, 4]
    assert set(engine.must_act(g)) == {0, 1}
