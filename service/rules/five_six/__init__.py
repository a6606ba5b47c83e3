"""The 5-6 player extension in the service: a standing order for its Special Build Phase (issue #20 item 4).

Between two turns every other player has a slot to build in (SIX-SBP-2), and the table waits for each in
turn: a player's ``answers`` order passes their slot, so a sleeping player does not hold up every turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Action
from engine.text import Text
from service.rulesets import ServiceHooks

PASS: Action = ("sbp_pass",)


def _pass(_orders: Any, _view: Mapping[str, Any], _decision: Mapping[str, Any], _legal: Sequence[Any]) -> Action:
    return PASS


HOOKS = ServiceHooks(answers={"special_build": _pass}, answers_covered=(Text("six-orders-covered-special-build"),))
