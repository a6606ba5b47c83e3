"""Built-in players' decisions, made off the event loop in a worker process, within a time budget.

The players (``players``) are pure: a seat's view and a random generator in, an action out. This module
adds what they may not do themselves: the clock (a deadline for the ``hard`` player's search) and the
process they run in, so that a second of search never stalls the bot. Each decision's generator is
seeded from the game's own bot seed, the move number and the seat, so it does not depend on timing
(only ``hard``'s search depth does, within its budget).
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import engine
from service import workers

DECISION_BUDGET = 0.8  # seconds of search for the hard player (every decision stays under 1 s)


def decision_seed(bot_seed: int, version: int, seat: int) -> int:
    digest = hashlib.blake2b(f"{bot_seed}:{version}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def _decide(view: dict[str, Any], seed: int, strength: str, budget: float) -> list[Any]:
    import players  # imported in the worker process

    deadline = time.perf_counter() + budget
    action = players.decide(view, random.Random(seed), strength=strength, deadline=deadline, clock=time.perf_counter)
    return engine.action_to_json(action)


class BotRunner:
    """A one-process pool for built-in players (created by the bot; ``close`` it at shutdown)."""

    def __init__(self, executor: Executor | None = None) -> None:
        self._owned = executor is None
        self._executor = executor or workers.process_pool(1)

    async def decide(self, view: dict[str, Any], seed: int, strength: str) -> tuple[Any, ...]:
        loop = asyncio.get_running_loop()
        action = await loop.run_in_executor(self._executor, _decide, view, seed, strength, DECISION_BUDGET)
        return engine.action_from_json(action)

    def close(self) -> None:
        if self._owned:
            assert isinstance(self._executor, ProcessPoolExecutor)
            workers.stop_pool(self._executor)
