"""Built-in players: legal choices for every decision, sensible answers, views only, whole games."""

from __future__ import annotations

import random

import pytest

import engine
from engine.determinize import determinize
from engine.rules import trade
from players import STRENGTHS, decide, wants_to_act
from players.match import play_game
from tests.engine.helpers import beginner, counts, give, roll, take_all, to_main

FAST = {"iterations": 3}  # hard's search in unit tests: few samples, same code path


def _decide(g: engine.GameState, seat: int, strength: str, seed: int = 1) -> tuple:
    return decide(engine.player_view(g, seat), random.Random(seed), strength=strength, **FAST)


def _is_acceptable(g: engine.GameState, seat: int, action: tuple) -> bool:
    if action[0] in ("offer", "counter"):
        copy = engine.from_json(engine.to_json(g))
        engine.apply_action(copy, seat, action)  # raises when the engine refuses it
        return True
    return action in engine.legal_actions(g, seat)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_TURN_every_decision_of_mixed_games_is_legal(strength: str) -> None:
    """At every decision of games among all strengths, each player's choice is accepted by the engine."""
    for seed in range(2):
        g = engine.new_game({"players": 4}, seed)
        seats = [strength, "normal", "easy", strength]
        rngs = [random.Random(seed + s) for s in range(4)]
        for _ in range(1500):
            if g.phase == "over":
                break
            answering = [d["seat"] for d in engine.pending(g) if d["kind"] == "trade_response"]
            seat = answering[0] if answering else engine.must_act(g)[0]
            view = engine.player_view(g, seat)
            assert wants_to_act(view)
            action = decide(view, rngs[seat], strength=seats[seat], **FAST)
            assert _is_acceptable(g, seat, action), action
            engine.apply_action(g, seat, action)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_ROBBER_3_discard_keeps_what_builds_need(strength: str) -> None:
    g = beginner()
    take_all(g, 1)
    give(g, 1, counts(ore=3, grain=2, brick=1, wool=4))  # 10 cards: discard 5
    roll(g, 7)
    assert g.step == "discard"
    action = _decide(g, 1, strength)
    assert action[0] == "discard" and sum(action[1]) == 5
    assert _is_acceptable(g, 1, action)
    if strength != "easy":
        kept = [h - d for h, d in zip(g.hands[1], action[1], strict=True)]
        assert kept[2] >= 3 and kept[3] >= 2, kept  # the city stays buildable


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_ROBBER_5_robber_and_steal_hurt_an_opponent(strength: str) -> None:
    g = beginner()
    for seat in range(4):
        give(g, seat, counts(wool=2))
    roll(g, 7)
    while g.step == "discard":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, _decide(g, seat, strength))
    assert g.step == "move_robber"
    action = _decide(g, g.active, strength)
    assert action[0] == "robber"
    from engine import topology as topo

    owners = {g.owner[v] for v in topo.HEX_VERTICES[action[1]] if g.building[v]}
    if strength != "easy":
        assert owners and g.active not in owners
    engine.apply_action(g, g.active, action)
    if g.step == "steal":
        steal = _decide(g, g.active, strength)
        assert steal[0] == "steal" and steal[1] != g.active


def _offer_to(g: engine.GameState, proposer: int, give_c: tuple, get_c: tuple, to: int) -> int:
    engine.apply_action(g, proposer, ("offer", give_c, get_c, to))
    return g.offers[-1].id


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_BASE_TRADE_2_accepts_a_trade_that_completes_a_city(strength: str) -> None:
    g = beginner()
    to_main(g)
    active = g.active
    bot = (active + 1) % 4
    take_all(g, bot)
    give(g, bot, counts(ore=2, grain=2, wool=3))
    give(g, active, counts(ore=1))
    oid = _offer_to(g, active, counts(ore=1), counts(wool=1), bot)
    assert _decide(g, bot, strength) == ("accept", oid)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_TRADE_2_declines_a_trade_that_breaks_its_city(strength: str) -> None:
    g = beginner()
    to_main(g)
    active = g.active
    bot = (active + 1) % 4
    take_all(g, bot)
    give(g, bot, counts(ore=3, grain=2))
    give(g, active, counts(wool=2))
    oid = _offer_to(g, active, counts(wool=2), counts(ore=1), bot)
    action = _decide(g, bot, strength)
    assert action[0] in ("decline", "counter") and action[1] == oid
    assert _is_acceptable(g, bot, action)


def test_BASE_TRADE_2_no_help_for_a_player_about_to_win() -> None:
    g = beginner(vp_target=4)  # every beginner seat starts with 2 VP: 2 short of winning
    to_main(g)
    active = g.active
    bot = (active + 1) % 4
    take_all(g, bot)
    give(g, bot, counts(ore=2, grain=2, wool=3))
    give(g, active, counts(ore=1))
    oid = _offer_to(g, active, counts(ore=1), counts(wool=1), bot)
    assert _decide(g, bot, "normal") == ("decline", oid)


def test_BASE_TRADE_2_active_bot_confirms_an_accepted_offer() -> None:
    g = beginner()
    to_main(g)
    active = g.active
    take_all(g, active)
    give(g, active, counts(ore=2, grain=2, wool=2))
    other = (active + 1) % 4
    give(g, other, counts(ore=1))
    oid = _offer_to(g, active, counts(wool=1), counts(ore=1), other)
    engine.apply_action(g, other, ("accept", oid))
    assert trade.find_offer(g, oid) is not None
    assert _decide(g, active, "normal") == ("confirm", oid, other)


def test_BASE_TRADE_2_offers_are_made_at_a_modest_rate() -> None:
    g = beginner()
    to_main(g)
    active = g.active
    take_all(g, active)
    give(g, active, counts(ore=2, grain=2, wool=2, lumber=1))  # one ore short of a city
    view = engine.player_view(g, active)
    actions = [decide(view, random.Random(s), strength="normal") for s in range(200)]
    offers = [a for a in actions if a[0] == "offer"]
    assert 0 < len(offers) < 120
    for a in offers:
        assert a[2][2] == 1  # it asks for the missing ore
        assert _is_acceptable(g, active, a)


def _hidden_twin(g: engine.GameState, seat: int, seed: int) -> engine.GameState:
    """The same game with every card ``seat`` cannot see dealt differently (counts kept)."""
    twin = engine.from_json(engine.to_json(g))
    rng = random.Random(seed)
    others = [p for p in range(twin.n) if p != seat]
    pool = [r for p in others for r in range(5) for _ in range(twin.hands[p][r])]
    rng.shuffle(pool)
    for p in others:
        size = sum(twin.hands[p])
        twin.hands[p] = [0] * 5
        for _ in range(size):
            twin.hands[p][pool.pop()] += 1
    rng.shuffle(twin.deck)
    twin.rng.seed ^= 0x5DEECE66D  # different future dice too
    twin.touch()
    return twin


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_INFO_1_decisions_depend_on_the_view_only(strength: str) -> None:
    """Two games that differ only in what the seat cannot see get the same decisions for the same seed."""
    rng = random.Random(5)
    g = engine.new_game({"players": 4}, 21)
    checked = 0
    for _ in range(900):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        if g.phase == "play" and rng.random() < 0.15:
            twin = _hidden_twin(g, seat, rng.randrange(1 << 30))
            assert engine.to_json(twin) != engine.to_json(g) or not any(sum(g.hands[p]) for p in range(4))
            assert engine.player_view(twin, seat) == engine.player_view(g, seat)
            assert _decide(twin, seat, strength, seed=9) == _decide(g, seat, strength, seed=9)
            checked += 1
        engine.apply_action(g, seat, _decide(g, seat, "normal", seed=rng.randrange(1 << 30)))
    assert checked >= 10


def test_determinize_shows_the_seat_exactly_its_view() -> None:
    rng = random.Random(3)
    g = engine.new_game({"players": 4}, 8)
    checked = 0
    for _ in range(1200):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        if g.phase == "play":
            for viewer in range(4):
                view = engine.player_view(g, viewer)
                sample = determinize(view, random.Random(checked))
                assert engine.player_view(sample, viewer) == view
                # conservation: 19 of each resource, 25 development cards in all
                for r in range(5):
                    assert sample.bank[r] + sum(h[r] for h in sample.hands) == 19
                played = sum(sample.knights)
                assert sum(map(sum, sample.dev)) + len(sample.deck) + played <= 25
                checked += 1
        engine.apply_action(g, seat, _decide(g, seat, "normal", seed=rng.randrange(1 << 30)))
    assert checked > 100


def test_determinize_refuses_the_public_view() -> None:
    g = engine.new_game({"players": 4}, 1)
    with pytest.raises(ValueError):
        determinize(engine.public_view(g), random.Random(0))


def test_hard_is_deterministic_for_a_seed_and_iteration_budget() -> None:
    g = beginner()
    to_main(g)
    give(g, g.active, counts(brick=2, lumber=2, ore=2, grain=2, wool=2))
    view = engine.player_view(g, g.active)
    first = [decide(view, random.Random(s), strength="hard", iterations=6) for s in range(4)]
    again = [decide(view, random.Random(s), strength="hard", iterations=6) for s in range(4)]
    assert first == again


def test_unknown_strength_is_refused() -> None:
    g = beginner()
    with pytest.raises(ValueError):
        decide(engine.player_view(g, g.active), random.Random(0), strength="godlike")


@pytest.mark.parametrize("strength", STRENGTHS)
def test_BASE_WIN_2_complete_games_reach_a_winner(strength: str) -> None:
    for seed in range(2):
        g = play_game({"players": 4}, seed, [strength] * 4, decider=lambda v, r, s: decide(v, r, strength=s, **FAST))
        assert g.phase == "over" and g.winner >= 0
        assert g.victory_points(g.winner) >= 10


def test_normal_beats_random_players() -> None:
    """A small tournament that can fail: normal must win most 4-player games against random players."""
    wins = 0
    for i in range(12):
        seats = ["random"] * 4
        seats[i % 4] = "normal"
        g = play_game({"players": 4}, 300 + i, seats)
        wins += g.winner == i % 4
    assert wins >= 9
