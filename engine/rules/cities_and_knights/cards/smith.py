"""CK-CARD-SCI-10 — Smith (2).

"You may promote 2 of your knights 1 level each for free. You may not promote "mighty" knights. You may
promote a knight whether it is active or inactive. The condition of the knight does not change. You may
only promote a "strong" knight if you have built the "Fortress". You may only promote a knight one level
per turn."

Up to two different knights, neither promoted earlier this turn, each needing the next stronger token in
the supply (CK-KNIGHT-4); a play names one knight, or two (a second of -1 means none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.rules.cities_and_knights import knights
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.constants import ABILITY_LEVEL, KNIGHTS_PER_STRENGTH, POLITICS, PROMOTED

if TYPE_CHECKING:
    from engine.state import GameState

NONE = -1


def _both_fit(state: GameState, seat: int, first: int, second: int) -> bool:
    """Whether promoting ``first`` and then ``second`` finds a token for each (one may free the other's)."""
    ck = state.ck
    on_board = ck.knight_count[seat]  # knights on the board by strength (index 1..3)
    s, t = ck.k_strength[first], ck.k_strength[second]
    if on_board[s + 1] >= KNIGHTS_PER_STRENGTH:
        return False
    # after the first promotion: one more of strength s + 1, one fewer of strength s
    taken = on_board[t + 1] + (t + 1 == s + 1) - (t + 1 == s)
    return taken < KNIGHTS_PER_STRENGTH


def _order(state: GameState, seat: int, a: int, b: int) -> tuple[int, int] | None:
    if _both_fit(state, seat, a, b):
        return a, b
    if _both_fit(state, seat, b, a):
        return b, a
    return None


def _choices(state: GameState, seat: int) -> list[Action]:
    ck = state.ck
    mine = ck.knight_mask[seat]
    if not mine:
        return []
    # Knights that could go up a level if a token were free: not mighty, not promoted this turn, strong
    # only with the Fortress (politics level 3)
    # (loops, not comprehensions: those would build closure cells at every listing while the card is held)
    k_strength, k_flags = ck.k_strength, ck.k_flags
    top = 3 if ck.levels[seat][POLITICS] >= ABILITY_LEVEL else 2
    # promotable alone (knights.can_promote: may rise, and a token of the next level is free); every
    # play, of one knight or two, starts with such a knight
    counts = ck.knight_count[seat]
    if counts[2] >= KNIGHTS_PER_STRENGTH and (top < 3 or counts[3] >= KNIGHTS_PER_STRENGTH):
        return []  # no token of the next level for any knight: no play (each starts with a knight promotable alone)
    able = []
    out: list[Action] = []
    for v in bit_indices(mine):
        s = k_strength[v]
        if s < top and not k_flags[v] & PROMOTED:
            able.append(v)
            if counts[s + 1] < KNIGHTS_PER_STRENGTH:
                out.append(("smith", v, NONE))
    if out and len(able) > 1:
        # _order(a, b) is not None, its two _both_fit tests written out: the listing asks this at every main
        # step while the card is held, for every pair of knights
        for i, a in enumerate(able):
            sa = k_strength[a]
            a_free = counts[sa + 1] < KNIGHTS_PER_STRENGTH
            for b in able[i + 1 :]:
                sb = k_strength[b]
                if (a_free and counts[sb + 1] + (sb == sa) - (sb + 1 == sa) < KNIGHTS_PER_STRENGTH) or (
                    counts[sb + 1] < KNIGHTS_PER_STRENGTH and counts[sa + 1] + (sa == sb) - (sa + 1 == sb) < KNIGHTS_PER_STRENGTH
                ):
                    out.append(("smith", a, b))
    return out


def _apply(state: GameState, seat: int, action: Action) -> None:
    _, a, b = action
    for v in (a,) if b == NONE else _order(state, seat, a, b) or ():
        knights.promote(state, seat, v)


def _describe(action: Action, names: list[str] | None = None) -> str:
    spots = [str(v + 1) for v in action[1:] if v != NONE]
    return "play Smith: promote the knight" + ("s on " if len(spots) > 1 else " on ") + " and ".join(spots)


CARD = register(ProgressCard("smith", "Smith", "ii", _choices, _apply, describe=_describe))
