"""The message catalogue: Fluent files per language, one per catalogue, and the words of a ``Text`` in a language.

Catalogues are folders of ``<tag>.ftl`` files (``en.ftl``, ``de.ftl``, ...), one folder per area: the shared ones
in ``ui/locales/`` (``core``, ``help``, ...), and each rule set's in ``ui/rules/<rule set>/locales/`` (found through the ``ui`` layer's registry, as the
rule set's other hooks are: a new rule set brings its words in its own folder). Every catalogue's messages go
into one Fluent bundle per language; keys are unique across catalogues (``tests/ui/i18n`` checks it), a rule
set's keys start with its own prefix.

Fluent was chosen over gettext because the translation holds the grammar: plural forms by CLDR category,
and selectors on a variable (a German article by a resource's gender, "1 Karte"/"2 Karten") are written by the
translator in the ``.ftl`` file, not chosen in code. Babel (which fluent.runtime builds on) formats numbers,
lists and times per CLDR.

A key missing from a language falls back to English (logged once per key and language); a key missing from
English too is a programming error, shown as the key in brackets and logged.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import importlib.util
import logging
import os
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from engine import rulesets
from ui.i18n import pseudo
from ui.i18n.languages import ENGLISH, PSEUDO, Language, language
from ui.i18n.text import Items, Lines, Text, Verbatim

T = TypeVar("T")
log = logging.getLogger("catanbot.i18n")
_PARSER_VERSION = importlib.metadata.version("fluent.syntax")

SHARED = Path(__file__).resolve().parents[1] / "locales"  # a folder per shared catalogue (per area)
_FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2068", "\u2069"


def catalogue_folders() -> list[Path]:
    """Every catalogue's folder (a folder holding an ``en.ftl``): the shared ones under ``ui/locales/``, then each
    rule set's under its ``ui/rules/<rule set>/locales/`` (a folder per area: ``help``, ``events``, ...)."""
    from ui.rulesets import UI  # the registry imports rule sets' hooks; the catalogue itself needs none

    roots = [SHARED]
    for rule_set in UI.registered():
        module = UI.module_of(rule_set)
        spec = importlib.util.find_spec(module) if module else None
        roots += [Path(location) / "locales" for location in (spec.submodule_search_locations or [])] if spec else []
    return [english.parent for root in roots if root.is_dir() for english in sorted(root.rglob(f"{ENGLISH}.ftl"))]


def catalogue_files(tag: str) -> list[Path]:
    """The ``.ftl`` files of a language, one per catalogue that has one."""
    return [folder / f"{tag}.ftl" for folder in catalogue_folders() if (folder / f"{tag}.ftl").is_file()]


def resource_text(tag: str) -> Iterator[tuple[Path, str]]:
    """Each catalogue file's text in a language (the pseudo-locale's made from English's)."""
    source = ENGLISH if tag == PSEUDO else tag
    for path in catalogue_files(source):
        text = path.read_text(encoding="utf-8")
        yield path, _pseudo_text(path, text) if tag == PSEUDO else text


def _pseudo_text(path: Path, english: str) -> str:
    """``pseudo.pseudo_resource`` of an English file, kept beside it as its parse is (``parsed``): making it parses
    and writes the whole file again (1.2 s of CPU for every catalogue at each start of a process in the
    pseudo-locale: each e2e test's bot process). A change to how it is made (pseudo.py) makes it again."""
    maker = Path(pseudo.__file__).read_bytes()
    return _kept_beside(path, english.encode() + maker, PSEUDO, str, lambda: pseudo.pseudo_resource(english))


def parsed(path: Path, text: str) -> ast.Resource:
    """A catalogue file's text parsed, from a cache beside it as Python keeps bytecode (``__pycache__``, keyed by
    the text and the parser's version): Fluent's parser is pure Python, and parsing the five languages took a
    second and a half of CPU at every start of a process (the slash commands' translations need them all), where
    reading the cache takes a quarter of that."""
    return _kept_beside(path, text.encode(), "ftlc", ast.Resource, lambda: FluentParser(with_spans=False).parse(text))


def _kept_beside(path: Path, source: bytes, suffix: str, kind: type[T], make: Callable[[], T]) -> T:
    """``make()``, kept in ``__pycache__`` beside ``path`` under a digest of ``source`` and the parser's version. A
    cache that cannot be read or written is only slower; it is written whole or not at all, whichever process
    writes it."""
    key = hashlib.sha1(_PARSER_VERSION.encode() + b"\0" + source).hexdigest()[:20]
    cached = path.parent / "__pycache__" / f"{path.stem}.{key}.{suffix}"
    try:
        with cached.open("rb") as file:
            found = pickle.load(file)
        if isinstance(found, kind):
            return found
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    made = make()
    try:
        cached.parent.mkdir(exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")
        partial.write_bytes(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL))
        partial.replace(cached)
    except OSError:
        log.debug("no %s cache for %s", suffix, path, exc_info=True)
    return made


class Localizer:
    """One language's bundle (and English's, to fall back on): ``localizer(tag).format(text)``."""

    def __init__(self, lang: Language, fallback: Localizer | None) -> None:
        self.language = lang
        self.locale = Locale.parse(lang.babel)
        self.bundle = FluentBundle([lang.babel.replace("_", "-")], use_isolating=False)
        for path, text in resource_text(lang.tag):
            self.bundle.add_resource(parsed(path, text))
        self._fallback = fallback
        self._reported: set[str] = set()
        # a message with the same variables says the same words: kept, as formatting one through Fluent and Babel
        # costs tens of microseconds and a game repeats the same lines (a refusal's hint, a resource's name)
        self._said: OrderedDict[Hashable, str] = OrderedDict()

    def has(self, key: str) -> bool:
        return self.bundle.has_message(key.partition(".")[0])

    def format(self, text: Text | Verbatim | Items | Lines | str | int | float) -> str:
        """The words of ``text`` in this language (a plain str, during the move to the catalogue, as it is)."""
        if isinstance(text, Text):
            memo = _memo_key(text)
            try:
                said = self._said.get(memo)
            except TypeError:  # a variable that cannot be a key (a list): formatted each time
                return self._message(text.key, {name: self._arg(value) for name, value in text.args.items()})
            if said is None:
                said = self._message(text.key, {name: self._arg(value) for name, value in text.args.items()})
                self._said[memo] = said
                if len(self._said) > _SAID_KEPT:
                    self._forget_least_recent()
            else:
                with contextlib.suppress(KeyError):  # another thread's line may have just pushed it out
                    self._said.move_to_end(memo)
            return said
        return str(self._arg(text))

    def _forget_least_recent(self) -> None:
        """One line out for the one that came in: dropping all the kept lines at once freed ~150,000 objects in one
        call, 51-58 ms of CPU inside a turn's message at 500 games (bench/discord_layer.py, issue #32 item 3)."""
        with contextlib.suppress(KeyError):  # emptied by another thread meanwhile
            self._said.popitem(last=False)

    def _arg(self, value: Any) -> Any:
        if isinstance(value, Text):
            return self.format(value)
        if isinstance(value, Verbatim):
            return isolated(value.text)
        if isinstance(value, Items):
            return self._list([str(self._arg(item)) for item in value.items], value.style)
        if isinstance(value, Lines):
            return "\n".join(str(self._arg(line)) for line in value.lines)
        return value

    def _list(self, items: list[str], style: str) -> str:
        if self.language.tag != PSEUDO:
            return join_list(items, style, self.locale)
        # the conjunctions are words too: accented like the catalogue's (items stand in as placeholders)
        holders = [f"\x00{index}\x00" for index in range(len(items))]
        joined = pseudo.pseudo_joiner(join_list(holders, style, self.locale))
        for holder, item in zip(holders, items, strict=True):
            joined = joined.replace(holder, item)
        return joined

    def _message(self, key: str, args: dict[str, Any]) -> str:
        message_id, _, attribute = key.partition(".")
        if not self.bundle.has_message(message_id):
            if self._fallback is not None:
                self._report(key, "missing in %s, shown in English")
                return self._fallback._message(key, args)
            self._report(key, "missing from the catalogue (%s)")
            return f"[{key}]"
        message = self.bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            self._report(key, "has no such value or attribute in %s")
            return f"[{key}]"
        words, errors = self.bundle.format_pattern(pattern, args)
        if errors:
            self._report(key, f"could not be formatted in %s: {errors[0]}")
        return str(words)

    def _report(self, key: str, what: str) -> None:
        if key not in self._reported:
            self._reported.add(key)
            log.error("message %r " + what, key, self.language.tag)


_SAID_KEPT = 20_000  # formatted messages kept per language (the least recently said go first)


def _memo_key(value: Any) -> Hashable:
    """What decides a ``Text``'s words: its key and its variables, nested ones included (by type: 1 and 1.0 are
    written differently)."""
    if isinstance(value, Text):
        return ("T", value.key, tuple((name, _memo_key(arg)) for name, arg in value.args.items()))
    if isinstance(value, Verbatim):
        return ("V", value.text)
    if isinstance(value, Items):
        return ("I", value.style, tuple(_memo_key(item) for item in value.items))
    if isinstance(value, Lines):
        return ("L", tuple(_memo_key(line) for line in value.lines))
    return (type(value).__name__, value)


def join_list(items: list[str], style: str, locale: Locale) -> str:
    """CLDR's list pattern of ``style`` for a language: Babel's ``format_list``, but a pattern the language's data
    leaves out is inherited from CLDR's root ("{0}, {1}") as CLDR says, where Babel raises (German has no
    "unit" patterns of its own)."""
    if len(items) < 2:
        return items[0] if items else ""
    own = locale.list_patterns.get(style, {})

    def pattern(part: str) -> str:
        return own.get(part, "{0}, {1}")

    if len(items) == 2:
        return pattern("2").format(*items)
    joined = pattern("start").format(items[0], items[1])
    for item in items[2:-1]:
        joined = pattern("middle").format(joined, item)
    return pattern("end").format(joined, items[-1])


def isolated(name: str) -> str:
    """A name as it is, isolated from the sentence around it if it holds right-to-left letters (so that an
    Arabic or Hebrew name does not reorder the words after it)."""
    if any(_is_rtl(ch) for ch in name):
        return f"{_FIRST_STRONG_ISOLATE}{name}{_POP_ISOLATE}"
    return name


def _is_rtl(ch: str) -> bool:
    return "\u0590" <= ch <= "\u08ff" or "\ufb1d" <= ch <= "\ufdff" or "\ufe70" <= ch <= "\ufeff"


_LOCALIZERS: dict[str, Localizer] = {}
_LOCK = threading.RLock()  # re-entered: a language builds English's localizer, its fallback, first


def localizer(tag: str | None) -> Localizer:
    """The localizer of a language we ship (English for any other tag), built once per process."""
    lang = language(tag)
    found = _LOCALIZERS.get(lang.tag)
    if found is None:
        with _LOCK:  # render worker threads may ask at the same moment
            found = _LOCALIZERS.get(lang.tag)
            if found is None:
                fallback = None if lang.tag == ENGLISH else localizer(ENGLISH)
                found = _LOCALIZERS[lang.tag] = Localizer(lang, fallback)
    return found


def localize(text: Text | Verbatim | Items | Lines | str | int | float, tag: str | None) -> str:
    """The words of ``text`` in language ``tag``."""
    return localizer(tag).format(text)


def _forget() -> None:
    _LOCALIZERS.clear()


rulesets.ON_CHANGE.append(_forget)  # a rule set (un)registered: its catalogue comes or goes
