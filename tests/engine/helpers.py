"""Scenario builders for rule tests: real games, nudged into the position a rule needs.

New tests build positions from plain data with ``engine.testing.position`` instead.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import engine
from engine import topology as topo
from engine.rules import building
from engine.state import GameState
from engine.testing import force_roll
from engine.testing import roll as testing_roll

RES = {"brick": 0, "lumber": 1, "ore": 2, "grain": 3, "wool": 4}


def V(label: str) -> int:
    """Intersection id from its label."""
    v = topo.parse_vertex(label)
    assert v is not None, label
    return v


def VK(q: int, r: int, c: str) -> int:
    """Intersection id from its canonical key (BOARD-GEO-4)."""
    return topo.VERTEX_INDEX[(q, r, c)]


def EK(q: int, r: int, side: str) -> int:
    return topo.EDGE_KEY_INDEX[(q, r, side)]


def E(a: int, b: int) -> int:
    """Path id between two intersection ids."""
    return topo.EDGE_INDEX[(min(a, b), max(a, b))]


def H(q: int, r: int) -> int:
    return topo.HEX_INDEX[(q, r)]


def counts(**kw: int) -> tuple[int, int, int, int, int]:
    out = [0] * 5
    for name, n in kw.items():
        out[RES[name]] = n
    return tuple(out)  # type: ignore[return-value]


def beginner(players: int = 4, **options: Any) -> GameState:
    """A beginner-board game at the first player's pre-roll step."""
    return engine.new_game({"players": players, "board": "beginner", **options}, seed=7)


def empty_game(players: int = 4, **options: Any) -> GameState:
    """A game on the beginner map with no pieces, moved straight to turn 1 (for building scenarios)."""
    g = engine.new_game({"players": players, "board": "beginner_map_free_placement", **options}, seed=11)
    g.phase, g.step, g.turn, g.active = "play", "pre_roll", 1, 0
    g.touch()
    return g


def give(g: GameState, seat: int, c: tuple[int, ...]) -> None:
    """Move cards from the bank to a hand (keeps the 19-per-resource conservation)."""
    for r, n in enumerate(c):
        assert g.bank[r] >= n
        g.bank[r] -= n
        g.hands[seat][r] += n
    g.touch()


def take_all(g: GameState, seat: int) -> None:
    for r in range(5):
        g.bank[r] += g.hands[seat][r]
        g.hands[seat][r] = 0
    g.touch()


def put_settlement(g: GameState, seat: int, v: int) -> None:
    building.place_settlement(g, seat, v)
    g.touch()


def put_city(g: GameState, seat: int, v: int) -> None:
    if not g.building[v]:
        building.place_settlement(g, seat, v)
    building.place_city(g, seat, v)
    g.touch()


def put_road(g: GameState, seat: int, a: int, b: int) -> int:
    e = E(a, b)
    building.place_road(g, seat, e)
    g.touch()
    return e


def put_road_path(g: GameState, seat: int, vertices: list[int]) -> None:
    for a, b in itertools.pairwise(vertices):
        put_road(g, seat, a, b)


def force_next_roll(g: GameState, total: int) -> None:
    """Advance the game's RNG to a point where the next two dice sum to ``total``."""
    force_roll(g, total)


def roll(g: GameState, total: int) -> list[dict]:
    return testing_roll(g, total)


def to_main(g: GameState, total: int = 8) -> list[dict]:
    """Roll a non-7 for the active player."""
    assert total != 7
    return roll(g, total)


def give_dev(g: GameState, seat: int, card: int, new: bool = False) -> None:
    """Move a development card of the given kind from the deck to a hand."""
    g.deck.remove(card)
    g.dev[seat][card] += 1
    if new:
        g.dev_new[card] += 1
    g.touch()


def play_random(g: GameState, rng: random.Random, max_actions: int = 10_000) -> int:
    n = 0
    while g.phase != "over" and n < max_actions:
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        n += 1
    return n


def path_vertices(*keys: tuple[int, int, str]) -> list[int]:
    return [VK(*k) for k in keys]


def walk(start: int, steps: int, avoid: set[int] | None = None) -> list[int]:
    """A simple path of intersections from ``start`` (deterministic: lowest neighbour first)."""
    path = [start]
    seen = {start} | (avoid or set())
    while len(path) <= steps:
        nxt = [n for n in topo.VERTEX_NEIGHBOURS[path[-1]] if n not in seen]
        if not nxt:
            raise AssertionError("walk got stuck")
        path.append(min(nxt))
        seen.add(path[-1])
    return path


def assert_refused_unchanged(g: GameState, seat: int, action: tuple) -> None:
    """An illegal action raises IllegalAction and leaves the game's JSON byte-identical."""
    before = engine.to_json(g)
    try:
        engine.apply_action(g, seat, action)
    except engine.IllegalAction:
        pass
    else:
        raise AssertionError(f"illegal action accepted: {seat} {action}")
    assert engine.to_json(g) == before


def english(said: Any) -> str:
    """A refusal (``IllegalAction``, ``InvalidOptions``) or one of its ``Text`` in the catalogue's English: the
    words a person reading English is shown (issue #33: the engine's messages carry no language)."""
    from ui.i18n.catalogue import localize

    if isinstance(said, engine.IllegalAction):
        said = said.text()
    elif isinstance(said, engine.InvalidOptions):
        said = said.text
    return localize(said, "en")


@contextmanager
def raises_saying(kind: type[BaseException], pattern: str) -> Iterator[pytest.ExceptionInfo[Any]]:
    """``pytest.raises(kind, match=pattern)`` for the engine's refusals, matched against their English."""
    with pytest.raises(kind) as info:
        yield info
    assert re.search(pattern, english(info.value)), english(info.value)
