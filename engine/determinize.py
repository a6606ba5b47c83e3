"""A full game state consistent with one seat's view: the hidden parts sampled (for search players).

``determinize(view, rng)`` builds a ``GameState`` that shows exactly ``view`` to its seat: the public
record is copied from the view, and what the seat cannot see is drawn from what it has not seen:

* opponents' resource hands: each opponent's count is public, and so is the total of each resource
  outside the bank and the seat's hand (19 minus both; the rule set's ``hand_cards`` total: 24 with 5-6
  players), so the hands are dealt from that pool;
* opponents' development cards and the deck: the 25 cards (the rule set's ``dev_deck``: 34 with 5-6
  players) minus the seat's own, the Knights played
  (public) and revealed VP cards; Progress cards played earlier are not in a view, so when the pool
  holds more cards than are hidden, the hidden ones are a uniform sample of it;
* the RNG (dice, future steals and draws) gets a fresh seed from ``rng``.

Bookkeeping the view does not show is inferred: whether the turn's Development card was played
(from the seat's own legal actions) and where a robber move resumes (after the roll, or before it).
Undecided discards of other players are left undecided; opponents' cards bought this turn are treated
as old. In set-up the snake order is inferred from the pieces on the board (one road per placement
done) and whose placement it is. Each rule set adds its own part through its hooks
(``determinize_check``: positions it does not rebuild; ``determinize_record``: its record, e.g. the
2-player variant's public record read back, Cities & Knights' progress cards sampled;
``hand_cards``: the card kinds and totals dealt).
"""

from __future__ import annotations

import random
from typing import Any

from engine import rulesets
from engine.constants import DEV_CARDS, KNIGHT, ROAD_BUILDING, VICTORY_POINT
from engine.options import Options
from engine.plugins import topology_of_view
from engine.rules.devcards import can_play_road_building
from engine.serialize import SCHEMA_VERSION, from_dict
from engine.state import MAIN, PHASE_SETUP, PRE_ROLL, SETUP_ROAD, GameState

_PLAYABLE_SIGNS = {"knight": KNIGHT, "monopoly": 3, "year_of_plenty": 2}


def determinize(view: dict[str, Any], rng: random.Random) -> GameState:
    """A state consistent with ``view`` (a ``player_view``), hidden cards drawn with ``rng``."""
    state = from_dict(record_from_view(view, rng))
    seat = view["you"]["seat"]
    if (
        seat == state.active
        and not state.dev_played
        and state.step in (PRE_ROLL, MAIN)
        and state.dev[seat][ROAD_BUILDING] > state.dev_new[ROAD_BUILDING]
        and not any(a[0] == "road_building" for a in view["you"].get("legal_actions", ()))
        and can_play_road_building(state, seat)
    ):
        # Road Building could be played but is not offered: this turn's card was played already.
        state.dev_played = True
        state.touch()
    return state


def record_from_view(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The serialised record (``engine.serialize`` format) of a state consistent with ``view``."""
    if view.get("viewer") is None or "you" not in view:
        raise ValueError("determinize needs a seat's view (engine.player_view), not the public view")
    rules = rulesets.for_options(Options.from_dict(view["options"]))
    for check in rules.determinize_check:  # positions a rule set does not rebuild raise ValueError
        check(view)
    you = view["you"]
    seat = you["seat"]
    players = view["players"]
    n = len(players)
    names, totals = rules.hand_cards(view)
    own_hand = [you["hand"][r] for r in names]
    own_dev = [you["dev_cards"][c] for c in DEV_CARDS]
    hands = _deal_resources(view, seat, own_hand, totals, rng)
    dev, deck = _deal_development(view, seat, own_dev, rules.dev_deck(view), rng)
    step = view["step"]
    rolled = step != PRE_ROLL and view["phase"] != PHASE_SETUP
    resume = MAIN if rolled else PRE_ROLL
    pending = view.get("pending", [])
    discard_owed = [0] * n
    free_roads = 0
    for d in pending:
        if d["kind"] == "discard":
            discard_owed[d["seat"]] = d.get("count", 0)
        elif d["kind"] == "road_building":
            free_roads = d.get("count", 0)
    if you.get("discard_owed"):
        discard_owed[seat] = you["discard_owed"]
    discard_choice: list[Any] = [None] * n
    if you.get("discard_choice"):
        discard_choice[seat] = list(you["discard_choice"])
    dev_new = [0] * 5
    if seat == view["active"] and you.get("dev_cards_new"):
        dev_new = [you["dev_cards_new"][c] for c in DEV_CARDS]
    board = {k: v for k, v in view["board"].items() if k != "robber"}
    offers = [
        [o["id"], o["seat"], list(o["to"]), list(o["give"]), list(o["get"]),
         [o["responses"].get(str(s)) for s in o["to"]], o.get("parent", -1)]
        for o in view.get("offers", [])
    ]  # fmt: skip
    first, setup_index, last_settlement = 0, 2 * n, -1
    if view["phase"] == PHASE_SETUP:
        first, setup_index, last_settlement = _setup_progress(view)
    out = {
        "schema": SCHEMA_VERSION,
        "options": {k: v for k, v in view["options"].items()},
        "board": board,
        "rng": [rng.getrandbits(64), 0],
        "colours": [p["colour"] for p in players],
        "phase": view["phase"],
        "step": step,
        "turn": view["turn"],
        "active": view["active"],
        "first": first,
        "setup_index": setup_index,
        "last_settlement": last_settlement,
        "robber": view["board"]["robber"],
        "bank": list(view["bank"]),
        "hands": hands,
        "dev": dev,
        "dev_new": dev_new,
        "deck": deck,
        "knights": [p["knights"] for p in players],
        "vp_revealed": [p["vp_cards_revealed"] for p in players],
        "dev_played": _dev_played(view, seat, own_dev, dev_new),
        "rolled": rolled,
        "trade_closed": step == MAIN and not you.get("can_propose_trade") and any(own_hand) and seat == view["active"],
        "lr_holder": view["longest_road"],
        "la_holder": view["largest_army"],
        "discard_owed": discard_owed,
        "resume_step": resume,
        "free_roads": free_roads,
        "next_offer_id": max((o[0] for o in offers), default=0) + 1,
        "offers_made": list(view.get("offers_made") or [0] * len(hands)),
        "winner": view["winner"],
        "buildings": [list(b) for b in view["buildings"]],
        "roads": [list(r) for r in view["roads"]],
        "dice": list(view["dice"]) if view.get("dice") else None,
        "discard_choice": discard_choice,
        "offers": offers,
    }
    for rule_set in rulesets.RECORDED:  # records the schema writes as null in every game ("ck")
        if rule_set.record_null:
            out[rule_set.record] = None
    for record in rules.determinize_record:  # the rule sets' records and what they change of the base's
        record(view, out, rng)
    return out


def _setup_progress(view: dict[str, Any]) -> tuple[int, int, int]:
    """(first seat, placements done, the settlement awaiting its road) of a set-up position.

    Every finished placement left one road, so the roads count the placements done; the snake order
    (BASE-SETUP-10) then names the first seat from the seat placing now. The settlement awaiting its
    road is the active seat's one that none of its roads touches.
    """
    n = len(view["players"])
    active = view["active"]
    done = len(view["roads"])
    first = (active - done) % n if done < n else (active - (2 * n - 1 - done)) % n
    last = -1
    if view["step"] == SETUP_ROAD:
        touched = 0
        shape = topology_of_view(view)
        for e, p in view["roads"]:
            if p == active:
                touched |= shape.EDGE_VERTEX_MASK[e]
        last = next((v for v, p, _k in view["buildings"] if p == active and not touched >> v & 1), -1)
    return first, done, last


def _deal_resources(
    view: dict[str, Any], seat: int, own: list[int], totals: tuple[int, ...], rng: random.Random
) -> list[list[int]]:
    players = view["players"]
    pool: list[int] = []
    for r, total in enumerate(totals):
        pool.extend([r] * max(0, total - view["bank"][r] - own[r]))
    rng.shuffle(pool)
    # An accepted offer shows that the acceptor holds what it would give: deal those cards first.
    known = [[0] * len(totals) for _ in players]
    for o in view.get("offers", ()):
        if o["seat"] == seat:
            for s, answer in o["responses"].items():
                if answer == "accepted" and int(s) != seat:
                    row = known[int(s)]
                    for r, c in enumerate(o["get"]):
                        row[r] = max(row[r], c)
    hands: list[list[int]] = []
    for p, info in enumerate(players):
        if p == seat:
            hands.append(list(own))
            continue
        hand = [0] * len(totals)
        for r, c in enumerate(known[p]):
            for _ in range(min(c, pool.count(r), info["resource_count"] - sum(hand))):
                pool.remove(r)
                hand[r] += 1
        for _ in range(info["resource_count"] - sum(hand)):
            # An unlimited bank (a testing option) breaks the 19-card count: draw any resource then.
            hand[pool.pop() if pool else rng.randrange(5)] += 1
        hands.append(hand)
    return hands


def _deal_development(
    view: dict[str, Any], seat: int, own: list[int], counts: tuple[int, ...], rng: random.Random
) -> tuple[list[list[int]], list[int]]:
    players = view["players"]
    unseen = list(counts)
    for c in range(5):
        unseen[c] -= own[c]
    unseen[KNIGHT] -= sum(p["knights"] for p in players)
    for p, info in enumerate(players):
        if p != seat:
            unseen[VICTORY_POINT] -= info["vp_cards_revealed"]
    pool = [c for c in range(5) for _ in range(max(0, unseen[c]))]
    rng.shuffle(pool)
    hidden_counts = [
        0 if p == seat else max(0, info["dev_card_count"] - info["vp_cards_revealed"]) for p, info in enumerate(players)
    ]
    needed = sum(hidden_counts) + view["dev_deck"]
    while len(pool) < needed:
        pool.append(KNIGHT)  # only if the view is inconsistent with the rule set's deck
    dev: list[list[int]] = []
    for p, info in enumerate(players):
        if p == seat:
            dev.append(list(own))
            continue
        cards = [0] * 5
        cards[VICTORY_POINT] = info["vp_cards_revealed"]
        for _ in range(hidden_counts[p]):
            cards[pool.pop()] += 1
        dev.append(cards)
    deck = [pool.pop() for _ in range(view["dev_deck"])]
    return dev, deck


def _dev_played(view: dict[str, Any], seat: int, own: list[int], new: list[int]) -> bool:
    """Whether the active seat already played its Development card this turn (inferred, see above)."""
    if seat != view["active"] or view["step"] not in (PRE_ROLL, MAIN):
        return False
    kinds = {a[0] for a in view["you"].get("legal_actions", ())}
    return any(own[card] - new[card] > 0 and kind not in kinds for kind, card in _PLAYABLE_SIGNS.items())
