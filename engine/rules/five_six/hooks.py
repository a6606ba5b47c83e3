"""The 5-6 extension's hooks (``engine.rulesets``), on top of the base game's or Cities & Knights'."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import explain as why
from engine.pending import register_text
from engine.rules.five_six import components, paired, refusals, requests, sbp
from engine.rules.five_six.record import PHASE_SBP, SBP_STEP, SixRecord
from engine.rulesets import Hooks, Wrap
from engine.state import GameState
from engine.text import Text

EndTurn = Callable[[GameState, int], None]
COMMERCIAL_HARBOR = "commercial_harbor"  # the C&K progress card's action kind (CK-CARD-TRD-1)

register_text(SBP_STEP, "build in the Special Build Phase or pass")
register_text(components.ROBBER_START, "choose the desert the robber starts on")
why.register_kind(
    sbp.PASS,
    "finish your Special Build Phase slot",
    lambda s, p, a: ("not_now", Text("refusals-six-no-slot-to-finish")),
)
why.register_kind(requests.REQUEST, "ask for a Special Build Phase slot after this turn", requests.why_not)
why.register_kind(
    components.ROBBER_START,
    "choose the desert the robber starts on",
    lambda s, p, a: ("not_now", Text("refusals-six-robber-start-chosen")),
)


def _end_turn(previous: EndTurn) -> EndTurn:
    """SIX-TURN-2: after a regular turn, the SBP (default) or Second's phase; after those, the turn
    ends as the earlier rule sets end it."""

    def end_turn(state: GameState, seat: int) -> None:
        if state.options.six_turn_mode == "paired_players":
            if paired.ending(state, seat):
                previous(state, paired.end_second(state, seat))
            else:
                paired.begin_second(state, seat)
        elif sbp.ending(state, seat):
            previous(state, seat)
        else:
            sbp.begin(state, seat)

    return end_turn


def _list_actions(previous: Callable[[GameState, int], list[Any]]) -> Callable[[GameState, int], list[Any]]:
    """SIX-CK-10: with ``six_ck_paired_commercial_harbor = false`` Second may not play the Commercial Harbor.
    SIX-SBP-9 (``on_request``): the other players may ask for a slot after the turn."""

    def list_actions(state: GameState, seat: int) -> list[Any]:
        out = previous(state, seat)
        if state.six.second == seat and not state.options.six_ck_paired_commercial_harbor:
            out = [a for a in out if a[0] != COMMERCIAL_HARBOR]
        requests.list_request(state, seat, out)
        return out

    return list_actions


def _public_view(state: GameState, out: dict[str, Any]) -> None:
    """SIX-SBP-11: the SBP is public (who acts, whose slots are to come); paired turns name Second."""
    six = state.six
    out["five_six"] = {
        "turn_mode": state.options.six_turn_mode,
        "special_build": {"after": six.sbp_of, "to_come": list(six.sbp_queue)} if state.phase == PHASE_SBP else None,
        "second": six.second,
        "second_built": list(six.second_built),  # piece counts and deck size at its start: public
        "asked": list(six.sbp_asked),  # who asked for a slot after this turn (a public move)
    }


def _determinize_record(view: dict[str, Any], out: dict[str, Any], rng: Any) -> None:
    """The record is public: read back from the view's fields."""
    fields = view["five_six"]
    record = SixRecord()
    if fields["special_build"] is not None:
        record.sbp_of = fields["special_build"]["after"]
        record.sbp_queue = list(fields["special_build"]["to_come"])
    record.second = fields["second"]
    record.second_built = list(fields["second_built"])
    record.sbp_asked = list(fields.get("asked", ()))
    out["six"] = record.to_json()


HOOKS = Hooks(
    record_from_json=lambda data, state: SixRecord.from_json(data),
    map_name=components.map_name,
    bank=Wrap(components.bank),
    colours=components.colours,
    deal=Wrap(components.deal),
    hand_cards=Wrap(components.hand_cards),
    dev_deck=components.dev_deck,
    prepare=[components.prepare],
    rebuild=[components.rebuild],
    start=Wrap(components.start),
    end_turn=Wrap(_end_turn),
    list_actions=Wrap(_list_actions),
    explain=Wrap(refusals.wrap),
    step_listers={SBP_STEP: sbp.list_slot, components.ROBBER_START: components.list_robber_start},
    active_extras=[paired.extra_actions],
    after_road=[paired.after_road],
    handlers={sbp.PASS: sbp.pass_slot, components.ROBBER_START: components.robber_start,
              requests.REQUEST: requests.request},
    public_view=[_public_view],
    determinize_record=[_determinize_record],
    bot_priority={sbp.PASS: 1, components.ROBBER_START: 0, requests.REQUEST: 0},
)
