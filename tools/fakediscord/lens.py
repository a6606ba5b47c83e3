"""What people read of the bot's words, through a test's lens.

A lens sees every string the bot sends that a person reads (message content, embeds, button labels, menus and
their options, text displays, modals, autocomplete choices, thread names) and the commands it registers, as
the fake receives them, before they are stored: it may note problems (``World.lens_problems``, which fail the
test like any other problem) and hand the tests other words than the bot sent. Discord's limits are checked on
what the bot sent, never on the lens's words. A catanbot test suite uses it to run every test in the
pseudo-locale and read the bot back in English (tests/bot/pseudo_locale.py).
"""

from __future__ import annotations

import copy
from typing import Any, Protocol

from .limits import walk_components

JSON = dict[str, Any]
_SELECTS = {3, 5, 6, 7, 8}


class Lens(Protocol):
    def read(self, text: str, where: str) -> str:
        """What a person reads of ``text`` (shown in ``where``), as the tests should see it."""

    def commands(self, commands: list[JSON], where: str) -> None:
        """The commands the bot registered (names, descriptions, choices and their localizations)."""


def read_message(lens: Lens | None, data: JSON, where: str) -> JSON:
    """A message body (content, embeds, components, attachments' descriptions) as the lens reads it."""
    if lens is None:
        return data
    data = copy.deepcopy(data)
    if data.get("content"):
        data["content"] = lens.read(str(data["content"]), where)
    for embed in data.get("embeds") or []:
        _read_keys(lens, embed, ("title", "description"), f"{where}, embed")
        for part in ("footer", "author"):
            _read_keys(lens, embed.get(part) or {}, ("text", "name"), f"{where}, embed {part}")
        for item in embed.get("fields") or []:
            _read_keys(lens, item, ("name", "value"), f"{where}, embed field")
    for attachment in data.get("attachments") or []:
        if isinstance(attachment, dict):
            _read_keys(lens, attachment, ("description",), f"{where}, image description")
    read_components(lens, data.get("components") or [], where)
    return data


def read_components(lens: Lens, components: list[JSON], where: str) -> None:
    """Buttons, menus (placeholder, options), text displays, text inputs and labels, read in place."""
    for component in walk_components(components):
        kind = component.get("type")
        if kind == 2:
            _read_keys(lens, component, ("label",), f"{where}, button")
        elif kind in _SELECTS:
            _read_keys(lens, component, ("placeholder",), f"{where}, menu")
            for option in component.get("options") or []:
                _read_keys(lens, option, ("label", "description"), f"{where}, menu option")
        elif kind == 10:
            _read_keys(lens, component, ("content",), f"{where}, text")
        elif kind == 4:  # a form's text field (its value is what the person typed, or theirs kept)
            _read_keys(lens, component, ("label", "placeholder"), f"{where}, form field")
        elif kind == 18:
            _read_keys(lens, component, ("label", "description"), f"{where}, form label")


def read_modal(lens: Lens | None, data: JSON, where: str) -> JSON:
    if lens is None:
        return data
    data = copy.deepcopy(data)
    _read_keys(lens, data, ("title",), f"{where}, form title")
    read_components(lens, data.get("components") or [], f"{where}, form")
    return data


def read_choices(lens: Lens | None, choices: list[JSON], where: str) -> list[JSON]:
    if lens is None:
        return choices
    choices = copy.deepcopy(choices)
    for choice in choices:
        _read_keys(lens, choice, ("name",), f"{where}, autocomplete choice")
    return choices


def _read_keys(lens: Lens, item: JSON, keys: tuple[str, ...], where: str) -> None:
    for key in keys:
        if isinstance(item.get(key), str) and item[key]:
            item[key] = lens.read(item[key], where)


# The words of a component a lens may read otherwise (``read_components``), and of a menu's option.
_WORDS = ("label", "placeholder", "description", "content")


def sent_words(sent: list[JSON], read: list[JSON]) -> list[tuple[JSON, list[JSON]]] | None:
    """The words of ``sent`` (components as the bot sent them) where ``read`` (the same, as the lens reads them)
    has others: per component, depth first, (its words, its options' words); None where the lens changed none."""
    found = []
    changed = False
    for before, after in zip(walk_components(sent), walk_components(read), strict=True):
        words = {key: before[key] for key in _WORDS if key in before and before[key] != after.get(key)}
        options = [{key: a[key] for key in _WORDS if key in a and a[key] != b.get(key)}
                   for a, b in zip(before.get("options") or [], after.get("options") or [], strict=True)]  # fmt: skip
        changed = changed or bool(words) or any(options)
        found.append((words, options))
    return found if changed else None


def with_sent_words(components: list[JSON], words: list[tuple[JSON, list[JSON]]]) -> list[JSON]:
    """``components`` (as stored, a test may have changed an id, as a modified client would) with the words the bot
    sent (``sent_words``) back in them: what the bot gets back of its message."""
    out = copy.deepcopy(components)
    for component, (own, options) in zip(walk_components(out), words, strict=False):
        component.update(own)
        for option, said in zip(component.get("options") or [], options, strict=False):
            option.update(said)
    return out
