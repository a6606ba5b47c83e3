"""Cities & Knights' part of a state rebuilt from a seat's view (``engine.determinize``).

Public and copied back: levels, walls, knights, metropolises, barbarians, merchant, laid-out VP
cards, Defenders, the event die. Secret and sampled: the opponents' progress cards (each hand's size
per deck colour is public, CK-PROG-3) and the decks' order, dealt from what the seat has not seen of
each deck (its 18 cards minus the seat's own hand and the laid-out VP cards); commodities are dealt
with the resources by ``engine.determinize`` (12 of each, BOARD-COUNT-3).

Only positions without open decisions are rebuilt (the main step or the roll): the bookkeeping of a
decision in progress (``pending``, ``resume``, ``stack``) is not in a view. This turn's knight flags
and card effects (``k_flags``, ``turn_flags``) are not in a view either and start empty, so a sample
may allow a knight or a discount the real game no longer allows this turn.
"""

from __future__ import annotations

import random
from typing import Any

from engine.rules.cities_and_knights.cards import DECK_CONTENTS
from engine.rules.cities_and_knights.constants import CARDS_PER_COMMODITY, DECK_COLOURS
from engine.state import MAIN, PRE_ROLL

COMMODITIES = ("cloth", "coin", "paper")
CARD_TOTALS_EXTRA = (CARDS_PER_COMMODITY,) * 3


def check(view: dict[str, Any]) -> None:
    if view["phase"] != "play" or view["step"] not in (MAIN, PRE_ROLL):
        raise ValueError("Cities & Knights positions are determinised in the roll or main step only")
    if any("id" in d for d in view.get("pending", ())):
        raise ValueError("Cities & Knights positions with open decisions are not determinised")


def record(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``CkState.to_json`` of a state showing ``view``, the hidden progress cards drawn with ``rng``."""
    ck = view["ck"]
    players = view["players"]
    seat = view["you"]["seat"]
    own = list(view["you"]["progress_cards"])
    unseen: list[list[str]] = [[], [], []]
    for card, (deck, count) in sorted(DECK_CONTENTS.items()):
        gone = own.count(card) + sum(p["vp_cards"].count(card) for p in players)
        unseen[deck].extend([card] * max(0, count - gone))
    for pool in unseen:
        rng.shuffle(pool)
    progress: list[list[str]] = []
    for p, info in enumerate(players):
        if p == seat:
            progress.append(own)
            continue
        hand = []
        for colour in info["progress_cards"]["decks"]:
            pool = unseen[DECK_COLOURS.index(colour)]
            if pool:
                hand.append(pool.pop())
        progress.append(hand)
    decks = [pool[len(pool) - size :] if size else [] for pool, size in zip(unseen, ck["decks"], strict=True)]
    return {
        "levels": [list(p["levels"]) for p in players],
        "decks": decks,
        "progress": progress,
        "vp_cards": [list(p["vp_cards"]) for p in players],
        "defenders": [p["defenders"] for p in players],
        "barbarian": ck["barbarian"],
        "attacks": ck["attacks"],
        "metropolis": list(ck["metropolis"]),
        "walls": list(ck["walls"]),
        "knights": [[v, p, strength, active, 0] for v, p, strength, active in ck["knights"]],
        "merchant": [ck["merchant"], ck["merchant_owner"]],
        "event": ck["event"],
        "pending": [],
        "next_pending": 1,
        "resume": [],
        "stack": [],
        "turn_flags": {},
        "stage": ck["stage"],
        "discards": {},
    }
