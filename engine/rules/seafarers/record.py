"""Seafarers' record: everything the expansion adds to a game, in one object (``GameState.sea``, JSON
key ``"sea"``; None in every other game). Both halves of the rule set keep their state here, so that
neither has to change the other's modules: ships, the pirate and gold (``route_hooks``' modules), the
fog, chits and scenario areas (``board_hooks``' modules).

Per-turn facts carry the turn they belong to (``built_turn``, ``moved_turn``) instead of being reset
when a turn ends, so the base game's end of turn needs no hook for them. Ids are the game's own:
paths and intersections of ``state.topo``, land hexes of the board (``Board.terrain``'s index), and
for the pirate a hex of the whole frame (``Topology.FRAME_HEX_INDEX``: sea hexes have no land id).
"""

from __future__ import annotations

from typing import Any

# The JSON keys, in the order written (JSON round trip: ``SeaRecord.from_json(r.to_json())`` is ``r``).
_KEYS = (
    "scenario", "ships", "built_turn", "built", "moved_turn", "pirate", "fog", "fog_terrain", "fog_tokens",
    "revealed", "chits", "scored", "home", "gold_owed", "gold_choices",
)  # fmt: skip


class SeaRecord:
    """The record (all of it serialised but ``memo``: see ``geometry`` for the derived board)."""

    __slots__ = (*_KEYS, "extra", "memo")

    def __init__(self, scenario: str, players: int, n_edge: int) -> None:
        self.scenario = scenario  # SEA-GEN-4: options.sea_scenario, kept with the record it shapes
        # --- ships (SEA-SHIP-*): per path id, the owner seat or -1 (a path holds a road or a ship)
        self.ships: list[int] = [-1] * n_edge
        self.built_turn = -1  # the turn ``built`` belongs to
        self.built: set[int] = set()  # paths of ships placed in that turn (SEA-SHIP-5 (c), SEA-SHIP-9)
        self.moved_turn = -1  # the last turn a ship was moved (SEA-SHIP-5: one move per turn)
        # --- the pirate (SEA-PIRATE-1): a frame hex index (Topology.FRAME_HEX_INDEX) of a sea hex
        self.pirate = -1
        # --- the fog (SEA-FOG-1..6): face-down land-slot hexes, the hidden stacks (top = end of list),
        # and what was revealed so far, in order: [hex, the seat whose route piece revealed it]
        self.fog: list[int] = []
        self.fog_terrain: list[int] = []  # SEA-INFO-1: never in any view
        self.fog_tokens: list[int] = []  # SEA-INFO-1: never in any view
        self.revealed: list[list[int]] = []  # [hex, seat]; the revealed terrain and token are the board's
        # --- Catan chits (SEA-SVP-*): per seat, the chits and the scenario areas already scored
        self.chits: list[int] = [0] * players
        self.scored: list[list[int]] = [[] for _ in range(players)]  # area ids (mapdata), sorted
        self.home: list[list[int]] = [[] for _ in range(players)]  # SEA-4I-1: home island area ids
        # --- gold (SEA-GOLD-*): per seat, resources owed by choice, and committed (hidden) choices
        self.gold_owed: list[int] = [0] * players
        self.gold_choices: list[list[int] | None] = [None] * players  # 5-wide counts, hidden until all chose
        # room for more (a later rule's fields): written only when not empty, plain JSON
        self.extra: dict[str, Any] = {}
        # values derived from the record and kept between actions for speed (``ships.memo``): never
        # serialised, checked against the record before every use, so a record written in place stays right
        self.memo: Any = None

    def ship_paths(self, seat: int) -> list[int]:
        return [e for e, p in enumerate(self.ships) if p == seat]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "scenario": self.scenario,
            "ships": [[e, p] for e, p in enumerate(self.ships) if p >= 0],
            "built_turn": self.built_turn,
            "built": sorted(self.built),
            "moved_turn": self.moved_turn,
            "pirate": self.pirate,
            "fog": list(self.fog),
            "fog_terrain": list(self.fog_terrain),
            "fog_tokens": list(self.fog_tokens),
            "revealed": [list(r) for r in self.revealed],
            "chits": list(self.chits),
            "scored": [list(a) for a in self.scored],
            "home": [list(a) for a in self.home],
            "gold_owed": list(self.gold_owed),
            "gold_choices": [None if c is None else list(c) for c in self.gold_choices],
        }
        if self.extra:
            out["extra"] = self.extra
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any], n_edge: int) -> SeaRecord:
        players = len(data["chits"])
        r = cls(str(data["scenario"]), players, n_edge)
        for e, p in data["ships"]:
            r.ships[int(e)] = int(p)
        r.built_turn = int(data["built_turn"])
        r.built = {int(e) for e in data["built"]}
        r.moved_turn = int(data["moved_turn"])
        r.pirate = int(data["pirate"])
        r.fog = [int(h) for h in data["fog"]]
        r.fog_terrain = [int(t) for t in data["fog_terrain"]]
        r.fog_tokens = [int(t) for t in data["fog_tokens"]]
        r.revealed = [[int(x) for x in item] for item in data["revealed"]]
        r.chits = [int(c) for c in data["chits"]]
        r.scored = [sorted(int(a) for a in areas) for areas in data["scored"]]
        r.home = [sorted(int(a) for a in areas) for areas in data["home"]]
        r.gold_owed = [int(c) for c in data["gold_owed"]]
        r.gold_choices = [None if c is None else [int(x) for x in c] for c in data["gold_choices"]]
        r.extra = dict(data.get("extra") or {})
        if not (len(r.scored) == len(r.home) == len(r.gold_owed) == len(r.gold_choices) == players):
            raise ValueError("the Seafarers record's per-seat lists disagree")
        return r
