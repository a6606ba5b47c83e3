"""Numbers that describe one seat's standing in a full game state, for the ``hard`` player's value model.

They are read from a ``GameState`` because the ``hard`` player only ever evaluates *determinised*
samples (``engine.determinize``) or the games of ``bench/fit_value.py``, never the real game. Each
feature is something a Catan player weighs: points, production per resource (the robber's hex
earns nothing), variety, harbors that fit the production, cards held, the army and the road, and
room to grow (open spots the network reaches). ``players.value`` turns them into a win probability.
"""

from __future__ import annotations

from engine.constants import CITY, GENERIC_HARBOR, PIPS
from engine.state import GameState

NAMES = (
    "vp", "brick", "lumber", "ore", "grain", "wool", "variety", "generic_harbor", "fitting_harbor",
    "cities", "hand", "hand_over_7", "dev_cards", "knights", "largest_army", "longest_road",
    "road_length", "frontier_spots", "frontier_pips", "moves_after_active", "city_pips", "build_pips", "reach_spots", "reach_pips",
)  # fmt: skip
N_FEATURES = len(NAMES)


def vertex_pips(state: GameState) -> list[list[int]]:
    """Per intersection, pips per resource (the robber's hex counts zero)."""
    board = state.board
    topo = state.topo
    out = []
    for v in range(topo.N_VERTEX):
        row = [0] * 5
        for h in topo.VERTEX_HEXES[v]:
            terr = board.terrain[h]
            if terr < 5 and h != state.robber:
                row[terr] += PIPS.get(board.numbers[h], 0)
        out.append(row)
    return out


def seat_features(state: GameState, seat: int, pips: list[list[int]] | None = None) -> list[float]:
    """The feature vector of ``seat`` (order of ``NAMES``)."""
    if pips is None:
        pips = vertex_pips(state)
    prod = [0, 0, 0, 0, 0]
    generic = 0
    fitting = 0
    harbors: set[int] = set()
    board = state.board
    mask = state.building_mask[seat]
    cities = 0
    while mask:
        low = mask & -mask
        v = low.bit_length() - 1
        mask ^= low
        mult = 2 if state.building[v] == CITY else 1
        cities += mult - 1
        row = pips[v]
        for r in range(5):
            prod[r] += row[r] * mult
        h = board.vertex_harbor[v]
        if h >= 0:
            harbors.add(h)
    for h in harbors:
        if h == GENERIC_HARBOR:
            generic = 1
        else:
            fitting += prod[h]
    # Room to grow: open spots (distance rule) that the seat's roads already touch.
    network = state.road_vertex_mask[seat] | state.building_mask[seat]
    topo = state.topo
    open_mask = ~state.blocked_mask & topo.ALL_VERTICES_MASK
    spots, best = spots_and_best(network & open_mask, pips)
    # One road further: what set-up roads aim at (their own ends are too close to a settlement).
    beyond = 0
    m = network & ~(state.occupied_mask & ~state.building_mask[seat])  # no road through others' towns
    while m:
        low = m & -m
        m ^= low
        beyond |= topo.VERTEX_NEIGHBOUR_MASK[low.bit_length() - 1]
    reach, reach_best = spots_and_best(beyond & open_mask & ~network, pips)
    hand = sum(state.hands[seat][:5])
    dev = state.dev[seat]
    n = state.n
    return [
        float(state.victory_points(seat)),
        *(float(x) for x in prod),
        float(sum(1 for x in prod if x)),
        float(generic),
        float(fitting),
        float(cities),
        float(min(hand, 7)),
        float(max(0, hand - 7)),
        float(sum(dev) - dev[4]),
        float(state.knights[seat]),
        float(state.la_holder == seat),
        float(state.lr_holder == seat),
        float(state.road_len[seat]),
        float(min(spots, 4)),
        float(best),
        float((seat - state.active) % n),
        float(min(prod[2], prod[3])),  # ore and grain together make cities
        float(min(prod[0], prod[1])),  # brick and lumber together make roads and settlements
        float(min(reach, 4)),
        float(reach_best),
    ]


def spots_and_best(mask: int, pips: list[list[int]]) -> tuple[int, int]:
    """How many intersections ``mask`` holds and the most pips among them."""
    count = best = 0
    while mask:
        low = mask & -mask
        mask ^= low
        count += 1
        best = max(best, sum(pips[low.bit_length() - 1]))
    return count, best
