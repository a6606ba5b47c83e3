"""The bot in a process of its own, for bench/discord_layer.py: its event loop shares nothing (not even
the GIL) with the fake Discord server and the simulated players, as in production.

    python bench/bot_process.py API_BASE GATEWAY_URL TOKEN GUILD_ID DB MEASURE_FLAG RESULT_FILE [SHARDS]

DB is a SQLite file or a database URL (postgresql://...); GUILD_ID 0 registers the commands globally
instead of in that guild; SHARDS (e.g. ``4:0,1``) runs the bot sharded, as SHARD_COUNT=4 SHARD_IDS=0,1 do.

Stalls of the event loop are recorded while MEASURE_FLAG exists; on SIGTERM the bot writes to RESULT_FILE
a JSON object of named figures and shuts down: the longest stall, the 99.9th percentile, the number over 50 ms,
the number of samples; the CPU seconds of the event loop's thread and of the whole process while measuring;
the 99th percentile, maximum and count of the bot's own first-answer times (``_time_answers``); how many
stalls over 50 ms were the process waiting for a core (``waited_for_core``) and the longest of them; the
most CPU one callback of the loop used and every callback over 50 ms of CPU (``_time_callbacks``); the CPU
seconds of the bot's worker processes (renders, built-in players) while measuring; the garbage collections
while measuring (``_time_collections``: each full one's duration, the longest of any generation, their
total time) and, at the end, the objects the collector tracks and those frozen out of its reach; each move's
publication lag, from its commit to the end of its publishing, its last message sent (``_time_publication``);
the render queue's counts (``rendering.worker.COUNTS``: renders, those that waited for a worker, their
waits, the deepest line) and its depth sampled every 50 ms; each render's worker CPU, timed in its worker and
added up for the move that asked for it, and by image kind (``RenderLedger``: issue #32 item 1).
BENCH_GC chooses the garbage collector's set-up once the bot is READY, to compare them (issue #32 item 3):
``as-is`` (default: what the bot does, ``cogs.app.collector``: start-up objects frozen, and what lived
``REFREEZE_SECONDS`` (10 s) refrozen that often), ``start-up`` (start-up objects frozen only: the bot's own refreezing
cancelled), ``unfrozen`` (that, and ``gc.unfreeze()``: every object in reach of full collections again),
``thresholds=A,B,C`` (``gc.set_threshold``, with the bot's set-up), ``refreeze=S`` (``gc.freeze()`` every S
seconds instead of the bot's set-up). With BENCH_STALL_STACKS=1 in the environment, the bot
process also prints where its event loop was during each stall over 100 ms, and every garbage collection
over 20 ms (a generation-0 collection of nothing taking 20 ms means the process was waiting for a core: a
busy machine, not the bot's work).
SIGUSR1 prints where the bot's tasks wait (the bench sends it when a level fails).
BENCH_GC_CENSUS=1 prints, at exit, the types of the objects the garbage collector tracks, most first, and
how long a full collection takes then.
BENCH_GC_CYCLES=1 prints, at exit, the references between the objects of the frozen garbage, by the type and
attribute holding them, most first: the cycles to break at their source so that nothing frozen becomes garbage.
BENCH_PROFILE=FILE writes a cProfile (CPU time) of the bot's event-loop thread to FILE (read it with pstats).
BENCH_RENDER_STATS=1 prints, at exit, the renders by kind: how many, their wall time from the request to
the picture (waiting for a worker included), how many repeated a picture already made, their size.
BENCH_PLACEHOLDER_RENDERS=1 renders no picture (tools.demo.renders.PlaceholderRenders): for tests that
restart the bot many times and look at no pixels (each start would warm up two render workers).
BENCH_FORCE_LANGUAGE=TAG has every reader read TAG (``ui.i18n.languages.force_language``): the e2e tests run
their bots in the pseudo-locale (tests/bot/pseudo_locale.py), this one too.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import contextvars
import functools
import gc
import hashlib
import json
import logging
import os
import random
import signal
import sys
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from concurrent.futures import Executor, Future, InvalidStateError
from pathlib import Path
from typing import Any

# BENCH_BOT_ROOT: run the bot of another checkout (bench/discord_layer.py --compare), measured the same way.
ROOT = Path(os.environ.get("BENCH_BOT_ROOT") or Path(__file__).resolve().parents[1])
sys.path.insert(0, str(ROOT))

from cogs.app.client import READ_WINDOW, create_bot  # noqa: E402
from cogs.app.settings import Settings  # noqa: E402
from service import GameService  # noqa: E402
from tools.fakediscord.harness import DiscordPatch  # noqa: E402

WATCHDOG_TICK = 0.01  # seconds between the stall watchdog's looks at the event loop
DISCORD_EPOCH_MS = 1420070400000


async def main(
    api: str, gateway: str, token: str, guild: int, db: str, flag: Path, result: Path, shards: str = ""
) -> None:
    DiscordPatch(api, gateway).apply()
    if os.environ.get("BENCH_FORCE_LANGUAGE"):
        from ui.i18n.languages import force_language

        force_language(os.environ["BENCH_FORCE_LANGUAGE"])
    seeds = random.Random(shards or 1)  # reproducible boards; each sharded process its own sequence
    target: str | Path = db if "://" in db else Path(db)
    service = await GameService.open(target, seed_source=lambda: seeds.randrange(2**63), read_window=READ_WINDOW)
    count, _, ids = shards.partition(":")
    settings = Settings(
        token=token, dev_guild_id=guild or None, database_path=Path("unused.sqlite3"), log_level="ERROR",
        reminder_check_seconds=3600, database_url=db if "://" in db else None,
        shard_count=int(count) if count else None, shard_ids=tuple(int(i) for i in ids.split(",")) if ids else None,
    )  # fmt: skip
    renders: dict[str, object] = {}
    if os.environ.get("BENCH_PLACEHOLDER_RENDERS"):  # tests that look at no picture (tests/bot/bot_process.py)
        from tools.demo.renders import PlaceholderRenders

        renders["render_pool"] = PlaceholderRenders()
    bot = create_bot(settings, service=service, **renders)
    lags = _time_publication(bot, lambda: measuring[0])
    # Placeholder renders cost nothing to account; a checkout without ``timed_call`` (--compare) has no accounting.
    ledger = None if renders else _account_renders(bot, lambda: measuring[0])
    collector = _set_up_collector(bot, os.environ.get("BENCH_GC", "as-is"))

    async def no_identify_pause(shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s between shards' IDENTIFYs (Discord's rate limit); the fake has none."""

    bot.before_identify_hook = no_identify_pause  # type: ignore[method-assign]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, _print_waits)
    late: list[float] = []  # how late each watchdog tick woke up while measuring
    # Stalls over 50 ms in which the event loop's thread itself ran for less than half the time: the process
    # waited for a core (a busy machine), it was not the bot's work that held the loop.
    starved: list[float] = []
    # The most CPU one callback of the loop used (its thread's CPU time, so a busy machine does not inflate
    # it): the longest stall the bot's own work causes on a free core (``_time_callbacks``).
    longest = _time_callbacks(lambda: measuring[0])
    # CPU seconds while measuring: the event loop's thread, and the whole process (its threads: database,
    # render-pool bookkeeping). Unlike wall-clock figures they hardly depend on how busy the machine is.
    cpu = {"loop": 0.0, "process": 0.0, "workers": 0.0}
    depths: list[int] = []  # the render queue's depth, every 50 ms while measuring
    render_counts = _render_counts()

    ticks = [time.perf_counter()]
    answered = _time_answers(lambda: measuring[0])
    collections = _time_collections(lambda: measuring[0])

    measuring = [False]

    async def flag_watch() -> None:
        """Whether the bench is measuring, looked up every 50 ms (not at each 1-ms tick: the file system
        call would be much of the watchdog's own cost on the event loop)."""
        while True:
            now = flag.exists()
            if now and not measuring[0]:
                cpu["loop"], cpu["process"], cpu["workers"] = (
                    -time.thread_time(),
                    -time.process_time(),
                    -_children_cpu(),
                )
                for counts in render_counts.values():
                    counts.reset()
            elif measuring[0] and not now:
                cpu["loop"] += time.thread_time()
                cpu["process"] += time.process_time()
                cpu["workers"] += _children_cpu()
            if now:
                depths.append(_queue_depth())
            measuring[0] = now
            await asyncio.sleep(0.05)

    async def watchdog() -> None:
        """How late each WATCHDOG_TICK sleep wakes up: a stall of the loop (or of the process, on a busy
        machine) shows as lateness. A 1 ms tick cost the loop ~10 % of its CPU (an iteration per tick);
        at 10 ms a stall over 50 ms is still seen, to within 10 ms, for ~1 % of it."""
        while True:
            t = ticks[0] = time.perf_counter()
            ran = time.thread_time()
            await asyncio.sleep(WATCHDOG_TICK)
            if measuring[0]:
                lateness = time.perf_counter() - t - WATCHDOG_TICK
                late.append(lateness)
                ran = time.thread_time() - ran
                if lateness > 0.05 and waited_for_core(lateness, ran):
                    starved.append(lateness)

    if os.environ.get("BENCH_STALL_STACKS"):  # "1", or the stall in seconds worth a stack (default 0.1)
        threshold = float(os.environ["BENCH_STALL_STACKS"])
        _report_stall_stacks(lambda: ticks[0], threshold if threshold < 1 else 0.1)
    dog = asyncio.create_task(watchdog())
    flags = asyncio.create_task(flag_watch())
    runner = asyncio.create_task(bot.start(token, reconnect=False))
    await stop.wait()
    dog.cancel()
    flags.cancel()
    if collector is not None:
        collector.cancel()
    if measuring[0]:  # stopped while measuring
        cpu["loop"] += time.thread_time()
        cpu["process"] += time.process_time()
        cpu["workers"] += _children_cpu()
    # Measuring ends here, whether or not flag_watch saw the flag go: the full collections below (the frozen
    # garbage, the census) are the bench's, not the bot's.
    measuring[0] = False
    late.sort()
    over = sum(1 for x in late if x > 0.05)
    p999 = late[int(0.999 * (len(late) - 1))] if late else 0.0
    answers = sorted(answered.values())
    p99 = answers[min(len(answers) - 1, int(0.99 * len(answers)))] if answers else float("nan")
    census = _census() if os.environ.get("BENCH_GC_CENSUS") else ""  # before _frozen_garbage refreezes everything
    hidden = _frozen_garbage()
    figures = {
        "worst": late[-1] if late else 0.0, "p999": p999, "over": over, "samples": len(late),
        "cpu_loop": max(cpu["loop"], 0), "cpu_process": max(cpu["process"], 0), "cpu_workers": max(cpu["workers"], 0),
        "bot_p99": p99, "bot_max": answers[-1] if answers else float("nan"), "bot_answers": len(answers),
        "starved": len(starved), "worst_starved": max(starved, default=0.0),
        "worst_busy": longest.cpu, "busy_over": sorted((took for took, _ in longest.over), reverse=True),
        "busy_over_what": [f"{took * 1000:.0f} ms: {what}" for took, what in sorted(longest.over, reverse=True)[:20]],
        "gc_fulls": collections.fulls, "gc_longest": collections.longest, "gc_total": collections.total,
        "gc_fulls_cpu": collections.fulls_cpu, "gc_tracked": len(gc.get_objects()), "gc_frozen": gc.get_freeze_count(),
        "gc_hidden": hidden[0], "gc_hidden_kinds": hidden[1], "gc_all_cpu": hidden[2],
        "lags": lags, "queue_depths": depths,
        "queue": {kind: counts.as_dict() for kind, counts in render_counts.items()},
        **(ledger.figures() if ledger is not None else {}),
    }  # fmt: skip
    result.write_text(json.dumps(figures, allow_nan=True))
    if census:
        print(f"--- objects the garbage collector tracks, by type: {census}", file=sys.stderr, flush=True)
    if longest.cpu > 0.05:
        print(f"--- the longest callback of the bot's loop: {longest.cpu * 1000:.0f} ms of CPU in {longest.what}",
              file=sys.stderr, flush=True)  # fmt: skip
    await bot.close()
    await service.close()
    runner.cancel()


def _print_waits(top: int = 15) -> None:
    """SIGUSR1 (sent by the bench when a level fails): where the bot's tasks are waiting, the most common
    places first (each task's innermost frame and the two around it), to tell a queue or a lock that holds
    moves back from a bot that is merely slow."""
    places: dict[str, int] = {}
    for task in asyncio.all_tasks():
        frames, awaited = [], task.get_coro()
        while awaited is not None:  # the chain of awaits, outermost first (a task's stack has only its top)
            frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
            if frame is not None:
                frames.append(frame)
            awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
        where = " <- ".join(
            f"{Path(f.f_code.co_filename).name}:{f.f_lineno} {f.f_code.co_name}" for f in reversed(frames[-3:])
        )
        places[where or "(not started)"] = places.get(where or "(not started)", 0) + 1
    ranked = sorted(places.items(), key=lambda kv: -kv[1])[:top]
    lines = "\n".join(f"  {n:5d}  {where}" for where, n in ranked)
    print(f"--- the bot's {sum(places.values())} tasks wait at:\n{lines}", file=sys.stderr, flush=True)


def _frozen_garbage(top: int = 8) -> tuple[int, str, float]:
    """At the end: the cyclic garbage that freezing hid from the collector (what a ``gc.freeze()`` while
    playing leaks): the objects a full collection frees once everything is unfrozen, after one that could
    see only the unfrozen, the types most of them were, and that collection's CPU time: what finding them
    would cost the bot with this many games (why its collector never unfreezes: ``cogs.app.collector``).
    Frozen again after, as found."""
    gc.collect()
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)  # the garbage is kept in gc.garbage, to be counted by type
    try:
        started = time.thread_time()
        hidden = gc.collect()
        everything = time.thread_time() - started
        kinds: dict[str, int] = {}
        for obj in gc.garbage:
            name = f"{type(obj).__module__}.{type(obj).__qualname__}"
            kinds[name] = kinds.get(name, 0) + 1
        if os.environ.get("BENCH_GC_CYCLES"):
            print(f"--- references within the frozen garbage: {_garbage_references(gc.garbage)}", file=sys.stderr,
                  flush=True)  # fmt: skip
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    if frozen:
        gc.freeze()
    ranked = sorted(kinds.items(), key=lambda kv: -kv[1])[:top]
    return hidden, ", ".join(f"{name} {n}" for name, n in ranked), everything


def _garbage_references(garbage: list[object], top: int = 40) -> str:
    """BENCH_GC_CYCLES=1: each reference from one object of the garbage to another, counted by the holder's
    type and the attribute, key or slot holding it, and the type it refers to."""
    inside = {id(obj) for obj in garbage}
    edges: dict[str, int] = {}
    for obj in garbage:
        holder = type(obj).__qualname__
        for label, value in _labelled_referents(obj):
            if id(value) in inside:
                edge = f"{holder}.{label} -> {type(value).__qualname__}"
                edges[edge] = edges.get(edge, 0) + 1
    ranked = sorted(edges.items(), key=lambda kv: -kv[1])[:top]
    return "\n  " + "\n  ".join(f"{n:6d}  {edge}" for edge, n in ranked) + _cycle_examples(garbage)


def _cycle_examples(garbage: list[object], kinds: int = 6, tries: int = 50) -> str:
    """One cycle through an object of each of the commonest types of the garbage, as the chain of holders
    and attributes that leads back to it (where to break it); an object that is only held by a cycle is on
    none, so up to ``tries`` of each type are tried."""
    inside = {id(obj) for obj in garbage}
    counts: dict[type, list[object]] = {}
    for obj in garbage:
        counts.setdefault(type(obj), []).append(obj)
    examples: list[str] = []
    for kind, objects in sorted(counts.items(), key=lambda kv: -len(kv[1]))[:kinds]:
        for start in objects[:tries]:
            found = _path_back(start, inside)
            if found is not None:
                examples.append(" -> ".join(found) + f" -> ({kind.__qualname__})")
                break
    return "\n--- a cycle through each commonest type:\n  " + "\n  ".join(examples)


def _path_back(start: object, inside: set[int], limit: int = 5_000) -> list[str] | None:
    """The shortest chain of references from ``start`` back to itself within the garbage, if any."""
    paths: dict[int, list[str]] = {id(start): []}
    frontier = [start]
    while frontier and len(paths) < limit:
        following = []
        for obj in frontier:
            for label, value in _labelled_referents(obj):
                step = [*paths[id(obj)], f"{type(obj).__qualname__}.{label}"]
                if value is start:
                    return step
                if id(value) in inside and id(value) not in paths:
                    paths[id(value)] = step
                    following.append(value)
        frontier = following
    return None


def _labelled_referents(obj: object) -> list[tuple[str, object]]:
    """An object's referents with the name that holds each where there is one (attribute, slot, dict key)."""
    named: list[tuple[str, object]] = []
    if isinstance(obj, dict):
        named += [(f"[{key!r}]"[:40], value) for key, value in obj.items()]
    elif isinstance(obj, (list, tuple, set, frozenset)):
        named += [("[]", value) for value in obj]
    attributes = getattr(obj, "__dict__", None)
    if isinstance(attributes, dict):
        named += [(str(key), value) for key, value in attributes.items()]
    for klass in type(obj).__mro__:
        for slot in getattr(klass, "__slots__", ()):
            if isinstance(slot, str) and slot not in ("__dict__", "__weakref__"):
                with contextlib.suppress(AttributeError):  # an empty slot
                    named.append((slot, getattr(obj, slot)))
    seen = {id(value) for _, value in named}
    named += [("?", value) for value in gc.get_referents(obj) if id(value) not in seen]
    return named


def _census(top: int = 25) -> str:
    """BENCH_GC_CENSUS=1: the types with the most objects the collector tracks (not frozen), and a full
    collection's CPU time now."""
    counts: dict[str, int] = {}
    refs: dict[str, int] = {}  # the references a collection visits, by the type holding them
    for obj in gc.get_objects():
        name = type(obj).__qualname__
        counts[name] = counts.get(name, 0) + 1
        refs[name] = refs.get(name, 0) + len(gc.get_referents(obj))
    started = time.thread_time()
    gc.collect()
    took = time.thread_time() - started
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])[:top]
    heavy = sorted(refs.items(), key=lambda kv: -kv[1])[:top]
    return (
        f"{sum(counts.values())} in all, a full collection {took * 1000:.0f} ms of CPU; "
        + ", ".join(f"{name} {n}" for name, n in ranked)
        + f"; references visited: {sum(refs.values())} in all, "
        + ", ".join(f"{name} {n}" for name, n in heavy)
    )


class Collections:
    """The garbage collections while measuring: how many were full (generation 2), the longest full one, the
    longest of any generation, and their total time (wall clock: a collection holds the GIL throughout)."""

    def __init__(self) -> None:
        self.fulls: list[float] = []  # each full collection's duration, in order
        self.fulls_cpu: list[float] = []  # and its CPU time (its thread's: on a busy machine wall time waits for a core)
        self.longest = 0.0
        self.total = 0.0

    @property
    def full(self) -> int:
        return len(self.fulls)

    @property
    def longest_full(self) -> float:
        return max(self.fulls, default=0.0)


def _time_collections(measuring: Callable[[], bool]) -> Collections:
    """Time every collection of Python's cyclic garbage collector while ``measuring()``: a full one walks
    every tracked object, and it runs inside whichever callback allocated last (a stall that looks like
    some random callback's)."""
    seen = Collections()
    started = [0.0, 0.0]

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[:] = time.perf_counter(), time.thread_time()
            return
        if not measuring():
            return
        took = time.perf_counter() - started[0]
        seen.total += took
        seen.longest = max(seen.longest, took)
        if info["generation"] == 2:
            seen.fulls.append(took)
            seen.fulls_cpu.append(time.thread_time() - started[1])

    gc.callbacks.append(timed)
    return seen


SLOW_CALLBACK = 0.05  # seconds of CPU: a callback over this holds every other interaction back (issue #32 item 3)


class LongestCallback:
    """The most CPU time one event-loop callback (a task's step between two awaits, an I/O callback) took,
    and every callback over ``SLOW_CALLBACK`` (its CPU seconds and what it was: the handle, the task's
    coroutine, and where the loop's thread was when sampled during it)."""

    def __init__(self) -> None:
        self.cpu = 0.0
        self.what = ""
        self.over: list[tuple[float, str]] = []


SAMPLE_EVERY = 0.005  # seconds between looks at a long callback's stack (the GIL switches every 5 ms)
SAMPLE_AFTER = 0.02  # a callback is sampled once it has run this long (wall clock): short ones cost nothing


class StackSampler:
    """Where the event loop's thread is during a long callback: a thread looks at its stack every
    ``SAMPLE_EVERY`` seconds once the callback has run for ``SAMPLE_AFTER`` and counts the places (the
    innermost frames of the project, with the library frame below them). A callback's name alone (a task's
    ``task_wakeup``) does not say which of the bot's work took the time."""

    def __init__(self) -> None:
        self.started = 0.0  # perf_counter when the running callback started; 0 between callbacks
        self.samples: list[str] = []
        self._loop_thread = threading.get_ident()
        threading.Thread(target=self._watch, daemon=True, name="callback-sampler").start()

    def begin(self) -> None:
        self.samples = []
        self.started = time.perf_counter()

    def end(self) -> list[str]:
        self.started = 0.0
        return self.samples

    def _watch(self) -> None:
        while True:
            time.sleep(SAMPLE_EVERY)
            started = self.started
            if started and time.perf_counter() - started > SAMPLE_AFTER:
                frame = sys._current_frames().get(self._loop_thread)
                if frame is not None and self.started == started:
                    self.samples.append(place(frame))


def place(frame: Any, depth: int = 3) -> str:
    """A stack in a line: the innermost ``depth`` frames in the bot's own code (innermost first), and the
    innermost frame of all when it is a library's (sqlite3, json, discord.py)."""
    own: list[str] = []
    innermost = ""
    root = str(ROOT)
    while frame is not None and len(own) < depth:
        code = frame.f_code
        here = f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}"
        if not innermost:
            innermost = here
        if code.co_filename.startswith(root) and "/bench/" not in code.co_filename:
            own.append(here)
        frame = frame.f_back
    if innermost and (not own or own[0] != innermost):
        own.insert(0, f"[{innermost}]")
    return " < ".join(own) or "?"


def describe(handle: asyncio.events.Handle, samples: list[str], collecting: float = 0.0, top: int = 3) -> str:
    """What a slow callback was: its handle, the task's coroutine, the CPU seconds of garbage collection in
    it (``collecting``: a full collection runs inside whichever callback allocated last, and holds the GIL,
    so the sampler sees nothing of it), and the places the sampler saw most, with their share of the
    samples."""
    what = repr(handle)[:200]
    task = getattr(getattr(handle, "_callback", None), "__self__", None)
    if isinstance(task, asyncio.Task):
        coro = task.get_coro()
        what = f"task {task.get_name()} {getattr(coro, '__qualname__', coro)}"
    if collecting > 0.001:
        what += f" | {collecting * 1000:.0f} ms of it garbage collection"
    if samples:
        counts: dict[str, int] = {}
        for sample in samples:
            counts[sample] = counts.get(sample, 0) + 1
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])[:top]
        what += " | sampled: " + "; ".join(f"{n}/{len(samples)} {where}" for where, n in ranked)
    return what


def _time_callbacks(measuring: Callable[[], bool]) -> LongestCallback:
    """Time every callback the event loop runs, in its thread's CPU time, while ``measuring()``: the longest
    is the longest the bot's own work keeps the loop from anything else, whatever the machine's load (on a
    busy machine a stall also holds the time the process waited for a core; see ``waited_for_core``). A
    callback over ``SLOW_CALLBACK`` is kept with where its time went (``StackSampler``)."""
    longest = LongestCallback()
    run = asyncio.events.Handle._run
    sampler = StackSampler()
    collecting = [0.0, 0.0]  # CPU seconds of garbage collection in the running callback; when the current began

    def collection(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collecting[1] = time.thread_time()
        else:
            collecting[0] += time.thread_time() - collecting[1]

    gc.callbacks.append(collection)

    def timed(handle: asyncio.events.Handle) -> None:
        if not measuring():
            return run(handle)
        start = time.thread_time()
        collecting[0] = 0.0
        sampler.begin()
        try:
            return run(handle)
        finally:
            took = time.thread_time() - start
            samples = sampler.end()
            if took > longest.cpu:
                longest.cpu = took
                longest.what = describe(handle, samples, collecting[0])
            if took > SLOW_CALLBACK:
                longest.over.append((took, describe(handle, samples, collecting[0])))

    asyncio.events.Handle._run = timed  # type: ignore[method-assign]
    return longest


def _time_publication(bot: Any, measuring: Callable[[], bool]) -> list[float]:
    """Each move's publication lag while ``measuring()``: seconds from its commit (the service's ``act``
    returning: the move is stored) to the end of the move pipeline's ``publish`` of it, which returns once
    the move's last message is sent (thread, offers, hand DMs, notices; a move that another move's publishing
    showed first still waits for it, as the game's messages are shown under one lock). Moves another
    process commits are not seen. The pipeline and service are the bot's own instances (wired when the bot
    is built with its service), so their methods are wrapped there, as the bot calls them."""
    lags: list[float] = []
    committed: dict[tuple[int, int], float] = {}
    pipeline, service = bot.pipeline, bot.service
    act, publish = service.act, pipeline.publish

    async def timed_act(*args: Any, **kwargs: Any) -> Any:
        result = await act(*args, **kwargs)
        if measuring():
            committed[(result.game_id, result.seq)] = time.perf_counter()
        return result

    async def timed_publish(result: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return await publish(result, *args, **kwargs)
        finally:
            started = committed.pop((result.game_id, result.seq), None)
            if started is not None:
                lags.append(time.perf_counter() - started)

    service.act = timed_act
    pipeline.publish = timed_publish
    return lags


# The move (game id, seq) whose publication is running in this task (and in the tasks it starts: the hand DMs'
# pictures render in tasks of their own, which copy it), for RenderLedger.
PUBLISHING: contextvars.ContextVar[tuple[int, int] | None] = contextvars.ContextVar("bench_publishing", default=None)
# What each renderer's picture is, in the figures (a hand whose picture the DM shows already is not encoded).
RENDER_KINDS = {"render_board": "board", "render_decision": "decision", "render_hand": "hand",
                "render_hand_if_changed": "hand", "render_hand_digest": "hand digest", "render_stats": "stats"}  # fmt: skip
UNCHANGED_HAND = "hand unchanged"


class RenderLedger:
    """Render CPU per move (issue #32 item 1: a median, as bench/render_replay.py measures over a demo): each
    render's worker CPU (timed in the worker: ``rendering.worker.timed_call``), added up for the move that asked
    for it, and by image kind.

    A render asked for while a move is published (its board, its hand DMs' pictures, a picture held back a moment
    after it) goes with that move; any other (a decision image beside a menu a player opened, a hand DM a player
    asked for) with the game's version then, as the demo's replay groups them: with the last move before it. A
    game's renders at a version before its first measured move go with that move. Every move committed while
    measuring counts, those that asked for no picture at 0 ms."""

    def __init__(self, version_of: Callable[[int], int | None]) -> None:
        self.version_of = version_of  # game id -> its version as the bot knows it
        self.commits: dict[int, list[int]] = {}  # game id -> the seqs committed while measuring
        # (game id or None, version, kind, CPU seconds, whether the same picture was made before)
        self.jobs: list[tuple[int | None, int, str, float, bool]] = []
        self.seen: set[bytes] = set()

    def committed(self, game_id: int, seq: int) -> None:
        self.commits.setdefault(game_id, []).append(seq)

    def asking(self, frame: Any) -> tuple[int | None, int]:
        """The move a render asked for from ``frame`` (the pool's submit) goes with: the publication running, else
        the game of the nearest caller with a ``game`` (``GameInfo``) at its version now; (None, 0): no game."""
        publishing = PUBLISHING.get()
        if publishing is not None:
            return publishing
        for _ in range(20):
            if frame is None:
                break
            game = frame.f_locals.get("game")
            if isinstance(getattr(game, "id", None), int):
                version = self.version_of(game.id)
                return game.id, version if version is not None else getattr(game, "version", 0)
            frame = frame.f_back
        return None, 0

    def rendered(self, key: tuple[int | None, int], renderer: str, result: Any, cpu: float) -> None:
        kind = RENDER_KINDS.get(renderer, renderer)
        if renderer == "render_hand_if_changed" and isinstance(result, tuple) and result[1] is None:
            kind = UNCHANGED_HAND  # the DM shows this picture already: drawn and digested, not encoded
        # A picture made before (the same bytes; a hand's by its digest): work a cache of pictures would save.
        made = str(result[0] if isinstance(result, tuple) else result).encode() if not isinstance(result, bytes) else result
        digest = hashlib.blake2b(made, digest_size=16, person=kind.encode()[:16]).digest()
        again = digest in self.seen
        self.seen.add(digest)
        self.jobs.append((key[0], key[1], kind, cpu, again))  # from the pool's thread: an append is atomic

    def figures(self) -> dict[str, Any]:
        """``render_cpu``: each measured move's render CPU in seconds, sorted; ``render_kinds``: kind -> [renders,
        CPU seconds, renders of a picture made before, their CPU seconds]; ``render_unattributed``: [renders, CPU
        seconds] of renders no game asked for."""
        per_move: dict[tuple[int, int], float] = {}
        seqs = {game: sorted(set(s)) for game, s in self.commits.items()}
        for game, ordered in seqs.items():
            per_move.update(((game, s), 0.0) for s in ordered)
        kinds: dict[str, list[float]] = {}
        unattributed = [0, 0.0]
        for game, version, kind, cpu, again in list(self.jobs):
            row = kinds.setdefault(kind, [0, 0.0, 0, 0.0])
            row[0] += 1
            row[1] += cpu
            row[2] += again
            row[3] += cpu if again else 0.0
            if game is None:
                unattributed[0] += 1
                unattributed[1] += cpu
                continue
            key = (game, version)
            if key not in per_move:
                ordered = seqs.get(game, [])
                later = bisect.bisect_right(ordered, version)
                # before the game's first measured move: with that move; else a move the ledger did not see
                # committed (another path than the service's act) counts as one of its own
                if later == 0 and ordered:
                    key = (game, ordered[0])
            per_move[key] = per_move.get(key, 0.0) + cpu
        return {"render_cpu": sorted(per_move.values()), "render_kinds": kinds, "render_unattributed": unattributed}


class AccountedPool(Executor):
    """The bot's render pool, each render handed to it through ``rendering.worker.timed_call`` while measuring and
    its worker CPU noted in the ledger (the bot gets the picture alone, as from the pool itself)."""

    def __init__(self, pool: Executor, ledger: RenderLedger, measuring: Callable[[], bool]) -> None:
        from rendering import worker

        self._pool = pool
        self._ledger = ledger
        self._measuring = measuring
        self._timed = worker.timed_call
        self._max_workers = getattr(pool, "_max_workers", worker.DEFAULT_WORKERS)  # the render queue's slots

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        if not self._measuring():
            return self._pool.submit(fn, *args, **kwargs)
        # Called by the event loop's run_in_executor, in the task that asks for the picture: its move is here.
        key = self._ledger.asking(sys._getframe(1))
        renderer = getattr(getattr(fn, "func", fn), "__name__", "render")
        job = functools.partial(fn, *args, **kwargs) if args or kwargs else fn
        inner = self._pool.submit(self._timed, job)
        outer: Future[Any] = Future()

        def done(ran: Future[tuple[Any, float]]) -> None:
            if ran.cancelled():
                outer.cancel()
                return
            if (error := ran.exception()) is not None:
                with contextlib.suppress(InvalidStateError):
                    outer.set_exception(error)
                return
            result, cpu = ran.result()
            self._ledger.rendered(key, renderer, result, cpu)
            with contextlib.suppress(InvalidStateError):  # cancelled meanwhile: its CPU was spent all the same
                outer.set_result(result)

        inner.add_done_callback(done)
        # The pool holds ``inner`` until it is done; held strongly here too, the two futures would be a cycle,
        # garbage that the bot's collector may freeze (the frozen garbage printed at the end).
        pending = weakref.ref(inner)
        outer.add_done_callback(lambda f: f.cancelled() and (ran := pending()) is not None and ran.cancel())
        return outer

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def _account_renders(bot: Any, measuring: Callable[[], bool]) -> RenderLedger | None:
    """Account each render's worker CPU per move while ``measuring()`` (``RenderLedger``): the pool the bot hands
    ``rendering.worker.use_executor`` is wrapped, and the bot's moves and publications are noted (wrapped on the
    bot's own service and pipeline, as ``_time_publication`` does). None in a checkout without
    ``rendering.worker.timed_call`` (--compare with an older bot)."""
    from rendering import worker

    if not hasattr(worker, "timed_call"):
        return None
    ledger = RenderLedger(bot.service.known_version)
    use = worker.use_executor

    def accounted(pool: Executor | None) -> None:
        use(AccountedPool(pool, ledger, measuring) if pool is not None else None)

    worker.use_executor = accounted  # type: ignore[assignment]
    pipeline, service = bot.pipeline, bot.service
    act, publish = service.act, pipeline.publish

    async def noted_act(*args: Any, **kwargs: Any) -> Any:
        result = await act(*args, **kwargs)
        if measuring():
            ledger.committed(result.game_id, result.seq)
        return result

    async def noted_publish(result: Any, *args: Any, **kwargs: Any) -> Any:
        token = PUBLISHING.set((result.game_id, result.seq))
        try:
            return await publish(result, *args, **kwargs)
        finally:
            PUBLISHING.reset(token)

    service.act = noted_act
    pipeline.publish = noted_publish
    return ledger


def _render_counts() -> dict[str, Any]:
    """The render queue's counts (``rendering.worker.COUNTS``); none in a checkout without them (--compare)."""
    from rendering import worker

    return getattr(worker, "COUNTS", {})


def _queue_depth() -> int:
    from rendering import worker

    depth = getattr(worker, "queue_depth", None)
    return depth() if depth is not None else 0


def _set_up_collector(bot: Any, mode: str) -> asyncio.Task[None] | None:
    """BENCH_GC: the garbage collector's set-up to measure, applied once the bot is READY (after its own
    ``gc.freeze()`` at the end of its start-up)."""
    if mode == "as-is":
        return None
    if mode not in ("unfrozen", "start-up") and not mode.startswith(("thresholds=", "refreeze=")):
        raise SystemExit(f"BENCH_GC={mode!r}: as-is, start-up, unfrozen, thresholds=A,B,C or refreeze=S")
    _, _, value = mode.partition("=")
    thresholds = tuple(int(x) for x in value.split(",")) if mode.startswith("thresholds=") else ()
    every = float(value) if mode.startswith("refreeze=") else 0.0

    async def apply() -> None:
        # Polled: discord.py's wait_until_ready raises when called before the login (this runs from the start).
        while not bot.is_ready():
            await asyncio.sleep(0.2)
        if mode in ("unfrozen", "start-up") or mode.startswith("refreeze="):
            _stop_the_bots_collector()
        if mode == "unfrozen":
            gc.unfreeze()
        elif thresholds:
            gc.set_threshold(*thresholds)
        else:
            while True:
                await asyncio.sleep(every)
                gc.freeze()

    task = asyncio.get_running_loop().create_task(apply())
    task.add_done_callback(_say_if_failed)
    return task


def _stop_the_bots_collector() -> None:
    """Cancel the bot's own refreezing while playing (``cogs.app.collector``; a checkout without it has none)."""
    for task in asyncio.all_tasks():
        if task.get_name() == "catanbot-collector":
            task.cancel()


def _say_if_failed(task: asyncio.Task[None]) -> None:
    """A set-up that failed says so (a task's exception is otherwise only logged when it is collected)."""
    if not task.cancelled() and task.exception() is not None:
        print(f"--- BENCH_GC set-up failed: {task.exception()!r}", file=sys.stderr, flush=True)


def waited_for_core(lateness: float, ran: float, tick: float = WATCHDOG_TICK) -> bool:
    """Whether a watchdog tick that woke ``lateness`` seconds late was the process waiting for a core (a busy
    machine) rather than the loop working: its thread ran (CPU seconds ``ran``) under half the tick's time."""
    return ran < 0.5 * (lateness + tick)


def snowflake_age(snowflake: int, now: float) -> float:
    """Seconds from a snowflake's creation (its millisecond timestamp) to ``now`` (Unix time); never below 0."""
    return max(now - ((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, 0.0)


def _children_cpu() -> float:
    """CPU seconds used so far by this process's children (the render and built-in player workers), from
    /proc (Linux); 0 elsewhere."""
    me, total = os.getpid(), 0
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir() if Path("/proc/self/stat").exists() else ():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        if int(fields[1]) == me:  # fields after the name: state, ppid, ..., utime (12), stime (13)
            total += int(fields[11]) + int(fields[12])
    return total / tick


def _time_answers(measuring: Callable[[], bool]) -> dict[int, float]:
    """Seconds from each interaction's creation to the bot sending its first answer (the interaction
    callback), measured in the bot process: its id is a snowflake whose timestamp the fake Discord took just
    before delivering it, on the same machine's clock. This is the bot's share of the first response
    (gateway read, queueing on its loop, handling), without the bench process's own lateness in seeing the
    answer arrive; filled in while ``measuring()``."""
    from discord.webhook.async_ import AsyncWebhookAdapter

    answered: dict[int, float] = {}
    original = AsyncWebhookAdapter.create_interaction_response

    def timed(self: AsyncWebhookAdapter, interaction_id: int, *args: object, **kwargs: object) -> object:
        if measuring() and interaction_id not in answered:
            answered[interaction_id] = snowflake_age(int(interaction_id), time.time())
        return original(self, interaction_id, *args, **kwargs)  # type: ignore[arg-type]

    AsyncWebhookAdapter.create_interaction_response = timed  # type: ignore[method-assign,assignment]
    return answered


def _report_stall_stacks(last_tick: Callable[[], float], threshold: float = 0.1) -> None:
    """BENCH_STALL_STACKS=1: print where the event loop's thread is when it has not ticked for ``threshold``
    seconds (once per stall). A stack ending in the selector means the process was not scheduled (a busy
    machine), not that the bot was working."""
    main = threading.main_thread().ident

    def watch() -> None:
        reported = 0.0
        while True:
            time.sleep(0.01)
            tick = last_tick()
            if time.perf_counter() - tick > threshold and tick != reported:
                reported = tick
                frame = sys._current_frames().get(main)
                stack = "".join(traceback.format_stack(frame)[-12:]) if frame else "?"
                print(
                    f"--- event loop stalled over {threshold * 1000:.0f} ms, at:\n{stack}", file=sys.stderr, flush=True
                )

    threading.Thread(target=watch, daemon=True, name="stall-stacks").start()
    started: list[float] = [0.0]

    def collections(phase: str, info: dict[str, int]) -> None:  # a collection holds the GIL: no stack then
        if phase == "start":
            started[0] = time.perf_counter()
        elif (took := time.perf_counter() - started[0]) > 0.02:
            print(f"--- garbage collection of generation {info['generation']}: {took * 1000:.0f} ms, "
                  f"{info['collected']} collected", file=sys.stderr, flush=True)  # fmt: skip

    gc.callbacks.append(collections)


def _count_renders() -> Callable[[], str]:
    """BENCH_RENDER_STATS=1: count the renders sent to the workers by kind, with their wall time and how many
    produced bytes this process had already received from an earlier render (work a cache would save)."""
    import hashlib

    from rendering import worker

    original = worker._run
    stats: dict[str, list[float]] = {}
    seen: set[bytes] = set()

    async def counted(fn: Callable[..., object], *args: object, **kwargs: object) -> object:
        t = time.perf_counter()
        out = await original(fn, *args, **kwargs)
        # A hand's render returns (its picture's digest, the bytes or None when the DM shows it already).
        data = out[1] if isinstance(out, tuple) else out
        if isinstance(out, tuple):
            digest = f"{fn.__name__}:{out[0]}".encode()
        else:
            digest = hashlib.blake2b(out, digest_size=16).digest() if isinstance(out, bytes) else b""
        row = stats.setdefault(fn.__name__, [0, 0.0, 0, 0])
        row[0] += 1
        row[1] += time.perf_counter() - t
        row[2] += digest in seen
        row[3] += len(data) if isinstance(data, bytes) else 0
        seen.add(digest)
        return out

    worker._run = counted  # type: ignore[assignment]
    return lambda: "; ".join(f"{k}: {int(v[0])} renders, {v[1] / max(v[0], 1) * 1000:.0f} ms wall each, "
                             f"{int(v[2])} repeats, {v[3] / max(v[0], 1) / 1000:.0f} KB each" for k, v in stats.items())  # fmt: skip


def run(argv: list[str]) -> None:
    """The program (its command line without the script's name); tests/bot/bot_process.py forks it from a server
    that imported this module once (tools.forked), the bench starts it as a script."""
    logging.basicConfig(level=logging.ERROR)
    if os.environ.get("BENCH_RENDER_STATS"):
        summary = _count_renders()
        import atexit

        atexit.register(lambda: print(f"--- renders: {summary()}", file=sys.stderr, flush=True))
    a = argv
    program = main(a[0], a[1], a[2], int(a[3]), a[4], Path(a[5]), Path(a[6]), *a[7:8])
    if os.environ.get("BENCH_PROFILE"):  # a file: cProfile of the event loop's thread, for pstats
        import cProfile

        profile = cProfile.Profile(time.thread_time)  # CPU time: a busy machine's waits do not count
        profile.runcall(asyncio.run, program)
        profile.dump_stats(os.environ["BENCH_PROFILE"])
    else:
        asyncio.run(program)


if __name__ == "__main__":
    run(sys.argv[1:])
