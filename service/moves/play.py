"""Play: applying a move to a game (validate, apply, commit) and reading a game's views."""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from types import MappingProxyType
from typing import Any, TypeVar

import engine
from db import rows as R
from players import wants_to_act
from service.errors import (
    GameConflict,
    GamePaused,
    InternalError,
    NotAPlayer,
    SeatLeft,
)
from service.moves.automated import MAX_LINES, applied_note, auto_note
from service.moves.changes import changed_seats, player_views, private_views
from service.results import GameInfo, MoveResult, TableState, detached
from service.store.cache import LiveGame
from service.store.store import GameStore, require_active
from service.time.table_time import pause_refusal, paused
from ui.i18n.stored import stored
from ui.i18n.text import Text

log = logging.getLogger("catanbot.service")

T = TypeVar("T")


def table_state(info: GameInfo, state: engine.GameState) -> TableState:
    """What the public table shows: the public view and nothing computed from the raw state besides it.

    The turn message's buttons are derived from this view alone (``ui.buttons.turn_ops``): anything the
    whole thread sees must not depend on a hand, so no legal action of any seat goes in here."""
    return TableState(game=info, view=engine.view(state, None))


class PlayService(GameStore):
    """Moves and the views built from the committed state."""

    # --- play ------------------------------------------------------------------------------------

    async def act(
        self, game_id: int, user_id: int, action: Any, *, lapsed: bool = False, made_for: Text | None = None
    ) -> MoveResult:
        """Apply ``action`` (an engine tuple or its JSON list) for the user's seat and store it.

        Returns only after the move has committed. Raises GameNotFound, NotAPlayer, GameNotActive
        (GameNeedsAttention), engine.IllegalAction (nothing changed), GameConflict or InternalError
        (nothing stored). Requests for one game are applied one at a time, in arrival order.

        With other processes on the database (``shared``), another process may store a move between our
        read and our commit; the database refuses ours. Then the game is reloaded, and the move is tried
        once more if it is still legal and no move of the same seat came in between (which could be the
        same click delivered twice, through the thread and a DM); otherwise GameConflict.

        ``lapsed``: a decision whose time ran out (``service.time.reminders``), passed for the seat also when it
        was left open. ``made_for``: the move is made for the seat's person (issue #29 item 12), this line
        tells them what it did; it is stored with the move, in the same commit (``service.moves.automated``).
        """
        return await self._exclusive(
            game_id,
            lambda: self._act(game_id, user_id, action, retry=self._shared, lapsed=lapsed, made_for=made_for),
        )

    async def _after_lost_race(
        self, game_id: int, user_id: int, action: Any, seat: int, base_version: int, made_for: Text | None
    ) -> MoveResult:
        live = await self._live(game_id)  # evicted by the failed commit: this loads the stored game
        between = await self._repo.actions(game_id, after=base_version, upto=live.row.version, with_events=False)
        if any(entry.seat == seat for entry in between):
            log.info("game %d: seat %d moved in another process meanwhile; move refused", game_id, seat)
            raise GameConflict(game_id)
        try:
            return await self._act(game_id, user_id, action, retry=False, made_for=made_for)
        except engine.IllegalAction:
            log.info("game %d: a move no longer legal after another process's move; refused", game_id)
            raise GameConflict(game_id) from None

    async def _act(
        self,
        game_id: int,
        user_id: int,
        action: Any,
        *,
        retry: bool = False,
        lapsed: bool = False,
        made_for: Text | None = None,
    ) -> MoveResult:
        live = await self._live(game_id)
        row = live.row
        require_active(row)
        if user_id not in row.players:
            raise NotAPlayer(game_id)
        seat = row.players.index(user_id)
        if seat in row.vacant and not lapsed:
            raise SeatLeft(game_id)
        pause = paused(row.settings, self._clock())
        if pause is not None:
            raise GamePaused(game_id, pause_refusal(game_id))
        state = live.state
        assert state is not None  # an active game always has a loaded state
        parsed = engine.action_from_json(action)  # IllegalAction("malformed") for junk
        before = self._private(live)
        try:
            events = engine.apply_action(state, seat, parsed)  # IllegalAction leaves the state untouched
            # From here until the commit returns, the cached state is ahead of the database.
            snapshot = engine.to_json(state)
            public = engine.events_for(events, None)
        except engine.IllegalAction:
            raise
        except Exception as exc:
            self._forget(game_id)
            log.exception(
                "game %d: the engine failed on move %d (%s by seat %d)", game_id, row.version + 1, parsed[0], seat
            )
            raise InternalError(game_id) from exc
        finished = state.phase == "over"
        winner = state.winner if finished else None
        now = self._clock()
        notes, drop = await self._made_for_notes(game_id, row.version + 1, seat, user_id, made_for)
        try:
            seq = await self._store(
                game_id,
                f"move {row.version + 1} ({parsed[0]} by seat {seat})",
                self._repo.append_action(
                    game_id,
                    expected_version=row.version,
                    seat=seat,
                    user_id=user_id,
                    action=engine.action_to_json(parsed),
                    events=public,
                    snapshot=snapshot,
                    now=now,
                    winner_seat=winner,
                    finished=finished,
                    notes=notes,
                    drop_notes=drop,
                ),
            )
        except GameConflict:
            if not retry:
                raise
            return await self._after_lost_race(game_id, user_id, action, seat, row.version, made_for)
        live.row = replace(
            row,
            version=seq,
            status=R.FINISHED if finished else R.ACTIVE,
            winner_seat=winner,
            updated_at=now,
            ended_at=now if finished else row.ended_at,
        )
        self._verified[game_id] = (seq, hash(snapshot))
        live.checked_at = time.monotonic()  # the row we hold is the one just committed
        views = player_views(state, len(row.players))
        after = live.private = [view["you"] for view in views]
        changed = changed_seats(before, after, seat)
        if finished:
            log.info("game %d finished at move %d", game_id, seq)
        return MoveResult(
            game_id=game_id,
            seq=seq,
            seat=seat,
            user_id=user_id,
            action=parsed,
            events=detached(events),
            must_act=tuple(engine.must_act(state)),
            pending=tuple(engine.pending(state)),
            private_changed=changed,
            state_version=seq,
            finished=finished,
            winner_seat=winner,
            players=row.players,
            table=table_state(GameInfo.from_row(live.row), state),
            views=MappingProxyType({s: views[s] for s in changed}),
            automated=notes is not None,
        )

    async def _made_for_notes(
        self, game_id: int, seq: int, seat: int, user_id: int, made_for: Text | None
    ) -> tuple[dict[str, Any] | None, tuple[str, ...]]:
        """What move ``seq`` notes in its own commit (``service.moves.automated``): made for the person, the
        table's marker and the line added to their list; made by the person, their list starts afresh. A
        built-in player's own seat notes nothing (nobody to tell)."""
        if user_id <= 0:
            return None, ()
        key = applied_note(seat)
        if made_for is None:
            return None, (key,)
        lines = list((await self._repo.notes(game_id, key)).get(key, []))
        return {auto_note(seq): seat, key: [*lines, stored(made_for)][-MAX_LINES:]}, ()

    async def view(self, game_id: int, user_id: int | None = None) -> dict[str, Any]:
        """What ``user_id`` may see (their seat's view; the public view for spectators and None)."""

        def make(info: GameInfo, state: engine.GameState) -> dict[str, Any]:
            seat = info.seat_of(user_id) if user_id is not None else None
            return engine.view(state, seat)

        return await self.read(game_id, make)

    async def legal_actions(self, game_id: int, user_id: int) -> tuple[engine.Action, ...]:
        """The user's legal actions now (empty if they are not seated or the game is over)."""

        def make(info: GameInfo, state: engine.GameState) -> tuple[engine.Action, ...]:
            seat = info.seat_of(user_id)
            return () if seat is None or info.status != R.ACTIVE else engine.legal_actions(state, seat)

        return await self.read(game_id, make)

    async def table(self, game_id: int) -> TableState:
        """The public view with the game's bookkeeping, consistently (``table_state``)."""

        return await self.read(game_id, table_state)

    async def table_and_hands(self, game_id: int) -> tuple[TableState, dict[int, dict[str, Any]]]:
        """The table (``table``) and each seated person's view (``view``), consistently: what a catch-up
        or a game's start shows (the thread and every hand DM)."""

        def make(info: GameInfo, state: engine.GameState) -> tuple[TableState, dict[int, dict[str, Any]]]:
            views = {
                seat: engine.view(state, info.seat_of(user_id))
                for seat, user_id in enumerate(info.players) if user_id > 0 and seat not in info.vacant
            }  # fmt: skip
            return table_state(info, state), views

        return await self.read(game_id, make)

    async def bot_turns(self, game_id: int) -> list[tuple[int, dict[str, Any]]]:
        """(seat, that seat's view) for each seat played by a built-in player that owes a decision now."""

        def make(info: GameInfo, state: engine.GameState) -> list[tuple[int, dict[str, Any]]]:
            if info.status != R.ACTIVE or paused(info.settings, self._clock()) is not None:
                return []
            out = []
            for seat in range(len(info.players)):
                if info.bot_strength(seat) is None or seat in info.vacant:
                    continue
                view = engine.player_view(state, seat)
                if wants_to_act(view):
                    out.append((seat, view))
            return out

        return await self.read(game_id, make)

    def _private(self, live: LiveGame) -> list[dict[str, Any]]:
        if live.private is None:
            assert live.state is not None
            live.private = private_views(live.state, len(live.row.players))
        return live.private
