import random

import engine
from engine.bots import greedy_action, random_action


def test_bots_only_choose_legal_actions_and_finish_games() -> None:
    for seed, bot in ((1, greedy_action), (2, random_action), (3, greedy_action)):
        g = engine.new_game({"players": 3, "vp_target": 6}, seed)
        rng = random.Random(seed)
        for _ in range(20_000):
            if g.phase == "over":
                break
            seat = engine.must_act(g)[0]
            action = bot(g, seat, rng)
            assert action in engine.legal_actions(g, seat)
            engine.apply_action(g, seat, action)
        assert g.winner >= 0


def test_bots_play_the_two_player_variant_to_a_winner() -> None:
    for seed, bot in ((4, greedy_action), (5, random_action), (6, greedy_action)):
        g = engine.new_game({"players": 2}, seed)
        rng = random.Random(seed)
        used = set()
        for _ in range(30_000):
            if g.phase == "over":
                break
            seat = engine.must_act(g)[0]
            action = bot(g, seat, rng)
            assert action in engine.legal_actions(g, seat)
            used.add(action[0])
            engine.apply_action(g, seat, action)
        assert g.winner in (0, 1)
        assert {"neutral_road"} <= used
