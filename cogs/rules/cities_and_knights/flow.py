"""The Knights…, Improve…, Progress… and Answer… buttons and menus of Cities & Knights, and the autocomplete
of its commands: every choice offered comes from the engine's legal actions for the person asking."""

from __future__ import annotations

import json
import logging
from typing import Any

import discord
from discord import app_commands

import engine
from cogs.app.wiring import Moves
from cogs.interactions import inputs
from cogs.interactions.common import UserError, resolve_game, seat_of
from cogs.interactions.dispatch import RoutedView
from cogs.interactions.first_step import FirstStepSelect
from cogs.interactions.reader import reader_of
from cogs.publishing.publish_base import PublisherBase
from cogs.publishing.routes import acknowledge
from service import GameInfo, GameService
from ui.i18n.catalogue import localize, localizer
from ui.i18n.text import Text
from ui.rules.cities_and_knights import ANSWER_KINDS, answer_choice_label, progress_kinds
from ui.rules.cities_and_knights.events import card_title
from ui.rulesets import UI
from ui.spots import describe_action

log = logging.getLogger("catanbot.cities_and_knights")

PROMPTS = {"knights": Text("ck-menus-prompt-knights"), "improve": Text("ck-menus-prompt-improve"),
           "progress": Text("ck-menus-prompt-progress"), "answer": Text("ck-menus-prompt-answer")}  # fmt: skip
MENU_LIMIT = 25  # one select menu; more than this for progress cards: choose the card first


class CardKindSelect(FirstStepSelect, prefix="ckcard", placeholder=Text("ck-menus-which-card")):
    """First step of Progress… when the legal plays don't fit one menu: which card to play."""


CK_DYNAMIC_ITEMS = (CardKindSelect,)


def _kinds(op: str) -> tuple[str, ...]:
    """The action kinds of one of the rule set's buttons (its ``ui`` plug-in's ``button_kinds``)."""
    return UI.of(("base", "cities_and_knights")).button_kinds[op]


class CkFlow:
    def __init__(self, service: GameService, publisher: PublisherBase, moves: Moves) -> None:
        self.service = service
        self.publisher = publisher
        self.moves = moves

    async def _legal(self, game: GameInfo, user_id: int, kinds: tuple[str, ...]) -> tuple[dict[str, Any], list[Any]]:
        view = await self.service.view(game.id, user_id)
        legal = [engine.action_from_json(a) for a in view["you"]["legal_actions"] if a[0] in kinds]
        return view, legal

    async def button(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        """Knights…, Improve…, Progress…, Answer…: the user's legal moves of that kind as a menu."""
        kinds = _kinds(op)
        if op == "progress":
            game = await self.service.get_game(game_id)
            seat_of(game, interaction.user.id)
            _view, legal = await self._legal(game, interaction.user.id, kinds)
            cards = list(dict.fromkeys(a[0] for a in legal))
            if len(legal) > MENU_LIMIT and len(cards) > 1:
                await interaction.response.defer(ephemeral=True, thinking=True)
                menu = RoutedView()
                words = localizer(await reader_of(interaction))
                options = [discord.SelectOption(label=words.format(_kind_label(k))[:100], value=k) for k in cards[:25]]
                menu.add_item(CardKindSelect(game_id, options, words.language.tag))
                await interaction.followup.send(words.format(Text("ck-menus-which-progress-card")), view=menu,
                                                ephemeral=True)  # fmt: skip
                return
        await self.moves.choose(interaction, game_id, kinds, PROMPTS[op], "spots")

    async def card_kind(self, interaction: discord.Interaction, item: CardKindSelect) -> None:
        """Progress… when the plays don't fit one menu: the card is chosen, now its plays."""
        kind = inputs.select_value(interaction)
        if kind not in progress_kinds():
            raise UserError(Text("ck-menus-pick-card"))
        await self.moves.choose(interaction, item.game_id, (kind,), Text("ck-menus-prompt-play", card=_kind_label(kind)), "spots")

    # --- slash commands ----------------------------------------------------------------------------

    async def autocomplete(
        self, interaction: discord.Interaction, kinds: tuple[str, ...], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            game = await resolve_game(self.service, interaction)
            if game.seat_of(interaction.user.id) is None:
                return []
            view, legal = await self._legal(game, interaction.user.id, kinds)
            names = await self.publisher.image_names(game)
            out = []
            needle = current.lower().strip()
            reader = await reader_of(interaction)  # autocomplete entries in the person's language (issue #33)
            for action in legal:
                own = answer_choice_label(view, action, names)
                label = localize(own, reader) if own is not None else describe_action(view, action, names, reader)
                label = label[0].upper() + label[1:]
                if needle and needle not in label.lower():
                    continue
                out.append(app_commands.Choice(name=label[:100], value=_encode(action)))
                if len(out) == 25:
                    break
            return out
        except Exception:
            log.debug("autocomplete failed", exc_info=True)
            return []

    async def act_encoded(self, interaction: discord.Interaction, kinds: tuple[str, ...], value: str) -> None:
        action = inputs.action(value, kinds, Text("ck-menus-pick-listed"))
        said = None
        if action[0] in ANSWER_KINDS:
            await acknowledge(interaction, self.publisher.routes)  # within Discord's 3 s, before reading the game
            said = await self._answer_words(interaction, action)
        await self.moves.act(interaction, None, action, said)

    async def _answer_words(self, interaction: discord.Interaction, action: tuple[Any, ...]) -> str | None:
        """An answer as its autocomplete entry said it, for the confirmation: its own words need the decision it
        answers, gone once answered ("answer #3: 30"). None when it cannot be read (the move then says why)."""
        try:
            game = await resolve_game(self.service, interaction)
            view = await self.service.view(game.id, interaction.user.id)
            label = answer_choice_label(view, action, await self.publisher.names(game))
            return localize(label, await reader_of(interaction)) if label is not None else None
        except Exception:
            log.debug("no words for an answer", exc_info=True)
            return None


def _encode(action: tuple[Any, ...]) -> str:
    return json.dumps(engine.action_to_json(action), separators=(",", ":"))


def _kind_label(kind: str) -> Text:
    if kind == "harbor_trade":
        return Text("ck-menus-kind-harbor-offers")
    if kind == "progress_discard":
        return Text("ck-menus-kind-put-back")
    return card_title(kind)
