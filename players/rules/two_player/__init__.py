"""The 2-player variant for the heuristic players: neutral placements and trade-card actions.

Only active when the view carries ``two_player``. Neutral pieces go where they hinder the opponent
and not oneself; the robber goes back to the desert when it sits on one's own hex; a Forced Trade is
tried now and then when a build lacks cards; the cards handed back keep the most useful hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine import topology as topo
from engine.actions import Action
from players.evaluate import best_discard, resource_weights, spot_value
from players.rules.two_player.value import win_chance
from players.rulesets import PlayerHooks
from players.table import Table

if TYPE_CHECKING:
    from engine.state import GameState

FORCED_TRADE_RATE = 0.3
KNIGHT_EXCHANGE_RATE = 0.3
# A trade card buys a Forced Trade (TWO-ACT-3) or sends the robber to the desert (TWO-ACT-4): worth
# somewhat more than a resource card in ``heuristic_score``'s units.
TRADE_CARD = 0.15


def _opponent(t: Table) -> int:
    return 1 - t.seat if t.n == 2 else (t.seat + 1) % t.n


def _near(mask: int, v: int) -> bool:
    return bool(mask >> v & 1 or topo.VERTEX_NEIGHBOUR_MASK[v] & mask)


def placement(t: Table) -> Action | None:
    """Where a neutral piece goes, or which cards a Forced Trade hands back."""
    legal = t.legal
    gives = [a for a in legal if a[0] == "forced_trade_give"]
    if gives:
        return ("forced_trade_give", best_discard(t, [a[1] for a in gives]))
    opp = _opponent(t)
    mine, theirs = t.road_ends(t.seat), t.road_ends(opp)
    settles = [a for a in legal if a[0] == "neutral_settlement"]
    if settles:
        weights = resource_weights(t)
        my_prod, opp_prod = t.production(t.seat), t.production(opp)

        def block(a: Action) -> float:
            v = a[-1]
            hurt = spot_value(t, v, opp_prod, weights) * (1.0 if _near(theirs, v) else 0.3)
            cost = spot_value(t, v, my_prod, weights) * (1.0 if _near(mine, v) else 0.3)
            return hurt - cost

        return max(settles, key=lambda a: (block(a), -a[-1]))
    roads = [a for a in legal if a[0] == "neutral_road"]
    if roads:

        def road_block(a: Action) -> float:
            score = 0.0
            for v in topo.EDGE_VERTICES[a[-1]]:
                score += 1.0 if _near(theirs, v) else 0.0
                score -= 1.5 if _near(mine, v) else 0.0
            return score

        return max(roads, key=lambda a: (road_block(a), -a[-1]))
    return None


def main_choice(t: Table, rng: random.Random, robbed: bool, short_of_cards: bool) -> Action | None:
    """A trade-card action worth taking in the main step, or None."""
    legal = t.legal
    if robbed and ("robber_to_desert",) in legal:
        return ("robber_to_desert",)
    forced = ("forced_trade",)
    if short_of_cards and forced in legal and t.card_count(_opponent(t)) >= 2 and rng.random() < FORCED_TRADE_RATE:
        return forced
    if ("knight_for_trade_cards",) in legal and rng.random() < KNIGHT_EXCHANGE_RATE:
        return ("knight_for_trade_cards",)
    return None


def search_candidates(t: Table) -> list[Action]:
    """The trade-card actions ``hard``'s search weighs in the main step (TWO-ACT-3, TWO-ACT-4, TWO-REPL-1):
    the fitted model (``players.rules.two_player.value``) judges what they cost in trade cards and gain on the board."""
    return [a for a in (("robber_to_desert",), ("forced_trade",), ("knight_for_trade_cards",)) if a in t.legal]


def score_term(state: GameState, seat: int) -> float:
    """The seat's trade cards, for ``hard``'s search (``players.heuristic_score``)."""
    two = state.two
    if two is None or seat >= len(two.trade_cards):
        return 0.0
    return TRADE_CARD * two.trade_cards[seat]


# Two players race each other: the rival's worth counts in full against one's own (the shared 0.6 is
# for a table where the strongest of several rivals is only one threat).
HOOKS = PlayerHooks(
    placements=(placement,),
    planned_choices=(main_choice,),
    move_budget=1400,
    value_model=False,
    passive_overrides=True,  # measured so (issue #22); the base game's restriction is not tried here yet
    table_offers=False,  # likewise
    score_terms=(score_term,),
    rival_weight=1.0,
    win_chance=win_chance,
    search_candidates=(search_candidates,),
)
