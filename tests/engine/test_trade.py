"""BASE-TRADE-1..10, BASE-TERM-8, BASE-AMB-3, BASE-AMB-15."""

from __future__ import annotations

import pytest

import engine
from engine.rules.trade import bank_rate
from tests.engine.helpers import (
    beginner,
    counts,
    empty_game,
    give,
    put_city,
    put_road,
    put_settlement,
    take_all,
    to_main,
)


def _main(**options: object) -> engine.GameState:
    g = beginner(**options)
    for p in range(4):
        take_all(g, p)
    to_main(g, 12)  # 12: fields at (-1,-1): nobody there in the beginner set-up
    for p in range(4):
        take_all(g, p)
    return g


def test_base_trade_1_only_active_player_after_roll() -> None:
    g = _main()
    give(g, 1, counts(wool=1))
    give(g, 2, counts(ore=1))
    # opponents may not trade among themselves: an offer from 1 must go to the active player
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 1, ("offer", counts(wool=1), counts(ore=1), 2))
    assert exc.value.code == "bad_target"


def test_base_trade_2_offer_accept_confirm_to_everyone() -> None:
    g = _main()
    give(g, 0, counts(wool=2))
    give(g, 1, counts(ore=1))
    give(g, 2, counts(ore=1))
    engine.apply_action(g, 0, ("offer", counts(wool=2), counts(ore=1), -1))
    offer_id = g.offers[0].id
    assert {d["seat"] for d in engine.pending(g) if d["kind"] == "trade_response"} == {1, 2, 3}
    assert ("accept", offer_id) not in engine.legal_actions(g, 3)  # 3 has no ore
    engine.apply_action(g, 2, ("decline", offer_id))
    engine.apply_action(g, 1, ("accept", offer_id))
    assert ("confirm", offer_id, 1) in engine.legal_actions(g, 0)
    ev = engine.apply_action(g, 0, ("confirm", offer_id, 1))
    assert ev[-1]["type"] == "traded"
    assert g.hands[0] == [0, 0, 1, 0, 0] and g.hands[1] == [0, 0, 0, 0, 2] and not g.offers


def test_base_trade_2_counter_offer_then_active_accepts() -> None:
    g = _main()
    give(g, 0, counts(wool=2, grain=1))
    give(g, 1, counts(ore=2))
    engine.apply_action(g, 0, ("offer", counts(wool=2), counts(ore=1), 1))
    first = g.offers[0].id
    engine.apply_action(g, 1, ("counter", first, counts(ore=1), counts(wool=2, grain=1)))
    counter = g.offers[-1]
    assert counter.proposer == 1 and counter.to == (0,) and counter.parent == first
    assert g.offers[0].responses[1] == "countered"
    engine.apply_action(g, 0, ("accept", counter.id))  # the active player's accept concludes it
    assert g.hands[0] == [0, 0, 1, 0, 0] and g.hands[1] == [0, 0, 1, 1, 2]


def test_base_trade_2_opponent_may_propose_to_active_player_when_open() -> None:
    g = _main()
    give(g, 1, counts(brick=1))
    give(g, 0, counts(grain=1))
    engine.apply_action(g, 1, ("offer", counts(brick=1), counts(grain=1), -1))
    offer = g.offers[0]
    assert offer.to == (0,)
    engine.apply_action(g, 0, ("accept", offer.id))
    assert g.hands[0] == [1, 0, 0, 0, 0]


def test_base_trade_2_active_only_option_1997() -> None:
    g = _main(trade_proposals="active_only")
    give(g, 1, counts(brick=1))
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 1, ("offer", counts(brick=1), counts(grain=1), -1))
    assert exc.value.code == "not_active"
    assert not engine.can_propose_trade(g, 1)


@pytest.mark.parametrize(
    ("give_", "get", "code"),
    [
        (counts(wool=1), counts(), "empty_side"),
        (counts(), counts(ore=1), "empty_side"),
        (counts(wool=1), counts(wool=1, ore=1), "like_for_like"),
        (counts(ore=3), counts(wool=1), "cannot_afford"),
    ],
)
def test_base_trade_2_invalid_offers(give_: tuple, get: tuple, code: str) -> None:
    g = _main()
    give(g, 0, counts(wool=2))
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("offer", give_, get, -1))
    assert exc.value.code == code
    assert engine.to_json(g) == before


def test_base_trade_2_withdraw_and_expire_at_end_of_turn() -> None:
    g = _main()
    give(g, 0, counts(wool=2))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(brick=1), 2))
    engine.apply_action(g, 0, ("withdraw", g.offers[0].id))
    assert len(g.offers) == 1
    ev = engine.apply_action(g, 0, ("end_turn",))
    assert not g.offers and any(e["type"] == "trade_closed" and e["reason"] == "turn ended" for e in ev)


def test_base_trade_2_a_trade_closes_the_other_offers_and_counter_offers_of_the_turn() -> None:
    g = _main()
    give(g, 0, counts(wool=2, brick=1))
    give(g, 1, counts(ore=1, grain=1))
    give(g, 2, counts(ore=1, grain=1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    first = g.offers[0].id
    engine.apply_action(g, 0, ("offer", counts(brick=1), counts(grain=1), 2))
    second = g.offers[1].id
    engine.apply_action(g, 1, ("counter", first, counts(ore=1), counts(wool=2)))
    countered = g.offers[2].id
    engine.apply_action(g, 2, ("accept", first))
    ev = engine.apply_action(g, 0, ("confirm", first, 2))
    assert [e["type"] for e in ev] == ["traded", "trade_closed", "trade_closed"]
    closed = {e["offer"]: e for e in ev[1:]}
    assert set(closed) == {second, countered} and not g.offers
    assert all(e["reason"] == "another trade was made" for e in closed.values())
    # The closed offers' terms travel with the event (their messages still show them).
    assert closed[countered]["seat"] == 1 and closed[countered]["give"] == list(counts(ore=1))
    assert closed[countered]["parent"] == first
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("accept", countered))
    assert engine.to_json(g) == before
    # Trading goes on: any number of trades per turn, each from a fresh offer.
    assert engine.can_propose_trade(g, 0)
    engine.apply_action(g, 0, ("offer", counts(brick=1), counts(grain=1), 1))
    assert len(g.offers) == 1


def test_base_trade_2_trade_without_other_offers_emits_no_close() -> None:
    g = _main()
    give(g, 0, counts(wool=1))
    give(g, 1, counts(ore=1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), 1))
    oid = g.offers[0].id
    engine.apply_action(g, 1, ("accept", oid))
    ev = engine.apply_action(g, 0, ("confirm", oid, 1))
    assert [e["type"] for e in ev] == ["traded"]


def test_base_trade_2_confirm_fails_if_partner_spent_cards() -> None:
    g = _main()
    give(g, 0, counts(wool=1))
    give(g, 1, counts(ore=1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), 1))
    oid = g.offers[0].id
    engine.apply_action(g, 1, ("accept", oid))
    take_all(g, 1)
    assert ("confirm", oid, 1) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("confirm", oid, 1))
    assert exc.value.code == "cannot_afford"


def test_base_trade_3_no_trading_on_someone_elses_turn() -> None:
    g = _main()
    give(g, 1, counts(ore=4))
    assert not any(a[0] == "bank_trade" for a in engine.legal_actions(g, 1))


@pytest.mark.parametrize("rate_case", ["4:1", "3:1", "2:1"])
def test_base_trade_4_base_trade_5_base_trade_6_maritime_rates(rate_case: str) -> None:
    g = empty_game()
    b = g.board
    generic_v = next(v for v in range(54) if b.vertex_harbor[v] == 5)
    ore_v = next(v for v in range(54) if b.vertex_harbor[v] == 2)
    if rate_case == "3:1":
        put_settlement(g, 0, generic_v)
    if rate_case == "2:1":
        put_settlement(g, 0, ore_v)
    to_main(g, 12)
    take_all(g, 0)
    rate = {"4:1": 4, "3:1": 3, "2:1": 2}[rate_case]
    give(g, 0, counts(ore=rate, wool=rate))
    assert bank_rate(g, 0, 2) == rate
    engine.apply_action(g, 0, ("bank_trade", 2, 0))
    assert g.hands[0][2] == 0 and g.hands[0][0] == 1
    if rate_case == "2:1":  # BASE-TRADE-6: the special harbor grants no 3:1 for other types
        assert bank_rate(g, 0, 4) == 4


def test_base_trade_7_repeated_and_mixed_maritime_trades() -> None:
    g = empty_game()
    ore_v = next(v for v in range(54) if g.board.vertex_harbor[v] == 2)
    put_settlement(g, 0, ore_v)
    to_main(g, 12)
    take_all(g, 0)
    give(g, 0, counts(ore=4, wool=4))
    engine.apply_action(g, 0, ("bank_trade", 2, 0))
    engine.apply_action(g, 0, ("bank_trade", 2, 1))
    engine.apply_action(g, 0, ("bank_trade", 4, 3))
    assert g.hands[0] == [1, 1, 0, 1, 0]


def test_base_trade_8_maritime_only_on_own_turn() -> None:
    g = _main()
    give(g, 2, counts(ore=4))
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 2, ("bank_trade", 2, 0))
    assert exc.value.code == "not_your_turn"


def test_base_trade_9_and_base_amb_3_harbor_same_turn_depends_on_mode() -> None:
    for combined in (True, False):
        g = empty_game(combined_trade_build=combined)
        ore_v = next(v for v in range(54) if g.board.vertex_harbor[v] == 2)
        from engine import topology as topo

        n1 = topo.VERTEX_NEIGHBOURS[ore_v][0]
        x = next(v for v in topo.VERTEX_NEIGHBOURS[n1] if v != ore_v)
        put_settlement(g, 0, x)
        put_road(g, 0, x, n1)
        put_road(g, 0, n1, ore_v)
        to_main(g, 12)
        take_all(g, 0)
        give(g, 0, counts(brick=1, lumber=1, grain=1, wool=1, ore=2))
        engine.apply_action(g, 0, ("settlement", ore_v))
        can = ("bank_trade", 2, 0) in engine.legal_actions(g, 0)
        assert can is combined


def test_base_trade_10_and_base_term_8_city_gives_same_harbor_rights() -> None:
    g = empty_game()
    generic_v = next(v for v in range(54) if g.board.vertex_harbor[v] == 5)
    put_city(g, 0, generic_v)
    assert bank_rate(g, 0, 1) == 3


def test_base_term_8_either_harbor_intersection_suffices() -> None:
    from engine import topology as topo

    for spot_edge in topo.HARBOR_EDGES[:3]:
        for v in topo.EDGE_VERTICES[spot_edge]:
            g = empty_game()
            put_settlement(g, 0, v)
            kind = g.board.vertex_harbor[v]
            assert bank_rate(g, 0, kind if kind < 5 else 0) == (2 if kind < 5 else 3)


def test_base_amb_15_maritime_same_resource_is_illegal() -> None:
    g = _main()
    give(g, 0, counts(ore=4))
    assert ("bank_trade", 2, 2) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("bank_trade", 2, 2))
    assert exc.value.code == "like_for_like"
