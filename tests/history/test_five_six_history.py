"""History of 5-6 player games (issue #19 item 6; five_six.md): statistics, replay, export and ratings."""

from __future__ import annotations

import pytest

import engine
from history.export import dumps, loads, public_log, to_text
from history.rating import GameResult, leaderboard, ranks
from history.replay import state_at_turn_steps, turn_count
from history.stats import compute_stats
from tests.history.helpers import play_log

SIX = {"players": 6, "six_sbp_skip": "on_request"}
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


@pytest.mark.parametrize(
    "options",
    [SIX, {"players": 6, "six_turn_mode": "paired_players"}, {"players": 5, "expansion": "cities_and_knights"}],
)
def test_SIX_SBP_11_stats_of_a_whole_five_or_six_player_game_count_every_seat(options: dict) -> None:
    """Statistics of a finished 5-6 player game (SBP or paired turns, base or C&K) count all seats; the
    Special Build Phase's purchases are public moves like any other (SIX-SBP-11)."""
    log = play_log(options, limit=None if "expansion" not in options else 1500)
    stats = compute_stats(options, 7, log)
    events = [e for row in log for e in row.events or []]
    n = options["players"]
    assert stats.players == n and len(stats.cards) == n and all(len(vp) == n for vp in stats.vp)
    rolls = [e["total"] for e in events if e["type"] == "rolled"]
    assert sum(stats.dice) == len(rolls)
    produced = [sum(sum(e["gains"][s]) for e in events if e["type"] == "production") for s in range(n)]
    assert [c.production for c in stats.cards] == produced
    if "expansion" not in options:
        over = next(e for e in events if e["type"] == "game_over")
        assert stats.finished and stats.vp[-1] == over["scores"] and stats.winner == over["winner"]


def _state_at(log: list, turn: int) -> tuple[engine.GameState, int]:
    steps = state_at_turn_steps(SIX, 7, log, turn)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def test_SIX_GEO_2_replay_and_export_of_a_six_player_game() -> None:
    """The replay rebuilds the 30-hex island turn by turn; the export names spots on it (1-80)."""
    log = play_log(SIX)
    turns = turn_count(log)
    assert turns > 5
    for turn in (0, turns // 2, turns):
        state, shown = _state_at(log, turn)
        assert shown == turn and state.topo.N_VERTEX == 80 and len(state.board.terrain) == 30
        assert (state.phase == "over") == (turn == turns)
    data = public_log(9, SIX, 6, NAMES, log, status="finished", started_at=1000.0)
    again = loads(dumps(data))
    assert again == data and len(again["players"]) == 6
    text = to_text(again)
    assert text.splitlines()[1] == "Players: " + ", ".join(f"{i + 1}. {n}" for i, n in enumerate(NAMES))
    built = [e for row in log for e in row.events or [] if e["type"] == "built" and e["piece"] == "settlement"]
    high = [e for e in built if e["at"] >= 54]  # intersections only the larger island has
    assert high, "no settlement beyond the 4-player island's 54 intersections in this game"
    assert all(f"on {e['at'] + 1}" in text or str(e["at"] + 1) in text for e in high)


def test_SIX_GEO_4_export_names_spot_80_path_108_and_hex_AD() -> None:
    """The text export of a 6-player game names the 30-hex island's last intersection (80), last path
    (id 108) and last hex (AD) as the thread does; a 4-player island has none of them."""
    from types import SimpleNamespace

    from engine.rules.five_six.geometry import LARGE

    events = [
        {"type": "built", "seat": 5, "piece": "settlement", "at": 79},
        {"type": "built", "seat": 5, "piece": "road", "at": 108},
        {"type": "robber_moved", "seat": 2, "hex": 29},
    ]
    row = SimpleNamespace(seq=40, seat=5, created_at=1000.0, events=events)
    text = to_text(loads(dumps(public_log(9, SIX, 6, NAMES, [row]))))
    lines = text.splitlines()[3:]
    assert lines[0] == "[40] 🏗️ Flo built a settlement on 80."
    assert lines[1] == f"[40] 🏗️ Flo built a road on {LARGE.EDGE_LABELS[108]}." and "80" in LARGE.EDGE_LABELS[108]
    assert lines[2] == "[40] 🦹 Cy moved the robber to AD."


def test_SIX_GEO_5_every_piece_of_a_six_player_export_is_named_on_its_island() -> None:
    """Every piece built in a whole 6-player game is in the text export with the larger island's label
    (paths beyond the 4-player island's 72 included; never the generic 'built: at=...' fallback)."""
    from engine.rules.five_six.geometry import LARGE

    log = play_log(SIX)
    text = to_text(public_log(9, SIX, 6, NAMES, log))
    assert "built: " not in text and "robber_moved: " not in text
    built = [(row.seq, e) for row in log for e in row.events or [] if e["type"] == "built"]
    assert any(e["piece"] == "road" and e["at"] >= 72 for _seq, e in built), "no road beyond path 72"
    for seq, e in built:
        labels = LARGE.EDGE_LABELS if e["piece"] == "road" else LARGE.VERTEX_LABELS
        assert f"[{seq}] 🏗️ {NAMES[e['seat']]} built a {e['piece']} on {labels[e['at']]}." in text


def test_SIX_GEN_1_openskill_rates_six_places() -> None:
    """Ranks for six: the winner first, the others by final score (ties share); every seat is rated."""
    result = GameResult(1, (11, 12, 13, 14, 15, -1), 3, (5, 8, 8, 10, 2, 6))
    assert ranks(result) == [5, 2, 2, 1, 6, 4]
    board = {s.user_id: s for s in leaderboard([result] * 3)}
    assert len(board) == 6 and all(s.games == 3 for s in board.values())
    order = [s.user_id for s in leaderboard([result] * 3)]
    assert order[0] == 14 and order[-1] == 15  # the winner first, the last place last
    assert board[12].rating == pytest.approx(board[13].rating)  # equal scores, equal places
    assert board[-1].is_bot and board[-1].wins == 0
