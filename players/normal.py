"""The ``normal`` player: a solid heuristic over the seat's view.

Placements by production pips, scarcity, diversity and harbors; builds in order of value (city,
settlement, development card, roads towards a spot); bank trades only when they complete a build this
turn; the robber on the leader's best hex; discards that keep what the builds need; domestic trades
that raise the value of its hand, never helping a player close to winning.
"""

from __future__ import annotations

import random

from engine.actions import Action
from engine.constants import CITY, PIPS
from players import build_phase, fallback, trades
from players.evaluate import best_discard, best_spot_near, hand_value, missing, resource_weights, spot_value, targets
from players.rulesets import policy_of
from players.table import CITY_COST, DEV_COST, ROAD_COST, SETTLEMENT_COST, Table


def choose(t: Table, rng: random.Random) -> Action:
    legal = t.legal
    kinds = t.kinds()
    if "discard" in kinds:
        return ("discard", best_discard(t, [a[1] for a in legal if a[0] == "discard"]))
    for own_step in t.policy.step_choices:  # the rule set's own decisions (Seafarers: gold, the pirate)
        move = own_step(t, rng, "normal")
        if move is not None:
            return move
    answer_owed = policy_of(t.view).answer
    if "answer" in kinds and answer_owed is not None:  # decisions owed in C&K (discards, gifts, placements)
        owed = answer_owed(t, rng)
        if owed is not None:
            return owed
    end = build_phase.end_of(t)
    if end is not None:  # a build-only phase (5-6 players' SBP slot): build what the main step would
        return build_phase.build_or_end(t, main_turn(t, rng), end)
    if t.seat != t.active or t.phase != "play":
        if t.phase == "setup" and t.seat == t.active:
            return setup_choice(t)
        answer = trades.answer_offers(t, rng)
        if answer is not None:
            return answer
        return fallback.choose(t, rng)
    if t.phase == "setup":
        return setup_choice(t)
    if "robber" in kinds:
        return robber_choice(t)
    if "steal" in kinds:
        return steal_choice(t)
    if "roll" in kinds:
        knight = ("knight",)
        if knight in legal and robber_on_me(t):
            return knight
        return ("roll",)
    if "end_turn" in kinds:
        return main_turn(t, rng)
    if "road" in kinds:  # free roads (Road Building, C&K's inserted road steps)
        return best_road(t, [a for a in legal if a[0] == "road"])[0]
    for placement in policy_of(t.view).placements:  # 2-player variant: neutral pieces, Forced Trade hand-back
        neutral = placement(t)
        if neutral is not None:
            return neutral
    answer = trades.answer_offers(t, rng)
    if answer is not None:
        return answer
    return fallback.choose(t, rng)


# --- set-up ------------------------------------------------------------------------------------


def setup_choice(t: Table) -> Action:
    weights = resource_weights(t)
    prod = t.production(t.seat)
    settle = [a for a in t.legal if a[0] in ("settlement", "city")]  # C&K places a city in set-up
    if settle:
        return max(settle, key=lambda a: (spot_value(t, a[1], prod, weights), -a[1]))
    roads = [a for a in t.legal if a[0] == "road"]
    if roads:
        return best_road(t, roads)[0]
    return t.legal[0]


# --- the turn ------------------------------------------------------------------------------------


def main_turn(t: Table, rng: random.Random) -> Action:
    legal = t.legal
    answer = trades.answer_offers(t, rng)  # counter-offers made to the active player
    if answer is not None:
        return answer
    confirm = trades.confirm_choice(t)
    if confirm is not None:
        return confirm
    weights = resource_weights(t)
    prod = t.production(t.seat)
    pips = t.vertex_pips()

    cities = [a for a in legal if a[0] == "city"]
    if cities:
        return max(cities, key=lambda a: (sum(w * p for w, p in zip(weights, pips[a[1]], strict=True)), -a[1]))
    settles = [a for a in legal if a[0] == "settlement"]
    if settles:
        return max(settles, key=lambda a: (spot_value(t, a[1], prod, weights), -a[1]))

    card = dev_card_choice(t)
    if card is not None:
        return card
    policy = policy_of(t.view)
    for own_choice in policy.main_choices:  # C&K: knights, improvements, progress cards
        move = own_choice(t, rng)
        if move is not None:
            return move
    plan = current_plan(t)
    for planned_choice in policy.planned_choices:  # 2-player variant: trade-card actions
        short = plan is not None and 0 < sum(missing(t.hand, plan[1])) <= 2
        move = planned_choice(t, rng, robber_on_me(t), short)
        if move is not None:
            return move

    trade = bank_trade_for(t, plan)
    if trade is not None:
        return trade

    has_spot = bool(t.road_ends(t.seat) & t.open_spots())
    city_close = plan is not None and plan[0] == "city"
    if ("buy_dev",) in legal and (not city_close or sum(t.hand) > 7 or t.hand[2] >= 4):
        return ("buy_dev",)
    roads = [a for a in legal if a[0] == "road"]
    if roads:
        best, value = best_road(t, roads)
        spare = t.hand[0] >= 2 and t.hand[1] >= 2
        if value > 0 and (not has_spot or spare or race_for_longest_road(t)):
            return best
    offer = trades.make_offer(t, rng, plan)
    if offer is not None:
        return offer
    return ("end_turn",)


def current_plan(t: Table) -> tuple[str, tuple[int, ...]] | None:
    """The build the seat can finish soonest (fewest missing cards, weighted by value)."""
    has_spot = bool(t.road_ends(t.seat) & t.open_spots())
    options: list[tuple[float, str, tuple[int, ...]]] = []
    if t.pieces_left("cities") and t.my_settlements():
        options.append((sum(missing(t.hand, CITY_COST)) - 1.2, "city", CITY_COST))
    if t.pieces_left("settlements") and has_spot:
        options.append((sum(missing(t.hand, SETTLEMENT_COST)) - 1.0, "settlement", SETTLEMENT_COST))
    if t.view.get("dev_deck", 0):
        options.append((sum(missing(t.hand, DEV_COST)) + 0.3, "dev", DEV_COST))
    if not has_spot and t.pieces_left("roads") and t.pieces_left("settlements"):
        options.append((sum(missing(t.hand, ROAD_COST)) - 0.2, "road", ROAD_COST))
    if not options:
        return None
    _, name, cost = min(options)
    return name, cost


def bank_trade_for(t: Table, plan: tuple[str, tuple[int, ...]] | None) -> Action | None:
    """A maritime trade that is one of the steps to finishing ``plan`` this turn."""
    if plan is None:
        return None
    legal = {a for a in t.legal if a[0] == "bank_trade"}
    if not legal:
        return None
    cost = plan[1]
    need = missing(t.hand, cost)
    if not any(need):
        return None
    spare = [max(0, h - c) for h, c in zip(t.hand, cost, strict=True)]
    power = sum(spare[r] // t.bank_rates[r] for r in range(5))
    if power < sum(need):
        return None
    want = max(range(5), key=lambda r: (need[r], -r))
    give = max((r for r in range(5) if spare[r] >= t.bank_rates[r]), key=lambda r: (spare[r] - t.bank_rates[r], -r))
    action = ("bank_trade", give, want)
    return action if action in legal else None


def dev_card_choice(t: Table) -> Action | None:
    legal = t.legal
    if ("knight",) in legal and (robber_on_me(t) or could_take_largest_army(t)):
        return ("knight",)
    monos = [a for a in legal if a[0] == "monopoly"]
    if monos:
        weights = resource_weights(t)
        best = max(monos, key=lambda a: (t.held_by_others(a[1]) * weights[a[1]], -a[1]))
        if t.held_by_others(best[1]) >= 5:
            return best
    yops = [a for a in legal if a[0] == "year_of_plenty"]
    if yops:
        goals = targets(t)

        def gain(a: Action) -> float:
            hand = list(t.hand)
            for r in a[1]:
                hand[r] += 1
            return hand_value(hand, goals)

        return max(yops, key=lambda a: (gain(a), a[1]))
    if ("road_building",) in legal and not (t.road_ends(t.seat) & t.open_spots()) and t.pieces_left("settlements"):
        return ("road_building",)
    return None


def robber_on_me(t: Table) -> bool:
    return (
        any(t.owner[v] == t.seat and t.building[v] for v in t.topo.HEX_VERTICES[t.robber]) if t.robber >= 0 else False
    )


def could_take_largest_army(t: Table) -> bool:
    mine = t.players[t.seat].get("knights", 0) + 1
    holder = t.view.get("largest_army", -1)
    if holder == t.seat:
        return False
    best_other = max((p.get("knights", 0) for i, p in enumerate(t.players) if i != t.seat), default=0)
    return mine >= 3 and mine > best_other


def race_for_longest_road(t: Table) -> bool:
    mine = t.players[t.seat].get("road_length", 0)
    if t.view.get("longest_road", -1) == t.seat:
        return False
    best = max((p.get("road_length", 0) for i, p in enumerate(t.players) if i != t.seat), default=0)
    return mine >= 4 and mine + 2 >= max(best + 1, 5)


def best_road(t: Table, roads: list[Action]) -> tuple[Action, float]:
    """The road that leads towards the best open spot, and that spot's value (0: leads nowhere)."""
    weights = resource_weights(t)
    prod = t.production(t.seat)
    mine = t.road_ends(t.seat)
    open_mask = t.open_spots()
    best, best_v = roads[0], -1.0
    for a in roads:
        x, y = t.topo.EDGE_VERTICES[a[1]]
        far = y if mine >> x & 1 else x
        value = 0.0 if t.building[far] and t.owner[far] != t.seat else best_spot_near(t, far, prod, weights, open_mask)
        if value > best_v or (value == best_v and a[1] < best[1]):
            best, best_v = a, value
    return best, best_v


def robber_choice(t: Table) -> Action:
    hexes = [a for a in t.legal if a[0] == "robber"]
    if not hexes:
        return fallback.choose(t, random.Random(0))
    return max(hexes, key=lambda a: (robber_score(t, a), -a[1]))


def robber_score(t: Table, a: Action) -> float:
    """Pips the robber takes from opponents (leaders weigh more) minus three times one's own."""
    h = a[1]
    value = 0.0
    pip = PIPS.get(t.numbers[h], 0) if h < len(t.numbers) else 0
    for v in t.topo.HEX_VERTICES[h]:
        if t.building[v]:
            mult = 2 if t.building[v] == CITY else 1
            owner = t.owner[v]
            if owner >= t.n:
                continue  # a neutral colour (2-player variant) holds no cards
            if owner == t.seat:
                value -= 3.0 * pip * mult
            else:
                lead = 1.0 + 0.25 * t.public_vp(owner) + (0.3 if t.card_count(owner) else 0.0)
                value += pip * mult * lead
    return value


def steal_choice(t: Table) -> Action:
    steals = [a for a in t.legal if a[0] == "steal"]
    if not steals:
        return fallback.choose(t, random.Random(0))
    return max(steals, key=lambda a: (t.card_count(a[1]) > 0, t.public_vp(a[1]), t.card_count(a[1]), -a[1]))
