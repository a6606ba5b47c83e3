"""Open boards and their live updates (issue #34 item 4).

Every open board is a ``Stream``: who looks (``documents.Viewer``), the document it showed last, and a
queue of messages for its connection (``web.server`` sends them as Server-Sent Events). When the
service publishes a committed move (``web.publisher.BoardPublisher``, the way the Discord publisher is
told), the hub builds each board's new document from the move's result (the public view for
spectators; the seat's view for a seated person, read from the service when the move did not carry
it) and queues only what changed (``web.diff``) and the move's log lines as that viewer may read them.

Several bot processes on one database: a move committed elsewhere reaches this process's boards through
``refresh`` (a catch-up, or PostgreSQL's NOTIFY once ``db`` listens for it), which reads the game: the
hub never needs the result of a move it did not see.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Sequence
from typing import Any

from service import GameInfo, GameService, MoveResult
from web.diff import diff
from web.documents import Names, Viewer, document, log_lines

log = logging.getLogger("catanbot.web")

MAX_STREAMS = 5000  # open boards per process at most: more is refused (503) rather than exhaust its memory
QUEUED = 64  # messages a slow board may fall behind by; then it is closed (the page reconnects and starts over)


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class Stream:
    """One open board's connection: the messages waiting to be sent, the document it shows."""

    def __init__(self, viewer: Viewer, doc: dict[str, Any]) -> None:
        self.viewer = viewer
        self.doc = doc
        self.queue: asyncio.Queue[tuple[str, str] | None] = asyncio.Queue(QUEUED)
        self.closed = False

    def send(self, event: str, data: Any) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait((event, _json(data)))
        except asyncio.QueueFull:
            self.close()

    def close(self) -> None:
        """End the connection (the server's loop ends when it reads the None)."""
        if not self.closed:
            self.closed = True
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)


class Hub:
    """The open boards of this process, by game."""

    def __init__(self, service: GameService, names: Names) -> None:
        self.service = service
        self.names = names
        self.streams: dict[int, set[Stream]] = {}

    async def board(self, viewer: Viewer) -> tuple[dict[str, Any], list[str]]:
        """A board's document now and its recent log, for a page or a stream that opens."""
        game = await self.service.get_game(viewer.game_id)
        view = await self.service.view(viewer.game_id, viewer.user_id if viewer.seat is not None else None)
        names = await self.names(game)
        moves = await self.service.recent_events(viewer.game_id, 12)
        events = [e for m in moves for e in m.events]  # public already (``LoggedMove``)
        lines = log_lines(view, events, None, names, viewer.tag)
        return document(viewer, game.version, view, names), lines

    def full(self) -> bool:
        return sum(len(s) for s in self.streams.values()) >= MAX_STREAMS

    async def open(self, viewer: Viewer) -> tuple[Stream, list[str]]:
        doc, lines = await self.board(viewer)
        stream = Stream(viewer, doc)
        self.streams.setdefault(viewer.game_id, set()).add(stream)
        return stream, lines

    def close(self, stream: Stream) -> None:
        stream.close()
        open_ = self.streams.get(stream.viewer.game_id)
        if open_ is not None:
            open_.discard(stream)
            if not open_:
                del self.streams[stream.viewer.game_id]

    def watching(self, game_id: int) -> int:
        return len(self.streams.get(game_id, ()))

    async def moved(self, result: MoveResult) -> None:
        """A committed move, as the service publishes it: each board of its game gets what changed."""
        streams = list(self.streams.get(result.game_id, ()))
        if not streams:
            return
        game = result.table.game
        names = await self.names(game)
        for stream in streams:
            seat = stream.viewer.seat
            # Still theirs: a person who left the seat (taken by someone else since) never gets its view.
            holds = seat is not None and seat not in game.vacant and game.seat_of(stream.viewer.user_id or 0) == seat
            if seat is None:
                view = result.table.view
            elif holds and seat in result.views:
                view = dict(result.views[seat])
            else:  # what the seat may do may have changed (or it is not theirs now): their view as stored now
                view = await self.service.view(result.game_id, stream.viewer.user_id)
            lines = log_lines(view, result.events, seat, names, stream.viewer.tag)
            self._update(stream, document(stream.viewer, result.seq, view, names), lines)

    async def refresh(self, game_id: int) -> None:
        """Every board of the game shows it as stored (a catch-up, a seat taken, a move of another process)."""
        for stream in list(self.streams.get(game_id, ())):
            try:
                doc, _lines = await self.board(stream.viewer)
            except Exception:
                log.exception("game %d: a board could not be refreshed", game_id)
                continue
            self._update(stream, doc, [])

    def _update(self, stream: Stream, doc: dict[str, Any], lines: Sequence[str]) -> None:
        if doc["version"] < stream.doc["version"]:
            return  # a later move was shown already (a read raced a move)
        ops = diff(stream.doc, doc)
        stream.doc = doc
        if ops or lines:
            stream.send("update", {"ops": ops, "log": list(lines)})

    def close_all(self) -> None:
        for streams in list(self.streams.values()):
            for stream in list(streams):
                stream.close()
        self.streams.clear()


def seat_for(game: GameInfo, user_id: int | None) -> int | None:
    """The seat ``user_id`` plays in ``game`` (None: they watch)."""
    return None if user_id is None else game.seat_of(user_id)
