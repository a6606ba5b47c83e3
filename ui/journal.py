"""A game's log cut into turns, as the thread shows them (no Discord).

Each turn of the thread has a *key*: ``setup:<k>`` for the k-th set-up placement (k = roads placed so
far, and a rule set's other pieces on paths: Seafarers' ships, ``UiHooks.path_pieces``), ``turn:<n>`` for turn n, ``over`` once the game has ended. The turn message remembers the key it
shows, so after a restart the bot can tell whether it is current or must be closed and replaced.

The same keys are found two ways, which must agree: from a public view (``key_of_view``) and by
walking public events (``split``), where a set-up road (or ship) ends a placement and ``turn_started``
begins a turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ui.rulesets import UI, ui_of

Event = dict[str, Any]

BOARD_EVENTS = frozenset({"built", "robber_moved"})


def key_of_view(view: dict[str, Any]) -> str:
    if view["phase"] == "over":
        return "over"
    if view["phase"] == "setup":
        return f"setup:{len(view['roads']) + sum(count(view) for count in ui_of(view).path_pieces.values())}"
    return f"turn:{view['turn']}"


@dataclass
class Turn:
    """The public events of one turn of the thread, and the moves they came from."""

    key: str  # "?" for a turn whose start is not among the moves read
    events: list[Event] = field(default_factory=list)
    first_seq: int = 0
    last_seq: int = 0
    # Whose turn it is (its ``turn_started`` event): not always the seat of its first event, as other
    # players may act first (5-6 players ask for a Special Build slot during anyone's turn, SIX-SBP-9).
    seat: int | None = None

    @property
    def changed_board(self) -> bool:
        return any(e["type"] in BOARD_EVENTS for e in self.events)


def made_for(events: list[Event], seat: int | None, seq: int) -> list[Event]:
    """A move's public events, marked as made for ``seat``'s person (a standing order, a built-in player in
    their seat: issue #29 item 12) when ``seat`` is not None. The mark says which move (``seq``), so that the
    turn message marks each such move's first line."""
    if seat is None:
        return events
    return [{**e, "made_for": [seat, seq]} for e in events]


def first_key(view: dict[str, Any]) -> str:
    """The key of a game's first turn of the thread (before any move)."""
    return "turn:1" if view["options"].get("board") == "beginner" else "setup:0"


def split(moves: Iterable[tuple[int, Sequence[Event]]], start_key: str = "?") -> list[Turn]:
    """Cut ``(seq, public events)`` pairs (oldest first) into turns, oldest first.

    The first turn's key is ``start_key``: ``first_key(view)`` when the moves start at the game's
    beginning, "?" when they start somewhere in the middle of a turn.
    """
    turns = [Turn(start_key)]
    setup_roads: int | None = _setup_roads(start_key)
    for seq, events in moves:
        for e in events:
            t = e["type"]
            if t == "turn_started":
                _open(turns, f"turn:{e['turn']}", seq)
                turns[-1].seat = e.get("seat")
                setup_roads = None
                continue
            current = turns[-1]
            if not current.events:
                current.first_seq = current.first_seq or seq
            current.events.append(e)
            current.last_seq = seq
            if t == "game_over":
                _open(turns, "over", seq)
            elif _ends_placement(e):
                setup_roads = (setup_roads if setup_roads is not None else _count_setup_roads(turns)) + 1
                _open(turns, f"setup:{setup_roads}", seq)
    return turns


def _open(turns: list[Turn], key: str, seq: int) -> None:
    turns.append(Turn(key, first_seq=seq, last_seq=seq))


def _setup_roads(key: str) -> int | None:
    return int(key.split(":")[1]) if key.startswith("setup:") else None


def _ends_placement(e: Event) -> bool:
    """A set-up road, or a rule set's other piece on a path (an event names its piece: every rule set's)."""
    return e["type"] == "built" and bool(e.get("setup")) and (e["piece"] == "road" or e["piece"] in UI.of_all().path_pieces)


def _count_setup_roads(turns: list[Turn]) -> int:
    # Only reached when the moves read start in the middle of the set-up: count the placements seen.
    return sum(1 for t in turns for e in t.events if _ends_placement(e))


def find(turns: list[Turn], key: str) -> Turn | None:
    for turn in reversed(turns):
        if turn.key == key:
            return turn
    return None


def new_round(view: dict[str, Any]) -> bool:
    """Whether the turn now starting opens a new round (the first player is on again)."""
    if view["phase"] != "play":
        return False
    return (view["turn"] - 1) % len(view["players"]) == 0
