"""Development cards: buying, timing and the four playable kinds (BASE-DEV-1..9, BASE-TURN-5, BASE-LA-*)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import DEV_CARD_COST, KNIGHT, MONOPOLY, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY
from engine.rules.building import pay, road_candidates, roads_left
from engine.state import MAIN, MOVE_ROBBER, PRE_ROLL, STEAL
from engine.state import ROAD_BUILDING as ROAD_BUILDING_STEP

if TYPE_CHECKING:
    from engine.state import GameState

# Steps in which the active player may play a Knight or Progress card (BASE-TURN-5).
_PLAY_STEPS = (PRE_ROLL, MAIN)
# With the 1997 option the roll's resolution is no barrier; cards that only move cards are then also
# allowed once discards are done (a Knight or Road Building would need a placement step of its own
# in the middle of another one, so they keep waiting for the robber to finish).
_RESOLUTION_STEPS = (MOVE_ROBBER, STEAL)


def playable(state: GameState, seat: int, card: int) -> bool:
    """May ``seat`` play ``card`` now? One per turn, own turn, not bought this turn (BASE-DEV-2/3)."""
    if seat != state.active or state.dev_played:
        return False
    if state.dev[seat][card] - state.dev_new[card] <= 0:
        return False
    step = state.step
    if step in _PLAY_STEPS:
        return card != ROAD_BUILDING or can_play_road_building(state, seat)
    return (
        step in _RESOLUTION_STEPS
        and state.options.dev_card_during_roll_resolution
        and card in (YEAR_OF_PLENTY, MONOPOLY)
    )


def can_play_road_building(state: GameState, seat: int) -> bool:
    """BASE-AMB-8: not playable without a road in the pool and a legal path."""
    return roads_left(state, seat) > 0 and road_candidates(state, seat) != 0


def buy(state: GameState, seat: int) -> None:
    """BASE-BUILD-6: pay and draw the top card; it is tagged as bought this turn (BASE-DEV-3)."""
    pay(state, seat, DEV_CARD_COST)
    card = state.deck.pop()
    state.dev[seat][card] += 1
    state.dev_new[card] += 1
    state.emit({"type": "bought_dev", "seat": seat, "card": card, "private": [seat], "secret": ["card"]})


def _use(state: GameState, seat: int, card: int) -> None:
    state.dev[seat][card] -= 1
    state.dev_played = True


def play_knight(state: GameState, seat: int) -> None:
    """BASE-DEV-4: move the robber and steal (no discards); the knight counts for Largest Army."""
    _use(state, seat, KNIGHT)
    state.knights[seat] += 1
    state.emit({"type": "played_knight", "seat": seat, "knights": state.knights[seat]})
    update_largest_army(state, seat)
    state.resume_step = state.step
    state.step = MOVE_ROBBER


def update_largest_army(state: GameState, seat: int) -> None:
    """BASE-LA-1/2: first to 3, then strictly more than the holder."""
    holder = state.la_holder
    if holder == seat or state.knights[seat] < 3:
        return
    if holder < 0 or state.knights[seat] > state.knights[holder]:
        state.la_holder = seat
        state.emit({"type": "largest_army", "seat": seat, "previous": holder, "knights": state.knights[seat]})


def play_road_building(state: GameState, seat: int) -> None:
    """BASE-DEV-5: up to two free roads, as many as can legally be placed (BASE-AMB-8)."""
    _use(state, seat, ROAD_BUILDING)
    state.free_roads = min(2, roads_left(state, seat))
    state.emit({"type": "played_road_building", "seat": seat})
    state.resume_step = state.step
    state.step = ROAD_BUILDING_STEP


def after_free_road(state: GameState, seat: int) -> None:
    state.free_roads -= 1
    if state.free_roads <= 0 or not can_play_road_building(state, seat):
        state.free_roads = 0
        state.step = state.resume_step


def year_of_plenty_choices(state: GameState) -> list[tuple[int, ...]]:
    """BASE-DEV-6 with BASE-AMB-2: two cards the bank has; one if only one is left; none if empty."""
    bank = state.bank
    total = sum(bank)
    if total == 0:
        return [()]
    if total == 1:
        return [(r,) for r in range(5) if bank[r]]
    return [(a, b) for a in range(5) for b in range(a, 5) if bank[a] and bank[b] and (a != b or bank[a] >= 2)]


def play_year_of_plenty(state: GameState, seat: int, picks: tuple[int, ...]) -> None:
    _use(state, seat, YEAR_OF_PLENTY)
    for r in picks:
        state.bank[r] -= 1
        state.hands[seat][r] += 1
    state.emit({"type": "played_year_of_plenty", "seat": seat, "resources": list(picks)})


def play_monopoly(state: GameState, seat: int, resource: int) -> None:
    """BASE-DEV-7: every other player hands over all cards of the named type."""
    _use(state, seat, MONOPOLY)
    taken = [0] * state.n
    for p in range(state.n):
        if p != seat:
            taken[p] = state.hands[p][resource]
            state.hands[p][resource] = 0
    state.hands[seat][resource] += sum(taken)
    state.emit({"type": "played_monopoly", "seat": seat, "resource": resource, "taken": taken})


def can_reveal_vp(state: GameState, seat: int) -> bool:
    """BASE-DEV-9 with ANY_TIME_OWN_TURN: turn up hidden VP cards during one's own turn."""
    return (
        state.options.vp_card_reveal == "any_time_own_turn"
        and seat == state.active
        and state.dev[seat][VICTORY_POINT] > state.vp_revealed[seat]
    )


def reveal_vp(state: GameState, seat: int) -> None:
    count = state.dev[seat][VICTORY_POINT] - state.vp_revealed[seat]
    state.vp_revealed[seat] = state.dev[seat][VICTORY_POINT]
    state.emit({"type": "revealed_vp", "seat": seat, "count": count})
