"""Making user-provided text (typed card text, names) safe to echo in a Discord message from ui/.

Plain Python equivalents of ``discord.utils.escape_markdown`` and ``escape_mentions`` (ui/ has no
discord import, and the cogs use these too: one escaper): text such as ``@everyone``, ``<@&123>`` or
``**big**`` is shown as written and can neither ping anyone nor change the formatting around it.
Bidirectional embedding, override and isolate controls are removed: a name holding U+202E would
otherwise reverse the rest of the line it is printed in ("Bo wins" read backwards, a hidden text).
"""

from __future__ import annotations

import re

_MARKDOWN = re.compile(r"([\\*_~`|>#\-\[\]()])")
# A zero-width space after "@" or "<" breaks @everyone, @here, <@id>, <@!id>, <@&id> and <#id>.
_MENTION = re.compile(r"@(everyone|here)|<(@[!&]?\d+|#\d+)>")
_ZWSP = "\u200b"
# LRE, RLE, PDF, LRO, RLO (U+202A-U+202E) and LRI, RLI, FSI, PDI (U+2066-U+2069): they change the direction
# of the text after them, beyond the name itself. The implicit marks (LRM, RLM) only steer neighbours and stay.
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def strip_bidi(text: str) -> str:
    """``text`` without bidirectional controls (it can no longer reverse what follows it)."""
    return _BIDI.sub("", text)


def plain(text: str) -> str:
    """A name or typed text shown as plain text (an image, a menu label): bidi controls removed, no escaping."""
    return strip_bidi(text)


def escape_mentions(text: str) -> str:
    return _MENTION.sub(lambda m: f"@{_ZWSP}{m[1]}" if m[1] else f"<{_ZWSP}{m[2]}>", text)


def escape_markdown(text: str) -> str:
    # Markdown only applies where the text is rendered as markdown: at line starts (#, >, -) and around
    # emphasis markers; escaping every such character is simplest and renders as the original text.
    return _MARKDOWN.sub(r"\\\1", text)


def safe(text: str) -> str:
    """Text a user chose, ready to be echoed inside a bot message."""
    return escape_markdown(escape_mentions(strip_bidi(text)))


def safe_names(names: list[str]) -> list[str]:
    """Display names for message text (images and plain-text labels use the names as they are)."""
    return [safe(n) for n in names]


def in_code(text: str) -> str:
    """User text shown inside `code` quotes: no backtick can end the quote early, no mention can ping."""
    return escape_mentions(strip_bidi(text).replace("`", "'"))
