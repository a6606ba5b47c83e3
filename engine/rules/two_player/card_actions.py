"""What trade cards buy, and how a Knight buys trade cards (TWO-ACT-1..5, TWO-REPL-1/2, TWO-AMB-2/6/7).

Each action is the active player's, before the first roll, between the rolls or after them
(TWO-ACT-1: the base game's pre-roll and main steps), and is paid at the price of the moment
(TWO-ACT-2). A Knight is exchanged for trade cards at the same moments, once per turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.robber import discard_options
from engine.rules.two_player import trade_cards
from engine.rules.two_player.record import FORCED_TRADE_GIVE, MAX_TRADE_CARDS
from engine.state import MAIN, PRE_ROLL

if TYPE_CHECKING:
    from engine.state import GameState

ACTION_STEPS = (PRE_ROLL, MAIN)
FORCED_TRADE_DRAW = 2  # TWO-ACT-3
FORCED_TRADE_GIVE_COUNT = 2
KNIGHT_SWAP_CARDS = 2  # TWO-REPL-1
LARGEST_ARMY_MIN = 3  # BASE-LA-1


def may_act(state: GameState, seat: int) -> bool:
    return seat == state.active and state.step in ACTION_STEPS


def can_pay(state: GameState, seat: int) -> bool:
    return state.two.trade_cards[seat] >= trade_cards.price(state, seat) and trade_cards.actions_left(state)


# --- Forced Trade (TWO-ACT-3, TWO-AMB-6) ---------------------------------------------------------


def forced_trade_possible(state: GameState, seat: int) -> bool:
    """TWO-AMB-6: 2 cards to give before the draw, and at least 1 card to draw (payment aside)."""
    return state.hand_size(seat) >= FORCED_TRADE_GIVE_COUNT and state.hand_size(trade_cards.opponent(seat)) >= 1


def can_forced_trade(state: GameState, seat: int) -> bool:
    return forced_trade_possible(state, seat) and can_pay(state, seat)


def forced_trade(state: GameState, seat: int) -> None:
    """Pay, draw up to 2 random cards from the opponent, then owe 2 cards of one's choice back."""
    paid = trade_cards.pay(state, seat)
    victim = trade_cards.opponent(seat)
    drawn = [0, 0, 0, 0, 0]
    hand, mine = state.hands[victim], state.hands[seat]
    for _ in range(min(FORCED_TRADE_DRAW, sum(hand))):
        i = state.rng.below(sum(hand))
        r = 0
        while i >= hand[r]:
            i -= hand[r]
            r += 1
        hand[r] -= 1
        mine[r] += 1
        drawn[r] += 1
    state.emit(
        {"type": "forced_trade", "seat": seat, "victim": victim, "paid": paid, "count": sum(drawn), "cards": drawn,
         "trade_cards": state.two.trade_cards[seat], "private": [seat, victim], "secret": ["cards"]}
    )  # fmt: skip
    state.two.resume = state.step
    state.step = FORCED_TRADE_GIVE


def give_back_options(state: GameState, seat: int) -> list[tuple[int, ...]]:
    """Every choice of 2 cards from the (enlarged) hand; drawn cards may go back (TWO-ACT-3 note)."""
    return discard_options(state.hands[seat], FORCED_TRADE_GIVE_COUNT)


def give_back(state: GameState, seat: int, cards: tuple[int, ...]) -> None:
    victim = trade_cards.opponent(seat)
    for r, c in enumerate(cards):
        state.hands[seat][r] -= c
        state.hands[victim][r] += c
    state.emit({"type": "forced_trade_given", "seat": seat, "victim": victim, "cards": list(cards),
                "private": [seat, victim], "secret": ["cards"]})  # fmt: skip
    state.step = state.two.resume
    state.two.resume = ""


# --- Move the Robber (TWO-ACT-4, TWO-AMB-7) -------------------------------------------------------


def can_robber_to_desert(state: GameState, seat: int) -> bool:
    return state.robber != state.board.desert and can_pay(state, seat)


def robber_to_desert(state: GameState, seat: int) -> None:
    """The robber goes to the desert; nobody is robbed there, whoever builds next to it."""
    paid = trade_cards.pay(state, seat)
    previous = state.robber
    state.robber = state.board.desert
    state.emit({"type": "robber_moved", "seat": seat, "hex": state.robber, "from": previous, "trade_card": True,
                "paid": paid, "trade_cards": state.two.trade_cards[seat]})  # fmt: skip


# --- A Knight for trade cards (TWO-REPL-1/2) --------------------------------------------------------


def can_swap_knight(state: GameState, seat: int) -> bool:
    """Once per turn, with a played Knight. Refused when it would bring no trade card at all (7 held or
    an empty supply): the Knight would be lost for nothing (engine choice, like TWO-AMB-7)."""
    two = state.two
    return (
        state.knights[seat] > 0
        and two.knight_swap_turn != state.turn
        and two.trade_cards[seat] < MAX_TRADE_CARDS
        and two.supply() > 0
    )


def swap_knight(state: GameState, seat: int) -> None:
    state.knights[seat] -= 1
    state.two.knight_swap_turn = state.turn
    state.emit({"type": "knight_removed", "seat": seat, "knights": state.knights[seat]})
    trade_cards.gain(state, seat, KNIGHT_SWAP_CARDS, "knight")
    _recheck_largest_army(state, seat)


def _recheck_largest_army(state: GameState, seat: int) -> None:
    """TWO-REPL-2: the holder who falls to 2 Knights, or no longer has strictly more than the opponent,
    sets the card aside; then whoever has strictly the most Knights, at least 3, takes it."""
    if state.la_holder != seat:
        return
    other = trade_cards.opponent(seat)
    knights = state.knights
    if knights[seat] >= LARGEST_ARMY_MIN and knights[seat] > knights[other]:
        return
    new = other if knights[other] >= LARGEST_ARMY_MIN and knights[other] > knights[seat] else -1
    state.la_holder = new
    state.emit({"type": "largest_army", "seat": new, "previous": seat, "knights": knights[new] if new >= 0 else 0})
