"""Open boards and their live updates (issue #34 item 4).

Every open board is a ``Stream``: who looks (``documents.Viewer``), the document it showed last, and a
queue of messages for its connection (``web.server`` sends them as Server-Sent Events). When the
service publishes a committed move (``web.publisher.BoardPublisher``, the way the Discord publisher is
told), the hub builds each board's new document from the move's result (the public view for
spectators; the seat's view for a seated person, read from the service when the move did not carry
it) and queues only what changed (``web.diff``) and the move's log lines as that viewer may read them.

Several bot processes on one database (PostgreSQL): a move committed by another process reaches this
process's boards through PostgreSQL's NOTIFY (``db.listen``; ``WebBoard`` listens and calls ``changed``),
which refreshes the boards of that game from the stored game, with the log lines of the moves they have not
shown: the hub never needs the result of a move it did not see. A board that already shows a version is not
sent it again, and a process's own moves reach its boards through publishing, not through the database.

Reads per update: one read of the game for every board of it (the public view and each seat's view in one
consistent read), and one document per seat and language, however many boards show it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from typing import Any

import engine
from db.listen import MOVE, GameChange
from service import GameInfo, GameService, MoveResult
from web.diff import diff
from web.documents import Names, Viewer, document, log_lines
from web.wire import compact

log = logging.getLogger("catanbot.web")

MAX_STREAMS = 5000  # open boards per process at most: more is refused (503) rather than exhaust its memory
LOG_MOVES = 12  # moves of the log a board that missed some is sent the lines of (as a board that opens)
QUEUED = 64  # messages a slow board may fall behind by; then it is closed (the page reconnects and starts over)


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
            self.queue.put_nowait((event, compact(data)))
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
        self._refreshing: dict[int, asyncio.Task[None]] = {}  # game id -> its boards' refresh under way
        self._again: set[int] = set()  # games changed again while their refresh ran

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
        read: dict[int, dict[str, Any]] = {}  # seat views the move did not carry, read once per seat
        shown: dict[tuple[int | None, str], tuple[dict[str, Any], list[str]]] = {}
        for stream in streams:
            seat, tag = stream.viewer.seat, stream.viewer.tag
            if seat is not None and not holds(game, stream.viewer):
                self.close(stream)  # not theirs now: the page reconnects and gets what they may see
                continue
            if (seat, tag) not in shown:
                if seat is None:
                    view = result.table.view
                elif seat in result.views:
                    view = dict(result.views[seat])
                else:  # what the seat may do may have changed: its view as stored now
                    if seat not in read:
                        read[seat] = await self.service.view(result.game_id, stream.viewer.user_id)
                    view = read[seat]
                lines = log_lines(view, result.events, seat, names, tag)
                shown[seat, tag] = (document(stream.viewer, result.seq, view, names), lines)
            self._update(stream, *shown[seat, tag])

    async def refresh(self, game_id: int) -> None:
        """Every board of the game shows it as stored (a catch-up, a seat taken, another process's move), with
        the log lines of the moves it has not shown. A board whose person no longer holds its seat is closed."""
        streams = list(self.streams.get(game_id, ()))
        if not streams:
            return
        seats = {s.viewer.seat for s in streams if s.viewer.seat is not None}

        def views(info: GameInfo, state: engine.GameState) -> tuple[GameInfo, dict[int | None, dict[str, Any]]]:
            return info, {seat: engine.view(state, seat) for seat in (None, *seats)}

        try:
            game, seen = await self.service.read(game_id, views)
            oldest = min(s.doc["version"] for s in streams)
            behind = min(game.version - oldest, LOG_MOVES)
            moves = await self.service.recent_events(game_id, behind) if behind > 0 else []
            names = await self.names(game)
        except Exception:
            log.exception("game %d: its boards could not be refreshed", game_id)
            return
        shown: dict[tuple[int | None, str], dict[str, Any]] = {}
        for stream in streams:
            seat, tag = stream.viewer.seat, stream.viewer.tag
            if seat is not None and not holds(game, stream.viewer):
                self.close(stream)
                continue
            view = seen.get(seat)
            if view is None or stream.doc["version"] > game.version:
                continue  # opened after the read, or it shows a later move already
            if (seat, tag) not in shown:
                shown[seat, tag] = document(stream.viewer, game.version, view, names)
            events = [e for m in moves if m.seq > stream.doc["version"] for e in m.events]  # public already
            self._update(stream, shown[seat, tag], log_lines(view, events, seat, names, tag))

    def changed(self, change: GameChange) -> None:
        """A change committed to a game, as the database tells of it (``GameService.watch``): the boards of
        the game read it, unless they show that version already. This process's own moves reach its boards
        through publishing (``moved``), with the seat's own log lines."""
        if change.ours and change.kind == MOVE:
            return
        streams = self.streams.get(change.game_id)
        if not streams:
            return
        if change.kind == MOVE and all(s.doc["version"] >= change.version for s in streams):
            return
        self._soon(change.game_id)

    def reconnected(self) -> None:
        """The database's notifications were missed for a while: every open board reads its game again."""
        for game_id in list(self.streams):
            self._soon(game_id)

    def _soon(self, game_id: int) -> None:
        """Refresh the game's boards in a task of their own; changes heard meanwhile make it read once more."""
        if game_id in self._refreshing:
            self._again.add(game_id)
            return
        self._refreshing[game_id] = asyncio.create_task(self._refresh_until_quiet(game_id))

    async def _refresh_until_quiet(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                await self.refresh(game_id)
                if game_id not in self._again:
                    return
        finally:
            self._refreshing.pop(game_id, None)

    async def settled(self) -> None:
        """Wait for the refreshes under way (tests, the bench)."""
        while self._refreshing:
            await asyncio.gather(*list(self._refreshing.values()), return_exceptions=True)

    def _update(self, stream: Stream, doc: dict[str, Any], lines: Sequence[str]) -> None:
        if doc["version"] < stream.doc["version"]:
            return  # a later move was shown already (a read raced a move)
        ops = diff(stream.doc, doc)
        stream.doc = doc
        if ops or lines:
            stream.send("update", {"ops": ops, "log": list(lines)})

    def close_all(self) -> None:
        for task in self._refreshing.values():
            task.cancel()
        for streams in list(self.streams.values()):
            for stream in list(streams):
                stream.close()
        self.streams.clear()


def holds(game: GameInfo, viewer: Viewer) -> bool:
    """Whether the seat a board was opened for is still its person's (not left, not taken by someone else)."""
    seat = viewer.seat
    return seat is not None and seat not in game.vacant and game.seat_of(viewer.user_id or 0) == seat


def seat_for(game: GameInfo, user_id: int | None) -> int | None:
    """The seat ``user_id`` plays in ``game`` (None: they watch)."""
    return None if user_id is None else game.seat_of(user_id)
