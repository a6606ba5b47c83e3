"""The board and scenario half of Seafarers' hooks (sections 1-3, 8-11, 13-14): maps, set-up, Catan
chits, the fog, views and determinisation of the record's board part. ``hooks`` composes them with
``route_hooks``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine.rules.base import actions as base_actions
from engine.rules.seafarers import areas as sea_areas
from engine.rules.seafarers import events, geometry
from engine.rules.seafarers import maps as sea_maps
from engine.rules.seafarers.mapdata import FOG, FOG_TILES, FOG_TOKENS, SEA_MAPS
from engine.rules.seafarers.record import SeaRecord
from engine.rules.shared import add_bits
from engine.rulesets import Hooks, Wrap
from engine.state import SETUP_SETTLEMENT, GameState

Deal = Callable[[GameState], None]


def _deal(previous: Deal) -> Deal:
    """SEA-SETUP-1: after the board and the development deck, the record: robber and pirate on their start
    hexes (SEA-AMB-9, SEA-TTD-4), Fog Island's hidden stacks shuffled from the game's RNG (SEA-FOG-1)."""

    def deal(state: GameState) -> None:
        previous(state)
        board = state.board
        m = SEA_MAPS[board.map.name]
        shape = board.topo
        record = SeaRecord(state.options.sea_scenario, state.options.players, shape.N_EDGE)
        record.pirate = shape.FRAME_HEX_INDEX[m.pirate]
        state.robber = _robber_start(state, shape.HEX_INDEX[m.robber])
        record.fog = sorted(geometry.not_land(board)[1])  # SEA-FOG-1: face down at the start
        if record.fog:
            tiles, tokens = list(FOG_TILES), list(FOG_TOKENS[m.players])
            state.rng.shuffle(tiles)
            state.rng.shuffle(tokens)
            record.fog_terrain, record.fog_tokens = tiles, tokens
        state.sea = record

    return deal


def _robber_start(state: GameState, printed: int) -> int:
    """SEA-TTD-4: the first desert (default), or a random one; elsewhere the map's start hex (SEA-AMB-9)."""
    if state.options.sea_scenario == "through_the_desert" and state.options.sea_ttd_robber_start == "random_desert":
        deserts = state.board.deserts
        return deserts[state.rng.below(len(deserts))]
    return printed


def _rebuild(state: GameState) -> None:
    """The game plays on its board's classification (``geometry.topology_for``: fog as sea until
    revealed)."""
    state.topo = geometry.topology_for(state.board)


def areas(state: GameState) -> sea_areas.Areas:
    """The scenario areas of this game's map as dealt (fog slots are never in an area)."""
    return sea_areas.areas_of(state.board.map, _dealt_terrain(state))


def _dealt_terrain(state: GameState) -> tuple[int, ...]:
    """The board's terrain with revealed fog slots face down again (the map as dealt)."""
    revealed = {h for h, _seat in state.sea.revealed}
    if not revealed:
        return state.board.terrain
    return tuple(FOG if h in revealed else t for h, t in enumerate(state.board.terrain))


# --- set-up ---------------------------------------------------------------------------------------


def _setup_settlement_actions(state: GameState, seat: int, out: list[Any]) -> None:
    """SEA-SETUP-3: a free land intersection keeping the distance rule, on the scenario's start area
    (SEA-AMB-27: never an intersection in no area)."""
    mask = state.topo.LAND_VERTICES_MASK & ~state.blocked_mask & areas(state).start_mask
    add_bits(mask, A.SETTLEMENT_ACTIONS, out)


# --- route pieces ---------------------------------------------------------------------------------

_base_road = base_actions.HANDLERS[A.ROAD]


def _road(state: GameState, seat: int, action: Any) -> None:
    """A road, as in the base game (built, free or in set-up), then ``events.route_piece_placed``
    (SEA-FOG-2: it may reveal fog)."""
    _base_road(state, seat, action)
    events.route_piece_placed(state, seat, action[1], events.ROAD)


# --- Catan chits ----------------------------------------------------------------------------------


def _chits(state: GameState, seat: int) -> int:
    """SEA-SVP-1, SEA-WIN-2: 1 VP per Catan chit."""
    return state.sea.chits[seat]


# --- views ----------------------------------------------------------------------------------------


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    """The view contract (README): everything public of the record (SEA-INFO-2), never the fog stacks'
    order nor a committed gold choice (SEA-INFO-1, SEA-GOLD-2)."""
    sea = state.sea
    shape = state.topo
    left_tiles = list(FOG_TILES)
    left_tokens = list(FOG_TOKENS[state.options.players]) if sea.fog or sea.revealed else []
    if not (sea.fog or sea.revealed):
        left_tiles = []
    for h, _seat in sea.revealed:
        left_tiles.remove(state.board.terrain[h])
        if state.board.numbers[h]:
            left_tokens.remove(state.board.numbers[h])
    dealt = areas(state)
    out["seafarers"] = {
        "scenario": sea.scenario,
        "ships": [[e, p] for e, p in enumerate(sea.ships) if p >= 0],
        "ships_built": sorted(sea.built) if sea.built_turn == state.turn else [],
        "ship_moved": sea.moved_turn == state.turn,
        "pirate": sea.pirate,
        "fog": list(sea.fog),
        "fog_left": {"tiles": sorted(left_tiles), "tokens": sorted(left_tokens)},  # multisets: public
        "revealed": [list(r) for r in sea.revealed],
        "islands": [list(i) for i in geometry.islands(shape)],
        "areas": [a.to_json() for a in dealt.areas],
        "start_areas": list(dealt.start),
        "chits": list(sea.chits),
        "scored": [list(a) for a in sea.scored],
        "home": [list(a) for a in sea.home],
        "gold_owed": list(sea.gold_owed),
        "gold_chosen": [c is not None for c in sea.gold_choices],
    }


def _player_view(state: GameState, seat: int, view: dict[str, Any]) -> None:
    """What the seat alone knows: its own committed gold choice (SEA-GOLD-2)."""
    choice = state.sea.gold_choices[seat]
    view["you"]["seafarers"] = {"gold_choice": None if choice is None else list(choice)}


def _determinize_record(view: dict[str, Any], out: dict[str, Any], rng: random.Random) -> None:
    """The record from the view's public fields; the fog stacks drawn from what is unseen (SEA-INFO-1:
    the multiset of unrevealed tiles and tokens, in an order of ``rng``'s); others' committed gold
    choices stay unknown (not committed), the seat's own is its own."""
    fields = view["seafarers"]
    seat = view["you"]["seat"]
    tiles = list(fields["fog_left"]["tiles"])
    tokens = list(fields["fog_left"]["tokens"])
    rng.shuffle(tiles)
    rng.shuffle(tokens)
    choices: list[Any] = [None] * len(fields["chits"])
    own = view["you"].get("seafarers", {}).get("gold_choice")
    if own is not None:
        choices[seat] = list(own)
    out["sea"] = {
        "scenario": fields["scenario"],
        "ships": [list(s) for s in fields["ships"]],
        "built_turn": view["turn"] if fields["ships_built"] else -1,
        "built": list(fields["ships_built"]),
        "moved_turn": view["turn"] if fields["ship_moved"] else -1,
        "pirate": fields["pirate"],
        "fog": list(fields["fog"]),
        "fog_terrain": tiles,
        "fog_tokens": tokens,
        "revealed": [list(r) for r in fields["revealed"]],
        "chits": list(fields["chits"]),
        "scored": [list(a) for a in fields["scored"]],
        "home": [list(a) for a in fields["home"]],
        "gold_owed": list(fields["gold_owed"]),
        "gold_choices": choices,
    }


HOOKS = Hooks(
    record_from_json=lambda data, state: SeaRecord.from_json(data, state.board.topo.N_EDGE),
    map_name=sea_maps.map_name,
    deal=Wrap(_deal),
    rebuild=[_rebuild],
    step_listers={SETUP_SETTLEMENT: _setup_settlement_actions},
    handlers={A.ROAD: _road},
    vp_bonus=[_chits],
    public_view=[_public_view],
    player_view=[_player_view],
    determinize_record=[_determinize_record],
)
