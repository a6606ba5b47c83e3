"""The game service: what the Discord layer asks of games, with no Discord and no SQL in it.

Every change to a game follows one path: take the game's lock, load it (lazily, from the cache or the
database), check the request, apply it with the engine, store it in one transaction, and only then
return what happened as data. The engine decides what is legal; the database keeps what happened.

Two properties the rest of the bot relies on:

* A result is returned only after its transaction has committed. If the caller goes away meanwhile
  (an interaction times out, the bot shuts down), the operation still runs to its end: it runs in its
  own task, shielded from the caller's cancellation.
* The cached state of a game always equals what is stored: a move whose commit fails (or whose outcome
  is unknown) evicts the game from the cache, so the next request reloads the committed state.

The service is assembled from one part per concern, each on the game store (``service.store.store``: locks,
cache, load and commit): ``service.lobby.lobbies`` (lobbies and seats), ``service.moves.play`` (moves and views),
``service.reads.queries`` (lists and logs), ``service.moves.bookkeeping`` (the game's messages and published mark)
and ``service.admin.maintenance`` (admin operations). What happens after a move (publishing, built-in players)
is ``service.moves.pipeline``'s.
"""

from __future__ import annotations

from service.admin.maintenance import MaintenanceService
from service.lobby.lobbies import BOT_STRENGTHS, LobbyService
from service.lobby.table_settings import TableSettingsService
from service.moves.bookkeeping import MessageBook
from service.moves.play import PlayService, table_state
from service.reads.queries import QueryService
from service.store.store import SEED_MASK, new_seed

__all__ = ["BOT_STRENGTHS", "SEED_MASK", "GameService", "new_seed", "table_state"]


class GameService(LobbyService, PlayService, QueryService, MessageBook, MaintenanceService, TableSettingsService):
    """Games for the Discord layer. Create one per bot, ``await start()`` it, ``await close()`` it."""
