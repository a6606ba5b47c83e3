"""What a rule set adds to the service: the ``service`` layer's registry (``engine.plugins``, issue #21 item 2).

Today that is the standing orders of its own decisions (issue #20 item 4): a plug-in maps each decision
kind its ``answers`` order covers to the policy choosing the answer from the seat's view, and says how a
chosen answer reads in the hand DM. ``service.orders.standing_orders`` composes them and never asks which rule
set a game plays. A rule set without decisions of its own registers nothing here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.plugins import LayerRegistry
from engine.text import Text

View = Mapping[str, Any]
# (the seat's orders: a ``service.orders.standing_orders.StandingOrders``, the seat's view, the decision, the seat's
# legal actions) -> the action chosen, one of them. The orders' type is not imported: the orders module
# composes these hooks.
AnswerPolicy = Callable[[Any, View, Mapping[str, Any], Sequence[tuple[Any, ...]]], tuple[Any, ...]]


@dataclass(frozen=True)
class ServiceHooks:
    """Mappings merge along the components; tuples concatenate."""

    answers: Mapping[str, AnswerPolicy] = field(default_factory=dict)  # decision kind -> policy
    answer_names: Mapping[str, Callable[[int], Text]] = field(default_factory=dict)  # kind -> what a choice is
    answers_covered: tuple[Text, ...] = ()  # what the answers order covers, in words (hand DM, orders panel)


# A rule set's plug-in is the ``HOOKS`` of its folder, ``service/rules/<name>/`` (found by the engine's names).
SERVICE: LayerRegistry[ServiceHooks] = LayerRegistry("service", ServiceHooks)


def service_hooks(view: View) -> ServiceHooks:
    """The composed ``service`` hooks of a view's rule set."""
    return SERVICE.of_view(view)


def every_answer() -> ServiceHooks:
    """The hooks of every rule set at once (a decision names its kind, so its policy is found by kind)."""
    return SERVICE.of_all()
