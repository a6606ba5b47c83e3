"""Set-up, the turn cycle and the Special Build Phase with 5-6 players (five_six.md sections 5-7 and 9)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import actions as A
from engine.rules.five_six.record import PHASE_SBP, SBP_STEP
from engine.testing import force_roll
from engine.testing import roll as force_and_roll
from tests.engine.helpers import english
from tests.engine.six_helpers import SBP_PASS, chain, end_turn, pass_slot, six_position

WOOD_BRICK = (1, 1, 0, 0, 0)
SETTLE = (1, 1, 0, 1, 1)
CITY = (0, 0, 3, 2, 0)
DEV = (0, 0, 1, 1, 1)


def _setup_seats(players: int, seed: int) -> list[int]:
    g = engine.new_game({"players": players}, seed)
    rng = random.Random(seed)
    seats = []
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        if action[0] == A.SETTLEMENT:
            seats.append(seat)
        engine.apply_action(g, seat, action)
    return [(s - g.first) % players for s in seats]


def test_six_setup_2_snake_order_for_five_and_six_players() -> None:
    assert _setup_seats(5, 1) == [0, 1, 2, 3, 4, 4, 3, 2, 1, 0]
    assert _setup_seats(6, 2) == [0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0]


def test_six_setup_3_starting_resources_from_the_settlement_placed_last() -> None:
    g = engine.new_game({"players": 6}, 4)
    rng = random.Random(4)
    placed: dict[int, list[int]] = {}
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        if action[0] == A.SETTLEMENT:
            placed.setdefault(seat, []).append(action[1])
        engine.apply_action(g, seat, action)
    for seat, (_first, second) in placed.items():
        expected = [0] * 5
        for h in g.topo.VERTEX_HEXES[second]:
            if g.board.terrain[h] != 5:
                expected[g.board.terrain[h]] += 1
        assert g.hands[seat] == expected


def test_six_setup_4_six_sbp_1_first_turn_then_the_first_special_build_phase() -> None:
    g = engine.new_game({"players": 5}, 6)
    rng = random.Random(6)
    while g.phase == "setup":
        assert g.phase != PHASE_SBP  # no SBP during set-up
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    assert g.active == g.first and g.turn == 1 and g.step == "pre_roll"
    force_roll(g, 5)
    engine.apply_action(g, g.first, (A.ROLL,))
    events = end_turn(g)
    started = next(e for e in events if e["type"] == "special_build_started")
    assert started["after"] == g.first and started["order"] == [(g.first + i) % 5 for i in range(1, 5)]


def test_six_turn_1_six_amb_2_combined_trade_and_build_and_a_harbor_usable_at_once() -> None:
    assert engine.Options(players=6).combined_trade_build is True
    assert engine.Options(players=5, combined_trade_build=False).combined_trade_build is False
    g = six_position(6, settlements={0: ["25"]}, roads={0: ["25-26"]}, hands={0: (4, 4, 0, 4, 4)}, step="main")
    spot = 26  # intersection 27, served by harbor spot S4 with 39
    engine.apply_action(g, 0, (A.ROAD, g.topo.EDGE_INDEX[(25, spot)]))
    kind = g.board.vertex_harbor[spot]
    assert kind >= 0
    before = g.rules.bank_rate(g, 0, 0)
    engine.apply_action(g, 0, (A.SETTLEMENT, spot))
    assert g.rules.bank_rate(g, 0, 0) <= before
    card = 0 if kind == 5 else kind
    rate = g.rules.bank_rate(g, 0, card)
    assert rate in (2, 3) and (A.BANK_TRADE, card, (card + 1) % 5) in engine.legal_actions(g, 0)


def test_six_turn_2_six_amb_1_the_turn_cycle_modes() -> None:
    assert engine.Options(players=6).six_turn_mode == "special_build_phase"
    g = six_position(6, step="main", active=2, hands={3: (1, 1, 0, 0, 0)})
    end_turn(g)
    assert g.phase == PHASE_SBP and g.active == 3
    g = six_position(6, options={"six_turn_mode": "paired_players"}, step="main", active=2)
    end_turn(g)
    assert g.phase == "play" and g.active == 5 and g.step == "main"  # Second's phase, no SBP


def test_six_turn_3_trades_involve_the_active_player_and_one_card_per_turn() -> None:
    g = six_position(6, step="main", active=0, hands={2: (2, 0, 0, 0, 0), 3: (0, 2, 0, 0, 0)},
                     dev_cards={0: {"knight": 1, "monopoly": 1}})  # fmt: skip
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 2, (A.OFFER, (1, 0, 0, 0, 0), (0, 1, 0, 0, 0), 3))  # two others trading
    engine.apply_action(g, 0, (A.MONOPOLY, 0))
    assert not any(a[0] == A.KNIGHT for a in engine.legal_actions(g, 0))  # one card per turn


def _sbp(players: int = 6, after: int = 0, **kw) -> engine.GameState:  # type: ignore[no-untyped-def]
    g = six_position(players, step="main", active=after, **kw)
    end_turn(g)
    return g


def test_six_sbp_2_six_amb_9_slots_in_order_one_each_sequential() -> None:
    hands = {s: (3, 3, 0, 3, 3) for s in range(6)}
    g = six_position(6, step="main", active=3, hands=hands, options={"six_sbp_skip": "always_offer"},
                     settlements={4: ["35"], 5: ["31"]}, roads={4: [chain(34, 2)], 5: [chain(30, 2)]})  # fmt: skip
    end_turn(g)
    order = []
    while g.phase == PHASE_SBP:
        order.append(g.active)
        assert engine.must_act(g) == [g.active] and engine.legal_actions(g, 3) == ()  # X takes no part
        pass_slot(g)
    assert order == [4, 5, 0, 1, 2]
    assert g.phase == "play" and g.active == 4 and g.step == "pre_roll" and g.turn == 2
    # sequential: an earlier slot's settlement takes a site a later slot wanted
    g = six_position(6, step="main", active=3, hands=hands, settlements={4: ["35"], 5: ["31"]},
                     roads={4: ["35-36-37"], 5: ["31-32-33"]})  # fmt: skip
    end_turn(g)
    assert g.active == 4
    shared = set(a for a in engine.legal_actions(g, 4) if a[0] == A.SETTLEMENT)
    assert shared
    engine.apply_action(g, 4, sorted(shared)[0])
    pass_slot(g)
    assert g.active == 5
    assert sorted(shared)[0] not in engine.legal_actions(g, 5)


def test_six_sbp_3_every_purchase_in_a_slot() -> None:
    g = _sbp(6, 0, hands={1: (3, 3, 4, 4, 3)}, settlements={1: ["35"]}, roads={1: ["35-36-37"]})
    assert g.active == 1 and g.step == SBP_STEP
    legal = engine.legal_actions(g, 1)
    kinds = {a[0] for a in legal}
    assert kinds == {SBP_PASS, A.ROAD, A.SETTLEMENT, A.CITY, A.BUY_DEV}
    road = next(a for a in legal if a[0] == A.ROAD)
    engine.apply_action(g, 1, road)
    engine.apply_action(g, 1, next(a for a in engine.legal_actions(g, 1) if a[0] == A.SETTLEMENT))
    engine.apply_action(g, 1, next(a for a in engine.legal_actions(g, 1) if a[0] == A.CITY))
    engine.apply_action(g, 1, (A.BUY_DEV,))
    assert g.settlements[1] == 1 and g.cities[1] == 1 and g.road_count[1] == 3 and sum(g.dev[1]) == 1
    assert g.hands[1] == [1, 1, 0, 0, 1]


def test_six_sbp_4_six_amb_10_forbidden_actions_are_rejected() -> None:
    g = _sbp(6, 0, hands={1: (8, 8, 8, 8, 8), 2: (2, 2, 2, 2, 2)}, settlements={1: ["27"]},
             roads={1: ["27-39"]}, dev_cards={1: {"knight": 1, "road_building": 1, "year_of_plenty": 1,
                                                   "monopoly": 1, "victory_point": 1}})  # fmt: skip
    assert g.active == 1
    legal = engine.legal_actions(g, 1)
    forbidden = (A.BANK_TRADE, A.KNIGHT, A.ROAD_BUILDING, A.YEAR_OF_PLENTY, A.MONOPOLY, A.REVEAL_VP, A.ROBBER,
                 A.ROLL, A.END_TURN)  # fmt: skip
    assert not any(a[0] in forbidden for a in legal)
    for action in ((A.BANK_TRADE, 0, 1), (A.BANK_TRADE, 4, 1), (A.KNIGHT,), (A.ROAD_BUILDING,),
                   (A.YEAR_OF_PLENTY, (0, 1)), (A.MONOPOLY, 0), (A.ROBBER, 3), (A.REVEAL_VP,)):  # fmt: skip
        with pytest.raises(engine.IllegalAction):
            engine.apply_action(g, 1, action)
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply_action(g, 1, (A.BANK_TRADE, 0, 1))
    assert refused.value.code == "special_build_only" and "Special Build Phase" in english(refused.value)
    for seat, to in ((1, 2), (2, 1), (0, 1)):
        assert not engine.can_propose_trade(g, seat)
        with pytest.raises(engine.IllegalAction):
            engine.apply_action(g, seat, (A.OFFER, (1, 0, 0, 0, 0), (0, 1, 0, 0, 0), to))


def test_six_sbp_5_six_amb_26_longest_road_changes_hands_in_an_sbp() -> None:
    g = _sbp(6, 0, hands={1: (2, 2, 0, 0, 0)}, settlements={1: ["1"], 2: ["80"]},
             roads={1: [chain(0, 4)], 2: [chain(79, 5)]}, knights_played={2: 3})  # fmt: skip
    assert g.lr_holder == 2 and g.la_holder == 2 and g.active == 1
    ends = [a for a in engine.legal_actions(g, 1) if a[0] == A.ROAD]
    for _ in range(2):
        best = max((a for a in engine.legal_actions(g, 1) if a[0] == A.ROAD),
                   key=lambda a: (g.road_len[1], a))  # fmt: skip
        before = g.road_len[1]
        for a in engine.legal_actions(g, 1):
            if a[0] == A.ROAD:
                trial = engine.from_json(engine.to_json(g))
                engine.apply_action(trial, 1, a)
                if trial.road_len[1] > before:
                    best = a
                    break
        engine.apply_action(g, 1, best)
    assert ends and g.road_len[1] == 6 and g.lr_holder == 1  # taken over during the SBP
    assert g.la_holder == 2 and g.phase == PHASE_SBP  # Largest Army cannot change (no Knight)


def test_six_sbp_6_six_amb_11_no_win_in_the_sbp_but_at_the_start_of_the_own_turn() -> None:
    # seat 1 (next after X=0) at 9 VP builds its 10th point in its slot: no win until its turn starts
    cities = {1: ["1", "3", "5", "7"], 2: ["74", "76", "78", "80"]}
    g = _sbp(6, 0, cities=cities, settlements={1: ["45"], 2: ["50"]}, roads={1: ["45-32-31"]},
             hands={1: SETTLE})  # fmt: skip
    assert g.public_victory_points(1) == 9 and g.public_victory_points(2) == 9
    site = next(a for a in engine.legal_actions(g, 1) if a[0] == A.SETTLEMENT)
    engine.apply_action(g, 1, site)
    assert g.victory_points(1) == 10 and g.phase == PHASE_SBP and g.winner == -1
    events = pass_slot(g)
    while g.phase == PHASE_SBP:
        events = pass_slot(g)
    assert g.phase == "over" and g.winner == 1
    kinds = [e["type"] for e in events]
    assert kinds.index("turn_started") < kinds.index("game_over")  # at the start of seat 1's turn
    # two players at 10 off-turn: the first to begin a regular turn wins (seat 1 before seat 2)
    g = _sbp(6, 0, cities=cities, settlements={1: ["45"], 2: ["50", "60"]}, roads={1: ["45-32-31"]},
             hands={1: SETTLE})  # fmt: skip
    engine.apply_action(g, 1, next(a for a in engine.legal_actions(g, 1) if a[0] == A.SETTLEMENT))
    assert g.victory_points(2) == 10 and g.victory_points(1) == 10
    while g.phase == PHASE_SBP:
        pass_slot(g)
    assert g.winner == 1


def test_six_sbp_7_six_amb_12_a_card_bought_in_the_sbp_is_playable_on_the_next_turn() -> None:
    g = _sbp(6, 0, hands={1: DEV}, dev_deck=["knight", "victory_point"])
    engine.apply_action(g, 1, (A.BUY_DEV,))
    assert g.dev[1][0] == 1
    while g.phase == PHASE_SBP:
        pass_slot(g)
    assert g.active == 1 and g.step == "pre_roll" and g.dev_new == [0] * 5
    assert (A.KNIGHT,) in engine.legal_actions(g, 1)
    # a VP card bought in the SBP counts at once, and wins at the start of the owner's turn
    cities = {1: ["1", "3", "5", "7"]}
    g = _sbp(6, 0, cities=cities, settlements={1: ["45"]}, hands={1: DEV}, dev_deck=["victory_point"])
    engine.apply_action(g, 1, (A.BUY_DEV,))
    assert g.victory_points(1) == 10 and g.winner == -1
    while g.phase == PHASE_SBP:
        pass_slot(g)
    assert g.winner == 1 and g.vp_revealed[1] == 1


def test_six_sbp_8_a_harbor_gained_in_the_sbp_is_used_on_the_next_turn() -> None:
    g = _sbp(6, 0, hands={1: (5, 5, 0, 5, 5)}, settlements={1: ["25"]}, roads={1: ["25-26-27"]},
             options={"six_sbp_skip": "always_offer"})  # fmt: skip
    engine.apply_action(g, 1, (A.SETTLEMENT, 26))
    assert not any(a[0] == A.BANK_TRADE for a in engine.legal_actions(g, 1))
    while g.phase == PHASE_SBP:
        pass_slot(g)
    force_and_roll(g, 5 if g.board.hexes_by_number.get(5) else 9)
    kind = g.board.vertex_harbor[26]
    card = 0 if kind == 5 else kind
    assert g.rules.bank_rate(g, 1, card) < 4
    assert any(a[0] == A.BANK_TRADE and a[1] == card for a in engine.legal_actions(g, 1))


def test_six_sbp_9_six_amb_13_skip_policies() -> None:
    hands = {1: (0, 0, 0, 0, 0), 2: (1, 0, 0, 0, 0), 3: (0, 0, 0, 0, 2), 4: (1, 1, 0, 0, 0), 5: (9, 0, 0, 0, 0)}
    g = _sbp(6, 0, hands=hands, settlements={4: ["35"]}, roads={4: ["35-36"]})
    # public_info_only: 0 or 1 card pass at once; two wool (nothing affordable, but private) are offered
    assert g.active == 3
    offered = [3]
    pass_slot(g)
    while g.phase == PHASE_SBP:
        offered.append(g.active)
        pass_slot(g)
    assert offered == [3, 4, 5]
    g = _sbp(6, 0, hands=hands, options={"six_sbp_skip": "always_offer"})
    seen = []
    while g.phase == PHASE_SBP:
        seen.append(g.active)
        pass_slot(g)
    assert seen == [1, 2, 3, 4, 5]
    g = _sbp(6, 0, hands=hands, settlements={4: ["35"]}, roads={4: ["35-36"]},
             options={"six_sbp_skip": "skip_if_nothing_affordable"})  # fmt: skip
    seen = []
    while g.phase == PHASE_SBP:
        seen.append(g.active)
        pass_slot(g)
    assert seen == [4]  # only seat 4 can pay for something (a road)
    # base game, public grounds: no site for anything and an empty deck
    g = six_position(6, step="main", active=0, hands={1: (3, 3, 3, 3, 3)}, dev_deck=[])
    end_turn(g)
    assert g.phase == "play" and g.active == 1  # seat 1 has no piece on the board: nothing to build


def test_six_sbp_10_six_amb_14_the_final_sbp_option() -> None:
    assert engine.Options(players=6).six_final_sbp is False
    assert engine.Options(players=6, six_final_sbp=True).six_final_sbp is True
    # the engine ends games only by a win: with the option the game plays exactly as without it
    a = engine.new_game({"players": 6}, 9)
    b = engine.new_game({"players": 6, "six_final_sbp": True}, 9)
    assert a.board is b.board and a.deck == b.deck


def test_six_sbp_11_everything_in_the_sbp_is_public() -> None:
    g = _sbp(6, 0, hands={1: (1, 1, 1, 1, 1)}, settlements={1: ["35"]}, roads={1: ["35-36"]})
    events = engine.apply_action(g, 1, (A.BUY_DEV,))
    seen = engine.events_for(events, 3)
    bought = next(e for e in seen if e["type"] == "bought_dev")
    assert bought["seat"] == 1 and "card" not in bought
    events = engine.apply_action(g, 1, next(a for a in engine.legal_actions(g, 1) if a[0] == A.ROAD))
    assert any(e["type"] == "built" for e in engine.events_for(events, 4))
    public = engine.public_view(g)
    assert public["phase"] == PHASE_SBP and public["five_six"]["special_build"]["after"] == 0
    assert public["five_six"]["special_build"]["to_come"] == [2, 3, 4, 5]


def test_six_robber_1_six_amb_27_discards_for_every_player_above_seven() -> None:
    hands = {s: (2, 2, 2, 1, 1) for s in range(6)}
    hands[5] = (1, 1, 1, 1, 1)
    g = six_position(6, hands=hands, active=0)
    force_and_roll(g, 7)
    assert g.step == "discard" and sorted(engine.must_act(g)) == [0, 1, 2, 3, 4]
    assert all(g.discard_owed[s] == 4 for s in range(5)) and g.discard_owed[5] == 0


def test_six_robber_2_six_amb_25_robber_from_desert_to_desert() -> None:
    g = six_position(6, active=0)
    d1, d2 = g.board.deserts
    assert g.robber == d1
    force_and_roll(g, 7)
    assert (A.ROBBER, d2) in engine.legal_actions(g, 0) and (A.ROBBER, d1) not in engine.legal_actions(g, 0)
    g = six_position(6, active=0, options={"robber_may_target_desert": False})
    force_and_roll(g, 7)
    targets = {a[1] for a in engine.legal_actions(g, 0) if a[0] == A.ROBBER}
    assert d1 not in targets and d2 not in targets and len(targets) == 28


def test_six_lr_1_longest_road_unchanged() -> None:
    g = six_position(6, settlements={3: ["1"]}, roads={3: [chain(0, 4)]}, step="main", active=3,
                     hands={3: WOOD_BRICK})  # fmt: skip
    assert g.lr_holder == -1 and g.road_len[3] == 4
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD and _extends(g, 3, a)))
    assert g.lr_holder == 3


def _extends(g: engine.GameState, seat: int, action: tuple) -> bool:  # type: ignore[type-arg]
    trial = engine.from_json(engine.to_json(g))
    engine.apply_action(trial, seat, action)
    return trial.road_len[seat] > g.road_len[seat]


def test_six_la_1_largest_army_unchanged_with_twenty_knights() -> None:
    assert engine.new_game({"players": 6}, 1).deck.count(0) == 20
    g = six_position(6, knights_played={4: 2}, dev_cards={4: {"knight": 1}}, active=4)
    assert g.la_holder == -1
    engine.apply_action(g, 4, (A.KNIGHT,))
    assert g.la_holder == 4


def test_six_win_1_ten_points_on_the_own_turn() -> None:
    assert engine.Options(players=6).vp_target == 10 and engine.Options(players=5).vp_target == 10
    g = six_position(6, cities={2: ["1", "3", "5", "7"]}, settlements={2: ["45"]}, roads={2: ["45-32-31"]},
                     hands={2: SETTLE}, step="main", active=2)  # fmt: skip
    engine.apply_action(g, 2, next(a for a in engine.legal_actions(g, 2) if a[0] == A.SETTLEMENT))
    assert g.winner == 2


def test_six_bank_1_shortage_with_twenty_four_cards() -> None:
    probe = six_position(6)
    hills = next(h for h in range(30) if probe.board.terrain[h] == 0 and h != probe.robber)
    number = probe.board.numbers[hills]
    a, _, b = probe.topo.HEX_VERTICES[hills][:3]  # two corners two steps apart (distance rule kept)
    spots = {1: [str(a + 1)], 2: [str(b + 1)]}
    g = six_position(6, hands={0: (23, 0, 0, 0, 0)}, settlements=spots, active=0)
    assert g.bank[0] == 1
    force_and_roll(g, number)
    assert g.hands[1][0] == g.hands[2][0] == 0 and g.bank[0] == 1  # two owed, one card: nobody gets it
    g = six_position(6, hands={0: (23, 0, 0, 0, 0)}, settlements={1: spots[1]}, active=0)
    force_and_roll(g, number)
    assert g.hands[1][0] == 1 and g.bank[0] == 0  # one owed: that player gets what is left


def test_six_sbp_9_six_amb_13_on_request_only_the_players_who_asked_get_a_slot() -> None:
    """SIX-SBP-9 with ``six_sbp_skip = on_request``: during the turn any other player may ask (once);
    the slots of the others pass at once, in the SIX-SBP-2 order; an empty hand still passes."""
    hands = {s: (3, 3, 0, 3, 3) for s in range(6)}
    hands[2] = (0, 0, 0, 0, 0)
    g = six_position(6, step="main", active=3, hands=hands, options={"six_sbp_skip": "on_request"},
                     settlements={4: ["35"], 1: ["31"]}, roads={4: [chain(34, 2)], 1: [chain(30, 2)]})  # fmt: skip
    request = ("sbp_request",)
    assert request not in engine.legal_actions(g, 3)  # not on one's own turn
    for seat in (1, 5, 2):
        assert request in engine.legal_actions(g, seat)
        events = engine.apply_action(g, seat, request)
        assert events[0]["type"] == "special_build_requested" and events[0]["seat"] == seat
        assert request not in engine.legal_actions(g, seat)  # once a turn
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply_action(g, 1, request)
    assert refused.value.code == "already_asked"
    assert engine.public_view(g)["five_six"]["asked"] == [1, 2, 5]
    assert engine.must_act(g) == [3]  # asking holds nobody up
    events = end_turn(g)
    skipped = [e["seat"] for e in events if e["type"] == "special_build_skipped"]
    assert skipped == [4]  # seat 4 did not ask; seat 5's slot comes first (the player to X's left)
    order = [g.active]
    pass_slot(g)
    events = []
    while g.phase == PHASE_SBP:
        order.append(g.active)
        with pytest.raises(engine.IllegalAction):
            engine.apply_action(g, 4, request)  # no asking during the SBP
        events = pass_slot(g)
    assert order == [5, 1]  # seat 2 asked with an empty hand: passed at once on public grounds
    assert g.phase == "play" and g.active == 4 and engine.public_view(g)["five_six"]["asked"] == []
    # the next turn collects its own requests; the record round-trips through JSON
    engine.apply_action(g, 0, request)
    again = engine.from_json(engine.to_json(g))
    assert again.six.sbp_asked == [0] and engine.to_json(again) == engine.to_json(g)


def test_six_sbp_9_on_request_is_not_offered_in_other_modes() -> None:
    """SIX-SBP-9: the default policy offers slots without asking; paired players have no SBP (SIX-PAIR-2)."""
    g = six_position(6, step="main", active=0)
    assert ("sbp_request",) not in engine.legal_actions(g, 1)
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply_action(g, 1, ("sbp_request",))
    assert refused.value.code == "not_offered"
    g = six_position(6, step="main", active=0, options={"six_turn_mode": "paired_players", "six_sbp_skip": "on_request"})
    assert ("sbp_request",) not in engine.legal_actions(g, 1)


@pytest.mark.parametrize("seed", range(4))
def test_six_sbp_9_on_request_random_games_offer_slots_only_to_those_who_asked(seed: int) -> None:
    """SIX-SBP-9 (``on_request``), SIX-SBP-2/6: in random games where other players ask at random moments,
    every slot offered belongs to a player who asked during the turn before it, in clockwise order from
    the player after X, and nobody wins during the SBP; the game still reaches a winner."""
    rng = random.Random(seed)
    g = engine.new_game({"players": 5 + seed % 2, "six_sbp_skip": "on_request"}, seed)
    asked: set[int] = set()
    slots: list[int] = []
    after = -1
    for _ in range(60000):
        if g.phase == "over":
            break
        askers = [s for s in range(g.n) if ("sbp_request",) in engine.legal_actions(g, s)]
        if askers and rng.random() < 0.05:
            seat = rng.choice(askers)
            engine.apply_action(g, seat, ("sbp_request",))
            asked.add(seat)
            continue
        seat = engine.must_act(g)[0]
        before = g.phase
        events = engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        for e in events:
            if e["type"] == "special_build_requested":  # a seat owing a discard may ask too
                asked.add(e["seat"])
            elif e["type"] == "special_build_started":
                slots, after = [], e["after"]
            elif e["type"] == "special_build_slot":
                assert e["seat"] in asked
                slots.append(e["seat"])
            elif e["type"] == "special_build_ended":
                order = [(after + i) % g.n for i in range(1, g.n)]
                assert slots == [s for s in order if s in slots]
                asked = set()
        assert not (before == PHASE_SBP and g.phase == "over")  # SIX-SBP-6
    assert g.phase == "over"
