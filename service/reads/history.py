"""After-game reads for the Discord layer: statistics, the public log, the board at a turn, ratings.

Each reads the stored log and replays it with the engine cooperatively (``recovery.cooperatively``:
slices of about a millisecond, so other games' moves are not held up); nothing here writes.
Only finished games are shown: a running game's log would tell more than its thread does, and
abandoned or cancelled games have no result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import engine
from db.repository import Repository
from db.rows import FINISHED, ActionRow, StoredGame
from engine.text import Text
from history import export
from history.rating import GameResult, Standing, leaderboard
from history.replay import state_at_turn_steps, turn_count
from history.stats import GameStats, stats_steps
from service.errors import GameNotFound, ServiceError
from service.games import BOT_STRENGTHS
from service.store import recovery


class GameNotFinished(ServiceError):
    code = "game_not_finished"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-not-finished", game=str(game_id)), game_id=game_id)


@dataclass(frozen=True, slots=True)
class TurnBoard:
    """The public view of a finished game at the end of ``turn`` (of ``last_turn``)."""

    game_id: int
    turn: int
    last_turn: int
    view: dict[str, Any]


async def _finished(repo: Repository, game_id: int, *, with_events: bool = False) -> tuple[StoredGame, list[ActionRow]]:
    stored = await repo.load_game(game_id)
    if stored is None:
        raise GameNotFound(game_id)
    if stored.row.status != FINISHED or stored.seed is None:
        raise GameNotFinished(game_id)
    log = await repo.actions(game_id, upto=stored.row.version, with_events=with_events)
    return stored, log


async def game_stats(repo: Repository, game_id: int) -> GameStats:
    stored, log = await _finished(repo, game_id)
    assert stored.seed is not None
    return await recovery.cooperatively(stats_steps(stored.row.options, stored.seed, log))


async def public_log(repo: Repository, game_id: int, names: Sequence[str]) -> dict[str, Any]:
    """The export of ``history.export`` (moves stored before events were kept get them by replay)."""
    stored, log = await _finished(repo, game_id, with_events=True)
    row = stored.row
    if any(e.events is None for e in log):
        assert stored.seed is not None
        events: dict[int, list[dict[str, Any]]] = {}
        await recovery.cooperatively(recovery.replay_steps(row.options, stored.seed, log, events))
        log = [e._replace(events=events.get(e.seq, [])) for e in log]
    return export.public_log(row.id, row.options, len(row.players), names, log, status=row.status,
                             winner=row.winner_seat, started_at=row.started_at, ended_at=row.ended_at)  # fmt: skip


async def board_at_turn(repo: Repository, game_id: int, turn: int) -> TurnBoard:
    stored, log = await _finished(repo, game_id, with_events=True)
    assert stored.seed is not None
    last = turn_count(log)
    state, shown = await recovery.cooperatively(
        state_at_turn_steps(stored.row.options, stored.seed, log, max(0, min(turn, last)))
    )
    return TurnBoard(game_id, shown, last, engine.public_view(state))


def _result(game_id: int, players: tuple[int, ...], winner: int | None, events: list[dict[str, Any]] | None) -> GameResult | None:
    over = next((e for e in events or () if e.get("type") == "game_over"), None)
    if over is not None:
        return GameResult(game_id, players, int(over["winner"]), tuple(int(v) for v in over["scores"]))
    if winner is None:
        return None
    return GameResult(game_id, players, winner, None)


def bot_identity(strength: str) -> int:
    """The rated identity of a built-in player strength: -1 easy, -2 normal, -3 hard (a bot's user id
    only numbers it within its game)."""
    return -1 - BOT_STRENGTHS.index(strength) if strength in BOT_STRENGTHS else -1 - len(BOT_STRENGTHS)


def bot_label(identity: int) -> Text:
    """A built-in player's name on the leaderboard: "Built-in player (hard)"."""
    k = -identity - 1
    if 0 <= k < len(BOT_STRENGTHS):
        return Text("history-bot-strength", strength=Text(f"lobby-strength-{BOT_STRENGTHS[k]}"))
    return Text("history-bot")


async def server_leaderboard(repo: Repository, guild_id: int) -> list[Standing]:
    """Standings of everyone who finished a game in this server; built-in players are rated by
    strength (negative identities, see ``bot_identity``)."""
    results = []
    for row, events in await repo.finished_results(guild_id):
        bots = row.settings.get("bots", {}) if isinstance(row.settings, dict) else {}
        players = tuple(uid if uid >= 0 else bot_identity(bots.get(str(uid), "")) for uid in row.players)
        result = _result(row.id, players, row.winner_seat, events)
        if result is not None:
            results.append(result)
    return leaderboard(results)
