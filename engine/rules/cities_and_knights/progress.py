"""The progress-card framework (CK-PROG-1..7): drawing, the hand limit, VP cards, playing, timing.

Card effects live in ``cards/`` (one module per card); everything common to all cards is here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.actions import register_action
from engine.rules.cities_and_knights.cards import (
    CARD_IDS,
    CARD_INDEX,
    CHOICES_BY_TIMING,
    DECK_CONTENTS,
    MAIN,
    VP_CARDS,
    card_name,
    play,
    to_bottom,
)
from engine.rules.cities_and_knights.constants import DECK_COLOURS, PROGRESS_HAND_LIMIT

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

Action = tuple[Any, ...]
DISCARD_PROGRESS = "progress_discard"
LIMIT_DECISION = "progress_limit"


def draw(state: GameState, seat: int, deck: int) -> str | None:
    """Top card of ``deck`` to ``seat`` (CK-PROG-1); nothing if the deck is empty (CK-PROG-7)."""
    cards = state.ck.decks[deck]
    if not cards:
        state.emit({"type": "progress_deck_empty", "seat": seat, "deck": deck})
        return None
    card = cards.pop()
    receive(state, seat, card, deck)
    return card


def receive(state: GameState, seat: int, card: str, deck: int, *, taken_from: int | None = None) -> None:
    """A card arrives in ``seat``'s possession (drawn, or taken with the Spy from ``taken_from``)."""
    ck = state.ck
    if card in VP_CARDS:  # CK-PROG-6: laid out at once, public, never in the hand
        ck.vp_cards[seat].append(card)
        state.emit({"type": "progress_vp", "seat": seat, "card": card, "deck": deck})
        return
    ck.progress[seat].append(card)
    drawn = {"type": "progress_drawn", "seat": seat, "deck": deck, "card": card, "private": [seat], "secret": ["card"]}
    if taken_from is not None:
        drawn["from"] = taken_from  # not from a deck: the Spy's ``spy_took`` told the table
    state.emit(drawn)
    if len(ck.progress[seat]) > PROGRESS_HAND_LIMIT and seat != state.active:
        # CK-PROG-3: off-turn, the 5th card goes back at once (the active player: see over_limit)
        decisions.open_decision(state, LIMIT_DECISION, seat, {})


def over_limit(state: GameState, seat: int) -> bool:
    return len(state.ck.progress[seat]) > PROGRESS_HAND_LIMIT


def list_plays(state: GameState, seat: int, timing: str, out: list[Action]) -> None:
    """Every legal play of every card ``seat`` holds with this ``timing`` (CK-PROG-4)."""
    hand = state.ck.progress[seat]
    if not hand:
        return
    playable = CHOICES_BY_TIMING[timing]
    for card_id in sorted(set(hand)) if len(hand) > 1 else hand:  # each card once, in id order
        choices = playable.get(card_id)
        if choices is not None:
            out.extend(choices(state, seat))


def list_discards(state: GameState, seat: int, out: list[Action]) -> None:
    """The active player over the limit puts cards back (CK-AMB-12)."""
    out.extend((DISCARD_PROGRESS, c) for c in sorted(set(state.ck.progress[seat])))


def _discard_action(state: GameState, seat: int, action: Action) -> None:
    to_bottom(state, seat, action[1])
    state.emit({"type": "progress_discarded", "seat": seat, "deck": DECK_CONTENTS[action[1]][0]})


def _limit_options(state: GameState, p: Pending) -> list[int]:
    if not over_limit(state, p.seat):
        return []
    return sorted({CARD_INDEX[c] for c in state.ck.progress[p.seat]})


def _limit_answer(state: GameState, p: Pending, choice: int) -> bool:
    card = CARD_IDS[choice]
    to_bottom(state, p.seat, card)
    state.emit({"type": "progress_discarded", "seat": p.seat, "deck": DECK_CONTENTS[card][0]})
    return not over_limit(state, p.seat)


register_action(
    DISCARD_PROGRESS, "s", _discard_action, lambda a, names=None: f"put {card_name(a[1])} back under its deck"
)
decisions.register_kind(LIMIT_DECISION, _limit_options, _limit_answer, "put a progress card back (limit 4)")


def hand_summary(state: GameState, seat: int) -> dict[str, Any]:
    """What everybody may know of a progress hand: the count and the deck colours (CK-PROG-3)."""
    colours = [DECK_COLOURS[DECK_CONTENTS[c][0]] for c in state.ck.progress[seat]]
    return {"count": len(colours), "decks": sorted(colours)}


__all__ = ["MAIN", "draw", "list_discards", "list_plays", "over_limit", "play", "receive", "to_bottom"]
