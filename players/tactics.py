"""The ``hard`` player's own heuristic moves on top of ``normal``'s: its search's first candidate and
what it plays where it does not search.

Two habits measured against three ``normal`` players at a table without domestic trades (issue #22,
the study in docs/bot-strength.md): a turn that would end with more than seven cards spends the surplus first
(a 7 rolled by anyone would take half of it), and a Knight held from an earlier turn is played when
moving the robber gains clearly (a strong hex of the leader, or one's own hex freed), not only for the
army or when the robber sits on one's own hex. Two more, measured at tables that trade (the base game's,
``PlayerHooks.table_offers``), each once a turn: before a bank trade, the same card is offered to the
table one for one (the bank takes two to four; the bank trade follows if everyone declines), and a
turn about to end one or two cards short of the plan makes the offer ``normal`` makes only now and
then. A rule set may add habits of its own (``PlayerHooks.hard_choices``: Cities & Knights' stand
against the barbarians, ``players.rules.cities_and_knights.tactics``), which come first. Everything else is ``normal``'s choice.

All read the seat's view only (``players.table.Table``) and cost a few microseconds. Measured alone
(``bench/bots.py --games 800 --pairings tactics:normal --no-trades --compare normal``): 26.8% (95% CI
23.8-29.9%) against three ``normal``, where ``normal`` wins 24.5% (21.6-27.6%) on the same seeds; other
habits tried the same way (Knights before every roll, settlements before cities, no card bought when
a settlement is one card away, bank trades for progress only, set-up spots by number overlap, ore and
grain, or room to expand) did no better than ``normal``.
"""

from __future__ import annotations

import random

from engine.actions import Action
from players import normal, trades
from players.evaluate import hand_value, targets
from players.rulesets import policy_of
from players.table import Table

HAND_LIMIT = 7
# Robber gain (``normal.robber_score`` units: pips times the leader weight) that is worth a Knight
# played in the main step; a 6 or 8 of a seat with a few points scores about 6-8.
KNIGHT_GAIN = 4.0
# A surplus bank trade may cost a little hand value: the cards would be halved by a 7 otherwise.
TRADE_SLACK = 0.3
_ANSWERS = ("accept", "decline", "counter", "confirm", "withdraw")


def choose(t: Table, rng: random.Random) -> Action:
    """``normal``'s choice, with the seat's own main step improved (see the module's doc)."""
    base = normal.choose(t, rng)
    if t.seat == t.active and t.phase == "play" and base[0] == "roll":
        for own in policy_of(t.view).hard_pre_roll:  # the rule set's moves before the roll (C&K: Alchemist)
            move = own(t, rng, base)
            if move is not None:
                return move
        return base
    if t.seat != t.active or t.phase != "play" or t.step != "main" or base[0] in _ANSWERS:
        return base
    for own in policy_of(t.view).hard_choices:  # the rule set's own habits (C&K: the barbarians)
        move = own(t, rng, base)
        if move is not None:
            return move
    if base[0] == "bank_trade" and policy_of(t.view).table_offers:
        offer = offer_before_bank_trade(t, base)
        if offer is not None:
            return offer
    if base[0] not in ("end_turn", "offer"):
        return base  # normal builds, buys or plays something: that comes first
    return knight_for_robber(t) or spend_surplus(t) or offer_once(t, rng, base) or base


def offer_before_bank_trade(t: Table, base: Action) -> Action | None:
    """Once a turn, before a bank trade, the same card offered to the table one for one (the bank takes
    two to four): people and bots who need it accept, and the bank trade follows if everyone declines.
    Not while a rival is two points from winning (the offer goes to everyone)."""
    if len(base) != 3 or not _may_offer_the_table(t):
        return None
    give, want = base[1], base[2]
    if give == want or t.hand[give] < 1:
        return None
    return ("offer", trades.one_card(t, give), trades.one_card(t, want), -1)


def offer_once(t: Table, rng: random.Random, base: Action) -> Action | None:
    """A turn about to end one or two cards short of the plan: the offer ``normal`` makes now and then,
    made once every such turn."""
    if base[0] != "end_turn" or not _may_offer_the_table(t):
        return None
    return trades.make_offer(t, rng, normal.current_plan(t), rate=1.0)


def _may_offer_the_table(t: Table) -> bool:
    """The rule set's habit, the seat may propose, has made no offer this turn and none stands, and no
    rival is two points from winning (an offer goes to everyone)."""
    if not policy_of(t.view).table_offers or not t.can_offer or len(t.offers_made) <= t.seat:
        return False
    if t.offers_made[t.seat] or any(o["seat"] == t.seat for o in t.offers):
        return False
    return not any(trades.too_close_to_winning(t, s) for s in range(t.n) if s != t.seat)


def knight_for_robber(t: Table) -> Action | None:
    """A Knight from an earlier turn, when the robber's best hex beats where it stands by a margin."""
    knight = ("knight",)
    if knight not in t.legal or t.dev_new.get("knight", 0) >= t.dev.get("knight", 0):
        return None
    return knight if robber_gain(t) > KNIGHT_GAIN else None


def robber_gain(t: Table) -> float:
    """How much better (``normal.robber_score``) the best hex is than the robber's current one."""
    hexes = [("robber", h) for h in range(len(t.terrain)) if h != t.robber]
    if not hexes:
        return 0.0
    best = max(normal.robber_score(t, a) for a in hexes)
    here = normal.robber_score(t, ("robber", t.robber)) if 0 <= t.robber < len(t.terrain) else 0.0
    return best - here


def spend_surplus(t: Table) -> Action | None:
    """With more than seven cards at the end of the turn: a card, a road towards a spot, or a bank
    trade that keeps the hand about as useful (in that order)."""
    if sum(t.hand) <= HAND_LIMIT:
        return None
    legal = t.legal
    if ("buy_dev",) in legal:
        return ("buy_dev",)
    roads = [a for a in legal if a[0] == "road"]
    if roads:
        road, value = normal.best_road(t, roads)
        if value > 0:
            return road
    trades = [a for a in legal if a[0] == "bank_trade" and len(a) == 3 and a[1] < 5 and a[2] < 5]
    if not trades:
        return None
    goals = targets(t)

    def after(a: Action) -> float:
        hand = list(t.hand)
        hand[a[1]] -= t.bank_rates[a[1]]
        hand[a[2]] += 1
        return hand_value(hand, goals) if min(hand) >= 0 else -1e9

    best = max(trades, key=lambda a: (after(a), -a[1], -a[2]))
    return best if after(best) > hand_value(t.hand, goals) - TRADE_SLACK else None
