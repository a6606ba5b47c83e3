"""What a built-in player knows, read from its seat's view (``engine.player_view``) and nothing else.

``Table`` parses the view once into flat lists the strategies index cheaply: the board's production
per intersection, who owns what, the seat's own hand and cards, and its legal actions as tuples. It
never sees a ``GameState``: hidden information cannot reach a strategy through it.
"""

from __future__ import annotations

from typing import Any

from engine import rulesets, topology
from engine.actions import Action
from engine.actions import from_json as action_from_json
from engine.board import Board, board_from_json
from engine.constants import CITY, PIPS, SETTLEMENT
from engine.errors import IllegalAction
from engine.options import Options
from engine.plugins import topology_of_view
from players.rulesets import PlayerHooks, policy_of

# Resource ids (engine.constants): brick, lumber, ore, grain, wool.
ROAD_COST = (1, 1, 0, 0, 0)
SETTLEMENT_COST = (1, 1, 0, 1, 1)
CITY_COST = (0, 0, 3, 2, 0)
DEV_COST = (0, 0, 1, 1, 1)


def _actions(raw: list[Any]) -> tuple[Action, ...]:
    out = []
    for a in raw:
        try:
            out.append(action_from_json(a))
        except IllegalAction:
            # An action kind this build's shape table does not know: keep it as a plain tuple so a
            # strategy can still choose it as a safe fallback.
            out.append(tuple(tuple(x) if isinstance(x, list) else x for x in a))
    return tuple(out)


class Table:
    """One seat's knowledge of the game, parsed from its view."""

    def __init__(self, view: dict[str, Any]) -> None:
        you = view["you"]
        self.view = view
        self.seat: int = you["seat"]
        self.n: int = len(view["players"])
        self.phase: str = view["phase"]
        self.step: str = view["step"]
        self.active: int = view["active"]
        self.turn: int = view["turn"]
        self.vp_target: int = view["options"].get("vp_target", 10)
        board_json = view["board"]
        # The island's shape (the 30-hex island of 5-6 players has more intersections): one shared,
        # read-only Topology per shape. A worker process handed only the view loads the view's rule sets
        # first (``topology_of_view``), before the board is read.
        self.topo: topology.Topology = topology_of_view(view)
        self.board: Board | None = _board(board_json)
        self.terrain: list[int] = list(board_json.get("terrain", ()))
        self.numbers: list[int] = list(board_json.get("numbers", ()))
        self.robber: int = board_json.get("robber", -1)
        self.owner = [-1] * self.topo.N_VERTEX
        self.building = [0] * self.topo.N_VERTEX
        for b in view["buildings"]:
            v, p, k = b[0], b[1], b[2]
            if 0 <= v < self.topo.N_VERTEX and isinstance(p, int):
                self.owner[v], self.building[v] = p, k
        self.roads = [-1] * self.topo.N_EDGE
        for r in view["roads"]:
            if 0 <= r[0] < self.topo.N_EDGE:
                self.roads[r[0]] = r[1]
        self.players: list[dict[str, Any]] = view["players"]
        # Cards of each resource in the game (19; 24 with 5-6 players, SIX-COMP-2): the rule sets' count.
        self.card_totals: tuple[int, ...] = rulesets.for_options(Options.from_dict(view["options"])).hand_cards(view)[1]
        self.bank: list[int] = list(view.get("bank", self.card_totals[:5]))
        self.hand: list[int] = [you["hand"].get(r, 0) for r in ("brick", "lumber", "ore", "grain", "wool")]
        # Every card of the hand, resources first (C&K adds commodities: 8 counts per trade side).
        self.full_hand: list[int] = list(you["hand"].values())
        self.width: int = len(self.full_hand)
        self.dev: dict[str, int] = dict(you.get("dev_cards") or {})
        self.dev_new: dict[str, int] = dict(you.get("dev_cards_new") or {})
        self.my_vp: int = you.get("vp") or self.players[self.seat]["public_vp"]
        self.bank_rates: list[int] = [
            you.get("bank_rates", {}).get(r, 4) for r in ("brick", "lumber", "ore", "grain", "wool")
        ]
        self.legal: tuple[Action, ...] = _actions(you.get("legal_actions", []))
        self.can_offer: bool = bool(you.get("can_propose_trade"))
        self.offers: list[dict[str, Any]] = view.get("offers", [])
        self.offers_made: list[int] = list(view.get("offers_made") or [])  # this turn's, per seat
        self._pips: list[list[int]] | None = None
        self._blocked: int | None = None
        self._ends: dict[int, int] = {}  # road_ends per seat (a table is read-only: parsed once)
        self._policy: PlayerHooks | None = None

    @property
    def policy(self) -> PlayerHooks:
        """The composed ``players`` hooks of the view's rule set (``players.rulesets``), looked up once."""
        if self._policy is None:
            self._policy = policy_of(self.view)
        return self._policy

    # --- board production -------------------------------------------------------------------

    def vertex_pips(self) -> list[list[int]]:
        """Per intersection, the pips it earns of each resource (the robber's hex counts zero)."""
        if self._pips is None:
            # hex by hex: a frame of sea has many intersections and few producing hexes
            out = [[0] * 5 for _ in range(self.topo.N_VERTEX)]
            terrain, numbers = self.terrain, self.numbers
            for h, corners in enumerate(self.topo.HEX_VERTICES):
                t = terrain[h] if h < len(terrain) else 5
                if t < 5 and h != self.robber:
                    pips = PIPS.get(numbers[h], 0)
                    for v in corners:
                        out[v][t] += pips
            self._pips = out
        return self._pips

    def production(self, seat: int) -> list[int]:
        """Pips per resource the seat's buildings earn (a city counts twice)."""
        pips = self.vertex_pips()
        prod = [0] * 5
        for v in range(self.topo.N_VERTEX):
            k = self.building[v]
            if k and self.owner[v] == seat:
                mult = 2 if k == CITY else 1
                for r in range(5):
                    prod[r] += pips[v][r] * mult
        return prod

    def harbor_of(self, v: int) -> int:
        return self.board.vertex_harbor[v] if self.board is not None else -1

    def open_spots(self) -> int:
        """Bitmask of intersections where the distance rule allows a settlement."""
        if self._blocked is None:
            blocked = 0
            for v in range(self.topo.N_VERTEX):
                if self.building[v]:
                    blocked |= (1 << v) | self.topo.VERTEX_NEIGHBOUR_MASK[v]
            self._blocked = blocked
        return self.topo.ALL_VERTICES_MASK & ~self._blocked

    def my_settlements(self) -> list[int]:
        return [v for v in range(self.topo.N_VERTEX) if self.owner[v] == self.seat and self.building[v] == SETTLEMENT]

    def road_ends(self, seat: int) -> int:
        """Intersections touched by the seat's roads or buildings (and what else the rule set counts as
        its network: ``PlayerHooks.network_ends``, Seafarers' ships)."""
        cached = self._ends.get(seat)
        if cached is not None:
            return cached
        m = 0
        for more in self.policy.network_ends:
            m |= more(self, seat)
        for e, p in enumerate(self.roads):
            if p == seat:
                m |= self.topo.EDGE_VERTEX_MASK[e]
        for v in range(self.topo.N_VERTEX):
            if self.owner[v] == seat and self.building[v]:
                m |= 1 << v
        self._ends[seat] = m
        return m

    # --- players ------------------------------------------------------------------------------

    def public_vp(self, seat: int) -> int:
        # Seats beyond the players (the 2-player variant's neutral colours) score nothing.
        return (self.players[seat].get("public_vp", 0) or 0) if 0 <= seat < self.n else 0

    def card_count(self, seat: int) -> int:
        return (self.players[seat].get("resource_count", 0) or 0) if 0 <= seat < self.n else 0

    def pieces_left(self, kind: str) -> int:
        return self.players[self.seat].get(f"{kind}_left", 1) or 0

    def held_by_others(self, resource: int) -> int:
        """Cards of one resource in opponents' hands: all of them minus the bank's and one's own (public)."""
        return max(0, self.card_totals[resource] - self.bank[resource] - self.hand[resource])

    def kinds(self) -> set[str]:
        return {a[0] for a in self.legal}


def _board(data: dict[str, Any]) -> Board | None:
    try:
        return board_from_json(data)
    except Exception:
        return None
