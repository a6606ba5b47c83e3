"""Bitmask helpers: sets of intersections or paths are ints (bit i = id i)."""

from __future__ import annotations


def bit_indices(mask: int) -> list[int]:
    """Ids of the set bits, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
