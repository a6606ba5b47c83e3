"""Cities & Knights positions from plain data (see ``engine.testing``).

``ck_position`` takes every keyword of ``engine.testing.position`` plus the C&K record, so a card test
reads like the almanac::

    from engine.testing.cities_and_knights import ck_position

    g = ck_position(
        cities={0: ["12"]}, settlements={1: ["30"]}, roads={0: ["12-13"], 1: ["30-31"]},
        hands={0: {"ore": 2, "paper": 1}},          # commodities: cloth, coin, paper
        levels={0: {"politics": 3}},                # seat -> track -> level 0..5
        knights={0: {"13": "strong active"}, 1: {"31": "basic"}},  # + "acted", "activated", "promoted"
        walls=["12"], metropolis={"science": "12"},
        progress={0: ["bishop", "spy"]}, vp_cards={1: ["printer"]}, defenders={1: 1},
        barbarian=5, attacks=1,                     # attacks > 0: the robber is active
        merchant=("J", 0),                          # hex, controller
        step="main",
    )

Progress decks hold the 54 cards minus those in hands and laid out, shuffled by the game's RNG;
``decks={"science": [top, ...]}`` puts the named cards on top (top first) and ``empty_decks=["trade"]``
leaves a deck empty (its cards are then out of the game, for CK-PROG-7). The forced roll of C&K has three dice:
``force_roll(g, (red, yellow, event))`` with the event die as "ship", "trade", "politics" or "science",
or ``(red, yellow)`` / a total with any event; ``force_event`` fixes the event die alone (the Alchemist).
``answer(g, seat, choice)`` answers the decision a seat owes (a card to give, a knight to remove, ...).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.rng import Rng
from engine.rules.cities_and_knights.cards import DECK_CONTENTS, VP_CARDS
from engine.rules.cities_and_knights.constants import (
    ACTED,
    ACTIVATED,
    CLOTH,
    COIN,
    EVENT_FACES,
    PAPER,
    PROMOTED,
    SHIP_FACES,
    TRACKS,
)
from engine.rules.cities_and_knights.setup import SETUP_CITY
from engine.state import GameState
from engine.testing import (
    CARD_ALIASES,
    EXPANSION_BUILDERS,
    EXTRA_STEPS,
    ROLL_DRAWERS,
    Seat,
    hex_id,
    position,
    vertex,
)

NAME = "cities_and_knights"
STRENGTHS = {"basic": 1, "strong": 2, "mighty": 3}
FLAGS = {"activated": ACTIVATED, "acted": ACTED, "promoted": PROMOTED}

_CK_KEYS = (
    "levels", "knights", "walls", "metropolis", "progress", "vp_cards", "defenders", "barbarian", "attacks",
    "merchant", "decks", "empty_decks", "turn_flags",
)  # fmt: skip


def ck_position(players: int = 4, *, options: Mapping[str, Any] | None = None, **spec: Any) -> GameState:
    """A C&K game in the described position: ``engine.testing.position`` keywords plus the C&K record."""
    ck = {k: spec.pop(k) for k in _CK_KEYS if k in spec}
    return position(players, options={"expansion": NAME, **(options or {})}, expansion=ck, **spec)


def build(g: GameState, data: dict[str, Any]) -> None:
    """Fill ``g.ck`` from plain data (the C&K part of a position); derived data is rebuilt after."""
    ck = g.ck
    n = g.n
    seat_of = _seat_of(g)
    unknown = set(data) - set(_CK_KEYS)
    if unknown:
        raise ValueError(f"unknown C&K position data {sorted(unknown)}; known: {_CK_KEYS}")

    ck.levels = [[0, 0, 0] for _ in range(n)]
    for who, levels in data.get("levels", {}).items():
        for track, level in levels.items():
            ck.levels[seat_of(who)][TRACKS.index(track)] = level

    ck.k_owner = [-1] * len(ck.k_owner)
    ck.k_strength = [0] * len(ck.k_owner)
    ck.k_active = [0] * len(ck.k_owner)
    ck.k_flags = [0] * len(ck.k_owner)
    for who, placed in data.get("knights", {}).items():
        seat = seat_of(who)
        for spot, text in placed.items():
            v = vertex(spot, g.topo)
            if ck.k_owner[v] >= 0 or g.building[v]:
                raise ValueError(f"intersection {spot!r} is not free for a knight")
            strength, active, flags = _knight(text)
            ck.k_owner[v], ck.k_strength[v], ck.k_active[v], ck.k_flags[v] = seat, strength, active, flags

    ck.walls = 0
    for spot in data.get("walls", ()):
        v = vertex(spot, g.topo)
        if g.building[v] != 2:
            raise ValueError(f"a wall stands under a city; {spot!r} has none")
        ck.walls |= 1 << v
    ck.metropolis = [-1, -1, -1]
    for track, spot in data.get("metropolis", {}).items():
        v = vertex(spot, g.topo)
        if g.building[v] != 2:
            raise ValueError(f"a metropolis stands on a city; {spot!r} has none")
        ck.metropolis[TRACKS.index(track)] = v

    ck.progress = [[] for _ in range(n)]
    for who, cards in data.get("progress", {}).items():
        for card in cards:
            if card in VP_CARDS:
                raise ValueError(f"{card} is never in a hand (CK-PROG-6): use vp_cards")
            ck.progress[seat_of(who)].append(_card(card))
    ck.vp_cards = [[] for _ in range(n)]
    for who, cards in data.get("vp_cards", {}).items():
        ck.vp_cards[seat_of(who)].extend(_card(c) for c in cards)
    ck.defenders = [0] * n
    for who, count in data.get("defenders", {}).items():
        ck.defenders[seat_of(who)] = count
    ck.decks = _decks(g, data.get("decks", {}), data.get("empty_decks", ()))

    ck.barbarian = data.get("barbarian", 0)
    ck.attacks = data.get("attacks", 0)
    merchant = data.get("merchant")
    ck.merchant, ck.merchant_owner = (hex_id(merchant[0], g.topo), seat_of(merchant[1])) if merchant else (-1, -1)
    ck.turn_flags = dict(data.get("turn_flags", {}))
    ck.pending, ck.resume, ck.stack, ck.stage = [], [], [], ""
    ck.event = -1


def _knight(text: str) -> tuple[int, int, int]:
    words = text.replace(",", " ").split()
    strengths = [STRENGTHS[w] for w in words if w in STRENGTHS]
    if len(strengths) != 1:
        raise ValueError(f"a knight is one of basic, strong or mighty: {text!r}")
    flags = 0
    for w in words:
        flags |= FLAGS.get(w, 0)
        if w not in STRENGTHS and w not in FLAGS and w not in ("active", "inactive"):
            raise ValueError(f"unknown knight word {w!r} in {text!r}")
    return strengths[0], int("active" in words), flags


def _card(name: str) -> str:
    card = name.lower().replace(" ", "_")
    if card not in DECK_CONTENTS:
        raise ValueError(f"no progress card {name!r}")
    return card


def _decks(g: GameState, top: Mapping[str, Iterable[str]], empty: Iterable[str]) -> list[list[str]]:
    ck = g.ck
    left = {card: count for card, (_deck, count) in DECK_CONTENTS.items()}
    for cards in (*ck.progress, *ck.vp_cards):
        for card in cards:
            left[card] -= 1
            if left[card] < 0:
                raise ValueError(f"more {card} cards in play than the game has")
    tops: list[list[str]] = [[], [], []]
    for track, cards in top.items():
        t = TRACKS.index(track)
        tops[t] = [_card(c) for c in cards]
        for card in tops[t]:
            left[card] -= 1
            if left[card] < 0 or DECK_CONTENTS[card][0] != t:
                raise ValueError(f"{card} cannot be in the {track} deck here")
    decks: list[list[str]] = [[], [], []]
    for t in range(3):
        if TRACKS[t] in empty:
            continue
        rest = [card for card, count in sorted(left.items()) for _ in range(count) if DECK_CONTENTS[card][0] == t]
        g.rng.shuffle(rest)
        decks[t] = rest + tops[t][::-1]  # the engine draws from the end of the list
    return decks


def _seat_of(g: GameState) -> Any:
    def seat_of(who: Seat) -> int:
        seat = g.colours.index(who) if isinstance(who, str) and who in g.colours else who
        if not isinstance(seat, int) or not 0 <= seat < g.n:
            raise ValueError(f"no seat {who!r} in a {g.n}-player game")
        return seat

    return seat_of


def roll_draw(rng: Rng) -> tuple[int | str, ...]:
    """The C&K roll (engine.rules.cities_and_knights.turn.roll): red, yellow, then the event die, named.

    (Not the protected turns of the easy-start variant, which re-roll 7s and skip the event die.)
    """
    red, yellow = rng.die(), rng.die()
    return red, yellow, event_name(rng.below(EVENT_FACES))


def event_name(face: int) -> str:
    """"ship" for the three ship faces, else the track of the city gate."""
    return "ship" if face < SHIP_FACES else TRACKS[face - SHIP_FACES]


CARD_ALIASES.update({"cloth": CLOTH, "coin": COIN, "paper": PAPER})
EXPANSION_BUILDERS[NAME] = build
EXTRA_STEPS.add(SETUP_CITY)
ROLL_DRAWERS[NAME] = roll_draw


def force_event(g: GameState, event: str) -> None:
    """Make the next event-die roll come out as ``event`` (after an Alchemist only the event die is rolled)."""
    for counter in range(g.rng.counter, g.rng.counter + 100_000):
        if event_name(Rng(g.rng.seed, counter).below(EVENT_FACES)) == event:
            g.rng.counter = counter
            return
    raise ValueError(f"no event {event!r} found")


def answer(g: GameState, seat: int, choice: int) -> list[dict[str, Any]]:
    """Answer the one decision ``seat`` owes (``("answer", id, choice)``); returns the events."""
    import engine

    owed = [d for d in engine.pending(g) if d["seat"] == seat and "id" in d]
    if len(owed) != 1:
        raise ValueError(f"seat {seat} owes {len(owed)} decisions, not one: {owed}")
    return engine.apply_action(g, seat, ("answer", owed[0]["id"], choice))
