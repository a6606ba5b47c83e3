"""Seafarers' decision images (``rendering.decision``): where a ship may be built, which ship may move
and where to, where the pirate may go, the robber or the pirate after a 7 or a Knight, and a road or a
ship where both may go (set-up, Road Building).

Sea hexes are named by the letters that follow the land's (``engine.topology.hex_label`` of their frame
index: AC, AD, ... on a 28-slot map), which the pirate's labels show; paths by their two intersections
("40-41"), sea paths as well.
"""

from __future__ import annotations

from engine.rules.seafarers.pirate import PIRATE  # ("pirate", frame hex)
from engine.rules.seafarers.ships import MOVE_SHIP, SHIP  # ("ship", path), ("move_ship", from path, to path)
from rendering.rulesets import DecisionKind

KINDS: dict[str, DecisionKind] = {
    "ship": DecisionKind(SHIP, "edge", "sea-images-decision-ship"),
    "move_ship": DecisionKind(MOVE_SHIP, "edge", "sea-images-decision-move-ship",
                              "sea-images-decision-move-ship-second", on_pieces=True),
    "route": DecisionKind("road", "edge", "sea-images-decision-route", also=(SHIP,)),
    "pirate": DecisionKind(PIRATE, "hex", "sea-images-decision-pirate"),
    "robber_or_pirate": DecisionKind("robber", "hex", "sea-images-decision-robber-or-pirate",
                                     also=(PIRATE,)),
}  # fmt: skip
# The steps where a road or a ship may go, and the robber's step, where the pirate may go instead.
ALIASES: dict[str, str] = {"setup_road": "route", "road_building": "route", "move_robber": "robber_or_pirate"}
