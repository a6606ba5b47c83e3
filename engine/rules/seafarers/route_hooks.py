"""Seafarers' hooks for ships, the Longest Trade Route, the pirate and gold (sections 4-7 of
``seafarers.md``); ``hooks`` composes them with the board's (``board_hooks``).

* ships: built in the main step (SEA-SHIP-1/2), placed in set-up instead of the road (SEA-SHIP-10),
  placed free by Road Building beside roads (SEA-SHIP-9), moved once a turn (SEA-SHIP-5..7);
* ``route_length``: roads and ships (SEA-LTR-1); ships in the shared masks (``rebuild_shared``), and a
  road never continuing a ship (``road_blockers``);
* the ``move_robber`` step offers the pirate beside the robber (SEA-PIRATE-2..5), its steal step;
* the roll waits for gold choices (SEA-GOLD-1..3), owed by several players at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import explain as why
from engine.constants import RESOURCES, counts_text, format_counts
from engine.constants import ROAD_BUILDING as RB_CARD
from engine.pending import register_text
from engine.rules import building
from engine.rules.base import actions as base_actions
from engine.rules.base.actions import close_strict_trading
from engine.rules.longest_road import update_longest_road
from engine.rules.seafarers import gold, pirate, route_refusals, ships, trade_route
from engine.rules.seafarers.ships import MOVE_SHIP, SHIP, SHIP_COST
from engine.rules.shared import add_bits, trade_decisions
from engine.rulesets import Hooks, Wrap
from engine.state import (
    MAIN,
    MOVE_ROBBER,
    PHASE_PLAY,
    PRE_ROLL,
    ROAD_BUILDING,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    GameState,
)
from engine.text import Items, Text
from engine.topology import PATH_COAST, PATH_SEA, Topology, hex_label

Action = tuple[Any, ...]
_BASE = base_actions.STEP_LISTERS
_BASE_HANDLERS = base_actions.HANDLERS


# --- action kinds -------------------------------------------------------------------------------


def _describe_ship(action: Action, names: list[str] | None = None, *, shape: Topology) -> str:
    return f"build a ship on {shape.EDGE_LABELS[action[1]]}"


def _describe_move(action: Action, names: list[str] | None = None, *, shape: Topology) -> str:
    return f"move the ship on {shape.EDGE_LABELS[action[1]]} to {shape.EDGE_LABELS[action[2]]}"


def _hex_label(shape: Topology, h: int) -> str:
    """A hex by the letter the board shows: the land's, then the sea's after them (as the pictures and menus
    name pirate targets)."""
    return shape.HEX_LABELS[h] if h < shape.N_HEX else hex_label(h)


def _describe_pirate(action: Action, names: list[str] | None = None, *, shape: Topology) -> str:
    return f"move the pirate to {_hex_label(shape, action[1])}"


def _describe_gold(action: Action, names: list[str] | None = None) -> str:
    return f"take {format_counts(action[1])} from the gold field"


A.register_kind(SHIP, "i", _describe_ship)
A.register_kind(MOVE_SHIP, "ii", _describe_move)
A.register_kind(pirate.PIRATE, "i", _describe_pirate)
A.register_kind(gold.GOLD, "c", _describe_gold)
A.register_text(SHIP, lambda a, *, shape: Text("refusals-do-ship", path=shape.EDGE_LABELS[a[1]]))
A.register_text(MOVE_SHIP, lambda a, *, shape: Text("refusals-do-move_ship", path=shape.EDGE_LABELS[a[1]],
                                                    to=shape.EDGE_LABELS[a[2]]))  # fmt: skip
A.register_text(pirate.PIRATE, lambda a, *, shape: Text("refusals-do-pirate", hex=_hex_label(shape, a[1])))
A.register_text(gold.GOLD, lambda a, *, shape: Text("refusals-do-gold", cards=counts_text(a[1])))
register_text(pirate.PIRATE_STEAL, "choose whom the pirate robs")
register_text(gold.GOLD_CHOICE, "choose resources from a gold field")


# --- listers ------------------------------------------------------------------------------------


def _ship_builds(state: GameState, seat: int, out: list[Action]) -> None:
    hand = state.hands[seat]
    if hand[1] and hand[4]:  # ``ships.can_build_ship``, the memo asked once
        m = ships.memo(state)
        if m.masks[seat].bit_count() < ships.MAX_SHIPS:
            add_bits(ships.ship_candidates(state, seat, m=m), _SHIP_ACTIONS, out)


def _main(state: GameState, seat: int, out: list[Action]) -> None:
    """The base game's main step, with ships built (SEA-SHIP-1/2) and moved (SEA-SHIP-5..7)."""
    _BASE[MAIN](state, seat, out)
    _ship_builds(state, seat, out)
    ships.list_moves(state, seat, out)


def _setup_route(state: GameState, seat: int, out: list[Action]) -> None:
    """SEA-SHIP-10: a road, or a ship on a coastal or sea path at the settlement just placed."""
    _BASE[SETUP_ROAD](state, seat, out)
    add_bits(ships.setup_ship_candidates(state), _SHIP_ACTIONS, out)


def _move_robber(state: GameState, seat: int, out: list[Action]) -> None:
    """SEA-PIRATE-2/3: the robber (BASE-ROBBER-5 on the face-up land hexes: never the sea, a face-down
    fog hex or one revealed as sea) or the pirate."""
    out.extend(pirate.robber_or_pirate_moves(state))
    base_actions.list_dev_actions(state, seat, out)


def _pirate_steal(state: GameState, seat: int, out: list[Action]) -> None:
    pirate.list_pirate_steals(state, seat, out)
    base_actions.list_dev_actions(state, seat, out)


def _road_ok(state: GameState, seat: int) -> bool:
    return building.roads_left(state, seat) > 0 and building.road_candidates(state, seat) != 0


def _ship_ok(state: GameState, seat: int) -> bool:
    return ships.ships_left(state, seat) > 0 and ships.ship_candidates(state, seat) != 0


def _free_pieces(state: GameState, seat: int, out: list[Action]) -> None:
    """SEA-SHIP-9: Road Building places roads, ships, or one of each."""
    if building.roads_left(state, seat) > 0:
        add_bits(building.road_candidates(state, seat), A.ROAD_ACTIONS, out)
    if ships.ships_left(state, seat) > 0:
        add_bits(ships.ship_candidates(state, seat), _SHIP_ACTIONS, out)


def _road_building_by_ship(state: GameState, seat: int, out: list[Action]) -> None:
    """SEA-SHIP-9 with BASE-AMB-8: Road Building is playable with a ship to place and nowhere for a road
    (the base listing offers it when a road fits)."""
    if state.dev[seat][RB_CARD] <= state.dev_new[RB_CARD]:  # asked first: most hands hold no such card
        return
    if state.step not in (PRE_ROLL, MAIN) or state.dev_played or seat != state.active or _road_ok(state, seat):
        return
    if _ship_ok(state, seat):
        out.append((A.ROAD_BUILDING,))


# --- handlers ----------------------------------------------------------------------------------


def _ship(state: GameState, seat: int, action: Action) -> None:
    edge = action[1]
    step = state.step
    if step == SETUP_ROAD:
        _setup_ship(state, seat, edge)
        return
    free = step == ROAD_BUILDING
    if not free:
        building.pay(state, seat, SHIP_COST)
        close_strict_trading(state)
    ships.note_built(state, edge)  # SEA-SHIP-5 (c), SEA-SHIP-9: not moved this turn
    state.emit({"type": "built", "seat": seat, "piece": SHIP, "at": edge, "free": free})
    ships.place_ship(state, seat, edge)
    if free:
        _continue_free(state, seat, _free_left(state) - 1)


def _setup_ship(state: GameState, seat: int, edge: int) -> None:
    """SEA-SHIP-10: the set-up route piece as a ship; the set-up goes on as after a road (BASE-SETUP-13)."""
    state.emit({"type": "built", "seat": seat, "piece": SHIP, "at": edge, "setup": True})
    ships.place_ship(state, seat, edge)
    choosing = state.step == gold.GOLD_CHOICE
    state.setup_index += 1
    state.last_settlement = -1
    if state.setup_index >= 2 * state.n:
        state.phase = PHASE_PLAY
        state.turn = 1
        state.active = state.first
        nxt = PRE_ROLL
        state.emit({"type": "turn_started", "seat": state.active, "turn": 1})
    else:
        state.active = state.setup_order()[state.setup_index]
        nxt = SETUP_SETTLEMENT
    if choosing:  # a gold choice opened by the placement is made first
        gold.set_resume(state, nxt)
    else:
        state.step = nxt


# Road Building's pieces still owed, kept by this half (``state.free_roads`` is the base game's, which
# ends the step when no *road* fits; with ships the step goes on while a road or a ship fits).
_FREE = "free_pieces"


def _free_left(state: GameState) -> int:
    return int(state.sea.extra.get(_FREE, 0))


def _continue_free(state: GameState, seat: int, left: int) -> None:
    """After a free road or ship (SEA-SHIP-9, BASE-AMB-8): go on while one is owed and one fits."""
    more = left > 0 and (_road_ok(state, seat) or _ship_ok(state, seat))
    state.free_roads = left if more else 0
    if more:
        state.sea.extra[_FREE] = left
    else:
        state.sea.extra.pop(_FREE, None)
    nxt = ROAD_BUILDING if more else state.resume_step
    if state.step == gold.GOLD_CHOICE:  # a discovery's gold choice comes first (SEA-FOG-4)
        gold.set_resume(state, nxt)
    else:
        state.step = nxt


def _after_road(state: GameState, seat: int) -> None:
    """After any road: a free one of Road Building counts with ships (SEA-SHIP-9): the base game has
    counted it and may have ended the step for want of a road spot while a ship still fits."""
    left = _free_left(state)
    if left:
        _continue_free(state, seat, left - 1)


def _after_settlement(state: GameState, seat: int, vertex: int, in_setup: bool) -> None:
    """SEA-LTR-1 (a), SEA-LTR-3: an own settlement where a road meets a ship joins the two into one trade
    route, so the builder's length may grow (the base game only re-measures the routes it breaks)."""
    if state.sea.ships.count(seat) and state.road_vertex_mask[seat] >> vertex & 1:
        update_longest_road(state, [seat])


def _road_building(state: GameState, seat: int, action: Action) -> None:
    """The card: up to two free pieces, roads or ships, as many as the pools hold (SEA-SHIP-9)."""
    _BASE_HANDLERS[A.ROAD_BUILDING](state, seat, action)
    state.free_roads = min(2, building.roads_left(state, seat) + ships.ships_left(state, seat))
    state.sea.extra[_FREE] = state.free_roads


def _move(state: GameState, seat: int, action: Action) -> None:
    close_strict_trading(state)  # SEA-SHIP-7: a build-type action
    ships.move_ship(state, seat, action[1], action[2])


# --- gold: decisions of several seats ----------------------------------------------------------------


def _list_actions(previous: Callable[[GameState, int], list[Action]]) -> Callable[[GameState, int], list[Action]]:
    def list_actions(state: GameState, seat: int) -> list[Action]:
        if state.step == gold.GOLD_CHOICE:
            out: list[Action] = []
            gold.list_gold(state, seat, out)
            return out
        return previous(state, seat)

    return list_actions


def _decisions(previous: Callable[[GameState], list[dict[str, Any]]]) -> Callable[[GameState], list[dict[str, Any]]]:
    def decisions(state: GameState) -> list[dict[str, Any]]:
        if state.step == gold.GOLD_CHOICE:
            owed = state.sea.gold_owed
            out = [{"seat": p, "kind": gold.GOLD_CHOICE, "blocking": True, "count": owed[p]}
                   for p in gold.waiting(state)]  # fmt: skip
            out.extend(trade_decisions(state))
            return out
        return previous(state)

    return decisions


def _must_act(previous: Callable[[GameState], list[int]]) -> Callable[[GameState], list[int]]:
    def must_act(state: GameState) -> list[int]:
        if state.step == gold.GOLD_CHOICE:
            return gold.waiting(state)
        return previous(state)

    return must_act


# --- views: the public context of open decisions ---------------------------------------------------


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    """Beside the board half's fields: what an open gold choice pays into (``source``: "roll", or the
    set-up or a discovery; ``resume``: the step after it; ``kinds``: the resources it may name) and
    the pieces Road Building still owes. All public (SEA-INFO-2); never a committed choice."""
    fields = out["seafarers"]
    pending = state.sea.extra.get("gold")
    fields["gold_pending"] = None if pending is None else dict(pending, kinds=list(pending["kinds"]))
    fields["free_pieces"] = _free_left(state)
    # Whether the active player may move a ship now (SEA-SHIP-5/6): public (ships, buildings, the pirate and
    # the turn), so the public turn message may show Sail… only then
    moves: list[Action] = []
    ships.list_moves(state, state.active, moves)
    fields["can_sail"] = bool(moves)


def _determinize_record(view: dict[str, Any], out: dict[str, Any], rng: Any) -> None:
    """The record's route part that the board half's rebuilt record lacks: the open decisions' context."""
    fields = view["seafarers"]
    extra: dict[str, Any] = {}
    if fields.get("gold_pending"):
        extra["gold"] = dict(fields["gold_pending"])
    if fields.get("free_pieces"):
        extra[_FREE] = fields["free_pieces"]
    if extra:
        out["sea"]["extra"] = extra


# --- refusals -----------------------------------------------------------------------------------


def _why_not_ship(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """SEA-SHIP-1/2: the cost, the pool, a connecting coastal or sea path."""
    if seat != state.active or state.step not in (MAIN, SETUP_ROAD, ROAD_BUILDING):
        return "wrong_step", Text("refusals-sea-ship-when")
    hand = state.hands[seat]
    missing = [max(0, c - h) for c, h in zip(SHIP_COST, hand, strict=False)]
    if state.step == MAIN and any(missing):
        return "cannot_afford", Text("refusals-sea-ship-costs", missing=counts_text(missing))
    if ships.ships_left(state, seat) <= 0:
        return "no_pieces", Text("refusals-sea-no-ships-left", count=ships.MAX_SHIPS)
    return "no_spot", Text("refusals-sea-ship-no-spot")


def _why_not_move(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    """SEA-SHIP-5..7."""
    if seat != state.active or state.step != MAIN:
        return "wrong_step", Text("refusals-sea-move-when")
    if ships.moved_this_turn(state):
        return "already_moved", Text("refusals-sea-already-moved")
    return "no_ship", Text("refusals-sea-no-end-ship")


def _why_not_pirate(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    return "wrong_step", Text("refusals-sea-pirate-when")


def _why_not_gold(state: GameState, seat: int, action: Action) -> tuple[str, Text]:
    if state.step != gold.GOLD_CHOICE or not state.sea.gold_owed[seat]:
        return "no_gold", Text("refusals-sea-no-gold")
    if state.sea.gold_choices[seat] is not None:
        return "already_chosen", Text("refusals-sea-gold-chosen")
    names = Items([Text(f"resource-{RESOURCES[t]}") for t in gold.kinds(state)], style="unit")
    return "wrong_gold", Text("refusals-sea-gold-exactly", count=state.sea.gold_owed[seat], resources=names)


why.register_kind(SHIP, "build a ship", _why_not_ship)
why.register_kind(MOVE_SHIP, "move a ship", _why_not_move)
why.register_kind(pirate.PIRATE, "move the pirate", _why_not_pirate)
why.register_kind(gold.GOLD, "choose gold-field resources", _why_not_gold)


_SHIP_ACTIONS: list[Action] = []
A.per_id(SHIP, _SHIP_ACTIONS, lambda t: t.N_EDGE)


HOOKS = Hooks(
    path_pieces={SHIP: (PATH_COAST, PATH_SEA)},  # SEA-GEO-4 (the fog as sea: ``ships.ship_paths``)
    route_length=trade_route.trade_route_length,  # SEA-LTR-1
    road_blockers=ships.road_blockers,  # SEA-SHIP-2: no road from a ship's end
    rebuild_shared=[ships.rebuild_shared],  # ships take paths and extend networks (SEA-SHIP-3)
    roll=gold.roll,  # SEA-GOLD-1..3
    after_road=[_after_road],  # SEA-SHIP-9: Road Building's pieces are roads or ships
    after_settlement=[_after_settlement],  # SEA-LTR-3: an own settlement may join a road and a ship
    list_actions=Wrap(_list_actions),
    decisions=Wrap(_decisions),
    must_act=Wrap(_must_act),
    step_listers={
        MAIN: _main, SETUP_ROAD: _setup_route, MOVE_ROBBER: _move_robber, pirate.PIRATE_STEAL: _pirate_steal,
        ROAD_BUILDING: _free_pieces,
    },
    active_extras=[_road_building_by_ship],
    handlers={
        SHIP: _ship, MOVE_SHIP: _move, pirate.PIRATE: lambda s, p, a: pirate.move_pirate(s, p, a[1]),
        gold.GOLD: lambda s, p, a: gold.commit(s, p, a[1]), A.ROAD_BUILDING: _road_building,
    },
    explain=Wrap(route_refusals.wrap),  # SEA-SHIP-2/5/6: why not this ship or not there
    public_view=[_public_view],
    determinize_record=[_determinize_record],
    bot_priority={SHIP: 45, MOVE_SHIP: 0, pirate.PIRATE: 10, gold.GOLD: 10},
)
