"""CK-CARD-SCI-4 — Inventor (2).

"Switch two number tokens of your choice, but not 2, 12, 6, or 8. You do not have to have a
settlement or city next to the hexes with the numbers you are swapping. You can choose to exchange a
token that is in the same hex as the robber." The robber stays on its hex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import make_board
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

FIXED_NUMBERS = frozenset({0, 2, 12, 6, 8})  # 0: the desert has no token


_PLAYS: dict[tuple[int, ...], tuple[Action, ...]] = {}  # per token layout: the swaps allowed


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    numbers = state.board.numbers
    plays = _PLAYS.get(numbers)
    if plays is None:
        movable = [h for h in range(len(numbers)) if numbers[h] not in FIXED_NUMBERS]
        plays = tuple(("inventor", a, b) for i, a in enumerate(movable) for b in movable[i + 1 :])
        if len(_PLAYS) > 4096:  # a long-running bot sees many boards; keep memory bounded
            _PLAYS.clear()
        _PLAYS[numbers] = plays
    return plays


def _apply(state: GameState, seat: int, action: Action) -> None:
    _, a, b = action
    board = state.board
    numbers = list(board.numbers)
    numbers[a], numbers[b] = numbers[b], numbers[a]
    state.board = make_board(board.map, board.terrain, tuple(numbers), board.harbors)
    state.emit({"type": "numbers_swapped", "seat": seat, "hexes": [a, b], "numbers": [numbers[a], numbers[b]]})


CARD = register(
    ProgressCard(
        "inventor", "Inventor", "ii", _choices, _apply,
        describe=lambda a, names=None, *, shape: (
            f"play Inventor: swap the numbers of {shape.HEX_LABELS[a[1]]} and {shape.HEX_LABELS[a[2]]}"
        ),
    )
)  # fmt: skip
