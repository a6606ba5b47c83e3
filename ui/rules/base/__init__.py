"""The base game's part of what people read (``ui.rulesets``): its turn buttons per step, its rules line.

Every other rule set composes on these hooks: Cities & Knights wraps the turn buttons, the 2-player
variant adds buttons after them.
"""

from __future__ import annotations

from typing import Any

from ui.i18n.text import Text
from ui.rulesets import UiHooks

_SETUP_STEPS = ("setup_settlement", "setup_road")
_FREE_ROAD_STEPS = ("road_building",)


def step_ops(view: dict[str, Any], step: str, me: dict[str, Any]) -> list[str]:
    """The base game's turn-message buttons of ``step`` (public view only, see ``ui.buttons``)."""
    if step in _SETUP_STEPS or step in _FREE_ROAD_STEPS:
        return ["build"]
    if step == "pre_roll":
        # a development card may be played before the roll (BASE-TURN-5)
        return ["roll", "dev"] if me["dev_card_count"] else ["roll"]
    if step == "discard":
        return ["discard"]
    if step == "move_robber":
        return ["robber", *_resolution_dev(view, me)]
    if step == "steal":
        return ["steal", *_resolution_dev(view, me)]
    if step == "main":
        ops = ["build"]
        if view["dev_deck"]:
            ops.append("buy")
        if me["dev_card_count"]:
            ops.append("dev")
        return [*ops, "trade", "bank", "end"]
    return []  # a step of another rule set (its buttons come from its own hooks), or one unknown here


def _resolution_dev(view: dict[str, Any], me: dict[str, Any]) -> list[str]:
    """Play card… while the robber is moved: only when an option allows a card there (BASE-TURN-5, BASE-DEV-9)."""
    options = view["options"]
    allowed = options.get("dev_card_during_roll_resolution") or options.get("vp_card_reveal") == "any_time_own_turn"
    return ["dev"] if allowed and me["dev_card_count"] else []


# What the player of each base step must do (``ui.report.prompt_for``): said to them, and (``.about``) about
# them in "Waiting for ..." (catalogue ``thread``).
STEP_PROMPTS = {step: Text(f"thread-prompt-{step.replace('_', '-')}") for step in (
    "setup_settlement", "setup_road", "pre_roll", "move_robber", "steal", "main", "road_building", "discard",
)}  # fmt: skip


def seat_name(seat: int | None, names: list[str]) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "nobody"


HOOKS = UiHooks(
    step_ops=step_ops,
    open_decisions=lambda view: [],  # the base game's decisions are its steps (discard, robber, steal)
    costs_note=None,
    step_prompts=STEP_PROMPTS,
    rules_text=lambda options: Text("thread-rules-base"),
    longest_road_name=Text("thread-longest-road-name"),
    seat_name=seat_name,
)
