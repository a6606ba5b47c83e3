"""Seeded random Seafarers games reduced to one digest each: the guard of speed work on the rule set.

As ``tests/engine/identity_games.py`` for the other rule sets: each game is played with uniformly random
legal actions from a fixed seed, and everything the engine gives out on the way is hashed: the seats that
must act, the whole legal listing (its order included: the random player picks by index), every action's
events, every seat's route length and the Longest Trade Route's holder after every action, and every few
actions the public view, a seat's view, ``pending``, the waiting text, a determinised record, the refusals
of an action out of turn and of a ship move that is not legal, and a JSON round trip. The digests in
``tests/engine/sea/data/fingerprints.json`` were computed by the Seafarers engine as the routes and board
halves finished it (sea-routes at b15f3f3), before its speed work: a speed change that alters any result
shows as a changed digest. Recompute them (this script) only for a change of behaviour made on purpose.

    python -m tests.engine.sea.fingerprint [--root /tmp/other-checkout]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

SEA = {"expansion": "seafarers"}
# name -> (options, seeds, action cap): the four scenarios with 3 and 4 players, printed and variable layouts,
# and the options that change the routes half's steps (gold choices in the open, one SVP per area).
GAMES: dict[str, tuple[dict[str, Any], tuple[int, ...], int]] = {
    "new_shores4": ({**SEA, "players": 4, "sea_scenario": "new_shores"}, (1,), 6000),
    "new_shores3_variable": ({**SEA, "players": 3, "sea_scenario": "new_shores", "sea_layout": "variable"}, (2,), 6000),
    "four_islands4_variable": ({**SEA, "players": 4, "sea_scenario": "four_islands", "sea_layout": "variable"}, (3,), 6000),
    "four_islands3": ({**SEA, "players": 3, "sea_scenario": "four_islands", "sea_4i_first_foreign_one": True}, (4,), 6000),
    "fog_island4": ({**SEA, "players": 4, "sea_scenario": "fog_island"}, (5,), 6000),
    "fog_island3_open_gold": ({**SEA, "players": 3, "sea_scenario": "fog_island",
                               "sea_gold_choice_order": "seat_order_open", "sea_svp_per_area": 1}, (6,), 6000),
    "desert4_variable": ({**SEA, "players": 4, "sea_scenario": "through_the_desert", "sea_layout": "variable"}, (7,), 6000),
    "desert3": ({**SEA, "players": 3, "sea_scenario": "through_the_desert",
                 "sea_ttd_robber_start": "starting_player_chooses"}, (8,), 6000),
}  # fmt: skip
SAMPLE_EVERY = 11



def english(said: Any) -> str:
    """A refusal or the waiting sentence in English: the engine's ``Text`` put into the catalogue's English (issue
    #33), a checkout from before the catalogue's plain English as it is."""
    if hasattr(said, "code") and callable(getattr(said, "text", None)):
        said = said.text()
    if isinstance(said, str):
        return said
    from ui.i18n.catalogue import localize

    return localize(said, "en")

def _dump(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr).encode()


def play(options: dict[str, Any], seed: int, cap: int) -> str:
    import engine
    from engine.determinize import record_from_view

    h = hashlib.sha256()
    g = engine.new_game(options, seed)
    h.update(engine.to_json(g).encode())
    rng = random.Random(seed)
    for i in range(cap):
        if g.phase == "over":
            break
        seats = engine.must_act(g)
        h.update(_dump(seats))
        seat = seats[0]
        legal = engine.legal_actions(g, seat)
        h.update(_dump(legal))
        if i % SAMPLE_EVERY == 0:
            h.update(_dump(engine.public_view(g)))
            h.update(_dump(engine.player_view(g, seat)))
            h.update(_dump(engine.pending(g)))
            h.update(english(engine.describe_waiting(g)).encode())
            try:
                h.update(_dump(record_from_view(engine.player_view(g, seat), random.Random(i))))
            except ValueError as exc:
                h.update(str(exc).encode())
            for who, action in (((seat + 1) % g.n, ("end_turn",)), (seat, ("move_ship", i % 50, (i * 7) % 90))):
                if action in legal and who == seat:
                    continue
                try:  # an action that is not legal: its explanation
                    engine.apply_action(g, who, action)
                except engine.IllegalAction as exc:
                    h.update(f"{exc.code}|{english(exc)}".encode())
            g2 = engine.from_json(engine.to_json(g))
            h.update(engine.to_json(g2).encode())
        events = engine.apply_action(g, seat, rng.choice(legal))
        h.update(_dump(events))
        h.update(_dump([g.road_len, g.lr_holder]))
    h.update(engine.to_json(g).encode())
    h.update(engine.to_json(engine.from_json(engine.to_json(g))).encode())
    h.update(_dump([g.phase, g.winner, g.turn]))
    return h.hexdigest()


def digests() -> dict[str, str]:
    return {f"{name}/{seed}": play(options, seed, cap)
            for name, (options, seeds, cap) in GAMES.items() for seed in seeds}  # fmt: skip


if __name__ == "__main__":
    if "--root" in sys.argv:
        sys.path.insert(0, sys.argv[sys.argv.index("--root") + 1])
    print(json.dumps(digests(), indent=1, sort_keys=True))
