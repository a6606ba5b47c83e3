"""Cities & Knights in the service: standing orders for the decisions that block others (issue #20 item 4).

A player's ``answers`` order (``service.orders.standing_orders``) answers, from their seat's view: the city the
barbarians pillage (the least productive one), the card given for a Wedding or a Commercial Harbor (the
first in their priority order), the knight removed for a Deserter (the weakest, inactive first) and where a
displaced knight retreats (the most productive spot it may go to).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.actions import Action
from engine.constants import CARD_NAMES
from engine.text import Text
from service.orders.standing_orders import NO_SPOT, StandingOrders, answer_choices, discard_rank, spot_label, spot_pips
from service.rulesets import AnswerPolicy, ServiceHooks

Choice = Callable[[StandingOrders, Mapping[str, Any], Sequence[int]], int]


def _answering(choose: Choice) -> AnswerPolicy:
    """A policy that picks one of the legal answers to the decision (``("answer", id, choice)``)."""

    def policy(orders: Any, view: Mapping[str, Any], decision: Mapping[str, Any], legal: Sequence[Any]) -> Action:
        return ("answer", decision["id"], choose(orders, view, answer_choices(legal, decision.get("id"))))

    return policy


def _card_by_priority(orders: StandingOrders, view: Mapping[str, Any], choices: Sequence[int]) -> int:
    rank = discard_rank(orders, len(view["you"]["hand"]))
    return min(choices, key=rank.index)


def _pillage(_o: StandingOrders, view: Mapping[str, Any], choices: Sequence[int]) -> int:
    return min(choices, key=lambda v: (spot_pips(view, v), v))  # keep the best producer


def _deserter(_o: StandingOrders, view: Mapping[str, Any], choices: Sequence[int]) -> int:
    knights = {k[0]: (k[2], k[3]) for k in view.get("ck", {}).get("knights", ())}  # spot -> (strength, active)
    return min(choices, key=lambda v: (*knights.get(v, (0, 0)), v))  # weakest, inactive first


def _retreat(_o: StandingOrders, view: Mapping[str, Any], choices: Sequence[int]) -> int:
    spots = [c for c in choices if c != NO_SPOT] or list(choices)
    return max(spots, key=lambda v: (spot_pips(view, v), -v))


def _card(choice: int) -> Text:
    return Text(f"resource-{CARD_NAMES[choice]}") if 0 <= choice < len(CARD_NAMES) else Text("orders-no-choice")


HOOKS = ServiceHooks(
    answers={
        "pillage": _answering(_pillage),
        "wedding_gift": _answering(_card_by_priority),
        "harbor_commodity": _answering(_card_by_priority),
        "deserter_remove": _answering(_deserter),
        "knight_retreat": _answering(_retreat),
    },
    answer_names={
        "pillage": spot_label,
        "wedding_gift": _card,
        "harbor_commodity": _card,
        "deserter_remove": spot_label,
        "knight_retreat": spot_label,
        "discard": _card,  # C&K discards are answers too, one card at a time
    },
    answers_covered=(Text("ck-orders-covered-pillage"), Text("ck-orders-covered-gifts"), Text("ck-orders-covered-retreats")),
)
