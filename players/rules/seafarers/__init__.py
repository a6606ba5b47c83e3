"""Seafarers for the built-in players (issue #31 item 4): ships towards new islands, ship moves, robber or
pirate, gold choices, Catan chits and the Longest Trade Route, in every scenario.

Only active in a game whose view carries ``seafarers`` (``engine/rules/seafarers/README.md``'s contract).
Every judgement reads the seat's view (``players.table.Table``): where ships go is the sailing potential
of ``sea`` (open spots, worth more with gold fields and chits still to earn, and face-down fog hexes, each
ship on the way discounting them); ``ships`` builds and moves them; ``choices`` sends the robber or the
pirate and picks gold. ``hard`` searches on determinised states that draw the fog from what is unseen
(``engine.determinize``, the rule set's ``determinize_record``), with the ship moves, the best ship and the
pirate among its candidates, and judges where its rollouts end by each seat's win chance (``value``).
"""

from __future__ import annotations

import random

from engine.actions import Action
from engine.bits import bit_indices
from engine.state import GameState
from players.rules.seafarers import choices, ships, value
from players.rules.seafarers.sea import sea_of
from players.rulesets import PlayerHooks
from players.table import Table

GOLD_PIP = 0.07  # ``heuristic_score``'s worth of a pip, which counts only resource hexes


def step_choice(t: Table, rng: random.Random, strength: str) -> Action | None:
    """The ``step_choices`` hook: gold, robber or pirate, a route piece where a ship may go, ``easy``'s ships."""
    kinds = t.kinds()
    if "gold" in kinds:
        return choices.gold_choice(t)
    if "pirate" in kinds:
        return choices.robber_or_pirate(t, strength)
    if "ship" in kinds and t.seat == t.active:
        if t.step in ("setup_road", "road_building"):
            return ships.route_piece(t, rng, strength)
        if strength == "easy" and t.step == "main":
            return ships.easy_build(t, rng)
    return None


def ship_ends(t: Table, seat: int) -> int:
    """The ``network_ends`` hook: land intersections at an end of the seat's ships (SEA-SHIP-3)."""
    sea = sea_of(t)
    return sea.ship_ends(seat) & sea.land


def search_candidates(t: Table) -> list[Action]:
    """``hard``'s own candidates: the best ship move, the best ship and the best pirate move."""
    out = []
    move, gain = ships.best_move(t, [a for a in t.legal if a[0] == "move_ship"])
    if move is not None and gain > 0:
        out.append(move)
    ship, value = ships.best_ship(t, [a for a in t.legal if a[0] == "ship"])
    if ship is not None and value > 0:
        out.append(ship)
    pirate, _ = choices.best_pirate(t)
    if pirate is not None:
        out.append(pirate)
    return out


def score_term(state: GameState, seat: int) -> float:
    """Gold fields' production, which ``players.heuristic_score`` (resource hexes only) does not count."""
    from engine.constants import CITY, PIPS
    from engine.rules.seafarers.mapdata import GOLD

    board = state.board
    pips = 0
    for v in bit_indices(state.building_mask[seat]):
        for h in state.topo.VERTEX_HEXES[v]:
            if board.terrain[h] == GOLD and h != state.robber:
                pips += PIPS.get(board.numbers[h], 0) * (2 if state.building[v] == CITY else 1)
    return GOLD_PIP * 1.2 * pips


HOOKS = PlayerHooks(
    step_choices=(step_choice,),
    main_choices=(ships.main_choice,),
    spot_terms=(choices.spot_term,),
    network_ends=(ship_ends,),
    search_candidates=(search_candidates,),
    score_terms=(score_term,),
    move_budget=400,  # simulated moves per decision: about 0.3 s of CPU at p99 (0.6-0.8 ms each)
    value_model=False,
    rollout_value=value.rollout_value,
    # a build or a bank trade towards one is never replaced by ending the turn or a card: the win chance,
    # fitted on how games end, pays for cards held (issue #22's lesson in the base game)
    passive_overrides=False,
    table_offers=False,
)
