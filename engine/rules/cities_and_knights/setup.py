"""A new Cities & Knights game and its set-up (CK-SETUP-1..8).

Round 1 is the base game's (a settlement and a road each, clockwise); round 2 goes counterclockwise
and each player places a **city** (distance rule as for a settlement) and a road touching it, and
takes one resource per land hex touching that city. The starting player then takes the first turn.
"""

from __future__ import annotations

from engine.constants import CARDS_PER_RESOURCE
from engine.options import Options
from engine.rng import Rng
from engine.rules.building import place_city, place_settlement
from engine.rules.cities_and_knights.cards import DECK_CONTENTS
from engine.rules.cities_and_knights.constants import CARDS_PER_COMMODITY
from engine.rules.cities_and_knights.record import CkState
from engine.rules.production import starting_resources
from engine.rules.setup import setup_road as base_setup_road
from engine.rules.setup import setup_settlement as setup_settlement  # CK-SETUP-5: round 1 is the base game's
from engine.state import SETUP_ROAD, SETUP_SETTLEMENT, GameState

SETUP_CITY = "ck_setup_city"


def new_decks(rng: Rng) -> list[list[str]]:
    """CK-SETUP-2: three decks split by colour, each shuffled on its own (top = end of the list)."""
    decks: list[list[str]] = [[], [], []]
    for card, (deck, count) in sorted(DECK_CONTENTS.items()):
        decks[deck].extend([card] * count)
    for d in decks:
        rng.shuffle(d)
    return decks


def bank(options: Options) -> list[int]:
    """CK-SETUP-2: commodities in the bank beside the resources."""
    return [CARDS_PER_RESOURCE] * 5 + [CARDS_PER_COMMODITY] * 3


def deal(s: GameState) -> None:
    """CK-SETUP-2: the progress decks, after the board, from the game's RNG; CK-GEN-2: no development
    cards. The board, robber and set-up (CK-SETUP-1/4) are the base game's."""
    s.ck = CkState.new(s.options.players, new_decks(s.rng), s.topo.N_VERTEX)


def setup_city(s: GameState, seat: int, vertex: int) -> None:
    """CK-SETUP-6/7: round 2, a city obeying the distance rule; one resource per touching land hex."""
    place_settlement(s, seat, vertex)
    place_city(s, seat, vertex)
    s.emit({"type": "built", "seat": seat, "piece": "city", "at": vertex, "setup": True})
    starting_resources(s, seat, vertex)
    s.last_settlement = vertex
    s.step = SETUP_ROAD


def setup_road(s: GameState, seat: int, edge: int) -> None:
    """The base game's set-up road (CK-SETUP-8: the starting player placed last and begins); round 2
    places cities (CK-SETUP-6)."""
    base_setup_road(s, seat, edge)
    if s.step == SETUP_SETTLEMENT and s.setup_index >= s.n:
        s.step = SETUP_CITY
