"""A resource of the player's choice owed at once by one seat, outside a roll: the gold field of a second
set-up settlement (SEA-GOLD-5, SEA-AMB-13) and a discovered gold field (SEA-FOG-4, SEA-AMB-19).

Once both halves of the rule set are in, every gold field owes through the routes half's gold decision
(``gold.owe`` with the source "setup" or "discovery": one decision kind for every gold choice, which the
routes half's Road Building and set-up ships already wait for). Without it (the board half alone) the
seat owes a ``sea_pick`` step: one action ``("sea_pick", resource)`` per card owed, among the types the
bank holds (BASE-TRADE-7: the bank hands out nothing it lacks; with the bank empty of all five the pick
is lost); then play resumes where it was.
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine import explain as why
from engine.pending import register_text
from engine.state import GameState

PICK_STEP = "sea_pick"
PICK = "sea_pick"
A.register_kind(
    PICK, "i", lambda action, names=None: f"take 1 {('brick', 'lumber', 'ore', 'grain', 'wool')[action[1]]}"
)
register_text(PICK_STEP, "choose a resource for a gold field")
PICK_ACTIONS: tuple[tuple[str, int], ...] = tuple((PICK, r) for r in range(5))


def routes_gold() -> Any:
    """The routes half's gold module, or None while only the board half is in."""
    try:
        from engine.rules.seafarers import gold  # type: ignore[attr-defined]
    except ImportError:
        return None
    return gold


def owe(state: GameState, seat: int, count: int, source: str) -> None:
    """``seat`` (the active seat) owes ``count`` resources of its choice now, for ``source`` ("setup" or
    "discovery"); play resumes at the current step."""
    sea = state.sea
    if not count:
        return
    gold = routes_gold()
    if gold is not None:
        owed = [0] * state.n
        owed[seat] = count
        gold.owe(state, owed, source, state.step)
        return
    if not any(state.bank[:5]):
        state.emit({"type": "gold_lost", "seat": seat, "count": count, "source": source})
        return
    picks = sea.extra.setdefault("pick", {"count": 0, "source": source, "resume": state.step})
    picks["count"] += count
    state.step = PICK_STEP
    state.emit({"type": "gold_pick_owed", "seat": seat, "count": count, "source": source})


def list_picks(state: GameState, seat: int, out: list[Any]) -> None:
    """The types the bank still holds (SEA-GOLD-3's rule for a single pick)."""
    out.extend(PICK_ACTIONS[r] for r in range(5) if state.bank[r] > 0)


def pick(state: GameState, seat: int, action: Any) -> None:
    r = action[1]
    sea = state.sea
    picks = sea.extra["pick"]
    state.bank[r] -= 1
    state.hands[seat][r] += 1
    picks["count"] -= 1
    state.emit({"type": "gold_picked", "seat": seat, "resource": r, "source": picks["source"]})
    if picks["count"] and any(state.bank[:5]):
        return
    del sea.extra["pick"]
    state.step = picks["resume"]


def _why_not(state: GameState, seat: int, action: Any) -> tuple[str, str]:
    if state.step != PICK_STEP or seat != state.active:
        return "not_now", "You have no gold-field resource to choose now."
    return "bank_empty", "The bank has none of that resource left; choose one it still has."


why.register_kind(PICK, "choose a resource for a gold field", _why_not)
