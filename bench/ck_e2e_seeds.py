"""Find seeds for the end-to-end Cities & Knights game (tests/bot/rules/test_e2e_cities_knights.py).

The e2e game is the demo driver's greedy players acting through the fake Discord; what they do depends
only on the game's seed (drawn from the world seed like tools.demo.world.BotWorld does) and the driver's own
random generator (seeded with the world seed). This replays that game with the engine alone, in
milliseconds, and prints what each seed would show, so that a seed can be chosen without running the
bot. It mirrors ``tools.demo.driver.Table.step`` (one policy draw and one buttons-or-slash draw per move).

    .venv/bin/python -m bench.ck_e2e_seeds [--from 0] [--count 2000] [--vp 8] [--steps 3]
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import engine
from service.games import SEED_MASK
from tools.demo.driver import ck_greedy_policy

OPTIONS: dict[str, Any] = {
    "board": "variable", "players": 3, "expansion": "cities_and_knights", "combined_trade_build": True,
    "number_placement": "spiral",
}  # fmt: skip  # what /catan new with the e2e's options stores


def play(world_seed: int, vp: int, steps: int, max_moves: int = 4000) -> dict[str, Any]:
    """The e2e game for ``world_seed``, with the engine only; what it showed."""
    seed = random.Random(world_seed).randrange(2**63) & SEED_MASK
    state = engine.new_game({**OPTIONS, "vp_target": vp, "barbarian_steps": steps}, seed)
    rng = random.Random(world_seed)
    seen: dict[str, Any] = {"metropolis built": 0, "metropolis taken": 0, "pillage choice": 0, "attack won": 0,
                            "attack lost": 0, "displaced": 0, "retreat": 0, "chased": 0, "cards": set(),
                            "wedding": 0, "harbor": 0, "deserter": 0, "commodity trade": 0}  # fmt: skip
    for move in range(max_moves):
        public = engine.view(state, None)
        if public["phase"] == "over":
            seen["moves"] = move
            seen["cards"] = sorted(seen["cards"])
            return seen
        seat = min(d["seat"] for d in public["pending"] if d["blocking"])
        view = engine.view(state, seat)
        action = tuple(ck_greedy_policy(view, rng))
        rng.random()  # the driver's buttons-or-slash draw
        if action[0] == "answer":
            options = [a for a in view["you"]["legal_actions"] if a[0] == "answer"]
        events = engine.apply_action(state, seat, action)
        for e in events:
            t = e["type"]
            if t == "metropolis":
                seen["metropolis taken" if e["from"] >= 0 else "metropolis built"] += 1
            elif t == "city_pillaged" and action[0] == "answer" and len(options) >= 2:
                seen["pillage choice"] += 1
            elif t == "barbarian_attack":
                seen["attack lost" if e["outcome"] == "barbarians" else "attack won"] += 1
            elif t == "knight_displaced":
                seen["displaced"] += 1
            elif t == "knight_retreated" and action[0] == "answer":
                seen["retreat"] += 1
            elif t == "robber_chased":
                seen["chased"] += 1
            elif t == "progress_played":
                seen["cards"].add(e["card"])
            elif t == "card_given" and action[0] == "answer":
                seen["wedding"] += 1
            elif t == "harbor_trade" and action[0] == "answer":
                seen["harbor"] += 1
            elif t == "knight_deserted" and action[0] == "answer":
                seen["deserter"] += 1
        if action[0] == "bank_trade" and max(action[1:3]) >= 5:
            seen["commodity trade"] += 1
    seen["moves"] = max_moves
    return seen


def good(seen: dict[str, Any]) -> bool:
    needed = ("metropolis built", "metropolis taken", "pillage choice", "attack won", "attack lost", "displaced",
              "retreat", "chased", "wedding", "harbor", "deserter", "commodity trade")  # fmt: skip
    return all(seen[k] for k in needed) and len(seen["cards"]) >= 8 and "spy" in seen["cards"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--vp", type=int, default=8)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--show", action="store_true", help="print every seed, not only the good ones")
    args = parser.parse_args()
    for world_seed in range(args.start, args.start + args.count):
        seen = play(world_seed, args.vp, args.steps)
        if args.show or good(seen):
            print(world_seed, seen, flush=True)


if __name__ == "__main__":
    main()
