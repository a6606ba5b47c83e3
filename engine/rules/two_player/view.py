"""What everyone sees of the 2-player variant (``view["two_player"]``): trade cards are public
(TWO-COMP-3), so is the price of an action, this turn's rolls, and the neutral players' pieces."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rules import building
from engine.rules.two_player import card_actions, trade_cards
from engine.rules.two_player.record import (
    FORCED_TRADE_GIVE,
    MAX_TRADE_CARDS,
    NEUTRAL_ROAD,
    NEUTRAL_SEATS,
    NEUTRAL_SETTLEMENT,
    TRADE_CARDS,
)

if TYPE_CHECKING:
    from engine.state import GameState


def public_fields(state: GameState) -> dict[str, Any]:
    two = state.two
    this_turn = two.roll_turn == state.turn
    actions = two.actions_taken if two.actions_turn == state.turn else 0
    return {
        "trade_cards": list(two.trade_cards),  # per real seat
        "trade_card_supply": two.supply(),
        "trade_cards_total": TRADE_CARDS,
        "trade_card_limit": MAX_TRADE_CARDS,
        # What one trade-card action would cost each real player right now (TWO-ACT-2).
        "action_price": [trade_cards.price(state, p) for p in range(state.n)],
        "actions_this_turn": actions,
        "max_actions_per_turn": state.options.two_max_actions_per_turn,  # 0: unlimited
        "knight_exchanged_this_turn": two.knight_swap_turn == state.turn,
        "rolls": [list(r) for r in two.rolls] if this_turn else [],  # this turn's first and second roll
        "rethrown": [list(r) for r in two.rethrown] if this_turn else [],  # second rolls thrown again
        "neutral_owed": {NEUTRAL_ROAD: "road", NEUTRAL_SETTLEMENT: "settlement"}.get(state.step),
        # cards the active player still owes back in a Forced Trade (TWO-ACT-3)
        "forced_trade_give": card_actions.FORCED_TRADE_GIVE_COUNT if state.step == FORCED_TRADE_GIVE else 0,
        "neutrals": [_neutral(state, seat) for seat in NEUTRAL_SEATS],
    }


def _neutral(state: GameState, seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "colour": state.colours[seat],
        "neutral": True,
        "settlements": state.settlements[seat],
        "roads": state.road_count[seat],
        "road_length": state.road_len[seat],
        "longest_road": state.lr_holder == seat,
        "roads_left": building.roads_left(state, seat),
        "settlements_left": building.settlements_left(state, seat),
        # Shown in the score table; neutral players never win (TWO-NEUTRAL-4).
        "public_vp": state.settlements[seat] + (2 if state.lr_holder == seat else 0),
    }
