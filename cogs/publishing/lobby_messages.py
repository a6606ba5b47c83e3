"""The lobby message: the game's card in the channel (players, options, state), kept current while the
lobby is open and edited into the game's outcome at its end."""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.interactions.mentions import NO_PINGS
from cogs.play.components import lobby_buttons
from cogs.publishing.publish_base import PublisherBase
from engine.plugins import option_default
from service import GameInfo
from service.lobby.seating import needed_text
from service.time.table_time import clock_rules, clock_text
from ui.i18n.catalogue import localize
from ui.i18n.languages import BY_TAG, game_language
from ui.i18n.text import Text
from ui.rulesets import UI

log = logging.getLogger("catanbot.lobby")


# The shared options' names (a rule set's own options are named in its folder: ``UiHooks.option_labels``;
# ``longest_road_break_tie`` by the award's name in the game's rule set, ``UiHooks.longest_road_name``)
OPTION_LABELS = {
    "board": "Board", "players": "Players", "vp_target": "Victory points to win",
    "combined_trade_build": "Combined trade/build phase", "number_placement": "Number tokens",
    "robber_may_target_desert": "Robber may go to the desert",
    "robber_steal": "Steal after the robber", "vp_card_reveal": "VP cards", "trade_proposals": "Trade proposals",
    "dev_card_during_roll_resolution": "Dev cards during the roll", "knight_card_name": "Knight card name",
    "first_player": "First player (beginner board)", "spiral_corner": "Token spiral start", "expansion": "Rules",
}  # fmt: skip


# The board as players say it (the engine's option values are "variable", ..., issue #29 item 5).
BOARD_TEXT = {"variable": "random layout", "beginner": "beginner layout (from the rulebook)",
              "beginner_map_free_placement": "beginner map, free set-up placement"}  # fmt: skip


def lobby_text(game: GameInfo, names: list[str], reminder_hours: float | None) -> discord.Embed:
    status = {"lobby": "Waiting for players", "active": "Playing in the thread", "cancelled": "Cancelled",
              "finished": "Finished", "abandoned": "Abandoned", "needs_attention": "Paused for an admin"}.get(
        game.status, game.status)  # fmt: skip
    if game.status == "finished" and game.winner_seat is not None and game.winner_seat < len(names):
        status = f"🏆 Won by {names[game.winner_seat]}"
    if game.status in ("cancelled", "abandoned") and game.status_reason:
        status += f" ({game.status_reason})"
    embed = discord.Embed(title=f"Catan game #{game.id}", description=status, colour=0xC8102E)
    embed.add_field(name="Host", value=f"<@{game.host_id}>", inline=True)  # embeds never ping
    strengths = dict(game.settings.get("bots", {}))
    players = "\n".join(
        f"{i + 1}. {name}" + (f" (built-in, {strengths.get(str(user), 'normal')})" if user < 0 else "")
        for i, (name, user) in enumerate(zip(names, game.players, strict=False))
    ) or "nobody yet"
    embed.add_field(name=f"Players ({len(names)}, need {needed_text(game.options)})", value=players, inline=True)
    # The rules line first, then the defaults worth showing, then the game's own options in their order.
    game_words = UI.of_options(game.options)
    rules = game_words.rules_text(dict(game.options))  # type: ignore[misc]
    opts = {"expansion": rules, "vp_target": option_default(game.options, "vp_target"), "board": "variable",
            "combined_trade_build": True, **game.options}
    opts["expansion"] = rules
    opts["board"] = BOARD_TEXT.get(str(opts["board"]), opts["board"])
    words = UI.of_all()
    notes = words.option_notes  # a value's help line (paired players: why they keep a table moving)
    # the award's name is the game's rule set's (Seafarers: "Longest Trade Route tie")
    labels = {**OPTION_LABELS, **words.option_labels, "longest_road_break_tie": f"{game_words.longest_road_name} tie"}
    described = "\n".join(
        f"{labels.get(k, k)}: {_fmt(v)}" + (f" ({notes[f'{k}={v}']})" if f"{k}={v}" in notes else "")
        for k, v in opts.items()
    )
    if reminder_hours:
        described += f"\nTurn reminders: every {reminder_hours:g} h"
    rules_of_clock = clock_rules(game.settings)
    if rules_of_clock is not None:
        described += f"\nGame clock: {clock_text(rules_of_clock)}"
    for step, lapse in (game.settings.get("lapses") or {}).items():
        described += f"\n{words.lapse_labels.get(step, step)}: passes after {float(lapse.get('hours') or 0):g} h"
    thread_language = game_language(game.settings)
    described += "\n" + localize(Text("lobby-language", language=BY_TAG[thread_language].name), thread_language)
    embed.add_field(name="Options", value=described[:1024] or "defaults", inline=False)
    if game.status == "lobby":
        embed.set_footer(text="Join with the button below; the host starts the game when everyone is in. "
                              "The game is played in this message's thread.")
    return embed


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value).replace("_", " ")


class LobbyMessages(PublisherBase):
    async def refresh_lobby(self, game: GameInfo) -> None:
        """Show the lobby's current players and state on its message (buttons only while it is open)."""
        ref = (await self.refs(game.id)).get("lobby")
        if ref is None:
            return
        names = await self.names(game)
        try:
            await self.partial(ref).edit(
                embed=lobby_text(game, names, game.settings.get("reminder_hours")),
                view=lobby_buttons(game.id) if game.status == "lobby" else None,
                allowed_mentions=NO_PINGS,
            )
        except discord.HTTPException:
            log.info("game %d: the lobby message could not be edited", game.id)

    async def show_outcome(self, game: GameInfo, *, current: bool = False) -> None:
        """Edit the lobby message in the parent channel to say how the game ended; its buttons go.

        ``current``: ``game`` is the stored game as it is now (else it is read again)."""
        ref = (await self.refs(game.id)).get("lobby")
        if ref is None:
            return
        if not current:
            game = await self.service.get_game(game.id)
        try:
            embed = lobby_text(game, await self.names(game), game.settings.get("reminder_hours"))
            await self.edit(game.id, ref, embed=embed, view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.info("game %d: the lobby message could not be edited", game.id)
