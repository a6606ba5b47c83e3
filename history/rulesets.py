"""A finished game's statistics per rule set: the ``history`` layer's registry (``engine.plugins``, #21).

Each rule set's plug-in is its folder ``history.rules.<name>``, whose ``__init__`` holds
``HOOKS = HistoryHooks(...)`` (Cities & Knights and the 2-player variant; the base game's statistics are
the shared ones), found by the registry from the engine's names. ``history.stats`` and
``history.text`` take the composed hooks of the game's rule set with ``HISTORY.of_name(stats.rule_set)``
and never ask which rule set it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.plugins import LayerRegistry
from engine.text import Arg, Items, Text

if TYPE_CHECKING:
    from engine.state import GameState
    from history.records import GameStats


@dataclass(frozen=True)
class HistoryHooks:
    """A rule set's statistics. Tuples concatenate along the components; single hooks replace."""

    extra: Callable[[int], dict[str, Any]] | None = None  # (players) -> its counters, in ``GameStats.extra``
    tallies: tuple[Callable[[GameStats, Mapping[str, Any]], None], ...] = ()  # fold an event into them
    # fold an event with the game as it stands after the event's action (``history.stats.stats_steps``): for a
    # counter that reads the public board, e.g. which island a settlement stands on (Seafarers)
    replayed: tuple[Callable[[GameStats, Mapping[str, Any], GameState], None], ...] = ()
    # (statistics, seat -> name) -> its lines of the highlights, as catalogue messages (its ``locales/history``)
    highlights: tuple[Callable[[GameStats, Callable[[int], Arg]], list[Text]], ...] = ()


HISTORY: LayerRegistry[HistoryHooks] = LayerRegistry("history", HistoryHooks)


def per_seat(counts: Sequence[int], n: Callable[[int], Arg]) -> Items:
    """"Ann 2, Bo 0, Cy 1": a count per seat, for a rule set's highlights (``history-seat-count``)."""
    return Items([Text("history-seat-count", who=n(seat), count=k) for seat, k in enumerate(counts)], style="unit")
