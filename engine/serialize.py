"""State <-> JSON. The JSON carries a schema version; ``upgrade`` brings older saves forward.

Only the record is written (see ``engine.state``); derived fields are rebuilt on load. Output is
canonical (fixed key order, no spaces), so equal states give byte-identical JSON.
"""

from __future__ import annotations

import json
from typing import Any

from engine import maps, rulesets
from engine.board import board_from_json
from engine.errors import InvalidOptions, InvalidState
from engine.options import Options
from engine.rng import Rng
from engine.state import GameState, TradeOffer

# 1: the base game. 2: adds "ck" (the Cities & Knights record, null in a base game).
SCHEMA_VERSION = 2

_PLAIN = (
    "colours", "phase", "step", "turn", "active", "first", "setup_index", "last_settlement", "robber", "bank",
    "hands", "dev", "dev_new", "deck", "knights", "vp_revealed", "dev_played", "rolled", "trade_closed",
    "lr_holder", "la_holder", "discard_owed", "resume_step", "free_roads", "next_offer_id", "winner",
)  # fmt: skip


def to_dict(state: GameState) -> dict[str, Any]:
    d: dict[str, Any] = {
        "schema": SCHEMA_VERSION,
        "options": state.options.to_dict(),
        "board": state.board.to_json(),
        "rng": [state.rng.seed, state.rng.counter],
    }
    for name in _PLAIN:
        d[name] = getattr(state, name)
    d["buildings"] = [[v, state.owner[v], k] for v, k in enumerate(state.building) if k]
    d["roads"] = [[e, p] for e, p in enumerate(state.roads) if p >= 0]
    d["dice"] = list(state.dice) if state.dice else None
    d["discard_choice"] = [list(c) if c is not None else None for c in state.discard_choice]
    d["offers"] = [o.to_json() for o in state.offers]
    if any(state.offers_made):  # written only mid-turn after an offer: other saves stay byte-identical
        d["offers_made"] = list(state.offers_made)
    for rule_set in rulesets.RECORDED:  # rule sets' records, in registration order: "ck", then "two"
        record = getattr(state, rule_set.record)
        if record is not None:
            d[rule_set.record] = record.to_json()
        elif rule_set.record_null:  # schema 2 writes "ck": null in every game
            d[rule_set.record] = None
    return d


def _load_records(s: GameState, data: dict[str, Any]) -> None:
    """Each rule set's record; present exactly when the options select the rule set."""
    rules = rulesets.for_options(s.options)
    for rule_set in rulesets.RECORDED:
        attr = rule_set.record
        raw = data[attr] if rule_set.record_null else data.get(attr)
        selected = rule_set.name in rules.components
        if (raw is not None) != selected:
            raise ValueError(f"the options and the {attr!r} record of the {rule_set.name} rules disagree")
        setattr(s, attr, rules.record_loaders[rule_set.name](raw, s) if selected else None)
    if len(s.colours) != rules.piece_owners(s.options):
        raise ValueError("players and colours disagree")


def to_json(state: GameState) -> str:
    return json.dumps(to_dict(state), separators=(",", ":"))


def from_dict(data: dict[str, Any]) -> GameState:
    data = upgrade(data)
    try:
        s = GameState()
        s.options = Options.from_dict(data["options"])
        # The board names its map (``engine.maps``; loading it loads the rule set that registers it). A
        # board saved before maps were named reads as the map of the game's options: the legacy read.
        s.board = board_from_json(data["board"], s.options)
        maps.check_owner(s.board.map, s.options.rule_sets)
        s.rng = Rng(*data["rng"])
        for name in _PLAIN:
            setattr(s, name, data[name])
        shape = s.board.topo
        s.owner = [-1] * shape.N_VERTEX
        s.building = [0] * shape.N_VERTEX
        for v, p, k in data["buildings"]:
            s.owner[v], s.building[v] = p, k
        s.roads = [-1] * shape.N_EDGE
        for e, p in data["roads"]:
            s.roads[e] = p
        s.dice = tuple(data["dice"]) if data["dice"] else None
        s.discard_choice = [tuple(c) if c is not None else None for c in data["discard_choice"]]
        s.offers = [TradeOffer.from_json(o) for o in data["offers"]]
        s.offers_made = [int(k) for k in data.get("offers_made") or [0] * len(s.hands)]
        if len(s.offers_made) != len(s.hands):
            raise ValueError("offers_made and the players disagree")
        _load_records(s, data)
    except (KeyError, TypeError, ValueError, IndexError, InvalidOptions) as exc:
        raise InvalidState(f"saved game is malformed: {exc!r}") from exc
    s.rebuild_derived()
    return s


def from_json(text: str | bytes) -> GameState:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise InvalidState(f"saved game is not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidState("saved game is not a JSON object")
    return from_dict(data)


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Migrate an older schema to the current one (one step per version)."""
    version = data.get("schema")
    if version == SCHEMA_VERSION:
        return data
    if not isinstance(version, int) or version > SCHEMA_VERSION or version < 1:
        raise InvalidState(f"saved game has unsupported schema {version!r} (this build reads up to {SCHEMA_VERSION})")
    data = dict(data)
    if version == 1:  # 1 -> 2: base games have no expansion record
        data["ck"] = None
        data["schema"] = 2
    return data
