"""The fastcatan side of ``bench/compare_engines.py --fastcatan PYTHON``: random 4-player games of the C++ engine
fastcatan, played from Python through its own bindings (``fastcatan.Env``), timed like this project's games.

Run with the Python of a separate virtual environment that holds fastcatan (MIT, built there from its public
source; never installed with the product and never imported by it). This file only *calls* fastcatan's public
Python API; it holds none of its code.

    PYTHON bench/fastcatan_worker.py GAMES [no-domestic-trades]   ->   "games/s actions/s turns-per-game"

With ``no-domestic-trades`` the players never compose a trade with another player (fastcatan's actions 268-285:
add a card to give or to get, open, accept, decline, confirm, cancel), as our random player makes no domestic
offers; bank and harbour trades stay (the same filter as fastcatan's own ``--no-player-trading`` example).

Game ``i`` starts from seed ``i * 7919 + 1`` (as compare_engines' own games) and every seat picks uniformly among
the legal actions with ``random.Random(i)``, the player our engine's games use. The legal actions are read from the
engine's bit mask (five 64-bit words, bit ``a`` = action ``a`` legal) with plain integer operations, about twice as
fast as the numpy decoding of fastcatan's README: the player should cost fastcatan as little as it costs us.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterable

# Actions 268-285 (domestic trades) are bits 12-29 of the mask's fifth word (actions 256-319).
DOMESTIC_TRADES = (0, 0, 0, 0, ((1 << 18) - 1) << 12)


def legal_ids(words: Iterable[int]) -> list[int]:
    """The actions whose bit is set, lowest first (word ``w``'s bit ``b`` is action ``64 * w + b``)."""
    out = []
    for w, word in enumerate(words):
        base = 64 * w
        while word:
            low = word & -word
            out.append(base + low.bit_length() - 1)
            word ^= low
    return out


def play(games: int, domestic_trades: bool = True) -> tuple[float, float, float]:
    import fastcatan  # only in fastcatan's own environment: the suite imports this module without it
    import numpy as np

    env = fastcatan.Env()
    mask = np.zeros(fastcatan.MASK_WORDS, dtype=np.uint64)
    actions = turns = 0
    elapsed = 0.0
    for i in range(games):
        t = time.process_time()
        env.reset(i * 7919 + 1)
        rng = random.Random(i)
        done = False
        while not done:
            env.action_mask(mask)
            if domestic_trades:
                legal = legal_ids(mask.tolist())
            else:
                legal = legal_ids(w & ~f for w, f in zip(mask.tolist(), DOMESTIC_TRADES, strict=True))
            _, done = env.step(legal[rng.randrange(len(legal))])
            actions += 1
        elapsed += time.process_time() - t
        turns += env.turn_count
    return games / elapsed, actions / elapsed, turns / games


if __name__ == "__main__":
    print(*play(int(sys.argv[1]), domestic_trades="no-domestic-trades" not in sys.argv[2:]))
