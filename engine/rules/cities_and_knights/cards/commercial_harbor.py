"""CK-CARD-TRD-1 — Commercial Harbor (2).

"You may force each of the other players to make a special trade. You may offer each opponent any 1
Resource Card from your hand. He must exchange it for any 1 Commodity Card from his hand of his choice,
if he has any. You may use this ability at any point during the turn you play the card. But, you may
only force each player to make this trade with you once that turn. If you offer a resource to a player
who has no Commodity Cards, then you take your card back and the trade is void."

After the play, ``("harbor_trade", opponent, resource)`` is listed for every opponent not yet asked this
turn and every resource the player holds; an opponent asked while holding no commodity is used up all
the same (CK-AMB-33); a player without resources has nothing to offer (CK-AMB-29). The commodity the
opponent gives is their pending decision (one kind held: given at once, CK-AMB-30); which commodity
changed hands is known to the two players only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import explain as why
from engine.constants import RESOURCES
from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.actions import register_action
from engine.rules.cities_and_knights.card_effects import (
    MAIN_EFFECT_LISTERS,
    card_types_held,
    opponents,
    secret_event,
    transfer,
)
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.constants import CARD_NAMES, N_CARDS

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

FLAG = "commercial_harbor"  # turn flag: the opponents who may still be asked this turn
OFFER = "harbor_trade"
GIVE = "harbor_commodity"
COMMODITIES = range(len(RESOURCES), N_CARDS)


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("commercial_harbor",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    state.ck.turn_flags[FLAG] = sorted(opponents(state, seat))
    state.emit({"type": "commercial_harbor", "seat": seat})


def _list_offers(state: GameState, seat: int, out: list[Action]) -> None:
    left = state.ck.turn_flags.get(FLAG)
    if not left or seat != state.active:
        return
    hand = state.hands[seat]
    out.extend((OFFER, p, r) for p in left for r in range(len(RESOURCES)) if hand[r])


def _offer(state: GameState, seat: int, action: Action) -> None:
    _, opponent, resource = action
    state.ck.turn_flags[FLAG].remove(opponent)
    if not any(state.hands[opponent][c] for c in COMMODITIES):
        state.emit({"type": "harbor_trade", "seat": seat, "with": opponent, "resource": resource, "commodity": None})
        return
    decisions.open_decision(state, GIVE, opponent, {"to": seat, "resource": resource})
    decisions.settle(state)


def _give_options(state: GameState, p: Pending) -> list[int]:
    return card_types_held(state, p.seat, COMMODITIES)


def _give(state: GameState, p: Pending, commodity: int) -> bool:
    player = p.data["to"]
    transfer(state, p.seat, player, commodity)
    transfer(state, player, p.seat, p.data["resource"])
    secret_event(state, {"type": "harbor_trade", "seat": player, "with": p.seat, "resource": p.data["resource"],
                         "commodity": commodity}, [player, p.seat], ["commodity"])  # fmt: skip
    return True


def _describe_offer(action: Action, names: list[str] | None = None) -> str:
    who = names[action[1]] if names else f"player {action[1] + 1}"
    return f"Commercial Harbor: give {who} 1 {CARD_NAMES[action[2]]} for a commodity of their choice"


MAIN_EFFECT_LISTERS.append(_list_offers)
register_action(OFFER, "ii", _offer, _describe_offer)
why.register_kind(OFFER, "offer an opponent a resource for a commodity (Commercial Harbor)")
decisions.register_kind(GIVE, _give_options, _give, "give a commodity for the Commercial Harbor")
CARD = register(ProgressCard("commercial_harbor", "Commercial Harbor", "", _choices, _apply))
