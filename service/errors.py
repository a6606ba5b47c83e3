"""Typed errors for the Discord layer. Each carries a stable ``code`` and a message for the user.

Rule violations inside a game are not here: the engine's ``IllegalAction`` (and ``InvalidOptions`` for
bad lobby options) pass through the service unchanged.
"""

from __future__ import annotations

from engine.text import Text
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH


class ServiceError(Exception):
    """Base of the errors the service raises on purpose."""

    code = "service_error"

    def __init__(self, message: str | Text, *, game_id: int | None = None) -> None:
        # the person reads ``message`` in their language (``cogs.interactions.common.error_text``); logs and the
        # admin CLI read the English
        super().__init__(message if isinstance(message, str) else localize(message, ENGLISH))
        self.message = message
        self.game_id = game_id


class GameNotFound(ServiceError):
    code = "game_not_found"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-game-not-found", game=str(game_id)), game_id=game_id)


class NotAPlayer(ServiceError):
    code = "not_a_player"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-not-a-player", game=str(game_id)), game_id=game_id)


class SeatLeft(NotAPlayer):
    code = "seat_left"

    def __init__(self, game_id: int) -> None:
        ServiceError.__init__(self, Text("service-seat-left", game=str(game_id)), game_id=game_id)


class SeatNotOpen(ServiceError):
    code = "seat_not_open"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-seat-not-open", game=str(game_id)), game_id=game_id)


class GameNotActive(ServiceError):
    """The game is not being played: still a lobby, over, or held for an admin."""

    code = "game_not_active"

    def __init__(self, game_id: int, status: str, message: str | Text | None = None) -> None:
        known = ("lobby", "finished", "cancelled", "abandoned")
        text = Text(f"service-game-{status}" if status in known else "service-game-not-running", game=str(game_id))
        super().__init__(message or text, game_id=game_id)
        self.status = status


class GamePaused(ServiceError):
    """The table agreed to wait for a player on vacation (issue #20 item 2): no move until it resumes."""

    code = "game_paused"

    def __init__(self, game_id: int, message: str | Text) -> None:
        super().__init__(message, game_id=game_id)


class GameNeedsAttention(GameNotActive):
    """Recovery found the stored game inconsistent; an admin must rebuild it before play continues."""

    code = "needs_attention"

    def __init__(self, game_id: int) -> None:
        super().__init__(
            game_id,
            "needs_attention",
            Text("service-needs-attention", game=str(game_id)),
        )


class NotInLobby(ServiceError):
    """Joining, leaving or starting a game that is no longer a lobby."""

    code = "not_in_lobby"

    def __init__(self, game_id: int, status: str) -> None:
        key = "service-already-started" if status == "active" else "service-lobby-closed"
        super().__init__(Text(key, game=str(game_id)), game_id=game_id)
        self.status = status


class AlreadyJoined(ServiceError):
    code = "already_joined"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-already-joined", game=str(game_id)), game_id=game_id)


class LobbyFull(ServiceError):
    code = "lobby_full"

    def __init__(self, game_id: int, capacity: int) -> None:
        super().__init__(Text("service-lobby-full", game=str(game_id), count=capacity), game_id=game_id)
        self.capacity = capacity


class NotEnoughPlayers(ServiceError):
    code = "not_enough_players"

    def __init__(self, game_id: int, have: int, low: int, high: int, note: Text | None = None) -> None:
        need = Text("service-players", count=low) if low == high else Text("service-players-range", low=low, high=high)
        text = Text("service-not-enough-players", game=str(game_id), need=need, count=have)
        super().__init__(Text("service-sentences", first=text, second=note) if note else text, game_id=game_id)


class NotAllowed(ServiceError):
    """Only the host (or an admin) may do this."""

    code = "not_allowed"


class GameConflict(ServiceError):
    """Someone else changed the game at the same moment (another process); nothing was saved."""

    code = "conflict"

    def __init__(self, game_id: int) -> None:
        super().__init__(Text("service-conflict", game=str(game_id)), game_id=game_id)


class InternalError(ServiceError):
    """A fault on our side (storage, or a bug): logged with context, nothing was saved."""

    code = "internal_error"

    def __init__(self, game_id: int | None) -> None:
        key = "service-internal-error" if game_id is None else "service-internal-error-in"
        super().__init__(Text(key, game=str(game_id) or 0), game_id=game_id)
