"""Right-to-left text in left-to-right images: the embedding levels of the Unicode bidirectional
algorithm (UAX #9) for one line whose paragraph direction is left to right, and the visual order of
runs of those levels.

Every text in an image is an English sentence or a label, with people's names inside ("Set-up: محمد
to place"), so the paragraph is always left to right. A text is drawn in runs of one face (a name's
Arabic from the Arabic face, its emoji from the emoji face); libraqm shapes and orders the letters
inside a run, but it sees one run at a time and cannot order the runs, nor say where the spaces
between an Arabic name and the English around it belong. That is this module's job.

Implemented: the weak-type rules W1-W7, neutrals N1-N2, implicit levels I1-I2, trailing whitespace
L1 and reordering L2. Not implemented, because a name cannot make use of them in a way a reader would
miss: explicit embeddings and isolates (their control characters are treated as boundary neutrals,
like the marks LRM/RLM, which are never drawn) and bracket pairs (N0).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_STRONG = {"L": "L", "R": "R", "AL": "R"}
_NEUTRAL = {"B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI"}
_IGNORED = {"BN", "LRE", "RLE", "LRO", "RLO", "PDF"}  # X9: removed, they take a neighbour's level

# Direction marks: strong for the algorithm, but nothing to draw.
INVISIBLE = frozenset({"\u200e", "\u200f", "\u061c"})


def has_rtl(text: str) -> bool:
    """Whether ``text`` has a right-to-left letter (else every level is 0 and nothing moves)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def levels(text: str) -> list[int]:
    """The embedding level of each character of ``text`` in a left-to-right paragraph: 0 for left to
    right, 1 for right to left, 2 for numbers inside right-to-left text."""
    if not has_rtl(text):
        return [0] * len(text)
    types = [unicodedata.bidirectional(ch) or "L" for ch in text]
    kept = [i for i, t in enumerate(types) if t not in _IGNORED]
    seq = [types[i] for i in kept]
    _weak(seq)
    _neutrals(seq)
    out = [0] * len(text)
    for i, t in zip(kept, seq, strict=True):
        out[i] = 1 if t == "R" else 2 if t in ("AN", "EN") else 0
    # L1: whitespace at the end of the line goes back to the paragraph level.
    for i in range(len(text) - 1, -1, -1):
        if types[i] in ("WS", "BN", "LRI", "RLI", "FSI", "PDI") or types[i] in _IGNORED:
            out[i] = 0
        else:
            break
    # Removed characters take the level of the character before them (or the paragraph's).
    kept_set = set(kept)
    for i in range(len(text)):
        if i not in kept_set and i > 0:
            out[i] = out[i - 1]
    return out


def _weak(seq: list[str]) -> None:
    """W1-W7 in place, with sos and eos of type L."""
    prev = "L"
    for i, t in enumerate(seq):  # W1: a non-spacing mark is of the type before it
        if t == "NSM":
            seq[i] = "ON" if prev in _NEUTRAL else prev
        prev = seq[i]
    strong = "L"
    for i, t in enumerate(seq):  # W2: European numbers after Arabic letters are Arabic numbers
        if t in ("L", "R", "AL"):
            strong = t
        elif t == "EN" and strong == "AL":
            seq[i] = "AN"
    for i, t in enumerate(seq):  # W3
        if t == "AL":
            seq[i] = "R"
    for i in range(1, len(seq) - 1):  # W4: one separator between two numbers of one kind
        a, t, b = seq[i - 1], seq[i], seq[i + 1]
        if (t == "ES" and a == b == "EN") or (t == "CS" and a == b and a in ("EN", "AN")):
            seq[i] = a
    i = 0
    while i < len(seq):  # W5: terminators (%, currency) next to European numbers
        if seq[i] != "ET":
            i += 1
            continue
        j = i
        while j < len(seq) and seq[j] == "ET":
            j += 1
        if (i > 0 and seq[i - 1] == "EN") or (j < len(seq) and seq[j] == "EN"):
            seq[i:j] = ["EN"] * (j - i)
        i = j
    for i, t in enumerate(seq):  # W6
        if t in ("ES", "ET", "CS"):
            seq[i] = "ON"
    strong = "L"
    for i, t in enumerate(seq):  # W7: European numbers in left-to-right text are left to right
        if t in ("L", "R"):
            strong = t
        elif t == "EN" and strong == "L":
            seq[i] = "L"


def _neutrals(seq: list[str]) -> None:
    """N1-N2 in place: neutrals between two letters of one direction take it (numbers count as right
    to left), all others the paragraph's (left to right); sos and eos are L."""
    i = 0
    while i < len(seq):
        if seq[i] not in _NEUTRAL:
            i += 1
            continue
        j = i
        while j < len(seq) and seq[j] in _NEUTRAL:
            j += 1
        before = _direction(seq[i - 1]) if i > 0 else "L"
        after = _direction(seq[j]) if j < len(seq) else "L"
        seq[i:j] = [before if before == after else "L"] * (j - i)
        i = j


def _direction(t: str) -> str:
    return "R" if t in ("R", "AN", "EN") else _STRONG.get(t, "L")


def visual_order(items: Sequence[T], item_levels: Sequence[int]) -> list[T]:
    """``items`` (runs in logical order, one level each) in the order they are drawn left to right
    (L2: from the highest level down to 1, reverse every sequence at that level or higher)."""
    order = list(range(len(items)))
    lv = list(item_levels)
    top = max(lv, default=0)
    for level in range(top, 0, -1):
        i = 0
        while i < len(order):
            if lv[i] < level:
                i += 1
                continue
            j = i
            while j < len(order) and lv[j] >= level:
                j += 1
            order[i:j], lv[i:j] = order[i:j][::-1], lv[i:j][::-1]
            i = j
    return [items[k] for k in order]
