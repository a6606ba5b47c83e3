"""Buttons and select menus. Each carries its game id in its custom_id (DynamicItem), so the buttons of
messages posted before a restart keep working after it. A click goes to the flow the bot routes for the
component's class (``cogs.interactions.dispatch``): this module only draws them and decodes their custom ids."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import discord

import engine
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.inputs import ID
from cogs.rulesets import COGS, cogs_of
from engine.constants import CARD_NAMES, format_counts
from ui.buttons import turn_ops
from ui.rulesets import ui_of
from ui.spots import action_choice, describe_action

# --- lobby -----------------------------------------------------------------------------------------

LOBBY_OPS = {"join": ("Join", discord.ButtonStyle.success), "leave": ("Leave", discord.ButtonStyle.secondary),
             "start": ("Start", discord.ButtonStyle.primary), "cancel": ("Cancel", discord.ButtonStyle.danger),
             "bots": ("🤖 Built-in players…", discord.ButtonStyle.secondary)}  # fmt: skip


class LobbyButton(Component[discord.ui.Button], template=rf"catan:lobby:(?P<game>{ID}):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str) -> None:
        label, style = LOBBY_OPS[op]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"catan:lobby:{game_id}:{op}"))
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])



def lobby_buttons(game_id: int) -> discord.ui.View:
    view = RoutedView()
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(game_id, op))
    return view


# --- the turn message ------------------------------------------------------------------------------

TURN_OPS: dict[str, tuple[str, discord.ButtonStyle]] = {
    # op: (label, style); which ops a turn message shows follows the step (ui.buttons.turn_ops); a rule set's
    # own ops come with their labels from its plug-in (``CogHooks.turn_labels``)
    "roll": ("🎲 Roll", discord.ButtonStyle.success),
    "build": ("🏗️ Build…", discord.ButtonStyle.primary),
    "buy": ("🃏 Buy card", discord.ButtonStyle.secondary),
    "dev": ("✨ Play card…", discord.ButtonStyle.secondary),
    "trade": ("🤝 Trade…", discord.ButtonStyle.secondary),
    "bank": ("⚓ Bank trade…", discord.ButtonStyle.secondary),
    "robber": ("🦹 Move robber…", discord.ButtonStyle.danger),
    "steal": ("🎯 Rob…", discord.ButtonStyle.danger),
    "discard": ("🗑️ Discard", discord.ButtonStyle.danger),
    "end": ("⏭️ End turn", discord.ButtonStyle.success),
    "hand": ("👜 My hand", discord.ButtonStyle.secondary),
}


def turn_labels(view: dict[str, Any] | None = None) -> dict[str, tuple[str, discord.ButtonStyle]]:
    """The labels of the turn message's ops: the shared ones and those of the view's rule sets (no view: of
    every rule set, for a button decoded from its custom id after a restart)."""
    hooks = COGS.of_all() if view is None else cogs_of(view)
    return {**TURN_OPS, **hooks.turn_labels}


class TurnButton(Component[discord.ui.Button], template=rf"catan:turn:(?P<game>{ID}):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str, disabled: bool = False) -> None:
        label, style = turn_labels()[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"catan:turn:{game_id}:{op}", disabled=disabled)
        )
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnButton:
        return cls(int(match["game"]), match["op"])



def turn_buttons(game_id: int, view: dict[str, Any]) -> discord.ui.View:
    """Buttons of the turn message: those of the game's current step (``ui.buttons.turn_ops``), all enabled.

    ``view`` is the PUBLIC view: the message is seen by everyone, so neither which buttons it shows nor
    their state may depend on a hand. A click the clicker can't use now is answered privately."""
    if view.get("viewer") is not None:
        raise ValueError("the turn message is built from the public view only")
    out = RoutedView()
    ops = turn_ops(view)
    labels = turn_labels(view)
    for op in ops:
        if op in labels:
            out.add_item(TurnButton(game_id, op))
    for add_buttons in cogs_of(view).turn_buttons:  # the buttons of the rule set's own ops (2 players)
        add_buttons(out, game_id, view, ops)
    return out


HAND_OPS = ("roll", "build", "end")  # the moves a player makes most, from their hand DM too


def hand_buttons(game_id: int, more: tuple[str, ...] = ()) -> discord.ui.View:
    """Buttons of a hand DM: the same turn buttons as in the thread (they carry the game id, so any bot
    process can answer them, whichever shard serves the game's server), with ``more``, the rule set's own
    ops (``CogHooks.hand_ops``), after Build…. Never disabled: the DM is edited only when the hand changes, so
    a click that is not legal now gets a private answer saying what is."""
    out = RoutedView()
    for op in (*HAND_OPS[:2], *more, *HAND_OPS[2:]):
        out.add_item(TurnButton(game_id, op))
    return out


# --- choosing among legal actions ------------------------------------------------------------------


class PickSelect(
    Component[discord.ui.Select], template=rf"catan:pick:(?P<game>{ID}):(?P<kind>\w+):(?P<part>\d)"
):
    """A menu of legal actions; each option's value is the action as JSON."""

    def __init__(
        self,
        game_id: int,
        kind: str,
        part: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:pick:{game_id}:{kind}:{part}",
            options=options or [discord.SelectOption(label="…", value="[]")],
            placeholder=placeholder or "Choose…",
        )
        super().__init__(select)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["game"]), match["kind"], int(match["part"]))



def pick_view(
    game_id: int, kind: str, actions: list[tuple[Any, ...]], view: dict[str, Any], names: list[str], placeholder: str
) -> discord.ui.View:
    """Select menus (25 options each, at most 5) offering exactly the given legal actions."""
    out = RoutedView()
    options = []
    rates = view.get("you", {}).get("bank_rates", {})
    for action in actions:
        choice = action_choice(view, list(action), names)
        label = choice[0] if choice else describe_action(view, action, names).capitalize()
        own_label = ui_of(view).choice_label
        label = (own_label and own_label(view, action, names)) or label
        if action[0] == "bank_trade":
            give, get = CARD_NAMES[action[1]], CARD_NAMES[action[2]]
            rate = rates.get(give, 4)
            where = {4: "bank", 3: "3:1 harbor", 2: f"{give} harbor"}[rate]
            label = f"Give {rate} {give} → 1 {get} ({rate}:1, {where})"
        options.append(
            discord.SelectOption(
                label=label[:100], value=json.dumps(engine.action_to_json(action), separators=(",", ":"))
            )
        )
    for part in range(0, min(len(options), 125), 25):
        chunk = options[part : part + 25]
        title = placeholder if len(options) <= 25 else f"{placeholder} ({part + 1}-{part + len(chunk)})"
        out.add_item(PickSelect(game_id, kind, part // 25, chunk, title[:150]))
    return out


# --- trade offers ----------------------------------------------------------------------------------


class TradeButton(
    Component[discord.ui.Button],
    template=rf"catan:trade:(?P<game>{ID}):(?P<offer>{ID}):(?P<op>accept|decline|counter|withdraw|confirm)(?::(?P<seat>\d))?",
):
    def __init__(self, game_id: int, offer_id: int, op: str, seat: int | None = None, label: str | None = None) -> None:
        styles = {"accept": discord.ButtonStyle.success, "decline": discord.ButtonStyle.secondary,
                  "counter": discord.ButtonStyle.primary, "withdraw": discord.ButtonStyle.danger,
                  "confirm": discord.ButtonStyle.success}  # fmt: skip
        suffix = f":{seat}" if seat is not None else ""
        super().__init__(
            discord.ui.Button(
                label=label or op.capitalize(),
                style=styles[op],
                custom_id=f"catan:trade:{game_id}:{offer_id}:{op}{suffix}",
            )
        )
        self.game_id, self.offer_id, self.op, self.seat = game_id, offer_id, op, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TradeButton:
        seat = int(match["seat"]) if match["seat"] is not None else None
        return cls(int(match["game"]), int(match["offer"]), match["op"], seat)



def offer_text(offer: dict[str, Any], names: list[str], mention: Callable[[int], str]) -> str:
    """An open offer's message; ``names`` as they appear in message text (escaped, see ui.escape)."""
    to = ", ".join(mention(s) for s in offer["to"])
    kind = "Counter-offer" if offer["parent"] >= 0 else "Trade offer"
    lines = [f"🤝 **{kind} #{offer['id']}** from {names[offer['seat']]} to {to}:",
             f"gives **{format_counts(offer['give'])}** for **{format_counts(offer['get'])}**"]  # fmt: skip
    answers = {"accepted": "✅ accepted", "declined": "❌ declined", "countered": "↩️ countered"}
    status = [f"{names[int(s)]}: {answers.get(r, '…')}" for s, r in offer["responses"].items()]
    lines.append(" · ".join(status))
    return "\n".join(lines)


def offer_buttons(game_id: int, offer: dict[str, Any], view: dict[str, Any], names: list[str]) -> discord.ui.View:
    out = RoutedView()
    out.add_item(TradeButton(game_id, offer["id"], "accept"))
    out.add_item(TradeButton(game_id, offer["id"], "decline"))
    out.add_item(TradeButton(game_id, offer["id"], "counter", label="Counter…"))
    out.add_item(TradeButton(game_id, offer["id"], "withdraw"))
    if offer["seat"] == view["active"]:
        for s, r in offer["responses"].items():
            if r == "accepted":
                out.add_item(
                    TradeButton(game_id, offer["id"], "confirm", int(s), label=f"Confirm with {names[int(s)]}"[:80])
                )
    return out


ALL_DYNAMIC_ITEMS = (LobbyButton, TurnButton, PickSelect, TradeButton)
