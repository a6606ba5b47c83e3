"""Built-in players in Cities & Knights and the 2-player variant: every decision legal, games finish."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine.errors import InvalidOptions
from players import STRENGTHS, decide
from players.match import play_game
from tests.engine.ck.helpers import ck_game, empty_hands, give, in_main, roll

FAST = {"iterations": 3}


def _kinds_of_game(options: dict, seats: list[str], seed: int) -> tuple[engine.GameState, Counter]:
    kinds: Counter = Counter()

    def decider(view: dict, rng: random.Random, strength: str) -> tuple:
        action = decide(view, rng, strength=strength, **FAST)
        kinds[action[0]] += 1
        return action

    return play_game(options, seed, seats, decider=decider, max_moves=12_000), kinds


@pytest.mark.parametrize("strength", STRENGTHS)
def test_CK_WIN_1_games_among_bots_reach_a_winner(strength: str) -> None:
    g, kinds = _kinds_of_game({"expansion": "cities_and_knights"}, [strength, "normal", strength, "easy"], 3)
    assert g.phase == "over" and g.winner >= 0
    assert g.victory_points(g.winner) >= g.options.vp_target
    assert kinds["answer"] > 0  # owed decisions were answered by the bots themselves


def test_CK_IMPROVE_normal_improves_cities_hires_and_activates_knights() -> None:
    kinds: Counter = Counter()
    for seed in range(2):
        _, k = _kinds_of_game({"expansion": "cities_and_knights"}, ["normal"] * 4, 20 + seed)
        kinds += k
    assert kinds["improve"] > 0 and kinds["knight_hire"] > 0 and kinds["knight_activate"] > 0


def test_CK_BARB_discard_answers_give_away_the_least_useful_card() -> None:
    g = in_main(ck_game())
    empty_hands(g)
    seat = (g.active + 1) % 4
    give(g, seat, ore=3, grain=2, wool=4, cloth=1)
    g.step, g.rolled, g.ck.stage = "pre_roll", False, ""
    g.touch()
    roll(g, 3, 4, 0)  # a 7
    owed = [d for d in engine.pending(g) if d["seat"] == seat]
    assert owed and owed[0]["kind"] == "discard"
    gave: list[int] = []
    while any(d["seat"] == seat and d["kind"] == "discard" for d in engine.pending(g)):
        action = decide(engine.player_view(g, seat), random.Random(0), strength="normal")
        assert action[0] == "answer" and action in engine.legal_actions(g, seat)
        gave.append(action[2])
        engine.apply_action(g, seat, action)
    assert len(gave) == 5
    assert g.hands[seat][2] >= 3 and g.hands[seat][3] >= 2  # ore and grain for the city stay


def _two_available() -> bool:
    try:
        engine.new_game({"players": 2}, 1)
    except InvalidOptions:
        return False
    return True


@pytest.mark.skipif(not _two_available(), reason="the 2-player engine (branch two) is not merged here yet")
@pytest.mark.parametrize("strength", STRENGTHS)
def test_TWO_games_among_bots_reach_a_winner_with_neutral_placements(strength: str) -> None:
    g, kinds = _kinds_of_game({"players": 2}, [strength, "normal"], 4)
    assert g.phase == "over" and g.winner >= 0
    assert kinds["neutral_road"] + kinds["neutral_settlement"] > 0
