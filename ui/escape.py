"""User-provided text (names, typed card text) made harmless before anything shows it.

``strip_invisible`` removes what shows nothing yet changes what is read: bidirectional controls and marks
(a name holding U+202E reversed the rest of its line, "Bo wins" read backwards; U+200F moved the
punctuation around a name), zero-width and other format characters, controls and blank "letters" (a name
that looks empty, or like another player's). ``plain`` is a name or typed text for images and plain-text
labels. Message text escapes markdown and mentions too: ``cogs.interactions.escape.safe``, built on discord.py's
escapers (ui/ has no discord import, tests/test_architecture.py). ``in_code`` keeps its own small mention
escaper for the same reason: text inside `code` quotes needs no markdown escaping, only that.
"""

from __future__ import annotations

import re
import unicodedata

# Blank "letters" (category Lo, not Cf) used for names that look empty: the Hangul fillers and the
# braille blank.
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# The joiners ZWNJ and ZWJ are needed between two characters of some scripts (Persian, the Indic scripts)
# and inside emoji sequences (👩‍💻); next to ASCII, a space or the ends of the text they only hide.
_JOINERS = frozenset("\u200c\u200d")
# A zero-width space after "@" or "<" breaks @everyone, @here, <@id>, <@!id>, <@&id> and <#id>.
_MENTION = re.compile(r"@(everyone|here)|<(@[!&]?\d+|#\d+)>")
_ZWSP = "\u200b"


def _shows_nothing(ch: str) -> bool:
    category = unicodedata.category(ch)
    return category == "Cf" or (category == "Cc" and not ch.isspace()) or ch in _BLANKS


def _joins(before: str, after: str) -> bool:
    return all(c and not c.isascii() and not c.isspace() and not _shows_nothing(c) for c in (before, after))


def strip_invisible(text: str) -> str:
    """``text`` without the characters that show nothing (a joiner stays between two non-ASCII characters)."""
    if text.isascii() and text.isprintable():
        return text  # the common case, at no cost
    out = []
    for i, ch in enumerate(text):
        if ch in _JOINERS:
            if out and _joins(out[-1], next((c for c in text[i + 1 :] if c not in _JOINERS), "")):
                out.append(ch)
        elif not _shows_nothing(ch):
            out.append(ch)
    return "".join(out)


def plain(text: str) -> str:
    """A name or typed text shown as plain text (an image, a menu label): invisible characters removed, no
    escaping."""
    return strip_invisible(text)


def in_code(text: str) -> str:
    """User text shown inside `code` quotes: no backtick can end the quote early, no mention can ping."""
    visible = strip_invisible(text).replace("`", "'")
    return _MENTION.sub(lambda m: f"@{_ZWSP}{m[1]}" if m[1] else f"<{_ZWSP}{m[2]}>", visible)
