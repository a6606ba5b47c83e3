"""A move sent from a board (issue #34 item 5), played through the service's one move pipeline.

The pipeline catches the game up, commits the move, publishes it (the thread, the DMs, the boards)
and wakes the built-in players, exactly as for a click in Discord. A refused move answers with why, in
the viewer's language, and what would be legal now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import engine
from db.errors import DatabaseUnavailable
from service import GameService
from service.errors import ServiceError
from service.moves.pipeline import MovePipeline
from ui.i18n.catalogue import localize
from ui.i18n.text import Text
from web.documents import Names, Viewer
from web.legal import legal_form
from web.status import WORDS, on_board


@dataclass(frozen=True)
class Answer:
    status: int
    body: dict[str, Any]


def _action(body: Any) -> engine.Action | None:
    """The action in a request's body (``{"action": [kind, ...]}``), or None when it is not one (the engine
    says why a malformed one is refused: ``engine.IllegalAction``)."""
    if not isinstance(body, dict):
        return None
    try:
        return engine.action_from_json(body.get("action"))
    except (ValueError, TypeError, KeyError, IndexError):
        return None


async def play(pipeline: MovePipeline, service: GameService, names: Names, viewer: Viewer, body: Any) -> Answer:
    """Play the action in ``body`` for ``viewer`` (signed in, seated), or say why not."""
    try:
        action = _action(body)
    except engine.IllegalAction as malformed:
        return Answer(400, {"refused": localize(malformed.text(), viewer.tag)})
    if action is None:
        return Answer(400, {"refused": localize(Text("web-bad-move"), viewer.tag)})
    if viewer.user_id is None or viewer.seat is None:
        return Answer(403, {"refused": localize(Text("web-not-seated"), viewer.tag)})
    try:
        result = await pipeline.move(viewer.game_id, viewer.user_id, action)
    except engine.IllegalAction as refused:
        game = await service.get_game(viewer.game_id)
        shown = await names(game)
        view = await service.view(viewer.game_id, viewer.user_id)
        text = localize(refused.text(shown), viewer.tag)
        return Answer(409, {"refused": text, "legal": legal_form(view, shown, viewer.tag)})
    except ServiceError as exc:
        return Answer(409, {"refused": localize(on_board(exc.message, WORDS), viewer.tag)})
    except DatabaseUnavailable:
        return Answer(503, {"refused": localize(Text("web-try-again"), viewer.tag)})
    return Answer(200, {"version": result.seq})
