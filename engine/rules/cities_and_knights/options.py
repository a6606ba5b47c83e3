"""Cities & Knights' options (cities_and_knights.md), registered with its declaration
(``engine.rulesets``; ``engine.options`` validates them), and its checks of a game's options."""

from __future__ import annotations

from engine.errors import InvalidOptions
from engine.option_types import GameOptions, OptionSpec
from engine.text import Items, Text

# name -> (default, allowed values or a (min, max) range for ints, one-line help); ignored by other games
OPTIONS: dict[str, OptionSpec] = {
    "barbarian_steps": (7, (3, 12), "C&K: ship moves from start to attack (CK-BARB-1, CK-AMB-6)"),
    "ck_hand_limit_check": (
        "after_roll",
        ("after_roll", "end_of_turn"),
        "C&K: when the active player must be back to 4 progress cards (CK-AMB-12)",
    ),
    "ck_pillage_without_settlement": (
        "reduce",
        ("reduce", "remove"),
        "C&K: a pillaged city when all 5 settlements are on the board (CK-AMB-15)",
    ),
    "ck_knight_errant": (False, (True, False), "C&K variant: chase the robber before the roll (CK-VAR-KE-1)"),
    "ck_easy_start": (False, (True, False), "C&K variant: no 7 and no event die in the first two rounds (CK-VAR-EASY)"),
    "ck_nasty": (False, (True, False), "C&K variant: players commit knights to each defence (CK-VAR-NASTY-1)"),
}

CK_BOARDS = ("variable", "beginner_map_free_placement")


def check_options(options: GameOptions) -> None:
    """CK-GEN-1: 3 or 4 players (5-6 with the extension); CK-SETUP-1: set-up on the board."""
    if options.players < 3:
        raise InvalidOptions(Text("refusals-ck-options-players"))
    if options.board not in CK_BOARDS:
        raise InvalidOptions(Text("refusals-ck-options-board", boards=Items(list(CK_BOARDS), "or")))
