"""The benchmark's games, reduced to one digest each (issue #32 item 4: the engine's speed work changes no game).

``bench/engine.py`` and ``bench/compare_engines.py`` play complete games with ``engine.bots.random_action``
(uniform, with the C&K nudge towards scoring builds) on random boards, seeded as the benches seed them.
Every step hashes the seats that must act, the legal actions in their order (the random player's choice
depends on it), the events of the action and, at the end, the saved record. The digests in
``tests/engine/data/bench_game_digests.json`` were computed by main at e87add7, before the C&K speed work;
a faster path that lists, applies or scores anything differently shows as a changed digest.

Run as a script to print the digests of the checkout on ``sys.path``::

    python tests/engine/bench_games.py [--root /tmp/old-main]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

BOARD: dict[str, Any] = {"board": "variable"}
CK: dict[str, Any] = {**BOARD, "expansion": "cities_and_knights"}
# name -> (options, bench game numbers): the benches seed game i with i * 7919 + 1 and its player with i
GAMES: dict[str, tuple[dict[str, Any], tuple[int, ...]]] = {
    "base4": ({"players": 4, **BOARD}, (0, 1)),
    "ck4": ({"players": 4, **CK}, (0, 1, 2, 3, 10, 11, 12, 13)),
    "ck3_variants": ({"players": 3, **CK, "ck_knight_errant": True, "ck_hand_limit_check": "end_of_turn",
                      "ck_pillage_without_settlement": "remove"}, (4,)),
    "ck4_easy_nasty": ({"players": 4, **CK, "ck_easy_start": True, "ck_nasty": True, "barbarian_steps": 4}, (5,)),
    "ck6": ({"players": 6, **CK}, (6, 14)),
    "ck5_paired": ({"players": 5, **CK, "six_turn_mode": "paired_players"}, (15,)),
    "sea4": ({"players": 4, "expansion": "seafarers", "sea_scenario": "four_islands"}, (7,)),
    "two": ({"players": 2, **BOARD}, (8,)),
}  # fmt: skip
ACTION_CAP = 20_000


def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()


def play(options: dict[str, Any], i: int) -> str:
    import engine
    from engine.bots import random_action

    h = hashlib.sha256()
    g = engine.new_game(options, seed=i * 7919 + 1)
    rng = random.Random(i)
    h.update(engine.to_json(g).encode())
    for _ in range(ACTION_CAP):
        if g.phase == "over":
            break
        seats = engine.must_act(g)
        seat = seats[0]
        h.update(_dump([seats, engine.legal_actions(g, seat)]))
        h.update(_dump(engine.apply_action(g, seat, random_action(g, seat, rng))))
    h.update(engine.to_json(g).encode())
    return h.hexdigest()


def digests() -> dict[str, str]:
    return {f"{name}/{i}": play(options, i) for name, (options, games) in GAMES.items() for i in games}


if __name__ == "__main__":
    if "--root" in sys.argv:
        sys.path.insert(0, sys.argv[sys.argv.index("--root") + 1])
    print(json.dumps(digests(), indent=1, sort_keys=True))
