"""The statistics of one game as plain records (``history.stats`` fills them, the rule sets' hooks add to
them, ``history.text`` and the statistics image read them): a leaf module, so the history registry
(``history.rulesets``) names ``GameStats`` without importing the computation that uses the registry."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Ways of dice totals 2..12 out of 36.
DICE_WAYS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)


@dataclass(slots=True)
class Cards:
    """Resource (and, in C&K, commodity) cards one player gained or lost, by how."""

    start: int = 0
    production: int = 0
    trade_in: int = 0  # from other players
    trade_out: int = 0
    bank_in: int = 0  # bank and harbor trades
    bank_out: int = 0
    robbed_in: int = 0  # stolen by this player (robber, Spy-free steals) and taken by monopolies
    robbed_out: int = 0  # stolen from this player by the robber, monopolies and the like
    discarded: int = 0  # lost to 7s (and to other forced discards)
    dev_in: int = 0  # Year of Plenty and the like

    def to_dict(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in self.__slots__}  # type: ignore[attr-defined]


@dataclass(slots=True)
class Trade:
    seat: int
    partner: int
    give: int
    get: int
    turn: int

    @property
    def size(self) -> int:
        return self.give + self.get


@dataclass(slots=True)
class GameStats:
    """Everything the statistics image and texts show; JSON-ready through ``to_dict``."""

    players: int
    rule_set: str  # "base", "cities_and_knights" or "two_player"
    finished: bool
    colours: list[str] = field(default_factory=list)  # engine colour names of the seats
    dice: list[int] = field(default_factory=lambda: [0] * 11)  # counts of totals 2..12
    # Public VP of every seat at the end of each turn (index 0: after the set-up); the last row is the
    # final score (with revealed VP cards) once the game is over.
    vp: list[list[int]] = field(default_factory=list)
    cards: list[Cards] = field(default_factory=list)
    robbed_by: list[list[int]] = field(default_factory=list)  # [thief][victim] robberies
    droughts: list[int] = field(default_factory=list)  # longest run of rolls without production per seat
    biggest_trade: Trade | None = None
    trades: int = 0
    turns: int = 0
    actions: int = 0
    duration: float | None = None  # seconds from the first to the last action
    winner: int | None = None
    scores: list[int] | None = None
    # Rule-set specific counters (C&K: barbarian attacks, pillaged cities, progress cards; 2-player:
    # trade cards earned and forced trades). Keys name what they count.
    extra: dict[str, Any] = field(default_factory=dict)

    def expected(self) -> list[float]:
        rolls = sum(self.dice)
        return [rolls * w / 36 for w in DICE_WAYS]

    def most_robbed(self) -> tuple[int, int] | None:
        """(seat, times robbed) of the player robbed most (None if nobody was robbed)."""
        lost = [sum(self.robbed_by[t][v] for t in range(self.players)) for v in range(self.players)]
        if not any(lost):
            return None
        seat = max(range(self.players), key=lambda s: (lost[s], -s))
        return seat, lost[seat]

    def longest_drought(self) -> tuple[int, int] | None:
        if not self.droughts or not any(self.droughts):
            return None
        seat = max(range(self.players), key=lambda s: (self.droughts[s], -s))
        return seat, self.droughts[seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players, "rule_set": self.rule_set, "finished": self.finished,
            "colours": list(self.colours), "dice": list(self.dice), "vp": [list(r) for r in self.vp],
            "cards": [c.to_dict() for c in self.cards], "robbed_by": [list(r) for r in self.robbed_by],
            "droughts": list(self.droughts),
            "biggest_trade": None if self.biggest_trade is None else {
                "seat": self.biggest_trade.seat, "partner": self.biggest_trade.partner,
                "give": self.biggest_trade.give, "get": self.biggest_trade.get, "turn": self.biggest_trade.turn},
            "trades": self.trades, "turns": self.turns, "actions": self.actions, "duration": self.duration,
            "winner": self.winner, "scores": self.scores, "extra": self.extra,
        }  # fmt: skip
