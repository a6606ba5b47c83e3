"""Decisions owed by players other than (or besides) the active one: the C&K pending-decision queue.

A decision is a ``Pending(id, kind, seat, data)`` record in ``state.ck.pending``. Each *kind* is
registered once with ``register_kind``:

* ``options(state, pending) -> list[int]`` — the legal answers (an int each: a card id, an
  intersection, a deck, an index; the kind decides). Listed by ``legal_actions`` for ``pending.seat``
  as ``("answer", pending.id, choice)``.
* ``answer(state, pending, choice) -> bool`` — apply one answer; return True when the decision is
  complete (False keeps it open, e.g. "give 2 cards" answered one card at a time).
* ``text`` — what the owing player must do, for "waiting for ..." messages.

Rules of the queue (CK-AMB-30/31):

* several decisions may be open at once, for several seats; they are answered in any order;
* while any is open, nobody else acts (the active player's step waits), like the discards of a 7;
* a decision with exactly one legal answer is applied at once and never shown (forced choice); one
  with no legal answer is never opened — so every open decision always has a legal answer;
* when the queue empties, the continuations in ``ck.resume`` run (innermost first), then the
  resolution of the current roll goes on (``ck.stage``).

``data`` is public (it appears in ``engine.pending``): never put a secret in it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.pending import register_text
from engine.rules.cities_and_knights.record import Pending

if TYPE_CHECKING:
    from engine.state import GameState


class PendingKind:
    __slots__ = ("answer", "name", "options", "text")

    def __init__(
        self,
        name: str,
        options: Callable[[GameState, Pending], list[int]],
        answer: Callable[[GameState, Pending, int], bool],
        text: str,
    ) -> None:
        self.name = name
        self.options = options
        self.answer = answer
        self.text = text


PENDING_KINDS: dict[str, PendingKind] = {}
# Continuations: name -> fn(state, data); run when the queue empties (see module doc).
CONTINUATIONS: dict[str, Callable[[GameState, Any], None]] = {}
# Called when the queue is empty and no continuation is left: goes on with the roll (set by turn.py).
_AFTER: list[Callable[[GameState], None]] = []


def register_kind(
    name: str,
    options: Callable[[GameState, Pending], list[int]],
    answer: Callable[[GameState, Pending, int], bool],
    text: str,
) -> None:
    if name in PENDING_KINDS:
        raise ValueError(f"pending kind {name!r} registered twice")
    PENDING_KINDS[name] = PendingKind(name, options, answer, text)
    register_text(name, text)


def register_continuation(name: str, fn: Callable[[GameState, Any], None]) -> None:
    if name in CONTINUATIONS:
        raise ValueError(f"continuation {name!r} registered twice")
    CONTINUATIONS[name] = fn


def set_after_hook(fn: Callable[[GameState], None]) -> None:
    _AFTER[:] = [fn]


def open_decision(state: GameState, kind: str, seat: int, data: dict[str, Any]) -> Pending | None:
    """Owe a decision; forced answers are applied at once. Returns the open record, or None if it
    was settled immediately (or had nothing to decide)."""
    ck = state.ck
    p = Pending(ck.next_pending, kind, seat, data)
    ck.next_pending += 1
    k = PENDING_KINDS[kind]
    while True:
        opts = k.options(state, p)
        if not opts:
            return None
        if len(opts) > 1:
            ck.pending.append(p)
            state.emit({**data, "type": "decision_owed", "seat": seat, "kind": kind, "id": p.id})
            return p
        if k.answer(state, p, opts[0]):
            return None


def defer(state: GameState, name: str, data: Any = None) -> None:
    """Run continuation ``name`` once every open decision is answered (at once if none is open:
    call ``settle(state)`` after opening the decisions)."""
    state.ck.resume.append([name, data])


def choices_for(state: GameState, seat: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for p in state.ck.pending:
        if p.seat == seat:
            pid = p.id
            for c in PENDING_KINDS[p.kind].options(state, p):  # a loop: a comprehension costs a function and a cell
                out.append(("answer", pid, c))
    return out


def answer(state: GameState, seat: int, pending_id: int, choice: int) -> None:
    """Apply a (validated) answer; when the queue empties, continue the game."""
    answer_action(state, seat, ("answer", pending_id, choice))


def answer_action(state: GameState, seat: int, action: tuple[Any, ...]) -> None:
    """The ``answer`` action's handler (``("answer", decision id, choice)``, validated): apply it; when the queue
    empties, continue the game. No call around it: a 7's discards are answered a card at a time."""
    ck = state.ck
    pending_id = action[1]
    for p in ck.pending:  # it is there: the answer was validated
        if p.id == pending_id:
            break
    if PENDING_KINDS[p.kind].answer(state, p, action[2]):
        ck.pending.remove(p)
    _settle_forced(state)
    settle(state)


def _settle_forced(state: GameState) -> None:
    """After an answer, any open decision left with one option is applied, with none is dropped, so
    that an open decision always has a choice (CK-AMB-30)."""
    ck = state.ck
    changed = True
    while changed:
        changed = False
        for p in list(ck.pending):
            if p not in ck.pending:
                continue
            k = PENDING_KINDS[p.kind]
            opts = k.options(state, p)
            if len(opts) > 1:
                continue
            if not opts or k.answer(state, p, opts[0]):
                ck.pending.remove(p)
            changed = True


def settle(state: GameState) -> None:
    """If nothing is owed, run what waited for the decisions (continuations, then the roll)."""
    ck = state.ck
    while not ck.pending and ck.resume:
        name, data = ck.resume.pop()
        CONTINUATIONS[name](state, data)
    if not ck.pending and not ck.resume:
        for fn in _AFTER:
            fn(state)


def describe(state: GameState) -> list[dict[str, Any]]:
    return [
        {**p.data, "seat": p.seat, "kind": p.kind, "blocking": True, "id": p.id, "text": PENDING_KINDS[p.kind].text}
        for p in state.ck.pending
    ]
