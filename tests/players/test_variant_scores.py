"""``hard``'s rule-set habits (``players.rules.cities_and_knights.tactics``) and the rule sets' terms of its heuristic score (``PlayerHooks.score_terms``, ``rival_weight``):
Cities & Knights (``players.rules.cities_and_knights.score``) and the 2-player variant (``players.rules.two_player``)."""

from __future__ import annotations

import random

import engine
from players import tactics
from players.heuristic_score import RIVAL_WEIGHT, score, value
from players.rules import two_player
from players.rules.cities_and_knights import score as ck_score
from players.rules.cities_and_knights import tactics as ck_tactics
from players.rulesets import policy_of_state
from players.table import Table
from tests.engine.ck.helpers import blank, city, empty_hands, give, in_main, knight, settlement

# Intersections of the beginner map far enough apart for buildings (distance rule irrelevant here).
A, B, C, D, E, F = 0, 10, 20, 30, 40, 50


def _two_cities() -> engine.GameState:
    """Seat 0 and seat 1 own a city each (no metropolis): barbarian strength 2."""
    g = blank()
    city(g, 0, A)
    city(g, 1, B)
    settlement(g, 2, C)
    return g


def test_CK_BARB_4_the_weakest_vulnerable_seat_expects_to_lose_a_city_when_the_ship_is_near() -> None:
    g = _two_cities()
    knight(g, 1, D, strength=1, active=True)  # Catan 1 < barbarians 2: the barbarians win
    g.ck.barbarian = g.options.barbarian_steps - 1
    assert ck_score.barbarian_term(g, 0) == -ck_score.CITY_LOSS  # seat 0 contributes least (0)
    assert ck_score.barbarian_term(g, 1) == 0.0  # seat 1 contributes more than seat 0
    assert ck_score.barbarian_term(g, 2) == 0.0  # no city: not vulnerable


def test_CK_BARB_4_the_threat_fades_with_the_ship_far_away() -> None:
    g = _two_cities()
    g.ck.barbarian = 0
    far = ck_score.barbarian_term(g, 0)
    g.ck.barbarian = g.options.barbarian_steps - 1
    near = ck_score.barbarian_term(g, 0)
    assert near < far < 0.0


def test_CK_BARB_4_a_metropolis_city_is_not_vulnerable() -> None:
    g = _two_cities()
    g.ck.metropolis[0] = A  # seat 0's only city carries a metropolis
    g.ck.barbarian = g.options.barbarian_steps - 1
    assert ck_score.barbarian_term(g, 0) == 0.0
    assert ck_score.barbarian_term(g, 1) == -ck_score.CITY_LOSS


def test_CK_BARB_5_the_sole_best_defender_expects_a_defender_point() -> None:
    g = _two_cities()
    knight(g, 2, D, strength=2, active=True)  # Catan 2 >= barbarians 2, seat 2 the sole best
    g.ck.barbarian = g.options.barbarian_steps - 1
    assert ck_score.barbarian_term(g, 2) == ck_score.DEFENDER
    assert ck_score.barbarian_term(g, 0) == 0.0


def test_CK_KNIGHT_1_active_knights_are_worth_more_than_inactive_ones() -> None:
    g = blank()
    knight(g, 0, A, strength=2, active=False)
    knight(g, 1, B, strength=2, active=True)
    assert ck_score.score_term(g, 1) > ck_score.score_term(g, 0) > ck_score.score_term(g, 2) == 0.0


def test_CK_IMPR_1_levels_count_and_a_reachable_metropolis_counts_more() -> None:
    g = blank()
    g.ck.levels[0] = [3, 0, 0]
    g.ck.levels[1] = [1, 1, 1]
    assert ck_score.score_term(g, 0) > ck_score.score_term(g, 1) > ck_score.score_term(g, 2)


def test_CK_METRO_2_a_metropolis_held_at_level_5_is_out_of_reach() -> None:
    g = _two_cities()
    g.ck.levels[0] = [4, 0, 0]
    open_ = ck_score.score_term(g, 0)
    g.ck.levels[1] = [5, 0, 0]
    g.ck.metropolis[0] = B  # seat 1 holds it at level 5: seat 0 cannot take it any more (CK-METRO-3)
    assert ck_score.score_term(g, 0) < open_


def test_CK_PROG_2_progress_cards_count_up_to_the_hand_limit() -> None:
    g = blank()
    g.ck.progress[0] = ["alchemist"] * 4
    four = ck_score.score_term(g, 0)
    g.ck.progress[0] = ["alchemist"] * 6
    assert ck_score.score_term(g, 0) == four == ck_score.PROGRESS_CARD * 4


def test_CK_VP_1_the_heuristic_value_includes_the_rule_set_terms() -> None:
    g = blank()
    before = value(g, 0)
    g.ck.levels[0] = [2, 0, 0]
    assert value(g, 0) == before + 2 * ck_score.LEVEL


def test_TWO_ACT_2_trade_cards_count_and_the_single_rival_counts_in_full() -> None:
    g = engine.new_game({"players": 2}, 1)
    assert policy_of_state(g).rival_weight == 1.0
    assert two_player.score_term(g, 0) == two_player.TRADE_CARD * g.two.trade_cards[0]
    g.two.trade_cards[0] += 2
    assert score(g, 0) > 0.0 > score(g, 1)
    assert abs(score(g, 0) + score(g, 1)) < 1e-9  # a race of two: one's gain is the other's loss


def test_BASE_WIN_1_base_games_keep_the_shared_rival_weight_and_no_terms() -> None:
    g = engine.new_game({"players": 4}, 1)
    hooks = policy_of_state(g)
    assert hooks.rival_weight is None and hooks.score_terms == ()
    assert RIVAL_WEIGHT == 0.6


# --- players.rules.cities_and_knights.tactics: hard's stand against the barbarians ---------------------------------------


def _threatened(barbarian_left: int) -> engine.GameState:
    """Seat 0 (active, in its main step) and seat 1 own a city each; seat 1 has an active basic
    knight, seat 0 an inactive one and a grain: Catan 1 < barbarians 2, seat 0 contributes least."""
    g = _two_cities()
    empty_hands(g)
    knight(g, 1, D, strength=1, active=True)
    knight(g, 0, E, strength=1, active=False)
    give(g, 0, grain=1)
    g.ck.barbarian = g.options.barbarian_steps - barbarian_left
    return in_main(g)


def _table(g: engine.GameState, seat: int = 0) -> Table:
    return Table(engine.player_view(g, seat))


def test_CK_BARB_4_hard_activates_a_knight_that_saves_a_city_when_the_ship_is_near() -> None:
    g = _threatened(1)
    t = _table(g)
    assert ck_tactics.standing(t) == (True, False)
    assert ck_tactics.defend(t, random.Random(0), ("end_turn",)) == ("knight_activate", E)
    assert tactics.choose(t, random.Random(0)) == ("knight_activate", E)  # hard's heuristic plays it


def test_CK_BARB_4_no_stand_while_the_ship_is_far() -> None:
    g = _threatened(ck_tactics.DEFEND_IDLE + 1)
    assert ck_tactics.defend(_table(g), random.Random(0), ("end_turn",)) is None


def test_CK_BARB_4_a_build_comes_first_while_the_ship_is_not_yet_close() -> None:
    g = _threatened(ck_tactics.DEFEND_FIRST + 1)
    t = _table(g)
    assert ck_tactics.defend(t, random.Random(0), ("city", A)) is None
    assert ck_tactics.defend(t, random.Random(0), ("end_turn",)) == ("knight_activate", E)


def test_CK_BARB_5_no_knight_move_when_it_changes_nothing() -> None:
    g = _threatened(1)
    knight(g, 1, F, strength=1, active=True)  # Catan 2 >= 2 cities: nobody loses; seat 1 leads with 2
    assert ck_tactics.standing(_table(g)) == (False, False)
    assert ck_tactics.defend(_table(g), random.Random(0), ("end_turn",)) is None


def test_CK_BARB_5_hard_activates_to_become_the_sole_best_defender() -> None:
    g = _threatened(1)
    knight(g, 2, F, strength=1, active=True)  # Catan 2 >= 2 cities; seats 1 and 2 tie at 1
    g.ck.k_strength[E] = 2
    g.ck.rebuild(g.n)
    g.touch()
    t = _table(g)
    assert ck_tactics.standing(t, 2) == (False, True)
    assert ck_tactics.defend(t, random.Random(0), ("end_turn",)) == ("knight_activate", E)
