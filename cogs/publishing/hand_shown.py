"""What a hand DM shows now (issue #32 item 2), kept by the publisher per seat to skip edits that change nothing."""

from __future__ import annotations

from typing import NamedTuple


class HandShown(NamedTuple):
    """What a hand DM shows, to skip no-op edits: its text (without the changes since the last update and the
    move's notes), whether it carries the hand's picture, and the marks the picture reads from the legal actions
    beside the hand (the purchases' "✓ build now" against "✓ affordable"): a picture drawn before the legal
    actions changed would contradict them, though the text stays the same."""

    text: str
    to_act: bool
    marks: frozenset[str]
