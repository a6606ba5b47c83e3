"""The toy rule set's words (``ui/rules/toy/``): its turn button's op, its option's name in the lobby, the
answers of its button and command, and a status line."""

from __future__ import annotations

from typing import Any

from engine.plugins import option_default
from ui.rulesets import UiHooks

BEACON = "beacon"  # the toy's turn-message op: shows the beacons lit (no move: no action kinds)
EXPANSION_NAME = "Toy beacons"
# /catan new's choice: short, as all of /catan's names, descriptions and choices share 4,000 characters
CHOICE_NAME = "Toy"


def beacons(options: dict[str, Any]) -> int:
    """The number of beacons of a game (a view's options hold only what differs from the defaults)."""
    return int(options.get("toy_beacons", option_default(options, "toy_beacons")))


def beacons_text(game_id: int, options: dict[str, Any]) -> str:
    return f"🔥 Game #{game_id} has {beacons(options)} beacons lit."


def _more_ops(view: dict[str, Any], step: str) -> list[str]:
    return [BEACON] if step in ("pre_roll", "main") else []


def _status_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    return [f"Beacons lit: {beacons(view['options'])}."]


HOOKS = UiHooks(
    more_ops=(_more_ops,),
    own_button_kinds={BEACON: ()},  # always available, like "My hand"
    status_lines=(_status_lines,),
    option_labels={"toy_beacons": "Beacons"},
    rules_text=lambda options: EXPANSION_NAME,
)
