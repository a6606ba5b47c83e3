"""engine.testing.cities_and_knights: C&K positions from plain data and the forced three-dice roll."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.rng import Rng
from engine.rules.cities_and_knights import turn
from engine.rules.cities_and_knights.constants import ACTED, POLITICS, SCIENCE, TRADE
from engine.testing import force_roll, roll, vertex
from engine.testing.cities_and_knights import ck_position, event_name, force_event, roll_draw


def test_ck_position_builds_the_record_and_derived_data() -> None:
    g = ck_position(
        cities={0: ["12"]}, settlements={1: ["30"]}, roads={0: ["12-13"], 1: ["30-31"]},
        hands={0: {"ore": 2, "paper": 1}}, levels={0: {"politics": 3, "science": 1}},
        knights={0: {"13": "strong active acted"}, 1: {"31": "basic"}}, walls=["12"], metropolis={"science": "12"},
        progress={0: ["bishop", "spy"]}, vp_cards={1: ["printer"]}, defenders={1: 1},
        barbarian=5, attacks=1, merchant=("J", 0), step="main",
    )  # fmt: skip
    ck = g.ck
    assert ck.levels[0] == [0, 3, 1] and ck.levels[0][POLITICS] == 3 and ck.levels[0][SCIENCE] == 1
    v13 = vertex("13")
    assert (ck.k_owner[v13], ck.k_strength[v13], ck.k_active[v13], ck.k_flags[v13]) == (0, 2, 1, ACTED)
    assert ck.knight_mask[0] == 1 << v13 and ck.knight_all == (1 << v13) | (1 << vertex("31"))
    assert ck.walls == 1 << vertex("12") and ck.metropolis == [-1, -1, vertex("12")]
    assert g.bank[2] == 17 and g.bank[7] == 11 and ck.robber_active and ck.barbarian == 5
    assert [len(d) for d in ck.decks] == [18, 16, 17]  # bishop and spy in a hand, printer laid out
    assert g.victory_points(0) == 2 + 2 + 1 and g.victory_points(1) == 1 + 1 + 1
    again = engine.from_json(engine.to_json(g))
    assert engine.to_json(again) == engine.to_json(g) and again.ck.knight_all == ck.knight_all


def test_ck_position_decks_top_cards_and_empty_decks() -> None:
    g = ck_position(decks={"trade": ["merchant", "merchant_fleet"]}, empty_decks=["science"])
    assert g.ck.decks[TRADE][-2:] == ["merchant_fleet", "merchant"] and len(g.ck.decks[TRADE]) == 18
    assert g.ck.decks[SCIENCE] == []


def test_ck_position_refuses_impossible_data() -> None:
    with pytest.raises(ValueError, match="never in a hand"):
        ck_position(progress={0: ["printer"]})
    with pytest.raises(ValueError, match="under a city"):
        ck_position(settlements={0: ["12"]}, walls=["12"])
    with pytest.raises(ValueError, match="not free"):
        ck_position(settlements={0: ["12"]}, knights={0: {"12": "basic"}})
    with pytest.raises(ValueError, match="basic, strong or mighty"):
        ck_position(knights={0: {"12": "active"}})
    with pytest.raises(ValueError, match="more spy"):
        ck_position(progress={0: ["spy", "spy"], 1: ["spy", "spy"]})


def test_ck_roll_draw_matches_the_engine_roll() -> None:
    for counter in range(100):
        g = ck_position()
        g.rng = Rng(5, counter)
        expected = roll_draw(Rng(5, counter))
        turn.roll(g, 0)
        assert (g.dice[0], g.dice[1], event_name(g.ck.event)) == expected


@pytest.mark.parametrize("event", ["ship", "trade", "politics", "science"])
def test_force_roll_three_dice(event: str) -> None:
    g = ck_position(settlements={0: ["12"]})
    events = roll(g, (5, 2, event))
    rolled = events[0]
    assert rolled["dice"] == [5, 2] and event_name(rolled["event"]) == event


def test_force_roll_total_and_event_alone() -> None:
    g = ck_position()
    force_roll(g, 9)
    engine.apply_action(g, 0, ("roll",))
    assert sum(g.dice) == 9
    g = ck_position(progress={0: ["alchemist"]})
    force_event(g, "politics")
    engine.apply_action(g, 0, ("alchemist", 6, 6))
    assert event_name(g.ck.event) == "politics"


def test_plain_position_with_the_ck_option_knows_commodity_names() -> None:
    # in a fresh interpreter, where nothing has imported engine.testing.cities_and_knights yet
    code = (
        "from engine.testing import position\n"
        "g = position(options={'expansion': 'cities_and_knights'}, hands={0: {'paper': 2, 'cloth': 1}})\n"
        "assert g.hands[0] == [0, 0, 0, 0, 0, 1, 0, 2] and g.bank[7] == 10 and g.ck is not None\n"
    )
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
