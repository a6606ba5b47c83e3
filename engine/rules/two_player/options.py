"""The 2-player variant's options (two_player.md), registered with its declaration (``engine.rulesets``;
``engine.options`` validates them)."""

from __future__ import annotations

from engine.option_types import OptionSpec

# name -> (default, (min, max), one-line help); ignored in other games
OPTIONS: dict[str, OptionSpec] = {
    "two_max_actions_per_turn": (
        0,
        (0, 20),
        "2-player variant: trade-card actions per turn, 0 = unlimited (TWO-ACT-5, TWO-AMB-2)",
    ),
}
