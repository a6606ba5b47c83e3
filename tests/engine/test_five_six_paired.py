"""The paired-players option (five_six.md section 8, SIX-PAIR-*, SIX-AMB-15..18)."""

from __future__ import annotations

import random

import pytest

import engine
from engine import actions as A
from engine.rules.five_six.paired import second_of
from engine.rules.five_six.record import PHASE_SECOND
from tests.engine.six_helpers import end_turn, play_random, six_position

PAIRED = {"six_turn_mode": "paired_players"}
DEV = (0, 0, 1, 1, 1)


def _paired(players: int = 6, **kw):  # type: ignore[no-untyped-def]
    options = {**PAIRED, **kw.pop("options", {})}
    return six_position(players, options=options, **kw)


def test_six_pair_1_six_amb_15_roles_and_their_rotation() -> None:
    for players, offset in ((6, 3), (5, 3)):
        g = _paired(players, step="main", active=0)
        assert second_of(g, 0) == offset and second_of(g, players - 1) == (players - 1 + 3) % players
        end_turn(g)
        assert g.active == 3 and g.six.second == 3  # Second's phase: the third player to First's left
        end_turn(g)
        assert g.active == 1 and g.six.second == -1 and g.step == "pre_roll"  # roles moved one seat left
    assert second_of(_paired(6), 1) == 4  # with 6 players the player opposite


def test_six_pair_2_six_amb_18_what_second_may_and_may_not_do() -> None:
    g = _paired(6, active=0, hands={3: (4, 1, 1, 1, 1), 0: (1, 1, 0, 0, 0)}, dev_cards={3: {"knight": 1}})
    assert engine.must_act(g) == [0] and engine.legal_actions(g, 3) == ()  # Second may not act before the roll
    engine.testing.roll(g, 5)
    # during First's phase First trades with Second like with anyone
    engine.apply_action(g, 0, (A.OFFER, (1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 3))
    engine.apply_action(g, 3, (A.ACCEPT, g.offers[0].id))
    engine.apply_action(g, 0, (A.CONFIRM, g.offers[0].id, 3))
    assert g.hands[3][0] == 5
    end_turn(g)
    assert g.active == 3 and g.phase == "play" and g.step == "main"
    legal = engine.legal_actions(g, 3)
    assert (A.BANK_TRADE, 0, 2) in legal  # maritime trade (4:1)
    assert (A.KNIGHT,) in legal  # a Knight after the roll
    assert not engine.can_propose_trade(g, 3)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 3, (A.OFFER, (1, 0, 0, 0, 0), (0, 1, 0, 0, 0), 0))
    engine.apply_action(g, 3, (A.KNIGHT,))
    assert g.step == "move_robber" and engine.must_act(g) == [3]
    target = next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROBBER)
    engine.apply_action(g, 3, target)
    while g.step == "steal":
        engine.apply_action(g, 3, engine.legal_actions(g, 3)[0])
    assert g.step == "main" and g.active == 3
    end_turn(g)
    assert g.phase == "play" and g.active == 1 and g.six.sbp_of == -1  # no SBP in this mode


def test_six_pair_2_strict_order_keeps_trades_before_builds_for_second() -> None:
    g = _paired(6, active=0, step="main", hands={3: (5, 1, 0, 0, 0)}, settlements={3: ["35"]},
                roads={3: ["35-36"]}, options={"combined_trade_build": False})  # fmt: skip
    end_turn(g)
    assert any(a[0] == A.BANK_TRADE for a in engine.legal_actions(g, 3))
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD))
    assert not any(a[0] == A.BANK_TRADE for a in engine.legal_actions(g, 3))


def test_six_pair_2_step_4_road_building_roads_are_not_seconds_first_build() -> None:
    """Decision (open spec question, SIX-PAIR-2 step 4): with ``combined_trade_build = false`` Second's
    phase "keeps the order of a regular turn: maritime trades first, then building and buying (no trade
    after the first build)". In a regular strict turn (BASE-TURN-3) trading ends with the first *paid*
    build or a purchase, and BASE-TURN-5 lets a development card be played during trading: the two free
    roads of Road Building are the card's effect, not a build, and leave trading open (the base engine
    closes trading only in its paid-build and purchase handlers). So Second's free roads do not count as
    the first build either; Second's first paid road does."""
    g = _paired(6, active=0, step="main", hands={3: (5, 1, 0, 0, 0)}, settlements={3: ["35"]},
                roads={3: ["35-36"]}, dev_cards={3: {"road_building": 1}},
                options={"combined_trade_build": False})  # fmt: skip
    end_turn(g)
    assert g.active == 3 and g.six.second == 3
    engine.apply_action(g, 3, (A.ROAD_BUILDING,))
    for _ in range(2):
        engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD))
    assert g.step == "main" and g.road_count[3] == 3
    assert (A.BANK_TRADE, 0, 2) in engine.legal_actions(g, 3)  # free roads: trading still open
    # The same holds in a regular strict turn of the base game (the rule Second's phase copies).
    r = _paired(6, active=3, step="main", hands={3: (5, 1, 0, 0, 0)}, settlements={3: ["35"]},
                roads={3: ["35-36"]}, dev_cards={3: {"road_building": 1}},
                options={"combined_trade_build": False})  # fmt: skip
    engine.apply_action(r, 3, (A.ROAD_BUILDING,))
    for _ in range(2):
        engine.apply_action(r, 3, next(a for a in engine.legal_actions(r, 3) if a[0] == A.ROAD))
    assert (A.BANK_TRADE, 0, 2) in engine.legal_actions(r, 3)
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD))  # a paid road
    assert not any(a[0] == A.BANK_TRADE for a in engine.legal_actions(g, 3))
    assert engine.to_json(engine.from_json(engine.to_json(g))) == engine.to_json(g)


def test_six_ck_9_c_seconds_action_phase_has_no_order_with_cities_and_knights() -> None:
    """SIX-CK-9 (c): in C&K, Second may do everything CK-TURN-1 step 5 allows, whose action phase has no
    order ("any number of times, in any order"), so ``combined_trade_build = false`` does not stop
    Second's maritime trade after a build (as it does not stop it in a regular C&K turn)."""
    from engine.testing.cities_and_knights import ck_position

    g = ck_position(6, options={"board": "variable", **PAIRED, "combined_trade_build": False}, step="main",
                    active=0, cities={3: ["35"]}, roads={3: ["35-36"]},
                    hands={3: {"brick": 5, "lumber": 1}})  # fmt: skip
    end_turn(g)
    assert g.six.second == 3
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.ROAD))
    assert any(a[0] == A.BANK_TRADE for a in engine.legal_actions(g, 3))


def test_six_pair_3_six_amb_17_each_phase_is_a_turn_for_the_per_turn_rules() -> None:
    # seat 3 plays a card as Second (turn of seat 0), then another as First on its own turn
    g = _paired(6, active=0, step="main", dev_cards={3: {"monopoly": 1, "year_of_plenty": 1}},
                hands={1: (2, 0, 0, 0, 0)})  # fmt: skip
    end_turn(g)
    engine.apply_action(g, 3, (A.MONOPOLY, 0))
    assert not any(a[0] == A.YEAR_OF_PLENTY for a in engine.legal_actions(g, 3))  # one per phase
    end_turn(g)
    # a card bought as First is playable as Second later in the round, but not in the same phase
    g = _paired(6, active=3, step="main", hands={3: DEV}, dev_deck=["knight"])
    engine.apply_action(g, 3, (A.BUY_DEV,))
    assert (A.KNIGHT,) not in engine.legal_actions(g, 3)
    end_turn(g)  # Second: seat 0
    end_turn(g)  # turn 4 starts; seat 3 is Second when seat 0 is First
    for _ in range(2):
        engine.testing.roll(g, 5)
        end_turn(g)
        end_turn(g)
    assert g.active == 0 and g.step == "pre_roll"
    engine.testing.roll(g, 5)
    end_turn(g)
    assert g.six.second == 3 and (A.KNIGHT,) in engine.legal_actions(g, 3)


def test_six_pair_4_six_amb_16_second_wins_in_the_own_phase_unless_the_option_is_off() -> None:
    cities = {3: ["1", "3", "5", "7"]}
    pieces = {"cities": cities, "settlements": {3: ["45"]}, "roads": {3: ["45-32-31"]}, "hands": {3: (1, 1, 0, 1, 1)}}
    g = _paired(6, active=0, step="main", **pieces)
    end_turn(g)
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.SETTLEMENT))
    assert g.winner == 3
    g = _paired(6, active=0, step="main", options={"six_paired_second_can_win": False}, **pieces)
    end_turn(g)
    assert g.phase == PHASE_SECOND
    engine.apply_action(g, 3, next(a for a in engine.legal_actions(g, 3) if a[0] == A.SETTLEMENT))
    assert g.winner == -1 and g.victory_points(3) == 10
    while g.active != 3 or g.six.second == 3:
        if g.step == "pre_roll":
            engine.testing.roll(g, 5)
        end_turn(g)
    assert g.winner == 3  # at the start of the own First turn


def _seconds(players: int, seed: int) -> list[tuple[int, int]]:
    """(turn, Second's seat) at the start of every Second's phase of a random game."""
    g = engine.new_game({"players": players, **PAIRED}, seed)
    seen: list[tuple[int, int]] = []

    def check(g: engine.GameState, seat: int, action: tuple, phase: str) -> None:  # type: ignore[type-arg]
        if action[0] == A.END_TURN and g.six.second >= 0:
            seen.append(((g.turn - 1 + g.first) % players, g.six.second))

    play_random(g, seed, check=check)
    return seen


def test_six_pair_5_cadence() -> None:
    for players in (5, 6):
        seen = _seconds(players, 3)
        assert len(seen) > players and all(second == (first + 3) % players for first, second in seen)


def test_paired_games_round_trip_in_second_phase() -> None:
    g = _paired(5, active=2, step="main")
    end_turn(g)
    copy = engine.from_json(engine.to_json(g))
    assert engine.to_json(copy) == engine.to_json(g) and copy.six.second == 0
    rng = random.Random(1)
    for _ in range(5):
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        engine.apply_action(g, seat, action)
        engine.apply_action(copy, seat, action)
    assert engine.to_json(copy) == engine.to_json(g)
