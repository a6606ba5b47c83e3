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
    "setup_city": DecisionKind("city", "vertex", "{name}: pick a number to place your set-up city"),
    # Cities & Knights: knights and walls
    "knight": DecisionKind("knight_hire", "vertex", "{name}: pick a number to place a new knight"),
    "activate": DecisionKind("knight_activate", "vertex", "{name}: pick the knight (number) to activate", on_pieces=True),
    "promote": DecisionKind("knight_promote", "vertex", "{name}: pick the knight (number) to promote", on_pieces=True),
    "move_knight": DecisionKind("knight_move", "vertex", "{name}: pick the knight (number) to move",
                                "{name}: pick where the knight on {origin} moves", on_pieces=True),
    "displace": DecisionKind("knight_displace", "vertex", "{name}: pick your knight (number) to displace with",
                             "{name}: pick the knight the one on {origin} displaces", on_pieces=True,
                             second_on_pieces=True),
    "chase": DecisionKind("knight_chase", "vertex", "{name}: pick the knight (number) to chase the robber",
                          on_pieces=True),
    "wall": DecisionKind("wall", "vertex", "{name}: pick the city (number) for a city wall", on_pieces=True),
    # Cities & Knights: progress cards that name a spot
    "bishop": DecisionKind("bishop", "hex", "{name}: pick a letter to move the robber (Bishop)"),
    "merchant": DecisionKind("merchant", "hex", "{name}: pick a letter for the merchant"),
    "inventor": DecisionKind("inventor", "hex", "{name}: pick the first number token to swap (Inventor)",
                             "{name}: pick the token to swap with {origin} (Inventor)"),
    "diplomat": DecisionKind("diplomat", "edge", "{name}: pick the open road (number-number) to remove"),
    "engineer": DecisionKind("engineer", "vertex", "{name}: pick the city (number) for a free wall", on_pieces=True),
    "medicine": DecisionKind("medicine", "vertex", "{name}: pick the settlement (number) to make a city",
                             on_pieces=True),
    "intrigue": DecisionKind("intrigue", "vertex", "{name}: pick the knight (number) to displace (Intrigue)",
                             on_pieces=True),
    "smith": DecisionKind("smith", "vertex", "{name}: pick a knight (number) to promote (Smith)",
                          "{name}: pick a second knight to promote with {origin} (Smith)", on_pieces=True,
                          second_on_pieces=True, unordered=True),
    # Cities & Knights: decisions owed by the viewer
    "pillage": DecisionKind("answer", "vertex", "{name}: pick the city (number) the barbarians pillage",
                            pending="pillage", on_pieces=True),
    "metropolis": DecisionKind("answer", "vertex", "{name}: pick the city (number) for the metropolis",
                               pending="metropolis", on_pieces=True),
    "knight_retreat": DecisionKind("answer", "vertex", "{name}: pick where your displaced knight goes",
                                   pending="knight_retreat"),
    "deserter_remove": DecisionKind("answer", "vertex", "{name}: pick the knight (number) you remove (Deserter)",
                                    pending="deserter_remove", on_pieces=True),
    "deserter_place": DecisionKind("answer", "vertex", "{name}: pick a number to place the deserter's knight",
                                   pending="deserter_place"),
    "commit_knights": DecisionKind("answer", "vertex", "{name}: pick a knight (number) to send against the barbarians",
                                   pending="commit_knights", on_pieces=True),
    "diplomat_replace": DecisionKind("answer", "edge", "{name}: pick a path (number-number) to re-place your road",
                                     pending="diplomat_replace"),
}  # fmt: skip
# The C&K steps, by the kind they are about.
ALIASES: dict[str, str] = {"ck_setup_city": "setup_city", "ck_free_roads": "road"}
