"""What follows a real player's own road or settlement: the trade-card bonus of a settlement
(TWO-REPL-3, TWO-SETUP-4) and the neutral players' building progress (TWO-NEUTRAL-1..5, TWO-AMB-3/4/9).

A neutral piece is owed after every road or settlement a real player places after set-up, paid or
free (TWO-AMB-3). The builder chooses which neutral gets it and where, from the legal choices only:
the game waits in a step of its own (``neutral_road`` / ``neutral_settlement``) and then returns to
the step it came from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.rules import building
from engine.rules.devcards import can_play_road_building
from engine.rules.two_player import trade_cards
from engine.rules.two_player.record import NEUTRAL_ROAD, NEUTRAL_SEATS, NEUTRAL_SETTLEMENT
from engine.state import ROAD_BUILDING

if TYPE_CHECKING:
    from engine.state import GameState


def after_own_settlement(state: GameState, seat: int, vertex: int, setup: bool) -> None:
    trade_cards.gain(state, seat, trade_cards.settlement_bonus(state, vertex), "settlement")
    if not setup:
        owe(state, seat, "settlement")


def after_own_road(state: GameState, seat: int) -> None:
    owe(state, seat, "road")


def settlement_choices(state: GameState) -> list[tuple[int, int]]:
    """(neutral seat, intersection) pairs: distance rule and the neutral's own road (TWO-NEUTRAL-2/5)."""
    out = []
    for n in NEUTRAL_SEATS:
        if building.settlements_left(state, n) > 0:
            mask = building.settlement_candidates(state, n)
            out.extend((n, v) for v in bit_indices(mask))
    return out


def road_choices(state: GameState) -> list[tuple[int, int]]:
    """(neutral seat, path) pairs connected to the neutral's own pieces (TWO-NEUTRAL-2/5)."""
    out = []
    for n in NEUTRAL_SEATS:
        if building.roads_left(state, n) > 0:
            out.extend((n, e) for e in bit_indices(building.road_candidates(state, n)))
    return out


def owe(state: GameState, seat: int, piece: str) -> None:
    """Ask the builder for the neutral piece, or fall back / skip when none is legal."""
    if piece == "settlement" and not settlement_choices(state):
        piece = "road"  # TWO-NEUTRAL-3
        state.emit({"type": "neutral_fallback", "seat": seat, "piece": "road"})
    if piece == "road" and not road_choices(state):
        state.emit({"type": "neutral_skipped", "seat": seat, "piece": "road"})  # TWO-AMB-4
        return
    state.two.resume = state.step
    state.step = NEUTRAL_SETTLEMENT if piece == "settlement" else NEUTRAL_ROAD


def place(state: GameState, seat: int, piece: str, neutral: int, spot: int) -> None:
    """Place the owed piece for ``neutral`` (validated by the caller against the legal choices)."""
    # The piece comes first in the log: a Longest Road it earns or breaks follows it.
    state.emit({"type": "neutral_built", "seat": seat, "neutral": neutral, "piece": piece, "at": spot})
    if piece == "settlement":
        building.place_settlement(state, neutral, spot)
    else:
        building.place_road(state, neutral, spot)
    resume(state, seat)


def resume(state: GameState, seat: int) -> None:
    step = state.two.resume
    state.two.resume = ""
    # Road Building continues only while the builder still has a legal path: the neutral road just
    # placed may have taken the last one (BASE-AMB-8).
    if step == ROAD_BUILDING and not can_play_road_building(state, seat):
        state.free_roads = 0
        step = state.resume_step
    state.step = step
