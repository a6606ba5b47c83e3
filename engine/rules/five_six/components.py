"""Components, board and start of a 5-6 game (SIX-COMP-1/2, SIX-SETUP-1/2, SIX-VAR-1..8, SIX-CK-1/2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine.constants import DEV_DECK_COUNTS, N_RES
from engine.options import Options
from engine.rules.five_six.geometry import MAP
from engine.rules.five_six.record import SixRecord
from engine.state import SETUP_SETTLEMENT, GameState
from engine.text import Text

CARDS_PER_RESOURCE = 24  # SIX-COMP-2: 19 + 5
# SIX-COMP-2: Knight, Road Building, Year of Plenty, Monopoly, Victory Point (25 + 9 = 34).
DEV_DECK = (20, 3, 3, 3, 5)
COLOURS = ("red", "blue", "white", "orange", "green", "brown")  # SIX-COMP-2: base + green, brown
# SIX-CK-1: commodities of each kind and Defender of Catan cards per components option.
CK_COMMODITIES = {"edition_2020": 18, "mayfair": 21}
CK_DEFENDERS = {"edition_2020": 8, "mayfair": 9}

HandCards = Callable[[dict[str, Any]], tuple[tuple[str, ...], tuple[int, ...]]]
ROBBER_START = "robber_start"  # SIX-VAR-7 STARTING_PLAYER_CHOOSES: P1 picks the desert (a step and an action)
A.register_kind(ROBBER_START, "i", lambda a, names=None: f"start the robber on the desert {a[1]}")
A.register_text(ROBBER_START, lambda a, *, shape: Text("refusals-do-robber_start", desert=str(a[1])))
assert len(DEV_DECK) == len(DEV_DECK_COUNTS)


def map_name(options: Options) -> str:
    """SIX-VAR-1..6: the 30-hex island, always variable (SIX-VAR-8): terrain and harbors shuffled, tokens
    by the spiral (or random)."""
    return MAP.name


def bank(previous: Callable[[Options], list[int]]) -> Callable[[Options], list[int]]:
    """SIX-COMP-2: 24 of each resource; SIX-CK-1: commodities per ``six_ck_components``."""

    def six_bank(options: Options) -> list[int]:
        cards = previous(options)
        commodities = CK_COMMODITIES[options.six_ck_components]
        return [CARDS_PER_RESOURCE if i < N_RES else commodities for i in range(len(cards))]

    return six_bank


def hand_cards(previous: HandCards) -> HandCards:
    """SIX-COMP-2 / SIX-CK-1: what a determinised 5-6 game deals from: 24 of each resource, and the
    commodities of the components option (the earlier rule sets name the kinds)."""

    def six_hand_cards(view: dict[str, Any]) -> tuple[tuple[str, ...], tuple[int, ...]]:
        names, totals = previous(view)
        commodities = CK_COMMODITIES[Options.from_dict(view["options"]).six_ck_components]
        return names, tuple(CARDS_PER_RESOURCE if i < N_RES else commodities for i in range(len(totals)))

    return six_hand_cards


def dev_deck(view: dict[str, Any]) -> tuple[int, ...]:
    """SIX-COMP-2: the 34 development cards a determinised 5-6 game's hands and deck come from."""
    return DEV_DECK


def deal(previous: Callable[[GameState], None]) -> Callable[[GameState], None]:
    """SIX-COMP-2: the 34 development cards (C&K has none: its own decks are dealt unchanged)."""

    def six_deal(state: GameState) -> None:
        previous(state)
        if state.deck:
            deck = [card for card, count in enumerate(DEV_DECK) for _ in range(count)]
            state.rng.shuffle(deck)
            state.deck = deck

    return six_deal


def colours(options: Options) -> list[str]:
    return list(COLOURS[: options.players])


def prepare(state: GameState) -> None:
    """The record, and SIX-VAR-7 RANDOM: the robber on either desert."""
    state.six = SixRecord()
    rebuild(state)
    if state.options.six_robber_start == "random":
        deserts = state.board.deserts
        state.robber = deserts[state.rng.below(len(deserts))]


def rebuild(state: GameState) -> None:
    """SIX-CK-1: the Defender of Catan cards of the components option (derived, not saved)."""
    if state.ck is not None:
        state.ck.defender_total = CK_DEFENDERS[state.options.six_ck_components]


def start(previous: Callable[[GameState], None]) -> Callable[[GameState], None]:
    """SIX-VAR-7 STARTING_PLAYER_CHOOSES: once the starting roll named P1, P1 places the robber first."""

    def six_start(state: GameState) -> None:
        previous(state)
        if state.options.six_robber_start == "starting_player_chooses":
            state.step = ROBBER_START

    return six_start


def list_robber_start(state: GameState, seat: int, out: list[Any]) -> None:
    out.extend((ROBBER_START, h) for h in state.board.deserts)


def robber_start(state: GameState, seat: int, action: Any) -> None:
    state.robber = action[1]
    state.emit({"type": "robber_start", "seat": seat, "hex": action[1]})
    state.step = SETUP_SETTLEMENT

