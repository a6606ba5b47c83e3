"""The Cities & Knights part of a view (``view["ck"]`` and the C&K fields of each player row), read
into the terms the pictures use.

The engine writes these fields (``engine/rules/cities_and_knights/views.py``); every picture reads them
through this module only, so a change of the view format is one edit here. A base-game view has no
``"ck"``: ``ck_of(view)`` is None and every image is drawn exactly as in the base game.

Only public fields are read here, except in ``progress_hand`` and ``hand_counts`` (``view["you"]``:
the viewer's own cards, for the hand image).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.constants import CITY

TRACKS: tuple[str, ...] = ("trade", "politics", "science")
TRACK_TITLES: tuple[str, ...] = ("Trade", "Politics", "Science")
# Track id -> the commodity that pays for it and the colour of its deck, gate and metropolis.
TRACK_COMMODITY: tuple[str, ...] = ("cloth", "coin", "paper")
TRACK_COLOUR_NAMES: tuple[str, ...] = ("yellow", "blue", "green")
COMMODITIES: tuple[str, ...] = ("cloth", "coin", "paper")
IMPROVEMENT_NAMES: tuple[tuple[str, ...], ...] = (
    ("Market", "Trading House", "Counting House", "Bank", "Great Exchange"),
    ("Town Hall", "Church", "Fortress", "Cathedral", "High Assembly"),
    ("Abbey", "Library", "Aqueduct", "Theater", "University"),
)
# CK-ABIL-1..3: what level 3 of each track gives for the rest of the game.
ABILITIES: tuple[str, ...] = (
    "commodities at 2:1",
    "promote to mighty",
    "no yield: take a resource",
)
MAX_LEVEL = 5
ABILITY_LEVEL = 3
METROPOLIS_LEVEL = 4
# Event die faces (CK-EVENT-1): 0-2 ship, 3/4/5 the city gate of track 0/1/2; -1 not rolled.
SHIP_FACES = 3
KNIGHTS_PER_STRENGTH = 2
MAX_WALLS = 3
STRENGTH_NAMES: tuple[str, ...] = ("", "basic", "strong", "mighty")


@dataclass(frozen=True)
class Knight:
    vertex: int
    seat: int
    strength: int  # 1 basic, 2 strong, 3 mighty
    active: bool


def ck_of(view: dict) -> dict[str, Any] | None:
    """The C&K record of the view, or None in a base game."""
    ck = view.get("ck")
    return ck if isinstance(ck, dict) else None


def knights(view: dict) -> list[Knight]:
    ck = ck_of(view) or {}
    return [Knight(int(v), int(p), max(1, min(3, int(s))), bool(a)) for v, p, s, a in ck.get("knights") or ()]


def walls(view: dict) -> frozenset[int]:
    return frozenset((ck_of(view) or {}).get("walls") or ())


def metropolises(view: dict) -> dict[int, int]:
    """Intersection -> track of each metropolis on the board."""
    spots = (ck_of(view) or {}).get("metropolis") or ()
    return {int(v): t for t, v in enumerate(spots) if v is not None and int(v) >= 0}


def metropolis_tracks(view: dict, seat: int) -> list[int]:
    """The tracks whose metropolis ``seat`` holds."""
    owner = {v: s for v, s, _k in view.get("buildings", ())}
    return sorted(t for v, t in metropolises(view).items() if owner.get(v) == seat)


def merchant(view: dict) -> tuple[int, int] | None:
    """(hex, controlling seat) of the merchant, or None when it is not in play."""
    ck = ck_of(view) or {}
    h = ck.get("merchant", -1)
    if h is None or h < 0:
        return None
    return int(h), int(ck.get("merchant_owner", -1))


def robber_asleep(view: dict) -> bool:
    """CK-ROBBER-2: in C&K the robber does nothing until the barbarians first attack."""
    ck = ck_of(view)
    return ck is not None and not ck.get("robber_active", True)


def barbarian_position(view: dict) -> tuple[int, int]:
    """(steps the ship has moved, steps to Catan) (CK-BARB-1)."""
    ck = ck_of(view) or {}
    return int(ck.get("barbarian", 0)), int(ck.get("barbarian_steps", 7))


def barbarian_strength(view: dict) -> int:
    """CK-BARB-2: every city on the board, metropolis cities included."""
    return sum(1 for _v, _s, kind in view.get("buildings", ()) if kind == CITY)


def active_strength(view: dict, seat: int | None = None) -> int:
    """CK-BARB-3: the strength of the active knights of ``seat`` (all players: Catan's defence)."""
    return sum(k.strength for k in knights(view) if k.active and (seat is None or k.seat == seat))


def event_face(view: dict) -> int:
    """The event die of the last roll (0-2 ship, 3-5 city gate of track 0-2), -1 if none is known."""
    face = (ck_of(view) or {}).get("event", -1)
    return int(face) if face is not None else -1


def levels(player: dict) -> list[int]:
    return [int(x) for x in (player.get("levels") or [0, 0, 0])[:3]]


def progress_count(player: dict) -> int:
    return int((player.get("progress_cards") or {}).get("count", 0))


def progress_decks(player: dict) -> list[str]:
    """Deck colours of the progress cards in a hand (public, CK-PROG-3)."""
    return list((player.get("progress_cards") or {}).get("decks") or ())


def defenders(player: dict) -> int:
    return int(player.get("defenders", 0) or 0)


def progress_hand(view: dict) -> list[str]:
    """The viewer's own progress cards (ids), from ``view["you"]``."""
    return [str(c) for c in (view.get("you") or {}).get("progress_cards") or ()]


def knights_in_supply(view: dict, seat: int) -> dict[int, int]:
    """Strength -> knights of that strength ``seat`` has not on the board (2 of each, CK-KNIGHT-1)."""
    on_board = [k.strength for k in knights(view) if k.seat == seat]
    return {s: KNIGHTS_PER_STRENGTH - on_board.count(s) for s in (1, 2, 3)}
