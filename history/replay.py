"""The board at any turn of a game, rebuilt by replaying its log with the engine (no stored images).

Turn ``k`` means the game as it stood when turn ``k`` ended (0: when the set-up ended), which is the
moment turn ``k + 1`` starts; past the last turn, the game as it ended.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

import engine
from engine.text import Text


def state_at_turn_steps(
    options: Mapping[str, Any], seed: int, log: Sequence[Any], turn: int
) -> Generator[None, None, tuple[engine.GameState, int]]:
    """(state at the end of ``turn``, the turn it shows), yielding after each action."""
    state = engine.new_game(dict(options), seed)
    for entry in log:
        # Checked before each action: a beginner board starts at turn 1 without any action.
        if state.phase != "setup" and state.turn > turn:
            return state, turn
        engine.apply_action(state, entry.seat, engine.action_from_json(entry.action))
        yield
    return state, min(turn, state.turn)


def turn_count(log: Sequence[Any]) -> int:
    """The number of the last turn begun, from the public events stored with the log."""
    last = 0
    for entry in log:
        for e in entry.events or ():
            if e.get("type") == "turn_started":
                last = int(e["turn"])
    return last


def caption(game_id: int, turn: int, last_turn: int, view: Mapping[str, Any]) -> Text:
    """The replay message's text for the board ``view`` after ``turn``.

    The board image is headed by the turn the view is in: after turn 5 that is "Turn 6: Bo to play", so the
    caption names both ("end of turn 5, as turn 6 begins") instead of contradicting the picture."""
    if turn >= last_turn or view.get("phase") == "over":
        when = Text("history-replay-end")
    else:
        when = Text("history-replay-setup") if turn == 0 else Text("history-replay-turn", turn=turn)
        if view.get("turn", turn) != turn:
            when = Text("history-replay-begins", when=when, next=int(view["turn"]))
    return Text("history-replay", game=str(game_id), when=when, shown=min(turn, last_turn), turns=last_turn)
