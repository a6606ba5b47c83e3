"""The pseudo-locale (issue #33 item 4): English made visibly foreign, longer and bracketed.

"Roll the dice" becomes "[Ŕöļļ ţĥé đîçé ~~~]": a person (or a test) looking at a thread sees at once any text
that did not pass through the catalogue (it is plain English), the brackets show where a message was cut
short, and the length (about 40 % more, as German and French run) shows labels that only fit in English.
Only the catalogue's literal text changes: placeables (variables, other messages), and what must stay as it
is to work (`code spans` such as command names, <mentions>, :emoji:, links) are left alone.

``english`` undoes it exactly (``english(pseudo) == English`` for every catalogue message, names kept as they
are): the e2e tests run in the pseudo-locale and read what the bot said back in English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from fluent.syntax import FluentParser, FluentSerializer, ast

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTS = "àƀçđéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"  # one letter each: the map can be undone
_ACCENTED = str.maketrans(_PLAIN, _ACCENTS)
_UNACCENTED = str.maketrans(_ACCENTS, _PLAIN)
# Spans that must reach Discord unchanged: `code`, <@mention>/<:emoji:id>, :emoji:, links, markdown link targets.
_KEEP = re.compile(r"`[^`]*`|<[^>\s]*>|:[a-z0-9_]+:|https?://\S+|\]\([^)]*\)")
_GROWTH = 0.4  # German and French text runs about this much longer than English


def pseudo_text(text: str) -> str:
    """One run of catalogue text, accented outside the spans that must stay as they are."""
    return _pseudo_run(text, in_code=False)[0]


def _pseudo_run(text: str, *, in_code: bool) -> tuple[str, bool]:
    """``pseudo_text`` of a run that may begin inside a `code span` (one a placeable split: "`{ $typed }`. Write
    it like `2 wool`"); returns the run and whether it ends inside one."""
    prefix = ""
    if in_code:
        end = text.find("`")
        if end < 0:
            return text, True
        prefix, text = text[: end + 1], text[end + 1 :]
    out, last = [prefix], 0
    for match in _KEEP.finditer(text):
        out.append(text[last : match.start()].translate(_ACCENTED))
        out.append(match.group())
        last = match.end()
    rest = text[last:]
    opened = rest.find("`")  # a code span that a placeable ends
    if opened >= 0:
        out += [rest[:opened].translate(_ACCENTED), rest[opened:]]
        return "".join(out), True
    out.append(rest.translate(_ACCENTED))
    return "".join(out), False


def pseudo_resource(source: str) -> str:
    """A whole ``.ftl`` file in the pseudo-locale (same keys, same placeables)."""
    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            patterns = [entry.value] if entry.value is not None else []
            patterns += [attribute.value for attribute in entry.attributes]
            for pattern in patterns:
                _pseudo_pattern(pattern, top=isinstance(entry, ast.Message))
    return FluentSerializer().serialize(resource)


def _pseudo_pattern(pattern: ast.Pattern, *, top: bool) -> int:
    """Accents the pattern's text (and its variants'); returns how many letters it has (its longest variant's)."""
    letters, in_code = 0, False
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            letters += sum(ch.isalpha() for ch in element.value)
            element.value, in_code = _pseudo_run(element.value, in_code=in_code)
        elif isinstance(element.expression, ast.SelectExpression):
            letters += max(_pseudo_pattern(variant.value, top=False) for variant in element.expression.variants)
    if not top:
        return letters  # a variant or a term: brackets and padding once, around the whole message
    padding = "~" * round(letters * _GROWTH)
    # as a literal: a "[" starting a line of a multi-line message would read as a variant's key
    pattern.elements.insert(0, ast.Placeable(ast.StringLiteral("[")))
    pattern.elements.append(ast.TextElement(f"{' ' if padding else ''}{padding}]"))
    return letters


def pseudo_joiner(pattern: str) -> str:
    """A list pattern (items as placeholders, English conjunctions) in the pseudo-locale: its words accented."""
    return f"[{pseudo_text(pattern)}]"


# A message's brackets and padding: "[" before it, " ~~~]" (or "]" for a message of at most one letter) after it.
# The English catalogue has no brackets of its own (tests/ui/i18n checks that english() undoes every message).
_MARKS = re.compile(r"\[|(?: ~+)?\]")


def english(text: str, names: Iterable[str] = ()) -> str:
    """The English that ``text`` (catalogue text in the pseudo-locale) was made from: brackets and padding
    dropped, accents taken off. ``names`` (players', games', channels' names: not catalogue text) stay as they
    are, accents, brackets and all."""
    names_at = _names_pattern(tuple(names))
    if names_at is None:
        return _MARKS.sub("", text).translate(_UNACCENTED)
    parts = names_at.split(text)
    return "".join(part if index % 2 else _MARKS.sub("", part).translate(_UNACCENTED) for index, part in enumerate(parts))


@lru_cache(maxsize=64)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """The names as one pattern, longest first (made once per set of names: the e2e tests read every message
    back with the same few dozen names, and escaping them each time was most of the reading's CPU)."""
    kept = sorted({name for name in names if name}, key=len, reverse=True)
    return re.compile("(" + "|".join(map(re.escape, kept)) + ")") if kept else None
