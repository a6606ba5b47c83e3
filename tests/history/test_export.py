from __future__ import annotations

import pytest

from history.export import FORMAT, NotAPublicLog, dumps, loads, public_log, to_text
from tests.history.helpers import play_log


@pytest.mark.parametrize("options", [{"players": 4}, {"players": 3, "expansion": "cities_and_knights"}, {"players": 2}])
def test_public_log_round_trip(options: dict) -> None:
    log = play_log(options, limit=400)
    players = options["players"]
    names = ["Ann", "Bo *bold*", "Cy", "Di"][:players]
    data = public_log(5, options, players, names, log, status="active", started_at=1000.0)
    again = loads(dumps(data))
    assert again == data
    assert to_text(again) == to_text(data)
    assert [m["seq"] for m in again["moves"]] == list(range(1, len(log) + 1))
    assert again["moves"][3]["events"] == log[3].events
    assert "seed" not in dumps(data)


def test_public_log_text_has_one_line_per_described_event() -> None:
    log = play_log({"players": 4}, limit=200)
    text = to_text(public_log(5, {"players": 4}, 4, ["Ann", "Bo", "Cy", "Di"], log))
    rolls = sum(1 for row in log for e in row.events or [] if e["type"] == "rolled")
    assert text.count(" rolled ") == rolls
    assert text.startswith("Catan game #5 (base)")


def test_public_log_rejects_other_files() -> None:
    with pytest.raises(NotAPublicLog):
        loads('{"format": "catanbot-game-export", "format_version": 1}')
    with pytest.raises(NotAPublicLog):
        loads("not json")
    data = public_log(1, {"players": 4}, 4, [], [])
    assert data["format"] == FORMAT and data["players"][0]["name"] == "Player 1"


def test_replay_of_a_beginner_board_at_turn_zero_is_the_start() -> None:
    import engine
    from history.replay import state_at_turn_steps
    from service.store.recovery import run

    options = {"players": 3, "board": "beginner"}
    log = play_log(options, limit=60)
    state, shown = run(state_at_turn_steps(options, 7, log, 0))
    assert shown == 0 and engine.to_json(state) == engine.to_json(engine.new_game(options, 7))
