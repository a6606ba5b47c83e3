"""A new Cities & Knights game and its set-up (CK-SETUP-1..8).

Round 1 is the base game's (a settlement and a road each, clockwise); round 2 goes counterclockwise
and each player places a **city** (distance rule as for a settlement) and a road touching it, and
takes one resource per land hex touching that city. The starting player then takes the first turn.
"""

from __future__ import annotations

from engine import topology as topo
from engine.board import Board, beginner_board, variable_board
from engine.constants import CARDS_PER_RESOURCE
from engine.options import Options
from engine.rng import Rng
from engine.rules.building import place_city, place_road, place_settlement
from engine.rules.cities_knights.cards import DECK_CONTENTS
from engine.rules.cities_knights.constants import CARDS_PER_COMMODITY, N_CARDS
from engine.rules.cities_knights.production import starting_resources
from engine.rules.cities_knights.record import CkState
from engine.rules.setup import _roll_for_first, default_colours
from engine.state import MAIN, PHASE_PLAY, PHASE_SETUP, PRE_ROLL, SETUP_ROAD, SETUP_SETTLEMENT, GameState

SETUP_CITY = "ck_setup_city"


def new_decks(rng: Rng) -> list[list[str]]:
    """CK-SETUP-2: three decks split by colour, each shuffled on its own (top = end of the list)."""
    decks: list[list[str]] = [[], [], []]
    for card, (deck, count) in sorted(DECK_CONTENTS.items()):
        decks[deck].extend([card] * count)
    for d in decks:
        rng.shuffle(d)
    return decks


def new_game(options: Options, seed: int) -> GameState:
    rng = Rng(seed)
    board: Board = (
        variable_board(rng, options.number_placement, options.spiral_corner)
        if options.board == "variable"
        else beginner_board()
    )
    n = options.players
    s = GameState()
    s.options, s.board, s.rng = options, board, rng
    s.colours = default_colours(n)
    s.owner = [-1] * topo.N_VERTEX
    s.building = [0] * topo.N_VERTEX
    s.roads = [-1] * topo.N_EDGE
    s.robber = board.desert  # CK-SETUP-1
    s.bank = [CARDS_PER_RESOURCE] * 5 + [CARDS_PER_COMMODITY] * 3  # CK-SETUP-2
    s.hands = [[0] * N_CARDS for _ in range(n)]
    s.dev = [[0] * 5 for _ in range(n)]  # CK-GEN-2: no development cards
    s.dev_new = [0] * 5
    s.deck = []
    s.knights = [0] * n
    s.vp_revealed = [0] * n
    s.dev_played = s.rolled = s.trade_closed = False
    s.dice = None
    s.lr_holder = s.la_holder = -1
    s.discard_owed = [0] * n
    s.discard_choice = [None] * n
    s.resume_step = MAIN
    s.free_roads = 0
    s.offers = []
    s.next_offer_id = 1
    s.winner = -1
    s.turn = 0
    s.setup_index = 0
    s.last_settlement = -1
    s.ck = CkState.new(n, new_decks(rng))
    s.two = None  # the 2-player variant is a base-game variant only (TWO issue: C&K with two is refused)
    s.rebuild_derived()
    s.first = _roll_for_first(s)  # CK-SETUP-4
    s.active = s.first
    s.phase = PHASE_SETUP
    s.step = SETUP_SETTLEMENT
    s.emit({"type": "setup_started", "first": s.first})
    s.touch()
    return s


def setup_settlement(s: GameState, seat: int, vertex: int) -> None:
    """CK-SETUP-5: round 1, a settlement."""
    place_settlement(s, seat, vertex)
    s.emit({"type": "built", "seat": seat, "piece": "settlement", "at": vertex, "setup": True})
    s.last_settlement = vertex
    s.step = SETUP_ROAD


def setup_city(s: GameState, seat: int, vertex: int) -> None:
    """CK-SETUP-6/7: round 2, a city obeying the distance rule; one resource per touching land hex."""
    place_settlement(s, seat, vertex)
    place_city(s, seat, vertex)
    s.emit({"type": "built", "seat": seat, "piece": "city", "at": vertex, "setup": True})
    starting_resources(s, seat, vertex)
    s.last_settlement = vertex
    s.step = SETUP_ROAD


def setup_road(s: GameState, seat: int, edge: int) -> None:
    place_road(s, seat, edge)
    s.emit({"type": "built", "seat": seat, "piece": "road", "at": edge, "setup": True})
    s.setup_index += 1
    s.last_settlement = -1
    if s.setup_index >= 2 * s.n:  # CK-SETUP-8: the starting player placed last and begins
        s.phase = PHASE_PLAY
        s.turn = 1
        s.active = s.first
        s.step = PRE_ROLL
        s.emit({"type": "turn_started", "seat": s.active, "turn": 1})
    else:
        s.active = s.setup_order()[s.setup_index]
        s.step = SETUP_CITY if s.setup_index >= s.n else SETUP_SETTLEMENT
