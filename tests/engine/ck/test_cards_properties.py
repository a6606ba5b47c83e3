"""Hypothesis over progress-card plays in random positions (``engine.testing.cities_and_knights``).

For random pieces, knights, hands, levels and progress hands: every play ``legal_actions`` lists is
accepted and, with the decisions it opens answered at random, leaves a consistent state (cards and
pieces conserved, VP and Longest Road equal to a recount); any other play of a held card is refused
with ``IllegalAction`` and leaves the state byte-identical (issue 9 item 6: one source of truth).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import topology as topo
from engine.rules.cities_and_knights.cards import CARDS, DECK_CONTENTS, VP_CARDS
from engine.testing.cities_and_knights import ck_position
from tests.engine.ck.invariants import check_ck_invariants

PLAYABLE = sorted(c for c in DECK_CONTENTS if c not in VP_CARDS)
STRENGTHS = ("basic", "strong", "mighty")


def random_position(rng: random.Random) -> engine.GameState:
    taken: set[int] = set()
    settlements: dict[int, list[int]] = {}
    cities: dict[int, list[int]] = {}
    roads: dict[int, list[int]] = {}
    knights: dict[int, dict[int, str]] = {}
    used_edges: set[int] = set()
    for seat in range(4):
        homes = rng.sample([v for v in range(topo.N_VERTEX) if v not in taken], rng.randint(1, 4))
        taken.update(homes)
        cut = rng.randint(0, len(homes))
        settlements[seat], cities[seat] = homes[:cut], homes[cut:]
        mine: list[int] = []
        ends = list(homes)
        for _ in range(rng.randint(1, 8)):
            at = rng.choice(ends)
            free = [e for e in topo.VERTEX_EDGES[at] if e not in used_edges]
            if free:
                e = rng.choice(free)
                used_edges.add(e)
                mine.append(e)
                ends.extend(topo.EDGE_VERTICES[e])
        roads[seat] = mine
        spots = [v for e in mine for v in topo.EDGE_VERTICES[e] if v not in taken]
        placed: dict[int, str] = {}
        per_strength = {s: 0 for s in STRENGTHS}
        for v in rng.sample(sorted(set(spots)), min(len(set(spots)), rng.randint(0, 3))):
            strength = rng.choice([s for s in STRENGTHS if per_strength[s] < 2])
            per_strength[strength] += 1
            placed[v] = f"{strength} {rng.choice(['active', 'inactive'])}"
            taken.add(v)
        knights[seat] = placed
    hands = {seat: [rng.randint(0, 3) for _ in range(8)] for seat in range(4)}
    pool = [c for c in PLAYABLE for _ in range(DECK_CONTENTS[c][1])]
    rng.shuffle(pool)
    progress = {0: pool[:4]}
    for seat in (1, 2, 3):
        k = rng.randint(0, 2)
        progress[seat], pool = pool[4 : 4 + k], pool[:4] + pool[4 + k :]
    levels = {seat: {t: rng.randint(0, 3) for t in ("trade", "politics", "science")} for seat in range(4)}
    return ck_position(
        settlements=settlements, cities=cities, roads=roads, knights=knights, hands=hands, progress=progress,
        levels=levels, attacks=rng.randint(0, 1), robber=rng.randrange(19), step="main", seed=rng.randrange(1000),
    )  # fmt: skip


def settle_at_random(g: engine.GameState, rng: random.Random) -> None:
    """Answer whatever the play opened (decisions, free roads) with random legal choices."""
    for _ in range(50):
        if not g.ck.pending and g.step == "main":
            return
        seat = rng.choice(engine.must_act(g))
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        check_ck_invariants(g)
    raise AssertionError("a card play did not settle")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_listed_card_play_applies_and_keeps_the_state_consistent(seed: int) -> None:
    rng = random.Random(seed)
    g = random_position(rng)
    check_ck_invariants(g)
    text = engine.to_json(g)
    plays = [a for a in engine.legal_actions(g, 0) if a[0] in CARDS]
    for action in plays:
        copy = engine.from_json(text)
        engine.apply_action(copy, 0, engine.action_from_json(engine.action_to_json(action)))
        check_ck_invariants(copy)
        settle_at_random(copy, rng)
        card = action[0]
        taken_back = card == "spy"  # "You may even steal another Spy"
        assert copy.ck.progress[0].count(card) <= g.ck.progress[0].count(card) - 1 + taken_back
        assert copy.ck.decks[DECK_CONTENTS[action[0]][0]][0] == action[0]  # under its deck
        again = engine.from_json(engine.to_json(copy))
        assert engine.legal_actions(again, copy.active) == engine.legal_actions(copy, copy.active)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_unlisted_card_plays_are_refused_and_change_nothing(seed: int) -> None:
    rng = random.Random(seed)
    g = random_position(rng)
    legal = set(engine.legal_actions(g, 0))
    text = engine.to_json(g)
    for card in {*g.ck.progress[0], *rng.sample(PLAYABLE, 3)}:
        shape = CARDS[card].shape
        for _ in range(6):
            action = (card, *(rng.randrange(-1, 73) for _ in shape))
            seat = rng.choice([0, 0, 1])
            if seat == 0 and action in legal:
                continue
            try:
                engine.apply_action(g, seat, action)
            except engine.IllegalAction:
                assert engine.to_json(g) == text
            else:
                raise AssertionError(f"accepted {action} from seat {seat}")
