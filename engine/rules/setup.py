"""Creating a game and the set-up phase (BASE-SETUP-1..13, BOARD-BEG-*, BOARD-VAR-*)."""

from __future__ import annotations

from engine import maps, rulesets
from engine.board import beginner_pieces, deal
from engine.constants import COLOURS
from engine.options import Options
from engine.rng import Rng
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
    """A new game of the rule sets the options select, through their hooks: the bank's cards, the
    decks dealt from the seed's RNG after the board, preparations (neutral colours, records), and how
    play starts (set-up phase or the beginner map's fixed pieces)."""
    rules = rulesets.for_options(options)
    s = empty_game(options, seed, rules.bank(options))
    rules.deal(s)
    s.rebuild_derived()
    for prepare in rules.prepare:
        prepare(s)
    rules.start(s)
    s.touch()
    return s


def snake_order(s: GameState) -> list[int]:
    """BASE-SETUP-10: the snake P1..PN, PN..P1."""
    forward = [(s.first + i) % s.n for i in range(s.n)]
    return forward + forward[::-1]


def start(s: GameState) -> None:
    """BASE-SETUP-4..13: the beginner map's fixed pieces, or the set-up phase."""
    if s.options.board == "beginner":
        _beginner_start(s)
    else:
        begin_setup(s)


def empty_game(options: Options, seed: int, bank: list[int]) -> GameState:
    """A game before anything is placed, common to every rule set: the board (drawn first from the
    seed's RNG), the robber on the desert (BASE-SETUP-1, BOARD-BEG-2, BOARD-VAR-3), ``bank`` in the
    bank and empty hands as wide, no development cards yet. Derived data is left to the caller, who
    adds the rule set's own cards first."""
    rng = Rng(seed)
    rules = rulesets.for_options(options)
    board = deal(maps.get(rules.map_name(options)), options, rng)  # BASE-SETUP-3: drawn first
    n = options.players
    s = GameState()
    s.options, s.board, s.rng, s.rules, s.topo = options, board, rng, rules, board.topo
    s.colours = s.rules.colours(options)
    s.owner = [-1] * board.topo.N_VERTEX
    s.building = [0] * board.topo.N_VERTEX
    s.roads = [-1] * board.topo.N_EDGE
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
    s.offers_made = [0] * n
    s.winner = -1
    s.turn = 0
    s.setup_index = 0
    s.last_settlement = -1
    for record in rulesets.record_attrs():  # a rule set that keeps a record sets it when dealing
        setattr(s, record, None)
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
