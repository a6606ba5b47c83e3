"""Moves: slash commands and turn buttons for rolling, building, development cards, the robber,
discards and ending the turn. Autocomplete offers only the spots the engine lists as legal."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

import engine
from cogs.app.translator import command_text
from cogs.interactions import inputs
from cogs.interactions.common import (
    CatanCog,
    UserError,
    reply,
    resolve_game,
    resource_autocomplete,
    seat_choices,
    seat_of,
)
from cogs.interactions.dispatch import OpHandler
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import reader_of
from cogs.play.components import PickSelect, pick_view
from cogs.publishing.hand_text import hand_text
from cogs.publishing.publisher import DiscordPublisher
from cogs.publishing.routes import acknowledge, answered_privately
from cogs.trade.card_forms import DiscardForm, discard_action
from engine.actions import action_text
from engine.errors import named
from engine.plugins import topology_of_view
from rendering import menu_kind, spots_kind
from service import GameInfo, GameService, MoveResult
from service.moves.pipeline import MovePipeline
from ui.buttons import BUTTON_KINDS, kinds_of, nothing_text, op_of_kinds
from ui.i18n.catalogue import localize
from ui.i18n.text import Lines, Text, Verbatim
from ui.i18n.words import counts_text
from ui.report import waiting
from ui.rulesets import ui_of
from ui.spots import choices
from ui.summary import not_said_by_move, private_notes

log = logging.getLogger("catanbot.play")

# The turn message's buttons that play one fixed move
FIXED_MOVES: dict[str, engine.Action] = {"roll": ("roll",), "end": ("end_turn",), "buy": ("buy_dev",)}


class PlayFlow:
    """Turning a person's request into an engine action, and presenting the result (``cogs.app.wiring.Moves``).

    An action is an ``engine.Action`` everywhere: a command, menu or form decodes the person's input into
    one (``cogs.interactions.inputs``) before it comes here, and the service's move pipeline plays it."""

    def __init__(
        self, service: GameService, publisher: DiscordPublisher, pipeline: MovePipeline, people: PlayerNames
    ) -> None:
        self.service = service
        self.publisher = publisher
        self.pipeline = pipeline
        self.people = people

    async def seated_game(self, interaction: discord.Interaction, game_id: int | None) -> GameInfo:
        """The game (``None``: the one the interaction is about) where the user plays, else a ``UserError``."""
        self.people.remember(interaction.user)
        game = await resolve_game(self.service, interaction) if game_id is None else await self.service.get_game(game_id)
        seat_of(game, interaction.user.id)
        return game

    async def act(
        self, interaction: discord.Interaction, game_id: int | None, action: engine.Action, said: str | None = None
    ) -> MoveResult:
        """Apply an action for the user: defer, commit, publish, then confirm to them alone (``said``: the words
        of the menu option they chose, repeated in the confirmation). A refusal is raised as a ``UserError``
        naming whom the game waits for (the error path answers it)."""
        if not interaction.response.is_done():
            # A click edits its message, and its move posts, through the interaction (cogs.publishing.routes).
            await acknowledge(interaction, self.publisher.routes, game_id)
        game = await self.seated_game(interaction, game_id)
        # A command's confirmation replaces its private placeholder before the move's new messages are
        # posted through it (``cogs.publishing.routes``), or after publishing when the move posted none.
        command = answered_privately(interaction, game.id, lambda result: self._confirm(interaction, result, said))
        try:
            # Catch up, commit, publish, wake the built-in players: the service's one move pipeline.
            result = await self.pipeline.move(game.id, interaction.user.id, action)
        except engine.IllegalAction as refused:
            raise UserError(refused.text(await self._names_for_refusal(game, refused))) from refused
        if command is None or not command.answered:
            await self._confirm(interaction, result, said)
        return result

    async def _confirm(self, interaction: discord.Interaction, result: MoveResult, said: str | None = None) -> None:
        """Tell the mover alone what their move did (and their hand, when their DMs are closed): in the action's
        own words, or in those of the menu option they chose (``said``) where the rule set's need what the move
        took away (``UiHooks.menu_worded``)."""
        game = result.table.game
        names = await self.publisher.names(game)
        shape = topology_of_view(result.table.view)
        reader = await reader_of(interaction)
        menu_worded = said and result.action[0] in ui_of(result.table.view).menu_worded
        what = Verbatim(said) if menu_worded else named(action_text(result.action, shape=shape), names)
        done = Text("play-done", action=what)
        events = not_said_by_move(result.table.view, result.action, result.seat, result.events)
        notes = private_notes(events, result.seat, names, shape, reader)
        text = localize(Lines([done, *(Verbatim(note) for note in notes)]), reader)
        news = await self.publisher.held_news(game, interaction.user.id, reader)  # none unless their DMs are closed
        if self.publisher.wants_ephemeral_hand(game, interaction.user.id):
            own = await self._own_view(result, interaction.user.id)
            text += "\n\n" + hand_text(own, names, game, notes=news.lines, tag=reader)
        await reply(interaction, text)
        await news.told()

    async def place(self, interaction: discord.Interaction, kind: str, typed: str) -> None:
        """/catan build …, /catan robber (and a rule set's pieces, C&K's wall): a spot typed as on the game's
        island (5-6 players: the larger one)."""
        await acknowledge(interaction, self.publisher.routes)
        game = await self.seated_game(interaction, None)
        await self.act(interaction, game.id, (kind, inputs.spot(kind, typed, inputs.island(game))))

    async def pick(self, interaction: discord.Interaction, item: PickSelect) -> None:
        """A move chosen in a menu of legal moves (``choose``)."""
        action = inputs.action(inputs.select_value(interaction), None, Text("play-pick-in-menu"))
        await self.act(interaction, item.game_id, action, item.picked_label)

    async def _own_view(self, result: MoveResult, user_id: int) -> dict[str, Any]:
        """The mover's view after their move: the move's own, unless a later move came in meanwhile."""
        if self.service.known_version(result.game_id) == result.seq and result.seat in result.views:
            return dict(result.views[result.seat])
        return await self.service.view(result.game_id, user_id)

    async def _names_for_refusal(self, game: GameInfo, refused: engine.IllegalAction) -> list[str] | None:
        """The names a refused move's "Waiting for ..." needs (None: keep the engine's "player 2")."""
        if refused.waiting is None:
            return None
        try:
            return await self.publisher.names(game)
        except Exception:
            log.warning("game %d: names for a refusal could not be read", game.id, exc_info=True)
            return None

    async def choose(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        kinds: tuple[str, ...],
        prompt: str | Text,
        image: str | None,
    ) -> None:
        """Show the user (alone) their legal choices of the given kinds, with a decision image."""
        await self._choose(interaction, game_id, lambda _view: kinds, prompt, image)

    async def _choose(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        kinds_in: Callable[[dict[str, Any]], tuple[str, ...]],
        prompt: str | Text,
        image: str | None,
    ) -> None:
        """``choose``, with the kinds read from the user's view (a button's kinds in the game's rules)."""
        await acknowledge(interaction, self.publisher.routes)  # the menu comes privately either way
        game = await self.seated_game(interaction, game_id)
        view = await self.service.view(game.id, interaction.user.id)
        kinds = kinds_in(view)
        legal = [engine.action_from_json(a) for a in view["you"]["legal_actions"] if a[0] in kinds]
        if not legal:
            # The turn message shows its buttons by step, enabled for all: whoever can't use one is told
            # privately why (the table must not learn it from the buttons, see ui.buttons).
            names = await self.publisher.names(game)
            op = op_of_kinds(view, kinds) or ""
            raise UserError(nothing_text(view, op, prompt, waiting(view, names, view["you"]["seat"]) or ""))
        names = await self.publisher.image_names(game)  # menu labels are plain text
        kwargs: dict[str, Any] = {}
        spots = [a for a in legal if a[0] in ("settlement", "road", "city", "robber", *ui_of(view).spot_choices)]
        # the first spot's kind, or one marking it with the menu's other kinds (Seafarers: roads and ships)
        kind = None if not image else spots_kind(view, spots[0][0], kinds) if spots else menu_kind(view, kinds)
        # A menu of one move comes without its decision image (issue #32 item 2: 36 of a C&K demo game's 132,
        # most of them a lone knight to activate or move): there is nothing to choose between, its one option
        # names its spots, and the picture would only mark where they are (the thread's board shows the pieces).
        if kind and len(legal) > 1:
            kwargs["file"] = await self.publisher.decision_file(game, view, kind, language=await reader_of(interaction))
        reader = await reader_of(interaction)
        shown = localize(prompt, reader)
        menus = pick_view(game.id, "_".join(kinds)[:20], legal, view, names, shown, reader)
        key = "menus-prompt-line" if len(legal) <= 125 else "menus-prompt-line-first"
        line = localize(Text(key, prompt=shown), reader)
        news = await self.publisher.held_news(game, interaction.user.id, reader)  # issue #29 item 7
        text = "\n".join([*news.lines, "", line]) if news.lines else line
        await interaction.followup.send(text[-2000:], view=menus, ephemeral=True, **kwargs)
        await news.told()

    def turn_ops(self) -> dict[str, OpHandler]:
        """The turn message's buttons this flow answers (``cogs.interactions.dispatch.TurnOps``)."""

        async def fixed(interaction: discord.Interaction, game_id: int, op: str) -> None:
            await self.act(interaction, game_id, FIXED_MOVES[op])

        def menu(kinds: tuple[str, ...] | None, prompt: str | Text, image: str | None) -> OpHandler:
            """A menu of the button's kinds (None: of its kinds in the game's rules, ``ui.buttons.kinds_of``)."""

            async def shown(interaction: discord.Interaction, game_id: int, op: str) -> None:
                await self._choose(interaction, game_id, lambda view: kinds or kinds_of(view, op), prompt, image)

            return shown

        async def discard(interaction: discord.Interaction, game_id: int, _op: str) -> None:
            await self.discard_modal(interaction, game_id)

        async def hand(interaction: discord.Interaction, game_id: int, _op: str) -> None:
            await self.show_hand(interaction, game_id)

        return {
            **dict.fromkeys(FIXED_MOVES, fixed),
            "build": menu(None, Text("menus-prompt-build"), "spots"),  # a rule set may build more (C&K: walls)
            "dev": menu(BUTTON_KINDS["dev"], Text("menus-prompt-dev"), None),
            "bank": menu(("bank_trade",), Text("menus-prompt-bank"), None),
            "robber": menu(("robber",), Text("menus-prompt-robber"), "robber"),
            "steal": menu(("steal", "skip_steal"), Text("menus-prompt-steal"), None),
            "discard": discard,
            "hand": hand,
        }

    async def discard_modal(self, interaction: discord.Interaction, game_id: int) -> None:
        game = await self.service.get_game(game_id)
        seat_of(game, interaction.user.id)
        view = await self.service.view(game_id, interaction.user.id)
        owed = view["you"]["discard_owed"]
        if not owed or view["you"]["discard_choice"]:
            raise UserError(Text("play-no-discard-owed"))
        hand = counts_text(list(view["you"]["hand"].values()))
        await DiscardForm(game_id, owed, hand, await reader_of(interaction)).show(interaction)

    async def discard_sent(self, interaction: discord.Interaction, form: DiscardForm) -> None:
        """The Discard form (``cogs.trade.card_forms``; after a restart too): the discard played as a move."""
        game = await self.seated_game(interaction, form.game_id)
        await self.act(interaction, game.id, form.action(game))

    async def show_hand(self, interaction: discord.Interaction, game_id: int | None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.seated_game(interaction, game_id)
        view = await self.service.view(game.id, interaction.user.id)
        names = await self.publisher.names(game)
        reader = await reader_of(interaction)
        news = await self.publisher.held_news(game, interaction.user.id, reader)  # issue #29 item 7
        await interaction.followup.send(
            hand_text(view, names, game, notes=news.lines, tag=reader), file=await self.publisher.hand_file(game, view, reader),
            ephemeral=True,
        )
        await news.told()


class PlayCog(CatanCog):
    """/catan roll, end, buy, build …, robber, steal, discard, play …"""

    def __init__(self, tree: app_commands.CommandTree[Any], play: PlayFlow) -> None:
        super().__init__(tree)
        self.play = play

    async def _autocomplete(
        self, interaction: discord.Interaction, kind: str, current: str
    ) -> list[app_commands.Choice[str]]:
        reader = await reader_of(interaction)
        return await seat_choices(
            self.play.service, self.play.publisher.image_names, interaction,
            lambda view, names: choices(view, kind, current, names, reader),
        )  # fmt: skip

    @app_commands.command(name="roll", description=command_text("Roll the dice", "cmd-roll-the-dice"))
    async def roll(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("roll",))

    @app_commands.command(name="end", description=command_text("End your turn", "cmd-end-your-turn"))
    async def end(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("end_turn",))

    @app_commands.command(name="buy", description=command_text("Buy a development card (1 ore, 1 grain, 1 wool)", "cmd-buy-a-development-card-1-ore-1-grain-1-wool"))
    async def buy(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("buy_dev",))

    # a rule set adds its own pieces to this verb from its folder (C&K: ``build wall``, ``CatanCog.cog_load``)
    build = app_commands.Group(name="build", description=command_text("Build a road, settlement or city", "cmd-build-a-road-settlement-or-city"), guild_only=True)

    @build.command(name="road", description=command_text("Build a road (brick, lumber)", "cmd-build-a-road-brick-lumber"))
    @app_commands.describe(spot=command_text("a path such as 12-13", "cmd-a-path-such-as-12-13"))
    async def build_road(self, interaction: discord.Interaction, spot: str) -> None:
        await self.play.place(interaction, "road", spot)

    @build.command(name="settlement", description=command_text("Build a settlement (brick, lumber, grain, wool)", "cmd-build-a-settlement-brick-lumber-grain-wool"))
    @app_commands.describe(spot=command_text("an intersection", "cmd-an-intersection"))
    async def build_settlement(self, interaction: discord.Interaction, spot: str) -> None:
        await self.play.place(interaction, "settlement", spot)

    @build.command(name="city", description=command_text("Upgrade a settlement to a city (3 ore, 2 grain)", "cmd-upgrade-a-settlement-to-a-city-3-ore-2-grain"))
    @app_commands.describe(spot=command_text("your settlement to upgrade", "cmd-your-settlement-to-upgrade"))
    async def build_city(self, interaction: discord.Interaction, spot: str) -> None:
        await self.play.place(interaction, "city", spot)

    @build_road.autocomplete("spot")
    async def _road_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "road", current)

    @build_settlement.autocomplete("spot")
    async def _settlement_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "settlement", current)

    @build_city.autocomplete("spot")
    async def _city_spots(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "city", current)

    @app_commands.command(name="robber", description=command_text("Move the robber to a hex", "cmd-move-the-robber-to-a-hex"))
    @app_commands.describe(hex=command_text("a hex letter", "cmd-a-hex-letter"))
    async def robber(self, interaction: discord.Interaction, hex: str) -> None:
        await self.play.place(interaction, "robber", hex)

    @robber.autocomplete("hex")
    async def _robber_hexes(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "robber", current)

    @app_commands.command(name="steal", description=command_text("Choose whom to rob", "cmd-choose-whom-to-rob"))
    @app_commands.describe(player=command_text("whom to rob", "cmd-whom-to-rob"))
    async def steal(self, interaction: discord.Interaction, player: str) -> None:
        game = await self.play.seated_game(interaction, None)
        victim = inputs.number(player, 1, len(game.players), Text("play-player-to-rob")) - 1
        await self.play.act(interaction, game.id, ("steal", victim))

    @steal.autocomplete("player")
    async def _victims(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "steal", current)

    @app_commands.command(name="discard", description=command_text("Discard half of your cards after a 7", "cmd-discard-half-of-your-cards-after-a-7"))
    @app_commands.describe(cards=command_text("e.g. `2 wool 1 ore 1 brick`", "cmd-e-g-2-wool-1-ore-1-brick"))
    async def discard(self, interaction: discord.Interaction, cards: str) -> None:
        game = await self.play.seated_game(interaction, None)
        await self.play.act(interaction, game.id, discard_action(cards, game))

    play = app_commands.Group(name="play", description=command_text("Play a development card", "cmd-play-a-development-card"), guild_only=True)

    @play.command(name="knight", description=command_text("Move the robber and rob a neighbour", "cmd-move-the-robber-and-rob-a-neighbour"))
    async def play_knight(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("knight",))

    @play.command(name="road_building", description=command_text("Place two free roads", "cmd-place-two-free-roads"))
    async def play_road_building(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("road_building",))

    @play.command(name="year_of_plenty", description=command_text("Take two resources from the bank", "cmd-take-two-resources-from-the-bank"))
    @app_commands.autocomplete(first=resource_autocomplete, second=resource_autocomplete)
    async def play_year_of_plenty(
        self, interaction: discord.Interaction, first: str, second: str | None = None
    ) -> None:
        chosen = tuple(sorted(inputs.resource(r) for r in (first, second) if r))
        await self.play.act(interaction, None, ("year_of_plenty", chosen))

    @play.command(name="monopoly", description=command_text("Take every opponent's cards of one resource", "cmd-take-every-opponent-s-cards-of-one-resource"))
    @app_commands.autocomplete(resource=resource_autocomplete)
    async def play_monopoly(self, interaction: discord.Interaction, resource: str) -> None:
        await self.play.act(interaction, None, ("monopoly", inputs.resource(resource)))

    @play.command(name="reveal", description=command_text("Reveal your VP cards (1997 rules)", "cmd-reveal-your-vp-cards-1997-rules"))
    async def play_reveal(self, interaction: discord.Interaction) -> None:
        await self.play.act(interaction, None, ("reveal_vp",))
