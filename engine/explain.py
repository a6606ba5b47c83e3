"""Why an action is illegal, in words a player understands, and what would be legal instead."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import topology as topo
from engine.constants import (
    CARD_NAMES,
    CITY,
    CITY_COST,
    DEV_CARD_COST,
    DEV_CARDS,
    ROAD_COST,
    SETTLEMENT,
    SETTLEMENT_COST,
    format_counts,
)
from engine.errors import IllegalAction
from engine.pending import describe_waiting
from engine.rules import building, trade
from engine.state import (
    DISCARD,
    MAIN,
    MOVE_ROBBER,
    PHASE_OVER,
    PRE_ROLL,
    ROAD_BUILDING,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    GameState,
)

_LIST_LIMIT = 12


def explain(state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...]) -> IllegalAction:
    kind = action[0]
    if state.phase == PHASE_OVER:
        return IllegalAction("game_over", "The game is over.")
    if not 0 <= seat < state.n:
        return IllegalAction("not_a_player", "You are not playing in this game.")
    if not legal:
        return IllegalAction("not_your_turn", "It's not your move right now.", describe_waiting(state))
    if kind in (A.OFFER, A.COUNTER) and not trade.trading_open(state):
        return IllegalAction("trade_closed", trade.closed_reason(state), "Right now you can: " + _summary(legal) + ".")
    same_kind = [a for a in legal if a[0] == kind]
    if same_kind and kind in _SPOT_KINDS:
        reason = _SPOT_KINDS[kind](state, seat, action)
        return IllegalAction("illegal_spot", reason, spots_hint(same_kind, state.topo))
    if same_kind and kind == A.BANK_TRADE:
        code, reason = _why_not_bank_trade(state, seat, action)
        return IllegalAction(code, reason, choices_hint(same_kind, state.topo))
    if same_kind:
        return IllegalAction("illegal_choice", f"You can't {say(state, action)} now.", choices_hint(same_kind, state.topo))
    code, reason = _why_not_kind(state, seat, action)
    return IllegalAction(code, reason, "Right now you can: " + _summary(legal) + ".")


def now_hint(state: GameState, legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]) -> str:
    """What the seat may do instead: its legal actions by kind, or whom the game waits for."""
    return "Right now you can: " + _summary(tuple(legal)) + "." if legal else describe_waiting(state)


def say(state: GameState, action: tuple[Any, ...]) -> str:
    """``action`` in words, its spots labelled on the game's island; an action naming a spot or a card
    that does not exist in this game (a hand-made request) is named by its kind alone."""
    try:
        return A.describe(action, None, shape=state.topo)
    except (IndexError, KeyError, TypeError, ValueError):
        return _KIND_SUMMARY.get(action[0], str(action[0]).replace("_", " "))


def spots_hint(options: list[tuple[Any, ...]], shape: topo.Topology) -> str:
    """'Legal: 12, 14, 31.' for actions of one spot kind, labelled on ``shape`` (the game's island)."""
    labels = [_label(a, shape) for a in options]
    more = f" and {len(labels) - _LIST_LIMIT} more" if len(labels) > _LIST_LIMIT else ""
    return "Legal: " + ", ".join(labels[:_LIST_LIMIT]) + more + "."


def choices_hint(options: list[tuple[Any, ...]], shape: topo.Topology) -> str:
    """'You could: build a road on 12-13; ...' for legal actions of one kind, spots labelled on ``shape``."""
    texts = [A.describe(a, None, shape=shape) for a in options[:_LIST_LIMIT]]
    more = f" (and {len(options) - _LIST_LIMIT} more)" if len(options) > _LIST_LIMIT else ""
    return "You could: " + "; ".join(texts) + more + "."


def _label(action: tuple[Any, ...], shape: topo.Topology) -> str:
    kind = action[0]
    if kind == A.ROAD:
        return shape.EDGE_LABELS[action[1]]
    if kind in (A.SETTLEMENT, A.CITY):
        return shape.VERTEX_LABELS[action[1]]
    if kind == A.ROBBER:
        return shape.HEX_LABELS[action[1]]
    return A.describe(action, None, shape=shape)


def summary(legal: tuple[tuple[Any, ...], ...]) -> str:
    """What the legal actions are, by kind ("roll the dice, play a Knight"), for hints of rule sets too."""
    return _summary(legal)


def _summary(legal: tuple[tuple[Any, ...], ...]) -> str:
    seen: list[str] = []
    for a in legal:
        text = _KIND_SUMMARY.get(a[0], a[0])
        if text not in seen:
            seen.append(text)
    return ", ".join(seen)


_KIND_SUMMARY = {
    A.ROLL: "roll the dice", A.END_TURN: "end your turn", A.ROAD: "build a road", A.SETTLEMENT: "build a settlement",
    A.CITY: "build a city", A.BUY_DEV: "buy a development card", A.KNIGHT: "play a Knight",
    A.ROAD_BUILDING: "play Road Building", A.YEAR_OF_PLENTY: "play Year of Plenty", A.MONOPOLY: "play Monopoly",
    A.REVEAL_VP: "reveal VP cards", A.ROBBER: "move the robber", A.STEAL: "choose whom to rob",
    A.SKIP_STEAL: "rob nobody", A.DISCARD: "discard", A.BANK_TRADE: "trade with the bank",
    A.ACCEPT: "accept a trade", A.DECLINE: "decline a trade", A.CONFIRM: "confirm a trade",
    A.WITHDRAW: "withdraw your offer", A.OFFER: "offer a trade", A.COUNTER: "make a counter-offer",
}  # fmt: skip


# Expansion action kinds (see register_kind): why such an action is not legal now.
_WHY_NOT: dict[str, Callable[[GameState, int, tuple[Any, ...]], tuple[str, str]]] = {}


def register_kind(
    kind: str, summary: str, why_not: Callable[[GameState, int, tuple[Any, ...]], tuple[str, str]] | None = None
) -> None:
    """An expansion's action kind: how "Right now you can: ..." names it, and ``why_not(state, seat,
    action) -> (code, reason)`` for when it is not legal (a rule set whose own ``explain`` hook gives
    the reasons registers the summary alone)."""
    _KIND_SUMMARY[kind] = summary
    if why_not is not None:
        _WHY_NOT[kind] = why_not


# Purchases (builds and buys) have reasons of their own wherever purchases are open (a main step; a
# Special Build slot of the 5-6 extension): the spot, what the cost lacks, the empty piece pool.
_WHY_NOT_PURCHASE: dict[str, Callable[[GameState, int, tuple[Any, ...]], tuple[str, str]]] = {}


def register_purchase(kind: str, why_not: Callable[[GameState, int, tuple[Any, ...]], tuple[str, str]]) -> None:
    """A purchase kind (a C&K city wall, a knight...): ``why_not(state, seat, action) -> (code, reason)``
    when no action of the kind is legal (what the cost lacks, the pool, no spot at all)."""
    _WHY_NOT_PURCHASE[kind] = why_not


def purchase_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction | None:
    """Why a purchase is refused while the seat may buy (None for a kind that is no purchase): a
    wrong spot names the legal ones; otherwise the reason (cost, pool, spot) and what is legal now."""
    kind = action[0]
    why_not = _WHY_NOT_PURCHASE.get(kind)
    if why_not is None:
        return None
    same = [a for a in legal if a[0] == kind]
    if same and kind in _SPOT_KINDS:
        return IllegalAction("illegal_spot", _SPOT_KINDS[kind](state, seat, action), spots_hint(same, state.topo))
    if same:
        return IllegalAction("illegal_choice", f"You can't {say(state, action)} now.", choices_hint(same, state.topo))
    code, reason = why_not(state, seat, action)
    return IllegalAction(code, reason, now_hint(state, legal))


def spot_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction | None:
    """A road, settlement, city or robber move on a spot where it may not go while others are legal:
    why, and the legal spots (labelled on the game's island). None when no action of the kind is legal."""
    kind = action[0]
    same = [a for a in legal if a[0] == kind]
    if not same or kind not in _SPOT_KINDS:
        return None
    return IllegalAction("illegal_spot", _SPOT_KINDS[kind](state, seat, action), spots_hint(same, state.topo))


def _why_road(state: GameState, seat: int, action: tuple[Any, ...]) -> str:
    e = action[1]
    if not 0 <= e < state.topo.N_EDGE:
        return "There is no such path."
    label = state.topo.EDGE_LABELS[e]
    if state.roads[e] >= 0:
        return f"Path {label} already has a road."
    if state.step == SETUP_ROAD:
        last = state.last_settlement
        piece = "city" if state.building[last] == CITY else "settlement"  # C&K's second set-up building is a city
        return f"Your set-up road must touch the {piece} you just placed on {state.topo.VERTEX_LABELS[last]}."
    return f"Path {label} doesn't connect to your roads or buildings (an opponent's building blocks a road)."


def _why_settlement(state: GameState, seat: int, action: tuple[Any, ...]) -> str:
    v = action[1]
    if not 0 <= v < state.topo.N_VERTEX:
        return "There is no such intersection."
    label = state.topo.VERTEX_LABELS[v]
    if state.building[v]:
        return f"Intersection {label} is already taken."
    if state.blocked_mask >> v & 1:
        return f"Intersection {label} is too close to another building (distance rule)."
    return f"Intersection {label} is not at the end of one of your roads."


def _why_city(state: GameState, seat: int, action: tuple[Any, ...]) -> str:
    v = action[1]
    if not 0 <= v < state.topo.N_VERTEX:
        return "There is no such intersection."
    return f"You have no settlement on {state.topo.VERTEX_LABELS[v]} to upgrade."


def _why_robber(state: GameState, seat: int, action: tuple[Any, ...]) -> str:
    h = action[1]
    if not 0 <= h < state.topo.N_HEX:
        return "There is no such hex."
    if h == state.robber:
        return "The robber must move to a different hex."
    return "The robber may not go to the desert in this game (1997 rules)."


_SPOT_KINDS = {A.ROAD: _why_road, A.SETTLEMENT: _why_settlement, A.CITY: _why_city, A.ROBBER: _why_robber}
_BUILD_COSTS = {A.ROAD: ("a road", ROAD_COST), A.SETTLEMENT: ("a settlement", SETTLEMENT_COST),
                A.CITY: ("a city", CITY_COST), A.BUY_DEV: ("a development card", DEV_CARD_COST)}  # fmt: skip
_DEV_KIND_CARD = {A.KNIGHT: 0, A.ROAD_BUILDING: 1, A.YEAR_OF_PLENTY: 2, A.MONOPOLY: 3}
for _kind in _BUILD_COSTS:
    register_purchase(_kind, lambda state, seat, action: _why_not_build(state, seat, action[0]))


_BASE_STEPS = frozenset((SETUP_SETTLEMENT, SETUP_ROAD, PRE_ROLL, DISCARD, MOVE_ROBBER, STEAL, MAIN, ROAD_BUILDING))


def _why_not_kind(state: GameState, seat: int, action: tuple[Any, ...]) -> tuple[str, str]:
    kind, step = action[0], state.step
    if seat != state.active and kind not in (A.DISCARD, A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM):
        return "not_your_turn", "It's not your turn. " + describe_waiting(state)
    if kind in (A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM):
        return _why_trade_answer(state, seat, action)
    if kind in _WHY_NOT:
        return _WHY_NOT[kind](state, seat, action)
    if step not in _BASE_STEPS:  # an expansion's own step (e.g. a neutral placement): it comes first
        return "wrong_step", "Not now. " + describe_waiting(state)
    if step == DISCARD:
        if kind == A.DISCARD and state.discard_owed[seat]:
            return "bad_discard", f"You must discard exactly {state.discard_owed[seat]} cards that you hold."
        return "waiting", "First every player with more than 7 cards discards. " + describe_waiting(state)
    if step in (SETUP_SETTLEMENT, SETUP_ROAD):
        need = "a settlement" if step == SETUP_SETTLEMENT else "a road next to your new settlement"
        return "setup", f"During set-up you place {need}."
    if kind in _BUILD_COSTS and step == ROAD_BUILDING:
        return "wrong_step", "Place your free roads from Road Building first."
    if kind in _BUILD_COSTS or kind == A.BANK_TRADE:
        if step == PRE_ROLL:
            return "roll_first", "Roll the dice first."
        if step != MAIN:
            return "wrong_step", "Finish moving the robber first."
    if kind in _BUILD_COSTS:
        return _why_not_build(state, seat, kind)
    if kind == A.BANK_TRADE:
        return _why_not_bank_trade(state, seat, action)
    if kind in _DEV_KIND_CARD:
        return _why_not_dev(state, seat, _DEV_KIND_CARD[kind])
    if kind == A.ROLL:
        return "already_rolled", "You already rolled this turn."
    if kind == A.END_TURN:
        return "cannot_end", "You can end your turn only after rolling and resolving the roll."
    if kind == A.DISCARD:
        return "no_discard", "Nobody has to discard now."
    if kind in (A.STEAL, A.SKIP_STEAL):
        return "wrong_step", "There is nobody to rob right now."
    if kind == A.REVEAL_VP:
        return "cannot_reveal", "Victory point cards are revealed automatically when they win you the game."
    return "not_now", f"You can't {say(state, action)} now."


def _why_not_build(state: GameState, seat: int, kind: str) -> tuple[str, str]:
    name, cost = _BUILD_COSTS[kind]
    hand = state.hands[seat][: len(cost)]  # resources first: hands with commodities (C&K) are wider
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
    if any(missing):
        return (
            "cannot_afford",
            f"{name.capitalize()} costs {format_counts(cost)}; you are missing {format_counts(missing)}.",
        )
    if kind == A.ROAD and building.roads_left(state, seat) == 0:
        return "no_pieces", "You have no roads left (15 on the board)."
    if kind == A.SETTLEMENT and building.settlements_left(state, seat) == 0:
        return "no_pieces", "All 5 of your settlements are on the board: upgrade one to a city first."
    if kind == A.CITY and building.cities_left(state, seat) == 0:
        return "no_pieces", "All 4 of your cities are on the board."
    if kind == A.CITY and not any(
        state.building[v] == SETTLEMENT for v in range(state.topo.N_VERTEX) if state.owner[v] == seat
    ):
        return "no_spot", "You have no settlement to upgrade."
    if kind == A.BUY_DEV and not state.deck:
        return "deck_empty", "The development deck is empty."
    return "no_spot", f"There is no legal spot for {name} right now."


def _why_not_bank_trade(state: GameState, seat: int, action: tuple[Any, ...], check_open: bool = True) -> tuple[str, str]:
    give, get = action[1], action[2]
    width = len(state.hands[seat])  # commodities trade with the bank too in C&K
    if not (0 <= give < width and 0 <= get < width):
        return "malformed", "Name two cards: " + ", ".join(CARD_NAMES[:width]) + "."
    if give == get:
        return "like_for_like", "You must receive a different card than you give."
    if check_open and not trade.trading_open(state):
        return "trade_closed", trade.closed_reason(state)
    rate = trade.bank_rate(state, seat, give)
    if state.hands[seat][give] < rate:
        return "cannot_afford", f"Your rate for {CARD_NAMES[give]} is {rate}:1 and you have {state.hands[seat][give]}."
    if state.bank[get] <= 0:
        return "bank_empty", f"The bank has no {CARD_NAMES[get]} left."
    return "not_now", f"You can't {say(state, action)} now."


def bank_trade_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction:
    """A maritime trade refused while the seat may trade with the bank (a rule set that opens it in a
    phase of its own, e.g. Second's phase of the 5-6 paired players): the terms, the rate, the bank."""
    code, reason = _why_not_bank_trade(state, seat, action, check_open=False)
    same = [a for a in legal if a[0] == action[0]]
    return IllegalAction(code, reason, choices_hint(same, state.topo) if same else now_hint(state, legal))


def _why_not_dev(state: GameState, seat: int, card: int) -> tuple[str, str]:
    name = DEV_CARDS[card].replace("_", " ").title()
    if state.dev_played:
        return "dev_limit", "You already played a development card this turn."
    if state.dev[seat][card] == 0:
        return "no_card", f"You have no {name} card."
    if state.dev[seat][card] <= state.dev_new[card]:
        return "bought_this_turn", f"A {name} bought this turn can be played from your next turn on."
    if card == 1:
        return "no_spot", "Road Building needs a road in your supply and a legal path."
    return "wrong_step", "Development cards can't be played between the roll and the end of its resolution."


def trade_answer_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction:
    """An answer to a domestic offer (accept, decline, withdraw, confirm) that is refused: why, and what is legal."""
    code, reason = _why_trade_answer(state, seat, action)
    return IllegalAction(code, reason, now_hint(state, legal))


def _why_trade_answer(state: GameState, seat: int, action: tuple[Any, ...]) -> tuple[str, str]:
    offer = trade.find_offer(state, action[1])
    if offer is None:
        return "no_such_offer", f"Trade #{action[1]} is not open any more."
    if not trade.trading_open(state):
        return "trade_closed", "Trades can be concluded only during the trade phase of the active player."
    kind = action[0]
    if kind in (A.WITHDRAW, A.CONFIRM) and offer.proposer != seat:
        return "not_yours", f"Trade #{offer.id} is not your offer."
    if kind == A.CONFIRM:
        partner = action[2]
        if offer.responses.get(partner) != "accepted":
            return "not_accepted", "That player has not accepted this offer."
        return "cannot_afford", "One of you no longer holds the cards for this trade."
    if seat not in offer.to:
        return "not_addressed", f"Trade #{offer.id} was not offered to you."
    if kind == A.ACCEPT and offer.responses.get(seat) == "accepted":
        return "already", "You already accepted; the offer's author now confirms."
    if kind == A.DECLINE:
        return "already", "You already declined."
    return "cannot_afford", f"You don't hold {format_counts(offer.get)}."
