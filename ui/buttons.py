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

from engine.plugins import components_of_view
from ui.i18n.text import Text
from ui.i18n.words import counts_text
from ui.rulesets import UI, ui_of

OFFER = "offer"  # open-ended, so not in legal_actions: can_propose_trade stands for it

# button op -> the action kinds it leads to (an empty tuple: always available, e.g. showing the hand): the
# base game's; a rule set's own ops, and kinds it adds to a shared op (C&K's wall under Build…), come from
# its ``ui`` plug-in (``UiHooks.button_kinds``, ``own_button_kinds``), per game: ``button_kinds``
BUTTON_KINDS: dict[str, tuple[str, ...]] = {
    "roll": ("roll",),
    "build": ("settlement", "road", "city"),
    "buy": ("buy_dev",),
    "dev": ("knight", "road_building", "year_of_plenty", "monopoly", "reveal_vp"),
    "trade": (OFFER,),
    "bank": ("bank_trade",),
    "robber": ("robber",),
    "steal": ("steal", "skip_steal"),
    "discard": ("discard",),
    "end": ("end_turn",),
    "hand": (),
}

MAX_BUTTONS = 25  # a message holds at most 5 rows of 5 buttons


def turn_ops(view: dict[str, Any]) -> list[str]:
    """The turn-message buttons for the game's current step, in display order.

    A pure function of the public view (``view["viewer"]`` is None): it must not depend on anybody's
    hidden cards. The rule set's ops of the step (``UiHooks.step_ops``), "My hand", then the ops its
    player-count extension adds (the 2-player variant's trade-card actions).
    """
    if view["phase"] == "over":
        return []
    step = view["step"]
    hooks = ui_of(view)
    ops = hooks.step_ops(view, step, view["players"][view["active"]])  # type: ignore[operator]
    ops.append("hand")
    for more in hooks.more_ops:
        ops += more(view, step)
    assert len(ops) <= MAX_BUTTONS
    return ops


def button_kinds(components: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Every button op of a game's rules (its rule sets' ``components``) and the action kinds it leads to."""
    hooks = UI.of(components)
    # a Road Building card is a development card or a progress card: the ops of the game's rules only
    ops = {op: kinds for op, kinds in BUTTON_KINDS.items() if op not in hooks.dropped_ops}
    ops.update(hooks.button_kinds)
    ops.update(hooks.own_button_kinds)
    return ops


def kinds_of(view: dict[str, Any], op: str) -> tuple[str, ...]:
    """The action kinds button ``op`` leads to in the view's game (C&K: Build… builds walls too)."""
    return button_kinds(components_of_view(view))[op]


def legal_ops(legal: AbstractSet[str], components: tuple[str, ...]) -> set[str]:
    """The button ops of a game's rules (its rule sets' ``components``) that lead to one of these legal
    action kinds. Computed from hidden hands: for a player's own use or for tests, never for what the
    table sees."""
    return {op for op, kinds in button_kinds(components).items() if legal.intersection(kinds)}


# --- a click that leads nowhere now: the private answer -------------------------------------------


def _costs_line(view: dict[str, Any]) -> Text:
    from engine.constants import CITY_COST, ROAD_COST, SETTLEMENT_COST

    return Text("buttons-costs", road=counts_text(ROAD_COST), settlement=counts_text(SETTLEMENT_COST),
                city=counts_text(CITY_COST), note=ui_of(view).costs_note or "")  # fmt: skip


def _nothing_of(op: str, view: dict[str, Any]) -> Text:
    """What the player the game waits on is told when the button's menu would be empty."""
    if op == "build":
        # The step's own buttons say whether it is one for building (a main step; a 5-6 Special Build slot)
        if "build" not in ui_of(view).step_ops(view, view["step"], view["players"][view["active"]]):  # type: ignore[misc]
            return Text("buttons-nothing-build-step")
        return Text("buttons-nothing-build", costs=_costs_line(view))
    if op == "dev":
        if view["step"] == "main" or view["step"] == "pre_roll":
            return Text("buttons-nothing-dev-turn")
        return Text("buttons-nothing-dev")
    if op == "bank":
        return Text("buttons-nothing-bank")
    own = ui_of(view).nothing_texts.get(op)  # a rule set's own op (C&K: Knights…, Improve…, ...)
    if own is not None:
        return own if isinstance(own, Text) else own(view)
    return Text("buttons-nothing")


def nothing_text(view: dict[str, Any], op: str, prompt: str | Text, waiting: str | Text) -> Text:
    """The private answer to a turn button whose menu has nothing for the clicker (from their own view).

    ``waiting``: the 'Waiting for …' line of ``ui.report.waiting_text``. Someone the game does not wait on
    is told whom it waits for; the player it waits on is told why the button leads nowhere for them.
    """
    you = view["you"]["seat"]
    owed = {d["seat"] for d in view["pending"] if d["blocking"]}
    if view["phase"] == "over":
        return Text("buttons-game-over")
    hooks = ui_of(view)
    if you not in owed:
        doing = _DOING.get(op) or hooks.doing_texts.get(op)
        if doing is None:  # an op without its own words: the menu's prompt, as a clause
            doing = prompt[0].lower() + prompt[1:] if isinstance(prompt, str) else prompt
        if not waiting:
            return Text("buttons-cannot", doing=doing)
        return Text("buttons-cannot-waiting", doing=doing, waiting=waiting)
    for answers, first in hooks.decision_first.items():  # the op that answers decisions (C&K: Answer…)
        if op != answers and any(d["seat"] == you and "id" in d for d in hooks.open_decisions(view)):  # type: ignore[misc]
            return first
    return _nothing_of(op, view)


_DOING = {op: Text(f"buttons-doing-{op}") for op in ("build", "dev", "bank", "robber", "steal")}
# what a button does, after "You can't"; a rule set's own ops: its ``UiHooks.doing_texts``


def op_of_kinds(view: dict[str, Any], kinds: tuple[str, ...]) -> str | None:
    """The button op whose menu offers these kinds in the view's game (None for a menu no button opens)."""
    for op, op_kinds in button_kinds(components_of_view(view)).items():
        if op_kinds == kinds:
            return op
    return None
