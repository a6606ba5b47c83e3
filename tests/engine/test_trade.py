"""BASE-TRADE-1..10, BASE-TERM-8, BASE-AMB-3, BASE-AMB-15."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import topology as topo
from engine.constants import RESOURCES
from engine.rules.trade import bank_rate
from engine.testing import position
from tests.engine.helpers import counts, give, take_all


def _harbor_spot(kind: int) -> int:
    """An intersection of the beginner map at a harbor of ``kind`` (5 = generic 3:1)."""
    board = position().board
    return next(v for v in range(54) if board.vertex_harbor[v] == kind)


def _main(hands: dict[int, dict[str, int]] | None = None, **options: object) -> engine.GameState:
    """The beginner set-up after red rolled a 12 (nobody produced), with the hands given."""
    return position(beginner_pieces=True, options=options, hands=hands, step="main", dice=(6, 6))


def test_base_trade_1_only_active_player_after_roll() -> None:
    g = _main(hands={1: {"wool": 1}, 2: {"ore": 1}})
    # opponents may not trade among themselves: an offer from 1 must go to the active player
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 1, ("offer", counts(wool=1), counts(ore=1), 2))
    assert exc.value.code == "bad_target"


def test_base_trade_2_offer_accept_confirm_to_everyone() -> None:
    g = _main(hands={0: {"wool": 2}, 1: {"ore": 1}, 2: {"ore": 1}})
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
    g = _main(hands={0: {"wool": 2, "grain": 1}, 1: {"ore": 2}})
    engine.apply_action(g, 0, ("offer", counts(wool=2), counts(ore=1), 1))
    first = g.offers[0].id
    engine.apply_action(g, 1, ("counter", first, counts(ore=1), counts(wool=2, grain=1)))
    counter = g.offers[-1]
    assert counter.proposer == 1 and counter.to == (0,) and counter.parent == first
    assert g.offers[0].responses[1] == "countered"
    engine.apply_action(g, 0, ("accept", counter.id))  # the active player's accept concludes it
    assert g.hands[0] == [0, 0, 1, 0, 0] and g.hands[1] == [0, 0, 1, 1, 2]


def test_base_trade_2_opponent_may_propose_to_active_player_when_open() -> None:
    g = _main(hands={1: {"brick": 1}, 0: {"grain": 1}})
    engine.apply_action(g, 1, ("offer", counts(brick=1), counts(grain=1), -1))
    offer = g.offers[0]
    assert offer.to == (0,)
    engine.apply_action(g, 0, ("accept", offer.id))
    assert g.hands[0] == [1, 0, 0, 0, 0]


def test_base_trade_2_active_only_option_1997() -> None:
    g = _main(trade_proposals="active_only", hands={1: {"brick": 1}})
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
    g = _main(hands={0: {"wool": 2}})
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("offer", give_, get, -1))
    assert exc.value.code == code
    assert engine.to_json(g) == before


def test_base_trade_2_withdraw_and_expire_at_end_of_turn() -> None:
    g = _main(hands={0: {"wool": 2}})
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(brick=1), 2))
    engine.apply_action(g, 0, ("withdraw", g.offers[0].id))
    assert len(g.offers) == 1
    ev = engine.apply_action(g, 0, ("end_turn",))
    assert not g.offers and any(e["type"] == "trade_closed" and e["reason"] == "turn ended" for e in ev)


def test_base_trade_2_a_trade_closes_the_other_offers_and_counter_offers_of_the_turn() -> None:
    g = _main(hands={0: {"wool": 2, "brick": 1}, 1: {"ore": 1, "grain": 1}, 2: {"ore": 1, "grain": 1}})
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
    g = _main(hands={0: {"wool": 1}, 1: {"ore": 1}})
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), 1))
    oid = g.offers[0].id
    engine.apply_action(g, 1, ("accept", oid))
    ev = engine.apply_action(g, 0, ("confirm", oid, 1))
    assert [e["type"] for e in ev] == ["traded"]


@given(seed=st.integers(0, 2**32), steps=st.integers(1, 40))
def test_base_trade_2_property_every_trade_closes_all_open_offers_exactly_once(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    g = _main()
    for p in range(4):
        give(g, p, tuple(rng.randrange(3) for _ in range(5)))
    for _ in range(steps):
        seat = rng.randrange(4)
        held = [r for r in range(5) if g.hands[seat][r]] or [0]
        have = rng.choice(held)
        want = rng.choice([r for r in range(5) if r != have])
        terms = counts(**{RESOURCES[have]: 1}), counts(**{RESOURCES[want]: rng.randrange(1, 3)})
        answers = [a for a in engine.legal_actions(g, seat) if a[0] in ("accept", "decline", "confirm", "withdraw")]
        proposals = [("offer", *terms, rng.choice((-1, 0, 1, 2, 3)))]
        proposals += [("counter", o.id, *terms) for o in g.offers if seat in o.to]
        action = rng.choice(answers if answers and rng.random() < 0.6 else proposals)
        open_before = sorted(o.id for o in g.offers)
        before = engine.to_json(g)
        try:
            events = engine.apply_action(g, seat, action)
        except engine.IllegalAction:
            assert engine.to_json(g) == before
            continue
        if any(e["type"] == "traded" for e in events):
            closed = sorted(e["offer"] for e in events if e["type"] in ("traded", "trade_closed"))
            assert closed == open_before and not g.offers
        for r in range(5):
            assert g.bank[r] + sum(h[r] for h in g.hands) == 19


def test_base_trade_2_confirm_fails_if_partner_spent_cards() -> None:
    # A trade now closes the turn's other offers (main), so the partner's cards go another way.
    g = _main(hands={0: {"wool": 1}, 1: {"ore": 1}})
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), 1))
    oid = g.offers[0].id
    engine.apply_action(g, 1, ("accept", oid))
    take_all(g, 1)
    assert ("confirm", oid, 1) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("confirm", oid, 1))
    assert exc.value.code == "cannot_afford"


def test_base_trade_3_no_trading_on_someone_elses_turn() -> None:
    g = _main(hands={1: {"ore": 4}})
    assert not any(a[0] == "bank_trade" for a in engine.legal_actions(g, 1))


@pytest.mark.parametrize("rate_case", ["4:1", "3:1", "2:1"])
def test_base_trade_4_base_trade_5_base_trade_6_maritime_rates(rate_case: str) -> None:
    rate = {"4:1": 4, "3:1": 3, "2:1": 2}[rate_case]
    spots = {"4:1": [], "3:1": [_harbor_spot(5)], "2:1": [_harbor_spot(2)]}[rate_case]
    g = position(settlements={0: spots}, hands={0: {"ore": rate, "wool": rate}}, step="main")
    assert bank_rate(g, 0, 2) == rate
    engine.apply_action(g, 0, ("bank_trade", 2, 0))
    assert g.hands[0][2] == 0 and g.hands[0][0] == 1
    if rate_case == "2:1":  # BASE-TRADE-6: the special harbor grants no 3:1 for other types
        assert bank_rate(g, 0, 4) == 4


def test_base_trade_7_repeated_and_mixed_maritime_trades() -> None:
    g = position(settlements={0: [_harbor_spot(2)]}, hands={0: {"ore": 4, "wool": 4}}, step="main")
    engine.apply_action(g, 0, ("bank_trade", 2, 0))
    engine.apply_action(g, 0, ("bank_trade", 2, 1))
    engine.apply_action(g, 0, ("bank_trade", 4, 3))
    assert g.hands[0] == [1, 1, 0, 1, 0]


def test_base_trade_8_maritime_only_on_own_turn() -> None:
    g = _main(hands={2: {"ore": 4}})
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 2, ("bank_trade", 2, 0))
    assert exc.value.code == "not_your_turn"


def test_base_trade_9_and_base_amb_3_harbor_same_turn_depends_on_mode() -> None:
    for combined in (True, False):
        ore_v = _harbor_spot(2)
        n1 = topo.VERTEX_NEIGHBOURS[ore_v][0]
        x = next(v for v in topo.VERTEX_NEIGHBOURS[n1] if v != ore_v)
        g = position(
            options={"combined_trade_build": combined},
            settlements={0: [x]}, roads={0: [(x, n1, ore_v)]},
            hands={0: {"brick": 1, "lumber": 1, "grain": 1, "wool": 1, "ore": 2}}, step="main",
        )  # fmt: skip
        engine.apply_action(g, 0, ("settlement", ore_v))
        can = ("bank_trade", 2, 0) in engine.legal_actions(g, 0)
        assert can is combined


def test_base_trade_10_and_base_term_8_city_gives_same_harbor_rights() -> None:
    g = position(cities={0: [_harbor_spot(5)]})
    assert bank_rate(g, 0, 1) == 3


def test_base_term_8_either_harbor_intersection_suffices() -> None:
    for spot_edge in topo.HARBOR_EDGES[:3]:
        for v in topo.EDGE_VERTICES[spot_edge]:
            g = position(settlements={0: [v]})
            kind = g.board.vertex_harbor[v]
            assert bank_rate(g, 0, kind if kind < 5 else 0) == (2 if kind < 5 else 3)


def test_base_amb_15_maritime_same_resource_is_illegal() -> None:
    g = _main(hands={0: {"ore": 4}})
    assert ("bank_trade", 2, 2) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("bank_trade", 2, 2))
    assert exc.value.code == "like_for_like"


def test_base_trade_2_base_turn_6_the_public_view_counts_each_seat_s_offers_of_the_turn() -> None:
    """Offers are public (the channel shows them): the view tallies this turn's per seat, counters
    included, and the tally starts again with the next turn."""
    g = _main(hands={0: {"wool": 2}, 1: {"ore": 2}}, trade_proposals="open")
    assert engine.public_view(g)["offers_made"] == [0, 0, 0, 0]
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    engine.apply_action(g, 0, ("withdraw", g.offers[0].id))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(brick=1), 1))
    engine.apply_action(g, 1, ("counter", g.offers[0].id, counts(ore=1), counts(wool=1)))
    assert engine.public_view(g)["offers_made"] == [2, 1, 0, 0]
    assert engine.player_view(g, 2)["offers_made"] == [2, 1, 0, 0]
    engine.apply_action(g, 0, ("end_turn",))
    assert engine.public_view(g)["offers_made"] == [0, 0, 0, 0]


def test_base_trade_2_the_offer_tally_survives_a_save_and_saves_without_offers_are_unchanged() -> None:
    g = _main(hands={0: {"wool": 2}})
    before = engine.to_json(g)
    assert "offers_made" not in before  # saves made before the tally existed load and compare as before
    assert engine.to_json(engine.from_json(before)) == before
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    engine.apply_action(g, 0, ("withdraw", g.offers[0].id))
    loaded = engine.from_json(engine.to_json(g))
    assert loaded.offers_made == [1, 0, 0, 0] and engine.public_view(loaded) == engine.public_view(g)


@pytest.mark.parametrize("shortage", ["strict_5e", "unlimited"])
def test_issue32_item4_base_trade_4_base_prod_4_maritime_listing_is_every_rate_met_for_a_card_the_bank_holds(
    shortage: str,
) -> None:
    """BASE-TRADE-4..6, BASE-PROD-4, issue #32 item 4: the bank trades listed (pre-built rows when the bank
    holds every kind) are exactly: each card the hand holds at its rate, for each other kind the bank can
    give (any kind with the ``unlimited`` option), in order; with an empty kind in the bank too."""
    from engine.actions import BANK_TRADE
    from engine.rules.shared import list_bank_trades

    rng = random.Random(32)
    g = position(settlements={0: [_harbor_spot(5), _harbor_spot(2)]}, step="main", options={"bank_shortage": shortage})
    for _ in range(300):
        g.hands[0] = [rng.choice([0, 1, 2, 3, 4, 5]) for _ in range(5)]
        g.bank[:] = [rng.choice([0, 1, 7, 19]) for _ in range(5)]
        out: list = []
        list_bank_trades(g, 0, out)
        expected = [
            (BANK_TRADE, give, get)
            for give in range(5)
            if g.hands[0][give] >= bank_rate(g, 0, give)
            for get in range(5)
            if get != give and (shortage == "unlimited" or g.bank[get] > 0)
        ]
        assert out == expected
