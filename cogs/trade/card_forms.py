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
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Items, Text
from ui.offers import EVERYONE

MAX_SEAT = 7  # a seat number sent back by the offer form's menu: ours are 0-5
YOU_GIVE, YOU_GET, TO_DISCARD = Text("forms-you-give"), Text("forms-you-get"), Text("forms-cards-to-discard")
OFFER_TITLE = Text("forms-offer-title")
Hand = Text | Items  # a hand in words (``ui.i18n.words.counts_text``)


def game_cards(text: object, what: Text, game: GameInfo) -> tuple[int, ...]:
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
        self,
        game_id: int,
        title: Text = OFFER_TITLE,
        hand: Hand | None = None,
        targets: Sequence[tuple[str | Text, int]] = (),
        tag: str = ENGLISH,
    ) -> None:
        """Worded in ``tag``, the language of the person it is shown to (alone)."""
        super().__init__(title=localize(title, tag)[:45], custom_id=f"catan:offer:{game_id}")
        self.game_id = game_id
        held = localize(Text("forms-you-hold", hand=hand), tag)[:100] if hand else None
        give = _cards_input("give", localize(Text("forms-example", cards=_typed(wool=2, grain=1)), tag))
        self.add_item(discord.ui.Label(text=localize(YOU_GIVE, tag), description=held, component=give))
        get = _cards_input("get", localize(Text("forms-example", cards=_typed(ore=1)), tag))
        self.add_item(discord.ui.Label(text=localize(YOU_GET, tag), component=get))
        if targets:
            to: discord.ui.Select[Any] = discord.ui.Select(
                custom_id="to",
                options=[discord.SelectOption(label=localize(label, tag)[:100], value=str(seat),
                                              default=seat == EVERYONE) for label, seat in targets[:25]],
                required=False,
            )  # fmt: skip
            self.add_item(discord.ui.Label(text=localize(Text("forms-offer-to"), tag), component=to))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> OfferForm:
        return cls(int(match["game"]))

    def action(self, game: GameInfo) -> engine.Action:
        chosen = self.values.get("to", "")
        target = inputs.number(chosen, EVERYONE, MAX_SEAT, Text("forms-player-to-offer-to")) if chosen else EVERYONE
        give = game_cards(self.values.get("give", ""), YOU_GIVE, game)
        return ("offer", give, game_cards(self.values.get("get", ""), YOU_GET, game), target)


class CounterForm(RoutedForm, template=rf"catan:counter:(?P<game>{ID}):(?P<offer>{ID})"):
    """An offer message's Counter… form: your terms in answer to the offer."""

    def __init__(self, game_id: int, offer_id: int, tag: str = ENGLISH) -> None:
        title = localize(Text("forms-counter-title", offer=str(offer_id)), tag)
        super().__init__(title=title[:45], custom_id=f"catan:counter:{game_id}:{offer_id}")
        self.game_id, self.offer_id = game_id, offer_id
        example = localize(Text("forms-example", cards=_typed(ore=1)), tag)
        self.add_item(_cards_input("give", example, localize(YOU_GIVE, tag)))
        example = localize(Text("forms-example", cards=_typed(wool=2)), tag)
        self.add_item(_cards_input("get", example, localize(YOU_GET, tag)))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> CounterForm:
        return cls(int(match["game"]), int(match["offer"]))

    def action(self, game: GameInfo) -> engine.Action:
        give = game_cards(self.values.get("give", ""), YOU_GIVE, game)
        return ("counter", self.offer_id, give, game_cards(self.values.get("get", ""), YOU_GET, game))


class DiscardForm(RoutedForm, template=rf"catan:discard:(?P<game>{ID})"):
    """The turn message's Discard form after a 7 (BASE-ROBBER-3): the cards to give up, typed."""

    def __init__(self, game_id: int, owed: int = 0, hand: Hand | None = None, tag: str = ENGLISH) -> None:
        title = Text("forms-discard-title", count=owed) if owed else Text("forms-discard")
        super().__init__(title=localize(title, tag)[:45], custom_id=f"catan:discard:{game_id}")
        self.game_id = game_id
        label = Text("forms-discard-of", count=owed, hand=hand or "") if owed else TO_DISCARD
        example = localize(Text("forms-example", cards=_typed(wool=2, ore=2)), tag)
        self.add_item(_cards_input("cards", example, localize(label, tag)))

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> DiscardForm:
        return cls(int(match["game"]))

    def action(self, game: GameInfo) -> engine.Action:
        return discard_action(self.values.get("cards", ""), game)


def discard_action(text: object, game: GameInfo) -> engine.Action:
    """A discard typed as ``2 wool 1 ore`` (the form, /catan discard)."""
    return ("discard", game_cards(text, TO_DISCARD, game))


def _typed(**counts: int) -> Items:
    """An example of cards as a person types them, in the reader's words ("2 Wolle 1 Getreide"): what the forms
    read back (ui.cards accepts every shipped language's card names)."""
    return Items([Text(f"counted-{card}", count=n) for card, n in counts.items()], style="unit-narrow")
