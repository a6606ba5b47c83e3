"""Why an action is illegal, in words a player understands, and what would be legal instead.

Every reason and hint is a ``Text`` of the catalogue (``ui/locales/refusals/``; a rule set's kinds have their
keys in its own ``locales/refusals/``): ``refusals-can-<kind>`` names a kind in "Right now you can: ...",
``refusals-do-<kind>`` (``engine.actions.action_text``) one action with its spot or cards."""

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
    counts_text,
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
from engine.text import Items, Text

_LIST_LIMIT = 12


def explain(state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...]) -> IllegalAction:
    kind = action[0]
    if state.phase == PHASE_OVER:
        return IllegalAction("game_over", Text("refusals-game-over"))
    if not 0 <= seat < state.n:
        return IllegalAction("not_a_player", Text("refusals-not-a-player"))
    if not legal:
        return IllegalAction("not_your_turn", Text("refusals-not-your-move"), describe_waiting(state))
    if kind in (A.OFFER, A.COUNTER) and not trade.trading_open(state):
        return IllegalAction("trade_closed", trade.closed_reason(state), _now_you_can(legal))
    same_kind = [a for a in legal if a[0] == kind]
    if same_kind and kind in _SPOT_KINDS:
        reason = _SPOT_KINDS[kind](state, seat, action)
        return IllegalAction("illegal_spot", reason, spots_hint(same_kind, state.topo))
    if same_kind and kind == A.BANK_TRADE:
        code, reason = _why_not_bank_trade(state, seat, action)
        return IllegalAction(code, reason, choices_hint(same_kind, state.topo))
    if same_kind:
        return IllegalAction("illegal_choice", cannot_now(state, action), choices_hint(same_kind, state.topo))
    code, reason = _why_not_kind(state, seat, action)
    return IllegalAction(code, reason, _now_you_can(legal))


def now_hint(state: GameState, legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]) -> Text:
    """What the seat may do instead: its legal actions by kind, or whom the game waits for."""
    return _now_you_can(tuple(legal)) if legal else describe_waiting(state)


def _now_you_can(legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]) -> Text:
    return Text("refusals-now-you-can", actions=_summary(tuple(legal)))


def say(state: GameState, action: tuple[Any, ...]) -> Text:
    """``action`` in words, its spots labelled on the game's island; an action naming a spot or a card
    that does not exist in this game (a hand-made request) is named by its kind alone."""
    try:
        return A.action_text(action, shape=state.topo)
    except (IndexError, KeyError, TypeError, ValueError):
        return kind_text(action[0])


def cannot_now(state: GameState, action: tuple[Any, ...]) -> Text:
    """"You can't build a road on 12-13 now." """
    return Text("refusals-cannot-now", action=say(state, action))


def kind_text(kind: str) -> Text:
    """A kind of action as "Right now you can: ..." names it ("roll the dice", "play a Knight")."""
    return Text(f"refusals-can-{kind}")


def spots_hint(options: list[tuple[Any, ...]], shape: topo.Topology) -> Text:
    """'Legal: 12, 14, 31.' for actions of one spot kind, labelled on ``shape`` (the game's island)."""
    labels = Items([_label(a, shape) for a in options[:_LIST_LIMIT]], style="unit")
    if len(options) > _LIST_LIMIT:
        return Text("refusals-legal-spots-more", spots=labels, more=len(options) - _LIST_LIMIT)
    return Text("refusals-legal-spots", spots=labels)


def choices_hint(
    options: list[tuple[Any, ...]], shape: topo.Topology, words: Callable[[tuple[Any, ...]], Text] | None = None
) -> Text:
    """'You could: build a road on 12-13; ...' for legal actions of one kind, spots labelled on ``shape``, each in
    ``words`` where the rule set's words need more than the action (a C&K answer: its decision), else its own."""
    texts: Text | None = None
    for a in options[:_LIST_LIMIT]:  # "; " between them: descriptions hold commas ("1 brick, 1 wool")
        one = words(a) if words is not None else A.action_text(a, shape=shape)
        texts = one if texts is None else Text("refusals-choices-next", choices=texts, choice=one)
    if len(options) > _LIST_LIMIT:
        return Text("refusals-you-could-more", choices=texts or "", more=len(options) - _LIST_LIMIT)
    return Text("refusals-you-could", choices=texts or "")


def _label(action: tuple[Any, ...], shape: topo.Topology) -> str | Text:
    kind = action[0]
    if kind == A.ROAD:
        return shape.EDGE_LABELS[action[1]]
    if kind in (A.SETTLEMENT, A.CITY):
        return shape.VERTEX_LABELS[action[1]]
    if kind == A.ROBBER:
        return shape.HEX_LABELS[action[1]]
    return A.action_text(action, shape=shape)


def summary(legal: tuple[tuple[Any, ...], ...]) -> Items:
    """What the legal actions are, by kind ("roll the dice, play a Knight"), for hints of rule sets too."""
    return _summary(legal)


def _summary(legal: tuple[tuple[Any, ...], ...]) -> Items:
    seen: list[str] = []
    for a in legal:
        if a[0] not in seen:
            seen.append(a[0])
    return Items([kind_text(kind) for kind in seen], style="unit")


# The English of each kind's ``refusals-can-<kind>`` (the catalogue's; tests compare the two).
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
_WHY_NOT: dict[str, Callable[[GameState, int, tuple[Any, ...]], tuple[str, Text]]] = {}


def register_kind(
    kind: str, summary: str, why_not: Callable[[GameState, int, tuple[Any, ...]], tuple[str, Text]] | None = None
) -> None:
    """An expansion's action kind: how "Right now you can: ..." names it (in English: the words of its
    ``refusals-can-<kind>`` in the rule set's catalogue), and ``why_not(state, seat, action) -> (code,
    reason)`` for when it is not legal (a rule set whose own ``explain`` hook gives the reasons registers the
    summary alone)."""
    _KIND_SUMMARY[kind] = summary
    if why_not is not None:
        _WHY_NOT[kind] = why_not


# Purchases (builds and buys) have reasons of their own wherever purchases are open (a main step; a
# Special Build slot of the 5-6 extension): the spot, what the cost lacks, the empty piece pool.
_WHY_NOT_PURCHASE: dict[str, Callable[[GameState, int, tuple[Any, ...]], tuple[str, Text]]] = {}


def register_purchase(kind: str, why_not: Callable[[GameState, int, tuple[Any, ...]], tuple[str, Text]]) -> None:
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
        return IllegalAction("illegal_choice", cannot_now(state, action), choices_hint(same, state.topo))
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


def _why_road(state: GameState, seat: int, action: tuple[Any, ...]) -> Text:
    e = action[1]
    if not 0 <= e < state.topo.N_EDGE:
        return Text("refusals-no-such-path")
    label = state.topo.EDGE_LABELS[e]
    if state.roads[e] >= 0:
        return Text("refusals-path-taken", path=label)
    if state.step == SETUP_ROAD:
        last = state.last_settlement
        piece = "city" if state.building[last] == CITY else "settlement"  # C&K's second set-up building is a city
        return Text("refusals-setup-road-touch", piece=piece, spot=state.topo.VERTEX_LABELS[last])
    return Text("refusals-path-unconnected", path=label)


def _why_settlement(state: GameState, seat: int, action: tuple[Any, ...]) -> Text:
    v = action[1]
    if not 0 <= v < state.topo.N_VERTEX:
        return Text("refusals-no-such-intersection")
    label = state.topo.VERTEX_LABELS[v]
    if state.building[v]:
        return Text("refusals-intersection-taken", spot=label)
    if state.blocked_mask >> v & 1:
        return Text("refusals-distance-rule", spot=label)
    return Text("refusals-not-road-end", spot=label)


def _why_city(state: GameState, seat: int, action: tuple[Any, ...]) -> Text:
    v = action[1]
    if not 0 <= v < state.topo.N_VERTEX:
        return Text("refusals-no-such-intersection")
    return Text("refusals-no-settlement-on", spot=state.topo.VERTEX_LABELS[v])


def _why_robber(state: GameState, seat: int, action: tuple[Any, ...]) -> Text:
    h = action[1]
    if not 0 <= h < state.topo.N_HEX:
        return Text("refusals-no-such-hex")
    if h == state.robber:
        return Text("refusals-robber-must-move")
    return Text("refusals-robber-desert")


_SPOT_KINDS = {A.ROAD: _why_road, A.SETTLEMENT: _why_settlement, A.CITY: _why_city, A.ROBBER: _why_robber}
_BUILD_COSTS = {A.ROAD: ("road", ROAD_COST), A.SETTLEMENT: ("settlement", SETTLEMENT_COST),
                A.CITY: ("city", CITY_COST), A.BUY_DEV: ("development_card", DEV_CARD_COST)}  # fmt: skip
_DEV_KIND_CARD = {A.KNIGHT: 0, A.ROAD_BUILDING: 1, A.YEAR_OF_PLENTY: 2, A.MONOPOLY: 3}
for _kind in _BUILD_COSTS:
    register_purchase(_kind, lambda state, seat, action: _why_not_build(state, seat, action[0]))


_BASE_STEPS = frozenset((SETUP_SETTLEMENT, SETUP_ROAD, PRE_ROLL, DISCARD, MOVE_ROBBER, STEAL, MAIN, ROAD_BUILDING))


def _why_not_kind(state: GameState, seat: int, action: tuple[Any, ...]) -> tuple[str, Text]:
    kind, step = action[0], state.step
    if seat != state.active and kind not in (A.DISCARD, A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM):
        return "not_your_turn", Text("refusals-not-your-turn", waiting=describe_waiting(state))
    if kind in (A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM):
        return _why_trade_answer(state, seat, action)
    if kind in _WHY_NOT:
        return _WHY_NOT[kind](state, seat, action)
    if step not in _BASE_STEPS:  # an expansion's own step (e.g. a neutral placement): it comes first
        return "wrong_step", Text("refusals-not-now", waiting=describe_waiting(state))
    if step == DISCARD:
        if kind == A.DISCARD and state.discard_owed[seat]:
            return "bad_discard", Text("refusals-discard-exactly", count=state.discard_owed[seat])
        return "waiting", Text("refusals-discards-first", waiting=describe_waiting(state))
    if step in (SETUP_SETTLEMENT, SETUP_ROAD):
        return "setup", Text("refusals-setup-settlement" if step == SETUP_SETTLEMENT else "refusals-setup-road")
    if kind in _BUILD_COSTS and step == ROAD_BUILDING:
        return "wrong_step", Text("refusals-free-roads-first")
    if kind in _BUILD_COSTS or kind == A.BANK_TRADE:
        if step == PRE_ROLL:
            return "roll_first", Text("refusals-roll-first")
        if step != MAIN:
            return "wrong_step", Text("refusals-robber-first")
    if kind in _BUILD_COSTS:
        return _why_not_build(state, seat, kind)
    if kind == A.BANK_TRADE:
        return _why_not_bank_trade(state, seat, action)
    if kind in _DEV_KIND_CARD:
        return _why_not_dev(state, seat, _DEV_KIND_CARD[kind])
    if kind == A.ROLL:
        return "already_rolled", Text("refusals-already-rolled")
    if kind == A.END_TURN:
        return "cannot_end", Text("refusals-cannot-end")
    if kind == A.DISCARD:
        return "no_discard", Text("refusals-nobody-discards")
    if kind in (A.STEAL, A.SKIP_STEAL):
        return "wrong_step", Text("refusals-nobody-to-rob")
    if kind == A.REVEAL_VP:
        return "cannot_reveal", Text("refusals-vp-automatic")
    return "not_now", cannot_now(state, action)


def _why_not_build(state: GameState, seat: int, kind: str) -> tuple[str, Text]:
    name, cost = _BUILD_COSTS[kind]
    hand = state.hands[seat][: len(cost)]  # resources first: hands with commodities (C&K) are wider
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
    if any(missing):
        return "cannot_afford", Text("refusals-costs", piece=name, cost=counts_text(cost), missing=counts_text(missing))
    if kind == A.ROAD and building.roads_left(state, seat) == 0:
        return "no_pieces", Text("refusals-no-roads-left")
    if kind == A.SETTLEMENT and building.settlements_left(state, seat) == 0:
        return "no_pieces", Text("refusals-no-settlements-left")
    if kind == A.CITY and building.cities_left(state, seat) == 0:
        return "no_pieces", Text("refusals-no-cities-left")
    if kind == A.CITY and not any(
        state.building[v] == SETTLEMENT for v in range(state.topo.N_VERTEX) if state.owner[v] == seat
    ):
        return "no_spot", Text("refusals-nothing-to-upgrade")
    if kind == A.BUY_DEV and not state.deck:
        return "deck_empty", Text("refusals-deck-empty")
    return "no_spot", Text("refusals-no-spot-for", piece=name)


def card_text(card: int) -> Text:
    """A card kind's name (a resource, or a rule set's commodity): ``resource-<name>`` of the catalogue."""
    return Text(f"resource-{CARD_NAMES[card]}")


def _why_not_bank_trade(state: GameState, seat: int, action: tuple[Any, ...], check_open: bool = True) -> tuple[str, Text]:
    give, get = action[1], action[2]
    width = len(state.hands[seat])  # commodities trade with the bank too in C&K
    if not (0 <= give < width and 0 <= get < width):
        return "malformed", Text("refusals-name-two-cards", cards=Items([card_text(c) for c in range(width)], style="unit"))
    if give == get:
        return "like_for_like", Text("refusals-same-card")
    if check_open and not trade.trading_open(state):
        return "trade_closed", trade.closed_reason(state)
    rate = trade.bank_rate(state, seat, give)
    if state.hands[seat][give] < rate:
        return "cannot_afford", Text("refusals-bank-rate", card=card_text(give), rate=rate, held=state.hands[seat][give])
    if state.bank[get] <= 0:
        return "bank_empty", Text("refusals-bank-empty", card=card_text(get))
    return "not_now", cannot_now(state, action)


def bank_trade_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction:
    """A maritime trade refused while the seat may trade with the bank (a rule set that opens it in a
    phase of its own, e.g. Second's phase of the 5-6 paired players): the terms, the rate, the bank."""
    code, reason = _why_not_bank_trade(state, seat, action, check_open=False)
    same = [a for a in legal if a[0] == action[0]]
    return IllegalAction(code, reason, choices_hint(same, state.topo) if same else now_hint(state, legal))


def _why_not_dev(state: GameState, seat: int, card: int) -> tuple[str, Text]:
    name = Text(f"refusals-dev-{DEV_CARDS[card]}")
    if state.dev_played:
        return "dev_limit", Text("refusals-dev-limit")
    if state.dev[seat][card] == 0:
        return "no_card", Text("refusals-no-dev-card", card=name)
    if state.dev[seat][card] <= state.dev_new[card]:
        return "bought_this_turn", Text("refusals-bought-this-turn", card=name)
    if card == 1:
        return "no_spot", Text("refusals-road-building-no-spot")
    return "wrong_step", Text("refusals-dev-during-roll")


def trade_answer_refusal(
    state: GameState, seat: int, action: tuple[Any, ...], legal: tuple[tuple[Any, ...], ...] | list[tuple[Any, ...]]
) -> IllegalAction:
    """An answer to a domestic offer (accept, decline, withdraw, confirm) that is refused: why, and what is legal."""
    code, reason = _why_trade_answer(state, seat, action)
    return IllegalAction(code, reason, now_hint(state, legal))


def _why_trade_answer(state: GameState, seat: int, action: tuple[Any, ...]) -> tuple[str, Text]:
    offer = trade.find_offer(state, action[1])
    if offer is None:
        return "no_such_offer", Text("refusals-trade-gone", offer=str(action[1]))
    if not trade.trading_open(state):
        return "trade_closed", Text("refusals-trade-phase-only")
    kind = action[0]
    if kind in (A.WITHDRAW, A.CONFIRM) and offer.proposer != seat:
        return "not_yours", Text("refusals-not-your-offer", offer=str(offer.id))
    if kind == A.CONFIRM:
        partner = action[2]
        if offer.responses.get(partner) != "accepted":
            return "not_accepted", Text("refusals-not-accepted")
        return "cannot_afford", Text("refusals-confirm-cannot-afford")
    if seat not in offer.to:
        return "not_addressed", Text("refusals-not-offered-to-you", offer=str(offer.id))
    if kind == A.ACCEPT and offer.responses.get(seat) == "accepted":
        return "already", Text("refusals-already-accepted")
    if kind == A.DECLINE:
        return "already", Text("refusals-already-declined")
    return "cannot_afford", Text("refusals-you-dont-hold", cards=counts_text(offer.get))
