"""Listing and applying the 2-player variant's actions; ``hooks`` registers these tables.

* ``STEP_LISTERS``: the active player's actions in this variant's own steps;
* ``extra_actions``: the trade-card actions added to the base pre-roll and main steps (TWO-ACT-1);
* ``HANDLERS``: one handler per action kind of ``engine.rules.two_player.actions``;
* ``register_explanations``: why one of these actions is not legal, in words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import explain
from engine.pending import register_text
from engine.rules.two_player import actions as K
from engine.rules.two_player import card_actions, growth, trade_cards
from engine.rules.two_player.record import FORCED_TRADE_GIVE, MAX_TRADE_CARDS, NEUTRAL_ROAD, NEUTRAL_SETTLEMENT
from engine.state import GameState
from engine.text import Text

Action = tuple[Any, ...]
_FORCED, _DESERT, _SWAP = (K.FORCED_TRADE,), (K.ROBBER_TO_DESERT,), (K.KNIGHT_FOR_TRADE_CARDS,)


def extra_actions(state: GameState, seat: int, out: list[Action]) -> None:
    """Trade-card actions and the Knight exchange, for the active player (TWO-ACT-1, TWO-REPL-1)."""
    if state.step not in card_actions.ACTION_STEPS:
        return
    if state.two.trade_cards[seat] and card_actions.can_pay(state, seat):
        if card_actions.forced_trade_possible(state, seat):
            out.append(_FORCED)
        if state.robber != state.board.desert:
            out.append(_DESERT)
    if state.knights[seat] and card_actions.can_swap_knight(state, seat):
        out.append(_SWAP)


def _neutral_road_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend((K.NEUTRAL_ROAD, n, e) for n, e in growth.road_choices(state))


def _neutral_settlement_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend((K.NEUTRAL_SETTLEMENT, n, v) for n, v in growth.settlement_choices(state))


def _give_back_actions(state: GameState, seat: int, out: list[Action]) -> None:
    out.extend((K.FORCED_TRADE_GIVE, c) for c in card_actions.give_back_options(state, seat))


STEP_LISTERS: dict[str, Callable[[GameState, int, list[Action]], None]] = {
    NEUTRAL_ROAD: _neutral_road_actions,
    NEUTRAL_SETTLEMENT: _neutral_settlement_actions,
    FORCED_TRADE_GIVE: _give_back_actions,
}

HANDLERS: dict[str, Callable[[GameState, int, Action], None]] = {
    K.NEUTRAL_ROAD: lambda s, p, a: growth.place(s, p, "road", a[1], a[2]),
    K.NEUTRAL_SETTLEMENT: lambda s, p, a: growth.place(s, p, "settlement", a[1], a[2]),
    K.FORCED_TRADE: lambda s, p, a: card_actions.forced_trade(s, p),
    K.FORCED_TRADE_GIVE: lambda s, p, a: card_actions.give_back(s, p, a[1]),
    K.ROBBER_TO_DESERT: lambda s, p, a: card_actions.robber_to_desert(s, p),
    K.KNIGHT_FOR_TRADE_CARDS: lambda s, p, a: card_actions.swap_knight(s, p),
}
assert set(HANDLERS) == set(K.KINDS)


# --- explanations ------------------------------------------------------------------------------


def _not_in_this_game(state: GameState) -> tuple[str, Text] | None:
    if state.two is None:
        return "not_two_player", Text("refusals-two-only")
    return None


def _why_not_paid(state: GameState, seat: int, name: str) -> tuple[str, Text] | None:
    """``name``: forced_trade or desert (the catalogue's ``refusals-two-*`` say it)."""
    if state.step not in card_actions.ACTION_STEPS:
        return "wrong_step", Text("refusals-two-paid-when", what=name)
    cost = trade_cards.price(state, seat)
    held = state.two.trade_cards[seat]
    if held < cost:
        return "no_trade_cards", Text("refusals-two-paid-cost", what=name, cost=cost, held=held)
    if not trade_cards.actions_left(state):
        limit = state.options.two_max_actions_per_turn
        return "action_limit", Text("refusals-two-action-limit", limit=limit)
    return None


def _why_not_forced_trade(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    reason = _not_in_this_game(state) or _why_not_paid(state, seat, "forced_trade")
    if reason:
        return reason
    if state.hand_size(seat) < card_actions.FORCED_TRADE_GIVE_COUNT:
        return "cannot_give", Text("refusals-two-cannot-give")
    return "opponent_empty", Text("refusals-two-opponent-empty")


def _why_not_desert(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    reason = _not_in_this_game(state) or _why_not_paid(state, seat, "desert")
    if reason:
        return reason
    return "already_there", Text("refusals-two-robber-on-desert")


def _why_not_swap(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    reason = _not_in_this_game(state)
    if reason:
        return reason
    if state.step not in card_actions.ACTION_STEPS:
        return "wrong_step", Text("refusals-two-swap-when")
    if state.knights[seat] == 0:
        return "no_knight", Text("refusals-two-no-knight")
    if state.two.knight_swap_turn == state.turn:
        return "once_per_turn", Text("refusals-two-swapped")
    if state.two.trade_cards[seat] >= MAX_TRADE_CARDS:
        return "trade_card_limit", Text("refusals-two-card-limit")
    return "supply_empty", Text("refusals-two-supply-empty")


def _why_not_step(step: str, what: str) -> Callable[[GameState, int, Action], tuple[str, Text]]:
    """``what``: the kind owed (neutral_road, neutral_settlement, forced_trade_give)."""

    def why(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
        reason = _not_in_this_game(state)
        if reason:
            return reason
        if state.step != step:
            return "wrong_step", Text("refusals-two-nothing-owed", what=what)
        return "illegal_choice", Text("refusals-two-not-like-that", what=what)

    return why


def register_explanations() -> None:
    explain.register_kind(K.FORCED_TRADE, "force a trade", _why_not_forced_trade)
    explain.register_kind(K.ROBBER_TO_DESERT, "move the robber to the desert", _why_not_desert)
    explain.register_kind(K.KNIGHT_FOR_TRADE_CARDS, "exchange a Knight for trade cards", _why_not_swap)
    explain.register_kind(K.NEUTRAL_ROAD, "place a neutral road",
                          _why_not_step(NEUTRAL_ROAD, "neutral_road"))  # fmt: skip
    explain.register_kind(K.NEUTRAL_SETTLEMENT, "place a neutral settlement",
                          _why_not_step(NEUTRAL_SETTLEMENT, "neutral_settlement"))  # fmt: skip
    explain.register_kind(K.FORCED_TRADE_GIVE, "give 2 cards back",
                          _why_not_step(FORCED_TRADE_GIVE, "forced_trade_give"))  # fmt: skip
    register_text(NEUTRAL_ROAD, "place a road for a neutral player")
    register_text(NEUTRAL_SETTLEMENT, "place a settlement for a neutral player")
    register_text(FORCED_TRADE_GIVE, "give 2 cards back in the forced trade")


register_explanations()
