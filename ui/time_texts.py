"""Words about time for people reading in many time zones (issues #20, #29 items 10-13): instants as Discord
timestamps, which each reader's client shows in their own time, and the few phrases that need an article
or a verb agreeing with a count."""

from __future__ import annotations

from ui.i18n.text import Text


def at(instant: float, style: str = "f") -> str:
    """A Discord timestamp: 'f' date and time, 't' time, 'R' relative ('in 3 hours'), 'F' with weekday."""
    return f"<t:{int(instant)}:{style}>"


def until(instant: float) -> str:
    """'<t:…:f> (<t:…:R>)': a date and time plus how far off, both in the reader's own time."""
    return f"{at(instant)} ({at(instant, 'R')})"


def built_in_text(strength: str) -> Text:
    """'an easy built-in player' in the reader's language."""
    return Text("time-built-in", strength=strength)
