"""A game's public log as a file people can keep: JSON with a documented schema, and a readable text form.

Schema (``format`` "catanbot-public-log", ``format_version`` 1)::

    {
      "format": "catanbot-public-log", "format_version": 1,
      "game_id": int, "rule_set": "base" | "cities_and_knights" | "two_player",
      "options": {...},                  # the game options (never the seed)
      "players": [{"seat": int, "name": str}, ...],   # in seat order; no Discord ids
      "status": str, "winner": int | null, "started_at": float | null, "ended_at": float | null,
      "moves": [{"seq": int, "seat": int, "time": float, "events": [event, ...]}, ...]
    }

``events`` are the engine's events as the public saw them (``engine.events_for(events, None)``: stolen
and bought cards without their identity); the action itself is left out because a few actions name a
card the public does not learn. Times are Unix seconds. The text form is one line per event, as the
game's thread describes it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import engine
from engine import maps
from engine.topology import STANDARD, Topology
from history.stats import rule_set
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.summary import describe_event

FORMAT = "catanbot-public-log"
FORMAT_VERSION = 1


class NotAPublicLog(ValueError):
    """The file is not a public log of this format."""


def public_log(
    game_id: int,
    options: Mapping[str, Any],
    players: int,
    names: Sequence[str],
    log: Sequence[Any],
    *,
    status: str = "finished",
    winner: int | None = None,
    started_at: float | None = None,
    ended_at: float | None = None,
) -> dict[str, Any]:
    """The public log of a game; ``log`` rows carry seq, seat, created_at and public ``events``."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game_id": game_id,
        "rule_set": rule_set(options),
        "options": dict(options),
        "players": [{"seat": s, "name": names[s] if s < len(names) else f"Player {s + 1}"} for s in range(players)],
        "status": status,
        "winner": winner,
        "started_at": started_at,
        "ended_at": ended_at,
        "moves": [
            {"seq": row.seq, "seat": row.seat, "time": row.created_at, "events": list(row.events or [])} for row in log
        ],
    }


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def loads(text: str | bytes) -> dict[str, Any]:
    """Parse and check a public log file (raises NotAPublicLog)."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise NotAPublicLog("not JSON") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("format_version") != FORMAT_VERSION:
        raise NotAPublicLog("not a catanbot public log (or from an unknown version)")
    for key in ("game_id", "options", "players", "moves"):
        if key not in data:
            raise NotAPublicLog(f"missing {key}")
    return data


def to_text(data: Mapping[str, Any]) -> str:
    """The readable form: a header, then one line per event (markdown stars removed)."""
    names = [p["name"] for p in data["players"]]
    lines = [
        f"Catan game #{data['game_id']} ({data['rule_set'].replace('_', ' ')}), status {data['status']}",
        "Players: " + ", ".join(f"{p['seat'] + 1}. {p['name']}" for p in data["players"]),
        "",
    ]
    shape = _island(data["options"])
    for move in data["moves"]:
        for event in move["events"]:
            line = _line(event, names, shape)
            if line:
                lines.append(f"[{move['seq']}] {line.replace('**', '')}")
    return "\n".join(lines) + "\n"


# Bookkeeping events with no news of their own in the text form.
_QUIET = frozenset({"discard_committed", "decision_owed", "trade_withdrawn", "offer_expired"})


def _island(options: Mapping[str, Any]) -> Topology:
    """The island the game was played on (the map its options select: the 30-hex island with 5 or 6 players)."""
    try:
        return maps.for_options(engine.Options.from_dict(dict(options))).topology
    except engine.InvalidOptions:
        return STANDARD


def _line(event: Mapping[str, Any], names: list[str], shape: Topology = STANDARD) -> str | None:
    """The thread's line for ``event``; events the thread does not describe (some of Cities & Knights)
    get a generic line with their public fields, so the text form leaves nothing out. A spot outside the
    island is not caught here: ``shape`` is the game's own island (``_island``), so it would be a bug."""
    try:
        described = describe_event(dict(event), names, shape)
        line = None if described is None else localize(described, ENGLISH)  # the export is in English
    except (KeyError, TypeError):  # an event of an older shape in a kept file
        line = None
    if line is None and event.get("type") not in _QUIET:
        fields = ", ".join(f"{k}={json.dumps(v)}" for k, v in sorted(event.items()) if k != "type")
        line = f"{event.get('type')}: {fields}"
    return line
