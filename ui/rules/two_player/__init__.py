"""What people read about the 2-player variant (shared/rules/two_player.md): the neutral players' names,
the variant's events in words, its prompts, status and hand lines, and its turn-button labels.

Neutral players own pieces as seats 2 and 3 but are nobody's seat in Discord, so the names lists of a
2-player game have two entries: ``seat_name`` names a neutral seat by its colour instead.
"""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.plugins import topology_of_view
from engine.rules.two_player.record import NEUTRAL_COLOURS, NEUTRAL_SEATS
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Items, Text, Verbatim
from ui.i18n.words import counts_text, piece_name
from ui.rulesets import UiHooks
from ui.summary import joined

NEUTRAL_KINDS = ("neutral_road", "neutral_settlement")
CARD_ACTIONS = ("forced_trade", "robber_to_desert", "knight_for_trade_cards")
GIVE_BACK = "forced_trade_give"

# Prompts of the variant's own steps (ui.report.prompt_for).
STEP_PROMPTS = {step: Text(f"two-thread-prompt-{step.replace('_', '-')}")
                for step in ("neutral_road", "neutral_settlement", "forced_trade_give")}
SECOND_ROLL_PROMPT = Text("two-thread-prompt-second-roll")

# Turn buttons of the variant: op -> the action kinds it leads to (enabled only when one is legal).
BUTTON_KINDS: dict[str, tuple[str, ...]] = {
    "neutral": NEUTRAL_KINDS,
    "giveback": (GIVE_BACK,),
    "forced": ("forced_trade",),
    "desert": ("robber_to_desert",),
    "knight": ("knight_for_trade_cards",),
}


def neutral_name(seat: int) -> str:
    """'White (neutral)' for neutral seat 2."""
    index = seat - NEUTRAL_SEATS[0]
    colour = NEUTRAL_COLOURS[index] if 0 <= index < len(NEUTRAL_COLOURS) else f"seat {seat}"
    return f"{colour.capitalize()} (neutral)"


def seat_name(seat: int | None, names: list[str]) -> str:
    """A seat's name; a seat beyond the names list is a neutral player's in a 2-player game."""
    if seat is None or seat < 0:
        return "nobody"
    if seat < len(names):
        return names[seat]
    return neutral_name(seat) if seat in NEUTRAL_SEATS else "nobody"


def neutral_text(seat: int) -> Text:
    """'White (neutral)' in the reader's language."""
    index = seat - NEUTRAL_SEATS[0]
    name = NEUTRAL_COLOURS[index] if 0 <= index < len(NEUTRAL_COLOURS) else str(seat)
    colour: Arg = Text(f"thread-colour-{name}") if name in NEUTRAL_COLOURS else name
    return Text("two-thread-neutral", name=name, colour=colour)


def seat_text(seat: int | None, names: list[str]) -> Arg:
    """A seat's name in a line: a neutral player's by its colour (``UiHooks.seat_text``)."""
    if seat is None or seat < 0:
        return Text("thread-nobody")
    if seat < len(names):
        return Verbatim(names[seat])
    return neutral_text(seat) if seat in NEUTRAL_SEATS else Text("thread-nobody")


def _spot(piece: str, at: int, shape: topo.Topology) -> str:
    return shape.EDGE_LABELS[at] if piece == "road" else shape.VERTEX_LABELS[at]


def describe_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> Text | None:
    """A line for an event of the variant (or a base event the variant adds to); None for other events.
    Spots are named on ``shape``, the game's island (the standard one if None)."""
    t = event["type"]
    island = shape or topo.STANDARD

    def n(seat: int | None) -> Arg:
        return seat_text(seat, names)

    def say(key: str, **args: Arg) -> Text:
        return Text(f"two-thread-{key}", **args)

    if t == "rolled" and "roll" in event:
        dice = dict(total=event["total"], die1=event["dice"][0], die2=event["dice"][1])
        if event["roll"] == 1:
            return say("first-roll", who=n(event["seat"]), **dice)
        again = event.get("rethrown") or []
        if again:
            thrown = Items([f"{a}+{b}" for a, b in again], style="unit")
            return say("second-roll-again", who=n(event["seat"]), thrown=thrown, **dice)
        return say("second-roll", who=n(event["seat"]), **dice)
    if t == "trade_cards_gained":
        reason = event["reason"] if event["reason"] in ("settlement", "knight") else "other"
        text = say("cards-gained", who=n(event["seat"]), count=event["count"], reason=reason)
        if event["count"] < event["earned"]:
            text = say("cards-gained-capped", gained=text, earned=event["earned"], supply=event["supply"])
        return say("cards-held", gained=text, held=event["held"])
    if t == "neutral_built":
        where = Verbatim(_spot(event["piece"], event["at"], island))
        piece = str(event["piece"])
        if event["seat"] is None:
            return say("neutral-starts", neutral=n(event["neutral"]), piece=piece, name=piece_name(piece), at=where)
        return say("neutral-built", who=n(event["seat"]), piece=piece, name=piece_name(piece), neutral=n(event["neutral"]), at=where)
    if t == "neutral_fallback":
        return say("neutral-fallback")
    if t == "neutral_skipped":
        return say("neutral-skipped")
    if t == "forced_trade":
        drawn = counts_text(event["cards"]) if "cards" in event else Text("count-cards", count=event["count"])
        return say("forced-trade", who=n(event["seat"]), paid=event["paid"], drawn=drawn, victim=n(event["victim"]))
    if t == "forced_trade_given":
        given = counts_text(event["cards"]) if "cards" in event else Text("count-cards", count=2)
        return say("forced-given", who=n(event["seat"]), given=given, victim=n(event["victim"]))
    if t == "robber_moved" and event.get("trade_card"):
        return say("robber-desert", who=n(event["seat"]), paid=event["paid"], hex=Verbatim(island.HEX_LABELS[event["hex"]]))
    if t == "knight_removed":
        return say("knight-removed", who=n(event["seat"]), knights=event["knights"])
    if t == "largest_army" and event["seat"] < 0:
        return say("army-aside")
    return None


def prompt(view: dict[str, Any], kind: str) -> Text | None:
    """The prompt for a blocking decision of the variant, or None to use the base game's."""
    two = view.get("two_player")
    if two is None:
        return None
    if kind == "pre_roll" and len(two["rolls"]) == 1:
        return SECOND_ROLL_PROMPT
    return STEP_PROMPTS.get(kind)


def seats_note(view: dict[str, Any]) -> Text | str:
    """What the seats line adds in the variant: the neutral players, who build where the builder chooses."""
    two = view.get("two_player")
    if two is None:
        return ""
    colours = [Text("two-thread-colour", name=colour, colour=Text(f"thread-colour-{colour}"))
               for colour in (NEUTRAL_COLOURS[n["seat"] - NEUTRAL_SEATS[0]] for n in two["neutrals"])]
    return Text("two-thread-seats-note", neutrals=Items(colours, style="unit"))


def status_lines(view: dict[str, Any], names: list[str]) -> list[Text]:
    """Trade cards of each real player and the neutral players' pieces (empty outside the variant)."""
    two = view.get("two_player")
    if two is None:
        return []
    held = Items([Text("two-thread-status-held", who=Verbatim(n), count=count, price=price)
                  for n, count, price in zip(names, two["trade_cards"], two["action_price"], strict=False)],
                 style="unit")  # fmt: skip
    lines = [Text("two-thread-status-cards", held=held, supply=two["trade_card_supply"])]
    if two["rolls"]:
        rolls = [Text("two-thread-status-roll", total=a + b, die1=a, die2=b) for a, b in two["rolls"]]
        lines.append(Text("two-thread-status-rolls", rolls=joined(rolls, "two-thread-then")))
    for neutral in two["neutrals"]:
        line = Text("two-thread-status-neutral", neutral=neutral_text(neutral["seat"]), settlements=neutral["settlements"],
                    roads=neutral["roads"], length=neutral["road_length"])  # fmt: skip
        lines.append(Text("thread-status-awards", line=line, awards=Text("thread-longest-road-name")) if neutral["longest_road"] else line)
    return lines


def hand_lines(view: dict[str, Any]) -> list[Arg]:
    """The trade-card line of a player's hand message (empty outside the variant)."""
    two = view.get("two_player")
    if two is None:
        return []
    seat = view["you"]["seat"]
    held, price = two["trade_cards"][seat], two["action_price"][seat]
    lines: list[Arg] = [Text("two-hand-trade-cards", held=held, price=price)]
    if two["forced_trade_give"] and view["active"] == seat:
        lines.append(Text("two-hand-give-back"))
    return lines


def button_label(op: str, view: dict[str, Any]) -> Text:
    """A turn button's label (``two-buttons-<op>``); the paid actions show what they cost the player whose turn
    it is. The turn message is everyone's: it is put into the game's language."""
    two = view.get("two_player") or {}
    prices = two.get("action_price") or []
    active = view.get("active", 0)
    return Text(f"two-buttons-{op}", count=prices[active] if 0 <= active < len(prices) else 1)


def neutral_choice(view: dict[str, Any], action: list[Any], tag: str = ENGLISH) -> tuple[str, str]:
    """(display name, value) of a neutral placement: 'White (neutral): 12-13: ...', 'white 12-13' (the name in
    language ``tag``; the value as it is typed)."""
    from ui.spots import MAX_NAME, edge_text, vertex_text  # ui.spots imports this module

    kind, seat, spot = action[0], action[1], action[2]
    where = edge_text(view, spot, tag) if kind == "neutral_road" else vertex_text(view, spot, tag)
    label = _spot("road" if kind == "neutral_road" else "settlement", spot, topology_of_view(view))
    colour = NEUTRAL_COLOURS[seat - NEUTRAL_SEATS[0]]
    name = localize(Text("two-buttons-neutral-choice", who=neutral_text(seat), where=Verbatim(where)), tag)
    return name[:MAX_NAME], f"{colour} {label}"


def parse_neutral_spot(text: str, kind: str, legal: list[tuple[Any, ...]],
                       shape: topo.Topology | None = None) -> tuple[Any, ...] | None:  # fmt: skip
    """The legal neutral placement meant by 'white 12-13' or '12-13' (when only one neutral may take
    that spot; labels of ``shape``, the game's island, the standard one if None); None when the text
    names no legal placement."""
    words = text.strip().lower().split()
    colour = next((w for w in words if w in NEUTRAL_COLOURS), None)
    rest = " ".join(w for w in words if w not in NEUTRAL_COLOURS and w != "(neutral)")
    island = shape or topo.STANDARD
    parse = island.parse_edge if kind == "neutral_road" else island.parse_vertex
    spot = parse(rest)
    if spot is None:
        return None
    matches = [
        a
        for a in legal
        if a[0] == kind and a[2] == spot and (colour is None or a[1] == NEUTRAL_SEATS[NEUTRAL_COLOURS.index(colour)])
    ]
    return matches[0] if len(matches) == 1 else None


# --- the plug-in (ui.rulesets) ---------------------------------------------------------------------

_DESERT = 5  # terrain id of the desert (engine.board)


def turn_ops(view: dict[str, Any], step: str) -> list[str]:
    """The variant's turn buttons, after the others (public view only, see ``ui.buttons``)."""
    two = view["two_player"]
    if step in ("neutral_road", "neutral_settlement"):
        return ["neutral"]
    if step == "forced_trade_give":
        return ["giveback"]
    if step not in ("pre_roll", "main"):
        return []
    active = view["active"]
    ops = []
    limit = two["max_actions_per_turn"]
    # Trade cards, an action's price and the actions taken this turn are public (TWO-COMP-3, TWO-ACT-2/5).
    if two["trade_cards"][active] >= two["action_price"][active] and (not limit or two["actions_this_turn"] < limit):
        ops.append("forced")
        terrain, robber = view["board"]["terrain"], view["board"]["robber"]
        if not (0 <= robber < len(terrain) and terrain[robber] == _DESERT):
            ops.append("desert")  # pointless with the robber already on the desert
    if view["players"][active]["knights"] and not two["knight_exchanged_this_turn"]:
        ops.append("knight")  # needs a played Knight (public), once a turn
    return ops


def rules_text(options: Any) -> Text:
    """The rules line of the lobby and the status: what players call it, not the engine's "Base game" of
    the rules it builds on (issue #29 item 5)."""
    return Text("two-thread-rules")


# The variant's commands before it had a group of its own (issue #30 item 3): where they went.
MOVED_COMMANDS = {
    "catan neutral road": "catan 2p neutral_road",
    "catan neutral settlement": "catan 2p neutral_settlement",
    "catan tradecard forced": "catan 2p forced",
    "catan tradecard desert": "catan 2p desert",
    "catan tradecard knight": "catan 2p knight",
    "catan tradecard giveback": "catan 2p giveback",
}

HOOKS = UiHooks(
    rules_text=rules_text,
    more_ops=(turn_ops,),
    own_button_kinds=BUTTON_KINDS,
    doing_texts={"neutral": Text("two-buttons-doing-neutral"), "giveback": Text("two-buttons-doing-giveback")},
    prompts=(prompt,),
    status_lines=(status_lines,),
    event_lines=(describe_event,),
    seat_name=seat_name,
    seat_text=seat_text,
    spot_choices=dict.fromkeys(NEUTRAL_KINDS, neutral_choice),
    hand_lines=(lambda view, lines: lines + hand_lines(view),),
    seats_note=(seats_note,),
    help_pages={"two_player": (Text("help-two_player.menu"), Text("help-two_player"))},
    moved_commands=MOVED_COMMANDS,
)
