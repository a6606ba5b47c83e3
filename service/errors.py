"""Typed errors for the Discord layer. Each carries a stable ``code`` and a message for the user.

Rule violations inside a game are not here: the engine's ``IllegalAction`` (and ``InvalidOptions`` for
bad lobby options) pass through the service unchanged.
"""

from __future__ import annotations


class ServiceError(Exception):
    """Base of the errors the service raises on purpose."""

    code = "service_error"

    def __init__(self, message: str, *, game_id: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.game_id = game_id


class GameNotFound(ServiceError):
    code = "game_not_found"

    def __init__(self, game_id: int) -> None:
        super().__init__(f"There is no game #{game_id}.", game_id=game_id)


class NotAPlayer(ServiceError):
    code = "not_a_player"

    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are not playing in game #{game_id}.", game_id=game_id)


class SeatLeft(NotAPlayer):
    code = "seat_left"

    def __init__(self, game_id: int) -> None:
        ServiceError.__init__(self, f"You left game #{game_id}; your seat is open for someone else.", game_id=game_id)


class SeatNotOpen(ServiceError):
    code = "seat_not_open"

    def __init__(self, game_id: int) -> None:
        super().__init__(f"No seat of game #{game_id} is open (nobody left it).", game_id=game_id)


class GameNotActive(ServiceError):
    """The game is not being played: still a lobby, over, or held for an admin."""

    code = "game_not_active"

    def __init__(self, game_id: int, status: str, message: str | None = None) -> None:
        text = {
            "lobby": f"Game #{game_id} has not started yet.",
            "finished": f"Game #{game_id} is over.",
            "cancelled": f"Game #{game_id} was cancelled.",
            "abandoned": f"Game #{game_id} was abandoned.",
        }.get(status, f"Game #{game_id} is not running.")
        super().__init__(message or text, game_id=game_id)
        self.status = status


class GamePaused(ServiceError):
    """The table agreed to wait for a player on vacation (issue #20 item 2): no move until it resumes."""

    code = "game_paused"

    def __init__(self, game_id: int, message: str) -> None:
        super().__init__(message, game_id=game_id)


class GameNeedsAttention(GameNotActive):
    """Recovery found the stored game inconsistent; an admin must rebuild it before play continues."""

    code = "needs_attention"

    def __init__(self, game_id: int) -> None:
        super().__init__(
            game_id,
            "needs_attention",
            f"Game #{game_id} is paused: its saved state needs an admin's attention. No move has been lost.",
        )


class NotInLobby(ServiceError):
    """Joining, leaving or starting a game that is no longer a lobby."""

    code = "not_in_lobby"

    def __init__(self, game_id: int, status: str) -> None:
        if status == "active":
            text = f"Game #{game_id} has already started."
        else:
            text = f"Game #{game_id} is not open for players any more."
        super().__init__(text, game_id=game_id)
        self.status = status


class AlreadyJoined(ServiceError):
    code = "already_joined"

    def __init__(self, game_id: int) -> None:
        super().__init__(f"You are already in game #{game_id}.", game_id=game_id)


class LobbyFull(ServiceError):
    code = "lobby_full"

    def __init__(self, game_id: int, capacity: int) -> None:
        super().__init__(f"Game #{game_id} is full ({capacity} players).", game_id=game_id)
        self.capacity = capacity


class NotEnoughPlayers(ServiceError):
    code = "not_enough_players"

    def __init__(self, game_id: int, have: int, need: str, note: str = "") -> None:
        super().__init__(f"Game #{game_id} needs {need} players to start; it has {have}.{note}", game_id=game_id)


class NotAllowed(ServiceError):
    """Only the host (or an admin) may do this."""

    code = "not_allowed"


class GameConflict(ServiceError):
    """Someone else changed the game at the same moment (another process); nothing was saved."""

    code = "conflict"

    def __init__(self, game_id: int) -> None:
        super().__init__(f"Game #{game_id} changed at the same moment; please try again.", game_id=game_id)


class InternalError(ServiceError):
    """A fault on our side (storage, or a bug): logged with context, nothing was saved."""

    code = "internal_error"

    def __init__(self, game_id: int | None) -> None:
        where = f" in game #{game_id}" if game_id is not None else ""
        super().__init__(f"Something went wrong on our side{where}; nothing was saved. Please try again.",
                         game_id=game_id)  # fmt: skip
