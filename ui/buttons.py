"""Which buttons the turn message shows: the ones that apply to the game's current step.

The turn message is public: everyone in the thread sees it, so whatever it shows (which buttons, their
labels, whether they are enabled) must follow from public information only. ``turn_ops`` is therefore a
function of the *public* view: the step, whose turn it is, and public facts (the number of development
or progress cards a player holds, the deck size, the options, the pieces on the board). It never looks
at a player's legal actions, which are computed from their hidden hand: a Progress… button enabled
before the roll only when the player holds an Alchemist would tell the table that they hold one.

Every button shown is enabled. A click that the clicker cannot use now is answered privately (an
ephemeral reply saying what would be legal, see ``nothing_text``), as the hand DM's buttons always were.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Any

from engine.constants import CITY
from ui.cities_knights import ANSWER_KINDS, IMPROVE_KINDS, KNIGHT_KINDS, is_ck, open_decisions, progress_kinds
from ui.two_player import BUTTON_KINDS as TWO_PLAYER_KINDS  # the 2-player variant's buttons (cogs.two_player)

OFFER = "offer"  # open-ended, so not in legal_actions: can_propose_trade stands for it

# button op -> the action kinds it leads to (an empty tuple: always available, e.g. showing the hand)
BUTTON_KINDS: dict[str, tuple[str, ...]] = {
    "roll": ("roll",),
    "build": ("settlement", "road", "city", "wall"),
    "buy": ("buy_dev",),
    "dev": ("knight", "road_building", "year_of_plenty", "monopoly", "reveal_vp"),
    "trade": (OFFER,),
    "bank": ("bank_trade",),
    "robber": ("robber",),
    "steal": ("steal", "skip_steal"),
    "discard": ("discard",),
    "end": ("end_turn",),
    "hand": (),
    # Cities & Knights (shown only in C&K games, see turn_ops)
    "knights": KNIGHT_KINDS,
    "improve": IMPROVE_KINDS,
    "progress": progress_kinds(),
    "answer": ANSWER_KINDS,
}
CK_ONLY = frozenset({"knights", "improve", "progress", "answer"})
BASE_ONLY = frozenset({"buy", "dev", "discard"})  # C&K: no development cards; a 7's discards are answers


MAX_BUTTONS = 25  # a message holds at most 5 rows of 5 buttons

_SETUP_STEPS = ("setup_settlement", "setup_road", "ck_setup_city")
_FREE_ROAD_STEPS = ("road_building", "ck_free_roads")
_DESERT = 5  # terrain id of the desert (engine.board)


def turn_ops(view: dict[str, Any]) -> list[str]:
    """The turn-message buttons for the game's current step, in display order.

    A pure function of the public view (``view["viewer"]`` is None): it must not depend on anybody's
    hidden cards. The 2-player variant's ops (``TWO_PLAYER_KINDS``) come after the others.
    """
    if view["phase"] == "over":
        return []
    step = view["step"]
    active = view["active"]
    me = view["players"][active]
    ck = is_ck(view)
    if ck and open_decisions(view):
        # Decisions owed (a 7's discards, the robber, a card's victims, the barbarians): their answers, and
        # in the main step trade offers, which the rules leave open meanwhile.
        ops = ["answer", "trade"] if step == "main" else ["answer"]
    elif step in _SETUP_STEPS or step in _FREE_ROAD_STEPS:
        ops = ["build"]
    elif step == "pre_roll":
        ops = ["roll"]
        if ck:
            if me["progress_cards"]["count"]:
                ops.append("progress")  # the Alchemist is played before the roll (CK-TURN-1)
            if view["options"].get("ck_knight_errant"):
                ops.append("knights")  # CK-VAR-KE-1: chase the robber before the roll
        elif me["dev_card_count"]:
            ops.append("dev")  # a development card may be played before the roll (BASE-TURN-5)
    elif step == "discard":
        ops = ["discard"]
    elif step == "move_robber":
        ops = ["robber", *_resolution_dev(view, me)]
    elif step == "steal":
        ops = ["steal", *_resolution_dev(view, me)]
    elif step == "main":
        if ck:
            ops = ["build", "knights"]
            if any(owner == active and kind == CITY for _v, owner, kind in view["buildings"]):
                ops.append("improve")  # a city improvement needs a city
            # Progress… stays in the main step even with no card held: a card played this turn (Commercial
            # Harbor) opens actions of its own, and whether one was played is not in the view.
            ops += ["progress", "trade", "bank", "end"]
        else:
            ops = ["build"]
            if view["dev_deck"]:
                ops.append("buy")
            if me["dev_card_count"]:
                ops.append("dev")
            ops += ["trade", "bank", "end"]
    else:
        ops = []  # a step of the 2-player variant (below), or one unknown here: its own buttons only
    ops.append("hand")
    ops += _two_player_ops(view, step)
    assert len(ops) <= MAX_BUTTONS
    return ops


def _resolution_dev(view: dict[str, Any], me: dict[str, Any]) -> list[str]:
    """Play card… while the robber is moved: only when an option allows a card there (BASE-TURN-5, BASE-DEV-9)."""
    options = view["options"]
    allowed = options.get("dev_card_during_roll_resolution") or options.get("vp_card_reveal") == "any_time_own_turn"
    return ["dev"] if allowed and me["dev_card_count"] and not is_ck(view) else []


def _two_player_ops(view: dict[str, Any], step: str) -> list[str]:
    two = view.get("two_player")
    if two is None:
        return []
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


def legal_ops(legal: AbstractSet[str], *, ck: bool) -> set[str]:
    """The button ops of a game's rules (``ck``: Cities & Knights) that lead to one of these legal action
    kinds. Computed from hidden hands: for a player's own use or for tests, never for what the table sees."""
    skip = BASE_ONLY if ck else CK_ONLY  # a Road Building card is a development card or a progress card
    out = {op for op, kinds in BUTTON_KINDS.items() if op not in skip and legal.intersection(kinds)}
    return out | {op for op, kinds in TWO_PLAYER_KINDS.items() if legal.intersection(kinds)}


# --- a click that leads nowhere now: the private answer -------------------------------------------

_COSTS = ("a road costs {road}; a settlement {settlement}; a city {city}")


def _costs_line(ck: bool) -> str:
    from engine.constants import CITY_COST, ROAD_COST, SETTLEMENT_COST, format_counts

    text = _COSTS.format(road=format_counts(ROAD_COST), settlement=format_counts(SETTLEMENT_COST),
                         city=format_counts(CITY_COST))  # fmt: skip
    return text + ("; a city wall 2 brick" if ck else "")


def _nothing_of(op: str, view: dict[str, Any]) -> str:
    """What the player the game waits on is told when the button's menu would be empty."""
    ck = is_ck(view)
    if op == "build":
        if view["step"] != "main":
            return "Nothing can be built in this step."
        return f"You can't build anything now: {_costs_line(ck)}, and each needs a free spot next to your roads."
    if op == "dev":
        if view["step"] == "main" or view["step"] == "pre_roll":
            return ("You have no card you can play now (one development card a turn, not the turn you bought it; "
                    "Victory Point cards stay hidden).")  # fmt: skip
        return "You have no card you can play now."
    if op == "progress":
        if view["step"] == "pre_roll":
            return "You have no card you can play now: before the roll only the Alchemist can be played."
        return "You have no progress card you can play now."
    if op == "bank":
        return ("You can't trade with the bank now: it takes 4 cards of one kind (3 at a 3:1 harbor, 2 of a "
                "harbor's own kind) and the bank must hold the card you want.")  # fmt: skip
    if op == "knights":
        return ("No knight action is possible now: hiring a knight or promoting one costs 1 wool and 1 ore, "
                "activating one costs 1 grain; an active knight can move, displace or chase the robber once a turn.")
    if op == "improve":
        return ("You can't improve a city now: a level costs as many commodities of its track as the level "
                "(cloth: trade, coin: politics, paper: science), and improving needs a city.")
    if op == "answer":
        return "You owe no decision right now."
    return "That isn't possible right now."


def nothing_text(view: dict[str, Any], op: str, prompt: str, waiting: str) -> str:
    """The private answer to a turn button whose menu has nothing for the clicker (from their own view).

    ``waiting``: the 'Waiting for …' line of ``ui.report.waiting_text``. Someone the game does not wait on
    is told whom it waits for; the player it waits on is told why the button leads nowhere for them.
    """
    you = view["you"]["seat"]
    owed = {d["seat"] for d in view["pending"] if d["blocking"]}
    if view["phase"] == "over":
        return "The game is over."
    if you not in owed:
        doing = _DOING.get(op) or prompt[0].lower() + prompt[1:]
        return f"You can't {doing} right now. {waiting}".strip()
    if op != "answer" and any(d["seat"] == you and "id" in d for d in open_decisions(view)):
        return "You owe a decision first: answer it with **📩 Answer…**."
    return _nothing_of(op, view)


_DOING = {  # what a button does, after "You can't"
    "build": "build", "dev": "play a development card", "bank": "trade with the bank", "robber": "move the robber",
    "steal": "rob anyone", "knights": "use your knights", "improve": "improve a city",
    "progress": "play a progress card", "answer": "answer anything", "neutral": "place a neutral piece",
    "giveback": "give cards back",
}  # fmt: skip


def op_of_kinds(kinds: tuple[str, ...]) -> str | None:
    """The button op whose menu offers these kinds (None for a menu no button opens)."""
    for table in (BUTTON_KINDS, TWO_PLAYER_KINDS):
        for op, op_kinds in table.items():
            if op_kinds == kinds:
                return op
    return None
