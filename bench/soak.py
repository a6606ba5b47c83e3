"""Soak runs: the engine's random-game checks of the test suite at full size (issue #21 item 8: the suite
plays a CI-sized sample of each, fast; the soak-sized runs live here).

Each game is checked exactly as its test checks it (the test modules' ``check_random_game``):

* base game, 4 players, random boards: a winner with 10 VP, 19 cards of each resource
  (``tests/engine/test_random_games.py``; issue #2 asked for 2,000 games);
* the 2-player variant: a winner, cards and trade cards kept (``tests/engine/test_two_player_properties.py``);
* Cities & Knights, 3 and 4 players: a winner with 13 VP, the C&K invariants, barbarian attacks in nearly
  every game (``tests/engine/ck/test_random_games.py``).

    .venv/bin/python bench/soak.py                       # 2,000 base, 250 2-player, 200 C&K games (the old suite)
    .venv/bin/python bench/soak.py --base 500 --two 0 --ck 100

Prints games/s and actions per game for each; exits non-zero (with the failing seed's assertion) if a check
fails.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.engine import test_random_games as base_games  # noqa: E402
from tests.engine import test_two_player_properties as two_games  # noqa: E402
from tests.engine.ck import test_random_games as ck_games  # noqa: E402


def soak(title: str, games: int, check: Callable[[int], int]) -> None:
    if games <= 0:
        return
    start = time.perf_counter()
    actions = [check(i) for i in range(games)]
    seconds = time.perf_counter() - start
    print(
        f"{title}: {games} games checked in {seconds:.1f} s ({games / seconds:.1f} games/s), "
        f"actions per game: mean {sum(actions) / games:.0f}, max {max(actions)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", type=int, default=2000, help=f"base games (the suite plays {base_games.GAMES})")
    parser.add_argument("--two", type=int, default=250, help=f"2-player games (the suite: {two_games.CI_GAMES})")
    parser.add_argument("--ck", type=int, default=200, help=f"C&K games (the suite: {ck_games.GAMES})")
    args = parser.parse_args()
    soak("base game, 4 players", args.base, base_games.check_random_game)
    soak("2-player variant", args.two, two_games.check_random_game)
    attacks: list[int] = []

    def ck(i: int) -> int:
        actions, attacked = ck_games.check_random_game(i)
        attacks.append(attacked)
        return actions

    soak("Cities & Knights, 3-4 players", args.ck, ck)
    if attacks:
        ck_games.check_attacks(attacks)
        hit = sum(1 for a in attacks if a > 0)
        print(f"  barbarian attacks: {sum(attacks) / len(attacks):.1f} a game, in {hit} of {len(attacks)} games")


if __name__ == "__main__":
    main()
