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
from dataclasses import dataclass, field
from typing import Union

Arg = Union[str, int, float, "Text", "Verbatim", "Items", "Lines"]


@dataclass(frozen=True, slots=True)
class Text:
    """A catalogue message (``key``) with its variables, in no language yet."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def __init__(self, key: str, /, **args: Arg) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", args)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={value!r}" for name, value in self.args.items())
        return f"Text({self.key!r}{', ' if inner else ''}{inner})"


@dataclass(frozen=True, slots=True)
class Verbatim:
    """Shown exactly as it is in every language: a name, a number label on the board, what a person typed."""

    text: str


@dataclass(frozen=True, slots=True)
class Items:
    """A list in the reader's language: "wool, ore and grain", "Wolle, Erz und Getreide" (CLDR list patterns).

    ``style``: Babel's list styles, "standard" (and), "or" (or), "unit" (no conjunction)."""

    items: Sequence[Arg]
    style: str = "standard"


@dataclass(frozen=True, slots=True)
class Lines:
    """Lines one under the other (a list of costs, of events): each put into the reader's language."""

    lines: Sequence[Arg]
