"""Built-in players at the table: added in the lobby, taking over for the absent, and playing their moves.

A built-in player acts exactly like a person: one action per commit through the game service, the same
log and the same publisher. It decides from its seat's view only, in a worker process
(``service.bot_runner``), after a short pause so that a turn of several bot moves reads naturally.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import engine
from cogs import inputs
from cogs.common import CatanCog, UserError, answers_errors, is_admin, reply, report_error, resolve_game, seat_of
from cogs.components import RoutedView
from cogs.mentions import NO_PINGS, pings
from service import GameConflict, GameInfo, GameNotActive, GameNotFound
from service.background import isolated, until_done
from service.bot_runner import BotRunner, decision_seed
from ui.bots import STRENGTH_TEXT
from ui.escape import safe

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.bots")

MAX_BOT_MOVES_IN_A_ROW = 400  # a safety bound: a game where bots alone play on that long is a bug


def _bot(interaction: discord.Interaction) -> CatanBot:
    return interaction.client  # type: ignore[return-value]


class BotSelect(discord.ui.DynamicItem[discord.ui.Select], template=rf"catan:bots:(?P<game>{inputs.ID})"):
    """The lobby's menu: add a built-in player of some strength, or remove one."""

    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"catan:bots:{game_id}",
                options=options or [discord.SelectOption(label="…", value="none")],
                placeholder="Add or remove a built-in player",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BotSelect:
        return cls(int(match["game"]))

    @answers_errors
    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).bot_flow.lobby_choice(interaction, self.game_id, inputs.select_value(interaction))


class BotFlow:
    def __init__(self, bot: CatanBot, runner: BotRunner | None = None) -> None:
        self.bot = bot
        self.runner = runner
        self._driving: dict[int, asyncio.Task[None]] = {}

    # --- the lobby ---------------------------------------------------------------------------------

    async def lobby_menu(self, interaction: discord.Interaction, game_id: int) -> None:
        """The host's menu of strengths to add, and of the lobby's built-in players to remove."""
        game = await self.bot.service.get_game(game_id)
        if interaction.user.id != game.host_id and not is_admin(interaction):
            raise UserError("Only the host adds or removes built-in players.")
        options = [
            discord.SelectOption(label=f"Add a {s} built-in player", value=f"add:{s}", description=STRENGTH_TEXT[s][:100])
            for s in ("easy", "normal", "hard")
        ]
        for user in game.players:
            if user < 0:
                name = await self.bot.display_name(user)
                options.append(discord.SelectOption(label=f"Remove {name}", value=f"remove:{-user}"))
        view = RoutedView()
        view.add_item(BotSelect(game_id, options))
        await interaction.followup.send("Built-in players for this game:", view=view, ephemeral=True)

    async def lobby_choice(self, interaction: discord.Interaction, game_id: int, value: str) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            op, _, arg = value.partition(":")
            if op == "add":
                game = await self.bot.service.add_bot(game_id, interaction.user.id, arg, admin=is_admin(interaction))
                text = f"Added a {arg} built-in player."
            elif op == "remove":
                bot_id = -inputs.number(arg, 1, 2**31, "A built-in player")
                game = await self.bot.service.remove_bot(game_id, interaction.user.id, bot_id, admin=is_admin(interaction))
                text = "Removed the built-in player."
            else:
                raise UserError("Pick an entry of the menu.")
            await self.bot.lobby_flow.refresh_lobby(game)
            await reply(interaction, text)
        except Exception as exc:
            await report_error(interaction, exc)

    # --- playing -------------------------------------------------------------------------------------

    def kick(self, game_id: int) -> None:
        """Let the game's built-in players make the moves they owe (in a task of their own)."""
        task = self._driving.get(game_id)
        if task is not None and not task.done():
            return
        task = asyncio.create_task(self._drive(game_id), name=f"catanbot-bots-{game_id}")
        self._driving[game_id] = task

    async def _drive(self, game_id: int) -> None:
        # A failure (the database down, a worker process lost) is logged once and the moves owed are
        # looked up again after a pause: a game of built-in players alone must not stop for good.
        try:
            await until_done(f"game {game_id}: built-in players' moves", lambda: self._play(game_id),
                             backoff=self.bot.backoff)  # fmt: skip
        finally:
            self._driving.pop(game_id, None)

    async def _play(self, game_id: int) -> None:
        try:
            for _ in range(MAX_BOT_MOVES_IN_A_ROW):
                turns = await self.bot.service.bot_turns(game_id)
                if not turns or self.runner is None:
                    return
                seat, view = turns[0]
                await self.bot.clock.sleep(self.bot.settings.bot_pace_seconds)
                game = await self.bot.service.get_game(game_id)
                strength = game.bot_strength(seat)
                if strength is None or game.status != "active":
                    continue  # the person took their seat back meanwhile
                if game.behind:  # a move's messages failed (the database down): show it before the next
                    await self.bot.publisher.catch_up(game.id)
                seed = decision_seed(int(game.settings.get("bot_seed", game.id)), game.version, seat)
                action = await self.runner.decide(view, seed, strength)
                try:
                    result = await self.bot.service.act(game_id, game.players[seat], action)
                except (engine.IllegalAction, GameConflict):
                    continue  # someone moved first (maybe in another process): decide again from the new view
                with isolated("game %d: publishing a built-in player's move %d failed", game_id, result.seq):
                    await self.bot.publisher.after_move(await self.bot.service.get_game(game_id), result)
            log.error("game %d: built-in players made %d moves in a row; stopping", game_id, MAX_BOT_MOVES_IN_A_ROW)
        except (GameNotFound, GameNotActive):
            return  # the game ended, was deleted or is held for an admin: nothing to play

    async def resume_all(self) -> None:
        """After a restart: built-in players whose turn was interrupted continue."""
        for game in await self.bot.service.unfinished_games():
            if not self.bot.owns(game):
                continue  # the process running this guild's shard resumes them
            if game.status == "active" and any(game.bot_strength(s) for s in range(len(game.players))):
                self.kick(game.id)

    async def close(self) -> None:
        for task in list(self._driving.values()):
            task.cancel()
        await asyncio.gather(*self._driving.values(), return_exceptions=True)
        if self.runner is not None:
            self.runner.close()

    # --- away and back -------------------------------------------------------------------------------

    async def check_away(self, game: GameInfo, now: float) -> None:
        """Hand the seats of people who owe a decision past the game's AFK limit to a normal built-in player."""
        hours = float(game.settings.get("afk_hours") or self.bot.settings.afk_hours)
        if game.status != "active" or now - game.updated_at < hours * 3600:
            return
        view = await self.bot.service.view(game.id)
        owing = sorted({d["seat"] for d in view["pending"] if d["blocking"]})
        away = [s for s in owing if game.person_plays(s)]
        # One take-over per absence over every process (two may overlap during a restart).
        away = [s for s in away if await self.bot.service.claim_once(game.id, f"afk:{game.version}:{game.updated_at}:{s}")]
        for seat in away:
            game = await self.bot.service.set_autopilot(game.id, seat, "normal")
            await self.announce_autopilot(game, seat, f"has not played for {hours:g} h")
        if away:
            self.kick(game.id)

    async def announce_autopilot(self, game: GameInfo, seat: int, why: str) -> None:
        from cogs.seats import seat_buttons

        user = game.players[seat]
        await self.bot.publisher.thread(game).send(
            f"<@{user}> {why}: a built-in player (normal) plays their seat, with its cards and pieces, until "
            "they are back — the **I'm back** button or `/catan back` returns it at once.",
            view=seat_buttons(game.id, seat, ("back",)),
            allowed_mentions=pings([user]),
        )

    async def take_back(self, interaction: discord.Interaction, game: GameInfo, seat: int) -> None:
        if game.players[seat] != interaction.user.id:
            raise UserError("Only the player of that seat can take it back.")
        if game.bot_strength(seat) is None:
            raise UserError("Your seat is yours already: no built-in player is playing it.")
        game = await self.bot.service.set_autopilot(game.id, seat, None)
        await self.bot.publisher.thread(game).send(
            f"{safe(interaction.user.display_name)} is back and plays their seat again.", allowed_mentions=NO_PINGS
        )
        await reply(interaction, f"Welcome back: you play your seat in game #{game.id} again.")


class BotCog(CatanCog):
    @app_commands.command(name="back", description="Take your seat back from the built-in player")
    async def back(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction)
            await self.bot.bot_flow.take_back(interaction, game, seat_of(game, interaction.user.id))
        except Exception as exc:
            await report_error(interaction, exc)

    @app_commands.command(name="autopilot", description="Host: a built-in player plays this player's seat now")
    async def autopilot(self, interaction: discord.Interaction, player: discord.User) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            game = await resolve_game(self.bot, interaction)
            if interaction.user.id != game.host_id and not is_admin(interaction):
                raise UserError(f"Only the host of game #{game.id} (or an admin) can do that.")
            seat = game.seat_of(player.id)
            if seat is None:
                raise UserError(f"{safe(player.display_name)} is not playing in this game.")
            game = await self.bot.service.set_autopilot(game.id, seat, "normal")
            await self.bot.bot_flow.announce_autopilot(game, seat, "was handed to a built-in player by the host")
            self.bot.bot_flow.kick(game.id)
            await reply(interaction, "Done.")
        except Exception as exc:
            await report_error(interaction, exc)
