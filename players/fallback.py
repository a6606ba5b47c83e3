"""A safe legal choice for decisions no strategy knows (action kinds of rule sets added later).

Preferences are generic: answer what is asked, build before buying, do not stall a turn forever (an
unknown optional action is taken only now and then before ending the turn), and never pick a kind
that gives something away for nothing when another option exists.
"""

from __future__ import annotations

import random

from engine.actions import Action
from players.table import Table

# Kinds a player may always leave for later, so they are not worth repeating in a loop.
_LOW = {"end_turn", "withdraw", "skip_steal", "reveal_vp", "decline"}
_HIGH = {"roll": 100, "city": 90, "settlement": 80, "confirm": 60, "buy_dev": 50, "road": 40}
UNKNOWN_RATE = 0.35


def choose(t: Table, rng: random.Random) -> Action:
    legal = list(t.legal)
    if not legal:
        raise ValueError("the seat has no legal action: nothing to decide")
    best = max(_HIGH.get(a[0], 0) for a in legal)
    if best:
        return rng.choice([a for a in legal if _HIGH.get(a[0], 0) == best])
    optional = [a for a in legal if a[0] not in _LOW]
    if ("end_turn",) in legal:
        if optional and rng.random() < UNKNOWN_RATE:
            return rng.choice(optional)
        return ("end_turn",)
    if optional:
        return rng.choice(optional)
    return rng.choice(legal)
