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
from engine.constants import format_counts
from engine.errors import IllegalAction
from engine.pending import describe_waiting
from engine.rules.cities_and_knights import building as ckb
from engine.rules.cities_and_knights import improvements
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

Action = tuple[Any, ...]

# The kinds a player buys in the action phase (CK-TURN-1 step 5; the cost table of section 9).
PURCHASES = frozenset((A.ROAD, A.SETTLEMENT, A.CITY, WALL, HIRE, ACTIVATE, PROMOTE, IMPROVE))
# Trade answers are open to every seat an offer names (BASE-TRADE-1).
_TRADE_ANSWERS = frozenset((A.ACCEPT, A.DECLINE, A.WITHDRAW, A.CONFIRM))
_ANYONE = _TRADE_ANSWERS | {ANSWER}


def _missing(state: GameState, seat: int, what: str, cost: tuple[int, ...]) -> tuple[str, str] | None:
    hand = state.hands[seat]
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
    if any(missing):
        return "cannot_afford", f"{what} costs {format_counts(cost)}; you are missing {format_counts(missing)}."
    return None


def _why_not_wall(state: GameState, seat: int, action: Action) -> tuple[str, str]:
    """CK-WALL-1: 2 brick, under an own city without a wall, at most 3."""
    if lack := _missing(state, seat, "A city wall", WALL_COST):
        return lack
    if ckb.walls_of(state, seat) >= MAX_WALLS:
        return "no_pieces", f"All {MAX_WALLS} of your city walls are built."
    if not state.cities[seat]:
        return "no_spot", "A city wall goes under one of your cities, and you have none yet."
    return "no_spot", "Every city of yours already has a wall."


def _why_not_hire(state: GameState, seat: int, action: Action) -> tuple[str, str]:
    """CK-KNIGHT-1/2: wool and ore, a basic knight in the supply, an empty spot at an end of a road."""
    if lack := _missing(state, seat, "A knight", KNIGHT_COST):
        return lack
    if state.ck.knight_count[seat][1] >= KNIGHTS_PER_STRENGTH:
        return "no_pieces", f"Both of your {KNIGHTS_PER_STRENGTH} basic knights are on the board: promote one first."
    return "no_spot", "A new knight needs an empty intersection on one of your roads, and there is none."


def _why_not_activate(state: GameState, seat: int, action: Action) -> tuple[str, str]:
    """CK-KNIGHT-3: 1 grain per inactive knight."""
    if not state.ck.knight_mask[seat]:
        return "no_knight", "You have no knight to activate."
    if lack := _missing(state, seat, "Activating a knight", ACTIVATE_COST):
        return lack
    return "no_knight", "All your knights are active already."


def _why_not_promote(state: GameState, seat: int, action: Action) -> tuple[str, str]:
    """CK-KNIGHT-4 / CK-ABIL-2: wool and ore; one level, once per turn; mighty needs Politics level 3."""
    if not state.ck.knight_mask[seat]:
        return "no_knight", "You have no knight to promote."
    if lack := _missing(state, seat, "Promoting a knight", KNIGHT_COST):
        return lack
    return "no_knight", (
        "No knight of yours can be promoted now: each goes up one level at most once per turn, the next "
        "strength must be in your supply, and a mighty knight needs Politics level 3 (Fortress)."
    )


def _why_not_improve(state: GameState, seat: int, action: Action) -> tuple[str, str]:
    """CK-IMPR-1..4: commodities of the track's colour, a city, level 5 at most, a city for a metropolis."""
    track = action[1] if len(action) > 1 and isinstance(action[1], int) and 0 <= action[1] < len(TRACKS) else -1
    if track < 0:
        return "malformed", "Name one of the tracks: trade, politics or science."
    name = TRACKS[track].capitalize()
    level = state.ck.levels[seat][track]
    if level >= MAX_LEVEL:
        return "top_level", f"Your {name} is at its top level ({MAX_LEVEL})."
    if not state.cities[seat]:
        return "no_city", "City improvements need a city, and you have none."
    price = improvements.cost(state, seat, track)
    have = state.hands[seat][COMMODITY_OF[track]]
    if have < price:
        commodity = CARD_NAMES[COMMODITY_OF[track]]
        return "cannot_afford", f"{name} level {level + 1} costs {price} {commodity}; you have {have}."
    if level + 1 >= METROPOLIS_LEVEL:
        return "no_city", f"{name} level {level + 1} brings a metropolis, and every city of yours carries one already."
    return "not_now", f"You can't improve {name} now."


for _kind, _why in ((WALL, _why_not_wall), (HIRE, _why_not_hire), (ACTIVATE, _why_not_activate),
                    (PROMOTE, _why_not_promote), (IMPROVE, _why_not_improve)):  # fmt: skip
    why.register_purchase(_kind, _why)

# How "Right now you can: ..." names C&K's kinds.
for _kind, _text in (
    (WALL, "build a city wall"), (HIRE, "hire a knight"), (ACTIVATE, "activate a knight"),
    (PROMOTE, "promote a knight"), (MOVE, "move a knight"), (DISPLACE, "displace a knight"),
    (CHASE, "chase the robber with a knight"), (IMPROVE, "improve a city"),
    (ANSWER, "answer what the game asks of you"), (DISCARD_PROGRESS, "put a progress card back"),
):  # fmt: skip
    why.register_kind(_kind, _text)


def explain(state: GameState, seat: int, action: Action, legal_now: tuple[Action, ...]) -> IllegalAction:
    if state.phase == "over":
        return IllegalAction("game_over", "The game is over.")
    if not 0 <= seat < state.n:
        return IllegalAction("not_a_player", "You are not playing in this game.")
    if not legal_now:
        return IllegalAction("not_your_turn", "It's not your move right now.", describe_waiting(state))
    kind = action[0]
    now = "Right now you can: " + why.summary(legal_now) + "."
    if seat != state.active and kind not in _ANYONE:
        return IllegalAction("not_your_turn", f"You can't {why.say(state, action)} now: it's not your turn.", now)
    same = [a for a in legal_now if a[0] == kind]
    if kind in _TRADE_ANSWERS and not same:
        return why.trade_answer_refusal(state, seat, action, legal_now)
    if state.step == PRE_ROLL and not same:
        return IllegalAction("roll_first", "Roll the dice first.", now)
    if state.step == MAIN and not state.ck.pending and kind in PURCHASES:
        refusal = why.purchase_refusal(state, seat, action, legal_now)
        if refusal is not None:
            return refusal
    refusal = why.spot_refusal(state, seat, action, legal_now)  # set-up placements, free roads
    if refusal is not None:
        return refusal
    if same:
        return IllegalAction("illegal_choice", f"You can't {why.say(state, action)} now.", why.choices_hint(same, state.topo))
    if state.step == FREE_ROADS:
        return IllegalAction("wrong_step", "Place your free roads first.", now)
    return IllegalAction("not_now", f"You can't {why.say(state, action)} now.", now)
