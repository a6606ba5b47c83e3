"""``bench/instructions.py``: random games counted in instructions (issue #32 item 4, C&K at least 0.35x base, where
the clock on a shared machine moves by more than the steps measured). Reading cachegrind's report and the games'
script; running valgrind itself is the bench's, minutes long, and not done here."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from bench import instructions
from engine.bots import random_action

REPORT = """==4718== Cachegrind, a high-precision tracing profiler
==4718== Command: python -c ...
==4718==
==4718== I   refs:      231,263,467
"""


def test_item32_4_the_instructions_are_read_from_cachegrinds_report() -> None:
    assert instructions.refs(REPORT) == 231_263_467
    with pytest.raises(StopIteration):
        instructions.refs("==1== no count here\n")


def test_item32_4_the_counted_script_plays_the_benchs_games_and_prints_their_actions() -> None:
    """The script valgrind runs plays ``bench/engine.py``'s games (seeds ``i * 7919 + 1``, the random player of seed
    ``i``) and prints their actions: here without valgrind, checked against the same games played in this process."""
    options = {"players": 4, "board": "variable"}
    code = instructions.COUNT.format(root=str(Path(__file__).resolve().parents[2]), options=options,
                                     games=2, first=5)  # fmt: skip
    printed = int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    actions = 0
    for i in (5, 6):
        g = engine.new_game(options, seed=i * 7919 + 1)
        rng = random.Random(i)
        while g.phase != "over":
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
            actions += 1
    assert printed == actions > 100
