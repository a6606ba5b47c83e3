"""The 5-6 extension's record on ``GameState.six``: where the turn cycle stands between regular turns."""

from __future__ import annotations

from typing import Any

# The Special Build Phase is a phase of its own (SIX-SBP-2: it belongs to nobody's turn, so nobody can
# win in it, SIX-SBP-6) and a step (what the game waits for: the acting player's purchases or "pass").
PHASE_SBP = "special_build"
SBP_STEP = "special_build"
# Paired players (SIX-PAIR-2 step 4): Second's phase. With ``six_paired_second_can_win = false`` it is a
# phase of its own, in which nobody wins (SIX-PAIR-4); otherwise it is played in the "play" phase.
PHASE_SECOND = "second_phase"


class SixRecord:
    """``sbp_of``: the seat whose regular turn ended while its SBP runs, else -1; ``sbp_queue``: the
    seats whose slots are still to come, in order (SIX-SBP-2). ``second``: Second's seat while Second's
    phase runs, else -1; ``second_built``: what Second had built when the phase started (strict
    trade/build order, SIX-PAIR-2 step 4). ``sbp_asked``: the seats that asked for a slot during the
    current regular turn (``six_sbp_skip = on_request``), sorted."""

    __slots__ = ("sbp_asked", "sbp_of", "sbp_queue", "second", "second_built")

    def __init__(self) -> None:
        self.sbp_of = -1
        self.sbp_queue: list[int] = []
        self.second = -1
        self.second_built: list[int] = []
        self.sbp_asked: list[int] = []

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"sbp": [self.sbp_of, list(self.sbp_queue)], "second": [self.second, list(self.second_built)]}
        if self.sbp_asked:  # written only when set: games without requests keep their JSON
            out["asked"] = list(self.sbp_asked)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SixRecord:
        r = cls()
        r.sbp_of, queue = data["sbp"]
        r.sbp_queue = [int(s) for s in queue]
        r.second, built = data["second"]
        r.second_built = [int(x) for x in built]
        r.sbp_asked = [int(s) for s in data.get("asked", ())]
        return r
