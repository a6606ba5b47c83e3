"""The 2-player variant's own record: one object on ``GameState.two`` (None in every other game).

Per-turn facts are kept together with the turn they belong to (``*_turn`` fields) instead of being
reset when a turn ends, so the base game's end-of-turn code needs no hook for this variant.
"""

from __future__ import annotations

from typing import Any

TRADE_CARDS = 14  # TWO-COMP-2, BOARD-COUNT-2
START_TRADE_CARDS = 4  # TWO-COMP-2
MAX_TRADE_CARDS = 7  # TWO-COMP-3
REAL_PLAYERS = 2  # TWO-COMP-1
NEUTRAL_SEATS = (2, 3)  # piece owners N1, N2: the two colours nobody plays (TWO-COMP-1)
REAL_COLOURS = ("red", "blue")
NEUTRAL_COLOURS = ("white", "orange")

# Steps of this variant (what the game waits for).
NEUTRAL_ROAD = "neutral_road"  # TWO-NEUTRAL-1/3: the builder places a road for a neutral player
NEUTRAL_SETTLEMENT = "neutral_settlement"  # TWO-NEUTRAL-1: ... or a settlement
FORCED_TRADE_GIVE = "forced_trade_give"  # TWO-ACT-3: the active player hands back 2 cards


class TwoPlayerRecord:
    """Trade cards, this turn's rolls and trade-card actions, and where a placement step returns to."""

    __slots__ = (
        "actions_taken", "actions_turn", "first_roll", "knight_swap_turn", "resume", "rethrown", "roll_turn",
        "rolls", "trade_cards",
    )  # fmt: skip

    def __init__(self) -> None:
        self.trade_cards: list[int] = [START_TRADE_CARDS] * REAL_PLAYERS  # per real seat; the rest is the supply
        self.roll_turn = -1  # the turn the dice in ``rolls`` belong to
        self.rolls: list[list[int]] = []  # dice of that turn's counted rolls, first then second (TWO-ROLL-1)
        self.rethrown: list[list[int]] = []  # second rolls thrown again on an equal sum (TWO-ROLL-2)
        self.first_roll = 0  # sum of that turn's first roll
        self.actions_turn = -1  # the turn ``actions_taken`` counts for (TWO-ACT-5)
        self.actions_taken = 0
        self.knight_swap_turn = -1  # the last turn a Knight was exchanged (TWO-REPL-1: once per turn)
        self.resume = ""  # the step a neutral placement or a forced trade's hand-back returns to

    def supply(self) -> int:
        return TRADE_CARDS - sum(self.trade_cards)

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TwoPlayerRecord:
        record = cls()
        for name in cls.__slots__:
            setattr(record, name, data[name])
        return record
