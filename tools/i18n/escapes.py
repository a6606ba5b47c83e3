"""Text that escaped the catalogue (issue #33 item 4): with every reader forced into the pseudo-locale, the
catalogue's words come out accented ("[Ŕöļļ ţĥé đîçé ~~]"), so plain ASCII words left in what people see were
never looked up: an English string in code. ``escaped(text, names)`` lists them.

Left out as they are in every language: `code spans` (command names people type), <@mentions>, <t:...> times,
:emoji:, links, numbers and spot labels (A, AD, 12-13), and ``names`` (players', games' and channels' names,
which are not words of ours).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_KEPT = re.compile(r"`[^`]*`|<[^>\s]*>|:[a-z0-9_]+:|https?://\S+")
_WORD = re.compile(r"[A-Za-z]{2,}")
_LABEL = re.compile(r"\b[A-Z]{1,2}\b")  # a spot's label on a large island ("AD", "AD-AE"): not a word


def escaped(text: str, names: Iterable[str] = ()) -> list[str]:
    """The plain-English words in ``text`` (empty: everything came from the catalogue)."""
    for name in sorted(names, key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    text = _LABEL.sub(" ", _KEPT.sub(" ", text))
    return _WORD.findall(text)
