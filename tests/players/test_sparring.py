"""The bench's sparring partner (expectimax over a hand-written value) and tables without domestic trades."""

from __future__ import annotations

import random

import pytest

import engine
from players import sparring
from players.match import play_game
from tests.engine.helpers import beginner, counts, give, to_main
from tests.players.test_players import _hidden_twin


def test_BASE_TURN_sparring_finishes_games_with_legal_moves_only() -> None:
    """Every decision of a game of sparring partners and normal players is accepted by the engine."""
    g = engine.new_game({"players": 4}, 3)
    seats = ["sparring", "normal", "sparring", "normal"]
    rngs = [random.Random(s) for s in range(4)]
    from players import decide

    for _ in range(4000):
        if g.phase == "over":
            break
        answering = [d["seat"] for d in engine.pending(g) if d["kind"] == "trade_response"]
        seat = answering[0] if answering else engine.must_act(g)[0]
        view = engine.player_view(g, seat)
        if seats[seat] == "sparring":
            action = sparring.decide(view, rngs[seat])
            assert action in engine.legal_actions(g, seat), action
            assert action[0] not in ("offer", "counter")  # it never proposes a domestic trade
        else:
            action = decide(view, rngs[seat], strength="normal")
        engine.apply_action(g, seat, action)
    assert g.phase == "over" and g.winner >= 0


def test_BASE_INFO_1_sparring_decides_from_the_view_only() -> None:
    """Two games that differ only in what the seat cannot see get the same decision for the same seed."""
    rng = random.Random(4)
    g = engine.new_game({"players": 4}, 22)
    checked = 0
    for _ in range(700):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        if g.phase == "play" and g.step == "main" and rng.random() < 0.3:
            twin = _hidden_twin(g, seat, rng.randrange(1 << 30))
            assert engine.player_view(twin, seat) == engine.player_view(g, seat)
            mine = sparring.decide(engine.player_view(g, seat), random.Random(9))
            assert sparring.decide(engine.player_view(twin, seat), random.Random(9)) == mine
            checked += 1
        engine.apply_action(g, seat, sparring.decide(engine.player_view(g, seat), random.Random(rng.random())))
    assert checked >= 5


def test_BASE_BUILD_sparring_builds_a_city_it_can_afford() -> None:
    """The value function makes a city worth its point and its doubled production."""
    g = beginner()
    to_main(g)
    seat = g.active
    give(g, seat, counts(ore=3, grain=2))
    action = sparring.decide(engine.player_view(g, seat), random.Random(0))
    assert action[0] == "city", action


def test_BASE_TRADE_2_tables_without_trades_decline_every_offer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seats that ignore offers never accept, counter or propose, so no domestic trade is concluded,
    while the same games with trades do conclude some (the option changes something)."""
    seen: list[tuple[int, tuple]] = []
    apply = engine.apply_action

    def spy(g: engine.GameState, seat: int, action: tuple) -> list:
        seen.append((seat, tuple(action)))
        return apply(g, seat, action)

    monkeypatch.setattr(engine, "apply_action", spy)
    for ignore in ((1, 2, 3), ()):
        seen.clear()
        for seed in range(3):
            g = play_game({"players": 4}, seed, ["normal"] * 4, ignore_offers=ignore)
            assert g.phase == "over"
        trade_moves = [(s, a) for s, a in seen if a[0] in ("offer", "counter", "accept")]
        if ignore:
            assert all(s == 0 and a[0] == "offer" for s, a in trade_moves)
            assert not [a for _, a in seen if a[0] == "confirm"]
        else:
            assert [a for _, a in seen if a[0] == "confirm"]
