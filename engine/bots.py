"""Built-in players. They choose only among ``legal_actions``, so they can never disagree with the rules.

Randomness comes from the caller's generator (a ``random.Random``-like object with ``choice`` and
``random``), never from global state.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.legal import legal_actions
from engine.state import GameState


class ChoiceRng(Protocol):
    def choice(self, seq: Any) -> Any: ...
    def random(self) -> float: ...


# Cities & Knights: builds that score. See random_action.
_CK_SCORING = frozenset({"city", "settlement", "improve"})


def random_action(state: GameState, seat: int, rng: ChoiceRng) -> tuple[Any, ...]:
    """Uniformly random legal action (the benchmark's player).

    In Cities & Knights, when a scoring build (city, settlement, city improvement) is legal, it is
    chosen with probability 1/2 (uniformly among them); otherwise the choice is uniform. Purely
    uniform players almost never rebuild the cities the barbarians pillage, and their games can run
    for 10^5 actions without a winner; with this one nudge every game finishes.
    """
    legal = legal_actions(state, seat)
    if state.ck is not None and rng.random() < 0.5:
        scoring = [a for a in legal if a[0] in _CK_SCORING]
        if scoring:
            return rng.choice(scoring)
    return rng.choice(legal)


# Higher is better. Building beats trading; ending the turn comes last unless nothing else helps.
_PRIORITY = {
    "city": 90, "settlement": 80, "buy_dev": 50, "road": 40, "knight": 35, "year_of_plenty": 30,
    "monopoly": 30, "road_building": 30, "bank_trade": 20, "roll": 100, "robber": 10, "steal": 10,
    "discard": 10, "accept": 5, "decline": 4, "confirm": 60, "end_turn": 1, "skip_steal": 0, "withdraw": 0,
    "reveal_vp": 0,
    # 2-player variant: every neutral placement or hand-back choice is as good as another here; the
    # Knight exchange and a forced trade are worth taking before ending the turn.
    "neutral_road": 0, "neutral_settlement": 0, "forced_trade_give": 0, "knight_for_trade_cards": 3,
    "forced_trade": 2, "robber_to_desert": 0,
}  # fmt: skip


# Cities & Knights: improvements score; active knights keep the barbarians from pillaging cities;
# progress cards (kinds named after the card) are played when nothing better is at hand.
_CK_PRIORITY = {
    **_PRIORITY, "improve": 85, "knight_activate": 45, "knight_hire": 44, "knight_promote": 43, "wall": 30,
    "knight_chase": 12, "knight_displace": 12, "knight_move": 2, "answer": 10, "progress_discard": 3,
}  # fmt: skip
_CK_CARD_PRIORITY = 25


def greedy_action(state: GameState, seat: int, rng: ChoiceRng) -> tuple[Any, ...]:
    """Builds whenever it can, otherwise trades towards a build; finishes games in few turns.

    Used for demonstrations and tests that need short, plausible games.
    """
    legal = legal_actions(state, seat)
    prio, default = (_CK_PRIORITY, _CK_CARD_PRIORITY) if state.ck is not None else (_PRIORITY, 0)
    best = max(prio.get(a[0], default) for a in legal)
    if best == _PRIORITY["road"] and state.road_count[seat] >= 6 and rng.random() < 0.7:
        best = 1  # stop building roads forever once the network is decent
    top = [a for a in legal if prio.get(a[0], default) == best] or list(legal)
    if any(a[0] == "robber_to_desert" for a in legal) and _hurts_self(state, seat, state.robber):
        return ("robber_to_desert",)  # 2-player variant: free one's own hex with trade cards
    if best == _PRIORITY["robber"]:
        # put the robber where an opponent builds, not on one's own hexes
        top = [a for a in top if a[0] != "robber" or _hurts_others(state, seat, a[1])] or top
    return rng.choice(top)


def _hurts_others(state: GameState, seat: int, hex_: int) -> bool:
    from engine.topology import HEX_VERTICES

    # neutral colours of the 2-player variant (seats from state.n on) hold no cards: no harm done
    owners = {state.owner[v] for v in HEX_VERTICES[hex_] if state.building[v] and state.owner[v] < state.n}
    return bool(owners) and seat not in owners


def _hurts_self(state: GameState, seat: int, hex_: int) -> bool:
    from engine.topology import HEX_VERTICES

    return any(state.building[v] and state.owner[v] == seat for v in HEX_VERTICES[hex_])
