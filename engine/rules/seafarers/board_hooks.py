"""The board and scenario half of Seafarers' hooks (sections 1-3, 8-11, 13-14): maps, set-up, Catan
chits, the fog, views and determinisation of the record's board part. ``hooks`` composes them with
``route_hooks``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine.rules.seafarers import chits, events, fog, geometry, refusals, setup
from engine.rules.seafarers import maps as sea_maps
from engine.rules.seafarers.mapdata import FOG_TILES, FOG_TOKENS, SEA_MAPS
from engine.rules.seafarers.options import THROUGH_THE_DESERT
from engine.rules.seafarers.record import SeaRecord
from engine.rulesets import Hooks, Wrap
from engine.state import PHASE_SETUP, SETUP_ROAD, SETUP_SETTLEMENT, GameState

Deal = Callable[[GameState], None]
Handler = Callable[[GameState, int, Any], None]
assert fog.reveal_around in events.LISTENERS  # SEA-FOG-2: the fog listens to every route piece placed


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
    if state.options.sea_scenario == THROUGH_THE_DESERT and state.options.sea_ttd_robber_start == "random_desert":
        deserts = state.board.deserts
        return deserts[state.rng.below(len(deserts))]
    return printed


def _rebuild(state: GameState) -> None:
    """The game plays on its board's classification (``geometry.topology_for``: fog as sea until
    revealed)."""
    state.topo = geometry.topology_for(state.board)


# --- route pieces ---------------------------------------------------------------------------------


def _road_event(previous: Handler) -> Handler:
    """A road as the earlier rule sets (and the routes half) place it, then ``events.route_piece_placed``
    (SEA-FOG-2: it may reveal fog)."""

    def road(state: GameState, seat: int, action: Any) -> None:
        previous(state, seat, action)
        events.route_piece_placed(state, seat, action[1], events.ROAD)

    return road


# Handlers of action kinds the board half wraps, whoever (base game or routes half) handles them:
# ``hooks`` applies them to the composed table.
HANDLER_WRAPS: dict[str, Callable[[Handler], Handler]] = {A.ROAD: _road_event, A.SETTLEMENT: setup.settlement}


# --- views ----------------------------------------------------------------------------------------


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    """The view contract (README): everything public of the record (SEA-INFO-2), never the fog stacks'
    order nor a committed gold choice (SEA-INFO-1, SEA-GOLD-2)."""
    sea = state.sea
    shape = state.topo
    dealt = setup.areas(state)
    out["seafarers"] = {
        "scenario": sea.scenario,
        "ships": [[e, p] for e, p in enumerate(sea.ships) if p >= 0],
        "ships_built": sorted(sea.built) if sea.built_turn == state.turn else [],
        "ship_moved": sea.moved_turn == state.turn,
        "pirate": sea.pirate,
        "fog": list(sea.fog),
        # the stacks as multisets (SEA-INFO-2: public), never in their order (SEA-INFO-1)
        "fog_left": {"tiles": sorted(sea.fog_terrain), "tokens": sorted(sea.fog_tokens)},
        "revealed": [list(r) for r in sea.revealed],
        "islands": [list(i) for i in geometry.islands(shape)],
        "areas": [a.to_json() for a in dealt.areas],
        "start_areas": list(dealt.start),
        "chits": list(sea.chits),
        "scored": [list(a) for a in sea.scored],
        "home": [list(a) for a in sea.home],
        "gold_owed": list(sea.gold_owed),
        "gold_chosen": [c is not None for c in sea.gold_choices],
        "pick": None,  # view version 1 of Seafarers had a separate gold pick; its gold is owed as "gold_owed"
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
    if view["phase"] == PHASE_SETUP:
        _setup_progress(view, out, len(fields["ships"]))
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
        "extra": {},
    }


def _setup_progress(view: dict[str, Any], out: dict[str, Any], ships: int) -> None:
    """SEA-SHIP-10: a set-up placement leaves a road or a ship, so both count the placements done (the
    shared determinisation counts roads); the snake order then names the first seat."""
    n = len(view["players"])
    done = len(view["roads"]) + ships
    active = view["active"]
    first = (active - done) % n if done < n else (active - (2 * n - 1 - done)) % n
    out["first"], out["setup_index"] = first, done
    if view["step"] == SETUP_ROAD and ships:
        shape = geometry_of_view(view)
        touched = 0
        for e, p in [*view["roads"], *view["seafarers"]["ships"]]:
            if p == active:
                touched |= shape.EDGE_VERTEX_MASK[e]
        out["last_settlement"] = next((v for v, p, _k in view["buildings"] if p == active and not touched >> v & 1), -1)


def geometry_of_view(view: dict[str, Any]) -> Any:
    from engine.plugins import topology_of_view

    return topology_of_view(view)


HOOKS = Hooks(
    record_from_json=lambda data, state: SeaRecord.from_json(data, state.board.topo.N_EDGE),
    map_name=sea_maps.map_name,
    deal=Wrap(_deal),
    rebuild=[_rebuild],
    start=Wrap(setup.start),
    explain=Wrap(refusals.wrap),
    step_listers={
        SETUP_SETTLEMENT: setup.list_settlements,
        setup.ROBBER_START: setup.list_robber_start,
    },
    handlers={setup.ROBBER_START: setup.robber_start},
    after_settlement=[chits.after_settlement],
    vp_bonus=[chits.victory_points],
    bot_priority={setup.ROBBER_START: 0},
    public_view=[_public_view],
    player_view=[_player_view],
    determinize_record=[_determinize_record],
)
