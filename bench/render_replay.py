"""Render CPU per move and bytes per game over a whole demo game, old and new rendering side by side (issue #32).

    .venv/bin/python bench/render_replay.py record base.pkl.gz [--players 3] [--expansion cities_and_knights] [--pace 3]
    .venv/bin/python bench/render_replay.py replay base.pkl.gz [--old main] [--rounds 3] [--try 'board=1,0,0.75 hand=4,75,0.6,lossy']
    .venv/bin/python bench/render_replay.py analyse base.pkl.gz

``record`` plays the demonstration (``tools.demo``: the real bot against the fake Discord) and keeps every
render the bot asks for, in order, each with the number of moves played when it was asked (so renders
group by move) and its arguments (the views: plain dicts). ``replay`` feeds that list to two worker
processes, one importing ``rendering`` from this checkout and one from ``--old`` (a git revision, extracted
with ``git archive`` into a temporary folder), move by move, alternating which goes first, ``--rounds``
times: both see the same load on a shared machine. Each reports the process CPU time of the move's renders
(``time.process_time``: the render worker's CPU, whatever else runs) and the bytes it produced.

``record`` also prints what the bot uploaded to the (fake) Discord over the game, by file name: the bytes per
game as they leave the bot, whatever decided which pictures go out (a board only when the board changed; a
hand DM's picture only while its player builds or discards: issue #32 item 2). Run it in a checkout of each
version (``git worktree add``) to compare the bytes per game.

``--pace SECONDS``: each move of the demonstration waits that long on a fake clock the bot runs on, as people
playing at a person's pace would (in no more wall time). Without it every move follows the bot's last answer at
once, faster than anyone plays: a hand picture held back a moment after the last (issue #32, C&K's bytes) is
mostly never posted then, as the turn is over before the moment is. Record both.

Hand images: the bot asks for a hand image when the hand DM shows a picture and what it shows may have changed
(before issue #32 item 2: whenever the hand message's text changed). The new side renders it the way the bot
does now (``rendering.render_hand_if_changed`` with the seat's last picture: nothing is encoded or uploaded
when the picture would be the same; a picture taken off between two requests is not known here, so its
"kept" count is an upper bound); the old side renders every one. So a recording replays the requests of the
version that recorded it: compare CPU per move with each version's own recording.

``analyse`` tells what asked for the recorded renders: each hand picture by whose turn it was and what its seat
owed then, decision images by kind.

Prints the median, mean and spread (over the rounds) of CPU per move, and the bytes per game by image kind.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the recording holds rendering.NewPieces; a child puts its own source first
HAND_RENDERS = ("render_hand", "render_hand_if_changed")


# --- recording -------------------------------------------------------------------------------------


class RecordingPool(Executor):
    """Renders on a thread pool of this process and keeps (moves so far, renderer, args, kwargs) of each."""

    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
        self.calls: list[tuple[int, str, tuple, dict]] = []
        self.moves = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        import functools

        if isinstance(fn, functools.partial):  # rendering.worker passes each render as a partial
            fn, args, kwargs = fn.func, fn.args + args, {**fn.keywords, **kwargs}
        name = getattr(fn, "__name__", "")
        if name.startswith("render_"):
            self.calls.append((self.moves, name, pickle.loads(pickle.dumps(args)), dict(kwargs)))
        return self.pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def record(out: Path, players: int, expansion: str, seed: int, pace: float = 0.0) -> None:
    import rendering
    from tools.demo import __main__ as demo
    from tools.demo.driver import Table
    from tools.demo.world import BotWorld
    from tools.fakediscord.server import FakeServer

    rendering.warm_up()
    recorder = RecordingPool()
    uploaded: dict[str, list[int]] = {}  # what the bot uploaded to the fake Discord, by file name: [count, bytes]
    new_attachments = FakeServer._new_attachments

    def counted_uploads(self: FakeServer, body: Any, ephemeral: bool) -> Any:
        found = new_attachments(self, body, ephemeral)
        for attachment in found.values():
            kind = uploaded.setdefault(attachment.filename.split(".")[0].split("-")[0], [0, 0])
            kind[0] += 1
            kind[1] += len(attachment.data)
        return found

    FakeServer._new_attachments = counted_uploads  # type: ignore[method-assign]
    BotWorld.default_render_pool = staticmethod(lambda: recorder)  # type: ignore[assignment]
    done = Table._done

    async def counted(self: Table, *args: Any, **kwargs: Any) -> Any:
        result = await done(self, *args, **kwargs)
        recorder.moves = self.moves
        return result

    Table._done = counted  # type: ignore[method-assign]
    vp = 10 if expansion == "cities_and_knights" else 7
    with tempfile.TemporaryDirectory(prefix="render-replay-") as folder:
        asyncio.run(demo.run(Path(folder), players, vp, seed, "variable", expansion, ready_timeout=600, pace=pace))
    recorder.shutdown()
    with gzip.open(out, "wb") as f:
        pickle.dump({"players": players, "expansion": expansion, "seed": seed, "moves": recorder.moves,
                     "calls": recorder.calls}, f)  # fmt: skip
    kinds: dict[str, int] = {}
    for _m, name, _a, _k in recorder.calls:
        kinds[name] = kinds.get(name, 0) + 1
    print(f"recorded {len(recorder.calls)} renders over {recorder.moves} moves into {out}: {kinds}")
    total = sum(b for _n, b in uploaded.values())
    print(f"uploaded to Discord: {total / 1e6:.2f} MB in {sum(n for n, _b in uploaded.values())} files: "
          + ", ".join(f"{kind} {n} x {b / n / 1000:.1f} KB = {b / 1e6:.2f} MB" for kind, (n, b) in sorted(uploaded.items())))


# --- replaying (one worker process per side) ---------------------------------------------------------


def child(source: str, recording: str, side: str, efforts: str = "") -> None:
    """A render worker: load ``rendering`` from ``source``, then answer 'MOVE' lines with 'cpu bytes...' lines.
    ``efforts``: "board=M,Q[,SCALE[,lossy]] decision=... hand=..." overrides the new side's encodings (to try others)."""
    sys.path.insert(0, source)
    import rendering
    import rendering.board

    assert Path(rendering.__file__).is_relative_to(source), rendering.__file__
    import rendering.hand

    for item in efforts.split():
        kind, setting = item.split("=")
        setattr({"board": rendering.board, "decision": rendering.board, "hand": rendering.hand}[kind],
                f"{kind.upper()}_ENCODING", encoding_of(setting))  # fmt: skip

    with gzip.open(recording, "rb") as f:
        calls = pickle.load(f)["calls"]
    by_move: dict[int, list[tuple[str, tuple, dict]]] = {}
    for move, name, args, kwargs in calls:
        by_move.setdefault(move, []).append((name, args, kwargs))
    rendering.warm_up()
    last_hand: dict[int, object] = {}  # seat -> its last picture (the new side's rule)
    print("ready", flush=True)
    for line in sys.stdin:
        move = int(line)
        sizes = {"board": 0, "decision": 0, "hand": 0, "hand_skipped": 0, "stats": 0}
        start = time.process_time()
        for name, args, kwargs in by_move.get(move, []):
            if name in HAND_RENDERS:
                view, names = args[0], (args[1] if len(args) > 1 else kwargs.get("names"))
                if side == "new":
                    seat = view["you"]["seat"]
                    shown, data = rendering.render_hand_if_changed(view, names, last_hand.get(seat))
                    last_hand[seat] = shown
                    if data is None:
                        sizes["hand_skipped"] += 1
                        continue
                else:
                    data = rendering.render_hand(view, names)
                sizes["hand"] += len(data)
            elif name == "render_hand_digest":  # a picture held back a moment (issue #32): digested, nothing encoded
                if hasattr(rendering, name):  # the old side never asked for it
                    digest = rendering.render_hand_digest(*args, **kwargs)
                    seat = args[0]["you"]["seat"]
                    if side == "new" and digest != last_hand.get(seat):
                        last_hand[seat] = None  # the DM shows no picture until the held one goes up
            elif name == "render_stats":
                from rendering.stats import render_stats

                sizes["stats"] += len(render_stats(*args, **kwargs))
            else:
                fn = getattr(rendering, name)
                sizes[name.removeprefix("render_")] += len(fn(*args, **kwargs))
        cpu = time.process_time() - start
        print(cpu, *(f"{k}={v}" for k, v in sizes.items()), flush=True)


def encoding_of(setting: str) -> Any:
    """``rendering.encode.Encoding`` of "METHOD,QUALITY[,SCALE[,lossy]]"."""
    from rendering.encode import Encoding

    method, quality, *rest = setting.split(",")
    scale = float(rest[0]) if rest else 1.0
    return Encoding(int(method), int(quality), scale, lossy=rest[1:] == ["lossy"])


class Side:
    def __init__(self, label: str, source: str, recording: Path, side: str, efforts: str = "") -> None:
        self.label = label
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "child", source, str(recording), side, efforts],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=source,
        )  # fmt: skip
        assert self.proc.stdout is not None
        if self.proc.stdout.readline().strip() != "ready":
            raise RuntimeError(f"the {label} worker did not start")

    def move(self, move: int) -> tuple[float, dict[str, int]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{move}\n")
        self.proc.stdin.flush()
        cpu, *fields = self.proc.stdout.readline().split()
        return float(cpu), {k: int(v) for k, v in (f.split("=") for f in fields)}

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def extract(revision: str, into: Path) -> None:
    """``revision``'s tree (what ``rendering`` and its imports need) into ``into``."""
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def replay(recording: Path, old: str, rounds: int, efforts: list[str]) -> None:
    with gzip.open(recording, "rb") as f:
        meta = pickle.load(f)
    moves = sorted({m for m, *_ in meta["calls"]})
    with tempfile.TemporaryDirectory(prefix="render-old-") as folder:
        extract(old, Path(folder))
        sides = [Side(f"old ({old})", folder, recording, "old"), Side("new (this checkout)", str(ROOT), recording, "new")]
        sides += [Side(f"new, {e}", str(ROOT), recording, "new", e) for e in efforts]
        # cpu[side][round] = per-move CPU (ms) over every move of the game; bytes per game by kind
        cpu: list[list[list[float]]] = [[[] for _ in range(rounds)] for _ in sides]
        sizes: list[dict[str, int]] = [{} for _ in sides]
        for r in range(rounds):
            for i, move in enumerate(moves):
                shift = (i + r) % len(sides)  # who goes first rotates
                for s in [*range(shift, len(sides)), *range(shift)]:
                    seconds, got = sides[s].move(move)
                    cpu[s][r].append(seconds * 1000)
                    if r == 0:
                        for k, v in got.items():
                            sizes[s][k] = sizes[s].get(k, 0) + v
        for side in sides:
            side.close()
    total_moves = meta["moves"]
    print(f"{recording.name}: {meta['players']} players, {meta['expansion']}, seed {meta['seed']}: "
          f"{len(meta['calls'])} renders asked for over {total_moves} moves ({len(moves)} moves asked for any); "
          f"{rounds} rounds, old and new interleaved move by move")  # fmt: skip
    print(f"{'':<30}{'median ms/move':>15}{'mean ms/move':>14}{'  spread of the median over rounds':<36}"
          f"{'KB/game':>9}{'boards':>8}{'decisions':>10}{'hands':>8}{'hands kept':>11}")  # fmt: skip
    for side, per_round, got in zip(sides, cpu, sizes, strict=True):
        # Moves that asked for no render cost nothing: the median counts every move of the game.
        medians = [statistics.median(row + [0.0] * (total_moves - len(row))) for row in per_round]
        means = [sum(row) / max(1, total_moves) for row in per_round]
        total = sum(v for k, v in got.items() if k != "hand_skipped")
        print(f"{side.label:<30}{statistics.median(medians):>15.1f}{statistics.median(means):>14.1f}  "
              f"{min(medians):>6.1f} - {max(medians):<6.1f} (means {min(means):.1f} - {max(means):.1f})    "
              f"{total / 1000:>9.0f}{got.get('board', 0) / 1000:>8.0f}{got.get('decision', 0) / 1000:>10.0f}"
              f"{got.get('hand', 0) / 1000:>8.0f}{got.get('hand_skipped', 0):>11}")  # fmt: skip


def analyse(recording: Path) -> None:
    """What asked for each render: a hand picture in its seat's own turn or another's, and what the seat owed
    then (the decisions pending for it); decision images by kind (issue #32 item 2: where C&K's bytes come from)."""
    with gzip.open(recording, "rb") as f:
        meta = pickle.load(f)
    hands: dict[tuple[str, str], int] = {}
    decisions: dict[str, int] = {}
    for _m, name, args, _k in meta["calls"]:
        view = args[0]
        if name in HAND_RENDERS or name == "render_hand_digest":
            seat = view["you"]["seat"]
            owed = ",".join(sorted({d.get("kind", "") for d in view.get("pending", ()) if d.get("seat") == seat}))
            key = ("own turn" if view.get("active") == seat else "another's turn", owed or "nothing")
            hands[key] = hands.get(key, 0) + 1
        elif name == "render_decision":
            kind = args[3] if len(args) > 3 and args[3] else "(the first)"
            decisions[kind] = decisions.get(kind, 0) + 1
    print(f"{recording.name}: {meta['players']} players, {meta['expansion']}, {meta['moves']} moves")
    print("hand renders by whose turn it was and what the seat owed:")
    for (turn, owed), n in sorted(hands.items(), key=lambda kv: -kv[1]):
        print(f"  {turn:<16} owes {owed:<24} {n:>5}")
    print("decision images by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(decisions.items(), key=lambda kv: -kv[1])))


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "child":
        child(*sys.argv[2:6])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("out", type=Path)
    rec.add_argument("--players", type=int, default=3)  # as tools.demo
    rec.add_argument("--expansion", choices=("base", "cities_and_knights"), default="base")
    rec.add_argument("--seed", type=int, default=14)
    rec.add_argument("--pace", type=float, default=0.0, metavar="SECONDS",
                     help="seconds each move waits, on a fake clock: people at a person's pace (tools.demo --pace)")
    rep = sub.add_parser("replay")
    rep.add_argument("recording", type=Path)
    rep.add_argument("--old", default="main", help="the git revision to compare with")
    rep.add_argument("--rounds", type=int, default=3)
    rep.add_argument("--try", dest="efforts", action="append", default=[], metavar="'board=M,Q[,SCALE[,lossy]] hand=...'",
                     help="also replay the new side with these encodings (board, decision, hand); repeatable")
    ana = sub.add_parser("analyse", help="what asked for each hand picture and decision image of a recording")
    ana.add_argument("recording", type=Path)
    args = parser.parse_args()
    if args.command == "record":
        record(args.out, args.players, args.expansion, args.seed, args.pace)
    elif args.command == "analyse":
        analyse(args.recording)
    else:
        replay(args.recording, args.old, args.rounds, args.efforts)


if __name__ == "__main__":
    main()
