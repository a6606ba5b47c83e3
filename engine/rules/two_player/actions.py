"""The 2-player variant's action kinds, registered with ``engine.actions`` (shapes and descriptions).

("neutral_road", neutral_seat, path)           TWO-NEUTRAL-1/3: the owed neutral road
("neutral_settlement", neutral_seat, vertex)   TWO-NEUTRAL-1: the owed neutral settlement
("forced_trade",)                              TWO-ACT-3: pay, draw 2 cards from the opponent
("forced_trade_give", counts)                  TWO-ACT-3: the 2 cards handed back (5 counts)
("robber_to_desert",)                          TWO-ACT-4: pay, move the robber to the desert
("knight_for_trade_cards",)                    TWO-REPL-1: remove a played Knight, take 2 trade cards
"""

from __future__ import annotations

from collections.abc import Callable

from engine import actions as A
from engine import topology as topo
from engine.constants import counts_text, format_counts
from engine.rules.two_player.record import NEUTRAL_COLOURS, NEUTRAL_SEATS
from engine.text import Text

NEUTRAL_ROAD = "neutral_road"
NEUTRAL_SETTLEMENT = "neutral_settlement"
FORCED_TRADE = "forced_trade"
FORCED_TRADE_GIVE = "forced_trade_give"
ROBBER_TO_DESERT = "robber_to_desert"
KNIGHT_FOR_TRADE_CARDS = "knight_for_trade_cards"

KINDS = (NEUTRAL_ROAD, NEUTRAL_SETTLEMENT, FORCED_TRADE, FORCED_TRADE_GIVE, ROBBER_TO_DESERT, KNIGHT_FOR_TRADE_CARDS)

Who = Callable[[int], str]


def _neutral(seat: int, who: Who) -> str:
    """Neutral players are named by their colour, as the rules and the board tell them apart."""
    index = seat - NEUTRAL_SEATS[0]
    return f"neutral {NEUTRAL_COLOURS[index]}" if 0 <= index < len(NEUTRAL_COLOURS) else f"neutral seat {seat}"


_DESCRIBERS: dict[str, tuple[str, Callable[[A.Action, Who], str]]] = {
    NEUTRAL_ROAD: ("ii", lambda a, who: f"place a road for {_neutral(a[1], who)} on {topo.EDGE_LABELS[a[2]]}"),
    NEUTRAL_SETTLEMENT: (
        "ii",
        lambda a, who: f"place a settlement for {_neutral(a[1], who)} on {topo.VERTEX_LABELS[a[2]]}",
    ),
    FORCED_TRADE: ("", lambda a, who: "force a trade (draw 2 cards from your opponent, give 2 back)"),
    FORCED_TRADE_GIVE: ("c", lambda a, who: f"give {format_counts(a[1])} back in the forced trade"),
    ROBBER_TO_DESERT: ("", lambda a, who: "move the robber to the desert with trade cards"),
    KNIGHT_FOR_TRADE_CARDS: ("", lambda a, who: "exchange a played Knight for 2 trade cards"),
}

def _with_names(describe: Callable[[A.Action, Who], str]) -> Callable[[A.Action, list[str] | None], str]:
    def named(action: A.Action, names: list[str] | None) -> str:
        def who(seat: int) -> str:
            return names[seat] if names and 0 <= seat < len(names) else "the other player"

        return describe(action, who)

    return named


for _kind, (_shape, _describe) in _DESCRIBERS.items():
    A.register_kind(_kind, _shape, _with_names(_describe))


def _neutral_text(seat: int) -> Text:
    index = seat - NEUTRAL_SEATS[0]
    return Text("refusals-two-neutral", colour=NEUTRAL_COLOURS[index] if 0 <= index < len(NEUTRAL_COLOURS) else str(seat))


# The same in catalogue words (``engine.actions.action_text``: the refusals' "You could: ...").
_TEXTS: dict[str, Callable[..., Text]] = {
    NEUTRAL_ROAD: lambda a, *, shape: Text("refusals-do-neutral_road", neutral=_neutral_text(a[1]),
                                            path=topo.EDGE_LABELS[a[2]]),
    NEUTRAL_SETTLEMENT: lambda a, *, shape: Text("refusals-do-neutral_settlement", neutral=_neutral_text(a[1]),
                                                  spot=topo.VERTEX_LABELS[a[2]]),
    FORCED_TRADE: lambda a, *, shape: Text("refusals-do-forced_trade"),
    FORCED_TRADE_GIVE: lambda a, *, shape: Text("refusals-do-forced_trade_give", cards=counts_text(a[1])),
    ROBBER_TO_DESERT: lambda a, *, shape: Text("refusals-do-robber_to_desert"),
    KNIGHT_FOR_TRADE_CARDS: lambda a, *, shape: Text("refusals-do-knight_for_trade_cards"),
}  # fmt: skip
for _kind, _text in _TEXTS.items():
    A.register_text(_kind, _text)
