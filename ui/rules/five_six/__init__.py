"""What people read in 5-6 player games (``ui.rulesets``): the Special Build Phase and paired players.

A table that plays over days must not wait after every turn on four or five players who mostly pass,
so Discord games ask for slots (``six_sbp_skip = on_request``, SIX-SBP-9): during a turn every other
player has **🏗️ Build after this turn**; when the turn ends only those who pressed it get a slot, one
after another in the order of SIX-SBP-2, each with a mention and the Build… menu; the others pass at
once. The turn message stays the ended turn's through the SBP, so the slots' moves are in its summary.
Everything here reads the public view only (the turn buttons are public, ``ui.buttons``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.rules.five_six.record import PHASE_SBP, SBP_STEP
from engine.rules.five_six.requests import ON_REQUEST, REQUEST
from engine.rules.five_six.sbp import PASS
from engine.rulesets import Wrap
from ui.i18n.text import Items, Text, Verbatim
from ui.rulesets import UiHooks

View = dict[str, Any]
ASK, DONE = "sbp_ask", "sbp_pass"  # this rule set's own turn-message buttons (``cogs.five_six``)
BUTTON_KINDS = {ASK: (REQUEST,), DONE: (PASS,)}
LABELS = {ASK: Text("six-buttons-ask"), DONE: Text("six-buttons-done")}  # in the game's language where shown
# In a slot only purchases are allowed (SIX-SBP-3/4, SIX-CK-4/5): the main step's buttons that lead to one
_PURCHASE_OPS = ("build", "buy", "knights", "improve")
PAIRED_HELP = Text("six-thread-paired-help")
TURN_MODES = {mode: Text(f"six-thread-mode-{mode.replace('_', '-')}") for mode in ("special_build_phase", "paired_players")}


def asks(view: Mapping[str, Any]) -> bool:
    """Whether this game offers slots on request (else every slot is offered, SIX-SBP-9)."""
    options = view["options"]
    return options.get("six_turn_mode", "special_build_phase") == "special_build_phase" and (
        options.get("six_sbp_skip") == ON_REQUEST
    )


def _step_ops(previous: Callable[[View, str, dict[str, Any]], list[str]]) -> Callable[[View, str, dict[str, Any]], list[str]]:
    def step_ops(view: View, step: str, me: dict[str, Any]) -> list[str]:
        if step == SBP_STEP:
            return [op for op in previous(view, "main", me) if op in _PURCHASE_OPS]
        return previous(view, step, me)

    return step_ops


def more_ops(view: View, step: str) -> list[str]:
    """"Done building" in a slot; "Build after this turn" during a regular turn when slots are asked for."""
    if view["phase"] == PHASE_SBP:
        return [DONE]
    if view["phase"] == "play" and asks(view):
        return [ASK]
    return []


def _six(view: Mapping[str, Any]) -> dict[str, Any]:
    return view.get("five_six") or {}


def prompt(view: View, kind: str) -> Text | None:
    if kind == SBP_STEP:
        return Text("six-thread-prompt-slot")
    if kind == "main" and _six(view).get("second", -1) == view["active"] >= 0:
        return Text("six-thread-prompt-second")
    return None


def trade_closed_text(view: View, names: list[str]) -> Text | None:
    """Why the viewer may not open a trade: SIX-SBP-4 (a) in a slot, SIX-PAIR-2 step 4 in Second's phase."""
    if view["phase"] == PHASE_SBP:
        return Text("six-buttons-no-trade-slot")
    second = _six(view).get("second", -1)
    if second < 0 or view["active"] != second:
        return None
    if view["you"]["seat"] == second:
        return Text("six-buttons-no-trade-as-second")
    who = Verbatim(names[second]) if 0 <= second < len(names) else Text("six-buttons-second")
    return Text("six-buttons-no-trade-second", who=who)


def status_lines(view: View, names: list[str]) -> list[Text]:
    six = _six(view)
    lines = [Text("six-thread-status-mode", mode=TURN_MODES.get(six.get("turn_mode", ""), TURN_MODES["special_build_phase"]))]
    sbp = six.get("special_build")
    if sbp is not None:
        to_come = Items([Verbatim(names[s]) for s in sbp["to_come"]], style="unit") if sbp["to_come"] else Text("thread-nobody")
        lines.append(Text("six-thread-status-sbp", after=Verbatim(names[sbp["after"]]), who=Verbatim(names[view["active"]]),
                          to_come=to_come))  # fmt: skip
    elif six.get("asked"):
        lines.append(Text("six-thread-status-asked", who=Items([Verbatim(names[s]) for s in six["asked"]], style="unit")))
    if six.get("second", -1) >= 0:
        lines.append(Text("six-thread-status-second", who=Verbatim(names[six["second"]])))
    return lines


def describe_event(event: dict[str, Any], names: list[str], shape: Any = None) -> Text | None:
    t = event["type"]

    def n(seat: int) -> Verbatim:
        return Verbatim(names[seat] if 0 <= seat < len(names) else "?")

    if t == "special_build_requested":
        return Text("six-thread-requested", who=n(event["seat"]))
    if t == "special_build_started":
        return None  # the slots themselves are the lines (passed ones are not worth one each)
    if t == "special_build_slot":
        return Text("six-thread-slot", who=n(event["seat"]))
    if t == "special_build_passed":
        return Text("six-thread-passed", who=n(event["seat"]))
    if t in ("special_build_skipped", "special_build_ended"):
        return None
    if t == "second_phase_started":
        return Text("six-thread-second", who=n(event["seat"]))
    if t == "second_phase_ended":
        return None
    return None


def _rules_text(previous: Callable[[Mapping[str, Any]], Text | str]) -> Callable[[Mapping[str, Any]], Text]:
    def rules_text(options: Mapping[str, Any]) -> Text:
        mode = TURN_MODES.get(options.get("six_turn_mode", "special_build_phase"), TURN_MODES["special_build_phase"])
        return Text("six-thread-rules", rules=previous(options), mode=mode)

    return rules_text


HOOKS = UiHooks(
    step_ops=Wrap(_step_ops),
    more_ops=(more_ops,),
    own_button_kinds=BUTTON_KINDS,
    prompts=(prompt,),
    # SIX-VAR-7: the starting player's desert for the robber (without it, "Waiting for Ann to robber_start.")
    step_prompts={"robber_start": Text("six-thread-prompt-robber-start")},
    status_lines=(status_lines,),
    trade_closed_texts=(trade_closed_text,),
    rules_text=Wrap(_rules_text),
    event_lines=(describe_event,),
    option_notes={"six_turn_mode=paired_players": PAIRED_HELP},
    option_values={"six_turn_mode=paired_players": Text("six-thread-mode-paired-players"),
                   "six_turn_mode=special_build_phase": Text("six-thread-mode-special-build-phase"),
                   **{f"six_sbp_skip={v}": Text(f"six-thread-slots-{v.replace('_', '-')}") for v in (
                       "public_info_only", "always_offer", "skip_if_nothing_affordable", "on_request")}},
    option_labels={"six_turn_mode": Text("six-thread-option-turn-mode"), "six_sbp_skip": Text("six-thread-option-slots")},
    lapse_labels={"special_build": Text("six-thread-lapse-slot")},
    help_pages={"five_six": (Text("help-five_six.menu"), Text("help-five_six"))},
)
