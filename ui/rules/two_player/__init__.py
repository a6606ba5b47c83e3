"""What people read about the 2-player variant (shared/rules/two_player.md): the neutral players' names,
the variant's events in words, its prompts, status and hand lines, and its turn-button labels.

Neutral players own pieces as seats 2 and 3 but are nobody's seat in Discord, so the names lists of a
2-player game have two entries: ``seat_name`` names a neutral seat by its colour instead.
"""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import format_counts
from engine.plugins import topology_of_view
from engine.rules.two_player.record import NEUTRAL_COLOURS, NEUTRAL_SEATS
from ui.i18n.text import Text
from ui.plural import plural
from ui.rulesets import UiHooks

NEUTRAL_KINDS = ("neutral_road", "neutral_settlement")
CARD_ACTIONS = ("forced_trade", "robber_to_desert", "knight_for_trade_cards")
GIVE_BACK = "forced_trade_give"

# Prompts of the variant's own steps (ui.report.prompt_for).
STEP_PROMPTS = {
    "neutral_road": "place a road for a neutral player: **🏳️ Neutral piece…** or `/catan 2p neutral_road`",
    "neutral_settlement": (
        "place a settlement for a neutral player: **🏳️ Neutral piece…** or `/catan 2p neutral_settlement`"
    ),
    "forced_trade_give": "give 2 cards back: **↩️ Give back…** or `/catan 2p giveback`",
}
SECOND_ROLL_PROMPT = "make the second production roll (🎲 Roll)"

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


def _spot(piece: str, at: int, shape: topo.Topology) -> str:
    return shape.EDGE_LABELS[at] if piece == "road" else shape.VERTEX_LABELS[at]


def describe_event(event: dict[str, Any], names: list[str], shape: topo.Topology | None = None) -> str | None:
    """A line for an event of the variant (or a base event the variant adds to); None for other events.
    Spots are named on ``shape``, the game's island (the standard one if None)."""
    t = event["type"]
    island = shape or topo.STANDARD

    def n(seat: int | None) -> str:
        return seat_name(seat, names)

    if t == "rolled" and "roll" in event:
        dice = f"**{event['total']}** ({event['dice'][0]}+{event['dice'][1]})"
        if event["roll"] == 1:
            return f"🎲 {n(event['seat'])} rolled {dice} (first roll)."
        again = event.get("rethrown") or []
        note = ""
        if again:
            thrown = ", ".join(f"{a}+{b}" for a, b in again)
            note = f"; re-thrown after {thrown} matched the first roll"
        return f"🎲 {n(event['seat'])}'s second roll: {dice}{note}."
    if t == "trade_cards_gained":
        why = {"settlement": "for the settlement's spot", "knight": "for a Knight"}.get(event["reason"], "")
        text = f"🎴 {n(event['seat'])} took {plural(event['count'], 'trade card')} {why}".rstrip()
        if event["count"] < event["earned"]:
            text += f" (earned {event['earned']}; 7 at most in hand, {event['supply']} left in the supply)"
        return f"{text}; holds {event['held']}."
    if t == "neutral_built":
        where = _spot(event["piece"], event["at"], island)
        if event["seat"] is None:
            return f"🏳️ {n(event['neutral'])} starts with a {event['piece']} on {where}."
        return f"🏳️ {n(event['seat'])} placed a {event['piece']} for {n(event['neutral'])} on {where}."
    if t == "neutral_fallback":
        return "No neutral settlement fits anywhere: a neutral road is placed instead."
    if t == "neutral_skipped":
        return "No neutral road fits anywhere: the neutral players build nothing this time."
    if t == "forced_trade":
        drawn = format_counts(event["cards"]) if "cards" in event else plural(event["count"], "card")
        return (f"🔁 {n(event['seat'])} paid {plural(event['paid'], 'trade card')} for a forced trade and drew "
                f"{drawn} from {n(event['victim'])}.")  # fmt: skip
    if t == "forced_trade_given":
        given = format_counts(event["cards"]) if "cards" in event else "2 cards"
        return f"🔁 {n(event['seat'])} gave {given} back to {n(event['victim'])}."
    if t == "robber_moved" and event.get("trade_card"):
        return (f"🦹 {n(event['seat'])} paid {plural(event['paid'], 'trade card')} to move the robber to the "
                f"desert ({island.HEX_LABELS[event['hex']]}).")  # fmt: skip
    if t == "knight_removed":
        return f"⚔️ {n(event['seat'])} exchanged a played Knight ({event['knights']} left)."
    if t == "largest_army" and event["seat"] < 0:
        return "🛡️ Largest Army is set aside: nobody holds it now."
    return None


def prompt(view: dict[str, Any], kind: str) -> str | None:
    """The prompt for a blocking decision of the variant, or None to use the base game's."""
    two = view.get("two_player")
    if two is None:
        return None
    if kind == "pre_roll" and len(two["rolls"]) == 1:
        return SECOND_ROLL_PROMPT
    return STEP_PROMPTS.get(kind)


def seats_note(view: dict[str, Any]) -> str:
    """What the seats line adds in the variant: the neutral players, who build where the builder chooses."""
    two = view.get("two_player")
    if two is None:
        return ""
    neutrals = ", ".join(neutral_name(n["seat"]).split(" ")[0] for n in two["neutrals"])
    return f"; neutral players: {neutrals} (you place their pieces after each of your roads and settlements)"


def status_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    """Trade cards of each real player and the neutral players' pieces (empty outside the variant)."""
    two = view.get("two_player")
    if two is None:
        return []
    held = ", ".join(
        f"{n} {count} (an action costs {price})"
        for n, count, price in zip(names, two["trade_cards"], two["action_price"], strict=False)
    )
    lines = [f"🎴 Trade cards: {held}; {two['trade_card_supply']} in the supply."]
    if two["rolls"]:
        rolls = " then ".join(f"{a + b} ({a}+{b})" for a, b in two["rolls"])
        lines.append(f"This turn's rolls: {rolls}.")
    for neutral in two["neutrals"]:
        extra = " · Longest Road" if neutral["longest_road"] else ""
        lines.append(
            f"🏳️ {neutral_name(neutral['seat'])}: {plural(neutral['settlements'], 'settlement')}, "
            f"{plural(neutral['roads'], 'road')} (longest {neutral['road_length']}){extra}"
        )
    return lines


def hand_lines(view: dict[str, Any]) -> list[str]:
    """The trade-card line of a player's hand message (empty outside the variant)."""
    two = view.get("two_player")
    if two is None:
        return []
    seat = view["you"]["seat"]
    held, price = two["trade_cards"][seat], two["action_price"][seat]
    lines = [f"Trade cards: {held} (a forced trade or moving the robber to the desert costs you {price} now)"]
    if two["forced_trade_give"] and view["active"] == seat:
        lines.append("⚠️ Give 2 cards back to finish the forced trade: use the **↩️ Give back…** button.")
    return lines


def button_label(op: str, view: dict[str, Any]) -> Text:
    """A turn button's label (``two-buttons-<op>``); the paid actions show what they cost the player whose turn
    it is. The turn message is everyone's: it is put into the game's language."""
    two = view.get("two_player") or {}
    prices = two.get("action_price") or []
    active = view.get("active", 0)
    return Text(f"two-buttons-{op}", count=prices[active] if 0 <= active < len(prices) else 1)


def neutral_choice(view: dict[str, Any], action: list[Any]) -> tuple[str, str]:
    """(display name, value) of a neutral placement: 'White (neutral): 12-13: ...', 'white 12-13'."""
    from ui.spots import MAX_NAME, edge_text, vertex_text  # ui.spots imports this module

    kind, seat, spot = action[0], action[1], action[2]
    where = edge_text(view, spot) if kind == "neutral_road" else vertex_text(view, spot)
    label = _spot("road" if kind == "neutral_road" else "settlement", spot, topology_of_view(view))
    colour = NEUTRAL_COLOURS[seat - NEUTRAL_SEATS[0]]
    return f"{neutral_name(seat)}: {where}"[:MAX_NAME], f"{colour} {label}"


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


def rules_text(options: Any) -> str:
    """The rules line of the lobby and the status: what players call it, not the engine's "Base game" of
    the rules it builds on (issue #29 item 5)."""
    return "2-player variant"


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
    spot_choices=dict.fromkeys(NEUTRAL_KINDS, neutral_choice),
    hand_lines=(lambda view, lines: lines + hand_lines(view),),
    seats_note=(seats_note,),
    help_pages={"two_player": (Text("help-two_player.menu"), Text("help-two_player"))},
    moved_commands=MOVED_COMMANDS,
)
