"""The Cities & Knights record: everything C&K adds to a game, in one object (``GameState.ck``).

A base game has ``state.ck is None``; nothing of the base rules reads this object. Like
``GameState`` it holds a *record* (serialised) and *derived* fields (rebuilt by ``rebuild``).

Commodities are not here: in a C&K game ``state.hands[p]`` and ``state.bank`` are 8 wide
(resources 0..4, cloth 5, coin 6, paper 7), because commodities are cards in the same hand
(CK-COMM-1) and every base rule that counts, steals or discards cards then counts them too.
"""

from __future__ import annotations

from typing import Any

from engine.bits import bit_indices
from engine.rules.cities_and_knights.constants import DEFENDER_CARDS
from engine.rules.cities_and_knights.victory import extra_vp
from engine.topology import STANDARD


class Pending:
    """A decision owed by ``seat`` (CK-AMB-30/31). ``data`` is plain JSON (kind-specific)."""

    __slots__ = ("data", "id", "kind", "seat")

    def __init__(self, id: int, kind: str, seat: int, data: dict[str, Any]) -> None:
        self.id = id
        self.kind = kind
        self.seat = seat
        self.data = data

    def to_json(self) -> list[Any]:
        return [self.id, self.kind, self.seat, self.data]

    @classmethod
    def from_json(cls, raw: list[Any]) -> Pending:
        return cls(raw[0], raw[1], raw[2], raw[3])

    def __repr__(self) -> str:
        return f"Pending({self.id}, {self.kind!r}, seat={self.seat}, {self.data!r})"


class CkState:
    __slots__ = (  # noqa: RUF023 - grouped as record, then derived
        # record
        "levels", "decks", "progress", "vp_cards", "defenders", "barbarian", "attacks", "metropolis",
        "walls", "k_owner", "k_strength", "k_active", "k_flags", "merchant", "merchant_owner", "event",
        "pending", "next_pending", "resume", "stack", "turn_flags", "stage", "discards",
        # derived
        "knight_mask", "knight_all", "knight_count", "reach", "moves", "reach_of", "kept",
        "defender_total",  # Defender of Catan cards in the game (CK-DEF-1; a player-count extension's more)
    )  # fmt: skip

    levels: list[list[int]]  # per seat: [trade, politics, science], 0..5 (CK-IMPR-1)
    decks: list[list[str]]  # per track: card ids, the top of the deck is the END of the list
    progress: list[list[str]]  # per seat: progress cards in hand (secret)
    vp_cards: list[list[str]]  # per seat: Printer / Constitution laid out (CK-PROG-6)
    defenders: list[int]  # per seat: Defender of Catan cards (CK-BARB-5)
    barbarian: int  # ship position, 0 = start, barbarian_steps = attack (CK-BARB-1)
    attacks: int  # attacks so far; the robber is active once this is > 0 (CK-ROBBER-2)
    metropolis: list[int]  # per track: intersection carrying that metropolis, -1 if none (CK-METRO-1)
    walls: int  # bitmask of intersections whose city has a wall (CK-WALL-1)
    k_owner: list[int]  # per intersection: knight owner or -1 (CK-KNIGHT-1)
    k_strength: list[int]  # per intersection: 1 basic, 2 strong, 3 mighty
    k_active: list[int]  # per intersection: 1 active, 0 inactive
    k_flags: list[int]  # per intersection: ACTIVATED | ACTED | PROMOTED this turn
    merchant: int  # hex or -1 (CK-MERCH-1)
    merchant_owner: int
    event: int  # last event die face, -1 before the first roll or when not rolled
    pending: list[Pending]  # decisions owed by players, answered in any order
    next_pending: int
    resume: list[list[Any]]  # continuations [name, data] run when ``pending`` empties (innermost last)
    stack: list[list[Any]]  # inserted active-player steps: [step to return to, data of the inserted step]
    turn_flags: dict[str, Any]  # per-turn effects of played cards (cleared when the turn ends)
    stage: str  # where the resolution of the current roll is ("" when no roll is being resolved)
    # seat (as text) -> the cards it discarded so far in the discards under way (a 7, a Saboteur): secret
    # until every owed discard is made, then told to all at once and emptied (turn.py, BASE-INFO-3)
    discards: dict[str, list[int]]
    knight_mask: list[int]  # derived: per seat, bitmask of intersections with that seat's knights
    knight_all: int  # derived: bitmask of all knights
    knight_count: list[list[int]]  # derived: per seat, knights on the board by strength (index 1..3)
    # derived, a cache of knights.reachable: (seat, start) -> mask, valid while ``reach_of`` is the
    # state's road-candidate list (every change of roads, buildings or knights replaces that list)
    reach: dict[int, int]
    # derived, kept like ``reach``: (seat, start) -> (the knight's moves to empty intersections as actions,
    # the mask of opponents' knights it reaches, which it may displace if they are weaker)
    moves: dict[int, tuple[tuple[tuple[Any, ...], ...], int]]
    reach_of: list[int] | None
    # derived: listings that depend on the pieces only, kept by name with the road-candidate list they were made
    # for (name -> (that list, the listing)): the Diplomat's and the Merchant's plays, asked whenever the card is held
    kept: dict[Any, tuple[list[int], Any]]

    @classmethod
    def new(cls, n: int, decks: list[list[str]], n_vertex: int = STANDARD.N_VERTEX) -> CkState:
        ck = cls()
        ck.levels = [[0, 0, 0] for _ in range(n)]
        ck.defender_total = DEFENDER_CARDS
        ck.decks = decks
        ck.progress = [[] for _ in range(n)]
        ck.vp_cards = [[] for _ in range(n)]
        ck.defenders = [0] * n
        ck.barbarian = 0
        ck.attacks = 0
        ck.metropolis = [-1, -1, -1]
        ck.walls = 0
        ck.k_owner = [-1] * n_vertex
        ck.k_strength = [0] * n_vertex
        ck.k_active = [0] * n_vertex
        ck.k_flags = [0] * n_vertex
        ck.merchant = -1
        ck.merchant_owner = -1
        ck.event = -1
        ck.pending = []
        ck.next_pending = 1
        ck.resume = []
        ck.stack = []
        ck.turn_flags = {}
        ck.stage = ""
        ck.discards = {}
        ck.rebuild(n)
        return ck

    def rebuild(self, n: int) -> None:
        self.reach, self.moves, self.reach_of, self.kept = {}, {}, None, {}
        self.knight_mask = [0] * n
        self.knight_count = [[0, 0, 0, 0] for _ in range(n)]
        strength = self.k_strength
        for v, p in enumerate(self.k_owner):
            if p >= 0:
                self.knight_mask[p] |= 1 << v
                self.knight_count[p][strength[v]] += 1
        all_ = 0
        for m in self.knight_mask:
            all_ |= m
        self.knight_all = all_

    # --- queries ----------------------------------------------------------------------------

    extra_vp = staticmethod(extra_vp)  # VP beyond buildings and Longest Road (victory.py)

    @property
    def robber_active(self) -> bool:
        """CK-ROBBER-2/3, CK-BARB-7: the robber acts only from the end of the first attack on."""
        return self.attacks > 0

    def defenders_left(self) -> int:
        return self.defender_total - sum(self.defenders)

    def knights_of(self, seat: int) -> list[int]:
        """Intersections holding ``seat``'s knights, ascending."""
        return bit_indices(self.knight_mask[seat])

    def knights_on_board(self, seat: int, strength: int) -> int:
        return self.knight_count[seat][strength]

    def metropolis_owner(self, track: int, owner: list[int]) -> int:
        v = self.metropolis[track]
        return owner[v] if v >= 0 else -1

    # --- JSON ---------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "levels": self.levels,
            "decks": self.decks,
            "progress": self.progress,
            "vp_cards": self.vp_cards,
            "defenders": self.defenders,
            "barbarian": self.barbarian,
            "attacks": self.attacks,
            "metropolis": self.metropolis,
            "walls": [v for v in range(len(self.k_owner)) if self.walls >> v & 1],
            "knights": [
                [v, p, self.k_strength[v], self.k_active[v], self.k_flags[v]]
                for v, p in enumerate(self.k_owner)
                if p >= 0
            ],
            "merchant": [self.merchant, self.merchant_owner],
            "event": self.event,
            "pending": [p.to_json() for p in self.pending],
            "next_pending": self.next_pending,
            "resume": self.resume,
            "stack": self.stack,
            "turn_flags": self.turn_flags,
            "stage": self.stage,
            "discards": self.discards,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any], n: int, n_vertex: int = STANDARD.N_VERTEX) -> CkState:
        ck = cls()
        ck.levels = d["levels"]
        ck.defender_total = DEFENDER_CARDS
        ck.decks = d["decks"]
        ck.progress = d["progress"]
        ck.vp_cards = d["vp_cards"]
        ck.defenders = d["defenders"]
        ck.barbarian = d["barbarian"]
        ck.attacks = d["attacks"]
        ck.metropolis = d["metropolis"]
        ck.walls = 0
        for v in d["walls"]:
            ck.walls |= 1 << v
        ck.k_owner = [-1] * n_vertex
        ck.k_strength = [0] * n_vertex
        ck.k_active = [0] * n_vertex
        ck.k_flags = [0] * n_vertex
        for v, p, strength, active, flags in d["knights"]:
            ck.k_owner[v], ck.k_strength[v], ck.k_active[v], ck.k_flags[v] = p, strength, active, flags
        ck.merchant, ck.merchant_owner = d["merchant"]
        ck.event = d["event"]
        ck.pending = [Pending.from_json(p) for p in d["pending"]]
        ck.next_pending = d["next_pending"]
        ck.resume = d["resume"]
        ck.stack = d["stack"]
        ck.turn_flags = d["turn_flags"]
        ck.stage = d["stage"]
        ck.discards = d.get("discards", {})  # games stored before it: no discards under way are told
        ck.rebuild(n)
        return ck
