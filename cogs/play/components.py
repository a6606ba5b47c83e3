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
from engine.constants import CARD_NAMES, counts_text
from ui.buttons import turn_ops
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim
from ui.rulesets import ui_of
from ui.spots import action_choice, describe_action

# --- lobby -----------------------------------------------------------------------------------------

LOBBY_OPS = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
             "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger,
             "bots": discord.ButtonStyle.secondary}  # fmt: skip; labels: buttons-lobby-<op>


def label_of(label: str | Text, tag: str) -> str:
    """A button's label in a language (a rule set's label may still be a plain str)."""
    return label if isinstance(label, str) else localize(label, tag)


class LobbyButton(Component[discord.ui.Button], template=rf"catan:lobby:(?P<game>{ID}):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str, tag: str = ENGLISH) -> None:
        label = localize(Text(f"buttons-lobby-{op}"), tag)
        button = discord.ui.Button(label=label, style=LOBBY_OPS[op], custom_id=f"catan:lobby:{game_id}:{op}")
        super().__init__(button)
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["op"])



def lobby_buttons(game_id: int, tag: str = ENGLISH) -> discord.ui.View:
    """The lobby's buttons, in the game's language ``tag`` (the lobby is public)."""
    view = RoutedView()
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(game_id, op, tag))
    return view


# --- the turn message ------------------------------------------------------------------------------

TURN_OPS: dict[str, tuple[str | Text, discord.ButtonStyle]] = {
    # op: (label, style); which ops a turn message shows follows the step (ui.buttons.turn_ops); a rule set's
    # own ops come with their labels from its plug-in (``CogHooks.turn_labels``)
    "roll": (Text("buttons-turn-roll"), discord.ButtonStyle.success),
    "build": (Text("buttons-turn-build"), discord.ButtonStyle.primary),
    "buy": (Text("buttons-turn-buy"), discord.ButtonStyle.secondary),
    "dev": (Text("buttons-turn-dev"), discord.ButtonStyle.secondary),
    "trade": (Text("buttons-turn-trade"), discord.ButtonStyle.secondary),
    "bank": (Text("buttons-turn-bank"), discord.ButtonStyle.secondary),
    "robber": (Text("buttons-turn-robber"), discord.ButtonStyle.danger),
    "steal": (Text("buttons-turn-steal"), discord.ButtonStyle.danger),
    "discard": (Text("buttons-turn-discard"), discord.ButtonStyle.danger),
    "end": (Text("buttons-turn-end"), discord.ButtonStyle.success),
    "hand": (Text("buttons-turn-hand"), discord.ButtonStyle.secondary),
}


def turn_labels(view: dict[str, Any] | None = None) -> dict[str, tuple[str | Text, discord.ButtonStyle]]:
    """The labels of the turn message's ops: the shared ones and those of the view's rule sets (no view: of
    every rule set, for a button decoded from its custom id after a restart)."""
    hooks = COGS.of_all() if view is None else cogs_of(view)
    return {**TURN_OPS, **hooks.turn_labels}


class TurnButton(Component[discord.ui.Button], template=rf"catan:turn:(?P<game>{ID}):(?P<op>\w+)"):
    def __init__(self, game_id: int, op: str, disabled: bool = False, tag: str = ENGLISH) -> None:
        label, style = turn_labels()[op]
        super().__init__(
            discord.ui.Button(
                label=label_of(label, tag), style=style, custom_id=f"catan:turn:{game_id}:{op}", disabled=disabled
            )
        )
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnButton:
        return cls(int(match["game"]), match["op"])



def turn_buttons(game_id: int, view: dict[str, Any], tag: str = ENGLISH) -> discord.ui.View:
    """Buttons of the turn message: those of the game's current step (``ui.buttons.turn_ops``), all enabled,
    labelled in the game's language ``tag`` (everyone reads them).

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
    return relabelled(out, tag)


def relabelled(out: discord.ui.View, tag: str) -> discord.ui.View:
    """``out`` with its turn buttons labelled in ``tag`` (a rule set adds its own without knowing the reader)."""
    if tag != ENGLISH:
        labels = turn_labels()
        for child in out.children:
            if isinstance(child, TurnButton) and child.op in labels:
                child.item.label = label_of(labels[child.op][0], tag)
            elif isinstance(getattr(child, "label_text", None), Text):  # a rule set's own button (2 players, 5-6)
                child.item.label = localize(child.label_text, tag)  # type: ignore[attr-defined]
    return out


HAND_OPS = ("roll", "build", "end")  # the moves a player makes most, from their hand DM too


def hand_buttons(game_id: int, more: tuple[str, ...] = (), tag: str = ENGLISH) -> discord.ui.View:
    """Buttons of a hand DM: the same turn buttons as in the thread (they carry the game id, so any bot
    process can answer them, whichever shard serves the game's server), with ``more``, the rule set's own
    ops (``CogHooks.hand_ops``), after Build…. Never disabled: the DM is edited only when the hand changes, so
    a click that is not legal now gets a private answer saying what is. Labelled in the reader's ``tag``."""
    out = RoutedView()
    for op in (*HAND_OPS[:2], *more, *HAND_OPS[2:]):
        out.add_item(TurnButton(game_id, op, tag=tag))
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
            placeholder=placeholder or "…",
        )
        super().__init__(select)
        self.game_id = game_id
        self.picked_label: str | None = None  # the words of the option clicked, as its menu showed them

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        picked = cls(int(match["game"]), match["kind"], int(match["part"]))
        picked.picked_label = clicked_label(interaction, item)
        return picked


def clicked_label(interaction: discord.Interaction, item: discord.ui.Item[Any]) -> str | None:
    """The label of the option chosen in a menu (``item``: the select as the clicked message holds it), the words
    its person read there: the confirmation repeats them (a C&K answer's own words need the decision it answered,
    gone once answered: "answer #15: 0")."""
    values = (interaction.data or {}).get("values") or []
    options = getattr(item, "options", None) or []
    if len(values) != 1:
        return None
    return next((option.label for option in options if option.value == values[0]), None)



def _capitalized(label: str, tag: str) -> str:
    """A menu option's first letter in capitals (English as ever: ``str.capitalize``, the rest lower case)."""
    return label.capitalize() if tag == ENGLISH else label[:1].upper() + label[1:]


def pick_view(
    game_id: int,
    kind: str,
    actions: list[tuple[Any, ...]],
    view: dict[str, Any],
    names: list[str],
    placeholder: str | Text,
    tag: str = ENGLISH,
) -> discord.ui.View:
    """Select menus (25 options each, at most 5) offering exactly the given legal actions, in the language of
    the person who opened them (``tag``)."""
    out = RoutedView()
    options = []
    rates = view.get("you", {}).get("bank_rates", {})
    for action in actions:
        choice = action_choice(view, list(action), names, tag)
        label = choice[0] if choice else _capitalized(describe_action(view, action, names, tag), tag)
        own_label = ui_of(view).choice_label
        own = own_label(view, action, names) if own_label else None
        label = label_of(own, tag) if own else label
        if action[0] == "bank_trade":
            give, get = CARD_NAMES[action[1]], CARD_NAMES[action[2]]
            rate = rates.get(give, 4)
            label = localize(
                Text(f"menus-bank-trade-{rate}", give=Text(f"counted-{give}", count=rate),
                     get=Text(f"counted-{get}", count=1), harbor=_card_word(give, tag)),
                tag,
            )  # fmt: skip
        options.append(
            discord.SelectOption(
                label=label[:100], value=json.dumps(engine.action_to_json(action), separators=(",", ":"))
            )
        )
    placeholder = localize(placeholder, tag)
    for part in range(0, min(len(options), 125), 25):
        chunk = options[part : part + 25]
        title = placeholder if len(options) <= 25 else f"{placeholder} ({part + 1}-{part + len(chunk)})"
        out.add_item(PickSelect(game_id, kind, part // 25, chunk, title[:150]))
    return out


def _card_word(card: str, tag: str) -> Text | Verbatim:
    """A card kind's name alone ("wool"; a commodity has none of its own yet: as the engine names it)."""
    return Text(f"resource-{card}") if localizer(tag).has(f"resource-{card}") else Verbatim(card)


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



def offer_text(offer: dict[str, Any], names: list[str], mention: Callable[[int], str], tag: str = ENGLISH) -> str:
    """An open offer's message in the game's language ``tag``; ``names`` as they appear in message text (escaped,
    see ui.escape)."""
    words = localizer(tag)
    to = ", ".join(mention(s) for s in offer["to"])
    head = "trade-counter-head" if offer["parent"] >= 0 else "trade-offer-head"
    lines = [words.format(Text(head, offer=str(offer["id"]), who=Verbatim(names[offer["seat"]]), to=Verbatim(to))),
             words.format(Text("trade-offer-terms", give=counts_text(offer["give"]), get=counts_text(offer["get"])))]
    answers = {r: Text(f"trade-answer-{r}") for r in ("accepted", "declined", "countered")}
    status = [words.format(Text("trade-answer", who=Verbatim(names[int(s)]), answer=answers.get(r, "…")))
              for s, r in offer["responses"].items()]  # fmt: skip
    lines.append(" · ".join(status))
    return "\n".join(lines)


def offer_buttons(
    game_id: int, offer: dict[str, Any], view: dict[str, Any], names: list[str], tag: str = ENGLISH
) -> discord.ui.View:
    """An open offer's buttons, in the game's language ``tag`` (the offer is posted in the thread)."""
    out = RoutedView()
    for op in ("accept", "decline", "counter", "withdraw"):
        out.add_item(TradeButton(game_id, offer["id"], op, label=localize(Text(f"buttons-trade-{op}"), tag)))
    if offer["seat"] == view["active"]:
        for s, r in offer["responses"].items():
            if r == "accepted":
                label = localize(Text("buttons-trade-confirm", name=Verbatim(names[int(s)])), tag)[:80]
                out.add_item(TradeButton(game_id, offer["id"], "confirm", int(s), label=label))
    return out


ALL_DYNAMIC_ITEMS = (LobbyButton, TurnButton, PickSelect, TradeButton)
