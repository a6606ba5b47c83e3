"""Issue #29 item 1: every refused move of every rule set is refused, in a sentence that says what would be legal.

Every rule set x every player count it allows (base 3-4, the 2-player variant, Cities & Knights 3-4, the
5-6 extension over both with the Special Build Phase and with paired players) x a refused move of every
action kind the engine knows. Positions come from seeded random legal play, so the refusals are met
where play meets them: set-up, before and after the roll, a 7's decisions, a Special Build slot
(SIX-SBP-2), Second's phase (SIX-PAIR-2). Each refusal must raise ``IllegalAction`` (nothing else: the
C&K 5-6 road that raised ``IndexError`` on the 19-hex island's labels, item 1), leave the game as it
was, and read as a sentence that names something legal now (an action of the seat, a legal spot, or
whom the game waits for).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import actions as A
from engine import explain as why
from engine.bots import random_action
from engine.errors import IllegalAction
from engine.rules.cities_and_knights.answers import answer_text
from engine.state import GameState
from tests.engine.helpers import english

# name -> (options, seed, actions to play); player counts per rule set: BASE-GEN-1 (3-4), TWO-GEN-1 (2),
# CK-GEN-1 (3-4), SIX-GEN-1 (5-6, SBP by default: SIX-TURN-2; paired players: SIX-PAIR-1).
CK = {"expansion": "cities_and_knights"}
PAIRED = {"six_turn_mode": "paired_players"}
CONFIGS: dict[str, tuple[dict[str, Any], int, int]] = {
    "base3": ({"players": 3}, 1, 500),
    "base4": ({"players": 4}, 2, 500),
    "two2": ({"players": 2}, 3, 500),
    "ck3": ({"players": 3, **CK}, 4, 500),
    "ck4": ({"players": 4, **CK}, 5, 500),
    "six5_sbp": ({"players": 5, "six_sbp_skip": "always_offer"}, 6, 600),
    "six6_sbp": ({"players": 6}, 7, 600),
    "six5_paired": ({"players": 5, **PAIRED}, 8, 600),
    "six6_paired_strict": ({"players": 6, **PAIRED, "combined_trade_build": False}, 9, 600),
    "ck5_sbp": ({"players": 5, **CK, "six_sbp_skip": "always_offer"}, 10, 600),
    "ck6_sbp": ({"players": 6, **CK}, 11, 600),
    "ck5_paired": ({"players": 5, **CK, **PAIRED}, 12, 600),
    "ck6_paired": ({"players": 6, **CK, **PAIRED}, 13, 600),
}
SAMPLE_EVERY = 37  # positions looked at: set-up, turns, decisions, slots, Second's phases
_CARD_IDS = ("alchemist", "smith", "diplomat", "spy", "no_such_card")
# Offers whose terms are wrong (BASE-TRADE-1/2): the legal alternative is the offer put right, in these words.
_TERMS_FIXED = {
    "empty_side": "Example: 1 wool for 1 ore.",
    "like_for_like": "Remove it from one side.",
    "bad_target": "or to everyone.",  # "Offer to one opponent, ..." (the active player), "... offer to them, ..." (another)
}


def _load_all() -> None:
    """Every rule set's action kinds are known in one process (a refusal of a foreign kind is a refusal too)."""
    for options in ({"players": 4, **CK}, {"players": 2}, {"players": 6}):
        engine.new_game(options, 0)


_load_all()
KINDS = sorted(A.KINDS)
_SHAPES = A._SHAPES  # the wire format's argument shapes per kind


def positions(options: dict[str, Any], seed: int, actions: int) -> Iterator[GameState]:
    """Seeded random legal play; every SAMPLE_EVERY-th position, and every position of a 5-6 phase."""
    g = engine.new_game(options, seed)
    rng = random.Random(seed)
    for i in range(actions):
        if g.phase == "over":
            return
        if i % SAMPLE_EVERY == 0 or (_five_six_phase(g) and i % 3 == 0):
            yield g
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))


def _five_six_phase(g: GameState) -> bool:
    """A Special Build slot (SIX-SBP-2) or Second's phase (SIX-PAIR-2 step 4)."""
    return g.phase == "special_build" or (g.six is not None and g.six.second >= 0)


def candidates(g: GameState, seat: int, kind: str, rng: random.Random) -> list[tuple[Any, ...]]:
    """Actions of ``kind`` for ``seat`` that are well-formed but not listed as legal: wrong spots (ids past
    the 19-hex island's on the 30-hex one), wrong seats, cards not held, offers at the wrong time."""
    legal = set(engine.legal_actions(g, seat))
    width = len(g.hands[seat])
    top = g.topo.N_EDGE
    out: list[tuple[Any, ...]] = []
    for _ in range(6):
        args: list[Any] = []
        for code in _SHAPES[kind]:
            if code == "i":
                args.append(rng.choice((rng.randrange(top), top - 1, g.topo.N_VERTEX - 1, rng.randrange(-1, 7))))
            elif code == "c":
                args.append(tuple(rng.randrange(3) for _ in range(width)))
            elif code == "r":
                args.append(tuple(sorted(rng.randrange(5) for _ in range(rng.randrange(1, 3)))))
            else:
                args.append(rng.choice(_CARD_IDS))
        action = (kind, *args)
        if action not in legal and action not in out:
            out.append(action)
        if len(out) >= 2:
            break
    return out


def _labels(g: GameState, action: tuple[Any, ...]) -> str:
    kind = action[0]
    if kind == A.ROAD:
        return g.topo.EDGE_LABELS[action[1]]
    if kind in (A.SETTLEMENT, A.CITY):
        return g.topo.VERTEX_LABELS[action[1]]
    if kind == A.ROBBER:
        return g.topo.HEX_LABELS[action[1]]
    return ""


def assert_refusal_reads_well(g: GameState, seat: int, action: tuple[Any, ...], exc: IllegalAction) -> None:
    """A sentence (capital, full stop, no engine ids) that names something legal now."""
    text = english(exc)
    where = f"{action} by seat {seat} at step {g.step} ({g.phase}): {text!r}"
    assert "[refusals-" not in text and "[resource-" not in text and "[counted-" not in text, where  # in the catalogue
    assert re.match(r"^[A-Z]", text) and text.rstrip().endswith((".", "!", "?")), where
    assert "_" not in text and "None" not in text and "{" not in text and "('" not in text, where
    assert exc.code and " " not in exc.code, where
    if action[0] in (A.OFFER, A.COUNTER) and exc.code in _TERMS_FIXED:
        assert _TERMS_FIXED[exc.code] in text, where
        return
    legal = engine.legal_actions(g, seat)
    if not legal:
        assert "Waiting for" in text or "waiting for" in text, where  # the alternative: wait for them
        return
    if any(n and n in text for n in _named(g, seat, legal)):
        return
    spots = {_labels(g, a) for a in legal if a[0] == action[0]} - {""}
    listed = text.split("Legal: ", 1)[1].rstrip(".").split(", ") if "Legal: " in text else []
    assert spots & {item.split(" and ")[0] for item in listed}, where


_NAMED: dict[tuple[int, str], list[str]] = {}


def _named(g: GameState, seat: int, legal: list[tuple[Any, ...]]) -> list[str]:
    """Each legal action's words in English, once per position and seat: a position is tried with dozens of
    refused moves, and putting every legal action into words (the catalogue) for each took most of the test."""
    # the words depend on the actions, the island's labels and, for a C&K answer, the decision it answers
    decisions = {p.id: p for p in g.ck.pending} if g.ck is not None else {}
    key = (id(g.topo), repr(legal), repr(sorted((i, p.kind, repr(p.data)) for i, p in decisions.items())))
    if key not in _NAMED:
        if len(_NAMED) > 64:
            _NAMED.clear()
        _NAMED[key] = [english(why.summary((a,))) for a in legal] + [english(A.action_text(a, shape=g.topo)) for a in legal]
        _NAMED[key] += [english(answer_text(decisions[a[1]].kind, decisions[a[1]].data, a[2], g.topo))
                        for a in legal if a[0] == "answer" and a[1] in decisions]  # fmt: skip
    return _NAMED[key]


def try_refusal(g: GameState, seat: int, action: tuple[Any, ...]) -> IllegalAction | None:
    """Apply a move that is not listed: it must be refused (for the open-ended offers, on a copy: an
    offer that is in fact acceptable is no refusal)."""
    target = engine.from_json(engine.to_json(g)) if action[0] in (A.OFFER, A.COUNTER) else g
    version, hands = target.version, [list(h) for h in target.hands]
    try:
        engine.apply_action(target, seat, action)
    except IllegalAction as exc:
        assert target.version == version and target.hands == hands, f"{action} changed the game"
        return exc
    assert target is not g, f"{action} by seat {seat} was applied though not listed as legal"
    return None


@pytest.mark.parametrize("name", list(CONFIGS))
def test_item29_1_every_refused_move_of_every_kind_says_what_is_legal(name: str) -> None:
    """Item 1 (BASE-*, TWO-*, CK-*, SIX-SBP-3/4, SIX-PAIR-2, SIX-CK-4/5/9): every kind is refused somewhere in
    the game, with IllegalAction and a sentence naming what would be legal."""
    options, seed, actions = CONFIGS[name]
    rng = random.Random(seed)
    refused: set[str] = set()
    phases: set[str] = set()
    for g in positions(options, seed, actions):
        acting = engine.must_act(g)[0]
        for seat in (acting, (acting + 1) % g.n):
            for kind in KINDS:
                for action in candidates(g, seat, kind, rng):
                    exc = try_refusal(g, seat, action)
                    if exc is not None:
                        assert_refusal_reads_well(g, seat, action, exc)
                        refused.add(kind)
                        phases.add(g.phase)
    assert refused == set(KINDS), sorted(set(KINDS) - refused)
    assert {"setup", "play"} <= phases
    if "players" in options and options["players"] >= 5 and "six_turn_mode" not in options:
        assert "special_build" in phases  # SIX-SBP-2: slots were met


def _game_at(name: str, steps: int, stop: Any = None) -> GameState:
    options, seed, _ = CONFIGS[name]
    g = engine.new_game(options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.phase == "over" or (stop is not None and stop(g)):
            break
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    return g


@pytest.mark.parametrize("name", ["ck5_sbp", "ck6_paired"])
def test_item29_1_CK_five_six_refused_road_and_settlement_name_the_30_hex_spots(name: str) -> None:
    """Item 1 (SIX-CK-2, SIX-GEO-2): a refused C&K road or settlement on the 30-hex island names the legal
    spots by the 30-hex island's labels (it raised IndexError on the 19-hex island's)."""
    g = _game_at(name, 400, stop=lambda g: g.phase == "play" and g.step == "main" and g.turn > 8)
    seat = g.active
    for kind, n in ((A.ROAD, g.topo.N_EDGE), (A.SETTLEMENT, g.topo.N_VERTEX)):
        legal = [a for a in engine.legal_actions(g, seat) if a[0] == kind]
        refused = next(i for i in range(n - 1, -1, -1) if (kind, i) not in legal)
        with pytest.raises(IllegalAction) as info:
            engine.apply_action(g, seat, (kind, refused))
        text = english(info.value)
        if legal:
            assert "Legal: " in text and _labels(g, legal[0]) in text.split("Legal: ")[1]
        else:
            assert "Right now you can: " in text
        assert "can't settlement" not in text and "can't road" not in text


def test_item29_1_CK_five_six_setup_road_refusal_names_the_city_just_placed() -> None:
    """Item 1 with CK-SETUP-2 on the 30-hex island: the second set-up road must touch the city."""
    g = _game_at("ck6_sbp", 200, stop=lambda g: g.step == "setup_road" and g.setup_index >= g.n)
    legal = [a for a in engine.legal_actions(g, g.active) if a[0] == A.ROAD]
    wrong = next(e for e in range(g.topo.N_EDGE - 1, -1, -1) if (A.ROAD, e) not in legal and g.roads[e] < 0)
    with pytest.raises(IllegalAction) as info:
        engine.apply_action(g, g.active, (A.ROAD, wrong))
    assert info.value.code == "illegal_spot"
    assert "city you just placed" in english(info.value) and "Legal: " in english(info.value)


@given(
    name=st.sampled_from(sorted(CONFIGS)),
    steps=st.integers(0, 300),
    kind=st.sampled_from(KINDS),
    choice=st.randoms(use_true_random=False),
)
def test_item29_1_any_unlisted_move_in_any_position_is_refused_in_words(
    name: str, steps: int, kind: str, choice: random.Random
) -> None:
    """Item 1, as a property: any well-formed move not listed as legal, by any seat, anywhere in a random
    game of any rule set, is refused with IllegalAction in a sentence naming what is legal."""
    g = _game_at(name, steps)
    if g.phase == "over":
        return
    seat = choice.randrange(g.n)
    for action in candidates(g, seat, kind, choice):
        exc = try_refusal(g, seat, action)
        if exc is not None:
            assert_refusal_reads_well(g, seat, action, exc)


def test_CK_ROBBER_1_a_discard_from_a_stale_menu_is_refused_in_the_decisions_words() -> None:
    """CK-ROBBER-1, CK-AMB-30: a 7's discard is answered a card at a time, so a menu of the kinds held goes stale
    with each card. A kind no longer held is refused in the words the menu used ("Discard 1 ore"), with the kinds
    still open, never as the engine's "answer #3: 2"; so is an answer to a decision settled meanwhile."""
    from engine.rules.cities_and_knights.constants import CARD_NAMES

    for seed in range(40):
        g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            owed = [p for p in g.ck.pending if p.kind == "discard" and p.data["count"] >= 2]
            single = [(p, c) for p in owed for c, n in enumerate(g.hands[p.seat]) if n == 1]
            if single:
                p, card = single[0]
                engine.apply_action(g, p.seat, ("answer", p.id, card))
                exc = try_refusal(g, p.seat, ("answer", p.id, card))
                assert exc is not None and exc.code == "answer_not_open"
                text = english(exc)
                held = [CARD_NAMES[c] for c, n in enumerate(g.hands[p.seat]) if n]
                assert text.startswith("That choice is not open now. You could: Discard 1 "), text
                assert all(f"Discard 1 {name}" in text for name in held[:5]) and f"Discard 1 {CARD_NAMES[card]};" not in text
                assert "answer #" not in text
                gone = try_refusal(g, p.seat, ("answer", p.id + 1000, card))
                assert gone is not None and english(gone).startswith("That choice is not open now."), english(gone)
                assert_refusal_reads_well(g, p.seat, ("answer", p.id, card), exc)
                return
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
    raise AssertionError("no discard of two cards or more with a kind held once in 40 games")
