"""BASE-ROBBER-1..10, BASE-AMB-1, -5, -7, -13, -19."""

from __future__ import annotations

import pytest

import engine
from engine.testing import position, roll
from tests.engine.helpers import VK, H, counts, english


def _table(**kw: object) -> engine.GameState:
    """The beginner set-up (4 players, red to roll) with the hands given and nothing else."""
    return position(beginner_pieces=True, **kw)  # type: ignore[arg-type]


def test_base_robber_1_starts_on_desert_moves_only_on_seven_or_knight() -> None:
    g = _table()
    start = g.robber
    for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        roll(g, total)
        assert g.robber == start and g.step == "main"
        engine.apply_action(g, g.active, ("end_turn",))


def test_base_robber_2_no_production_on_seven() -> None:
    g = _table()
    ev = roll(g, 7)
    assert not [e for e in ev if e["type"] == "production"]
    assert all(sum(h) == 0 for h in g.hands)


@pytest.mark.parametrize(("cards", "owed"), [(7, 0), (8, 4), (9, 4), (11, 5)])
def test_base_robber_3_discard_half_rounded_down_above_seven(cards: int, owed: int) -> None:
    g = _table(hands={2: {"brick": cards}, 0: {"ore": 9, "wool": 1}})  # the roller discards too
    roll(g, 7)
    assert g.discard_owed[2] == owed and g.discard_owed[0] == 5


def test_base_robber_3_dev_cards_do_not_count_for_discard() -> None:
    g = _table(hands={1: {"brick": 7}}, dev_cards={1: {"knight": 1}})
    roll(g, 7)
    assert g.discard_owed[1] == 0 and g.step == "move_robber"


def test_base_robber_4_discards_hidden_until_all_committed_then_applied_before_robber() -> None:
    g = _table(hands={1: {"brick": 8}, 2: {"ore": 8}})
    roll(g, 7)
    assert g.step == "discard" and engine.must_act(g) == [1, 2]
    # answered in any order
    engine.apply_action(g, 2, ("discard", counts(ore=4)))
    assert g.hands[2] == [0, 0, 8, 0, 0]  # not applied yet
    pub = engine.public_view(g)
    assert "discard_choice" not in str(pub) and engine.player_view(g, 1)["you"]["discard_choice"] is None
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("robber", H(1, 1)))
    ev = engine.apply_action(g, 1, ("discard", counts(brick=4)))
    assert [e["seat"] for e in ev if e["type"] == "discarded"] == [1, 2]
    assert g.hands[1] == [4, 0, 0, 0, 0] and g.hands[2] == [0, 0, 4, 0, 0] and g.step == "move_robber"


def test_base_robber_4_wrong_discard_is_refused_with_count() -> None:
    g = _table(hands={1: {"brick": 8}})
    roll(g, 7)
    for bad in (counts(brick=3), counts(brick=5), counts(ore=4)):
        with pytest.raises(engine.IllegalAction) as exc:
            engine.apply_action(g, 1, ("discard", bad))
        assert "4" in english(exc.value)
    assert g.hands[1] == [8, 0, 0, 0, 0]


def test_base_robber_4_a_discard_of_the_wrong_width_is_refused_not_an_error() -> None:
    """A count vector with more or fewer kinds than the hand (e.g. typed for C&K's 8 kinds) is an illegal move."""
    g = _table(hands={1: {"brick": 8}})
    roll(g, 7)
    for bad in ((4, 0, 0, 0), (4, 0, 0, 0, 0, 0, 0, 0)):
        with pytest.raises(engine.IllegalAction):
            engine.apply_action(g, 1, ("discard", bad))
    assert g.hands[1] == [8, 0, 0, 0, 0] and g.step == "discard"


def test_base_robber_5_must_move_to_another_land_hex_desert_allowed() -> None:
    g = _table()
    roll(g, 7)
    targets = {a[1] for a in engine.legal_actions(g, 0)}
    assert targets == set(range(19)) - {g.robber}
    engine.apply_action(g, 0, ("robber", H(1, -2)))
    engine.apply_action(g, 0, ("end_turn",))
    roll(g, 7)
    assert H(0, 0) in {a[1] for a in engine.legal_actions(g, 1)}  # back to the desert is fine
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 1, ("robber", H(1, -2)))
    assert "different hex" in english(exc.value)


def test_base_robber_5_and_base_amb_1_1997_option_forbids_desert() -> None:
    g = _table(options={"robber_may_target_desert": False})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, -2)))
    engine.apply_action(g, 0, ("end_turn",))
    roll(g, 7)
    assert H(0, 0) not in {a[1] for a in engine.legal_actions(g, 1)}
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 1, ("robber", H(0, 0)))
    assert "desert" in english(exc.value)


def test_base_robber_6_steal_one_random_card_from_chosen_adjacent_opponent() -> None:
    g = _table(hands={1: {"wool": 1}, 2: {"grain": 2}})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))  # blue (0,2,N) and white (1,1,N)
    assert g.step == "steal"
    assert set(engine.legal_actions(g, 0)) == {("steal", 1), ("steal", 2)}
    ev = engine.apply_action(g, 0, ("steal", 2))
    assert g.hands[0] == [0, 0, 0, 1, 0] and g.hands[2] == [0, 0, 0, 1, 0]
    stolen = next(e for e in ev if e["type"] == "stolen")
    assert stolen["resource"] == 3
    assert "resource" not in engine.event_for(stolen, None) and "resource" not in engine.event_for(stolen, 1)
    assert engine.event_for(stolen, 2)["resource"] == 3


def test_base_robber_6_each_victim_once_and_no_steal_without_candidates() -> None:
    g = position(settlements={1: [VK(0, -1, "N"), VK(0, -1, "S")]}, hands={1: {"wool": 1}})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(0, -1)))
    assert g.step == "main" and g.hands[0][4] == 1  # single victim: taken automatically


def test_base_robber_7_optional_steal_in_1997_mode() -> None:
    g = _table(options={"robber_steal": "optional"}, hands={1: {"wool": 1}})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    assert ("skip_steal",) in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, ("skip_steal",))
    assert g.step == "main" and g.hands[1][4] == 1


def test_base_robber_7_mandatory_by_default() -> None:
    g = _table()
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    assert ("skip_steal",) not in engine.legal_actions(g, 0)


def test_base_robber_8_blocked_hex_produces_for_nobody_until_moved() -> None:
    g = _table()
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, -2)))  # pasture 2: red's own settlement
    engine.apply_action(g, 0, ("end_turn",))
    roll(g, 2)
    assert g.hands[0][4] == 0  # including the player who moved it


def test_base_robber_9_turn_continues_with_trade_after_steal() -> None:
    g = _table(hands={1: {"wool": 1}})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    engine.apply_action(g, 0, ("steal", 1))
    assert g.step == "main" and engine.can_propose_trade(g, 0)


def test_base_robber_10_knight_never_triggers_discards() -> None:
    g = _table(hands={1: {"brick": 10}}, dev_cards={0: {"knight": 1}})
    engine.apply_action(g, 0, ("knight",))
    assert g.step == "move_robber" and g.discard_owed == [0, 0, 0, 0]


def test_base_amb_5_roller_discards_too_and_all_before_robber() -> None:
    g = _table(hands={0: {"brick": 8}})
    roll(g, 7)
    assert engine.must_act(g) == [0] and g.step == "discard"
    assert {a[0] for a in engine.legal_actions(g, 0)} == {"discard"}


def test_base_amb_7_rob_player_with_empty_hand_gets_nothing() -> None:
    g = _table(hands={2: {"wool": 1}})
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    ev = engine.apply_action(g, 0, ("steal", 1))  # blue has no cards
    assert next(e for e in ev if e["type"] == "stolen")["resource"] is None
    assert sum(g.hands[0]) == 0


def test_base_amb_13_robber_where_only_mover_has_buildings() -> None:
    g = _table()
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, -2)))
    assert g.step == "main"


def test_base_amb_19_exactly_seven_cards_no_discard() -> None:
    g = _table(hands={3: {"grain": 7}})
    roll(g, 7)
    assert g.discard_owed[3] == 0 and g.step == "move_robber"


@pytest.mark.parametrize("width", [5, 8])
def test_issue32_item4_base_robber_3_every_discard_choice_once_in_lexicographic_order(width: int) -> None:
    """BASE-ROBBER-3/4, issue #32 item 4: the discard choices listed (the base game's five kinds without
    recursion) are every count vector of k cards the hand holds, in lexicographic order, as before.
    Hands of eight kinds (C&K's width) keep the general enumeration over the first five kinds."""
    import itertools
    import random

    from engine.rules.robber import discard_options

    rng = random.Random(width)
    for _ in range(150):
        hand = [rng.randrange(0, 6) for _ in range(width)]
        for k in {0, 1, sum(hand) // 2, sum(hand), sum(hand) + 1}:
            if width == 5:
                expected = [
                    c for c in itertools.product(*(range(h + 1) for h in hand)) if sum(c) == k
                ]  # lexicographic already
            else:  # five counts; the fifth takes what is left and must be held: the old behaviour, kept
                expected = [
                    c
                    for c in itertools.product(*(range(h + 1) for h in hand[:4]))
                    if 0 <= k - sum(c) <= hand[4] and all(sum(c[:i]) + sum(hand[i:]) >= k for i in range(4))
                ]
                expected = [(*c, k - sum(c)) for c in expected]
            assert discard_options(hand, k) == expected
