"""Random players play progress cards: every playable card comes up, games still reach a winner, and the
card invariants hold after every action (CK-PROG-1: 18 cards per deck, nothing created or lost; every
open decision has an answer)."""

from __future__ import annotations

import random
from collections import Counter

import engine
from engine.rules.cities_and_knights.cards import CARDS, DECK_CONTENTS
from engine.rules.cities_and_knights.constants import CARDS_PER_COMMODITY, N_CARDS
from engine.rules.cities_and_knights.decisions import PENDING_KINDS

GAMES = 8
NAMES = ["Ann", "Bob", "Cid", "Dee"]
ACTION_CAP = 60_000


def _check(g: engine.GameState) -> None:
    ck = g.ck
    for t in range(3):
        held = sum(1 for cards in (*ck.progress, *ck.vp_cards) for c in cards if DECK_CONTENTS[c][0] == t)
        assert len(ck.decks[t]) + held == 18
    for c in range(N_CARDS):
        assert g.bank[c] + sum(h[c] for h in g.hands) == (19 if c < 5 else CARDS_PER_COMMODITY)
        assert g.bank[c] >= 0 and all(h[c] >= 0 for h in g.hands)
    for p in ck.pending:
        assert PENDING_KINDS[p.kind].options(g, p), p  # nobody is stalled by a decision without an answer


def test_random_players_play_every_card_and_games_end() -> None:
    played: Counter[str] = Counter()
    for i in range(GAMES):
        seed = 7919 * i + 3
        g = engine.new_game({"expansion": "cities_and_knights", "players": 3 + i % 2}, seed)
        rng = random.Random(seed)
        actions = 0
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            action = rng.choice(engine.legal_actions(g, seat))
            if action[0] in CARDS:  # every play can be put in words, with or without player names
                assert engine.describe_action(action, shape=g.topo) and engine.describe_action(action, NAMES[: g.n], shape=g.topo)
            events = engine.apply_action(g, seat, action)
            played.update(e["card"] for e in events if e["type"] == "progress_played")
            _check(g)
            actions += 1
            assert actions < ACTION_CAP, f"seed {seed}: no winner"
        assert g.victory_points(g.winner) >= 13
    assert set(played) == set(CARDS), sorted(set(CARDS) - set(played))
