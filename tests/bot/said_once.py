"""Issue #29 item 4, "one fact, one line": a scan of a played game's thread for a fact said twice.

The thread said a trade, a discard or the end of a Special Build slot once in the turn's log and again in
another message of the same turn (the trade offer's "✅ Trade #1 done: …", the discard ping's "✅ A 7 was
rolled: Cleo discarded half of their cards.", the slot's "🏗️ Dev's Special Build slot is over.", a C&K
decision's "✅ Cleo answered (…)"). Each line is read into the facts it states; within one turn (from a turn
message to the next), a fact stated by two different messages is a double. (One message may state a fact
twice on purpose: the same trade made twice in a turn is two lines of its log.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

_TRADE = re.compile(r"✅ (?P<a>.+?) traded (?P<give>.+?) to (?P<b>.+?) for (?P<get>.+?)\.")
_TRADE_DONE = re.compile(r"Trade #\d+ done:\*\* (?P<a>.+?) gave (?P<give>.+?) to (?P<b>.+?) for (?P<get>.+?)\.")
_DISCARD = re.compile(r"(?:^|; )(?P<a>[^;:]+?) discarded ")
_DISCARDED_HALF = re.compile(r"(?P<who>[^:]+) discarded half of their cards")
_SLOT_OVER = re.compile(r"🏗️ (?P<a>.+?)(?: finished building\.|'s Special Build slot is over\.)")
_ANSWERED = re.compile(r"✅ (?P<a>.+?) answered\b")
_TURN_START = re.compile(r"^(?:🎲 \*\*The game begins!\*\*|\*\*Turn \d+\*\*|\*\*Set-up\*\*)", re.M)


def facts(line: str) -> list[tuple[str, ...]]:
    """The facts a line of the thread states, as keys that two wordings of one fact share."""
    found: list[tuple[str, ...]] = []
    for pattern in (_TRADE, _TRADE_DONE):
        if m := pattern.search(line):
            found.append(("trade", m["a"], m["give"], m["b"], m["get"]))
    if m := _DISCARDED_HALF.search(line):
        found += [("discard", who.strip()) for who in m["who"].split(" and ")]
    else:
        found += [("discard", m["a"].strip()) for m in _DISCARD.finditer(line)]
    if m := _SLOT_OVER.search(line):
        found.append(("slot over", m["a"]))
    if m := _ANSWERED.search(line):
        found.append(("answered", m["a"]))  # a closed question: what the answer did is the log's line
    return found


def doubles(messages: Iterable[Any]) -> list[str]:
    """Facts stated by two messages of one turn, described for an assertion message."""
    out: list[str] = []
    seen: dict[tuple[str, ...], int] = {}
    for index, message in enumerate(messages):
        content = message.content
        if _TURN_START.search(content):
            seen = {}  # a new turn: the same player may discard or trade alike again
        mine = {key for line in content.splitlines() for key in facts(line)}
        for key in mine:
            if key in seen and seen[key] != index:
                out.append(f"{key} in messages {seen[key]} and {index}: {content[:120]!r}")
            seen.setdefault(key, index)
        if any(key[0] == "answered" for key in mine):
            out.append(f"a closed decision's message restates its answer: {content[:120]!r}")
    return out


def assert_each_fact_once(messages: Iterable[Any]) -> None:
    found = doubles(messages)
    assert not found, "said twice:\n" + "\n".join(found[:10])
