"""Issue #2 item 5: deterministic, JSON round trip, replay byte for byte, schema version."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.serialize import SCHEMA_VERSION


def _played(seed: int, n: int = 300) -> tuple[engine.GameState, list[tuple[int, list]]]:
    g = engine.new_game({"players": 4}, seed)
    rng = random.Random(seed)
    log = []
    for _ in range(n):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        action = rng.choice(engine.legal_actions(g, seat))
        log.append((seat, engine.action_to_json(action)))
        engine.apply_action(g, seat, action)
    return g, log


@pytest.mark.parametrize("seed", [1, 2, 3, 2**63 - 1])
def test_json_round_trip_is_exact(seed: int) -> None:
    g, _ = _played(seed)
    text = engine.to_json(g)
    again = engine.from_json(text)
    assert engine.to_json(again) == text
    for seat in range(4):
        assert engine.legal_actions(again, seat) == engine.legal_actions(g, seat)
    assert engine.view(again, None) == engine.view(g, None)


def test_replay_from_log_reproduces_state_byte_for_byte() -> None:
    g, log = _played(77, 500)
    # the log went through JSON, like the database stores it
    log = json.loads(json.dumps(log))
    again = engine.replay(g.options, 77, [(seat, engine.action_from_json(a)) for seat, a in log])
    assert engine.to_json(again) == engine.to_json(g)


def test_same_seed_same_game_different_seed_different_game() -> None:
    a, _ = _played(5)
    b, _ = _played(5)
    c, _ = _played(6)
    assert engine.to_json(a) == engine.to_json(b) != engine.to_json(c)


def test_loaded_game_continues_identically() -> None:
    g, _ = _played(9, 200)
    h = engine.from_json(engine.to_json(g))
    rng1, rng2 = random.Random(1), random.Random(1)
    for _ in range(200):
        if g.phase == "over":
            break
        s1, s2 = engine.must_act(g)[0], engine.must_act(h)[0]
        a1 = rng1.choice(engine.legal_actions(g, s1))
        a2 = rng2.choice(engine.legal_actions(h, s2))
        assert (s1, a1) == (s2, a2)
        assert engine.apply_action(g, s1, a1) == engine.apply_action(h, s2, a2)
    assert engine.to_json(g) == engine.to_json(h)


def test_schema_version_is_written_and_checked() -> None:
    g, _ = _played(3, 10)
    data = json.loads(engine.to_json(g))
    assert data["schema"] == SCHEMA_VERSION
    data["schema"] = SCHEMA_VERSION + 1
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda d: d.pop("hands"),
        lambda d: d.__setitem__("board", {"terrain": [0] * 19, "numbers": [0] * 19, "harbors": [0] * 9}),
        lambda d: d.__setitem__("options", {"players": 9}),
    ],
)
def test_corrupt_saves_raise_invalid_state(corrupt) -> None:
    g, _ = _played(3, 10)
    data = json.loads(engine.to_json(g))
    corrupt(data)
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)


def test_not_json_raises_invalid_state() -> None:
    with pytest.raises(engine.InvalidState):
        engine.from_json("{nope")
    with pytest.raises(engine.InvalidState):
        engine.from_json("[]")


def test_actions_and_events_are_plain_json() -> None:
    g, log = _played(4, 300)
    json.dumps(log)
    json.dumps(engine.view(g, 0))
    seat = engine.must_act(g)[0]
    ev = engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    json.dumps(ev)


def test_malformed_actions_are_refused_cleanly() -> None:
    g, _ = _played(4, 30)
    before = engine.to_json(g)
    for bad in (
        ["fly"],
        [],
        "road",
        ["road"],
        ["road", "x"],
        ["discard", [1, 2]],
        ["road", True],
        None,
        ["offer", [1, 0, 0, 0, 0], [0, -1, 0, 0, 0], -1],
    ):
        with pytest.raises(engine.IllegalAction) as exc:
            engine.apply_action(g, 0, bad)
        assert exc.value.code == "malformed"
    assert engine.to_json(g) == before


def test_mid_game_state_is_small() -> None:
    g, _ = _played(12, 600)
    assert len(engine.to_json(g)) < 6000


def test_options_from_dict_shares_equal_options_but_not_across_types() -> None:
    """Options read from equal dicts are one immutable object; True and 1 (equal in Python) are not
    confused: a wrong type is refused even after the right one was read."""
    from engine.errors import InvalidOptions
    from engine.options import Options

    a = Options.from_dict({"players": 3, "combined_trade_build": False})
    assert Options.from_dict({"combined_trade_build": False, "players": 3}) is a
    with pytest.raises(InvalidOptions):
        Options.from_dict({"players": 3, "combined_trade_build": 0})
    with pytest.raises(InvalidOptions):
        Options.from_dict({"players": [3]})  # unhashable: validated, not cached
