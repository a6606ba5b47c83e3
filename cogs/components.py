"""Buttons and select menus. Each carries its game id in its custom_id (DynamicItem), so the buttons of
messages posted before a restart keep working after it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

import engine
from engine.constants import RESOURCES, format_counts
from ui.spots import action_choice

if TYPE_CHECKING:
    from cogs.client import CatanBot


def _bot(interaction: discord.Interaction) -> CatanBot:
    return interaction.client  # type: ignore[return-value]


class RoutedView(discord.ui.View):
    """Components whose clicks are routed by their DynamicItem custom_id templates.

    discord.py would otherwise keep every sent view in memory for as long as the bot runs (one per turn
    message, offer and menu: a leak over days of play, and a heap every garbage collection must walk).
    Registered DynamicItems handle the clicks, so the view object is not needed after sending.
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


# --- lobby -----------------------------------------------------------------------------------------

LOBBY_OPS = {"join": ("Join", discord.ButtonStyle.success), "leave": ("Leave", discord.ButtonStyle.secondary),
             "start": ("Start", discord.ButtonStyle.primary), "cancel": ("Cancel", discord.ButtonStyle.danger)}  # fmt: skip


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"catan:lobby:(?P<game>\d+):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str) -> None:
        label, style = LOBBY_OPS[op]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"catan:lobby:{game_id}:{op}"))
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).lobby_flow.button(interaction, self.game_id, self.op)


def lobby_buttons(game_id: int) -> discord.ui.View:
    view = RoutedView()
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(game_id, op))
    return view


# --- the turn message ------------------------------------------------------------------------------

TURN_OPS: dict[str, tuple[str, discord.ButtonStyle, tuple[str, ...]]] = {
    # op: (label, style, steps in which it is enabled)
    "roll": ("🎲 Roll", discord.ButtonStyle.success, ("pre_roll",)),
    "build": ("🏗️ Build…", discord.ButtonStyle.primary, ("main", "setup_settlement", "setup_road", "road_building")),
    "buy": ("🃏 Buy card", discord.ButtonStyle.secondary, ("main",)),
    "dev": ("✨ Play card…", discord.ButtonStyle.secondary, ("pre_roll", "main", "move_robber", "steal")),
    "bank": ("⚓ Bank trade…", discord.ButtonStyle.secondary, ("main",)),
    "robber": ("🦹 Move robber…", discord.ButtonStyle.danger, ("move_robber",)),
    "steal": ("🎯 Rob…", discord.ButtonStyle.danger, ("steal",)),
    "discard": ("🗑️ Discard", discord.ButtonStyle.danger, ("discard",)),
    "end": ("⏭️ End turn", discord.ButtonStyle.success, ("main",)),
    "hand": ("👜 My hand", discord.ButtonStyle.secondary, ()),
}


class TurnButton(discord.ui.DynamicItem[discord.ui.Button], template=r"catan:turn:(?P<game>\d+):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str, disabled: bool = False) -> None:
        label, style, _steps = TURN_OPS[op]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"catan:turn:{game_id}:{op}", disabled=disabled)
        )
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).play_flow.turn_button(interaction, self.game_id, self.op)


def turn_buttons(game_id: int, view: dict[str, Any]) -> discord.ui.View:
    """Buttons of the turn message; those that cannot apply in the current step are disabled."""
    out = RoutedView()
    step = view["step"]
    for op, (_label, _style, steps) in TURN_OPS.items():
        out.add_item(TurnButton(game_id, op, disabled=bool(steps) and step not in steps))
    return out


# --- choosing among legal actions ------------------------------------------------------------------


class PickSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"catan:pick:(?P<game>\d+):(?P<kind>\w+):(?P<part>\d+)"
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

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        action = json.loads(values[0]) if values else []
        await _bot(interaction).play_flow.act(interaction, self.game_id, action)


def pick_view(
    game_id: int, kind: str, actions: list[tuple[Any, ...]], view: dict[str, Any], names: list[str], placeholder: str
) -> discord.ui.View:
    """Select menus (25 options each, at most 5) offering exactly the given legal actions."""
    out = RoutedView()
    options = []
    rates = view.get("you", {}).get("bank_rates", {})
    for action in actions:
        choice = action_choice(view, list(action), names)
        label = choice[0] if choice else engine.describe_action(action, names).capitalize()
        if action[0] == "bank_trade":
            give, get = RESOURCES[action[1]], RESOURCES[action[2]]
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
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"catan:trade:(?P<game>\d+):(?P<offer>\d+):(?P<op>accept|decline|counter|withdraw|confirm)(?::(?P<seat>\d+))?",
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

    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).trade_flow.button(interaction, self.game_id, self.offer_id, self.op, self.seat)


def offer_text(offer: dict[str, Any], names: list[str], mention: Callable[[int], str]) -> str:
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


class CardsModal(discord.ui.Modal):
    """A small form asking for resource cards as text (discard, counter-offer)."""

    def __init__(
        self, title: str, fields: list[tuple[str, str]], on_submit: Callable[[discord.Interaction, list[str]], Any]
    ) -> None:
        super().__init__(title=title[:45], timeout=600)
        self._inputs = []
        for label, placeholder in fields:
            text = discord.ui.TextInput(label=label[:45], placeholder=placeholder[:100], max_length=100)
            self.add_item(text)
            self._inputs.append(text)
        self._on_submit = on_submit

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self._on_submit(interaction, [t.value for t in self._inputs])


ALL_DYNAMIC_ITEMS = (LobbyButton, TurnButton, PickSelect, TradeButton)
