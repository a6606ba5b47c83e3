"""Small builders for C&K rule tests (``engine.testing`` builds positions from data; these are shortcuts)."""

from __future__ import annotations

from typing import Any

import engine
from engine.rules.cities_knights.cards import DECK_CONTENTS
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
    from engine.rules.cities_knights.constants import CARD_NAMES

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
