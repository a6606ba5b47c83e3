"""The first step of a menu too long for one: a select menu whose custom id holds only its game
("catan:<prefix>:<game id>"), so that it works after a restart, whose choice the flow routed for its class
answers with the second menu (Sail…: which ship moves, then where to; Progress…: which card, then its plays).

A rule set's menu names its prefix and placeholder and nothing else::

    class SailSelect(FirstStepSelect, prefix="sail", placeholder="Which ship?"):
        '''First step of Sail… when the legal moves don't fit one menu: which ship moves.'''
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

from cogs.interactions import inputs
from cogs.interactions.dispatch import Component
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text


class FirstStepSelect(Component[discord.ui.Select], template=r"(?!)"):
    """A select menu of one game, the first step of a longer choice (see the module docstring)."""

    prefix: ClassVar[str]
    placeholder: ClassVar[str | Text]  # a Text: in the language of the person the menu is shown to

    def __init_subclass__(cls, *, prefix: str, placeholder: str | Text, **kwargs: Any) -> None:
        super().__init_subclass__(template=rf"catan:{prefix}:(?P<game>{inputs.ID})", **kwargs)
        cls.prefix, cls.placeholder = prefix, placeholder

    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None, tag: str = ENGLISH) -> None:
        # built from its custom id alone (a click after a restart) it has no options of its own: discord.py needs
        # one, and the flow reads the value chosen from the interaction
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:{self.prefix}:{game_id}",
            options=options or [discord.SelectOption(label="…", value="-")],
            placeholder=localize(self.placeholder, tag),
        )
        super().__init__(select)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["game"]))
