"""5-6 players in Discord (``cogs.rulesets``): the choices of `/catan new`, the Special Build Phase's
buttons and the message that opens each slot.

Discord games ask for slots (``six_sbp_skip = on_request``, SIX-SBP-9; texts in ``ui.rules.five_six``): the
turn message carries **🏗️ Build after this turn** for the other players; when the turn ends, each slot
of a player who asked opens with a message mentioning them (**🏗️ Build…**, **🃏 Buy card**, **⏭️ Done
building**), closed when the slot ends. A slot not used within the game's time limit passes by itself:
the game's ``lapses`` setting (``service.time.reminders``) names the step and the action that passes it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app.translator import command_text
from cogs.app.wiring import Moves, Wiring
from cogs.interactions import inputs
from cogs.interactions.common import UserError, reply
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.mentions import NO_PINGS, pings
from cogs.play.components import TurnButton, relabelled, turn_labels
from cogs.publishing.publish_base import PublisherBase
from cogs.rulesets import CogHooks, NewGameParameter
from engine.rules.five_six.record import PHASE_SBP, SBP_STEP
from engine.rules.five_six.requests import ON_REQUEST, REQUEST
from engine.rules.five_six.sbp import PASS
from service import GameInfo
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, game_language
from ui.i18n.text import Items, Text, Verbatim
from ui.rules import five_six
from ui.rulesets import ui_of

log = logging.getLogger("catanbot.five_six")

SLOT = "sbp_slot"  # the remembered message that opens the current slot (its tag: "turn:seat")
DEFAULT_SBP_HOURS = 1.0
_ACTIONS = {five_six.ASK: (REQUEST,), five_six.DONE: (PASS,)}
_STYLES = {five_six.ASK: discord.ButtonStyle.primary, five_six.DONE: discord.ButtonStyle.success}


class FiveSixButton(Component[discord.ui.Button], template=rf"catan:six:(?P<game>{inputs.ID}):(?P<op>\w+)"):
    """**Build after this turn** and **Done building**; like the turn buttons they work across restarts."""

    def __init__(self, game_id: int, op: str) -> None:
        self.label_text = five_six.LABELS.get(op)  # put into the game's language with the others (``relabelled``)
        super().__init__(
            discord.ui.Button(
                label=localize(self.label_text, ENGLISH) if self.label_text else "…",
                style=_STYLES.get(op, discord.ButtonStyle.secondary),
                custom_id=f"catan:six:{game_id}:{op}",
            )
        )
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FiveSixButton:
        return cls(int(match["game"]), match["op"])



class FiveSixFlow:
    """The Special Build Phase's buttons: each plays one fixed move through the play flow."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves

    async def clicked(self, interaction: discord.Interaction, item: FiveSixButton) -> None:
        action = _ACTIONS.get(item.op)
        if action is None:
            await reply(interaction, Text("six-buttons-not-in-use"))
            return
        await self.moves.act(interaction, item.game_id, action)


def add_turn_buttons(out: discord.ui.View, game_id: int, view: dict[str, Any], ops: Sequence[str]) -> None:
    """The rule set's buttons after the shared ones (``ui.rules.five_six.more_ops``, public view only)."""
    for op in ops:
        if op in _ACTIONS:
            out.add_item(FiveSixButton(game_id, op))


def _slot_buttons(game_id: int, view: dict[str, Any], tag: str = ENGLISH) -> discord.ui.View:
    """The slot's purchases (the turn message's, ``ui.rules.five_six``: Build…, Buy card, and in C&K Knights…
    and Improve…) and Done building, in the game's language ``tag``."""
    out = RoutedView()
    labels = turn_labels(view)
    for op in ui_of(view).step_ops(view, SBP_STEP, view["players"][view["active"]]):  # type: ignore[misc]
        if op in labels:
            out.add_item(TurnButton(game_id, op))
    out.add_item(FiveSixButton(game_id, five_six.DONE))
    return relabelled(out, tag)


async def _slots(publisher: PublisherBase, game: GameInfo, view: dict[str, Any]) -> None:
    """After a move's messages: a message mentioning the player of each new slot (an edited turn message
    would not ping them); the previous slot's message goes once that slot is over (the log says so)."""
    refs = await publisher.refs(game.id)
    current = f"{view['turn']}:{view['active']}" if view["phase"] == PHASE_SBP else None
    old = refs.get(SLOT)
    if old is not None and old.tag == current:
        return
    names = await publisher.names(game)
    tag = game_language(game.settings)  # the thread's: the game's language
    if old is not None:
        seat = int((old.tag or "0:-1").split(":")[1])
        who = Verbatim(names[seat]) if 0 <= seat < len(names) else Text("six-thread-the-player")
        # the turn's log says "🏗️ Dev finished building.": the slot's message goes (issue #29 item 4)
        await publisher.withdraw(game.id, old, localize(Text("six-thread-slot-over", who=who), tag))
    if current is None:
        return
    seat = view["active"]
    after = view["five_six"]["special_build"]["after"]
    hours = _limit_hours(game)
    slot = Text("six-thread-slot-yours", who=Verbatim(publisher.mention(game, seat)), after=Verbatim(names[after]))
    said = Text("six-thread-slot-lapses", slot=slot, limit=_hours_text(hours)) if hours else slot
    message = await publisher.thread(game).send(
        localize(said, tag),
        view=_slot_buttons(game.id, view, tag),
        allowed_mentions=pings([game.players[seat]]) if game.person_plays(seat) else NO_PINGS,
    )
    await publisher.remember(game.id, SLOT, message, tag=current)


def _limit_hours(game: GameInfo) -> float:
    lapse = (game.settings.get("lapses") or {}).get(SBP_STEP) or {}
    return float(lapse.get("hours") or 0)


def _hours_text(hours: float) -> Text:
    if hours < 1:
        return Text("six-thread-limit-minutes", minutes=round(hours * 60))
    return Text("six-thread-limit-hours", hours=int(hours) if hours == int(hours) else hours)


def _new_game_choices(
    *, players: int | None = None, paired: bool = False, sbp_hours: float | None = None, **_other: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The options and settings of `/catan new` for a table that may seat 5 or 6 (``players`` unset, 5 or
    6): the turn mode, slots on request, and the slot's time limit (a lobby setting, 1 hour by default).
    With fewer players asked for, ``paired`` and ``sbp_hours`` are refused rather than ignored (issue #29
    item 20): the host would expect a turn mode the game does not have."""
    if players is not None and players < 5:
        asked = [Verbatim(f"`{name}`") for name, given in (("paired", paired), ("sbp_hours", sbp_hours is not None)) if given]
        if asked:
            raise UserError(Text("six-thread-options-need-five", options=Items(asked), count=len(asked), players=players))
        return {}, {}
    options: dict[str, Any] = {"six_sbp_skip": ON_REQUEST}
    if paired:
        options["six_turn_mode"] = "paired_players"
    hours = DEFAULT_SBP_HOURS if sbp_hours is None else float(sbp_hours)
    settings = {"lapses": {SBP_STEP: {"hours": hours, "action": [PASS]}}} if hours > 0 else {}
    return options, settings


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    """The Special Build Phase's buttons go to their flow; the rule set has no commands of its own."""
    wiring.handlers.add(FiveSixButton, FiveSixFlow(wiring.moves).clicked)
    return []


# /catan new: the turn mode and the Special Build slot's time limit, after ``clock``
NEW_GAME_PARAMETERS = (
    NewGameParameter("paired", bool, False, command_text("5-6: paired turns", "six-cmd-paired"), after="clock"),
    NewGameParameter("sbp_hours", Optional[app_commands.Range[float, 0, 168]], None,  # noqa: UP045 (an object)
                     command_text("5-6: build slot limit, hours (1)", "six-cmd-sbp-hours"), after="paired"),
)

HOOKS = CogHooks(
    wire=(_wire,),
    dynamic_items=(FiveSixButton,),
    turn_buttons=(add_turn_buttons,),
    after_publish=(_slots,),
    pinged_apart=(lambda view: {view["active"]} if view["phase"] == PHASE_SBP else set(),),  # the slot's message
    new_game_parameters=NEW_GAME_PARAMETERS,
    new_game_choices=(_new_game_choices,),
)
