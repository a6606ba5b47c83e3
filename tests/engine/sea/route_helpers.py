"""Positions on the Seafarers maps for the ship, trade-route, pirate and gold tests (SEA sections 4-7).

Spots are given in the spec's coordinates (``seafarers.md`` section 3): intersections ``(q, r, "N"|"S")``,
paths ``(q, r, "NE"|"E"|"SE")``, hexes ``(q, r)``; the pieces are put down without rule checks, as
``engine.testing.position`` does, and every derived field is rebuilt."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import engine
from engine.state import MAIN, PHASE_PLAY, GameState

SEA_OPTIONS: dict[str, Any] = {"expansion": "seafarers"}

Key = tuple[int, int, str]


def v(g: GameState, key: Key) -> int:
    return g.topo.VERTEX_INDEX[key]


def e(g: GameState, key: Key) -> int:
    return g.topo.EDGE_KEY_INDEX[key]


def hx(g: GameState, coord: tuple[int, int]) -> int:
    """A hex's frame id (the pirate's and, for land, the robber's: land hexes come first)."""
    return g.topo.FRAME_HEX_INDEX[coord]


def sea_game(
    players: int = 4,
    *,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
    settlements: Mapping[int, Iterable[Key]] | None = None,
    cities: Mapping[int, Iterable[Key]] | None = None,
    roads: Mapping[int, Iterable[Key]] | None = None,
    ships: Mapping[int, Iterable[Key]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    pirate: tuple[int, int] | None = None,
    robber: tuple[int, int] | None = None,
    active: int = 0,
    step: str = MAIN,
    dev_cards: Mapping[int, Sequence[int]] | None = None,
) -> GameState:
    g = engine.new_game({**SEA_OPTIONS, **(options or {}), "players": players}, seed)
    t = g.topo
    g.owner = [-1] * t.N_VERTEX
    g.building = [0] * t.N_VERTEX
    g.roads = [-1] * t.N_EDGE
    g.sea.ships = [-1] * t.N_EDGE
    for kind, table in ((1, settlements), (2, cities)):
        for seat, spots in (table or {}).items():
            for key in spots:
                g.owner[v(g, key)], g.building[v(g, key)] = seat, kind
    for seat, paths in (roads or {}).items():
        for key in paths:
            g.roads[e(g, key)] = seat
    for seat, paths in (ships or {}).items():
        for key in paths:
            assert g.roads[e(g, key)] < 0
            g.sea.ships[e(g, key)] = seat
    g.hands = [[0] * 5 for _ in range(players)]
    for seat, cards in (hands or {}).items():
        g.hands[seat] = list(cards)
    g.bank = [19 - sum(h[r] for h in g.hands) for r in range(5)]
    g.dev = [[0] * 5 for _ in range(players)]
    for seat, cards in (dev_cards or {}).items():
        g.dev[seat] = list(cards)
    g.dev_new = [0] * 5
    g.deck = []
    if pirate is not None:
        g.sea.pirate = hx(g, pirate)
    if robber is not None:
        g.robber = hx(g, robber)
    g.phase, g.step, g.turn, g.active, g.first = PHASE_PLAY, step, 3, active, active
    g.rolled = step == MAIN
    g.dice = (3, 5) if step == MAIN else None
    g.setup_index = 2 * players
    g.rebuild_derived()
    g.lr_holder = -1
    g.touch()
    return g


def kinds(g: GameState, seat: int, kind: str) -> list[tuple[Any, ...]]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == kind]


def sea_roll(g: GameState, total: int) -> list[dict[str, Any]]:
    """Roll ``total`` for the active player: the RNG's counter moved to two dice with that sum (the
    Seafarers roll draws two dice, as the base game's)."""
    from engine.rng import Rng

    counter = g.rng.counter
    while True:
        rng = Rng(g.rng.seed, counter)
        if rng.die() + rng.die() == total:
            break
        counter += 1
    g.rng.counter = counter
    return engine.apply_action(g, g.active, ("roll",))
