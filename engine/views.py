"""What a person may know: the view of one player, or the public view (BASE-INFO-1..3).

Views are built field by field from the state (an allow-list), never by copying the state and deleting
secrets, so a new secret field in the state can never leak by accident. Hidden here: other players'
resource and development cards (only counts), the deck order, the RNG seed and counter, undecided
discards.
"""

from __future__ import annotations

from typing import Any

from engine.constants import CARD_NAMES, DEV_CARDS, RESOURCES, VICTORY_POINT
from engine.legal import can_propose_trade, legal_actions
from engine.pending import pending
from engine.rules import building, trade
from engine.state import GameState

VIEW_VERSION = 1


def public_view(state: GameState) -> dict[str, Any]:
    """What everyone at the table (and spectators) can see."""
    over = state.phase == "over"
    players = []
    for p in range(state.n):
        players.append(
            {
                "seat": p,
                "colour": state.colours[p],
                "resource_count": sum(state.hands[p]),
                "dev_card_count": sum(state.dev[p]),
                "knights": state.knights[p],
                "public_vp": state.public_victory_points(p),
                "vp": state.victory_points(p) if over else None,
                "road_length": state.road_len[p],
                "longest_road": state.lr_holder == p,
                "largest_army": state.la_holder == p,
                "roads_left": building.roads_left(state, p),
                "settlements_left": building.settlements_left(state, p),
                "cities_left": building.cities_left(state, p),
                "vp_cards_revealed": state.vp_revealed[p],
            }
        )
    out = {
        "view_version": VIEW_VERSION,
        "viewer": None,
        "options": {"vp_target": state.options.vp_target, **state.options.to_dict()},
        # Which rule set (issue #21 item 2): one name to resolve presentation by, and its components.
        "rule_set": state.rules.view_fields(),
        "board": {**state.board.to_json(), "robber": state.robber},
        "buildings": [[v, state.owner[v], k] for v, k in enumerate(state.building) if k],
        "roads": [[e, p] for e, p in enumerate(state.roads) if p >= 0],
        "players": players,
        "bank": list(state.bank),
        "dev_deck": len(state.deck),
        "phase": state.phase,
        "step": state.step,
        "turn": state.turn,
        "active": state.active,
        "dice": list(state.dice) if state.dice else None,
        "winner": state.winner,
        "longest_road": state.lr_holder,
        "largest_army": state.la_holder,
        "pending": pending(state),
        "offers": [
            {
                "id": o.id,
                "seat": o.proposer,
                "to": list(o.to),
                "give": list(o.give),
                "get": list(o.get),
                "responses": {str(s): r for s, r in o.responses.items()},
                "parent": o.parent,
            }
            for o in state.offers
        ],
        "offers_made": list(state.offers_made),  # this turn's, per seat: everyone saw them in the channel
    }
    for fields in state.rules.public_view:  # the rule sets' own public fields ("ck", "two_player")
        fields(state, out)
    return out


def player_view(state: GameState, seat: int) -> dict[str, Any]:
    """The public view plus what ``seat`` alone knows: own hand, own development cards, own options."""
    view = public_view(state)
    view["viewer"] = seat
    dev = state.dev[seat]
    view["you"] = {
        "seat": seat,
        "hand": dict(zip(CARD_NAMES, state.hands[seat], strict=False)),
        "dev_cards": dict(zip(DEV_CARDS, dev, strict=True)),
        "dev_cards_new": dict(zip(DEV_CARDS, state.dev_new, strict=True)) if seat == state.active else None,
        "vp": state.victory_points(seat),
        "hidden_vp_cards": dev[VICTORY_POINT] - state.vp_revealed[seat],
        "bank_rates": dict(zip(RESOURCES, trade.bank_rates(state, seat), strict=True)),  # C&K: all 8 cards
        "discard_owed": state.discard_owed[seat],
        "discard_choice": list(state.discard_choice[seat]) if state.discard_choice[seat] else None,
        "legal_actions": [list(a) for a in legal_actions(state, seat)],
        "can_propose_trade": can_propose_trade(state, seat),
    }
    for fields in state.rules.player_view:  # what the seat alone knows of its rule sets' parts
        fields(state, seat, view)
    return view


def view(state: GameState, seat: int | None) -> dict[str, Any]:
    return public_view(state) if seat is None else player_view(state, seat)


def event_for(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """An event as ``seat`` (None: the public) may see it: secret fields only for those concerned."""
    private = event.get("private")
    if private is None:
        return event
    out = {k: v for k, v in event.items() if k not in ("private", "secret")}
    if seat is None or seat not in private:
        for key in event.get("secret", ()):
            out.pop(key, None)
    return out


def events_for(events: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    return [event_for(e, seat) for e in events]
