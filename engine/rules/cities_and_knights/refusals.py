"""Why an action is refused in Cities & Knights, in words a player understands (the ``explain`` hook).

Every text names spots on the game's own island (``state.topo``: the 30-hex island of a 5-6 game has
ids that the 19-hex island lacks) and ends with what would be legal instead. Purchases (roads,
settlements, cities, walls, knights, improvements) get their own reasons, as in the base game
(``engine.explain.purchase_refusal``): the wrong spot and the legal ones, what the cost lacks, the
empty piece pool. They are registered with ``engine.explain`` so that a 5-6 Special Build slot, which
sells the same purchases, gives the same reasons (SIX-CK-4).
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine import explain as why
from engine.constants import counts_text
from engine.errors import IllegalAction, seat_text
from engine.pending import describe_waiting
from engine.rules.cities_and_knights import building as ckb
from engine.rules.cities_and_knights import improvements
from engine.rules.cities_and_knights.answers import answer_text
from engine.rules.cities_and_knights.constants import (
    ACTIVATE_COST,
    CARD_NAMES,
    COMMODITY_OF,
    KNIGHT_COST,
    KNIGHTS_PER_STRENGTH,
    MAX_LEVEL,
    MAX_WALLS,
    METROPOLIS_LEVEL,
    TRACKS,
    WALL_COST,
)
from engine.rules.cities_and_knights.legal import (
    ACTIVATE,
    ANSWER,
    CHASE,
    DISPLACE,
    FREE_ROADS,
    HIRE,
    IMPROVE,
    MOVE,
    PROMOTE,
    WALL,
)
from engine.rules.cities_and_knights.progress import DISCARD_PROGRESS
from engine.state import MAIN, PRE_ROLL, GameState
from engine.text import Items, Text

Action = tuple[Any, ...]

# The kinds a player buys in the action phase (CK-TURN-1 step 5; the cost table of section 9).
PURCHASES = frozenset((A.ROAD, A.SETTLEMENT, A.CITY, WALL, HIRE, ACTIVATE, PROMOTE, IMPROVE))
# Trade answers are open to every seat an offer names (BASE-TRADE-1).
_TRADE_ANSWERS = frozenset((A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM))
_ANYONE = _TRADE_ANSWERS | {ANSWER}


def _missing(state: GameState, seat: int, what: str, cost: tuple[int, ...]) -> tuple[str, Text] | None:
    """``what``: wall, knight, activate, promote (the catalogue's ``refusals-ck-costs`` says it)."""
    hand = state.hands[seat]
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
    if any(missing):
        return "cannot_afford", Text("refusals-ck-costs", what=what, cost=counts_text(cost), missing=counts_text(missing))
    return None


def _why_not_wall(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """CK-WALL-1: 2 brick, under an own city without a wall, at most 3."""
    if lack := _missing(state, seat, "wall", WALL_COST):
        return lack
    if ckb.walls_of(state, seat) >= MAX_WALLS:
        return "no_pieces", Text("refusals-ck-walls-built", count=MAX_WALLS)
    if not state.cities[seat]:
        return "no_spot", Text("refusals-ck-wall-no-city")
    return "no_spot", Text("refusals-ck-walls-everywhere")


def _why_not_hire(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """CK-KNIGHT-1/2: wool and ore, a basic knight in the supply, an empty spot at an end of a road."""
    if lack := _missing(state, seat, "knight", KNIGHT_COST):
        return lack
    if state.ck.knight_count[seat][1] >= KNIGHTS_PER_STRENGTH:
        return "no_pieces", Text("refusals-ck-basic-knights-out", count=KNIGHTS_PER_STRENGTH)
    return "no_spot", Text("refusals-ck-knight-no-spot")


def _why_not_activate(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """CK-KNIGHT-3: 1 grain per inactive knight."""
    if not state.ck.knight_mask[seat]:
        return "no_knight", Text("refusals-ck-no-knight-to-activate")
    if lack := _missing(state, seat, "activate", ACTIVATE_COST):
        return lack
    return "no_knight", Text("refusals-ck-knights-active")


def _why_not_promote(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """CK-KNIGHT-4 / CK-ABIL-2: wool and ore; one level, once per turn; mighty needs Politics level 3."""
    if not state.ck.knight_mask[seat]:
        return "no_knight", Text("refusals-ck-no-knight-to-promote")
    if lack := _missing(state, seat, "promote", KNIGHT_COST):
        return lack
    return "no_knight", Text("refusals-ck-no-promotion")


def _why_not_improve(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """CK-IMPR-1..4: commodities of the track's colour, a city, level 5 at most, a city for a metropolis."""
    track = action[1] if len(action) > 1 and isinstance(action[1], int) and 0 <= action[1] < len(TRACKS) else -1
    if track < 0:
        return "malformed", Text("refusals-ck-name-a-track")
    name = Text(f"refusals-ck-track-{TRACKS[track]}")
    level = state.ck.levels[seat][track]
    if level >= MAX_LEVEL:
        return "top_level", Text("refusals-ck-top-level", track=name, level=MAX_LEVEL)
    if not state.cities[seat]:
        return "no_city", Text("refusals-ck-improve-no-city")
    price = improvements.cost(state, seat, track)
    have = state.hands[seat][COMMODITY_OF[track]]
    if have < price:
        cost = Text(f"counted-{CARD_NAMES[COMMODITY_OF[track]]}", count=price)
        return "cannot_afford", Text("refusals-ck-level-costs", track=name, level=level + 1, cost=cost, held=have)
    if level + 1 >= METROPOLIS_LEVEL:
        return "no_city", Text("refusals-ck-metropolis-no-city", track=name, level=level + 1)
    return "not_now", Text("refusals-ck-cannot-improve", track=name)


for _kind, _why in ((WALL, _why_not_wall), (HIRE, _why_not_hire), (ACTIVATE, _why_not_activate),
                    (PROMOTE, _why_not_promote), (IMPROVE, _why_not_improve)):  # fmt: skip
    why.register_purchase(_kind, _why)

# How "Right now you can: ..." names C&K's kinds (English; the catalogue's ``refusals-can-<kind>`` in each language).
for _kind, _text in (
    (WALL, "build a city wall"), (HIRE, "hire a knight"), (ACTIVATE, "activate a knight"),
    (PROMOTE, "promote a knight"), (MOVE, "move a knight"), (DISPLACE, "displace a knight"),
    (CHASE, "chase the robber with a knight"), (IMPROVE, "improve a city"),
    (ANSWER, "answer what the game asks of you"), (DISCARD_PROGRESS, "put a progress card back"),
):  # fmt: skip
    why.register_kind(_kind, _text)


def explain(state: GameState, seat: int, action: Action, legal_now: tuple[Action, ...]) -> IllegalAction:
    if state.phase == "over":
        return IllegalAction("game_over", Text("refusals-game-over"))
    if not 0 <= seat < state.n:
        return IllegalAction("not_a_player", Text("refusals-not-a-player"))
    if not legal_now:
        return IllegalAction("not_your_turn", Text("refusals-not-your-move"), describe_waiting(state))
    kind = action[0]
    now = Text("refusals-now-you-can", actions=why.summary(legal_now))
    if seat != state.active and kind not in _ANYONE:
        return IllegalAction("not_your_turn", Text("refusals-ck-not-your-turn", action=why.say(state, action)), now)
    same = [a for a in legal_now if a[0] == kind]
    if kind == ANSWER:  # a stale menu's choice (a card discarded already), or a decision settled meanwhile
        return IllegalAction("answer_not_open", Text("refusals-ck-answer-not-open"),
                             _answers_hint(state, same) if same else now)  # fmt: skip
    if kind in _TRADE_ANSWERS and not same:
        return why.trade_answer_refusal(state, seat, action, legal_now)
    if state.step == PRE_ROLL and not same:
        return IllegalAction("roll_first", Text("refusals-roll-first"), now)
    if state.step == MAIN and not state.ck.pending and kind in PURCHASES:
        refusal = why.purchase_refusal(state, seat, action, legal_now)
        if refusal is not None:
            return refusal
    refusal = why.spot_refusal(state, seat, action, legal_now)  # set-up placements, free roads
    if refusal is not None:
        return refusal
    if same:
        return IllegalAction("illegal_choice", why.cannot_now(state, action), why.choices_hint(same, state.topo))
    if state.step == FREE_ROADS:
        return IllegalAction("wrong_step", Text("refusals-ck-free-roads-first"), now)
    return IllegalAction("not_now", why.cannot_now(state, action), now)


def _answers_hint(state: GameState, answers: list[Action]) -> Text:
    """'You could: Discard 1 ore; Discard 1 wool.': the open answers in their decisions' words (``answers``)."""
    decisions = {p.id: p for p in state.ck.pending}

    def words(action: Action) -> Text:
        p = decisions[action[1]]
        return answer_text(p.kind, p.data, action[2], state.topo)

    return why.choices_hint(answers, state.topo, words)


# --- C&K's actions in catalogue words (``engine.actions.action_text``: "You could: hire a knight on 12; ...") ---


def _on_spots(action: Action, *, shape: Any) -> Text:
    """Knights and walls stand on intersections: their labels on the game's island."""
    return Text(f"refusals-do-{action[0]}", **{f"spot{i}": shape.VERTEX_LABELS[v] for i, v in enumerate(action[1:])})


def _named_card(action: Action, *, shape: Any) -> Text:
    return Text(f"refusals-do-{action[0]}")


def _card_name(card: str) -> Text | str:
    """A progress card by name (a card no deck holds, in a hand-made request: its id as words)."""
    from engine.rules.cities_and_knights.cards import DECK_CONTENTS  # the cards' package imports this module's

    return Text(f"refusals-ck-card-{card}") if card in DECK_CONTENTS else card.replace("_", " ").title()


def _smith(action: Action, *, shape: Any) -> Text:
    spots = [shape.VERTEX_LABELS[v] for v in action[1:] if v >= 0]
    return Text("refusals-do-smith", count=len(spots), spots=Items(spots))


_TEXTS: dict[str, Any] = {
    WALL: _on_spots, HIRE: _on_spots, ACTIVATE: _on_spots, PROMOTE: _on_spots, MOVE: _on_spots,
    DISPLACE: _on_spots, CHASE: _on_spots, "intrigue": _on_spots, "engineer": _on_spots, "medicine": _on_spots,
    IMPROVE: lambda a, *, shape: Text("refusals-do-improve", track=TRACKS[a[1]]),
    ANSWER: lambda a, *, shape: Text("refusals-do-answer", decision=str(a[1]), choice=str(a[2])),
    DISCARD_PROGRESS: lambda a, *, shape: Text("refusals-do-progress_discard", card=_card_name(a[1])),
    "harbor_trade": lambda a, *, shape: Text("refusals-do-harbor_trade", player=seat_text(a[1]), card=why.card_text(a[2])),
    "alchemist": lambda a, *, shape: Text("refusals-do-alchemist", red=a[1], yellow=a[2]),
    "bishop": lambda a, *, shape: Text("refusals-do-bishop", hex=shape.HEX_LABELS[a[1]]),
    "merchant": lambda a, *, shape: Text("refusals-do-merchant", hex=shape.HEX_LABELS[a[1]]),
    "inventor": lambda a, *, shape: Text("refusals-do-inventor", hex0=shape.HEX_LABELS[a[1]], hex1=shape.HEX_LABELS[a[2]]),
    "diplomat": lambda a, *, shape: Text("refusals-do-diplomat", path=shape.EDGE_LABELS[a[1]]),
    "deserter": lambda a, *, shape: Text("refusals-do-deserter", player=seat_text(a[1])),
    "master_merchant": lambda a, *, shape: Text("refusals-do-master_merchant", player=seat_text(a[1])),
    "spy": lambda a, *, shape: Text("refusals-do-spy", player=seat_text(a[1])),
    "merchant_fleet": lambda a, *, shape: Text("refusals-do-merchant_fleet", card=why.card_text(a[1])),
    "trade_monopoly": lambda a, *, shape: Text("refusals-do-trade_monopoly", card=why.card_text(a[1])),
    "resource_monopoly": lambda a, *, shape: Text("refusals-do-resource_monopoly", resource=why.card_text(a[1])),
    "smith": _smith,
}  # fmt: skip
for _kind in ("commercial_harbor", "crane", "irrigation", "mining", "saboteur", "warlord", "wedding"):  # road_building: base's
    _TEXTS[_kind] = _named_card
for _kind, _text in _TEXTS.items():
    A.register_text(_kind, _text)
