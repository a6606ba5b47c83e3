"""Cities & Knights at the table: the Knights…, Improve…, Progress… and Answer… menus, their slash
commands (/catan ck knight, improve, progress, answer) and the messages asking a player for a decision.

Every choice offered comes from the engine's legal actions for the person asking, so a menu or an
autocomplete list never offers a move the rules refuse. Decisions owed by a player (the city the
barbarians pillage, the cards given to a Wedding, a displaced knight's retreat, ...) are asked in the
thread by a message that mentions that player, with an Answer… button; the message goes when the
decision is settled (the turn's log says what the answer did). Which decisions have their message is
stored with the game's messages, so a restart neither forgets nor repeats them.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import engine
from cogs import inputs
from cogs.common import CatanCog, UserError, resolve_game, seat_of
from cogs.components import TurnButton
from cogs.dispatch import Component, RoutedView
from cogs.publish_base import PublisherBase
from cogs.rulesets import CogHooks
from cogs.wiring import Moves, Wiring
from engine.pending import STEP_TEXT
from service import GameInfo, GameService
from ui.buttons import BUTTON_KINDS
from ui.rules.cities_and_knights import (
    ANSWER_HOW,
    ANSWER_KINDS,
    KNIGHT_KINDS,
    TRACKS,
    answer_choice_label,
    card_name,
    decision_text,
    open_decisions,
    progress_kinds,
)
from ui.spots import describe_action

log = logging.getLogger("catanbot.cities_knights")

PROMPTS = {"knights": "Knights", "improve": "Improve a city", "progress": "Play a progress card",
           "answer": "Answer a decision"}  # fmt: skip
MENU_LIMIT = 25  # one select menu; more than this for progress cards: choose the card first


class CardKindSelect(Component[discord.ui.Select], template=rf"catan:ckcard:(?P<game>{inputs.ID})"):
    """First step of Progress… when the legal plays don't fit one menu: which card to play."""

    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:ckcard:{game_id}",
            options=options or [discord.SelectOption(label="…", value="-")],
            placeholder="Which card?",
        )
        super().__init__(select)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CardKindSelect:
        return cls(int(match["game"]))


CK_DYNAMIC_ITEMS = (CardKindSelect,)


def _kinds(op: str) -> tuple[str, ...]:
    return BUTTON_KINDS[op]


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
                options = [discord.SelectOption(label=_kind_label(k), value=k) for k in cards[:25]]
                menu.add_item(CardKindSelect(game_id, options))
                await interaction.followup.send("Which progress card?", view=menu, ephemeral=True)
                return
        await self.moves.choose(interaction, game_id, kinds, PROMPTS[op], "spots")

    async def card_kind(self, interaction: discord.Interaction, item: CardKindSelect) -> None:
        """Progress… when the plays don't fit one menu: the card is chosen, now its plays."""
        kind = inputs.select_value(interaction)
        if kind not in progress_kinds():
            raise UserError("Pick a card from the menu.")
        await self.moves.choose(interaction, item.game_id, (kind,), f"Play {card_name(kind)}", "spots")

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
            for action in legal:
                label = answer_choice_label(view, action, names) or describe_action(view, action, names)
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
        action = inputs.action(value, kinds, "Pick one of the moves offered in the list as you type.")
        await self.moves.act(interaction, None, action)


# --- decisions owed ----------------------------------------------------------------------------------


async def decisions(publisher: PublisherBase, game: GameInfo, view: dict[str, Any]) -> None:
    """After a move's messages: one message per open decision, mentioning the player who owes it (their one
    ping for it: the turn message names them, ``cogs.turn_messages.pinged_apart``); removed once settled."""
    refs = await publisher.refs(game.id)
    open_now = {d["id"]: d for d in open_decisions(view)}
    names = await publisher.names(game)
    for did, decision in open_now.items():
        kind = f"decision:{did}"
        if kind in refs:
            continue
        seat = decision["seat"]
        button = RoutedView()
        button.add_item(TurnButton(game.id, "answer"))
        message = await publisher.thread(game).send(
            f"📩 {publisher.mention(game, seat)} — please {decision_text(decision, names, to_owner=True)}: {ANSWER_HOW} "
            "(only you can answer).",
            view=button,
            allowed_mentions=publisher.pings_for(game, [seat]),  # not in quiet hours (issue #20)
        )
        await publisher.remember(game.id, kind, message, tag=f"{seat}:{decision['kind']}")
    for kind, ref in list(refs.items()):
        if not kind.startswith("decision:") or int(kind.split(":")[1]) in open_now:
            continue
        seat_text, _, what = (ref.tag or "").partition(":")
        seat = int(seat_text) if seat_text.isdigit() else -1
        who = names[seat] if 0 <= seat < len(names) else "The player"
        text = f"✅ {who} answered ({engine_text(what)})." if what else f"✅ {who} answered."
        # the turn's log says what the answer did ("Cleo discarded 4 cards."): the question goes (issue #29 item 4)
        await publisher.withdraw(game.id, ref, text)


def engine_text(kind: str) -> str:
    """What a decision of this kind asked, in words (the engine's own text for it)."""
    return STEP_TEXT.get(kind, kind.replace("_", " "))


def _encode(action: tuple[Any, ...]) -> str:
    return json.dumps(engine.action_to_json(action), separators=(",", ":"))


def _kind_label(kind: str) -> str:
    if kind == "harbor_trade":
        return "Commercial Harbor (offers)"
    if kind == "progress_discard":
        return "Put a card back (hand limit)"
    return card_name(kind)


TRACK_CHOICES = [app_commands.Choice(name=t, value=i) for i, t in enumerate(TRACKS)]


class CitiesKnightsCog(CatanCog):
    """/catan ck knight, improve, progress, answer (Cities & Knights): one /catan entry, as Discord allows 25."""

    def __init__(self, tree: app_commands.CommandTree[Any], ck: CkFlow, moves: Moves) -> None:
        super().__init__(tree)
        self.flow = ck
        self.moves = moves

    ck = app_commands.Group(name="ck", description="Cities & Knights moves", guild_only=True)

    @ck.command(name="knight", description="C&K: hire, activate, promote or move a knight")
    @app_commands.describe(move="pick from the list")
    async def knight(self, interaction: discord.Interaction, move: str) -> None:
        await self.flow.act_encoded(interaction, KNIGHT_KINDS, move)

    @knight.autocomplete("move")
    async def _knight_moves(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, KNIGHT_KINDS, current)

    @ck.command(name="improve", description="C&K: improve your cities on a track")
    @app_commands.choices(track=TRACK_CHOICES)
    async def improve(self, interaction: discord.Interaction, track: int) -> None:
        await self.moves.act(interaction, None, ("improve", track))

    @ck.command(name="progress", description="C&K: play a progress card")
    @app_commands.describe(play="pick from the list")
    async def progress(self, interaction: discord.Interaction, play: str) -> None:
        await self.flow.act_encoded(interaction, progress_kinds(), play)

    @progress.autocomplete("play")
    async def _progress_plays(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, progress_kinds(), current)

    @ck.command(name="answer", description="C&K: answer a decision you owe")
    @app_commands.describe(choice="pick from the list")
    async def answer(self, interaction: discord.Interaction, choice: str) -> None:
        await self.flow.act_encoded(interaction, ANSWER_KINDS, choice)

    @answer.autocomplete("choice")
    async def _answers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.flow.autocomplete(interaction, ANSWER_KINDS, current)


# --- the plug-in (cogs.rulesets) -------------------------------------------------------------------

def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    """The flow of the Knights…, Improve…, Progress… and Answer… buttons and menus, and /catan ck."""
    flow = CkFlow(wiring.service, wiring.publisher, wiring.moves)
    wiring.handlers.add(CardKindSelect, flow.card_kind)
    wiring.turn_ops.add(dict.fromkeys(PROMPTS, flow.button))
    return [CitiesKnightsCog(wiring.tree, flow, wiring.moves)]


def _new_game_options(*, barbarians: int | None = None, ck_variant: str | None = None, **_other: Any) -> dict[str, Any]:
    """The options of `/catan new expansion:Cities & Knights` (``barbarians``, ``ck_variant``)."""
    options: dict[str, Any] = {"expansion": "cities_and_knights"}
    if barbarians is not None:
        options["barbarian_steps"] = barbarians
    if ck_variant is not None:
        options[{"e": "ck_knight_errant", "s": "ck_easy_start"}.get(ck_variant, "ck_nasty")] = True
    return options


HOOKS = CogHooks(
    wire=(_wire,),
    dynamic_items=CK_DYNAMIC_ITEMS,
    after_publish=(decisions,),
    discard_pings=False,  # every owed decision gets its own message (decisions)
    pinged_apart=(lambda view: {d["seat"] for d in open_decisions(view)},),  # by that message
    new_game_options={"ck": _new_game_options},
    commodities=True,
)
