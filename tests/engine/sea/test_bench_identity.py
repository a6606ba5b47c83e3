"""Issue #31's bench target: the Seafarers speed work changes no game. The benchmark's Seafarers games of the
scenarios ``tests/engine/test_bench_games.py`` does not play (it plays The Four Islands) give the digests main
gave before that work (b3f2a76): the same legal actions in the same order (the random player's choice depends
on them), the same events (rolls and gold, SEA-GOLD-1; ship moves, SEA-SHIP-5/6; fog discoveries, SEA-FOG-2;
the Longest Trade Route, SEA-LTR-1..3) and the same final record. About 0.5 s of CPU for the three."""

from __future__ import annotations

import pytest

from tests.engine.bench_games import play

DIGESTS = {
    ("new_shores", 7): "46829aa30a613e893bede09656943e17905615032fc873cc68d25c17032b547c",
    ("fog_island", 7): "83cbec71fb7256a6d450759620b66067712de586610735552f6b78e0057f6b2a",
    ("through_the_desert", 7): "b1abeadf0011957a396d5d6c3dda3a3e63df69d7151a266532a75dd5199cdf27",
}


@pytest.mark.parametrize(("scenario", "i"), sorted(DIGESTS), ids=[f"{s}/{i}" for s, i in sorted(DIGESTS)])
def test_issue31_SEA_LTR_1_SEA_SHIP_5_bench_games_play_as_before_the_speed_work(scenario: str, i: int) -> None:
    options = {"players": 4, "expansion": "seafarers", "sea_scenario": scenario}
    assert play(options, i) == DIGESTS[(scenario, i)]
