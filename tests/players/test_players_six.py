"""Built-in players in 5-6 player games (issue #19 item 5): the 30-hex island's topology comes from the
view, the Special Build Phase slot (SIX-SBP-2/3) and paired players' Second's phase (SIX-PAIR-2) are
played, with the base game and with Cities & Knights (SIX-CK-4).

Every decision is made from the deciding seat's own view, is legal there (or an offer the engine
accepts), and takes under a second of wall time (``hard`` gets a small iteration cap and a deadline).
"""

from __future__ import annotations

import random
import time

import pytest

import engine
from players import decide, wants_to_act
from players.table import Table

STRENGTH_OF_SEAT = ("easy", "normal", "hard")
HARD_ITERATIONS = 24
HARD_DEADLINE = 0.2  # seconds of wall time (perf_counter) per hard decision
DECISION_LIMIT = 1.0  # seconds of this process's CPU per decision


def _play(options: dict, seed: int, limit: int = 3000) -> tuple[engine.GameState, dict[str, int]]:
    g = engine.new_game(options, seed)
    phases: dict[str, int] = {}
    for step in range(limit):
        if g.phase == "over":
            return g, phases
        views = {seat: engine.player_view(g, seat) for seat in range(g.n)}
        seat = next(s for s in range(g.n) if wants_to_act(views[s]))
        view = views[seat]
        strength = STRENGTH_OF_SEAT[seat % len(STRENGTH_OF_SEAT)]
        start = time.perf_counter()
        cpu_start = time.process_time()
        action = decide(
            view,
            random.Random(seed * 100_003 + step),
            strength=strength,
            iterations=HARD_ITERATIONS,
            deadline=start + HARD_DEADLINE,
            clock=time.perf_counter,
        )
        # CPU time, not wall time: on a busy machine a decision may wait for a core well past its deadline.
        spent = time.process_time() - cpu_start
        assert spent < DECISION_LIMIT, (strength, view["phase"], spent)
        if action[0] not in ("offer", "counter"):
            assert action in Table(view).legal, (strength, view["phase"], action)
        phases[view["phase"]] = phases.get(view["phase"], 0) + 1
        engine.apply_action(g, seat, action)  # raises on anything illegal
    raise AssertionError(f"no winner after {limit} decisions")


@pytest.mark.parametrize(
    ("options", "seeds", "own_phase"),
    [
        ({"players": 6}, (1,), "special_build"),
        ({"players": 6, "six_turn_mode": "paired_players", "six_paired_second_can_win": False}, (3,), "second_phase"),
        ({"players": 5, "expansion": "cities_and_knights"}, (4,), "special_build"),
    ],
    ids=["SIX-SBP-2_6p_base", "SIX-PAIR-2_6p_paired", "SIX-CK-4_5p_ck_sbp"],
)
def test_six_player_games_reach_a_winner(options: dict, seeds: tuple[int, ...], own_phase: str) -> None:
    """SIX-SBP-2 / SIX-PAIR-2 / SIX-CK-4: easy, normal and hard play 5-6 player games to a winner."""
    for seed in seeds:
        g, phases = _play(options, seed)
        assert g.phase == "over" and 0 <= g.winner < g.n
        assert phases.get(own_phase, 0) > 0  # the phase of 5-6 players was played, not skipped


def _set_hand(g: engine.GameState, seat: int, cards: list[int]) -> None:
    g.hands[seat] = cards + [0] * (len(g.hands[seat]) - len(cards))
    g.touch()  # cached legal actions are stale after a hand changes


def _sbp_slot(seed: int) -> engine.GameState:
    """A 6-player game at a Special Build Phase slot (SIX-SBP-2), reached with normal players."""
    g = engine.new_game({"players": 6, "six_sbp_skip": "always_offer"}, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if g.phase == "special_build":
            return g
        seat = next(s for s in range(g.n) if wants_to_act(engine.player_view(g, s)))
        engine.apply_action(g, seat, decide(engine.player_view(g, seat), rng, strength="normal"))
    raise AssertionError("no Special Build Phase slot reached")


@pytest.mark.parametrize("strength", STRENGTH_OF_SEAT)
def test_sbp_slot_builds_a_city_when_it_can_and_passes_with_an_empty_hand(strength: str) -> None:
    """SIX-SBP-3: in its slot a bot holding a city's cost (and a settlement to upgrade) builds the city;
    with no cards it passes (SIX-SBP-2)."""
    g = _sbp_slot(5)
    seat = g.active
    _set_hand(g, seat, [0, 0, 3, 2, 0])  # brick, lumber, ore, grain, wool: a city
    view = engine.player_view(g, seat)
    assert any(a[0] == "city" for a in Table(view).legal)
    action = decide(view, random.Random(0), strength=strength, iterations=HARD_ITERATIONS)
    assert action[0] == "city"
    _set_hand(g, seat, [])
    view = engine.player_view(g, seat)
    assert decide(view, random.Random(0), strength=strength, iterations=HARD_ITERATIONS) == ("sbp_pass",)


def test_SIX_CK_4_a_ck_player_asks_for_a_slot_to_activate_a_knight_or_build_a_wall() -> None:
    """SIX-SBP-9 on request, SIX-CK-4: with Cities & Knights a built-in player asks for a slot when one grain
    activates its inactive knight, or two brick build a wall; with neither it does not ask."""
    from engine.testing.cities_and_knights import ck_position
    from players.rules.five_six import ask_for_slot

    def view(hand: dict[str, int], knights: dict) -> dict:  # type: ignore[type-arg]
        g = ck_position(5, options={"board": "variable", "six_sbp_skip": "on_request"}, step="main", active=0,
                        cities={1: ["35"]}, knights=knights, hands={1: hand})  # fmt: skip
        return engine.player_view(g, 1)

    assert ask_for_slot(view({"grain": 1}, {1: {"36": "basic"}})) == ("sbp_request",)
    assert ask_for_slot(view({"grain": 1}, {1: {"36": "basic active"}})) is None  # nothing to activate
    assert ask_for_slot(view({"brick": 2}, {})) == ("sbp_request",)
    assert ask_for_slot(view({"brick": 1, "grain": 1}, {})) is None
