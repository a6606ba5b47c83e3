"""The 5-6 player extension's options (five_six.md section 11), registered with its declaration
(``engine.rulesets``; ``engine.options`` validates them), and its checks of a game's options.

Token placement and the spiral's start corner are the base game's ``number_placement`` and
``spiral_corner`` (SIX_TOKEN_PLACEMENT, SIX_SPIRAL_START).
"""

from __future__ import annotations

from engine.errors import InvalidOptions
from engine.option_types import GameOptions, OptionSpec
from engine.text import Text

# name -> (default, allowed values, one-line help); ignored with 2-4 players
OPTIONS: dict[str, OptionSpec] = {
    "six_turn_mode": (
        "special_build_phase",
        ("special_build_phase", "paired_players"),
        "5-6 players: a Special Build Phase after every turn, or paired players (SIX-TURN-2, SIX-AMB-1)",
    ),
    "six_robber_start": (
        "lowest_hex_id",
        ("lowest_hex_id", "random", "starting_player_chooses"),
        "5-6 players: which desert the robber starts on (SIX-VAR-7)",
    ),
    "six_sbp_skip": (
        "public_info_only",
        ("public_info_only", "always_offer", "skip_if_nothing_affordable"),
        "5-6 players: which Special Build Phase slots pass at once (SIX-SBP-9)",
    ),
    "six_final_sbp": (False, (True, False), "5-6 players: one more SBP after a game ended by agreement (SIX-SBP-10)"),
    "six_paired_second_can_win": (True, (True, False), "5-6 paired players: Second may win in their phase (SIX-PAIR-4)"),
    "six_ck_components": (
        "edition_2020",
        ("edition_2020", "mayfair"),
        "C&K 5-6: 18 of each commodity and 8 Defender cards, or Mayfair's 21 and 9 (SIX-CK-1)",
    ),
    "six_ck_sbp_improvements": (True, (True, False), "C&K 5-6: city improvements in an SBP (SIX-CK-4 e; walls always)"),
    "six_ck_sbp_knight_moves": (False, (True, False), "C&K 5-6: plain knight moves in an SBP (SIX-CK-5)"),
    "six_ck_paired_commercial_harbor": (
        True,
        (True, False),
        "C&K 5-6 paired players: Second may play the Commercial Harbor (SIX-CK-10)",
    ),
}


def check_options(options: GameOptions) -> None:
    """SIX-VAR-8: no beginner map with 5-6 players; the board is always variable."""
    if options.board != "variable":
        raise InvalidOptions(Text("refusals-six-options-board"))
