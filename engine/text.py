"""Words not yet in a language (issue #33): what the engine's refusals and ``ui`` hand the Discord layer, to be
put into each reader's language by ``ui.i18n`` (the catalogue).

Here, in the engine, so that a refusal can say what is wrong without speaking any language (the engine has no
catalogue and no I/O; ``ui.i18n.text`` is the same module for everything above it). ``ui`` describes the game as
``Text(key, **args)``: a message of the catalogue and its variables. Which
language it is read in is decided where it is shown (a seat's private message: that person's; the thread:
the game's), so the same ``Text`` can go to a thread in German and to a DM in French. An argument may itself be
a ``Text`` (a resource's name inside a sentence), a ``Verbatim`` (a player's name, something a person typed:
shown as it is, in any script) or ``Items`` (a list the language joins with its own "and").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Union

Arg = Union[str, int, float, "Text", "Verbatim", "Items", "Lines"]

# Plain classes with slots rather than dataclasses: ``engine.constants`` builds refusals' words with them, and
# ``import engine`` stays free of ``dataclasses`` (which imports ``inspect``; issue #32 item 6).


class _Value:
    """Immutable, compared and hashed by its fields (``_fields``), shown as ``Name(field=value, ...)``."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, *(_hashable(v) for v in self._values())))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({inner})"


def _hashable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return tuple(sorted((k, _hashable(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_hashable(v) for v in value)
    return value


class Text(_Value):
    """A catalogue message (``key``) with its variables, in no language yet."""

    __slots__ = ("args", "key")
    _fields = ("key", "args")
    key: str
    args: Mapping[str, Arg]

    def __init__(self, key: str, /, **args: Arg) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", args)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={value!r}" for name, value in self.args.items())
        return f"Text({self.key!r}{', ' if inner else ''}{inner})"


class Verbatim(_Value):
    """Shown exactly as it is in every language: a name, a number label on the board, what a person typed."""

    __slots__ = ("text",)
    _fields = ("text",)
    text: str

    def __init__(self, text: str) -> None:
        object.__setattr__(self, "text", text)


class Items(_Value):
    """A list in the reader's language: "wool, ore and grain", "Wolle, Erz und Getreide" (CLDR list patterns).

    ``style``: Babel's list styles, "standard" (and), "or" (or), "unit" (no conjunction)."""

    __slots__ = ("items", "style")
    _fields = ("items", "style")
    items: Sequence[Arg]
    style: str

    def __init__(self, items: Sequence[Arg], style: str = "standard") -> None:
        object.__setattr__(self, "items", items)
        object.__setattr__(self, "style", style)


class Lines(_Value):
    """Lines one under the other (a list of costs, of events): each put into the reader's language."""

    __slots__ = ("lines",)
    _fields = ("lines",)
    lines: Sequence[Arg]

    def __init__(self, lines: Sequence[Arg]) -> None:
        object.__setattr__(self, "lines", lines)
