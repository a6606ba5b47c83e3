"""Action kinds of Cities & Knights and their handlers.

``register_action(kind, shape, handler, describe)`` adds a kind to the wire format
(``engine.actions``) and to the C&K handler table. Validation is done before a handler runs: an
action is applied only if ``legal_actions`` lists it, so handlers never re-check legality.
Base kinds that C&K gives another meaning (road, settlement, city, roll, bank_trade, ...) are
registered here too, with C&K handlers; the base handlers never see a C&K game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import actions as A

if TYPE_CHECKING:
    from engine.state import GameState

Handler = Callable[["GameState", int, tuple[Any, ...]], None]
CK_HANDLERS: dict[str, Handler] = {}


def register_action(kind: str, shape: str, handler: Handler, describe: Callable[..., str] | None = None) -> None:
    if kind in CK_HANDLERS:
        raise ValueError(f"C&K action kind {kind!r} registered twice")
    if kind not in A.BASE_KINDS:
        A.register_kind(kind, shape, describe)
    CK_HANDLERS[kind] = handler
