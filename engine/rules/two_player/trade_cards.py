"""Trade cards: the supply, the 7-card cap, gains, the settlement bonus and the price of an action
(TWO-COMP-2/3, TWO-REPL-3/4, TWO-ACT-2, TWO-AMB-5/8/9/13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import topology as topo
from engine.rules.two_player.record import MAX_TRADE_CARDS

if TYPE_CHECKING:
    from engine.state import GameState


def gain(state: GameState, seat: int, earned: int, reason: str) -> int:
    """Give ``seat`` up to ``earned`` trade cards, capped by 7 in hand and by the supply (TWO-REPL-4)."""
    two = state.two
    got = max(0, min(earned, MAX_TRADE_CARDS - two.trade_cards[seat], two.supply()))
    if earned:
        two.trade_cards[seat] += got
        state.emit(
            {"type": "trade_cards_gained", "seat": seat, "earned": earned, "count": got, "reason": reason,
             "held": two.trade_cards[seat], "supply": two.supply()}
        )  # fmt: skip
    return got


def settlement_bonus(state: GameState, vertex: int) -> int:
    """TWO-REPL-3: +2 next to the desert, +1 on the coast (TWO-AMB-13: touching a sea hex), +3 both."""
    hexes = topo.VERTEX_HEXES[vertex]
    desert = 2 if state.board.desert in hexes else 0
    coast = 1 if len(hexes) < 3 else 0  # only land hexes are listed: fewer than 3 means sea touches it
    return desert + coast


def opponent(seat: int) -> int:
    return 1 - seat


def price(state: GameState, seat: int) -> int:
    """TWO-ACT-2 with TWO-AMB-5: 1 card while one's visible VP do not exceed the opponent's, else 2."""
    mine = state.public_victory_points(seat)
    return 1 if mine <= state.public_victory_points(opponent(seat)) else 2


def actions_left(state: GameState) -> bool:
    """TWO-ACT-5: the per-turn limit (0 = unlimited, TWO-AMB-2)."""
    limit = state.options.two_max_actions_per_turn
    two = state.two
    return not limit or two.actions_turn != state.turn or two.actions_taken < limit


def pay(state: GameState, seat: int) -> int:
    """Pay for one action: the cards go back to the supply (TWO-ACT-1)."""
    two = state.two
    cost = price(state, seat)
    two.trade_cards[seat] -= cost
    if two.actions_turn != state.turn:
        two.actions_turn, two.actions_taken = state.turn, 0
    two.actions_taken += 1
    return cost
