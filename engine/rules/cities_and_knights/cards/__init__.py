"""Progress cards: the deck table (BOARD-COUNT-4) and the registry of card effects.

One card = one ``ProgressCard`` registered with ``register`` (one small module per card in this
package, imported by ``load_all``). The framework (``engine.rules.cities_and_knights.progress``) does the
rest: hand limit 4, VP cards laid out at once, played cards to the bottom of their deck, timing.
A card id in ``DECK_CONTENTS`` without a registered effect can be drawn and held but not played.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine import explain as why
from engine.rules.cities_and_knights.actions import register_action
from engine.rules.cities_and_knights.constants import POLITICS, SCIENCE, TRADE

if TYPE_CHECKING:
    from engine.state import GameState

Action = tuple[Any, ...]

# BOARD-COUNT-4 / CK-AMB-3: card id -> (deck, count). 18 per deck.
DECK_CONTENTS: dict[str, tuple[int, int]] = {
    # science (green)
    "alchemist": (SCIENCE, 2), "crane": (SCIENCE, 2), "engineer": (SCIENCE, 1), "inventor": (SCIENCE, 2),
    "irrigation": (SCIENCE, 2), "medicine": (SCIENCE, 2), "mining": (SCIENCE, 2), "printer": (SCIENCE, 1),
    "road_building": (SCIENCE, 2), "smith": (SCIENCE, 2),
    # politics (blue)
    "bishop": (POLITICS, 2), "constitution": (POLITICS, 1), "deserter": (POLITICS, 2), "diplomat": (POLITICS, 2),
    "intrigue": (POLITICS, 2), "saboteur": (POLITICS, 2), "spy": (POLITICS, 3), "warlord": (POLITICS, 2),
    "wedding": (POLITICS, 2),
    # trade (yellow)
    "commercial_harbor": (TRADE, 2), "master_merchant": (TRADE, 2), "merchant": (TRADE, 6),
    "merchant_fleet": (TRADE, 2), "resource_monopoly": (TRADE, 4), "trade_monopoly": (TRADE, 2),
}  # fmt: skip
CARD_IDS: tuple[str, ...] = tuple(sorted(DECK_CONTENTS))  # index = the int a pending decision uses for a card
CARD_INDEX: dict[str, int] = {c: i for i, c in enumerate(CARD_IDS)}
VP_CARDS = frozenset({"printer", "constitution"})  # CK-PROG-6

# When a card may be played (CK-PROG-4): "main" after the roll is resolved; "pre_roll" before the
# roll only (the Alchemist); "vp" never (laid out when drawn).
MAIN, PRE_ROLL, VP = "main", "pre_roll", "vp"


class ProgressCard:
    """A card's effect. ``choices`` lists the full play actions ``(id, *args)``; empty = unplayable now.

    ``choices`` is only called when the framework's timing rules allow a play and the seat holds
    the card; ``apply`` runs after the card has left the hand and gone under its deck.
    """

    __slots__ = ("apply", "choices", "deck", "describe", "id", "name", "shape", "timing")

    def __init__(
        self,
        id: str,
        name: str,
        shape: str,
        choices: Callable[[GameState, int], Iterable[Action]],
        apply: Callable[[GameState, int, Action], None],
        timing: str = MAIN,
        describe: Callable[..., str] | None = None,  # (action, names, *, shape): spots of the game's island
    ) -> None:
        if id not in DECK_CONTENTS:
            raise ValueError(f"unknown progress card {id!r}")
        self.id = id
        self.name = name
        self.deck = DECK_CONTENTS[id][0]
        self.shape = shape
        self.choices = choices
        self.apply = apply
        self.timing = timing
        self.describe = describe or (lambda action, names=None: f"play {name}")


CARDS: dict[str, ProgressCard] = {}
# timing -> {card id: its choices}: the cards a player may play at that moment (listing reads this)
CHOICES_BY_TIMING: dict[str, dict[str, Callable[[GameState, int], Iterable[Action]]]] = {MAIN: {}, PRE_ROLL: {}, VP: {}}


def to_bottom(state: GameState, seat: int, card: str) -> None:
    """Remove ``card`` from the hand and put it under its deck (CK-PROG-1, CK-AMB-7)."""
    state.ck.progress[seat].remove(card)
    state.ck.decks[DECK_CONTENTS[card][0]].insert(0, card)


def play(state: GameState, seat: int, action: Action) -> None:
    """The one handler of every card: card out of the hand, under its deck, then its effect. Here beside
    the registry that hands it to every card (``progress``, the framework, re-exports it)."""
    card = CARDS[action[0]]
    to_bottom(state, seat, card.id)
    state.emit({"type": "progress_played", "seat": seat, "card": card.id, "args": list(action[1:])})
    card.apply(state, seat, action)


def register(card: ProgressCard) -> ProgressCard:
    if card.id in CARDS:
        raise ValueError(f"progress card {card.id!r} registered twice")
    CARDS[card.id] = card
    CHOICES_BY_TIMING.setdefault(card.timing, {})[card.id] = card.choices
    register_action(card.id, card.shape, play, card.describe)
    why.register_kind(card.id, f"play {card.name}")  # how "Right now you can: ..." names it
    return card


def card_name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card is not None else card_id.replace("_", " ").title()


def load_all() -> None:
    """Import every card module of this package (each registers its card). A plain directory listing:
    ``pkgutil`` would pull in ``inspect`` and double the engine's import time."""
    for name in sorted(os.listdir(os.path.dirname(__file__))):
        if name.endswith(".py") and not name.startswith("_"):
            importlib.import_module(f"{__name__}.{name[:-3]}")
