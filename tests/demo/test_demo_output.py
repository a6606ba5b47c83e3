"""`python -m tools.demo --out DIR` (issue #18 item 13): it deleted DIR without asking (`--out .` would wipe the
checkout); now only a new, empty or earlier demo output folder is used, and the bot's database stays in it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tools.demo.__main__ import DATABASE, clear_output, output_problem

ROOT = Path(__file__).resolve().parents[2]


def test_a_folder_with_other_files_is_refused_and_nothing_is_deleted(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    (checkout / "README.md").write_text("keep me")
    (checkout / "thread.md").write_text("a demo file among others")
    run = subprocess.run(
        [sys.executable, "-m", "tools.demo", "--out", str(checkout)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("demo: ") and "README.md" in run.stderr and "nothing was deleted" in run.stderr
    assert sorted(p.name for p in checkout.iterdir()) == ["README.md", "thread.md"]
    assert output_problem(ROOT) is not None  # `--out .` in the checkout


def test_new_empty_and_earlier_demo_folders_are_used_and_only_demo_files_are_replaced(tmp_path: Path) -> None:
    assert output_problem(tmp_path / "new") is None
    assert output_problem(tmp_path) is None  # empty
    earlier = tmp_path / "earlier"
    earlier.mkdir()
    for name in ("transcript.txt", "thread.md", "dm-Ada.md", "ephemeral-Bram.md", "001-board.png",
                 "012-dm-Ada-hand.webp", "049-stats-1.png", DATABASE, f"{DATABASE}-wal"):  # fmt: skip
        (earlier / name).write_text("old")
    assert output_problem(earlier) is None
    clear_output(earlier)
    assert list(earlier.iterdir()) == []
    (tmp_path / "file.txt").write_text("x")
    assert output_problem(tmp_path / "file.txt") is not None
