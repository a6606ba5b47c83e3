"""What the parts of the Discord layer are given: the play flow as others use it (``Moves``), and what a
rule set's plug-in gets to build its flow and cogs (``Wiring``). The bot wires everything once, in
``cogs.app.client``; nothing below it looks a collaborator up through the bot object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import discord
from discord import app_commands

import engine
from cogs.interactions.dispatch import Handlers, TurnOps
from cogs.publishing.publish_base import PublisherBase
from service import GameInfo, GameService, MoveResult


class Moves(Protocol):
    """Moving for the person of an interaction (``cogs.play.PlayFlow``)."""

    async def seated_game(self, interaction: discord.Interaction, game_id: int | None) -> GameInfo:
        """The game (``None``: the one the interaction is about) where the user plays, else a ``UserError``."""
        ...

    async def act(
        self, interaction: discord.Interaction, game_id: int | None, action: engine.Action, said: str | None = None
    ) -> MoveResult:
        """Play the action for the user through the service's move pipeline and confirm it to them alone (in
        ``said``'s words: the menu option they chose)."""
        ...

    async def place(self, interaction: discord.Interaction, kind: str, typed: str) -> None:
        """Place a piece of this action kind at the spot the user typed (``/catan build wall``)."""
        ...

    async def choose(
        self, interaction: discord.Interaction, game_id: int | None, kinds: tuple[str, ...], prompt: str,
        image: str | None,
    ) -> None:  # fmt: skip
        """Show the user their legal moves of these kinds as menus."""
        ...


@dataclass(frozen=True)
class Wiring:
    """A rule set's plug-in builds its part of the Discord layer from these (``CogHooks.wire``)."""

    tree: app_commands.CommandTree[Any]
    service: GameService
    publisher: PublisherBase
    moves: Moves
    handlers: Handlers
    turn_ops: TurnOps
