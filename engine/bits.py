"""Bitmask helpers: sets of intersections or paths are ints (bit i = id i)."""

from __future__ import annotations

from collections.abc import Sequence


def bit_indices(mask: int) -> list[int]:
    """Ids of the set bits, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def union_at(mask: int, table: Sequence[int]) -> int:
    """The union of ``table[i]`` over the set bits ``i`` of ``mask`` (e.g. the paths at a set of intersections,
    with ``table`` each intersection's path mask)."""
    out = 0
    while mask:
        low = mask & -mask
        out |= table[low.bit_length() - 1]
        mask ^= low
    return out
