"""What people read, per rule set: the ``ui`` layer's registry (``engine.plugins``, issue #21 item 2).

Each rule set's plug-in is the folder ``ui/rules/<rule set>/`` whose ``__init__`` holds
``HOOKS = UiHooks(...)`` (``ui.rules.base``, ``ui.rules.cities_and_knights``, ...), found by the rule
set's name (issue #30 item 2). Shared modules (``ui.buttons``, ``ui.report``, ``ui.summary``,
``ui.spots``, ``ui.help``, and the Discord layer's hand message and menus) take the composed hooks of a
view with ``UI.of_view(view)`` and never ask which rule set it is. A new rule set adds its folder.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.plugins import LayerRegistry
from engine.rulesets import Wrap
from engine.topology import Topology
from ui.i18n.text import Text

View = dict[str, Any]
StepOps = Callable[[View, str, dict[str, Any]], list[str]]


@dataclass(frozen=True)
class UiHooks:
    """A rule set's texts and buttons. Tuples concatenate and mappings merge along the components;
    single hooks (None: not set here) replace, or wrap the earlier one (``Wrap``)."""

    # -- turn buttons (ui.buttons) --
    # (public view, step, the active player's public entry) -> the step's ops, before "My hand"
    step_ops: StepOps | Wrap | None = None
    # (public view, step) -> ops after "My hand" (the 2-player variant's trade-card actions)
    more_ops: tuple[Callable[[View, str], list[str]], ...] = ()
    # op -> the action kinds it leads to: ops beyond the base game's (``ui.buttons.BUTTON_KINDS``) that the
    # shared turn message labels (``button_kinds``: C&K), or that the rule set's cog adds (``own_button_kinds``:
    # the 2-player variant's, whose labels show prices); base ops the rule set has no use for
    button_kinds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    own_button_kinds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    dropped_ops: tuple[str, ...] = ()
    open_decisions: Callable[[View], list[dict[str, Any]]] | None = None  # decisions answered by "Answer…"
    # the private answer to one of its own ops whose menu would be empty, to the player the game waits on (a text,
    # or (view) -> text), and what the op does, after "You can't" (``ui.buttons.nothing_text``)
    nothing_texts: Mapping[str, Text | Callable[[View], Text]] = field(default_factory=dict)
    doing_texts: Mapping[str, Text] = field(default_factory=dict)
    # the op that answers decisions -> what a player owing one is told when they press another button first
    decision_first: Mapping[str, Text] = field(default_factory=dict)
    costs_note: Text | None = None  # after the building costs in "You can't build anything now: ..."
    # -- prompts, status and rules (ui.report) --
    prompts: tuple[Callable[[View, str], Text | str | None], ...] = ()  # asked before the step prompts
    # step -> what its player must do ("roll the dice (or play ... first)"); a later rule set's text replaces
    # an earlier one's (C&K: the Alchemist, not a development card, is played before the roll)
    step_prompts: Mapping[str, Text | str] = field(default_factory=dict)
    late_prompts: Mapping[str, Text | str] = field(default_factory=dict)  # steps without a prompt or an engine text
    status_lines: tuple[Callable[[View, list[str]], Sequence[Text | str]], ...] = ()
    # (a seat's view, names) -> why that seat may not open a trade in a phase of the rule set's own, or None
    # (``ui.offers.cannot_propose_text``: the 5-6 Special Build Phase and Second's phase)
    trade_closed_texts: tuple[Callable[[View, list[str]], Text | str | None], ...] = ()
    rules_text: Callable[[Mapping[str, Any]], Text | str] | None = None  # "Base game", "Cities & Knights (...)"
    # the award for the longest road by the rule set's name for it: "Longest Road", Seafarers' "Longest Trade
    # Route" (roads and ships together, SEA-LTR-1), in the status, the final standings and the lobby's options
    longest_road_name: Text | str | None = None
    # -- events (ui.summary): an event names its kind, so the lines of every rule set are asked --
    # (event, names, the game's island: labels of the spots events name by id) -> a line, or None
    event_lines: tuple[Callable[[dict[str, Any], list[str], Topology], Text | str | None], ...] = ()
    # (events told together) -> the same without those that a later one of them tells again (Seafarers: "Cy
    # has chosen." before the line naming Cy's gold)
    told_again: tuple[Callable[[list[dict[str, Any]]], list[dict[str, Any]]], ...] = ()
    seat_name: Callable[[int | None, list[str]], str] | None = None  # also seats without a player
    # the same in a catalogue line (a neutral player's colour in the reader's language); None: names, "nobody"
    seat_text: Callable[[int | None, list[str]], Any] | None = None
    # -- the thread's turns (ui.journal) --
    # pieces on paths beyond the roads, each ending a set-up placement as a road does (Seafarers' ships,
    # SEA-SHIP-10): the piece's name in "built" events -> how many of them a view shows
    path_pieces: Mapping[str, Callable[[View], int]] = field(default_factory=dict)
    # -- menus (ui.spots, cogs.play.components) --
    # (view, action, the reader's language) -> (display name, value)
    spot_choices: Mapping[str, Callable[[View, list[Any], str], tuple[str, str]]] = field(default_factory=dict)
    # board terrain values beyond the base game's six -> (the terrain's name, what a number on it yields in a
    # menu line, or None: no number shown) (Seafarers: a gold field yields "any", fog is face down)
    terrain_words: Mapping[int, tuple[str, str | None]] = field(default_factory=dict)
    choice_label: Callable[[View, Sequence[Any], list[str]], Text | str | None] | None = None
    # action kinds whose words need what the move took away (C&K's answers: the decision answered, gone once
    # answered, "answer #15: 0"): the mover's confirmation repeats the menu option they chose instead
    menu_worded: tuple[str, ...] = ()
    # (the mover's action, their seat, their move's events) -> the same without those that the mover's confirmation
    # ("✅ Done: ...") already says, so that their private notes do not say it again (C&K: a discard answer's card)
    said_by_move: tuple[Callable[[Sequence[Any], int, list[dict[str, Any]]], list[dict[str, Any]]], ...] = ()
    # -- the private hand message and the first line of a game (cogs.publishing.publisher) --
    # (view, lines so far) -> lines; Text (or, not yet in the catalogue, English strings) for the reader's language
    hand_lines: tuple[Callable[[View, list[Any]], list[Any]], ...] = ()
    seats_note: tuple[Callable[[View], Text | str], ...] = ()
    # -- the lobby: "option=value" -> the value's help line (5-6 players: what paired players are for) --
    option_notes: Mapping[str, Text | str] = field(default_factory=dict)
    option_labels: Mapping[str, Text | str] = field(default_factory=dict)  # its own options' names in the lobby
    option_values: Mapping[str, Text | str] = field(default_factory=dict)  # "option=value" -> the value's words
    # its decisions that pass by themselves after a time the lobby sets (game settings' "lapses") -> name
    lapse_labels: Mapping[str, Text | str] = field(default_factory=dict)
    # -- /catan help: topic -> (its line in the topic menu, its page), catalogue messages of the rule set's own --
    help_pages: Mapping[str, tuple[Text, Text]] = field(default_factory=dict)
    help_aliases: Mapping[str, str] = field(default_factory=dict)  # an older name of a topic -> the topic
    # its commands' old paths -> their paths now ("catan neutral road" -> "catan 2p neutral_road"): a client that
    # still sends an old one is told where it went (``cogs.interactions.tree.moved_text``)
    moved_commands: Mapping[str, str] = field(default_factory=dict)


UI: LayerRegistry[UiHooks] = LayerRegistry("ui", UiHooks)


def ui_of(view: Mapping[str, Any]) -> UiHooks:
    """The composed ``ui`` hooks of a view's rule set."""
    return UI.of_view(view)
