"""catanbot's rules engine: pure Python, deterministic, serialisable. No I/O, clocks or global randomness.

The public API (everything a caller needs):

    game = new_game(Options(players=4), seed=1234)          # or new_game({"players": 3}, seed)
    must_act(game)                   -> [seat, ...]          # who the game waits for
    pending(game)                    -> [{"seat", "kind", "blocking", ...}]
    legal_actions(game, seat)        -> (action, ...)        # autocomplete, bots and validation
    can_propose_trade(game, seat)    -> bool                 # trade offers are open-ended
    events = apply_action(game, seat, action)                # raises IllegalAction, state untouched
    view(game, seat) / public_view(game) / events_for(events, seat)
    to_json(game) / from_json(text)                          # exact round trip, schema-versioned
    replay(options, seed, [(seat, action), ...])             # rebuild a game from its action log

Actions are tuples ``(kind, *args)`` (JSON lists on the wire; ``action_from_json`` converts back).
Ids of hexes, intersections and paths, and their human labels, are in ``engine.topology``; the maps a
board can lie on (by name) in ``engine.maps``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine import rulesets
from engine.actions import Action
from engine.actions import describe as describe_action
from engine.actions import from_json as action_from_json
from engine.actions import to_json as action_to_json
from engine.errors import EngineError, IllegalAction, InvalidOptions, InvalidState
from engine.legal import apply_action, can_propose_trade, legal_actions
from engine.options import Options
from engine.pending import describe_waiting, must_act, pending
from engine.rules.setup import new_game as _new_game
from engine.serialize import SCHEMA_VERSION, from_dict, from_json, to_dict, to_json
from engine.state import GameState
from engine.views import event_for, events_for, player_view, public_view, view

rulesets.load_eager()  # once the engine is importable: rule sets' hooks import its modules


def new_game(options: Options | dict[str, Any] | None = None, seed: int = 0) -> GameState:
    """A new game. ``seed`` drives every random draw of the game (board, dice, deck, steals)."""
    opts = options if isinstance(options, Options) else Options.from_dict(options)
    return _new_game(opts, seed)


def replay(options: Options | dict[str, Any] | None, seed: int, log: Iterable[tuple[int, Any]]) -> GameState:
    """Re-apply a recorded action log; the result equals the original game byte for byte."""
    game = new_game(options, seed)
    for seat, action in log:
        apply_action(game, seat, action)
    return game


__all__ = [
    "SCHEMA_VERSION", "Action", "EngineError", "GameState", "IllegalAction", "InvalidOptions", "InvalidState",
    "Options", "action_from_json", "action_to_json", "apply_action", "can_propose_trade", "describe_action",
    "describe_waiting", "event_for", "events_for", "from_dict", "from_json", "legal_actions", "must_act",
    "new_game", "pending", "player_view", "public_view", "replay", "to_dict", "to_json", "view",
]  # fmt: skip
