"""The Discord layer's part of each rule set: the ``cogs`` layer's registry (``engine.plugins``, issue #21).

A rule set's plug-in here is its folder ``cogs/rules/<name>/`` (``cogs.rules.cities_and_knights``,
``cogs.rules.two_player``), whose ``__init__`` holds ``HOOKS = CogHooks(...)``; ``COGS`` finds it by the
engine's name of the rule set (issue #30 item 2). It says how it wires its flow and commands (cogs, under
/catan: ideally one group of its own, ``cogs.interactions.common.CatanCog``) from what the bot gives it, its persistent
buttons and menus, the labels of the turn-message ops the shared turn message shows and the buttons it adds
itself, what follows the publication of a move, and the options its choice of ``/catan new`` sets. The
base game's plug-in sets only defaults: the shared cogs are the base game.
Shared cogs take the hooks of a view with ``COGS.of_view(view)`` (of every rule set: ``COGS.of_all()``)
and never ask which rule set it is.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.plugins import LayerRegistry
from engine.text import Text

if TYPE_CHECKING:
    import discord
    from discord import app_commands
    from discord.ext import commands

    from cogs.app.wiring import Wiring
    from cogs.publishing.publish_base import PublisherBase
    from service import GameInfo


@dataclass(frozen=True)
class NewGameParameter:
    """One of a rule set's own parameters of /catan new; its value reaches the rule set's
    ``new_game_options`` and ``new_game_choices`` by its name."""

    name: str
    annotation: Any  # as discord.py reads a parameter's (``app_commands.Range[int, 3, 12] | None``: Optional[...])
    default: Any
    description: str | app_commands.locale_str  # ``command_text``: in each client's language
    after: str  # the parameter of /catan new it follows, in the order people see them
    choices: tuple[tuple[str | app_commands.locale_str, str], ...] = ()  # (name, value)
    # (what was typed) -> the (name, value) pairs to offer, instead of fixed ``choices``: an autocomplete list
    # costs nothing of the 4,000 characters Discord allows the one /catan command (the value is then checked
    # by the rule set's ``new_game_options``/``new_game_choices``, as anything may be typed)
    suggest: Callable[[str, str], Sequence[tuple[str, str]]] | None = None  # (typed, reader's language)


@dataclass(frozen=True)
class CogHooks:
    """A rule set in Discord. Tuples concatenate and mappings merge along the components; single hooks
    (None: not set here) replace."""

    # (what the bot wires its flows from) -> the rule set's cogs (its slash commands, under /catan); it also
    # builds the rule set's flow and routes its components and turn-message ops to it (``Wiring.handlers``,
    # ``Wiring.turn_ops``)
    wire: tuple[Callable[[Wiring], Sequence[commands.Cog]], ...] = ()
    dynamic_items: tuple[type, ...] = ()  # its buttons and menus that work across restarts
    # op -> (label, style) of its ops that the shared turn message shows as ``cogs.play.components.TurnButton``
    # (``ui.buttons.turn_ops`` names them by step; C&K: Knights…, Improve…, Progress…, Answer…)
    turn_labels: Mapping[str, tuple[str | Text, discord.ButtonStyle]] = field(default_factory=dict)
    # its own ops that a hand DM's buttons offer beside the shared turn actions (Seafarers: Sail…), after Build…
    hand_ops: tuple[str, ...] = ()
    # (turn-message view, game id, public view, the step's ops) -> adds the buttons of its own ops
    turn_buttons: tuple[Callable[[discord.ui.View, int, dict[str, Any], list[str]], None], ...] = ()
    # after a move's messages: (publisher, game, public view) -> e.g. a message per decision owed
    after_publish: tuple[Callable[[PublisherBase, GameInfo, dict[str, Any]], Awaitable[None]], ...] = ()
    # whether a 7's discards owed off-turn get a ping message (not where each decision has its own message)
    discard_pings: bool | None = None
    # (public view) -> seats that a message of the rule set's own pings for what they owe now (a discard ping,
    # a C&K decision's message, a Special Build slot's): the turn message names them without a mention, so
    # that one owed decision is one ping (issue #29 item 4)
    pinged_apart: tuple[Callable[[dict[str, Any]], set[int]], ...] = ()
    # its own parameters of /catan new (each after the one it names)
    new_game_parameters: tuple[NewGameParameter, ...] = ()
    # value of the ``expansion`` choice of /catan new -> its name in the list (an expansion's choice)
    expansion_names: Mapping[str, str | app_commands.locale_str] = field(default_factory=dict)
    # value of the ``expansion`` choice of /catan new -> (the command's arguments) -> the options it sets
    new_game_options: Mapping[str, Callable[..., dict[str, Any]]] = field(default_factory=dict)
    # (the arguments of /catan new) -> (options, lobby settings) of the rule set's own choices there (5-6
    # players: the turn mode and the Special Build slot's time limit); called for every new game
    new_game_choices: tuple[Callable[..., tuple[dict[str, Any], dict[str, Any]]], ...] = ()
    # its own cards that card texts typed for a move may name (beyond the five resources) -> their index in
    # the hand: a hand holding them is as wide as the highest index + 1 (typed counts are that wide too)
    card_words: Mapping[str, int] = field(default_factory=dict)
    # a section of the public view -> its fields that a board image does not show (C&K: the event die, the
    # progress decks' counts): a change to them alone does not bring the board back at a new round
    # (``cogs.publishing.turn_messages.map_state``, issue #32 item 2); what the board shows of a section stays
    off_map: Mapping[str, frozenset[str]] = field(default_factory=dict)


COGS: LayerRegistry[CogHooks] = LayerRegistry("cogs", CogHooks)


def cogs_of(view: dict[str, Any]) -> CogHooks:
    """The composed ``cogs`` hooks of a view's rule set."""
    return COGS.of_view(view)
