"""Words kept for later in JSON (a game's notes): a ``Text`` stored as it is, in no language, and put into its
reader's language when shown (issue #33). The hand DM's list of moves made for a person is kept this way: the
person may change their language, or read it in another one than the game's.

A ``Text`` is ``{"t": key, "a": {name: value}}``, a ``Verbatim`` ``{"v": text}``, ``Items`` ``{"i": [...], "s":
style}``, ``Lines`` ``{"l": [...]}``; strings and numbers are themselves. What was stored before there was a
catalogue (a plain English line) is read back as a ``Verbatim``: shown as it was written.
"""

from __future__ import annotations

from typing import Any

from ui.i18n.text import Arg, Items, Lines, Text, Verbatim


def stored(value: Arg) -> Any:
    """``value`` as JSON-ready data (``shown_from`` reads it back)."""
    if isinstance(value, Text):
        return {"t": value.key, "a": {name: stored(arg) for name, arg in value.args.items()}}
    if isinstance(value, Verbatim):
        return {"v": value.text}
    if isinstance(value, Items):
        return {"i": [stored(item) for item in value.items], "s": value.style}
    if isinstance(value, Lines):
        return {"l": [stored(line) for line in value.lines]}
    return value


def _arg(data: Any) -> Arg:
    if isinstance(data, dict):
        if "t" in data:
            return Text(str(data["t"]), **{str(name): _arg(arg) for name, arg in (data.get("a") or {}).items()})
        if "v" in data:
            return Verbatim(str(data["v"]))
        if "i" in data:
            return Items([_arg(item) for item in data["i"]], str(data.get("s") or "standard"))
        if "l" in data:
            return Lines([_arg(line) for line in data["l"]])
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return data
    return str(data)


def shown_from(data: Any) -> Text | Verbatim | Items | Lines:
    """What ``stored`` kept, to be shown; an old plain line (English, from before the catalogue) as it was."""
    value = _arg(data)
    return value if isinstance(value, (Text, Verbatim, Items, Lines)) else Verbatim(str(value))
