"""Labels with a fixed room (issue #33 item 3): card names on cards, column titles, section titles and their notes,
the C&K progress cards' texts and panels, the strip's titles. German and French run longer than English, the
pseudo-locale longer still; a label too wide for its room is, in this order: drawn a size smaller, step by step,
down to ``SHRINK`` of its size; drawn in the condensed face (DejaVu Sans Condensed, bold or not), down to
``CONDENSED`` of its size; broken onto more lines where the room has them (``Box.lines``, at ``Box.wrap_size``);
and only then cut with an ellipsis, which the label test fails on. English, which fits, is drawn as it always was.

Each room is declared where it is drawn: a ``Box`` (one label), a ``Row`` (column titles centred on their columns,
each as wide as its neighbours leave it) or a ``Pair`` (a title from the left and a note to the right in one line),
with the catalogue messages drawn in it and sample variables; ``tests/rendering/test_label_fit_issue33.py``
measures every one in every shipped language and the pseudo-locale with the fonts it is drawn in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from rendering.cache import LruCache
from rendering.fonts import Style
from rendering.palette import RGB
from rendering.shapes import fit_text, text, text_width

SHRINK = 0.8  # the smallest size a label shrinks to in its own face, of its own size
CONDENSED = 0.72  # ... in the condensed face (bold labels): smaller stops reading on a phone
LEADING = 1.1  # line height of a label on two lines, of its size

Message = tuple[str, dict[str, object]]


@dataclass(frozen=True)
class Fitted:
    """A label as it is drawn: its lines, at ``size`` px in ``style``; ``fits`` False: cut with an ellipsis."""

    lines: tuple[str, ...]
    size: int
    fits: bool
    style: Style = "bold"


@dataclass(frozen=True)
class Box:
    """The room of a label: ``width`` px per line, drawn in ``style`` at ``size`` px (smaller if it must); ``lines``:
    the lines it may take, at ``wrap_size`` px at most (0: ``SHRINK`` of ``size``) when more than one;
    ``messages``: the catalogue keys drawn in it, each with sample variables (the longest a game shows)."""

    name: str
    style: Style
    size: int
    width: float
    lines: int = 1
    messages: tuple[Message, ...] = ()
    wrap_size: int = 0
    narrowest: float = 0  # the smallest size in the condensed face, of ``size`` (0: ``CONDENSED``)

    def __post_init__(self) -> None:
        BOXES.append(self)

    def fit(self, content: str, width: float | None = None) -> Fitted:
        """``content`` laid out in the box (``fit``); ``width``: a room narrower or wider than the box's this time
        (the statistics' columns share the table's width)."""
        return fit(content, self.style, self.size, self.width if width is None else width, self.lines, self.wrap_size,
                   self.narrowest)  # fmt: skip


BOXES: list[Box] = []


def fit(content: str, style: Style, size: int, width: float, lines: int = 1, wrap_size: int = 0,
        narrowest: float = 0) -> Fitted:  # fmt: skip
    """``content`` (a translation may break it into lines where it reads best: "Road\\nBuilding") laid out in
    ``lines`` lines of ``width`` px, as the module says: smaller, condensed, on more lines, else cut. Kept: the
    same labels come back every render."""
    key = (content, style, size, width, lines, wrap_size, narrowest)
    return _FITTED.get_or_build(key, lambda: _fit(content, style, size, width, lines, wrap_size, narrowest))


_FITTED: LruCache[Fitted] = LruCache(maxsize=4096)


def _fit(content: str, style: Style, size: int, width: float, lines: int, wrap_size: int, narrowest: float) -> Fitted:
    own = tuple(content.split("\n"))

    def fits(laid: Sequence[str], face: Style, px: int) -> bool:
        return len(laid) <= lines and all(text_width(line, face, px) <= width for line in laid)

    for face, px in _sizes(style, size, narrowest):
        if fits(own, face, px):
            return Fitted(own, px, True, face)
    if lines > 1:
        words = " ".join(content.split())
        top = wrap_size or round(size * SHRINK)
        for face, px in _sizes(style, top):
            for n in range(2, lines + 1):
                laid = tuple(_wrapped(words, n))
                if fits(laid, face, px):
                    return Fitted(laid, px, True, face)
    face, px = _sizes(style, size, narrowest)[-1]
    return Fitted(tuple(fit_text(line, face, px, width) for line in own[:lines]), px, False, face)


def _sizes(style: Style, size: int, narrowest: float = 0) -> list[tuple[Style, int]]:
    """The faces and sizes a label of ``style`` at ``size`` is tried in, the first that fits taken."""
    out: list[tuple[Style, int]] = [(style, px) for px in range(size, max(1, round(size * SHRINK)) - 1, -1)]
    narrow = {"bold": "condensed", "regular": "narrow"}.get(style)
    if narrow is not None:
        out += [(narrow, px) for px in range(out[-1][1], max(1, round(size * (narrowest or CONDENSED))) - 1, -1)]  # type: ignore[misc]
    return out


def draw_fitted(im: Image.Image, at: tuple[float, float], fitted: Fitted, fill: RGB, anchor: str = "mm",
                draw: Callable[..., None] = text) -> None:  # fmt: skip
    """The lines of ``fitted`` as a block centred on ``at``'s line (one line: exactly where ``draw`` draws it;
    ``draw``: ``shapes.text``, or ``shapes.text_on_halves`` in a picture whose text is drawn on the posted grid)."""
    step = fitted.size * LEADING
    y0 = at[1] - step * (len(fitted.lines) - 1) / 2
    for i, line in enumerate(fitted.lines):
        draw(im, (at[0], y0 + i * step), line, fitted.style, fitted.size, fill, anchor)


def _wrapped(content: str, n: int) -> list[str]:
    """``content`` broken at spaces into ``n`` lines, the longest as short as the words allow."""
    words = content.split()
    if len(words) < n:
        return [content]
    best: list[str] = [content]
    best_longest = float("inf")

    def splits(start: int, parts: int) -> list[list[str]]:
        if parts == 1:
            return [[" ".join(words[start:])]]
        out = []
        for end in range(start + 1, len(words) - parts + 2):
            out += [[" ".join(words[start:end]), *rest] for rest in splits(end, parts - 1)]
        return out

    for laid in splits(0, n):
        longest = max(len(line) for line in laid)
        if longest < best_longest:
            best, best_longest = laid, longest
    return best


# --- labels that share a line ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """Titles centred on ``xs`` in one line (a table's column titles), between ``left`` and ``right``: each may be
    as wide as its neighbours leave it; ``messages``: per column, the catalogue message that stands there."""

    name: str
    xs: tuple[int, ...]
    style: Style
    size: int
    left: float
    right: float
    messages: tuple[tuple[Message, ...], ...]
    wrap_size: int = 0  # two lines (several words) at this size or smaller, when one line does not fit

    def __post_init__(self) -> None:
        ROWS.append(self)


ROWS: list[Row] = []
ROW_GAP = 8  # px at least between two titles


_ROW_CACHE: LruCache[list[Fitted]] = LruCache(maxsize=1024)


def fit_row(contents: list[str], xs: list[float], style: Style, size: int, left: float, right: float,
            wrap_size: int = 0) -> list[Fitted]:  # fmt: skip
    """Each title in the largest face and size (``_sizes``) at which it keeps ``ROW_GAP`` from its neighbours and
    stays inside ``left``..``right``: where two meet, the wider gives way a step (English, whose titles fit, is drawn
    as it is); with ``wrap_size``, a title of several words may then take two lines at that size or smaller. A
    title that cannot fit is cut with an ellipsis (``fits`` False). Kept per row: a board's table titles come back
    every render, and a crowded row (a long language's) measures its titles hundreds of times."""
    key = (tuple(contents), tuple(xs), style, size, left, right, wrap_size)
    return list(_ROW_CACHE.get_or_build(key, lambda: _fit_row(contents, xs, style, size, left, right, wrap_size)))


def _fit_row(contents: list[str], xs: list[float], style: Style, size: int, left: float, right: float,
             wrap_size: int) -> list[Fitted]:  # fmt: skip
    one = [(face, px, 1) for face, px in _sizes(style, size)]
    two = [(face, px, 2) for face, px in _sizes(style, wrap_size)] if wrap_size else []
    steps = [one + (two if len(content.split()) > 1 else []) for content in contents]
    at = [0] * len(contents)

    def laid(i: int) -> tuple[str, ...]:
        lines = steps[i][at[i]][2]
        return (contents[i],) if lines == 1 else tuple(_wrapped(contents[i], lines))

    widths: dict[tuple[int, int], float] = {}

    def width(i: int) -> float:
        if (i, at[i]) not in widths:
            face, px, _lines = steps[i][at[i]]
            widths[(i, at[i])] = max(text_width(line, face, px) for line in laid(i))
        return widths[(i, at[i])]

    def room(i: int) -> float:
        """Twice the px from the title's centre to what it may not touch, on its tighter side."""
        before = xs[i] - xs[i - 1] - width(i - 1) / 2 - ROW_GAP if i else xs[i] - left
        after = xs[i + 1] - xs[i] - width(i + 1) / 2 - ROW_GAP if i + 1 < len(contents) else right - xs[i]
        return 2 * min(before, after)

    for _ in range(sum(len(s) for s in steps)):
        crowded = [i for i in range(len(contents)) if width(i) > room(i)]
        if not crowded:
            break
        # give way: the widest of the crowded titles and their neighbours that can still step down
        near = {j for i in crowded for j in (i - 1, i, i + 1) if 0 <= j < len(contents) and at[j] + 1 < len(steps[j])}
        if not near:
            break
        widest = max(near, key=width)
        at[widest] += 1
    out = []
    for i, content in enumerate(contents):
        face, px, _lines = steps[i][at[i]]
        ok = width(i) <= room(i) + 0.5
        lines = laid(i) if ok else (fit_text(content, face, px, max(room(i), 1)),)
        out.append(Fitted(lines, px, ok, face))
    return out


@dataclass(frozen=True)
class Pair:
    """Two labels in one line of ``room`` px: one from its left end, the other to its right end (a section's title
    and its note, a track's title and its metropolis); ``messages``: the pairs that are drawn together; ``lines``:
    the lines the right one may take (at ``wrap_size`` px at most) when one line cannot hold both."""

    name: str
    left: tuple[Style, int]
    right: tuple[Style, int]
    room: float
    messages: tuple[tuple[Message, Message], ...]
    gap: float = 24
    left_fixed: bool = False  # the left label keeps its size (a section's title): only the right one gives way
    lines: int = 1
    wrap_size: int = 0

    def __post_init__(self) -> None:
        PAIRS.append(self)

    def fit(self, left: str, right: str) -> tuple[Fitted, Fitted]:
        """Both labels in the largest faces and sizes (``_sizes``) at which they keep ``gap`` between them, the one
        that has given way less stepping down first; then the right one on more lines; else it is cut."""
        (ls, lsize), (rs, rsize) = self.left, self.right
        lsteps = [(ls, lsize)] if self.left_fixed else _sizes(ls, lsize)
        rsteps = _sizes(rs, rsize)
        a = b = 0
        while True:
            (lf, lp), (rf, rp) = lsteps[a], rsteps[b]
            lw = text_width(left, lf, lp)
            if lw + text_width(right, rf, rp) + self.gap <= self.room:
                return Fitted((left,), lp, True, lf), Fitted((right,), rp, True, rf)
            if b + 1 < len(rsteps) and (b / len(rsteps) <= a / len(lsteps) or a + 1 >= len(lsteps)):
                b += 1
            elif a + 1 < len(lsteps):
                a += 1
            else:
                break
        wrapped = fit(right, rs, rsize, self.room - self.gap - lw, self.lines, self.wrap_size)
        if len(wrapped.lines) > 1 or wrapped.fits:
            return Fitted((left,), lp, True, lf), wrapped
        return Fitted((left,), lp, True, lf), Fitted((fit_text(right, rf, rp, max(self.room - self.gap - lw, 1)),), rp,
                                                    False, rf)  # fmt: skip


PAIRS: list[Pair] = []
