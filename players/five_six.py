"""How built-in players play 5-6 player games (``players.rulesets``): the island and the turns are the
engine's; what is theirs is the Special Build Phase slot (SIX-SBP-2/3) and Second's phase of paired
players when nobody wins in it (SIX-PAIR-2/4). In both the seat builds like in its main step (the
shared strategies pick what) and ends the phase when nothing worth building is affordable.
"""

from __future__ import annotations

from engine.actions import Action
from engine.rules.five_six.record import PHASE_SBP, PHASE_SECOND
from engine.rules.five_six.sbp import PASS
from players.rulesets import PlayerHooks
from players.table import Table

_SBP_PASS: Action = (PASS,)
_END_TURN: Action = ("end_turn",)


def build_phase_end(t: Table) -> Action | None:
    """The action ending the seat's own SBP slot or Second's phase, if it is in one now."""
    if t.seat != t.active or t.phase not in (PHASE_SBP, PHASE_SECOND):
        return None
    for end in (_SBP_PASS, _END_TURN):
        if end in t.legal:
            return end
    return None


HOOKS = PlayerHooks(build_phase_end=(build_phase_end,))
