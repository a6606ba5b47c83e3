"""Cities & Knights for the heuristic players: improvements, knights, progress cards, owed decisions.

Only active in a game whose view carries a ``ck`` record. Judgements stay simple: city improvements
when affordable (the cheapest track first, and the one with the most commodities), knights when the
barbarians come close or the robber sits on one's hex, progress cards played when they are legal
(the engine lists a card only when it can be played), and owed decisions answered by what the hand
keeps (giving away the least useful card, taking the most useful one).
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from engine.constants import CITY
from players.evaluate import cards_value, targets
from players.rules.cities_and_knights.improvements import improve
from players.rules.cities_and_knights.progress import alchemist, play
from players.rules.cities_and_knights.score import score_term
from players.rules.cities_and_knights.tactics import defend
from players.rulesets import PlayerHooks
from players.table import Table

# Decisions whose int answer is a card given away / taken, or a city / spot to pick.
_GIVE = {"discard", "harbor_commodity", "wedding_gift"}
_TAKE = {"master_merchant_take", "aqueduct"}
_BASE_MAIN = {
    "end_turn", "road", "settlement", "city", "bank_trade", "offer", "accept", "decline", "counter",
    "confirm", "withdraw", "buy_dev", "knight", "road_building", "year_of_plenty", "monopoly", "reveal_vp",
}  # fmt: skip
_KNIGHT_KINDS = ("knight_hire", "knight_activate", "knight_promote", "knight_chase", "knight_move", "knight_displace")


def card_value(t: Table, hand: list[int]) -> float:
    return cards_value(hand, targets(t))


def answer(t: Table, rng: random.Random) -> Action | None:
    """Answer the first decision this seat owes through ``("answer", id, choice)``."""
    answers = [a for a in t.legal if a[0] == "answer"]
    if not answers:
        return None
    did = answers[0][1]
    choices = [a for a in answers if a[1] == did]
    decision = next((d for d in t.view.get("pending", ()) if d.get("id") == did), {})
    kind = decision.get("kind", "")
    hand = t.full_hand
    if kind in _GIVE or kind in _TAKE:
        sign = 1 if kind in _TAKE else -1

        def after(a: Action) -> float:
            h = list(hand)
            c = a[2]
            if 0 <= c < len(h):
                h[c] += sign
            return card_value(t, h) if min(h) >= 0 else -1e9

        return max(choices, key=lambda a: (after(a), -a[2]))
    if kind in ("pillage", "metropolis"):
        pips = t.vertex_pips()

        def prod(a: Action) -> int:
            v = a[2]
            return sum(pips[v]) if 0 <= v < t.topo.N_VERTEX else 0

        pick = min if kind == "pillage" else max
        return pick(choices, key=lambda a: (prod(a), a[2]))
    placed = [a for a in choices if a[2] != -1]
    return rng.choice(placed or choices)


def main_choice(t: Table, rng: random.Random) -> Action | None:
    """A C&K move worth making now in the main step, or None (then the base logic ends the turn)."""
    legal = t.legal
    ck: dict[str, Any] = t.view["ck"]
    improves = [a for a in legal if a[0] == "improve"]
    if improves:
        levels = t.players[t.seat].get("levels", [0, 0, 0])
        return min(improves, key=lambda a: (levels[a[1]] if a[1] < len(levels) else 9, a[1]))
    near = ck.get("barbarian", 0) >= ck.get("barbarian_steps", 7) - 2
    robbed = t.robber >= 0 and any(t.owner[v] == t.seat and t.building[v] for v in t.topo.HEX_VERTICES[t.robber])
    chases = [a for a in legal if a[0] == "knight_chase"]
    if robbed and chases:
        return chases[0]
    activates = [a for a in legal if a[0] == "knight_activate"]
    if activates and (near or robbed):
        return activates[0]
    hires = [a for a in legal if a[0] == "knight_hire"]
    cities = sum(1 for v in range(t.topo.N_VERTEX) if t.owner[v] == t.seat and t.building[v] == CITY)
    mine = sum(1 for k in ck.get("knights", []) if _knight_owner(k) == t.seat)
    if hires and mine < max(1, cities):
        pips = t.vertex_pips()
        return max(hires, key=lambda a: (sum(pips[a[1]]) if 0 <= a[1] < t.topo.N_VERTEX else 0, -a[1]))
    cards = [
        a for a in legal if a[0] not in _BASE_MAIN and a[0] not in _KNIGHT_KINDS and a[0] not in ("improve", "wall")
    ]
    plays = [a for a in cards if a[0] not in ("harbor_trade", "progress_discard", "answer")]
    if plays and rng.random() < 0.5:
        return rng.choice(plays)
    discards = [a for a in legal if a[0] == "progress_discard"]
    if discards:
        return discards[0]
    return None


def _knight_owner(k: Any) -> int:
    if isinstance(k, dict):
        return k.get("owner", k.get("seat", -1))
    if isinstance(k, list | tuple) and len(k) > 1:
        return k[1]
    return -1


HOOKS = PlayerHooks(
    answer=answer,
    main_choices=(main_choice,),
    hard_choices=(defend, play, improve),
    hard_pre_roll=(alchemist,),
    move_budget=700,
    value_model=False,
    passive_overrides=True,  # measured so (issue #22); the base game's restriction is not tried here yet
    table_offers=False,  # likewise
    score_terms=(score_term,),
)
