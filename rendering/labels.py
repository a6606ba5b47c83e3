"""Labels with a fixed room (issue #33 item 3): card names on cards, column titles, section titles, the legend's
words, the C&K progress cards' texts. German and French run longer than English; a label that does not fit its
room is wrapped onto the lines the room has, then drawn a size smaller, step by step, down to ``Box.smallest``
(English, which fits, is drawn as it always was).

Each such room is a ``Box`` declared where it is drawn, with the catalogue messages drawn in it (and sample
variables); ``BOXES`` lists them all, and ``tests/rendering/test_label_fit_issue33.py`` measures every message of
every box in every shipped language and the pseudo-locale with the font it is drawn in, and fails on one that would
overflow at the smallest size.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image

from rendering.fonts import Style
from rendering.palette import RGB
from rendering.shapes import fit_text, text, text_width

SHRINK = 0.8  # the smallest size a label may shrink to, of its own size: smaller stops reading on a phone


@dataclass(frozen=True)
class Box:
    """The room of a label: ``width`` px per line, at most ``lines`` lines, drawn in ``style`` at ``size`` px or
    down to ``smallest``; ``messages``: the catalogue keys drawn in it, each with sample variables (the largest
    a game shows), for the test that measures them."""

    name: str
    style: Style
    size: int
    width: float
    lines: int = 1
    messages: tuple[tuple[str, dict[str, object]], ...] = ()
    smallest: int = field(default=0)

    def __post_init__(self) -> None:
        if not self.smallest:
            object.__setattr__(self, "smallest", max(1, round(self.size * SHRINK)))
        BOXES.append(self)

    def fit(self, content: str, width: float | None = None) -> Fitted:
        """``content`` laid out in the box (``fit``); ``width``: a room narrower or wider than the box's this time
        (the statistics' columns share the table's width)."""
        return fit(content, self.style, self.size, self.width if width is None else width, self.lines, self.smallest)


def fit(content: str, style: Style, size: int, width: float, lines: int = 1, smallest: int = 0) -> Fitted:
    """``content`` laid out in ``lines`` lines of ``width`` px: its own lines (a translation may break a name where it
    reads best), wrapped at spaces onto more lines if one is too wide, at the largest size from ``size`` down to
    ``smallest`` (``SHRINK`` of ``size`` if 0) at which every line fits; if none does, at ``smallest`` with each line
    cut with an ellipsis (``fits`` False: what the test fails on). English, which fits, comes out as it is."""
    smallest = smallest or max(1, round(size * SHRINK))
    own = content.split("\n")
    candidates = [own]
    if len(own) < lines:
        candidates += [_wrapped(content.replace("\n", " "), n) for n in range(len(own) + 1, lines + 1)]
    for px in range(size, smallest - 1, -1):
        for laid in candidates:
            if len(laid) <= lines and all(text_width(line, style, px) <= width for line in laid):
                return Fitted(tuple(laid), px, True)
    return Fitted(tuple(fit_text(line, style, smallest, width) for line in own[:lines]), smallest, False)


@dataclass(frozen=True)
class Fitted:
    lines: tuple[str, ...]
    size: int
    fits: bool


BOXES: list[Box] = []


def draw_fitted(im: Image.Image, at: tuple[float, float], fitted: Fitted, style: Style, fill: RGB, anchor: str = "mm",
                leading: float = 1.15) -> None:  # fmt: skip
    """The lines of ``fitted`` centred as a block on ``at``'s line (one line: exactly where ``text`` draws it)."""
    step = fitted.size * leading
    y0 = at[1] - step * (len(fitted.lines) - 1) / 2
    for i, line in enumerate(fitted.lines):
        text(im, (at[0], y0 + i * step), line, style, fitted.size, fill, anchor)


def _wrapped(content: str, n: int) -> list[str]:
    """``content`` broken at spaces into ``n`` lines of as even a length as the words allow."""
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

    for lines in splits(0, n):
        longest = max(len(line) for line in lines)
        if longest < best_longest:
            best, best_longest = lines, longest
    return best


# --- labels that share a line ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """Titles centred on ``xs`` in one line (a table's column titles): each may be as wide as its neighbours leave
    it; ``messages``: per column, the catalogue messages that may stand there (a rule set's name for it)."""

    name: str
    xs: tuple[int, ...]
    style: Style
    size: int
    left: float  # where the line's room starts (the status line ends here) and ends
    right: float
    messages: tuple[tuple[tuple[str, dict[str, object]], ...], ...]

    def __post_init__(self) -> None:
        ROWS.append(self)


ROWS: list[Row] = []
ROW_GAP = 8  # px at least between two titles


def fit_row(contents: list[str], xs: list[float], style: Style, size: int, left: float, right: float) -> list[Fitted]:
    """Each title at the largest size from ``size`` down to ``SHRINK`` of it at which it keeps ``ROW_GAP`` from its
    neighbours and stays inside ``left``..``right``: where two meet, the wider is drawn a size smaller, step by step
    (English, whose titles fit, is drawn as it is). A title that cannot fit is cut with an ellipsis (``fits``
    False)."""
    smallest = max(1, round(size * SHRINK))
    sizes = [size] * len(contents)

    def width(i: int) -> float:
        return text_width(contents[i], style, sizes[i])

    for _ in range(len(contents) * (size - smallest + 1)):
        crowded = None
        for i in range(len(contents)):
            room_left = xs[i] - xs[i - 1] - width(i - 1) / 2 - ROW_GAP if i else xs[i] - left
            room_right = xs[i + 1] - xs[i] - width(i + 1) / 2 - ROW_GAP if i + 1 < len(contents) else right - xs[i]
            if width(i) / 2 > min(room_left, room_right):
                neighbour = i - 1 if room_left < room_right else i + 1
                wider = i if not 0 <= neighbour < len(contents) or width(i) >= width(neighbour) else neighbour
                if sizes[wider] == smallest:
                    wider = i if wider != i else neighbour
                if 0 <= wider < len(contents) and sizes[wider] > smallest:
                    crowded = wider
                    break
        if crowded is None:
            break
        sizes[crowded] -= 1
    out = []
    for i, content in enumerate(contents):
        room_left = xs[i] - xs[i - 1] - width(i - 1) / 2 - ROW_GAP if i else xs[i] - left
        room_right = xs[i + 1] - xs[i] - width(i + 1) / 2 - ROW_GAP if i + 1 < len(contents) else right - xs[i]
        room = 2 * min(room_left, room_right)
        fits = width(i) <= room + 0.5
        out.append(Fitted((content if fits else fit_text(content, style, sizes[i], max(room, 1)),), sizes[i], fits))
    return out


@dataclass(frozen=True)
class Pair:
    """Two labels in one line of ``room`` px: one from its left end, the other to its right end (a section's title
    and its note, a track's title and its metropolis); ``messages``: the pairs that are drawn together."""

    name: str
    left: tuple[Style, int]
    right: tuple[Style, int]
    room: float
    messages: tuple[tuple[tuple[str, dict[str, object]], tuple[str, dict[str, object]]], ...]
    gap: float = 24
    left_fixed: bool = False  # the left label keeps its size (a section's title): only the right one gives way

    def __post_init__(self) -> None:
        PAIRS.append(self)

    def fit(self, left: str, right: str) -> tuple[Fitted, Fitted]:
        """Both labels at the largest sizes (down to ``SHRINK`` of each) at which they keep ``gap`` between them,
        the larger one shrinking first; the right one cut with an ellipsis if even that is too wide."""
        (ls, lsize), (rs, rsize) = self.left, self.right
        lmin = lsize if self.left_fixed else max(1, round(lsize * SHRINK))
        rmin = max(1, round(rsize * SHRINK))
        a, b = lsize, rsize
        while text_width(left, ls, a) + text_width(right, rs, b) + self.gap > self.room:
            if b > rmin and (b / rsize >= a / lsize or a <= lmin):
                b -= 1
            elif a > lmin:
                a -= 1
            else:
                room = self.room - self.gap - text_width(left, ls, a)
                return Fitted((left,), a, True), Fitted((fit_text(right, rs, b, max(room, 1)),), b, False)
        return Fitted((left,), a, True), Fitted((right,), b, True)


PAIRS: list[Pair] = []
