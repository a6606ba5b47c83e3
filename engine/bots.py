"""Built-in players. They choose only among ``legal_actions``, so they can never disagree with the rules.

Randomness comes from the caller's generator (a ``random.Random``-like object with ``choice`` and
``random``), never from global state.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Protocol

from engine import rulesets
from engine.legal import legal_actions
from engine.options import Options
from engine.state import GameState


class ChoiceRng(Protocol):
    def choice(self, seq: Any) -> Any: ...
    def random(self) -> float: ...


def random_action(state: GameState, seat: int, rng: ChoiceRng) -> tuple[Any, ...]:
    """Uniformly random legal action (the benchmark's player).

    When the rule set names scoring kinds (``rules.bot_scoring``; Cities & Knights: city, settlement,
    city improvement) and one is legal, it is chosen with probability 1/2 (uniformly among them);
    otherwise the choice is uniform. Purely uniform players almost never rebuild the cities the
    barbarians pillage, and their C&K games can run for 10^5 actions without a winner; with this one
    nudge every game finishes.
    """
    legal = legal_actions(state, seat)
    scoring_kinds = state.rules.bot_scoring
    # Most listings hold no scoring action: the kinds are looked at in C first, the list made only when one is; a
    # single action is chosen alike either way (the same draw), so its kind is not looked at.
    if scoring_kinds and rng.random() < 0.5 and len(legal) > 1 and not scoring_kinds.isdisjoint(map(_KIND, legal)):
        return rng.choice(_of_kinds(legal, scoring_kinds))
    return rng.choice(legal)


_KIND = itemgetter(0)


def _of_kinds(legal: tuple[tuple[Any, ...], ...], kinds: frozenset[str]) -> list[tuple[Any, ...]]:
    """The actions of these kinds, in order. A function of its own: a comprehension in ``random_action`` would
    make ``kinds`` a closure cell, built at every call of the benchmark's player."""
    return [a for a in legal if a[0] in kinds]


# Higher is better, per rule set (``rules.bot_priority``; the base game's in engine.rules.base.hooks).
_PRIORITY_ROAD, _PRIORITY_ROBBER = 40, 10


def priorities(options: Options | dict[str, Any]) -> tuple[dict[str, int], int]:
    """The greedy player's priority per action kind in a game with these options, and the priority of
    a kind the table does not name (for players that choose from a view, such as the demo's)."""
    opts = options if isinstance(options, Options) else Options.from_dict(options)
    rules = rulesets.for_options(opts)
    return rules.bot_priority, rules.bot_priority_default


def greedy_action(state: GameState, seat: int, rng: ChoiceRng) -> tuple[Any, ...]:
    """Builds whenever it can, otherwise trades towards a build; finishes games in few turns.

    Used for demonstrations and tests that need short, plausible games.
    """
    legal = legal_actions(state, seat)
    prio, default = state.rules.bot_priority, state.rules.bot_priority_default
    best = max(prio.get(a[0], default) for a in legal)
    if best == _PRIORITY_ROAD and state.road_count[seat] >= 6 and rng.random() < 0.7:
        best = 1  # stop building roads forever once the network is decent
    top = [a for a in legal if prio.get(a[0], default) == best] or list(legal)
    if any(a[0] == "robber_to_desert" for a in legal) and _hurts_self(state, seat, state.robber):
        return ("robber_to_desert",)  # 2-player variant: free one's own hex with trade cards
    if best == _PRIORITY_ROBBER:
        # put the robber where an opponent builds, not on one's own hexes
        top = [a for a in top if a[0] != "robber" or _hurts_others(state, seat, a[1])] or top
    return rng.choice(top)


def _hurts_others(state: GameState, seat: int, hex_: int) -> bool:
    # neutral colours of the 2-player variant (seats from state.n on) hold no cards: no harm done
    owners = {state.owner[v] for v in state.topo.HEX_VERTICES[hex_] if state.building[v] and state.owner[v] < state.n}
    return bool(owners) and seat not in owners


def _hurts_self(state: GameState, seat: int, hex_: int) -> bool:
    return any(state.building[v] and state.owner[v] == seat for v in state.topo.HEX_VERTICES[hex_])
