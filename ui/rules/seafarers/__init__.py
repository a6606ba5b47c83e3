"""What people read in Seafarers games (``ui.rulesets``): its turn buttons (a ship under Build…, Sail…,
Move pirate…, Choose gold…), prompts, status and rules lines, event lines, menu labels, the hand DM's
lines, the lobby's option notes and the help page ``seafarers``.

Everything here reads the public view or a seat's own view (the turn buttons the public one only, see
``ui.buttons``): never the fog stacks, which no view holds (SEA-INFO-1), and never another player's
committed gold choice (SEA-GOLD-2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.plugins import topology_of_view
from engine.rulesets import Wrap
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.i18n.words import counts_text
from ui.rules.seafarers.events import describe_sea_event, told_again
from ui.rules.seafarers.words import (
    LAYOUTS,
    MAX_SHIPS,
    SCENARIOS,
    TERRAIN_RESOURCE,
    TERRAIN_WORDS,
    edge_label,
    gold_value,
    hex_label,
    path_kind,
    scenario_name,
    sea,
    ship_owners,
    ships_on_hex,
)
from ui.rulesets import UiHooks

View = dict[str, Any]
SHIP, MOVE_SHIP, PIRATE, GOLD = "ship", "move_ship", "pirate", "gold"  # the engine's action kinds
GOLD_STEP, PIRATE_STEAL = "gold_choice", "pirate_steal"  # the engine's steps
ROBBER_START = "sea_robber_start"  # step and action: Through the Desert's robber placed by the first player
SAIL, PIRATE_OP, GOLD_OP, START_OP = "sail", "pirate", "gold", "robber_start"  # the rule set's own ops
BUTTON_KINDS = {
    "build": ("settlement", "road", "city", SHIP),  # a ship is built like the base pieces (SEA-SHIP-1)
    SAIL: (MOVE_SHIP,),
    PIRATE_OP: (PIRATE,),
    GOLD_OP: (GOLD,),
    START_OP: (ROBBER_START,),
    "steal": ("steal", "skip_steal"),  # the pirate's steal is the robber's (SEA-PIRATE-5)
}


def _step_ops(base: Callable[[View, str, dict[str, Any]], list[str]]) -> Callable[[View, str, dict[str, Any]], list[str]]:
    """Seafarers' turn buttons over the base game's (public view only, see ``ui.buttons``)."""

    def step_ops(view: View, step: str, me: dict[str, Any]) -> list[str]:
        if step == GOLD_STEP:
            return [GOLD_OP]  # everyone owing a choice answers with the same button, privately
        if step == PIRATE_STEAL:
            return ["steal"]
        if step == ROBBER_START:
            return [START_OP]  # SEA-TTD-4 (option starting_player_chooses)
        ops = base(view, step, me)
        if step == "move_robber" and "robber" in ops:
            ops.insert(ops.index("robber") + 1, PIRATE_OP)  # SEA-PIRATE-2: the robber or the pirate
        if step == "main" and "build" in ops and sea(view).get("can_sail"):
            # only when the active player has a ship that may move (SEA-SHIP-5/6): the engine's public
            # ``can_sail`` follows from the ships, buildings, pirate and turn, never from a hand
            ops.insert(ops.index("build") + 1, SAIL)
        return ops

    return step_ops


def gold_prompt(view: View, kind: str) -> Text | None:
    """What a player owing a gold choice is told (the turn message names everyone who owes one)."""
    if kind != GOLD_STEP:
        return None
    return Text("sea-thread-prompt-gold")


STEP_PROMPTS = {step: Text(f"sea-thread-prompt-{step.replace('_', '-')}")
                for step in (PIRATE_STEAL, "move_robber", "setup_road", "road_building", ROBBER_START)}


def rules_text(options: Mapping[str, Any]) -> Text:
    """'Seafarers: The Fog Island (printed layout)'."""
    layout = str(options.get("sea_layout", "printed"))
    scenario = str(options.get("sea_scenario", "new_shores"))
    return Text("sea-thread-rules", scenario=_named("scenario", scenario, SCENARIOS),
                layout=_named("layout", layout if layout in LAYOUTS else "printed", LAYOUTS))  # fmt: skip


def _named(what: str, key: str, known: Mapping[str, str]) -> Text | str:
    return Text(f"sea-thread-{what}-{key.replace('_', '-')}") if key in known else scenario_name(key)


def status_lines(view: View, names: list[str]) -> list[str | Text]:
    """The Seafarers part of /catan status: ships, chits, fog left, gold owed."""
    fields = sea(view)
    if not fields:
        return []
    owners = ship_owners(view)
    seats = [p["seat"] for p in view["players"]]
    counts = [sum(1 for o in owners.values() if o == seat) for seat in seats]
    ships = Items([f"{names[seat]} {k}" for seat, k in zip(seats, counts, strict=True)], style="unit")
    lines: list[str | Text] = [Text("sea-thread-status-ships", ships=ships)]
    chits = fields.get("chits") or []
    if any(chits):
        held = Items([f"{names[seat]} {chits[seat]}" for seat in seats if chits[seat]], style="unit")
        lines.append(Text("sea-thread-status-chits", chits=held))
    fog = fields.get("fog") or []
    if fog:
        lines.append(Text("sea-thread-status-fog", count=len(fog)))
    owed = fields.get("gold_owed") or []
    chosen = fields.get("gold_chosen") or []
    for seat, count in enumerate(owed):
        if count and not (seat < len(chosen) and chosen[seat]):
            lines.append(Text("sea-thread-status-gold", who=Verbatim(names[seat]), count=count))
    lines.append(Text("sea-thread-status-pirate", hex=hex_label(topology_of_view(view), fields.get("pirate", -1))))
    return lines


# --- menus and autocomplete (``ui.spots.action_choice``) ------------------------------------------------------


def _ship_choice(view: View, action: Sequence[Any], tag: str = ENGLISH) -> tuple[str, str]:
    shape = topology_of_view(view)
    label = edge_label(shape, action[1])
    said = Text("sea-menus-ship-choice", path=Verbatim(label), kind=path_kind(shape, action[1]))
    return localize(said, tag)[:100], label


def _move_choice(view: View, action: Sequence[Any], tag: str = ENGLISH) -> tuple[str, str]:
    shape = topology_of_view(view)
    frm, to = edge_label(shape, action[1]), edge_label(shape, action[2])
    said = Text("sea-menus-move-choice", start=Verbatim(frm), to=Verbatim(to), kind=path_kind(shape, action[2]))
    return localize(said, tag)[:100], f"{frm} to {to}"


def _pirate_choice(view: View, action: Sequence[Any], tag: str = ENGLISH) -> tuple[str, str]:
    shape = topology_of_view(view)
    label = hex_label(shape, action[1])
    seats = sorted(ships_on_hex(view, action[1]) - {view.get("you", {}).get("seat")})
    players = view["players"]
    colours: list[Arg] = [Text(f"thread-colour-{players[s]['colour']}") if "colour" in players[s] else str(s + 1)
                          for s in seats]  # fmt: skip
    who: Arg = Items(colours, style="unit") if colours else Text("spots-nobody")
    return localize(Text("sea-menus-pirate-target", hex=Verbatim(label), who=who), tag)[:100], label


def _gold_choice(view: View, action: Sequence[Any], tag: str = ENGLISH) -> tuple[str, str]:
    return localize(Text("sea-menus-gold-choice", cards=counts_text(tuple(action[1]))), tag)[:100], gold_value(action[1])


def _robber_start_choice(view: View, action: Sequence[Any], tag: str = ENGLISH) -> tuple[str, str]:
    label = hex_label(topology_of_view(view), action[1])
    return localize(Text("sea-menus-desert-choice", hex=Verbatim(label)), tag), label


SPOT_CHOICES: Mapping[str, Callable[[View, Sequence[Any], str], tuple[str, str]]] = {
    SHIP: _ship_choice, MOVE_SHIP: _move_choice, PIRATE: _pirate_choice, GOLD: _gold_choice,
    ROBBER_START: _robber_start_choice,
}  # fmt: skip


def choice_label(view: View, action: Sequence[Any], names: list[str]) -> Text | None:
    """Pirate targets name the ship owners by the game's names (the view has no names)."""
    if not action or action[0] != PIRATE:
        return None
    shape = topology_of_view(view)
    seats = sorted(ships_on_hex(view, action[1]) - {view.get("you", {}).get("seat")})
    owners = [Verbatim(names[s]) for s in seats if s < len(names)]
    who: Arg = Items(owners, style="unit") if owners else Text("spots-nobody")
    return Text("sea-menus-pirate-target", hex=Verbatim(hex_label(shape, action[1])), who=who)


# --- the question to each player owing a gold choice (``cogs.rules.seafarers.gold``) --------------------------


def gold_question(mention: str, count: int, choosers: int = 1) -> Text:
    """``choosers``: how many players owe a choice now. Alone, the choice is told as soon as it is made; with
    others, it stays hidden until all have chosen (SEA-GOLD-2)."""
    return Text("sea-hand-gold-question", mention=Verbatim(mention), count=count, hidden="yes" if choosers > 1 else "no")


def gold_step_text(card: int, owed: int) -> Text:
    """The prompt of one step of a gold choice made card by card (many cards owed)."""
    return Text("sea-menus-gold-step", card=card, owed=owed)


def gold_answered(name: str | None) -> Text:
    """The question closed, where Discord refuses to delete it (the turn's log tells the rest); ``name``: the
    player's (None: unknown)."""
    return Text("sea-hand-gold-answered", who=Verbatim(name) if name is not None else Text("sea-hand-the-player"))


# --- the hand DM -------------------------------------------------------------------------------------------


def hand_lines(view: View, lines: list[Arg]) -> list[Arg]:
    """Ships left, Catan chits, and a gold choice owed or made (the seat's own, SEA-GOLD-2)."""
    fields = sea(view)
    if not fields:
        return lines
    seat = view["you"]["seat"]
    placed = sum(1 for o in ship_owners(view).values() if o == seat)
    out = [*lines, Text("sea-hand-ships", placed=placed, left=MAX_SHIPS - placed)]
    chits = fields.get("chits") or []
    if seat < len(chits) and chits[seat]:
        out.append(Text("sea-hand-chits", count=chits[seat]))
    owed = (fields.get("gold_owed") or [0] * (seat + 1))[seat]
    mine = (view["you"].get("seafarers") or {}).get("gold_choice")
    if mine is not None:
        out.append(Text("sea-hand-gold-choice", cards=counts_text(tuple(mine))))
    elif owed:
        out.append(Text("sea-hand-gold-owed", count=owed))
    return out


# --- nothing to do ------------------------------------------------------------------------------------------

_BUTTON_WORDS = {SAIL: "sail", PIRATE_OP: "pirate", GOLD_OP: "gold", START_OP: "start"}  # op -> its keys' word
NOTHING_TEXTS: Mapping[str, Text | Callable[[View], Text]] = {
    op: Text(f"sea-buttons-nothing-{word}") for op, word in _BUTTON_WORDS.items()
}
DOING_TEXTS = {op: Text(f"sea-buttons-doing-{word}") for op, word in _BUTTON_WORDS.items()}

OPTION_NOTES = {
    **{f"sea_scenario={k}": Text(f"sea-thread-note-{k.replace('_', '-')}")
       for k in ("new_shores", "four_islands", "fog_island", "through_the_desert")},
    "sea_layout=printed": Text("sea-thread-note-printed"),
    "sea_layout=variable": Text("sea-thread-note-variable"),
}  # fmt: skip

HOOKS = UiHooks(
    step_ops=Wrap(_step_ops),
    button_kinds=BUTTON_KINDS,
    nothing_texts=NOTHING_TEXTS,
    doing_texts=DOING_TEXTS,
    costs_note=Text("sea-buttons-costs-note"),
    prompts=(gold_prompt,),
    step_prompts=STEP_PROMPTS,
    status_lines=(status_lines,),
    rules_text=rules_text,
    longest_road_name=Text("sea-thread-route-name"),  # SEA-LTR-1: roads and ships count together
    event_lines=(describe_sea_event,),
    told_again=(told_again,),
    path_pieces={SHIP: lambda view: len(sea(view).get("ships") or ())},  # a set-up ship ends a placement
    spot_choices=SPOT_CHOICES,
    terrain_words={6: (Text("sea-menus-terrain-gold"), Text("sea-menus-yields-any")),
                   7: (Text("sea-menus-terrain-fog"), None), 8: (Text("sea-menus-terrain-sea"), None)},
    choice_label=choice_label,
    hand_lines=(hand_lines,),
    option_notes=OPTION_NOTES,
    option_values={**{f"sea_scenario={k}": Text(f"sea-thread-scenario-{k.replace('_', '-')}")
                      for k in ("new_shores", "four_islands", "fog_island", "through_the_desert")},
                   **{f"sea_layout={k}": Text(f"sea-thread-layout-{k}") for k in ("printed", "variable")}},
    option_labels={option: Text(f"sea-thread-option-{option.removeprefix('sea_').replace('_', '-')}") for option in (
        "sea_scenario", "sea_layout", "sea_gold_choice_order", "sea_svp_per_area", "sea_ttd_robber_start",
        "sea_4i_first_foreign_one", "sea_harbor_types")},
    help_pages={"seafarers": (Text("help-seafarers.menu"), Text("help-seafarers"))},
)

__all__ = [
    "BUTTON_KINDS", "GOLD", "GOLD_OP", "GOLD_STEP", "HOOKS", "MOVE_SHIP", "PIRATE", "PIRATE_OP", "ROBBER_START", "SAIL",
    "SHIP", "START_OP",
    "TERRAIN_RESOURCE", "TERRAIN_WORDS", "hand_lines", "rules_text", "status_lines",
]  # fmt: skip
