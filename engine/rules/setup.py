"""Creating a game and the set-up phase (BASE-SETUP-1..13, BOARD-BEG-*, BOARD-VAR-*)."""

from __future__ import annotations

from engine import topology as topo
from engine.board import Board, beginner_board, beginner_pieces, variable_board
from engine.constants import CARDS_PER_RESOURCE, COLOURS, DEV_DECK_COUNTS
from engine.options import Options
from engine.rng import Rng
from engine.rules import two_player
from engine.rules.building import place_road, place_settlement
from engine.rules.production import starting_resources
from engine.state import (
    MAIN,
    PHASE_PLAY,
    PHASE_SETUP,
    PRE_ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    GameState,
)


def default_colours(players: int) -> list[str]:
    """Seat colours. With 3 players red is left out (BASE-SETUP-5)."""
    return list(COLOURS) if players == 4 else [c for c in COLOURS if c != "red"][:players]


def new_game(options: Options, seed: int) -> GameState:
    if options.expansion != "base":
        from engine.expansions import get

        return get(options.expansion).new_game(options, seed)
    s = empty_game(options, seed, [CARDS_PER_RESOURCE] * 5)
    deck = [card for card, count in enumerate(DEV_DECK_COUNTS) for _ in range(count)]
    s.rng.shuffle(deck)
    s.deck = deck
    s.rebuild_derived()
    if options.players == 2:
        # TWO-SETUP-1/2: neutral players and trade cards; then the set-up phase, even on the beginner map.
        two_player.prepare(s)
    if options.board == "beginner" and s.two is None:
        _beginner_start(s)
    else:
        begin_setup(s)
    s.touch()
    return s


def empty_game(options: Options, seed: int, bank: list[int]) -> GameState:
    """A game before anything is placed, common to every rule set: the board (drawn first from the
    seed's RNG), the robber on the desert (BASE-SETUP-1, BOARD-BEG-2, BOARD-VAR-3), ``bank`` in the
    bank and empty hands as wide, no development cards yet. Derived data is left to the caller, who
    adds the rule set's own cards first."""
    rng = Rng(seed)
    board: Board
    if options.board == "variable":
        board = variable_board(rng, options.number_placement, options.spiral_corner)
    else:
        board = beginner_board()
    n = options.players
    s = GameState()
    s.options, s.board, s.rng = options, board, rng
    s.colours = default_colours(n)
    s.owner = [-1] * topo.N_VERTEX
    s.building = [0] * topo.N_VERTEX
    s.roads = [-1] * topo.N_EDGE
    s.robber = board.desert
    s.bank = bank
    s.hands = [[0] * len(bank) for _ in range(n)]
    s.dev = [[0] * 5 for _ in range(n)]
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
    s.ck = None
    s.turn = 0
    s.setup_index = 0
    s.last_settlement = -1
    s.two = None
    return s


def begin_setup(s: GameState) -> None:
    """The set-up phase starts with the player who rolls highest (BASE-SETUP-8)."""
    s.first = _roll_for_first(s)
    s.active = s.first
    s.phase = PHASE_SETUP
    s.step = SETUP_SETTLEMENT
    s.emit({"type": "setup_started", "first": s.first})


def _roll_for_first(s: GameState) -> int:
    """BASE-SETUP-8 with BASE-AMB-6: highest total starts; only the tied highest re-roll."""
    contenders = list(range(s.n))
    rolls: list[list[int]] = []
    while len(contenders) > 1:
        totals = {p: s.rng.die() + s.rng.die() for p in contenders}
        rolls.append([totals.get(p, 0) for p in range(s.n)])
        best = max(totals.values())
        contenders = [p for p in contenders if totals[p] == best]
    s.emit({"type": "starting_player_rolls", "rounds": rolls, "first": contenders[0]})
    return contenders[0]


def _beginner_start(s: GameState) -> None:
    """BASE-SETUP-4..7: fixed pieces and starting hands; no set-up phase."""
    for seat, colour in enumerate(s.colours):
        (star_v, star_e), (v2, e2) = beginner_pieces(colour)
        for v, e in ((star_v, star_e), (v2, e2)):
            place_settlement(s, seat, v)
            place_road(s, seat, e)
        starting_resources(s, seat, star_v)
    s.first = s.options.first_player
    s.active = s.first
    s.setup_index = 2 * s.n
    s.phase = PHASE_PLAY
    s.turn = 1
    s.step = PRE_ROLL
    s.emit({"type": "turn_started", "seat": s.active, "turn": 1})


def setup_settlement(s: GameState, seat: int, vertex: int) -> None:
    s.emit({"type": "built", "seat": seat, "piece": "settlement", "at": vertex, "setup": True})
    place_settlement(s, seat, vertex)  # events of what a piece causes follow the piece's own
    if s.setup_index >= s.n:  # second round: BASE-SETUP-11
        starting_resources(s, seat, vertex)
    s.last_settlement = vertex
    s.step = SETUP_ROAD


def setup_road(s: GameState, seat: int, edge: int) -> None:
    s.emit({"type": "built", "seat": seat, "piece": "road", "at": edge, "setup": True})
    place_road(s, seat, edge)
    s.setup_index += 1
    s.last_settlement = -1
    if s.setup_index >= 2 * s.n:  # BASE-SETUP-13
        s.phase = PHASE_PLAY
        s.turn = 1
        s.active = s.first
        s.step = PRE_ROLL
        s.emit({"type": "turn_started", "seat": s.active, "turn": 1})
    else:
        s.active = s.setup_order()[s.setup_index]
        s.step = SETUP_SETTLEMENT
