"""The game service: lobbies, moves, recovery and history for the Discord layer (no Discord, no SQL).

service = await GameService.open(db.database_url())
report = await service.start()                 # migrate + recovery scan
game = await service.create_lobby(guild_id, channel_id, host_id, {"vp_target": 10})
...
result = await service.act(game.id, user_id, ("roll",))   # MoveResult, after the commit
await service.close()
"""

from __future__ import annotations

from db.errors import DatabaseUnavailable
from db.rows import (
    ABANDONED,
    ACTIVE,
    CANCELLED,
    ENDED,
    FINISHED,
    LOBBY,
    NEEDS_ATTENTION,
    STATUSES,
    UNFINISHED,
    MessageRef,
)
from service.errors import (
    AlreadyJoined,
    GameConflict,
    GameNeedsAttention,
    GameNotActive,
    GameNotFound,
    InternalError,
    LobbyFull,
    NotAllowed,
    NotAPlayer,
    NotEnoughPlayers,
    NotInLobby,
    SeatLeft,
    SeatNotOpen,
    ServiceError,
)
from service.games import GameService, new_seed
from service.results import GameInfo, GameProblem, LoggedMove, MoveResult, RecoveryReport, StartResult

__all__ = [
    "ABANDONED", "ACTIVE", "CANCELLED", "ENDED", "FINISHED", "LOBBY", "NEEDS_ATTENTION", "STATUSES", "UNFINISHED",
    "AlreadyJoined", "DatabaseUnavailable", "GameConflict", "GameInfo", "GameNeedsAttention", "GameNotActive", "GameNotFound",
    "GameProblem", "GameService", "InternalError", "LobbyFull", "LoggedMove", "MessageRef", "MoveResult",
    "NotAPlayer", "NotAllowed", "NotEnoughPlayers", "NotInLobby", "RecoveryReport", "SeatLeft", "SeatNotOpen",
    "ServiceError", "StartResult",
    "new_seed",
]  # fmt: skip
