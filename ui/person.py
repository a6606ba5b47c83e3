"""Prompts said to the player who must act, or about them to someone else.

A prompt addresses its player ("discard half of your cards: press **🗑️ Discard**"); the engine's texts of
what a seat owes speak about the player ("discard half of their cards"). A message that mentions the
player who owes the move says ``to_you``; one shown to somebody else (a refused move, a reminder, the
status) says ``about_them``, without the how-to, which is for the player who acts.
"""

from __future__ import annotations

import re

_THEIR = re.compile(r"\btheir\b")
_YOUR = re.compile(r"\byour\b")


def to_you(text: str) -> str:
    """'move their displaced knight' -> 'move your displaced knight'."""
    return _THEIR.sub("your", text)


def about_them(prompt: str) -> str:
    """'discard half of your cards: press **🗑️ Discard**' -> 'discard half of their cards'."""
    head, sep, how = prompt.partition(": ")
    if sep and ("`/catan" in how or "**" in how):
        prompt = head
    return _YOUR.sub("their", prompt)
