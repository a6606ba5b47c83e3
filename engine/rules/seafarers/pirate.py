"""The pirate (SEA-PIRATE-1..6, SEA-AMB-10/23): the robber's alternative on a 7 and on a Knight.

Whenever the robber would move (the ``move_robber`` step, after the discards of a 7, or after a Knight)
the mover moves either the robber (base rules, land hexes) or the pirate: to another sea hex of the map
(``PIRATE`` action, a frame hex id), then steals from one other player with a ship on a side of it
(the ``pirate_steal`` step, answered with the base game's ``steal``/``skip_steal``: drawing the card is
the robber's, BASE-ROBBER-6/7). Blocking ships is ``ships.pirate_sides``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.rules import robber
from engine.rules.seafarers import geometry
from engine.rules.seafarers.ships import hex_side_masks

if TYPE_CHECKING:
    from engine.state import GameState

PIRATE = "pirate"  # action: (PIRATE, frame hex)
PIRATE_STEAL = "pirate_steal"  # step: the mover chooses a ship owner to rob


def robber_targets(state: GameState) -> list[int]:
    """BASE-ROBBER-5 on the face-up land hexes (SEA-PIRATE-3, SEA-GOLD-4: a gold field too; the desert
    only when ``robber_may_target_desert``)."""
    desert_ok = state.options.robber_may_target_desert
    deserts = state.board.deserts
    return [h for h in geometry.land_hexes(state) if h != state.robber and (desert_ok or h not in deserts)]


def pirate_targets(state: GameState) -> list[int]:
    """SEA-PIRATE-3, SEA-AMB-10: every sea hex of the map but the pirate's own (frame hexes printed on
    the frame pieces included; never land, never a face-down fog hex, never outside the map)."""
    here = state.sea.pirate
    return [h for h in geometry.sea_hexes(state) if h != here]


def pirate_victims(state: GameState, seat: int, hex_: int) -> list[int]:
    """SEA-PIRATE-5: other players with a ship on a side of the hex, each once, in seat order (buildings
    near it make nobody a candidate)."""
    sides = hex_side_masks(state.topo)[hex_]
    ships = state.sea.ships
    found = set()
    m = sides
    while m:
        low = m & -m
        p = ships[low.bit_length() - 1]
        if 0 <= p < state.n and p != seat:
            found.add(p)
        m ^= low
    return sorted(found)


def move_pirate(state: GameState, seat: int, hex_: int) -> None:
    previous = state.sea.pirate
    state.sea.pirate = hex_
    state.road_cand = [-1] * len(state.road_cand)
    state.emit({"type": "pirate_moved", "seat": seat, "hex": hex_, "from": previous})
    candidates = pirate_victims(state, seat, hex_)
    if not candidates:
        state.step = state.resume_step
    elif len(candidates) == 1 and state.options.robber_steal == "mandatory":
        robber.steal(state, seat, candidates[0])  # BASE-ROBBER-6: the only choice is not asked
    else:
        state.step = PIRATE_STEAL


def list_pirate_moves(state: GameState, seat: int, out: list[tuple[int, ...]]) -> None:
    actions = _PIRATE_ACTIONS
    for h in pirate_targets(state):
        action = actions.get(h)
        if action is None:
            action = actions[h] = (PIRATE, h)
        out.append(action)


_PIRATE_ACTIONS: dict[int, tuple[str, int]] = {}  # one tuple per frame hex, as the base game's action tables


def robber_or_pirate_moves(state: GameState) -> tuple[tuple[object, ...], ...]:
    """The robber's moves (``robber_targets``) then the pirate's (``list_pirate_moves``): every 7 and Knight
    lists them, and they change only with the frame as revealed, the board and the robber, or the pirate.
    Each half is kept with those (the objects kept beside, so that an id is never another's)."""
    topo, board = state.topo, state.board
    key = (id(topo), id(board), state.robber, bool(state.options.robber_may_target_desert))
    kept = _ROBBER.get(key)
    if kept is None or kept[0] is not topo or kept[1] is not board:
        if len(_ROBBER) >= 4096:
            _ROBBER.clear()
        kept = _ROBBER[key] = (topo, board, tuple(A.ROBBER_ACTIONS[h] for h in robber_targets(state)))
    at = (id(topo), state.sea.pirate)
    sea = _PIRATE.get(at)
    if sea is None or sea[0] is not topo:
        if len(_PIRATE) >= 4096:
            _PIRATE.clear()
        out: list[tuple[int, ...]] = []
        list_pirate_moves(state, state.active, out)
        sea = _PIRATE[at] = (topo, tuple(out))
    return kept[2] + sea[1]


_ROBBER: dict[tuple[int, int, int, bool], tuple[object, object, tuple[tuple[object, ...], ...]]] = {}
_PIRATE: dict[tuple[int, int], tuple[object, tuple[tuple[int, ...], ...]]] = {}


def list_pirate_steals(state: GameState, seat: int, out: list[tuple[int, ...]]) -> None:
    out.extend((A.STEAL, v) for v in pirate_victims(state, seat, state.sea.pirate))
    if state.options.robber_steal == "optional":
        out.append((A.SKIP_STEAL,))
