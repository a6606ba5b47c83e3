"""Right-to-left text in left-to-right images: the embedding levels of the Unicode bidirectional
algorithm (UAX #9) for one line whose paragraph direction is left to right, and the visual order of
runs of those levels.

Every text in an image is a sentence or a label in the image's language, with people's names inside
("Set-up: محمد to place", "Zug 3: שרה ist dran"), so the paragraph is always left to right. A text is
drawn in runs of one face (a name's Arabic from the Arabic face, its emoji from the emoji face).

How the line is laid out (issue #33 item 5): Pillow's libraqm layout (``ImageFont.Layout.RAQM``) shapes
and orders a text in one font at a time: Pillow hands libraqm a single FreeType face per call, and
libraqm's own font ranges (one face per span of a text) are not reachable from Pillow. So a line that
needs several faces is combined like this:

1. the embedding levels of the whole line come from FriBiDi, the library libraqm itself runs its
   bidirectional algorithm with (Pillow loads it, ``features.version("fribidi")``), called here on the
   whole line with a left-to-right paragraph: the full UAX #9, isolates (a name set off by FSI ... PDI)
   and bracket pairs included; ``levels``;
2. the line is cut into runs of one face and one level (``rendering.shapes.runs``), and the runs are
   put in visual order by rule L2 on those levels (``visual_order``);
3. each run is laid out by libraqm (``ImageFont.Layout.RAQM``) in its own direction (its level's):
   shaping (joined Arabic letters) and the order of the letters inside it.

The UAX #9 rules below (W1-W7, N1-N2, I1-I2, L1; no explicit embeddings, isolates or brackets) are kept
only for a Pillow without libraqm/FriBiDi, where runs are drawn reversed letter by letter anyway.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import threading
import unicodedata
from collections.abc import Sequence
from functools import cache
from typing import TypeVar

T = TypeVar("T")

_STRONG = {"L": "L", "R": "R", "AL": "R"}
_NEUTRAL = {"B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI"}
_IGNORED = {"BN", "LRE", "RLE", "LRO", "RLO", "PDF"}  # X9: removed, they take a neighbour's level

# Direction marks and isolates (a right-to-left name set off from the sentence around it, ``isolate``): they
# order the text around them, but there is nothing to draw.
INVISIBLE = frozenset({"\u200e", "\u200f", "\u061c", "\u2066", "\u2067", "\u2068", "\u2069"})


def isolate(name: str) -> str:
    """``name`` set off from the sentence it goes into (FSI ... PDI) if it has right-to-left letters, so that
    the words and numbers after it keep their order ("محمد wins with 10 VP"); as it is otherwise."""
    return f"\u2068{name}\u2069" if has_rtl(name) else name


def has_rtl(text: str) -> bool:
    """Whether ``text`` has a right-to-left letter (else every level is 0 and nothing moves)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def levels(text: str) -> list[int]:
    """The embedding level of each character of ``text`` in a left-to-right paragraph: 0 for left to
    right, 1 for right to left, 2 for numbers inside right-to-left text (and more inside isolates)."""
    if not has_rtl(text):
        return [0] * len(text)
    found = _fribidi_levels(text)
    return found if found is not None else _levels(text)


def _levels(text: str) -> list[int]:
    """``levels`` by the rules of this module (no FriBiDi)."""
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


# --- FriBiDi ---------------------------------------------------------------------------------------------------

_FRIBIDI_PAR_LTR = 0x00000110  # FRIBIDI_PAR_LTR: a left-to-right paragraph
_FRIBIDI_FLAGS_DEFAULT = 0x00000001 | 0x00000002 | 0x00000004  # shape mirroring, reorder NSM, ... (FRIBIDI_FLAGS_DEFAULT)
_fribidi_lock = threading.Lock()


@cache
def _fribidi() -> ctypes.CDLL | None:
    """The FriBiDi library libraqm uses (None where there is none: the rules of this module then)."""
    from PIL import features

    if not features.check("raqm"):
        return None
    name = ctypes.util.find_library("fribidi")
    try:
        lib = ctypes.CDLL(name or "libfribidi.so.0")
        lib.fribidi_get_bidi_types.argtypes = [ctypes.POINTER(ctypes.c_uint32), ctypes.c_int,
                                               ctypes.POINTER(ctypes.c_uint32)]  # fmt: skip
        lib.fribidi_get_bracket_types.argtypes = [ctypes.POINTER(ctypes.c_uint32), ctypes.c_int,
                                                  ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32)]  # fmt: skip
        lib.fribidi_get_par_embedding_levels_ex.argtypes = [
            ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32), ctypes.c_int,
            ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_int8),
        ]  # fmt: skip
        lib.fribidi_get_par_embedding_levels_ex.restype = ctypes.c_int8
        return lib
    except (OSError, AttributeError):
        return None


def _fribidi_levels(text: str) -> list[int] | None:
    """FriBiDi's embedding levels of ``text`` in a left-to-right paragraph, with rule L1 (trailing whitespace at
    the paragraph's level) as FriBiDi applies it when it reorders a line; None without FriBiDi."""
    lib = _fribidi()
    if lib is None:
        return None
    n = len(text)
    chars = (ctypes.c_uint32 * n)(*map(ord, text))
    types = (ctypes.c_uint32 * n)()
    brackets = (ctypes.c_uint32 * n)()
    out = (ctypes.c_int8 * n)()
    direction = ctypes.c_uint32(_FRIBIDI_PAR_LTR)
    with _fribidi_lock:  # FriBiDi keeps no state between calls, but its debug flag is global: one call at a time
        lib.fribidi_get_bidi_types(chars, n, types)
        lib.fribidi_get_bracket_types(chars, n, types, brackets)
        if not lib.fribidi_get_par_embedding_levels_ex(types, brackets, n, ctypes.byref(direction), out):
            return None
    found = [max(0, int(v)) for v in out]
    for i in range(n - 1, -1, -1):  # L1: whitespace (and isolate marks) at the line's end go back to level 0
        if unicodedata.bidirectional(text[i]) in ("WS", "BN", "LRI", "RLI", "FSI", "PDI", "S"):
            found[i] = 0
        else:
            break
    return found
