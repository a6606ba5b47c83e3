"""Cities & Knights in words (the ``ui`` layer's plug-in, ``HOOKS``): the status, the rules line, the hand
lines, the help page, the prompts and turn buttons of its steps. ``words``: tracks, knights, progress
cards and their effects; ``decisions``: the menu labels of answers and what a player owes; ``events``:
the event lines.

No Discord here. Everything public is built from the public view and redacted events: commodities are
counted, never named with a count (what a player holds of each stays private) except where they go
back to the bank before everyone (discards, bank trades), and progress cards are named only when they
are played (the deck they came from is public, the card is not).
"""

from __future__ import annotations

from typing import Any

from engine.constants import CITY
from engine.plugins import topology_of_view
from engine.rulesets import Wrap
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.rules.cities_and_knights.confirmation import discarded_card
from ui.rules.cities_and_knights.decisions import answer_choice_label, decision_text, open_decisions, owed_text
from ui.rules.cities_and_knights.events import describe_ck_event
from ui.rules.cities_and_knights.words import (
    ANSWER_KINDS,
    CARD_TEXT,
    IMPROVE_KINDS,
    IMPROVEMENTS,
    KNIGHT_KINDS,
    TRACKS,
    card_line,
    card_name,
    progress_kinds,
    vertex,
)
from ui.rulesets import UiHooks
from ui.spots import vertex_choice

# What the other layers and the tests use of the expansion's words (its modules: ``words``, ``decisions``,
# ``events``; here its status, rules line, hand lines, help page and the plug-in's hooks).
__all__ = [
    "ANSWER_KINDS", "CARD_TEXT", "HOOKS", "KNIGHT_KINDS", "TRACKS", "answer_choice_label", "card_name",
    "decision_text", "describe_ck_event", "hand_lines", "open_decisions", "progress_kinds", "rules_text",
]  # fmt: skip


# --- status and help -------------------------------------------------------------------------------


def status_lines(view: dict[str, Any], names: list[str]) -> list[Text]:
    """The C&K part of /catan status: barbarians, rules, each player's development and knights."""
    ck = view["ck"]
    lines = [Text("ck-thread-status-barbarians", position=ck["barbarian"], of=ck["barbarian_steps"],
                  attacks=ck["attacks"], strength=sum(1 for b in view["buildings"] if b[2] == 2))]  # fmt: skip
    strength = [0] * len(view["players"])
    for _v, owner, s, active in ck["knights"]:
        if active:
            strength[owner] += s
    for p in view["players"]:
        trade, politics, science = p["levels"]
        metro = [Text(f"ck-thread-track-{TRACKS[t]}") for t, v in enumerate(ck["metropolis"])
                 if v >= 0 and _owner(view, v) == p["seat"]]  # fmt: skip
        line = Text("ck-thread-status-player", who=Verbatim(names[p["seat"]]), trade=trade, politics=politics,
                    science=science, knights=strength[p["seat"]], progress=p["progress_cards"]["count"],
                    defenders=p["defenders"])  # fmt: skip
        lines.append(Text("ck-thread-status-metropolis", line=line, tracks=Items(metro, style="unit")) if metro else line)
    for d in open_decisions(view):  # the engine's text of what is owed (still English, issue #33)
        lines.append(Text("ck-thread-status-owed", who=Verbatim(names[d["seat"]]), what=decision_text(d, names)))
    return lines


def _owner(view: dict[str, Any], v: int) -> int:
    return next((o for at, o, _k in view["buildings"] if at == v), -1)


def rules_text(options: dict[str, Any]) -> Text:
    """'Cities & Knights (13 VP, barbarians 7 steps, Knight errant)' or 'Base game'."""
    if options.get("expansion") != "cities_and_knights":
        return Text("thread-rules-base")
    extras = [Text("ck-thread-rules-barbarians", steps=options.get("barbarian_steps", 7))]
    for key in ("ck_knight_errant", "ck_easy_start", "ck_nasty"):
        if options.get(key):
            extras.append(Text(f"ck-thread-rules-{key.removeprefix('ck_').replace('_', '-')}"))
    return Text("ck-thread-rules", extras=Items(extras, style="unit"))


def hand_lines(view: dict[str, Any]) -> list[Arg]:
    """The C&K part of a player's private hand message: progress cards with their effect, development."""
    you = view["you"]
    me = view["players"][you["seat"]]
    cards = you.get("progress_cards") or []
    lines: list[Arg] = [Text("ck-hand-progress-cards", count=len(cards)) if cards else Text("ck-hand-no-progress-cards")]
    lines += [hand_card_line(c) for c in cards]
    levels = [
        Text("ck-hand-level", track=Text(f"ck-thread-track-{t}"), level=lvl,
             improvement=Text(f"ck-thread-improvement-{IMPROVEMENTS[i][lvl - 1].lower().replace(' ', '-')}") if lvl else "")
        for i, (t, lvl) in enumerate(zip(TRACKS, me["levels"], strict=True))
    ]  # fmt: skip
    lines.append(Text("ck-hand-improvements", levels=Items(levels, style="unit")))
    mine = [k for k in view["ck"]["knights"] if k[1] == you["seat"]]
    if mine:
        shape = topology_of_view(view)
        knights = [Text("ck-hand-knight", strength=s, at=vertex(v, shape), active="yes" if a else "no")
                   for v, _o, s, a in mine]  # fmt: skip
        lines.append(Text("ck-hand-knights", knights=Items(knights, style="unit")))
    return lines


def hand_card_line(card: str) -> Text:
    """'• Crane — your next city improvement ...': a progress card in the hand with its effect."""
    if card not in CARD_TEXT:
        return Text("ck-hand-card", card=Verbatim(card_line(card)))
    return Text("ck-hand-card-effect", card=Text(f"ck-thread-card-{card.replace('_', '-')}"),
                effect=Text(f"ck-hand-effect-{card.replace('_', '-')}"))  # fmt: skip


# --- the plug-in (ui.rulesets) ---------------------------------------------------------------------

STEP_PROMPTS = {step: Text(f"ck-thread-prompt-{step.removeprefix('ck_').replace('_', '-')}")
                for step in ("ck_setup_city", "ck_free_roads", "ck_resolving")}


def _step_ops(base: Any) -> Any:
    """The turn buttons of C&K's steps over the base game's (public view only, see ``ui.buttons``)."""

    def step_ops(view: dict[str, Any], step: str, me: dict[str, Any]) -> list[str]:
        if open_decisions(view):
            # Decisions owed (a 7's discards, the robber, a card's victims, the barbarians): their answers, and
            # in the main step trade offers, which the rules leave open meanwhile.
            return ["answer", "trade"] if step == "main" else ["answer"]
        if step in ("ck_setup_city", "ck_free_roads"):
            return ["build"]
        if step == "pre_roll":
            ops = ["roll"]
            if me["progress_cards"]["count"]:
                ops.append("progress")  # the Alchemist is played before the roll (CK-TURN-1)
            if view["options"].get("ck_knight_errant"):
                ops.append("knights")  # CK-VAR-KE-1: chase the robber before the roll
            return ops
        if step in ("move_robber", "steal"):
            return ["robber" if step == "move_robber" else "steal"]  # no development cards to play meanwhile
        if step == "main":
            ops = ["build", "knights"]
            active = view["active"]
            if any(owner == active and kind == CITY for _v, owner, kind in view["buildings"]):
                ops.append("improve")  # a city improvement needs a city
            # Progress… stays in the main step even with no card held: a card played this turn (Commercial
            # Harbor) opens actions of its own, and whether one was played is not in the view.
            return [*ops, "progress", "trade", "bank", "end"]
        return base(view, step, me)

    return step_ops


def decision_prompt(view: dict[str, Any], kind: str) -> Text | None:
    """An owed decision said to its player, with the button they will find (a 7's discard too: C&K has
    no Discard button, its discards are answers); its ``.about`` says it about them; None for a step that
    is not a decision."""
    decision = next((d for d in open_decisions(view) if d["kind"] == kind), None)
    if decision is None:
        return None
    return Text("ck-thread-decision-prompt", what=owed_text(kind, to_owner=True), step=owed_text(kind))


def _hand_lines(view: dict[str, Any], lines: list[Arg]) -> list[Arg]:
    """Progress cards instead of development cards in the hand message."""
    return [line for line in lines if not (isinstance(line, Text) and line.key == "hand-dev-cards")] + hand_lines(view)


def _no_progress(view: dict[str, Any]) -> Text:
    if view["step"] == "pre_roll":
        return Text("ck-buttons-nothing-progress-pre-roll")
    return Text("ck-buttons-nothing-progress")


# The private answers to the expansion's turn buttons when their menu would be empty (``ui.buttons.nothing_text``)
NOTHING_TEXTS = {
    "progress": _no_progress,
    "knights": Text("ck-buttons-nothing-knights"),
    "improve": Text("ck-buttons-nothing-improve"),
    "answer": Text("ck-buttons-nothing-answer"),
}
DOING_TEXTS = {op: Text(f"ck-buttons-doing-{op}") for op in ("knights", "improve", "progress", "answer")}

# Its options' names in the lobby message (``cogs.publishing.lobby_messages``).
OPTION_LABELS = {option: Text(f"ck-thread-option-{option.replace('_', '-')}")
                 for option in ("barbarian_steps", "ck_knight_errant", "ck_easy_start", "ck_nasty")}

HOOKS = UiHooks(
    step_ops=Wrap(_step_ops),
    button_kinds={"build": ("settlement", "road", "city", "wall"), "knights": KNIGHT_KINDS, "improve": IMPROVE_KINDS, "progress": progress_kinds(), "answer": ANSWER_KINDS},
    dropped_ops=("buy", "dev", "discard"),  # no development cards; a 7's discards are answers
    open_decisions=open_decisions,
    nothing_texts=NOTHING_TEXTS,
    doing_texts=DOING_TEXTS,
    decision_first={"answer": Text("ck-buttons-decision-first")},
    costs_note=Text("ck-buttons-costs-note"),
    # CK-TURN-1 step 1: no development cards; the one card played before the roll is the Alchemist.
    step_prompts={"pre_roll": Text("ck-thread-prompt-pre-roll")},
    prompts=(decision_prompt,),
    late_prompts=STEP_PROMPTS,
    status_lines=(status_lines,),
    rules_text=rules_text,
    event_lines=(describe_ck_event,),
    choice_label=answer_choice_label,
    menu_worded=ANSWER_KINDS,  # an answer's own words need its decision, gone once answered
    said_by_move=(discarded_card,),  # a discard's card: the Done line names it
    hand_lines=(_hand_lines,),
    option_labels=OPTION_LABELS,
    spot_choices={"wall": vertex_choice},  # under one's city
    help_pages={"cities_and_knights": (Text("help-cities_and_knights.menu"), Text("help-cities_and_knights"))},
    help_aliases={"cities_knights": "cities_and_knights"},  # the topic's name until issue #30
)
