"""The 2-player variant in Discord: the turn buttons for neutral placements and trade-card actions, and
the commands `/catan 2p neutral_road|neutral_settlement spot` and `/catan 2p forced|desert|knight|giveback`
(one group, the rule set's own entry of /catan).

Every choice comes from the engine's legal actions (menus and autocomplete list nothing else); the
texts live in ``ui.rules.two_player``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import engine
from cogs.app.translator import command_text
from cogs.app.wiring import Moves, Wiring
from cogs.interactions import inputs
from cogs.interactions.common import CatanCog, UserError, seat_choices
from cogs.interactions.dispatch import Component
from cogs.interactions.reader import reader_of
from cogs.publishing.publish_base import PublisherBase
from cogs.rulesets import CogHooks
from engine.constants import RESOURCES
from service import GameService
from ui.escape import in_code
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim
from ui.rules import two_player
from ui.spots import choices

log = logging.getLogger("catanbot.two_player")

_STYLES = {"neutral": discord.ButtonStyle.primary, "giveback": discord.ButtonStyle.danger}
_PAID = {"forced": ("forced_trade",), "desert": ("robber_to_desert",), "knight": ("knight_for_trade_cards",)}


class TwoPlayerButton(Component[discord.ui.Button], template=rf"catan:two:(?P<game>{inputs.ID}):(?P<op>\w+)"):
    """A turn-message button of the variant; like the base turn buttons it works across restarts."""

    def __init__(self, game_id: int, op: str, label: str | Text = "…", disabled: bool = False) -> None:
        # a Text label is put into the game's language with the turn message's others (``relabelled``)
        self.label_text = label if isinstance(label, Text) else None
        super().__init__(
            discord.ui.Button(
                label=label if isinstance(label, str) else localize(label, ENGLISH),
                style=_STYLES.get(op, discord.ButtonStyle.secondary),
                custom_id=f"catan:two:{game_id}:{op}",
                disabled=disabled,
            )
        )
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TwoPlayerButton:
        return cls(int(match["game"]), match["op"])


def add_turn_buttons(out: discord.ui.View, game_id: int, view: dict[str, Any], ops: Sequence[str]) -> None:
    """The variant's buttons after the base ones: ``ops`` from ``ui.buttons.turn_ops`` (public view only);
    enabled, as a click that is not legal now is answered privately."""
    for op in ops:
        out.add_item(TwoPlayerButton(game_id, op, two_player.button_label(op, view)))


class TwoPlayerFlow:
    """The variant's turn buttons, and the neutral spots typed in /catan 2p neutral_road|neutral_settlement."""

    def __init__(self, service: GameService, moves: Moves) -> None:
        self.service = service
        self.moves = moves

    async def clicked(self, interaction: discord.Interaction, item: TwoPlayerButton) -> None:
        game_id, op = item.game_id, item.op
        if op in _PAID:
            await self.moves.act(interaction, game_id, _PAID[op])
        elif op == "neutral":
            await self.moves.choose(interaction, game_id, two_player.NEUTRAL_KINDS, Text("two-menus-neutral"), "spots")
        elif op == "giveback":
            await self.moves.choose(interaction, game_id, (two_player.GIVE_BACK,), Text("two-menus-give-back"), None)

    async def place_neutral(self, interaction: discord.Interaction, kind: str, spot: str) -> None:
        game = await self.moves.seated_game(interaction, None)
        view = await self.service.view(game.id, interaction.user.id)
        legal = [tuple(a) for a in view["you"]["legal_actions"] if a[0] == kind]
        action: engine.Action | None = (kind, 2, 0)  # not owed now: the engine says why, like for any illegal move
        if legal:
            action = two_player.parse_neutral_spot(inputs.text(spot, Text("inputs-that-spot"), limit=40), kind, legal)
            if action is None:
                raise UserError(Text("two-menus-not-a-legal-spot", typed=Verbatim(in_code(spot))))
        await self.moves.act(interaction, game.id, action)


def _give_back(text: str) -> engine.Action:
    return (two_player.GIVE_BACK, inputs.cards(text, Text("two-menus-cards-to-give-back")))


class TwoPlayerCog(CatanCog):
    """/catan 2p … (2-player games only)"""

    def __init__(
        self, tree: app_commands.CommandTree[Any], flow: TwoPlayerFlow, moves: Moves, publisher: PublisherBase
    ) -> None:
        super().__init__(tree)
        self.flow = flow
        self.moves = moves
        self.publisher = publisher

    async def _spots(self, interaction: discord.Interaction, kind: str, current: str) -> list[app_commands.Choice[str]]:
        reader = await reader_of(interaction)  # in the typing person's language (issue #33)
        return await seat_choices(
            self.flow.service, self.publisher.image_names, interaction,
            lambda view, names: choices(view, kind, current, names, reader),
        )  # fmt: skip

    two = app_commands.Group(name="2p", description=command_text("2 players: neutral pieces, trade cards", "two-cmd-group"), guild_only=True)

    @two.command(name="neutral_road", description=command_text("A neutral road", "two-cmd-neutral-road"))
    @app_commands.describe(spot=command_text("pick from the list", "two-cmd-pick"))
    async def neutral_road(self, interaction: discord.Interaction, spot: str) -> None:
        await self.flow.place_neutral(interaction, "neutral_road", spot)

    @two.command(name="neutral_settlement", description=command_text("A neutral settlement", "two-cmd-neutral-settlement"))
    @app_commands.describe(spot=command_text("pick from the list", "two-cmd-pick"))
    async def neutral_settlement(self, interaction: discord.Interaction, spot: str) -> None:
        await self.flow.place_neutral(interaction, "neutral_settlement", spot)

    @neutral_road.autocomplete("spot")
    async def _road_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._spots(interaction, "neutral_road", current)

    @neutral_settlement.autocomplete("spot")
    async def _settlement_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._spots(interaction, "neutral_settlement", current)

    @two.command(name="forced", description=command_text("Forced trade: draw 2, give 2 back", "two-cmd-forced"))
    async def forced(self, interaction: discord.Interaction) -> None:
        await self.moves.act(interaction, None, ("forced_trade",))

    @two.command(name="desert", description=command_text("Robber to the desert", "two-cmd-desert"))
    async def desert(self, interaction: discord.Interaction) -> None:
        await self.moves.act(interaction, None, ("robber_to_desert",))

    @two.command(name="knight", description=command_text("A played Knight for 2 trade cards", "two-cmd-knight"))
    async def knight(self, interaction: discord.Interaction) -> None:
        await self.moves.act(interaction, None, ("knight_for_trade_cards",))

    @two.command(name="giveback", description=command_text("The 2 cards given back", "two-cmd-giveback"))
    @app_commands.describe(cards=command_text(f"e.g. 1 {RESOURCES[4]} 1 {RESOURCES[2]}", "two-cmd-giveback-cards"))
    async def giveback(self, interaction: discord.Interaction, cards: str) -> None:
        await self.moves.act(interaction, None, _give_back(cards))


TWO_PLAYER_ITEMS = (TwoPlayerButton,)


def _turn_buttons(out: discord.ui.View, game_id: int, view: dict[str, Any], ops: list[str]) -> None:
    add_turn_buttons(out, game_id, view, [op for op in ops if op in two_player.BUTTON_KINDS])


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    flow = TwoPlayerFlow(wiring.service, wiring.moves)
    wiring.handlers.add(TwoPlayerButton, flow.clicked)
    return [TwoPlayerCog(wiring.tree, flow, wiring.moves, wiring.publisher)]


HOOKS = CogHooks(wire=(_wire,), dynamic_items=TWO_PLAYER_ITEMS, turn_buttons=(_turn_buttons,))
