"""Forms (modals) that still answer after a restart, as the buttons of ``cogs.interactions.dispatch`` do.

discord.py keeps an open modal as an object in the process that opened it and routes its submission by
exact custom id; after a restart nothing knows the id, the submission is dropped and the person sees
"This interaction failed". A ``RoutedForm`` is never kept: it is stopped before it is shown (discord.py
stores only unfinished modals), its custom id carries its context (``catan:ordp:GAME``), and every
submission goes through the bot's ``Forms`` (its ``on_interaction``), which rebuilds the form from the
id and hands it to the flow routed for its class, with the same code before and after a restart.
Values are read from the submission and checked (``cogs.interactions.inputs``) before the flow sees them.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterator, Mapping
from typing import Any, ClassVar, Self

import discord

from cogs.interactions import inputs
from cogs.interactions.common import AnsweredModal
from cogs.interactions.release import release

MAX_FIELDS = 5  # a modal holds at most 5 inputs


class RoutedForm(AnsweredModal):
    """A form routed by its custom id (``template``, a regular expression of its named parts)."""

    template: ClassVar[re.Pattern[str]]
    values: Mapping[str, str]  # the submitted values by input custom id (set by ``Forms.route``)

    def __init_subclass__(cls, *, template: str, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.template = re.compile(template)

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> Self:
        """The form its custom id describes."""
        raise NotImplementedError

    async def show(self, interaction: discord.Interaction) -> None:
        """Open the form as the answer to ``interaction``; its submission comes to ``Forms.route``."""
        self.stop()  # not kept by discord.py: a kept one would answer too, and not after a restart
        await interaction.response.send_modal(self)


FormHandler = Callable[[discord.Interaction, Any], Awaitable[None]]


class Forms:
    """Which flow answers each kind of form; the bot holds one (``bot.forms``) and listens with ``route``."""

    def __init__(self) -> None:
        self._handlers: dict[type[RoutedForm], FormHandler] = {}

    def add(self, kind: type[RoutedForm], handler: FormHandler) -> None:
        if kind in self._handlers:
            raise ValueError(f"{kind.__name__} is routed already")
        self._handlers[kind] = handler

    async def route(self, interaction: discord.Interaction) -> None:
        """Answer a form's submission if it is one of ours; other interactions are left alone."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data = interaction.data or {}
        custom_id = data.get("custom_id")
        if not isinstance(custom_id, str) or len(custom_id) > 100:
            return
        for kind, handler in self._handlers.items():
            match = kind.template.fullmatch(custom_id)
            if match is None:
                continue
            form = kind.from_custom_id(match)  # the template matched: its parts are what it expects
            try:
                form.values = {
                    inputs.text(k, "A field's id", limit=100): inputs.text(v, "A field")
                    for k, v in _inputs(data.get("components"))
                }
                await handler(interaction, form)
            except Exception as exc:
                await form.on_error(interaction, exc)  # a form's one error path (``AnsweredModal``)
            finally:
                release(interaction)
            return


def _inputs(components: Any, depth: int = 0) -> Iterator[tuple[object, object]]:
    """(custom id, value) of each input of a submission (a menu's: its pick), whether in action rows or labels."""
    if depth > 3 or not isinstance(components, list):
        return
    for component in components[: MAX_FIELDS * 2]:
        if not isinstance(component, dict):
            continue
        if "value" in component and "custom_id" in component:
            yield component["custom_id"], component["value"]
        elif "values" in component and "custom_id" in component:
            yield component["custom_id"], _picked(component["values"])
        for inner in ("components", "component"):
            child = component.get(inner)
            yield from _inputs(child if isinstance(child, list) else [child] if child else [], depth + 1)


def _picked(values: object) -> object:
    """The one entry picked in a form's menu ("" for none; ours allow one): anything else is passed on as it
    came, and ``inputs.text`` refuses it."""
    if isinstance(values, list) and len(values) <= 1:
        return values[0] if values else ""
    return values
