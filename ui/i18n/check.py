"""What the catalogue checks find (issue #33 items 4, 6): keys missing from a language, keys a language has that
English does not, variables that differ between a message and its English original, and a key defined twice.

Used by ``tests/ui/i18n`` (a shipped language missing a key fails the suite) and by ``python -m tools.i18n``
(the list a translator works from).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from fluent.syntax import ast

from ui.i18n.catalogue import parsed, resource_text
from ui.i18n.languages import ENGLISH


@dataclass
class Report:
    """One language against English."""

    tag: str
    keys: int = 0  # English's keys (messages and their attributes)
    missing: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    variables: list[str] = field(default_factory=list)  # "key: {$a} here, {$b} in English"
    twice: list[str] = field(default_factory=list)

    @property
    def translated(self) -> float:
        return 1.0 if not self.keys else (self.keys - len(self.missing)) / self.keys

    @property
    def clean(self) -> bool:
        return not (self.missing or self.extra or self.variables or self.twice)


def variables_of(tag: str) -> tuple[dict[str, frozenset[str]], list[str]]:
    """Each key of a language -> the variables it uses (``$count``), and the keys defined more than once."""
    found: dict[str, frozenset[str]] = {}
    seen: Counter[str] = Counter()
    for path, text in resource_text(tag):
        for entry in parsed(path, text).body:  # the parse kept beside the file, as the bot's own
            if not isinstance(entry, (ast.Message, ast.Term)):
                continue
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            seen[name] += 1
            if entry.value is not None:
                found[name] = frozenset(_variables(entry.value))
            for attribute in entry.attributes:
                found[f"{name}.{attribute.id.name}"] = frozenset(_variables(attribute.value))
    return found, sorted(name for name, count in seen.items() if count > 1)


def _variables(node: object) -> Iterator[str]:
    if isinstance(node, ast.VariableReference):
        yield node.id.name
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _variables(child)


def report(tag: str) -> Report:
    """``tag``'s keys against English's (terms, ``-name``, are a language's own: not compared)."""
    english, _ = variables_of(ENGLISH)
    theirs, twice = variables_of(tag)
    english = {key: value for key, value in english.items() if not key.startswith("-")}
    result = Report(tag, keys=len(english), twice=twice)
    for key, wanted in sorted(english.items()):
        if key not in theirs:
            result.missing.append(key)
        elif theirs[key] != wanted:
            shown = ", ".join(f"${v}" for v in sorted(theirs[key])) or "none"
            result.variables.append(f"{key}: {shown} here, {', '.join(f'${v}' for v in sorted(wanted)) or 'none'} in English")
    result.extra = sorted(key for key in theirs if not key.startswith("-") and key not in english)
    return result
