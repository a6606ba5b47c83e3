"""Keeping a game held in memory in step with what other processes store (several bot processes on one
PostgreSQL database, or on one SQLite file).

Before a cached game is used, the service reads its row (one indexed look-up) and compares it with the
cached row. Equal: the cache is current. Otherwise ``catch_up`` brings the cached game forward: moves
stored by another process are read from the log (append-only, so exactly the missing part) and applied
to the cached state, which is cheaper than loading the snapshot and checking it against a full replay;
a change of bookkeeping only (players, thread, open seats, published mark, an end) replaces the row.
Anything else (a start, a game flagged or rebuilt, a log that does not apply) asks for a full reload.

The database's guards decide races that happen anyway (between this read and a commit): see
``GameService.act``.
"""

from __future__ import annotations

import engine
from db import rows as R
from db.repository import Repository
from db.rows import ActionRow, GameRow
from service.store.cache import LiveGame


async def catch_up(repo: Repository, live: LiveGame, fresh: GameRow) -> list[ActionRow] | None:
    """Bring ``live`` to ``fresh`` (the game's row just read). Returns the moves applied (maybe none),
    or None if the game must be reloaded from its snapshot instead. Call with the game's lock held."""
    old = live.row
    if R.NEEDS_ATTENTION in (old.status, fresh.status) or (old.status == R.LOBBY) != (fresh.status == R.LOBBY):
        return None  # flagged, rebuilt or started elsewhere: the snapshot is what counts
    if fresh.version < old.version:
        return None  # cannot happen with an append-only log; never trust the cache then
    if fresh.version == old.version:
        live.row = fresh
        return []
    state = live.state
    if state is None:
        return None
    entries = await repo.actions(fresh.id, after=old.version, upto=fresh.version, with_events=False)
    if [e.seq for e in entries] != list(range(old.version + 1, fresh.version + 1)):
        return None
    try:
        for entry in entries:
            engine.apply_action(state, entry.seat, engine.action_from_json(entry.action))
    except engine.IllegalAction:
        # The log does not continue our copy: the state is half-advanced, so the caller must drop it;
        # the reload checks the stored snapshot against a full replay and flags the game if needed.
        return None
    live.row = fresh
    live.private = None  # recomputed from the new state when needed
    return entries
