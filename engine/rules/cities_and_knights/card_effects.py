"""What several progress cards do alike: who the opponents are, cards changing hands, the bank paying out.

Kept apart from ``cards/`` so that each card module holds only its own almanac text and effect.
Hands and the bank are 8 wide in C&K (resources 0..4, commodities 5..7, ``constants``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.rules.cities_and_knights.constants import N_CARDS

if TYPE_CHECKING:
    from engine.state import GameState


def opponents(state: GameState, seat: int) -> list[int]:
    """The other players, clockwise from the player's left (the order the almanac's "each player" uses)."""
    return [(seat + i) % state.n for i in range(1, state.n)]




def hexes_touching(state: GameState, seat: int, terrain: int = -1) -> list[int]:
    """Hexes (of ``terrain``, or any) with at least one of ``seat``'s settlements or cities on a corner."""
    mine = state.building_mask[seat]
    kinds = state.board.terrain
    return [h for h, m in enumerate(state.topo.HEX_VERTEX_MASK) if mine & m and (terrain < 0 or kinds[h] == terrain)]


def from_bank(state: GameState, seat: int, card: int, count: int) -> int:
    """Pay ``count`` of ``card`` from the bank, or what is left of it (CK-AMB-18); returns the number paid."""
    paid = min(count, state.bank[card])
    state.bank[card] -= paid
    state.hands[seat][card] += paid
    return paid


def transfer(state: GameState, giver: int, taker: int, card: int, count: int = 1) -> int:
    """Move up to ``count`` cards of type ``card`` between hands; returns the number moved."""
    moved = min(count, state.hands[giver][card])
    state.hands[giver][card] -= moved
    state.hands[taker][card] += moved
    return moved


def card_types_held(state: GameState, seat: int, types: range = range(N_CARDS)) -> list[int]:
    """Card types (of ``types``) of which ``seat`` holds at least one: the answers of "give a card"."""
    hand = state.hands[seat]
    return [c for c in types if hand[c]]


def steal_random(state: GameState, thief: int, victim: int) -> int | None:
    """One random resource/commodity card from ``victim`` to ``thief`` (progress cards never: CK-PROG-5)."""
    hand = state.hands[victim]
    total = sum(hand)
    if not total:
        return None
    i = state.rng.below(total)
    card = 0
    while i >= hand[card]:
        i -= hand[card]
        card += 1
    hand[card] -= 1
    state.hands[thief][card] += 1
    return card


def secret_event(state: GameState, event: dict[str, Any], seats: list[int], secret: list[str]) -> None:
    """Emit an event whose ``secret`` fields only ``seats`` may see (``engine.views.event_for``)."""
    state.emit({**event, "private": seats, "secret": secret})


# Listers of actions a card played earlier this turn makes available in the main step (the Commercial
# Harbor's forced trades); the main-step lister calls them while the turn has card effects.
MAIN_EFFECT_LISTERS: list[Callable[[GameState, int, list[tuple[Any, ...]]], None]] = []


def list_main_effects(state: GameState, seat: int, out: list[tuple[Any, ...]]) -> None:
    for lister in MAIN_EFFECT_LISTERS:
        lister(state, seat, out)
