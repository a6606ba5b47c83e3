"""Lobby rules: who may join, when a game may start, and how seats are assigned.

Seats follow join order (the host, who joins first, gets seat 0). That is deterministic and easy to
explain; who *moves* first is still random, because the engine draws the starting player with the
game's own dice. Table sizes come from the engine's option table (2 players play the 2-player
variant); Cities & Knights needs 3 or more.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import engine
from engine.options import option_help
from engine.rulesets import extra_option_values
from engine.text import Text

CK_MIN_PLAYERS = 3  # Cities & Knights has no 2-player variant (CK-GEN-1)
CK_TABLE_NOTE = Text("service-ck-table-note")


def table_sizes(options: Mapping[str, Any] | None = None) -> tuple[int, int]:
    """The smallest and largest number of players the engine supports for these options (2 plays the
    2-player variant of the base game; rule sets add table sizes, e.g. 5 and 6 players)."""
    low, high = option_help()["players"][1]
    high = max(int(high), *(int(n) for n in extra_option_values("players")))
    if _cities_and_knights(options):
        low = max(int(low), CK_MIN_PLAYERS)
    return int(low), int(high)


def _cities_and_knights(options: Mapping[str, Any] | None) -> bool:
    return bool(options) and options.get("expansion") == "cities_and_knights"  # type: ignore[union-attr]


def table_note(options: Mapping[str, Any]) -> Text | None:
    """Why a lobby with fewer players cannot start, beyond the count (None when the count says it all)."""
    return CK_TABLE_NOTE if _cities_and_knights(options) else None


def lobby_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Validate a host's options (raises engine.InvalidOptions) and return them in stored form.

    ``players``, if given, fixes the table size; otherwise the game starts with whoever joined.
    Stored as ``Options.to_dict()`` (non-default values only), like the engine stores them.
    """
    given = dict(options or {})
    validated = engine.Options.from_dict(given).to_dict()
    if "players" in given:
        validated["players"] = given["players"]
    return validated


def capacity(options: Mapping[str, Any]) -> int:
    return int(options.get("players", table_sizes(options)[1]))


def needed(options: Mapping[str, Any]) -> tuple[int, int]:
    """(minimum, maximum) number of players needed to start."""
    if "players" in options:
        return int(options["players"]), int(options["players"])
    return table_sizes(options)


def needed_text(options: Mapping[str, Any]) -> str:
    low, high = needed(options)
    return str(low) if low == high else f"{low} to {high}"


def can_start(options: Mapping[str, Any], players: int) -> bool:
    low, high = needed(options)
    return low <= players <= high


def game_options(options: Mapping[str, Any], players: int) -> engine.Options:
    """The engine options of the started game (raises engine.InvalidOptions, e.g. a first_player seat
    that does not exist at a smaller table)."""
    return engine.Options.from_dict({**options, "players": players})


def assign_seats(players: tuple[int, ...]) -> tuple[int, ...]:
    """User ids in seat order: join order."""
    return players


def next_host(players: tuple[int, ...], leaving: int) -> int | None:
    """Who hosts the lobby once ``leaving`` (the host) is gone: the earliest remaining joiner."""
    for user in players:
        if user != leaving:
            return user
    return None


def next_bot_id(players: tuple[int, ...]) -> int:
    """The id for one more built-in player in a lobby: -1, -2, ... (the first one not taken)."""
    taken = {u for u in players if u < 0}
    k = 1
    while -k in taken:
        k += 1
    return -k
