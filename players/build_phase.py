"""Build-only phases of a rule set (5-6 players: the Special Build Phase slot, Second's phase): the
shared strategies build there what they would build in their main step, and otherwise end the phase.

Which phase it is and which action ends it are the rule set's (``PlayerHooks.build_phase_end``).
"""

from __future__ import annotations

from engine.actions import Action
from players.rulesets import policy_of
from players.table import Table

_END_TURN: Action = ("end_turn",)


def end_of(t: Table) -> Action | None:
    """The action that ends the seat's build-only phase if it is in one now, else None."""
    for hook in policy_of(t.view).build_phase_end:
        end = hook(t)
        if end is not None:
            return end
    return None


def build_or_end(t: Table, choice: Action, end: Action) -> Action:
    """The main step's ``choice`` if it is a legal move there (a build, a purchase, a bank trade where
    one is allowed), else ``end``: an offer or a trade the phase refuses ends it instead."""
    if choice not in (end, _END_TURN) and choice in t.legal:
        return choice
    return end
