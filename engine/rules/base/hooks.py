"""The base game's hooks (``engine.rulesets``): every rule set starts from these."""

from __future__ import annotations

from typing import Any

from engine.actions import ROAD
from engine.constants import CARDS_PER_RESOURCE, DEV_DECK_COUNTS, RESOURCES
from engine.explain import explain
from engine.options import Options
from engine.rules import setup, trade, turn
from engine.rules.base import actions, decisions, maps
from engine.rules.longest_road import seat_road_length
from engine.rulesets import Bind, Hooks
from engine.state import GameState
from engine.topology import PATH_COAST, PATH_LAND


def _bank(options: Options) -> list[int]:
    """BASE-COMP-1: 19 cards of each resource."""
    return [CARDS_PER_RESOURCE] * 5


def _deal(state: GameState) -> None:
    """BASE-COMP-2: the 25 development cards, shuffled (after the board, from the game's RNG)."""
    deck = [card for card, count in enumerate(DEV_DECK_COUNTS) for _ in range(count)]
    state.rng.shuffle(deck)
    state.deck = deck


def _hand_cards(view: dict[str, Any]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Names and totals of the cards in hands (what ``engine.determinize`` deals)."""
    return RESOURCES, (CARDS_PER_RESOURCE,) * 5


# Higher is better. Building beats trading; ending the turn comes last unless nothing else helps.
BOT_PRIORITY = {
    "city": 90, "settlement": 80, "buy_dev": 50, "road": 40, "knight": 35, "year_of_plenty": 30,
    "monopoly": 30, "road_building": 30, "bank_trade": 20, "roll": 100, "robber": 10, "steal": 10,
    "discard": 10, "accept": 5, "decline": 4, "confirm": 60, "end_turn": 1, "skip_steal": 0, "withdraw": 0,
    "reveal_vp": 0,
}  # fmt: skip

HOOKS = Hooks(
    map_name=maps.map_name,  # BOARD-GEO-*: the standard frame, dealt at random or the beginner map
    bank=_bank,
    colours=lambda options: setup.default_colours(options.players),
    deal=_deal,
    start=setup.start,
    setup_order=setup.snake_order,
    list_actions=Bind(actions.bind_list_actions),
    victory_points=Bind(turn.bind_victory_points),
    step_listers=actions.STEP_LISTERS,
    handlers=actions.HANDLERS,
    validators=actions.VALIDATORS,
    roll=turn.roll,
    end_turn=turn.end_turn,
    decisions=decisions.pending,
    must_act=decisions.must_act,
    explain=explain,
    bank_rate=trade.harbor_rate,
    route_length=seat_road_length,  # BASE-LR-1/2: a route is a trail of roads
    path_pieces={ROAD: (PATH_LAND, PATH_COAST)},  # SEA-GEO-4: roads never on a path between two sea hexes
    piece_owners=lambda options: options.players,
    hand_cards=_hand_cards,
    dev_deck=lambda view: DEV_DECK_COUNTS,  # BASE-COMP-2
    bot_scoring=frozenset(),
    bot_priority=BOT_PRIORITY,
    bot_priority_default=0,
)
