"""Issue #32 item 4: C&K's faster paths give what the plain definitions give (the digests of
``tests/engine/test_bench_games.py`` check whole games; these check the parts on many positions)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import actions as A
from engine.bits import bit_indices
from engine.bots import random_action
from engine.rules.cities_and_knights.cards import diplomat


def _open_roads_by_counting(g: engine.GameState) -> list[int]:
    """CK-CARD-POL-4 as written: count each colour's roads at every intersection, then a road is open when
    one of its ends holds no other road and no building or knight of its colour."""
    at: dict[tuple[int, int], int] = {}
    for e, owner in enumerate(g.roads):
        if owner >= 0:
            for v in g.topo.EDGE_VERTICES[e]:
                at[owner, v] = at.get((owner, v), 0) + 1
    out = []
    for e, owner in enumerate(g.roads):
        if owner < 0:
            continue
        pieces = g.building_mask[owner] | g.ck.knight_mask[owner]
        if any(at[owner, v] == 1 and not pieces >> v & 1 for v in g.topo.EDGE_VERTICES[e]):
            out.append(e)
    return out


@pytest.mark.parametrize("players", [4, 6])
def test_issue32_item4_CK_CARD_POL_4_open_roads_as_counted(players: int) -> None:
    """The Diplomat's open roads, walked road by road, are the roads the counting definition finds open, in
    order, through random games (roads built and removed, knights coming and going)."""
    checked = 0
    for seed in range(3):
        g = engine.new_game({"players": players, "expansion": "cities_and_knights"}, seed=seed)
        rng = random.Random(seed)
        k = 0
        while g.phase != "over":
            if k % 5 == 0:
                assert diplomat.open_roads(g) == _open_roads_by_counting(g)
                checked += 1
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
            k += 1
    assert checked > 100


def test_issue32_item4_CK_TRADE_2_bank_trades_listed_as_bank_rate_says() -> None:
    """CK-TRADE-2, CK-ABIL-1, CK-MERCH-2: C&K's bank-trade lister (its rates' tests made once per listing)
    lists what the shared lister lists with C&K's ``bank_rate`` hook, in the same order, on positions of random
    games with hands, banks (short ones too), merchants (on any hex, the desert too), Merchant Fleets, other cards' flags
    and trade levels shaken up."""
    from engine.rules import shared
    from engine.rules.cities_and_knights import trade

    rng = random.Random(32)
    checked = 0
    for seed in range(2):
        g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed=seed)
        play = random.Random(seed)
        while g.phase != "over" and checked < 600:
            seat = engine.must_act(g)[0]
            if g.phase == "play":
                saved = ([h[:] for h in g.hands], g.bank[:], g.ck.merchant, g.ck.merchant_owner,
                         dict(g.ck.turn_flags), [lv[:] for lv in g.ck.levels], g.options)  # fmt: skip
                g.hands[seat] = [rng.choice((0, 1, 2, 2, 3, 3, 4, 5)) for _ in range(8)]
                if rng.random() < 0.3:
                    g.bank = [rng.choice((0, 0, 1, 5)) for _ in range(8)]
                if rng.random() < 0.3:
                    g.ck.merchant, g.ck.merchant_owner = rng.randrange(len(g.board.terrain)), seat
                if rng.random() < 0.3:
                    g.ck.turn_flags = {"fleet": rng.sample(range(8), rng.choice((1, 2)))}
                elif rng.random() < 0.2:  # another card's flag this turn: no Merchant Fleet
                    g.ck.turn_flags = {"improvement_discounts": 1}
                g.ck.levels[seat][0] = rng.choice((0, 3))
                if rng.random() < 0.2:
                    g.options = g.options.replace(bank_shortage="unlimited")
                mine: list[tuple] = []
                theirs: list[tuple] = []
                trade.list_bank_trades(g, seat, mine)
                shared.list_bank_trades(g, seat, theirs)
                assert mine == theirs
                checked += 1
                g.hands, g.bank, g.ck.merchant, g.ck.merchant_owner = saved[0], saved[1], saved[2], saved[3]
                g.ck.turn_flags, g.ck.levels, g.options = saved[4], saved[5], saved[6]
            engine.apply_action(g, seat, random_action(g, seat, rng=play))
    assert checked >= 600


def test_issue32_item4_CK_VP_1_victory_points_hook_as_summed() -> None:
    """C&K's ``victory_points`` hook (the base count without development cards and Largest Army, CK-GEN-2, and
    ``extra_vp`` in one function) gives what the base game's
    count plus every ``vp_bonus`` gives, for every seat through a random game, also with the merchant, Defender
    cards, VP cards and metropolises set directly, as tests do; another bonus of the combination is still summed."""
    from engine.rules import turn
    from engine.rules.cities_and_knights.victory import bind_victory_points

    g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed=3)
    summed = turn.bind_victory_points(g.rules)
    assert g.rules.victory_points is not summed
    rng = random.Random(3)
    checked = 0
    while g.phase != "over" and checked < 400:
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
        for p in range(g.n):
            assert g.rules.victory_points(g, p) == summed(g, p) == g.victory_points(p)
        assert not any(map(any, g.dev)) and g.la_holder == -1  # CK-GEN-2: what C&K's hook leaves out stays none
        checked += 1
    assert checked >= 100
    city = next(v for v, b in enumerate(g.building) if b == 2)
    owner = g.owner[city]
    g.ck.defenders = [0, 2, 0, 1]
    g.ck.merchant_owner = owner
    g.ck.vp_cards[owner].append("printer")
    g.ck.metropolis = [-1, city, -1]
    for p in range(g.n):
        assert g.rules.victory_points(g, p) == summed(g, p)
    assert g.rules.victory_points(g, owner) >= 2 + 1 + 1 + 2  # the city, the merchant, the VP card, the metropolis

    class _Other:  # a combination with one more bonus: the summed count, that bonus included
        vp_bonus = (*g.rules.vp_bonus, lambda state, seat: 5)

    assert bind_victory_points(_Other)(g, owner) == summed(g, owner) + 5  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [4, 6])
def test_issue32_item4_CK_KNIGHT_6_kept_reach_as_searched(players: int) -> None:
    """CK-KNIGHT-6, CK-AMB-32: a knight's reach kept from another knight's search (the seat's knights on one
    network reach the same intersections) is what a search from that knight finds, through random games with
    knights hired, moved, displaced and sent away, roads built and removed."""
    from engine.rules.cities_and_knights import knights

    checked = shared = 0
    for seed in range(3 if players == 4 else 1):  # a 6-player game is long: one is enough
        g = engine.new_game({"players": players, "expansion": "cities_and_knights"}, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            ck = g.ck
            if ck.reach_of is g.road_cand and ck.reach:
                kept = dict(ck.reach)
                for key, mask in kept.items():
                    ck.reach = {}  # a fresh search of this knight alone
                    assert knights.reachable(g, key & 7, key >> 3) == mask
                    checked += 1
                shared += len(kept) - len({m | 1 << (k >> 3) for k, m in kept.items()})
                ck.reach = kept
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
    assert checked > 200 and shared > 20


def test_issue32_item4_CK_ROBBER_3_kept_robber_moves_as_listed() -> None:
    """CK-ROBBER-3, BASE-ROBBER-5, SIX-ROBBER-2: the robber step C&K shares with the base game lists, from moves
    kept per number of hexes, robber's hex and deserts barred, what ``robber_targets`` gives (its moves, then
    development cards), through random 4- and 6-player games (two deserts), the desert allowed and not, the robber
    set on every hex of the board."""
    from engine.rules import robber as robber_rules
    from engine.rules.base import actions as base_actions

    checked = 0
    for seed, players, desert_ok in ((0, 4, True), (1, 4, False), (2, 6, False)):
        opts = {"players": players, "expansion": "cities_and_knights", "robber_may_target_desert": desert_ok}
        g = engine.new_game(opts, seed=seed)
        rng = random.Random(seed)
        boards = 0
        while g.phase != "over" and boards < 8:
            if g.phase == "play" and g.turn % 5 == 0 and g.step == "pre_roll":
                boards += 1
                seat, robber = g.active, g.robber
                for h in range(g.topo.N_HEX):
                    g.robber = h
                    mine: list[tuple] = []
                    theirs: list[tuple] = []
                    base_actions._move_robber_actions(g, seat, mine)
                    theirs += [A.ROBBER_ACTIONS[t] for t in robber_rules.robber_targets(g)]
                    base_actions.list_dev_actions(g, seat, theirs)
                    assert mine == theirs and (A.ROBBER, h) not in mine
                    assert desert_ok or not set(g.board.deserts) & {a[1] for a in mine}
                    checked += 1
                g.robber = robber
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
    assert checked >= 8 * (19 + 19 + 30)


def test_issue32_item4_CK_KNIGHT_7_retreat_spots_by_bit_as_looked_at() -> None:
    """CK-KNIGHT-7: a displaced knight's retreat spots taken by bit (no building, no knight among the intersections
    its owner's roads reach) are those a look at every intersection finds, for every knight of a random game and
    every seat's roads from its intersection, at every 8th action."""
    from engine.rules.cities_and_knights import knights

    g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed=5)
    rng = random.Random(5)
    checked = actions = 0
    while g.phase != "over" and checked < 600:
        ck = g.ck
        if actions % 8 == 0:
            for v in bit_indices(ck.knight_all):
                for seat in range(g.n):
                    mask = knights.reachable(g, seat, v)
                    looked = [
                        u for u in range(g.topo.N_VERTEX) if mask >> u & 1 and not g.building[u] and ck.k_owner[u] < 0
                    ]
                    assert knights.retreat_spots(g, seat, v) == looked
                    checked += 1
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
        actions += 1
    assert checked >= 600
