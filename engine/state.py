"""The game state: plain lists and ints, one object per game.

Two kinds of fields live here:

* the *record* (serialised by ``engine.serialize``): everything the rules cannot recompute — pieces
  on the board, hands, decks, whose turn it is, open decisions, the RNG;
* *derived* fields (piece counts, bitmasks of occupied spots, road lengths, cached legal actions),
  rebuilt from the record by ``rebuild_derived`` after loading and kept current by the rules.

Nothing outside ``engine`` should read a state directly: views (``engine.views``) decide what a
person may see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rulesets
from engine.board import Board
from engine.constants import CITY, SETTLEMENT
from engine.options import Options
from engine.rng import Rng

if TYPE_CHECKING:
    from engine.topology import Topology

# Steps of a turn (what the game waits for). Set-up has its own two steps.
SETUP_SETTLEMENT = "setup_settlement"
SETUP_ROAD = "setup_road"
PRE_ROLL = "pre_roll"  # BASE-TURN-2 step 1-2: the roll (or a development card) is owed
DISCARD = "discard"  # BASE-ROBBER-3/4: players above 7 cards owe a discard
MOVE_ROBBER = "move_robber"
STEAL = "steal"
MAIN = "main"  # trade / build / end the turn
ROAD_BUILDING = "road_building"  # placing the free roads of a Road Building card
GAME_OVER = "game_over"

PHASE_SETUP, PHASE_PLAY, PHASE_OVER = "setup", "play", "over"


class TradeOffer:
    """A domestic trade proposal (BASE-TRADE-2). ``give``/``get`` are from the proposer's side.

    ``responses[seat]`` is None (not answered yet), "accepted", "declined" or "countered" for each
    seat in ``to``.
    """

    __slots__ = ("get", "give", "id", "parent", "proposer", "responses", "to")

    def __init__(
        self,
        id: int,
        proposer: int,
        to: tuple[int, ...],
        give: tuple[int, ...],
        get: tuple[int, ...],
        responses: dict[int, str | None] | None = None,
        parent: int = -1,
    ) -> None:
        self.id = id
        self.proposer = proposer
        self.to = to
        self.give = give
        self.get = get
        self.responses = responses if responses is not None else {s: None for s in to}
        self.parent = parent

    def to_json(self) -> list[Any]:
        return [
            self.id,
            self.proposer,
            list(self.to),
            list(self.give),
            list(self.get),
            [self.responses[s] for s in self.to],
            self.parent,
        ]

    @classmethod
    def from_json(cls, data: list[Any]) -> TradeOffer:
        oid, proposer, to, give, get, answers, parent = data
        to_t = tuple(to)
        return cls(oid, proposer, to_t, tuple(give), tuple(get), dict(zip(to_t, answers, strict=True)), parent)


class GameState:
    __slots__ = (
        # record
        "options", "board", "rng", "colours", "phase", "step", "turn", "active", "first",
        "setup_index", "last_settlement", "owner", "building", "roads", "robber", "bank",
        "hands", "dev", "dev_new", "deck", "knights", "vp_revealed", "dev_played", "rolled",
        "trade_closed", "dice", "lr_holder", "la_holder", "discard_owed", "discard_choice",
        "resume_step", "free_roads", "offers", "next_offer_id", "offers_made", "winner",
        # the records rule sets keep (``state.ck`` of Cities & Knights, ``state.two`` of the 2-player
        # variant, ...): declared by each rule set (engine.rulesets), None in games without it
        *rulesets.record_attrs(),
        # derived
        "topo",  # the geometry of the board's map (engine.topology via engine.maps)
        "rules",  # the composed hooks of this game's rule sets (engine.rulesets.Rules)
        "n", "settlements", "cities", "road_count", "road_vertex_mask", "building_mask",
        "occupied_mask", "blocked_mask", "edge_mask", "road_len", "road_cand", "version", "legal_cache",
        "events", "production",
    )  # fmt: skip

    options: Options
    board: Board
    rng: Rng
    colours: list[str]
    phase: str
    step: str
    turn: int
    active: int
    first: int
    setup_index: int
    last_settlement: int
    owner: list[int]
    building: list[int]
    roads: list[int]
    robber: int
    bank: list[int]
    hands: list[list[int]]
    dev: list[list[int]]
    dev_new: list[int]
    deck: list[int]
    knights: list[int]
    vp_revealed: list[int]
    dev_played: bool
    rolled: bool
    trade_closed: bool
    dice: tuple[int, int] | None
    lr_holder: int
    la_holder: int
    discard_owed: list[int]
    discard_choice: list[tuple[int, ...] | None]
    resume_step: str  # where the turn continues after a robber move or Road Building
    free_roads: int
    offers: list[TradeOffer]
    next_offer_id: int
    offers_made: list[int]  # per seat: domestic offers (counters included) opened this turn; public
    winner: int
    ck: Any  # CkState | None (engine.rules.cities_and_knights.record)
    two: Any  # engine.rules.two_player.record.TwoPlayerRecord | None
    six: Any  # engine.rules.five_six.record.SixRecord | None
    sea: Any  # engine.rules.seafarers.record.SeaRecord | None
    topo: Topology
    rules: rulesets.Rules
    n: int  # seats of real players (hands, turns); piece owners may be more (neutral colours)
    settlements: list[int]
    cities: list[int]
    road_count: list[int]
    road_vertex_mask: list[int]
    building_mask: list[int]
    occupied_mask: int
    blocked_mask: int
    edge_mask: int
    road_len: list[int]
    road_cand: list[int]  # per seat: bitmask of legal road paths, -1 when stale
    version: int
    legal_cache: dict[int, list[tuple]]
    events: list[dict[str, Any]]
    # (board, {number: ((hex, resource, ((seat, resource, cards), ...)), ...)}): what each number pays,
    # kept until a building changes (engine.rules.production; Cities & Knights keeps its own entries per
    # number and blocked hex here, engine.rules.cities_and_knights.production); None: to be made
    production: tuple[Any, dict[int, tuple]] | None

    def setup_order(self) -> list[int]:
        """The seats in the order of the set-up placements (the rule set's; BASE-SETUP-10: a snake)."""
        return self.rules.setup_order(self)

    # --- derived data -------------------------------------------------------------------------

    def rebuild_derived(self) -> None:
        """Recompute every derived field from the record (after loading or constructing)."""
        self.rules = rules = rulesets.for_options(self.options)
        self.topo = topo = self.board.topo
        self.n = self.options.players
        n = len(self.colours)  # every colour that owns pieces, including neutral ones
        for rebuild in rules.rebuild:  # a rule set's own derived data (C&K: knights by seat)
            rebuild(self)
        self.settlements = [0] * n
        self.cities = [0] * n
        self.road_count = [0] * n
        self.road_vertex_mask = [0] * n
        self.building_mask = [0] * n
        occupied = blocked = 0
        for v, kind in enumerate(self.building):
            if kind:
                p = self.owner[v]
                if kind == SETTLEMENT:
                    self.settlements[p] += 1
                elif kind == CITY:
                    self.cities[p] += 1
                self.building_mask[p] |= 1 << v
                occupied |= 1 << v
                blocked |= (1 << v) | topo.VERTEX_NEIGHBOUR_MASK[v]
        self.occupied_mask = occupied
        self.blocked_mask = blocked
        self.production = None
        edges = 0
        for e, p in enumerate(self.roads):
            if p >= 0:
                self.road_count[p] += 1
                self.road_vertex_mask[p] |= topo.EDGE_VERTEX_MASK[e]
                edges |= 1 << e
        self.edge_mask = edges
        for rebuild in rules.rebuild_shared:  # a rule set's pieces in the shared masks (Seafarers: ships)
            rebuild(self)
        # every piece owner's longest route, by the rule sets' ``route_length`` (roads in the base game)
        route_length = self.rules.route_length
        self.road_len = [route_length(self, p) for p in range(len(self.colours))]
        self.road_cand = [-1] * n
        self.version = 0
        self.legal_cache = {}
        self.events = []

    def touch(self) -> None:
        """Mark the state changed: cached legal actions are stale."""
        self.version += 1
        if self.legal_cache:
            self.legal_cache = {}

    # --- small queries used across rule modules ----------------------------------------------

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def victory_points(self, seat: int) -> int:
        """All VP including hidden VP cards (BASE-WIN-1); only the engine and the owner see this.

        ``public_victory_points`` plus the VP cards not revealed yet: the rule sets' ``victory_points`` hook."""
        return self.rules.victory_points(self, seat)

    def public_victory_points(self, seat: int) -> int:
        vp = self.settlements[seat] + 2 * self.cities[seat] + self.vp_revealed[seat]
        if self.lr_holder == seat:
            vp += 2
        if self.la_holder == seat:
            vp += 2
        bonuses = self.rules.vp_bonus  # e.g. CK-VP-1: metropolises, merchant, Defender, VP cards
        if bonuses:
            for bonus in bonuses:
                vp += bonus(self, seat)
        return vp

    def emit(self, event: dict[str, Any]) -> None:
        self.events.append(event)
