"""Small builders for C&K rule tests (``engine.testing`` builds positions from data; these are shortcuts)."""

from __future__ import annotations

import itertools
from typing import Any

import engine
from engine import topology as topo
from engine.rules.cities_and_knights.cards import DECK_CONTENTS
from engine.state import GameState

CK = {"expansion": "cities_and_knights"}


def ck_game(players: int = 4, seed: int = 5, **options: Any) -> GameState:
    """A C&K game on the beginner map whose set-up was played with the first legal choices;
    returned at turn 1, before the roll of the starting player."""
    g = engine.new_game({**CK, "players": players, "board": "beginner_map_free_placement", **options}, seed)
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    return g


def in_main(g: GameState) -> GameState:
    """Skip the roll: the active player is in the action phase (nothing owed)."""
    g.rolled = True
    g.step = "main"
    g.ck.stage = ""
    g.touch()
    return g


def give_card(g: GameState, seat: int, card: str) -> None:
    """Move one ``card`` from its deck into ``seat``'s progress hand (keeps the 18-per-deck count)."""
    deck = g.ck.decks[DECK_CONTENTS[card][0]]
    deck.remove(card)
    g.ck.progress[seat].append(card)
    g.touch()


def give(g: GameState, seat: int, **cards: int) -> None:
    """Move cards from the bank to a hand, e.g. ``give(g, 0, ore=3, cloth=1)``."""
    from engine.rules.cities_and_knights.constants import CARD_NAMES

    for name, count in cards.items():
        c = CARD_NAMES.index(name)
        g.bank[c] -= count
        g.hands[seat][c] += count
    g.touch()


def empty_hands(g: GameState) -> None:
    for p in range(g.n):
        for c in range(8):
            g.bank[c] += g.hands[p][c]
            g.hands[p][c] = 0
    g.touch()


def play(g: GameState, seat: int, action: tuple[Any, ...]) -> list[dict[str, Any]]:
    return engine.apply_action(g, seat, action)


# --- positions by hand ---------------------------------------------------------------------------


def blank(players: int = 4, **options: Any) -> GameState:
    """A C&K game on the beginner map with no pieces and empty hands, at seat 0's roll of turn 1."""
    g = engine.new_game({**CK, "players": players, "board": "beginner_map_free_placement", **options}, 11)
    g.phase, g.step, g.turn, g.active, g.first = "play", "pre_roll", 1, 0, 0
    g.touch()
    return g


def settlement(g: GameState, seat: int, v: int) -> None:
    from engine.rules.building import place_settlement

    place_settlement(g, seat, v)
    g.touch()


def city(g: GameState, seat: int, v: int) -> None:
    from engine.rules.building import place_city, place_settlement

    if not g.building[v]:
        place_settlement(g, seat, v)
    place_city(g, seat, v)
    g.touch()


def road(g: GameState, seat: int, *vertices: int) -> None:
    """Roads along a chain of intersections: road(g, 0, 1, 2, 3) builds 1-2 and 2-3."""
    from engine.rules.building import place_road

    for a, b in itertools.pairwise(vertices):
        place_road(g, seat, topo.EDGE_INDEX[(min(a, b), max(a, b))])
    g.touch()


def knight(g: GameState, seat: int, v: int, strength: int = 1, active: bool = False) -> None:
    from engine.rules.cities_and_knights.knights import put

    put(g, seat, v, strength, int(active))
    g.touch()


class FixedDice:
    """Stands in for the game's RNG: die() and below() return queued values (tests only); dice() and
    three_dice() draw as the real generator's do (two dice; two dice and the event die as ``below(6) + 1``)."""

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)

    def die(self) -> int:
        return self.values.pop(0)

    def below(self, n: int) -> int:
        v = self.values.pop(0)
        assert 0 <= v < n
        return v

    def dice(self) -> tuple[int, int]:
        return self.die(), self.die()

    def three_dice(self) -> tuple[int, int, int]:
        return self.die(), self.die(), self.below(6) + 1


def roll(g: GameState, red: int, yellow: int, event: int, *more: int) -> list[dict[str, Any]]:
    """Roll with fixed dice: event face 0-2 ship, 3 trade (yellow), 4 politics (blue), 5 science (green).
    ``more`` feeds later random draws (robber steals). The game's RNG is restored afterwards."""
    real = g.rng
    g.rng = FixedDice([red, yellow, event, *more])  # type: ignore[assignment]
    try:
        return engine.apply_action(g, g.active, ("roll",))
    finally:
        g.rng = real


def answer_all(g: GameState, pick: Any = None) -> None:
    """Answer every open decision (first option, or ``pick(seat, options)``)."""
    while g.ck.pending:
        seat = engine.must_act(g)[0]
        options = [a for a in engine.legal_actions(g, seat) if a[0] == "answer"]
        engine.apply_action(g, seat, pick(seat, options) if pick else options[0])
