"""Games to render: a beginner set-up, and a busy mid-game reached by a greedy builder policy."""

from __future__ import annotations

import pytest

import engine
from tests.rendering.helpers import ck_rolled, play_greedy


@pytest.fixture(scope="session")
def midgame() -> engine.GameState:
    """A game in play with all four colours, a city and many roads (the first seed that gives one, so
    a change in the engine's dice or rules cannot silently turn these tests into tests of an empty board)."""
    for seed in range(2, 40):
        game = play_greedy(seed, 200)
        view = engine.public_view(game)
        if (
            game.phase == "play"
            and len(view["buildings"]) >= 10
            and len(view["roads"]) >= 30
            and {seat for _v, seat, _k in view["buildings"]} == {0, 1, 2, 3}
            and any(kind == 2 for _v, _s, kind in view["buildings"])
        ):
            return game
    raise AssertionError("no busy mid-game found")


@pytest.fixture(scope="session")
def beginner() -> engine.GameState:
    return engine.new_game({"players": 4, "board": "beginner"}, seed=1)


@pytest.fixture()
def ck_game() -> engine.GameState:
    """A busy Cities & Knights mid-game right after a roll (see ``helpers.ck_rolled``)."""
    return ck_rolled()
