"""User-provided text (names, typed text) made safe to echo inside a bot message (issue #29 item 25).

Built on discord.py's ``escape_markdown`` and ``escape_mentions``, with what they leave out (each pinned
by tests/ui/test_plural_and_escape.py):

- channel mentions ``<#id>`` ("does not include channel mentions", its docs say) and mentions of ids
  shorter than a real snowflake's 17 digits (``<@&4242>``): Discord renders both as mentions;
- links: escaped like any text (``ignore_links=False``), so a name cannot carry markdown inside a URL.

Invisible characters are removed first (``ui.escape.strip_invisible``). Images and plain-text labels use
``ui.escape.plain`` instead: there is no markdown there.
"""

from __future__ import annotations

import re

import discord

from ui.escape import strip_invisible

_ZWSP = "\u200b"
# What discord.utils.escape_mentions leaves: <#id> and ids of any length after "<@", "<@!" and "<@&".
_OTHER_MENTIONS = re.compile(r"<(@[!&]?\d+|#\d+)>")


def escape_markdown(text: str) -> str:
    return discord.utils.escape_markdown(text, ignore_links=False)


def escape_mentions(text: str) -> str:
    return _OTHER_MENTIONS.sub(lambda m: f"<{_ZWSP}{m[1]}>", discord.utils.escape_mentions(text))


def safe(text: str) -> str:
    """Text a user chose, ready to be echoed inside a bot message."""
    return escape_markdown(escape_mentions(strip_invisible(text)))


def safe_names(names: list[str]) -> list[str]:
    """Display names for message text (images and plain-text labels use the names as they are)."""
    return [safe(n) for n in names]
