"""What the board page adds per rule set: the ``web`` layer's registry (``engine.plugins``, issue #21).

Each rule set's plug-in is its folder ``web.rules.<name>`` whose ``__init__`` holds ``HOOKS = WebHooks(...)``:
the front-end scripts (``web/static/rules/<name>.js``) that draw its pieces and offer its moves, loaded
after the shared page in composition order (base first), the words a screen reader says for those
pieces (``labels``: computed from the document's own view, in the viewer's language), the board status's
line of its own and its words in each player's line (``web.status``), and the board's wording of the lines
that tell a Discord user which button or command to use (``words``). The shared server code never asks which
rule set a game plays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import topology as topo
from engine.plugins import LayerRegistry, topology_of_view
from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Text, Verbatim
from ui.rulesets import ui_of

# (a view, the people's names by seat, the viewer's language) -> {group: {spot id: words} or words}
Labels = Callable[[dict[str, Any], list[str], str], dict[str, Any]]
# (a view, the people's names by seat) -> the status line of a rule set's own (C&K: the barbarians), or None
Summary = Callable[[dict[str, Any], list[str]], Arg | None]
# (a view, a player's public entry) -> the rule set's counts in that player's line (C&K: improvements, knights)
PlayerWords = Callable[[dict[str, Any], dict[str, Any]], Sequence[Arg]]


@dataclass(frozen=True)
class WebHooks:
    """A rule set's part of the board page. Tuples concatenate along the components."""

    scripts: tuple[str, ...] = ()  # paths under web/static, loaded by the page in this order
    labels: tuple[Labels, ...] = ()  # the words of the pieces its script draws (``document``'s "labels")
    # action kinds played on a spot that the decision images have no kind for (the decision kinds,
    # ``rendering.decision``, are asked first): kind -> ("vertex", "edge" or "hex", where the spot is in the action)
    spots: Mapping[str, tuple[str, int]] = field(default_factory=dict)
    summary: tuple[Summary, ...] = ()  # the board status's one line of the rule set's own (``web.status``)
    player_words: tuple[PlayerWords, ...] = ()  # its counts in each player's line of the Players panel
    # a catalogue key of a line that tells a Discord user what to press or type (a prompt's, a hand line's) ->
    # the key of the board's own wording of it (attributes follow: "<key>.about" -> "<board key>.about")
    words: Mapping[str, str] = field(default_factory=dict)


WEB: LayerRegistry[WebHooks] = LayerRegistry("web", WebHooks)


def web_of(view: Mapping[str, Any]) -> WebHooks:
    """The composed ``web`` hooks of a view's rule set."""
    return WEB.of_view(view)


def piece_labels(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    """Every rule set's labels of the pieces on the board (later components add groups or replace them)."""
    out: dict[str, Any] = {}
    for labels in web_of(view).labels:
        out.update(labels(view, names, tag))
    return out


def who(view: dict[str, Any], seat: int | None, names: list[str]) -> Arg:
    """A piece owner's name in a label: a person's, or a rule set's name for an owner without a person
    (the 2-player variant's neutrals, ``UiHooks.seat_text``)."""
    text = ui_of(view).seat_text
    if text is not None:
        return text(seat, names)
    if seat is not None and 0 <= seat < len(names):
        return Verbatim(names[seat])
    return Verbatim("?")


def vertex_label(view: dict[str, Any], v: int) -> str:
    labels = topology_of_view(view).VERTEX_LABELS
    return labels[v] if 0 <= v < len(labels) else "?"


def edge_label(view: dict[str, Any], e: int) -> str:
    labels = topology_of_view(view).EDGE_LABELS
    return labels[e] if 0 <= e < len(labels) else "?"


def hex_label(view: dict[str, Any], h: int) -> str:
    """A land hex's letter, or the letters of a hex of the frame after the land (``engine.topology.hex_label``)."""
    shape = topology_of_view(view)
    return shape.HEX_LABELS[h] if 0 <= h < shape.N_HEX else topo.hex_label(h)


def explanations(prefix: str, keys: Sequence[str], tag: str) -> list[dict[str, str]]:
    """A rule set's short explanations of its own parts for the board's "?" list (a plug-in's labels, shown by its
    script with ``ctx.explain``): each key's title ``<prefix>-board-help-<key>`` and text (``...-text``)."""
    return [
        {"key": key, "title": localize(Text(f"{prefix}-board-help-{key}"), tag),
         "text": localize(Text(f"{prefix}-board-help-{key}-text"), tag)}
        for key in keys
    ]  # fmt: skip
