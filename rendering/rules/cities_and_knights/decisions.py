"""Cities & Knights' decision images (``rendering.decision``): the kinds whose legal spots are drawn.

Knights (hire, activate, promote, move, displace, chase the robber), walls, the progress cards that name
an intersection, a path or a hex, and the decisions owed by the viewer that name an intersection or a
path (``("answer", id, spot)`` of a pending decision of that kind). Moving and displacing a knight, the
Inventor and the Smith name two spots: without ``origin`` the image marks the first choices (the
knights that can move); with ``origin`` the second ones (where that knight can go, the knight to
displace, the second knight for the Smith).
"""

from __future__ import annotations

from rendering.rulesets import DecisionKind

KINDS: dict[str, DecisionKind] = {
    # Cities & Knights: set-up round 2 places a city on an empty intersection (CK-SETUP-2)
    "setup_city": DecisionKind("city", "vertex", "ck-images-decision-setup-city"),
    # Cities & Knights: knights and walls
    "knight": DecisionKind("knight_hire", "vertex", "ck-images-decision-knight"),
    "activate": DecisionKind("knight_activate", "vertex", "ck-images-decision-activate", on_pieces=True),
    "promote": DecisionKind("knight_promote", "vertex", "ck-images-decision-promote", on_pieces=True),
    "move_knight": DecisionKind("knight_move", "vertex", "ck-images-decision-move-knight",
                                "ck-images-decision-move-knight-second", on_pieces=True),
    "displace": DecisionKind("knight_displace", "vertex", "ck-images-decision-displace",
                             "ck-images-decision-displace-second", on_pieces=True,
                             second_on_pieces=True),
    "chase": DecisionKind("knight_chase", "vertex", "ck-images-decision-chase",
                          on_pieces=True),
    "wall": DecisionKind("wall", "vertex", "ck-images-decision-wall", on_pieces=True),
    # Cities & Knights: progress cards that name a spot
    "bishop": DecisionKind("bishop", "hex", "ck-images-decision-bishop"),
    "merchant": DecisionKind("merchant", "hex", "ck-images-decision-merchant"),
    "inventor": DecisionKind("inventor", "hex", "ck-images-decision-inventor",
                             "ck-images-decision-inventor-second"),
    "diplomat": DecisionKind("diplomat", "edge", "ck-images-decision-diplomat", on_pieces=True),  # open roads
    "engineer": DecisionKind("engineer", "vertex", "ck-images-decision-engineer", on_pieces=True),
    "medicine": DecisionKind("medicine", "vertex", "ck-images-decision-medicine",
                             on_pieces=True),
    "intrigue": DecisionKind("intrigue", "vertex", "ck-images-decision-intrigue",
                             on_pieces=True),
    "smith": DecisionKind("smith", "vertex", "ck-images-decision-smith",
                          "ck-images-decision-smith-second", on_pieces=True,
                          second_on_pieces=True, unordered=True),
    # Cities & Knights: decisions owed by the viewer
    "pillage": DecisionKind("answer", "vertex", "ck-images-decision-pillage",
                            pending="pillage", on_pieces=True),
    "metropolis": DecisionKind("answer", "vertex", "ck-images-decision-metropolis",
                               pending="metropolis", on_pieces=True),
    "knight_retreat": DecisionKind("answer", "vertex", "ck-images-decision-knight-retreat",
                                   pending="knight_retreat"),
    "deserter_remove": DecisionKind("answer", "vertex", "ck-images-decision-deserter-remove",
                                    pending="deserter_remove", on_pieces=True),
    "deserter_place": DecisionKind("answer", "vertex", "ck-images-decision-deserter-place",
                                   pending="deserter_place"),
    "commit_knights": DecisionKind("answer", "vertex", "ck-images-decision-commit-knights",
                                   pending="commit_knights", on_pieces=True),
    "diplomat_replace": DecisionKind("answer", "edge", "ck-images-decision-diplomat-replace",
                                     pending="diplomat_replace"),
}  # fmt: skip
# The C&K steps, by the kind they are about.
ALIASES: dict[str, str] = {"ck_setup_city": "setup_city", "ck_free_roads": "road"}
