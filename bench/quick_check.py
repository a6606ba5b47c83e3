"""What the start-up check of a SQLite database costs (issue #29 item 18): SQLite's ``quick_check`` of every
page, as ``python bot.py`` and ``python -m service.admin`` run it before anything else, on a database of
10,000 stored games (built once with bench/storage.py's realistic rows: greedy-bot games, 2,000 of them
unfinished, most of the rest finished with their whole log).

    .venv/bin/python bench/quick_check.py                     # 10,000 games (builds the file once, minutes)
    .venv/bin/python bench/quick_check.py --games 1000        # a smaller file, for a smoke test

Prints the file's size and the check's time (median and slowest of ``--runs``), with the file in the page
cache (a bot restarting) and, where the process may drop the page cache (root on Linux), read from disk.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__":
    # bench/ is first on the path when run as a script, and bench/engine.py would shadow the engine.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
    sys.path.insert(0, str(ROOT))

from bench.storage import build_database  # noqa: E402
from db.connection import sqlite_file_problem  # noqa: E402


def database(folder: Path, games: int, unfinished: int) -> Path:
    """The cached database of ``games`` games (built on first use, as bench/storage.py builds its own)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"startup-{games}-{unfinished}.sqlite3"
    if not path.exists():
        began = time.perf_counter()
        counts = asyncio.run(build_database(path, games, unfinished, random.Random(3)))
        print(f"built {path} in {time.perf_counter() - began:.0f} s: {counts}")
    return path


def timed_check(path: Path) -> float:
    began = time.perf_counter()
    problem = sqlite_file_problem(path)
    seconds = time.perf_counter() - began
    if problem is not None:
        raise SystemExit(f"the benchmark database is damaged: {problem}")
    return seconds


def drop_page_cache(path: Path) -> bool:
    """Evict the file from the page cache, if this process may (Linux, root): a check after a reboot."""
    try:
        subprocess.run(["sync"], check=True)
        Path("/proc/sys/vm/drop_caches").write_text("1\n")
        return True
    except OSError:
        return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--unfinished", type=int, default=None, help="default: a fifth of --games")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--data-dir", type=Path, default=Path(tempfile.gettempdir()) / "catanbot-bench")
    args = parser.parse_args(argv)
    unfinished = args.games // 5 if args.unfinished is None else args.unfinished
    path = database(args.data_dir, args.games, unfinished)
    size = path.stat().st_size
    print(f"quick_check at start (Python {sys.version.split()[0]}, {os.cpu_count()} cores): {args.games} games, "
          f"{size / 2**20:.0f} MiB")  # fmt: skip
    cold = timed_check(path) if drop_page_cache(path) else None
    warm = [timed_check(path) for _ in range(args.runs)]
    print(f"  file in the page cache: median {statistics.median(warm):.2f} s, slowest {max(warm):.2f} s "
          f"({args.runs} runs)")  # fmt: skip
    if cold is not None:
        print(f"  read from disk (page cache dropped first): {cold:.2f} s")
    else:
        print("  read from disk: not measured (dropping the page cache needs root on Linux)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
