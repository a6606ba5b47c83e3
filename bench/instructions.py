"""Random games counted in instructions (valgrind's cachegrind), for benches that compare engines or rule sets.

CPU time on this shared machine moves by 10-15 % between identical runs, and by more within one run when the
machine's clock changes: a 2 % step cannot be seen in it. An instruction count is the same on every run (no cache
simulation, ``PYTHONHASHSEED=0``, the same games), so it compares two checkouts of one rule set. It is not time,
and rule sets do not run alike: on the same 150 C&K and 600 base games (2026-11-29) C&K took 134.2 M instructions
a game and base 51.0 M: C&K over base 0.380 counted in instructions, 0.321 by the clock (C&K ran 4.2 G instructions
a second, base 5.0 G). Compare rule sets with the clock (``bench/engine.py``).

``count`` runs the games of ``engine.bots.random_action`` in ``root``'s checkout, as ``bench/engine.py`` times
them (seeds ``i * 7919 + 1``), less a run that plays none of them: start-up, imports and a first game (what
a game imports on the way, the rule set's maps) are left out. Debian's package: ``apt-get install valgrind``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

COUNT = """
import random, sys
sys.path.insert(0, {root!r})
import engine
from engine.bots import random_action
options = {options!r}
def play(seed, rng):
    g = engine.new_game(options, seed=seed)
    actions = 0
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
        actions += 1
    return actions
# One game first, in the run of none too: what a game imports on the way (compiled from source where a checkout has
# no bytecode) is left out with the start-up, not charged to the counted games.
play(0, random.Random(-1))
print(sum(play(i * 7919 + 1, random.Random(i)) for i in range({first}, {first} + {games})))
"""


def refs(stderr: str) -> int:
    """The instructions cachegrind counted ("I refs: 1,234"), from its report."""
    line = next(line for line in stderr.splitlines() if "I" in line and "refs:" in line)
    return int(line.split("refs:")[1].replace(",", "").split()[0])


def count(root: Path, options: dict[str, object], games: int, first: int = 0) -> tuple[int, int]:
    """Instructions and actions of ``games`` games (seeds from ``first``) in ``root``'s checkout, less a run of none."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}  # other checkouts left untouched
    found = []
    for n in (0, games):
        code = COUNT.format(root=str(root), options=options, games=n, first=first)
        cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               sys.executable, "-c", code]  # fmt: skip
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
        found.append((refs(out.stderr), int(out.stdout.split()[-1])))
    return found[1][0] - found[0][0], found[1][1]
