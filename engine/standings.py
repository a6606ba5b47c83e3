"""Places at a game's end, one rule for every place they are shown (the standings' text, the statistics'
image, the ratings): standard competition ranking ("1224"), players with equal scores share a place and
the next place skips as many as shared it. The winner is first on their own: the rules name one winner
(a tie on points is decided by who reached the target on their turn), so a player level with them is 2nd.

In the engine because every part that shows places may import it: ``ui`` (the standings' text),
``rendering`` (the statistics' image) and ``history`` (the ratings) all sit on the engine and on nothing
else in common (tests/test_architecture.py). Issue #29 item 5: the text ranked tied players 5 and 6
while the image ranked them 5 and 5.
"""

from __future__ import annotations

from collections.abc import Sequence


def places(scores: Sequence[int] | None, winner: int | None, players: int | None = None) -> list[int]:
    """Each seat's place: 1 for ``winner``, then by score, equal scores sharing a place (without scores,
    everyone but the winner is 2nd). ``players``: the number of seats when ``scores`` is None."""
    count = len(scores) if scores is not None else (players or 0)
    out = []
    for seat in range(count):
        if seat == winner:
            out.append(1)
        elif scores is None:
            out.append(2 if winner is not None else 1)
        else:
            mine = scores[seat]
            better = sum(1 for s, v in enumerate(scores) if s != winner and v > mine)
            out.append((2 if winner is not None else 1) + better)
    return out
