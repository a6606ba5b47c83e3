"""Set-up (SEA-SETUP-1..4, SEA-GOLD-5, SEA-4I-1, SEA-TTD-4): start areas, starting resources with gold
fields, home islands, and who places the robber in Through the Desert.

Ships instead of roads in set-up (SEA-SHIP-10) are the routes half's (its ``setup_road`` listing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import explain as why
from engine.constants import DESERT
from engine.pending import register_text
from engine.rules.building import place_settlement
from engine.rules.seafarers import gold as gold_fields
from engine.rules.seafarers.areas import Areas, areas_of
from engine.rules.seafarers.mapdata import FOG, GOLD, SEA_TILE
from engine.rules.seafarers.options import FOUR_ISLANDS, THROUGH_THE_DESERT
from engine.rules.shared import add_bits
from engine.state import SETUP_ROAD, SETUP_SETTLEMENT, GameState
from engine.text import Text

Handler = Callable[[GameState, int, Any], None]

ROBBER_START = "sea_robber_start"  # step and action: the starting player puts the robber on a desert
A.register_kind(ROBBER_START, "i", lambda action, names=None: f"start the robber on hex {action[1]}")
register_text(ROBBER_START, "choose the desert the robber starts on")
A.register_text(ROBBER_START, lambda action, *, shape: Text("refusals-do-sea_robber_start", hex=str(action[1])))
why.register_kind(
    ROBBER_START,
    "choose the desert the robber starts on",
    lambda s, p, a: ("not_now", Text("refusals-sea-robber-start-who")),
)


def areas(state: GameState) -> Areas:
    """The scenario areas of this game's map as dealt (revealed fog slots face down again)."""
    revealed = {h for h, _seat in state.sea.revealed}
    terrain = state.board.terrain
    if revealed:
        terrain = tuple(FOG if h in revealed else t for h, t in enumerate(terrain))
    return areas_of(state.board.map, terrain)


def list_settlements(state: GameState, seat: int, out: list[Any]) -> None:
    """SEA-SETUP-3: a free land intersection keeping the distance rule, on the scenario's start area
    (SEA-AMB-27: never an intersection in no area, such as one touching only deserts)."""
    mask = state.topo.LAND_VERTICES_MASK & ~state.blocked_mask & areas(state).start_mask
    add_bits(mask, A.SETTLEMENT_ACTIONS, out)


def settlement(previous: Handler) -> Handler:
    """A set-up settlement: placed as in the base game (BASE-SETUP-9..11), its starting resources per
    land hex with a gold field's chosen (SEA-GOLD-5), and Four Islands' home islands (SEA-4I-1); other
    settlements as the earlier rule sets build them."""

    def handler(state: GameState, seat: int, action: Any) -> None:
        if state.step != SETUP_SETTLEMENT:
            previous(state, seat, action)
            return
        vertex = action[1]
        state.emit({"type": "built", "seat": seat, "piece": "settlement", "at": vertex, "setup": True})
        place_settlement(state, seat, vertex)
        state.last_settlement = vertex
        state.step = SETUP_ROAD
        if state.sea.scenario == FOUR_ISLANDS:
            area = areas(state).vertex_area[vertex]
            home = state.sea.home[seat]
            if area >= 0 and area not in home:
                home.append(area)
                home.sort()
        if state.setup_index >= state.n:  # second round: BASE-SETUP-11
            starting_resources(state, seat, vertex)
        for hook in state.rules.after_settlement:
            hook(state, seat, vertex, True)

    return handler


def starting_resources(state: GameState, seat: int, vertex: int) -> None:
    """BASE-SETUP-11 per land hex (deserts, sea and fog give nothing), SEA-GOLD-5: a gold field owes a
    resource of the player's choice (``gold.owe_one``)."""
    gained = [0] * len(state.bank)
    gold = 0
    for h in state.topo.VERTEX_HEXES[vertex]:
        r = state.board.terrain[h]
        if r == GOLD:
            gold += 1
        elif r not in (DESERT, FOG, SEA_TILE) and state.bank[r] > 0:
            gained[r] += 1
            state.bank[r] -= 1
            state.hands[seat][r] += 1
    state.emit({"type": "starting_resources", "seat": seat, "cards": gained})
    gold_fields.owe_one(state, seat, gold, "setup")


def start(previous: Callable[[GameState], None]) -> Callable[[GameState], None]:
    """SEA-TTD-4 with ``sea_ttd_robber_start = starting_player_chooses``: the set-up waits for the starting
    player to put the robber on a desert."""

    def begin(state: GameState) -> None:
        previous(state)
        if state.sea.scenario == THROUGH_THE_DESERT and state.options.sea_ttd_robber_start == "starting_player_chooses":
            state.step = ROBBER_START

    return begin


def list_robber_start(state: GameState, seat: int, out: list[Any]) -> None:
    out.extend((ROBBER_START, h) for h in state.board.deserts)


def robber_start(state: GameState, seat: int, action: Any) -> None:
    state.robber = action[1]
    state.emit({"type": "robber_start", "seat": seat, "hex": action[1]})
    state.step = SETUP_SETTLEMENT
