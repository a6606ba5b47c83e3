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
from service.lobby.seating import needed
from service.time.table_time import clock_rules, clock_words
from ui.i18n.catalogue import localize
from ui.i18n.languages import BY_TAG, game_language
from ui.i18n.text import Text, Verbatim
from ui.rulesets import UI

log = logging.getLogger("catanbot.lobby")


# The shared options' names (a rule set's own options are named in its folder: ``UiHooks.option_labels``;
# ``longest_road_break_tie`` by the award's name in the game's rule set, ``UiHooks.longest_road_name``)
OPTION_LABELS = {option: Text(f"lobby-option-{option.replace('_', '-')}") for option in (
    "board", "players", "vp_target", "combined_trade_build", "number_placement", "robber_may_target_desert",
    "robber_steal", "vp_card_reveal", "trade_proposals", "dev_card_during_roll_resolution", "knight_card_name",
    "first_player", "spiral_corner", "expansion",
)}  # fmt: skip


# The board as players say it (the engine's option values are "variable", ..., issue #29 item 5).
BOARD_TEXT = {board: Text(f"lobby-board-{board.replace('_', '-')}")
              for board in ("variable", "beginner", "beginner_map_free_placement")}  # fmt: skip
# The reasons the service stores for a game that ended without a winner (service.lobby.lobbies), in words
REASONS = {"cancelled by the host": Text("lobby-reason-host"), "everyone left": Text("lobby-reason-everyone-left"),
           "the remaining players chose to end it": Text("lobby-reason-ended")}
STATUSES = ("lobby", "active", "cancelled", "finished", "abandoned", "needs_attention")


def lobby_text(game: GameInfo, names: list[str], reminder_hours: float | None) -> discord.Embed:
    """The lobby's card in the game's language (issue #33 item 2: the lobby is public, like the thread)."""
    lang = game_language(game.settings)

    def say(text: Text | str) -> str:
        return localize(text, lang)

    status: Text | str = (
        Text(f"lobby-status-{game.status.replace('_', '-')}") if game.status in STATUSES else game.status
    )
    if game.status == "finished" and game.winner_seat is not None and game.winner_seat < len(names):
        status = Text("lobby-won-by", who=Verbatim(names[game.winner_seat]))
    if game.status in ("cancelled", "abandoned") and game.status_reason:
        why = REASONS.get(game.status_reason) or Verbatim(game.status_reason)  # an admin's own words: as typed
        status = Text("lobby-status-why", status=status, why=why)
    embed = discord.Embed(title=say(Text("lobby-title", game=game.id)), description=say(status), colour=0xC8102E)
    embed.add_field(name=say(Text("lobby-host")), value=f"<@{game.host_id}>", inline=True)  # embeds never ping
    strengths = dict(game.settings.get("bots", {}))
    players = "\n".join(
        say(Text("lobby-player-bot", place=i + 1, who=Verbatim(name), strength=Text(f"lobby-strength-{strengths.get(str(user), 'normal')}"))
            if user < 0 else Text("lobby-player", place=i + 1, who=Verbatim(name)))
        for i, (name, user) in enumerate(zip(names, game.players, strict=False))
    ) or say(Text("lobby-nobody-yet"))
    low, high = needed(game.options)
    embed.add_field(name=say(Text("lobby-players", count=len(names), need=low if low == high else Text("lobby-need-range", low=low, high=high))), value=players, inline=True)
    # The rules line first, then the defaults worth showing, then the game's own options in their order.
    game_words = UI.of_options(game.options)
    rules = game_words.rules_text(dict(game.options))  # type: ignore[misc]
    opts: dict[str, Any] = {"expansion": rules, "vp_target": option_default(game.options, "vp_target"), "board": "variable",
            "combined_trade_build": True, **game.options}  # fmt: skip
    opts["expansion"] = rules
    opts["board"] = BOARD_TEXT.get(str(opts["board"]), opts["board"])
    words = UI.of_all()
    notes = words.option_notes  # a value's help line (paired players: why they keep a table moving)
    # the award's name is the game's rule set's (Seafarers: "Longest Trade Route tie")
    tie = Text("lobby-option-tie", award=game_words.longest_road_name or "")
    labels = {**OPTION_LABELS, **words.option_labels, "longest_road_break_tie": tie}
    lines = []
    for k, v in opts.items():
        line = Text("lobby-option", label=labels.get(k, k), value=words.option_values.get(f"{k}={v}") or _fmt(v))
        lines.append(say(Text("lobby-option-note", line=line, note=notes[f"{k}={v}"]) if f"{k}={v}" in notes else line))
    described = "\n".join(lines)
    if reminder_hours:
        described += "\n" + say(Text("lobby-reminders", hours=f"{reminder_hours:g}"))
    rules_of_clock = clock_rules(game.settings)
    if rules_of_clock is not None:
        described += "\n" + say(Text("lobby-clock", clock=clock_words(rules_of_clock)))
    for step, lapse in (game.settings.get("lapses") or {}).items():
        hours = f"{float(lapse.get('hours') or 0):g}"
        described += "\n" + say(Text("lobby-lapse", step=words.lapse_labels.get(step, step), hours=hours))
    described += "\n" + say(Text("lobby-language", language=BY_TAG[lang].name))
    embed.add_field(name=say(Text("lobby-options")), value=described[:1024] or say(Text("lobby-defaults")), inline=False)
    if game.status == "lobby":
        embed.set_footer(text=say(Text("lobby-footer")))
    return embed


def _fmt(value: Any) -> Text | str:
    if isinstance(value, Text):
        return value
    if isinstance(value, bool):
        return Text("lobby-on") if value else Text("lobby-off")
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
                view=lobby_buttons(game.id, game_language(game.settings)) if game.status == "lobby" else None,
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
