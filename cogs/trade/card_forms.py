"""The forms that ask for cards: the Trade… offer, the counter-offer to an offer and the discard after a 7.

They answer after a restart too (``cogs.interactions.forms``): the custom id carries the game (and the offer countered),
the typed cards are decoded here (``cogs.interactions.inputs``) and the move is played like any other, so a form that
went stale while it was open (the discard made meanwhile, the offer withdrawn) is refused by the move
pipeline with what is legal now. What a form showed when it was opened (the hand, the players to offer
to) is only its wording; its submission needs none of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

import engine
from cogs.interactions import inputs
from cogs.interactions.forms import RoutedForm
from cogs.interactions.inputs import ID
from cogs.rulesets import COGS as RULE_SET_COGS
from service import GameInfo
from ui.plural import plural

EVERYONE = -1  # an offer to every other player
MAX_SEAT = 7  # a seat number sent back by the offer form's menu: ours are 0-5


def game_cards(text: object, what: str, game: GameInfo) -> tuple[int, ...]:
    """Cards typed for a move in ``game``: with the rule set's own cards where its hands hold them (Cities &
    Knights' commodities: a hand of 8 kinds needs counts of 8 kinds)."""
    return inputs.cards(text, what, more=RULE_SET_COGS.of_options(game.options).card_words)


def _cards_input(custom_id: str, placeholder: str, label: str | None = None) -> discord.ui.TextInput[Any]:
    """A text input for cards; with a ``label`` it stands in a row of its own, else in a ``Label``."""
    if label is None:
        return discord.ui.TextInput(custom_id=custom_id, placeholder=placeholder, max_length=100)
    return discord.ui.TextInput(label=label[:45], custom_id=custom_id, placeholder=placeholder, max_length=100)


class OfferForm(RoutedForm, template=rf"catan:offer:(?P<game>{ID})"):
    """The turn message's Trade… form: what you give, what you get and (for the player whose turn it is)
    to whom. ``targets`` are (label, seat) pairs; none: the offer goes to the active player."""

    def __init__(
        self, game_id: int, title: str = "Offer a trade", hand: str = "", targets: Sequence[tuple[str, int]] = ()
    ) -> None:
        super().__init__(title=title[:45], custom_id=f"catan:offer:{game_id}")
        self.game_id = game_id
        held = f"You hold {hand}"[:100] if hand else None
        self.add_item(
            discord.ui.Label(text="You give", description=held, component=_cards_input("give", "e.g. 2 wool 1 grain"))
        )
        self.add_item(discord.ui.Label(text="You get", component=_cards_input("get", "e.g. 1 ore")))
        if targets:
            to: discord.ui.Select[Any] = discord.ui.Select(
                custom_id="to",
                options=[discord.SelectOption(label=label[:100], value=str(seat), default=seat == EVERYONE)
                         for label, seat in targets[:25]],
                required=False,
            )  # fmt: skip
            self.add_item(discord.ui.Label(text="Offer to", component=to))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> OfferForm:
        return cls(int(match["game"]))

    def action(self, game: GameInfo) -> engine.Action:
        chosen = self.values.get("to", "")
        target = inputs.number(chosen, EVERYONE, MAX_SEAT, "The player to offer to") if chosen else EVERYONE
        give = game_cards(self.values.get("give", ""), "You give", game)
        return ("offer", give, game_cards(self.values.get("get", ""), "You get", game), target)


class CounterForm(RoutedForm, template=rf"catan:counter:(?P<game>{ID}):(?P<offer>{ID})"):
    """An offer message's Counter… form: your terms in answer to the offer."""

    def __init__(self, game_id: int, offer_id: int) -> None:
        super().__init__(
            title=f"Counter-offer to trade #{offer_id}"[:45], custom_id=f"catan:counter:{game_id}:{offer_id}"
        )
        self.game_id, self.offer_id = game_id, offer_id
        self.add_item(_cards_input("give", "e.g. 1 ore", "You give"))
        self.add_item(_cards_input("get", "e.g. 2 wool", "You get"))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> CounterForm:
        return cls(int(match["game"]), int(match["offer"]))

    def action(self, game: GameInfo) -> engine.Action:
        give = game_cards(self.values.get("give", ""), "You give", game)
        return ("counter", self.offer_id, give, game_cards(self.values.get("get", ""), "You get", game))


class DiscardForm(RoutedForm, template=rf"catan:discard:(?P<game>{ID})"):
    """The turn message's Discard form after a 7 (BASE-ROBBER-3): the cards to give up, typed."""

    def __init__(self, game_id: int, owed: int = 0, hand: str = "") -> None:
        title = f"Discard {plural(owed, 'card')}" if owed else "Discard"
        super().__init__(title=title, custom_id=f"catan:discard:{game_id}")
        self.game_id = game_id
        label = f"Discard {owed} of: {hand}" if owed else "Cards to discard"
        self.add_item(_cards_input("cards", "e.g. 2 wool 2 ore", label))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> DiscardForm:
        return cls(int(match["game"]))

    def action(self, game: GameInfo) -> engine.Action:
        return discard_action(self.values.get("cards", ""), game)


def discard_action(text: object, game: GameInfo) -> engine.Action:
    """A discard typed as ``2 wool 1 ore`` (the form, /catan discard)."""
    return ("discard", game_cards(text, "Cards to discard", game))
