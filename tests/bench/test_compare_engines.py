"""``bench/compare_engines.py`` against other engines (issue #32 item 4: at least 0.75x fastcatan, side by side with
catanatron): reading what a timed run prints, choosing how fastcatan is run, the ratios, and the fastcatan
worker's reading of the engine's legal-action mask. None of it needs fastcatan or catanatron installed."""

from __future__ import annotations

import pytest

from bench import compare_engines as bench
from bench import fastcatan_worker as worker


def test_item32_a_run_s_figures_are_its_last_line_and_must_all_be_there() -> None:
    assert bench.figures("1.5 2e3 330\n", 3) == (1.5, 2000.0, 330.0)
    assert bench.figures("a warning from numpy\n10 20 30\n", 3) == (10.0, 20.0, 30.0)
    with pytest.raises(ValueError):
        bench.figures("10 20\n", 3)
    with pytest.raises(ValueError):
        bench.figures("", 3)


def test_item32_fastcatan_is_played_by_the_worker_in_a_python_or_by_the_driver_executable() -> None:
    python, driver = "/tmp/fc/bin/python3", "/tmp/fc/bin/fastcatan_driver"
    assert bench.fastcatan_command(python, 60, True) == [python, str(bench.FASTCATAN_WORKER), "60"]
    assert bench.fastcatan_command(driver, 60, False) == [driver, "60", "no-domestic-trades"]
    assert bench.FASTCATAN_WORKER.is_file()
    assert "bindings" in bench.fastcatan_label(python, True) and "C++" in bench.fastcatan_label(driver, True)
    assert "no domestic trades" in bench.fastcatan_label(driver, False)


def test_item32_ratio_to_another_engine_of_the_medians_and_per_round() -> None:
    mine = [(80.0, 8e4), (60.0, 6e4), (100.0, 1e5)]
    theirs = [(100.0, 4e5), (100.0, 4e5), (50.0, 2e5)]
    of_medians, per_round = bench.ratio_to(mine, theirs, 0)
    assert of_medians == pytest.approx(0.8)
    assert per_round == pytest.approx([0.8, 0.6, 2.0])
    assert bench.ratio_to(mine, theirs, 1)[0] == pytest.approx(0.2)


def test_item32_fastcatan_worker_reads_every_set_bit_of_the_mask_as_an_action() -> None:
    assert worker.legal_ids([0b101, 0, 1 << 63, 0, 1]) == [0, 2, 191, 256]
    assert worker.legal_ids([0, 0, 0, 0, 0]) == []
    assert worker.legal_ids([(1 << 64) - 1]) == list(range(64))


def test_item32_fastcatan_worker_without_domestic_trades_masks_exactly_actions_268_to_285() -> None:
    everything = [(1 << 64) - 1] * 5
    kept = worker.legal_ids(w & ~f for w, f in zip(everything, worker.DOMESTIC_TRADES, strict=True))
    assert set(range(320)) - set(kept) == set(range(268, 286))
