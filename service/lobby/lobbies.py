"""Lobbies and seats: opening, joining and starting games, built-in players, leaving and taking seats."""

from __future__ import annotations

import logging
from typing import Any, TypeVar

import engine
from db import rows as R
from db.errors import DatabaseUnavailable
from db.rows import GameRow
from engine.text import Text, Verbatim
from service.errors import (
    AlreadyJoined,
    GameNotActive,
    InternalError,
    LobbyFull,
    NotAllowed,
    NotAPlayer,
    NotEnoughPlayers,
    NotInLobby,
    SeatLeft,
    SeatNotOpen,
)
from service.lobby import seating as lobby
from service.moves.bookkeeping import NEWS
from service.results import GameInfo, StartResult, detached
from service.store.cache import LiveGame
from service.store.store import SEED_MASK, GameStore, new_seed, require_host

log = logging.getLogger("catanbot.service")

T = TypeVar("T")

BOT_STRENGTHS = ("easy", "normal", "hard")


class LobbyService(GameStore):
    """Games before and around play: who sits where, who plays a seat, how a game ends without a winner."""

    # --- lobby -----------------------------------------------------------------------------------

    async def create_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: dict[str, Any] | None = None,
        *,
        thread_id: int | None = None,
        settings: dict[str, Any] | None = None,
    ) -> GameInfo:
        """Open a lobby with the host as first player. Bad options raise engine.InvalidOptions.

        ``settings`` are the Discord layer's own per-game settings (JSON), kept with the game.
        """
        stored_options = lobby.lobby_options(options)
        self._check_open()
        try:
            row = await self._repo.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                options=stored_options,
                now=self._clock(),
                thread_id=thread_id,
                settings=settings,
            )
        except DatabaseUnavailable:
            raise  # an outage, logged once by the database layer; the person is told to try again
        except Exception as exc:
            log.exception("creating a lobby in channel %d failed", channel_id)
            raise InternalError(None) from exc
        self._cache.put(row.id, LiveGame(row=row, state=None))
        return GameInfo.from_row(row)

    async def join(self, game_id: int, user_id: int) -> GameInfo:
        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            if user_id in row.players:
                raise AlreadyJoined(game_id)
            capacity = lobby.capacity(row.options)
            if len(row.players) >= capacity:
                raise LobbyFull(game_id, capacity)
            live.row = await self._store(
                game_id, "join", self._repo.add_player(game_id, user_id, now=self._clock(), capacity=capacity)
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Leave a lobby. A leaving host hands the lobby to the earliest joiner; the last one out cancels it.

        A started game is left through ``remove_player`` (which ends it as abandoned).
        """

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            if user_id not in row.players:
                raise NotAPlayer(game_id)
            live.row = await self._leave_lobby(row, user_id)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def start_game(self, game_id: int, user_id: int, *, admin: bool = False) -> StartResult:
        """Start a lobby (host or admin): seats in join order, a fresh secret seed, the engine's new game.

        Raises NotEnoughPlayers / NotAllowed / NotInLobby, or engine.InvalidOptions if the options do
        not fit the table (e.g. a first_player seat that does not exist with 3 players).
        """

        async def operation() -> StartResult:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            require_host(row, user_id, admin, "start")
            if not lobby.can_start(row.options, len(row.players)):
                raise NotEnoughPlayers(
                    game_id, len(row.players), *lobby.needed(row.options), lobby.table_note(row.options)
                )
            if not any(user > 0 for user in row.players):
                raise NotAllowed(Text("service-needs-a-person", game=str(game_id)), game_id=game_id)
            seats = lobby.assign_seats(row.players)
            options = lobby.game_options(row.options, len(seats))
            seed = self._seed_source() & SEED_MASK
            state = engine.new_game(options, seed)
            snapshot = engine.to_json(state)
            start = self._repo.start_game(
                game_id,
                seats=seats,
                options=options.to_dict(),
                seed=seed,
                snapshot=snapshot,
                now=self._clock(),
            )
            live.row = await self._store(game_id, "start", start)
            # Built-in players draw their choices from a seed of their own, kept with the game (never the
            # game's secret seed, which decides the dice).
            settings = {**live.row.settings, "bot_seed": new_seed()}
            live.row = await self._store(
                game_id, "bot seed", self._repo.set_settings(game_id, settings, now=self._clock())
            )
            live.state, live.private = state, None
            self._verified[game_id] = (0, hash(snapshot))
            log.info("game %d started with %d players", game_id, len(seats))
            return StartResult(
                game=GameInfo.from_row(live.row),
                events=detached(state.events),  # the set-up events (who starts); not logged as moves
                must_act=tuple(engine.must_act(state)),
                pending=tuple(engine.pending(state)),
            )

        return await self._exclusive(game_id, operation)

    async def cancel(self, game_id: int, user_id: int, *, admin: bool = False, reason: str | None = None) -> GameInfo:
        """Cancel a lobby or a running game (host or admin). The game is kept for history."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in R.UNFINISHED:
                raise GameNotActive(game_id, row.status)
            require_host(row, user_id, admin, "cancel")
            change = self._repo.set_status(
                game_id,
                R.CANCELLED,
                now=self._clock(),
                expected=(row.status,),
                reason=reason or "cancelled by the host",
            )
            live.row = await self._store(game_id, "cancel", change)
            log.info("game %d cancelled (was %s)", game_id, row.status)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def remove_player(self, game_id: int, user_id: int, *, by_user_id: int, admin: bool = False) -> GameInfo:
        """Remove a player: a player may remove themself; the host or an admin may remove anyone.

        In a lobby this is leaving. In a started game the player's seat is left open: its cards and pieces
        stay, the others play on, and someone else can take the seat (``take_seat``) or the remaining
        players can end the game (``end_game``). When nobody is left at the table the game is abandoned.
        """

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if by_user_id != user_id:
                require_host(row, by_user_id, admin, "remove-players")
            if user_id not in row.players:
                raise NotAPlayer(game_id)
            if row.status == R.LOBBY:
                live.row = await self._leave_lobby(row, user_id)
            elif row.status in (R.ACTIVE, R.NEEDS_ATTENTION):
                if row.players.index(user_id) in row.vacant:
                    raise SeatLeft(game_id)
                live.row = await self._store(
                    game_id, "leave seat", self._repo.leave_seat(game_id, user_id, now=self._clock())
                )
                log.info("game %d: seat %d left open", game_id, row.players.index(user_id))
                if len(live.row.vacant) == len(live.row.players):
                    change = self._repo.set_status(
                        game_id, R.ABANDONED, now=self._clock(), expected=(live.row.status,), reason="everyone left"
                    )
                    live.row = await self._store(game_id, "abandon", change)
            else:
                raise GameNotActive(game_id, row.status)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def add_bot(self, game_id: int, by_user_id: int, strength: str, *, admin: bool = False) -> GameInfo:
        """The host adds a built-in player to the lobby (it takes a place like a person who joined)."""
        if strength not in BOT_STRENGTHS:
            raise NotAllowed(
                Text("service-bot-strength", strengths=", ".join(BOT_STRENGTHS), typed=Verbatim(strength)),
                game_id=game_id,
            )

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            require_host(row, by_user_id, admin, "add-bots")
            capacity = lobby.capacity(row.options)
            if len(row.players) >= capacity:
                raise LobbyFull(game_id, capacity)
            bot = lobby.next_bot_id(row.players)
            now = self._clock()
            await self._store(game_id, "add bot", self._repo.add_player(game_id, bot, now=now, capacity=capacity))
            settings = dict(row.settings)
            settings["bots"] = {**settings.get("bots", {}), str(bot): strength}
            live.row = await self._store(game_id, "bot settings", self._repo.set_settings(game_id, settings, now=now))
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def remove_bot(self, game_id: int, by_user_id: int, bot_id: int, *, admin: bool = False) -> GameInfo:
        """The host takes a built-in player out of the lobby again."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status != R.LOBBY:
                raise NotInLobby(game_id, row.status)
            require_host(row, by_user_id, admin, "remove-bots")
            if bot_id >= 0 or bot_id not in row.players:
                raise NotAPlayer(game_id)
            live.row = await self._store(
                game_id, "remove bot", self._repo.remove_player(game_id, bot_id, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def set_autopilot(self, game_id: int, seat: int, strength: str | None) -> GameInfo:
        """Hand a person's seat to a built-in player while they are away (``strength``), or give it back
        (None). The seat keeps its cards and pieces either way."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            if not 0 <= seat < len(row.players) or row.players[seat] < 0:
                raise NotAPlayer(game_id)
            autopilot = {k: v for k, v in row.settings.get("autopilot", {}).items() if k != str(seat)}
            if strength is not None:
                autopilot[str(seat)] = strength
            settings = {**row.settings, "autopilot": autopilot}
            if strength is None:  # the person plays again: no vacation or timed-out decision holds the seat
                for key in ("vacation_seats", "clock_seats"):
                    if key in settings:
                        settings[key] = [s for s in settings[key] if s != seat]
            live.row = await self._store(
                game_id, "autopilot", self._repo.set_settings(game_id, settings, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def take_seat(self, game_id: int, seat: int, user_id: int) -> GameInfo:
        """Someone not playing takes an open seat, with its cards and pieces."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            if seat not in row.vacant:
                raise SeatNotOpen(game_id)
            if user_id in row.players and row.players.index(user_id) not in row.vacant:
                raise AlreadyJoined(game_id)
            live.row = await self._store(
                game_id, "take seat", self._repo.take_seat(game_id, seat, user_id, now=self._clock())
            )
            # News held for the one before (their DMs were closed) is theirs, not the newcomer's.
            await self._repo.delete_notes(game_id, await self._repo.notes(game_id, f"{NEWS}{seat}:"))
            log.info("game %d: seat %d taken by a new player", game_id, seat)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def end_game(self, game_id: int, reason: str) -> GameInfo:
        """End a running game without a winner (the remaining players chose to stop). Kept for history."""

        async def operation() -> GameInfo:
            live = await self._live(game_id)
            row = live.row
            if row.status not in (R.ACTIVE, R.NEEDS_ATTENTION):
                raise GameNotActive(game_id, row.status)
            change = self._repo.set_status(
                game_id, R.ABANDONED, now=self._clock(), expected=(row.status,), reason=reason
            )
            live.row = await self._store(game_id, "end game", change)
            log.info("game %d ended without a winner: %s", game_id, reason)
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def set_thread(self, game_id: int, thread_id: int | None) -> GameInfo:
        async def operation() -> GameInfo:
            live = await self._live(game_id)
            live.row = await self._store(
                game_id, "set thread", self._repo.set_thread(game_id, thread_id, now=self._clock())
            )
            return GameInfo.from_row(live.row)

        return await self._exclusive(game_id, operation)

    async def _leave_lobby(self, row: GameRow, user_id: int) -> GameRow:
        now = self._clock()
        if row.players == (user_id,):
            change = self._repo.set_status(row.id, R.CANCELLED, now=now, expected=(R.LOBBY,), reason="everyone left")
            return await self._store(row.id, "cancel empty lobby", change)
        new_host = lobby.next_host(row.players, user_id) if user_id == row.host_id else None
        return await self._store(
            row.id, "leave", self._repo.remove_player(row.id, user_id, now=now, new_host_id=new_host)
        )
