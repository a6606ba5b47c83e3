"""Counting the bot's REST requests that Discord rate-limits per bot token.

Discord allows a bot token about 50 requests per second across all of its shards (the global rate
limit). Interaction responses (callbacks, followups and edits of interaction messages, all sent with the
interaction's token) are exempt; everything else the bot sends with its token counts: new messages,
message edits, DM channels opened, user look-ups, threads. That number per player interaction, not the
CPU, bounds how many games one bot token can carry.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

API_PREFIX = "/api/v10"
EXEMPT_PREFIXES = (API_PREFIX + "/interactions/", API_PREFIX + "/webhooks/")

_KINDS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("POST", re.compile(r"/channels/\d+/messages"), "message create"),
    ("PATCH", re.compile(r"/channels/\d+/messages/\d+"), "message edit"),
    ("DELETE", re.compile(r"/channels/\d+/messages/\d+"), "message delete"),
    ("POST", re.compile(r"/users/@me/channels"), "DM open"),
    ("GET", re.compile(r"/users/\d+"), "user fetch"),
    ("POST", re.compile(r"/channels/\d+(/messages/\d+)?/threads"), "thread create"),
    ("PATCH", re.compile(r"/channels/\d+"), "channel edit"),
    ("PUT", re.compile(r"/channels/\d+/thread-members/.+"), "thread member"),
)


def kind_of(method: str, path: str) -> str | None:
    """What a request counts as against the global rate limit (None: exempt, or not the REST API)."""
    if not path.startswith(API_PREFIX) or path.startswith(EXEMPT_PREFIXES):
        return None
    rest = path[len(API_PREFIX) :]
    for verb, pattern, kind in _KINDS:
        if method == verb and pattern.fullmatch(rest):
            return kind
    return "other"


@dataclass(frozen=True)
class Traffic:
    """Rate-limited REST requests by kind and the player interactions they served (a running total;
    subtract an earlier total for a window)."""

    requests: Counter[str] = field(default_factory=Counter)
    interactions: int = 0  # commands, clicks, menu choices and forms (autocomplete is not an action)
    unchanged: int = 0  # message edits among the requests that left the message as it was

    @classmethod
    def count(cls, requests: Iterable[tuple[str, str, int]], interactions: int, unchanged: int = 0) -> Traffic:
        kinds = (kind_of(method, path) for method, path, _status in requests)
        return cls(Counter(k for k in kinds if k is not None), interactions, unchanged)

    def __sub__(self, earlier: Traffic) -> Traffic:
        return Traffic(
            self.requests - earlier.requests, self.interactions - earlier.interactions, self.unchanged - earlier.unchanged
        )

    @property
    def total(self) -> int:
        return sum(self.requests.values())

    @property
    def per_interaction(self) -> float:
        return self.total / self.interactions if self.interactions else 0.0

    def describe(self) -> str:
        """E.g. ``1.74 per interaction (406 message edit, 91 message create) for 285 interactions``."""
        kinds = ", ".join(f"{n} {kind}" for kind, n in self.requests.most_common())
        unchanged = f", {self.unchanged} edits changed nothing" if self.unchanged else ""
        return (
            f"{self.per_interaction:.2f} per interaction ({kinds or 'none'}{unchanged}) for {self.interactions} "
            "interactions"
        )
