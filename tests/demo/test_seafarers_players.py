"""The Seafarers demonstration's players (issue #31 review, item 5): they decide as the built-in ``normal``
player does, from their own view only, so that a demo game goes to sea; the other demonstrations keep
the greedy policy (their output is compared with ``tools.demo.compare``).

The greedy policy knew nothing of ships: `python -m tools.demo --expansion seafarers --scenario fog_island
--players 4` played 139 turns, three players at 2-5 VP, and nobody moved a ship or the pirate or reached a
new island."""

from __future__ import annotations

import json
import random

import engine
import players
from history.rules.seafarers import island_of
from tools.demo.__main__ import players_policy
from tools.demo.driver import greedy_policy
from tools.demo.seafarers import normal_policy

FOG = {"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island", "board": "variable"}


def test_item31_review_5_seafarers_demo_players_are_normal_the_others_greedy() -> None:
    assert players_policy("seafarers") is normal_policy
    for expansion in ("base", "cities_and_knights"):
        assert players_policy(expansion) is greedy_policy


def test_item31_review_5_normal_policy_decides_from_the_seat_view_and_goes_to_sea() -> None:
    """The policy is ``players.decide(view, rng, strength="normal")`` on the player's own view, as JSON lists
    (the menus' values), never a trade offer (the demonstration makes those with the Trade… button). Played
    to the end from each seat's view, a Fog Island game builds and moves ships, settles an island turned up
    from the fog or the other island, uses the pirate and gold, and has a winner."""
    g = engine.new_game(dict(FOG), 13)
    rng, twin = random.Random(13), random.Random(13)
    kinds: dict[str, int] = {}
    home: list[set[int]] = [set() for _ in range(4)]
    while g.phase != "over" and g.turn < 200:
        seat = engine.must_act(g)[0]
        view = engine.player_view(g, seat)
        action = normal_policy(view, rng)
        quiet = {**view, "you": {**view["you"], "can_propose_trade": False}}
        assert action == json.loads(json.dumps(players.decide(quiet, twin, strength="normal")))
        assert action[0] not in ("offer", "counter")
        kinds[action[0]] = kinds.get(action[0], 0) + 1
        for e in engine.apply_action(g, seat, engine.action_from_json(action)):
            if e["type"] == "built" and e.get("piece") == "settlement" and e.get("setup"):
                home[seat].add(island_of(g, e["at"]))
    assert g.phase == "over" and g.winner >= 0, g.turn
    assert kinds.get("ship", 0) >= 5 and kinds.get("move_ship", 0) >= 1, kinds
    assert kinds.get("pirate", 0) >= 1 and kinds.get("gold", 0) >= 1, kinds
    reached = [{island_of(g, v) for v in range(g.topo.N_VERTEX) if g.owner[v] == seat and g.building[v]} - home[seat]
               for seat in range(4)]  # fmt: skip
    assert any(reached), reached
