"""Seafarers' buttons and menus: Sail… (which ship, then where to), Move pirate…, Choose gold…. Every
choice offered comes from the engine's legal actions for the person asking, so a menu never offers a move
the rules refuse; a click that leads nowhere is answered privately with what would be legal
(``ui.buttons.nothing_text``)."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

import engine
from cogs.app.wiring import Moves
from cogs.interactions import inputs
from cogs.interactions.common import UserError
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.first_step import FirstStepSelect
from cogs.interactions.reader import reader_of
from cogs.play.components import pick_view
from cogs.publishing.publish_base import PublisherBase
from cogs.publishing.routes import acknowledge
from engine.constants import CARD_NAMES
from rendering.decision import kinds_of as decision_kinds_of
from service import GameInfo, GameService
from ui.buttons import nothing_text
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text
from ui.i18n.words import counts_text
from ui.report import waiting
from ui.rules.seafarers import BUTTON_KINDS, GOLD, GOLD_OP, MOVE_SHIP, PIRATE_OP, SAIL, START_OP, gold_step_text
from ui.rules.seafarers.words import edge_label

log = logging.getLogger("catanbot.seafarers")

PROMPTS = {SAIL: Text("sea-menus-prompt-sail"), PIRATE_OP: Text("sea-menus-prompt-pirate"),
           GOLD_OP: Text("sea-menus-prompt-gold"), START_OP: Text("sea-menus-prompt-start")}  # fmt: skip
MENU_LIMIT = 25  # one select menu; more ship moves than this: choose the ship first
GOLD_MENU_LIMIT = 125  # five select menus: more ways to take the gold than this: card by card


class SailSelect(FirstStepSelect, prefix="sail", placeholder=Text("sea-menus-which-ship")):
    """First step of Sail… when the legal moves don't fit one menu: which ship moves."""


class GoldSelect(Component[discord.ui.Select], template=rf"catan:gold:(?P<game>{inputs.ID}):(?P<picked>[0-9.]*)"):
    """Choose gold… card by card when the ways to take the cards owed don't fit one menu (5 or more cards,
    126 ways and up): each step adds one card of a type some legal choice still allows; the cards picked so
    far ride in the custom id (so the menu works across restarts), and the last pick plays the choice."""

    def __init__(
        self, game_id: int, picked: Sequence[int], options: list[discord.SelectOption] | None = None, tag: str = ENGLISH
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:gold:{game_id}:{'.'.join(map(str, picked))}",
            options=options or [discord.SelectOption(label="…", value="-")],
            placeholder=localize(Text("sea-menus-one-more-card"), tag),
        )
        super().__init__(select)
        self.game_id = game_id
        self.picked = tuple(picked)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GoldSelect:
        parts = [int(p) for p in match["picked"].split(".") if p.isdigit()]
        return cls(int(match["game"]), (parts + [0] * 5)[:5])


def gold_steps(legal: Sequence[Any], picked: Sequence[int]) -> list[int]:
    """The resource types one more card of which some legal gold choice still allows after ``picked``."""
    room = [a[1] for a in legal if all(c >= p for c, p in zip(a[1], picked, strict=True))]
    return [r for r in range(5) if any(counts[r] > picked[r] for counts in room)]


SEA_DYNAMIC_ITEMS = (SailSelect, GoldSelect)


class SeaFlow:
    def __init__(self, service: GameService, publisher: PublisherBase, moves: Moves) -> None:
        self.service = service
        self.publisher = publisher
        self.moves = moves

    async def _legal(self, game: GameInfo, user_id: int, kinds: Sequence[str]) -> tuple[dict[str, Any], list[Any]]:
        view = await self.service.view(game.id, user_id)
        legal = [engine.action_from_json(a) for a in view["you"]["legal_actions"] if a[0] in kinds]
        return view, legal

    async def button(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        """Sail…, Move pirate…, Choose gold…: the clicker's legal moves of that kind, privately."""
        await acknowledge(interaction, self.publisher.routes)  # the menu comes privately either way
        game = await self.moves.seated_game(interaction, game_id)
        kinds = BUTTON_KINDS[op]
        view, legal = await self._legal(game, interaction.user.id, kinds)
        if not legal:
            names = await self.publisher.names(game)
            raise UserError(nothing_text(view, op, PROMPTS[op], waiting(view, names, view["you"]["seat"]) or ""))
        if op == SAIL and len(legal) > MENU_LIMIT:
            await self._ships_first(interaction, game, view, legal)
            return
        if op == GOLD_OP and len(legal) > GOLD_MENU_LIMIT:
            await self._gold_step(interaction, game, legal, (0, 0, 0, 0, 0))
            return
        ships = {a[1] for a in legal} if op == SAIL else set()
        # one ship may move: the picture shows where it may go (the menu's "to" paths), not only the ship
        origin = ships.pop() if len(ships) == 1 else None
        await self._menu(interaction, game, view, legal, PROMPTS[op], image=op != GOLD_OP, origin=origin)

    async def _ships_first(
        self, interaction: discord.Interaction, game: GameInfo, view: dict[str, Any], legal: list[Any]
    ) -> None:
        from engine.plugins import topology_of_view

        shape = topology_of_view(view)
        ships = list(dict.fromkeys(a[1] for a in legal))[:25]
        menu = RoutedView()
        words = localizer(await reader_of(interaction))
        options = [discord.SelectOption(label=words.format(Text("sea-menus-ship-on", path=edge_label(shape, e))),
                                        value=str(e)) for e in ships]  # fmt: skip
        menu.add_item(SailSelect(game.id, options, words.language.tag))
        await interaction.followup.send(words.format(Text("sea-menus-which-ship-moves")), view=menu, ephemeral=True,
                                        file=await self._picture(game, view, MOVE_SHIP))  # fmt: skip

    async def _gold_step(
        self, interaction: discord.Interaction, game: GameInfo, legal: list[Any], picked: tuple[int, ...]
    ) -> None:
        owed = sum(legal[0][1])
        menu = RoutedView()
        words = localizer(await reader_of(interaction))
        options = [discord.SelectOption(label=words.format(Text(f"counted-{CARD_NAMES[r]}", count=1)), value=str(r))
                   for r in gold_steps(legal, picked)]  # fmt: skip
        menu.add_item(GoldSelect(game.id, picked, options, words.language.tag))
        step = gold_step_text(sum(picked) + 1, owed)
        if any(picked):
            step = Text("sea-menus-so-far", prompt=step, cards=counts_text(tuple(picked)))
        await interaction.followup.send(words.format(step), view=menu, ephemeral=True)

    async def gold_card(self, interaction: discord.Interaction, item: GoldSelect) -> None:
        """One more card of a gold choice made card by card; the last one plays the choice."""
        value = inputs.select_value(interaction)
        if not value.isdigit() or int(value) > 4:
            raise UserError(Text("sea-menus-pick-resource"))
        await acknowledge(interaction, self.publisher.routes)
        game = await self.moves.seated_game(interaction, item.game_id)
        _view, legal = await self._legal(game, interaction.user.id, (GOLD,))
        picked = list(item.picked)
        picked[int(value)] += 1
        if not legal or int(value) not in gold_steps(legal, item.picked):
            # not owed any more, or not this card: the engine's refusal says what is legal now
            await self.moves.act(interaction, game.id, (GOLD, tuple(picked)))
            return
        if sum(picked) == sum(legal[0][1]):
            await self.moves.act(interaction, game.id, (GOLD, tuple(picked)))
            return
        await self._gold_step(interaction, game, legal, tuple(picked))

    async def ship_chosen(self, interaction: discord.Interaction, item: SailSelect) -> None:
        """Sail… when the moves don't fit one menu: the ship is chosen, now where it goes."""
        value = inputs.select_value(interaction)
        if not value.isdigit():
            raise UserError(Text("sea-menus-pick-ship"))
        await acknowledge(interaction, self.publisher.routes)
        game = await self.moves.seated_game(interaction, item.game_id)
        view, legal = await self._legal(game, interaction.user.id, (MOVE_SHIP,))
        moves = [a for a in legal if a[1] == int(value)]
        if not moves:
            names = await self.publisher.names(game)
            raise UserError(nothing_text(view, SAIL, PROMPTS[SAIL], waiting(view, names, view["you"]["seat"]) or ""))
        await self._menu(interaction, game, view, moves, Text("sea-menus-where-to"), image=True, origin=int(value))

    async def _menu(
        self, interaction: discord.Interaction, game: GameInfo, view: dict[str, Any], legal: list[Any], prompt: Text,
        *, image: bool, origin: int | None = None,
    ) -> None:  # fmt: skip
        names = await self.publisher.image_names(game)
        reader = await reader_of(interaction)
        shown = localize(prompt, reader)
        menus = pick_view(game.id, str(legal[0][0])[:20], legal, view, names, shown, reader)
        # more than 125: gold card by card, ships ship first
        key = "menus-prompt-line" if len(legal) <= 125 else "menus-prompt-line-first"
        kwargs: dict[str, Any] = {}
        if image:
            kwargs["file"] = await self._picture(game, view, str(legal[0][0]), origin)
        await interaction.followup.send(localize(Text(key, prompt=shown), reader), view=menus, ephemeral=True, **kwargs)

    async def _picture(
        self, game: GameInfo, view: dict[str, Any], kind: str, origin: int | None = None
    ) -> discord.File:
        """The decision image of ``kind`` where the renderer has one for this game (legal spots marked; with
        ``origin``, where the ship there may go), else the board as it stands."""
        if kind in decision_kinds_of(view):
            return await self.publisher.decision_file(game, view, kind, origin)
        return await self.publisher.board_file(game, view)
