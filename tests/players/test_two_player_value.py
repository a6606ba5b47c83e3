"""The ``hard`` player's 2-player model (``players.rules.two_player.value``, ``PlayerHooks.win_chance``): fitted on
2-player games, zero-sum against the one rival, and judging both the search and the set-up there;
the base game's decisions stay exactly what they were.
"""

from __future__ import annotations

import hashlib
import pickle
import random

import engine
from engine.determinize import determinize
from engine.serialize import to_dict
from players import decide, search, setup_search
from players.budget import Budget
from players.match import play_game
from players.rules.two_player import value as two_value
from players.rulesets import policy_of_state
from players.table import Table
from players.value import STAGES


def _two_player_mid_game(seed: int = 3, turn: int = 14) -> engine.GameState:
    g = engine.new_game({"players": 2}, seed)
    rng = random.Random(seed)
    for _ in range(4000):
        if g.phase == "over" or (g.phase == "play" and g.step == "main" and g.turn >= turn):
            return g
        answering = [d["seat"] for d in engine.pending(g) if d["kind"] == "trade_response"]
        seat = answering[0] if answering else engine.must_act(g)[0]
        engine.apply_action(g, seat, decide(engine.player_view(g, seat), rng))
    raise AssertionError("position not reached")


def test_TWO_COMP_1_two_player_weights_match_the_features() -> None:
    """A feature added without refitting (bench/fit_value.py --players 2) would turn the model into 0.5."""
    for stage in STAGES:
        assert two_value._weights(stage) is not None, stage


def test_TWO_COMP_1_the_win_chance_is_zero_sum_against_the_single_rival() -> None:
    g = _two_player_mid_game()
    for stage in (None, *STAGES):
        mine, theirs = two_value.win_chance(g, 0, stage), two_value.win_chance(g, 1, stage)
        assert 0.0 < mine < 1.0 and abs(mine + theirs - 1.0) < 1e-9


def test_TWO_COMP_4_the_rival_s_points_count_against_one_s_own_chance() -> None:
    """Maximising one's win chance is maximising the lead over the one rival: a point more for the rival
    (one's own position unchanged) lowers one's chance as a point more for oneself raises it."""
    g = _two_player_mid_game()
    before = two_value.win_chance(g, 0)
    g.dev[1][4] += 1  # a Victory Point card for the rival
    assert two_value.win_chance(g, 0) < before
    g.dev[1][4] -= 1
    g.dev[0][4] += 1
    assert two_value.win_chance(g, 0) > before


def test_TWO_COMP_2_trade_cards_are_worth_something_in_the_fitted_model() -> None:
    g = _two_player_mid_game()
    before = two_value.win_chance(g, 0)
    g.two.trade_cards[0] = min(7, g.two.trade_cards[0] + 3)
    g.two.trade_cards[1] = 0
    assert two_value.win_chance(g, 0) > before


def test_TWO_COMP_1_a_finished_game_is_won_or_lost_outright() -> None:
    g = play_game({"players": 2}, 5, ["normal", "normal"])
    assert g.winner in (0, 1)
    assert two_value.win_chance(g, g.winner) == 1.0 and two_value.win_chance(g, 1 - g.winner) == 0.0


def test_TWO_COMP_1_hard_judges_2_player_positions_by_the_2_player_model() -> None:
    g = _two_player_mid_game()
    assert policy_of_state(g).win_chance is two_value.win_chance
    assert search.evaluate(g, 0) == two_value.win_chance(g, 0)
    base = engine.new_game({"players": 4}, 1)
    assert policy_of_state(base).win_chance is None  # the base game keeps players.value


def test_TWO_SETUP_3_hard_searches_the_2_player_set_up_within_its_move_budget() -> None:
    """The four real placements (P1, P2, P2, P1) are searched like the base game's, judged by the
    2-player model's set-up stage, around the neutral settlements already on the board."""
    g = engine.new_game({"players": 2}, 7)
    placements = 0
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        stats: dict = {}
        action = decide(engine.player_view(g, seat), random.Random(seat), strength="hard", iterations=5, stats=stats)
        assert action in engine.legal_actions(g, seat)
        assert stats["searched"] and 0 < stats["moves"] <= 500
        engine.apply_action(g, seat, action)
        placements += 1
    assert placements == 8  # 4 settlements and 4 roads


def test_TWO_SETUP_3_the_set_up_search_takes_the_spot_the_2_player_model_rates_best() -> None:
    """The first placement is the short-listed spot whose finished set-up the model rates best for the
    seat: each alternative, finished the same way, is judged no better."""
    g = engine.new_game({"players": 2}, 9)
    seat = g.active
    t = Table(engine.player_view(g, seat))
    state = determinize(t.view, random.Random(0))

    def judge(s: engine.GameState, p: int) -> float:
        return two_value.win_chance(s, p, "setup")

    chosen = setup_search.choose(t, state, Budget(10**6, None, None), judge)
    settles = [a for a in t.legal if a[0] == "settlement"]
    record = pickle.dumps(to_dict(state))
    values = {
        a: setup_search._finish(record, seat, a, Budget(10**6, None, None), own_later=True, judge=judge)
        for a in setup_search.short_list(t, settles, setup_search.SETTLEMENT_CANDIDATES)
    }
    assert chosen in values and values[chosen] == max(values.values())


def test_BASE_WIN_1_base_game_hard_decisions_are_unchanged_by_the_2_player_hooks() -> None:
    """Shared code (``players.search``, ``players.setup_search``) gained the 2-player hook: a base game
    played with ``hard`` makes the very decisions it made before (fingerprint taken on main before the
    change: every hard decision of one game, and one set-up placement at the default budget). Retaken
    when the base game's play changed on purpose (issue #22: no passive move or road in place of a build;
    an offer to the table before a bank trade, and one every turn that ends a card or two short)."""
    log: list = []

    def dec(view: dict, rng: random.Random, strength: str) -> tuple:
        action = decide(view, rng, strength=strength, iterations=4 if strength == "hard" else None)
        if strength == "hard":
            log.append(action)
        return action

    g = play_game({"players": 4}, 21, ["normal", "hard", "normal", "normal"], decider=dec)
    g2 = engine.new_game({"players": 3}, 8)
    first = decide(engine.player_view(g2, g2.active), random.Random(4), strength="hard")
    digest = hashlib.sha256(repr((log, g.winner, g.turn, first)).encode()).hexdigest()[:16]
    assert (len(log), g.winner, g.turn, first) == (98, 1, 54, ("settlement", 43))
    assert digest == "2312335797c137d1"


def test_TWO_SETUP_3_2_player_set_up_positions_are_determinised_exactly() -> None:
    """Set-up hides nothing but the other hand (empty until the second settlement) and the neutral
    settlements carry no road, so a sample shows both seats their views, and the rest of the set-up
    played on it ends where the real one does (pieces, trade cards of TWO-SETUP-4, hands)."""
    for seed in range(6):
        g = engine.new_game({"players": 2}, seed)
        moves = []
        while g.phase == "setup":
            seat = engine.must_act(g)[0]
            moves.append((seat, decide(engine.player_view(g, seat), random.Random(seed))))
            engine.apply_action(g, seat, moves[-1][1])
        final = [engine.player_view(g, v) for v in range(2)]
        g = engine.new_game({"players": 2}, seed)
        for k, (seat, action) in enumerate(moves):
            for viewer in range(2):
                view = engine.player_view(g, viewer)
                sample = determinize(view, random.Random(k))
                assert engine.player_view(sample, viewer) == view
                assert sample.setup_order() == g.setup_order() and sample.setup_index == g.setup_index
            sample = determinize(engine.player_view(g, seat), random.Random(k))
            for who, later in moves[k:]:
                engine.apply_action(sample, who, later)
            for viewer in range(2):
                view = engine.player_view(sample, viewer)
                for key in ("buildings", "roads", "phase", "step", "active", "two_player"):
                    assert view[key] == final[viewer][key], (seed, k, key)
                assert view["you"]["hand"] == final[viewer]["you"]["hand"]
            engine.apply_action(g, seat, action)


def test_TWO_COMP_4_the_search_values_blocking_the_single_rival() -> None:
    """Against one rival, hurting the rival is worth as much as helping oneself: the robber on a hex
    that only the rival's buildings touch raises the seat's value over the robber on the desert (the
    seat's own production is the same in both)."""
    g = _two_player_mid_game()
    me, rival = g.active, 1 - g.active
    desert = g.board.terrain.index(5)
    mine, theirs = g.building_mask[me], g.building_mask[rival]
    hexes = [
        h
        for h, corners in enumerate(g.topo.HEX_VERTICES)
        if g.board.terrain[h] < 5 and not any(mine >> v & 1 for v in corners) and any(theirs >> v & 1 for v in corners)
    ]
    assert hexes
    g.robber = desert
    g.touch()
    on_desert = search.evaluate(g, me)
    g.robber = hexes[0]
    g.touch()
    assert search.evaluate(g, me) > on_desert
    assert search.evaluate(g, rival) < 1.0 - on_desert + 1e-12
