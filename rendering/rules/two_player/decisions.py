"""The 2-player variant's decision images (``rendering.decision``): a neutral player's piece, placed by
the player who triggered it (TWO-NEUTRAL-1); each label is in the colour of the neutral it is for."""

from __future__ import annotations

from rendering.rulesets import DecisionKind

KINDS: dict[str, DecisionKind] = {
    "neutral_road": DecisionKind("neutral_road", "edge", "two-images-decision-neutral-road",
                                 at=2),
    "neutral_settlement": DecisionKind("neutral_settlement", "vertex",
                                       "two-images-decision-neutral-settlement", at=2),
}  # fmt: skip
# The steps of a neutral placement are about that placement.
STEPS: dict[str, str] = {"neutral_road": "neutral_road", "neutral_settlement": "neutral_settlement"}
