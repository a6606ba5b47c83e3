"""The words drawn in images, from the message catalogue (issue #33 items 2-4).

A render is asked for in one language: the game's for what everyone sees (the board, its caption and table, the
statistics), the reader's for what one person sees (the hand, a decision image): ``render_board(..., language="de")``.
The render functions put that language in force for the drawing (``speaking``), in the thread that draws, and the
drawing code says its words with ``say(key, **args)`` (``ui.i18n``'s catalogue, keys ``images-*`` in
``ui/locales/images/`` and each rule set's ``<prefix>-images-*`` in its ``locales/images/``). A language is a plain
tag, so a render request stays small and picklable for the worker processes. Outside a render the language is
English (the palettes' reference pictures, which must not change).

Design: rendering imports ``ui.i18n`` (the catalogue, which needs only the engine) rather than every caller passing
dozens of ready-made strings through the rule sets' hooks.

Every text an image shows is drawn by one function, ``rendering.shapes.text``; ``recording_drawn_text`` collects
what it draws, for the tests that look for words that escaped the catalogue.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from babel.numbers import format_decimal

from rendering.cache import forget_words
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH, language
from ui.i18n.text import Text

_LANGUAGE: ContextVar[str] = ContextVar("rendering_language", default=ENGLISH)


@contextmanager
def speaking(tag: str | None) -> Iterator[str]:
    """Draw in language ``tag`` (a shipped tag or the pseudo-locale; anything else is English) until the block ends.
    Context-local: two worker threads drawing in two languages at once do not mix."""
    token = _LANGUAGE.set(language(tag).tag)
    try:
        yield _LANGUAGE.get()
    finally:
        _LANGUAGE.reset(token)


def current() -> str:
    """The language being drawn in (part of the key of every cached picture that holds words)."""
    return _LANGUAGE.get()


def say(key: str, **args: object) -> str:
    """The words of catalogue message ``key`` in the language being drawn in."""
    return localize(Text(key, **args), _LANGUAGE.get())


def label(title: str, kind: str) -> str:
    """A heading named in code by its English words or by its key: a shared one's English names its message
    (``label("Trade +", "stats")``: ``images-stats-trade-plus``); a rule set's own is named by its key in the rule
    set's catalogue (``sea-images-column-route``), which is said as it is."""
    if "images-" in title:
        return say(title)
    words = title.lower().replace(".", "").replace("+", " plus").replace("\u2212", " minus").split()
    return say(f"images-{kind}-" + "-".join(words))


def number(value: int) -> str:
    """A quantity as the language writes it (CLDR, through Babel): "1,000" in English, "1.000" in German."""
    if -1000 < value < 1000:
        return str(value)  # no grouping below a thousand in any language we ship: skip Babel's cost
    return format_decimal(value, locale=localizer(_LANGUAGE.get()).locale)


# --- the recorder -------------------------------------------------------------------------------------------

_recorders: list[list[str]] = []
_recorders_lock = threading.Lock()
RECORDING = False  # read by ``rendering.shapes.text`` on every call: a bool, so drawing costs nothing when off


@contextmanager
def recording_drawn_text() -> Iterator[list[str]]:
    """Collect every string drawn into an image while the block runs, in any thread of this process, in the order
    drawn: ``with recording_drawn_text() as drawn: render_board(view, names, language="qps")``, then look for words
    that escaped the catalogue in ``drawn`` (``tools.i18n.escapes.escaped(" ".join(drawn), names)``).

    Every text of every image goes through ``rendering.shapes.text`` (labels, captions, names, numbers, card names);
    that one function appends to each open recorder. Renders in worker *processes* are not seen (render in threads:
    ``rendering.worker.use_executor(None)``, the default pool). Parts of a picture built once and cached (the board's
    background with its harbor words, the hand's cards) are drawn, and recorded, the first time a language needs
    them: entering the recorder empties those caches so that every word of the next renders is seen. Nested and
    concurrent recorders each get everything. Costs nothing when no recorder is open (one flag test per text)."""
    global RECORDING
    drawn: list[str] = []
    forget_words()
    with _recorders_lock:
        _recorders.append(drawn)
        RECORDING = True
    try:
        yield drawn
    finally:
        with _recorders_lock:
            _recorders.remove(drawn)
            RECORDING = bool(_recorders)


def record(content: str) -> None:
    """``content`` was drawn: hand it to every open recorder (``rendering.shapes.text`` calls this)."""
    with _recorders_lock:
        for drawn in _recorders:
            drawn.append(content)
