"""Cities & Knights' decisions in words: the menu label of each answer, what a player owes."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.errors import named
from engine.pending import step_text
from engine.plugins import topology_of_view
from engine.rules.cities_and_knights.answers import answer_text
from ui.i18n.text import Text, Verbatim


def answer_label(decision: dict[str, Any], choice: int, names: list[str], shape: topo.Topology | None = None) -> Text:
    """The menu label of one answer to an open decision (the view's pending entry): the engine's words for it
    (``engine.rules.cities_and_knights.answers``), the seats they name by the players' names; spots are named on
    ``shape``, the game's island (the standard one if None)."""
    words = answer_text(str(decision.get("kind", "")), decision, choice, shape or topo.STANDARD)
    return named(words, names)  # type: ignore[return-value]


def answer_choice_label(view: dict[str, Any], action: list[Any] | tuple[Any, ...], names: list[str]) -> Text | None:
    """Label of an ``("answer", id, choice)`` action from the view's pending list (None: not an answer)."""
    if not action or action[0] != "answer":
        return None
    decision = next((d for d in view.get("pending", []) if d.get("id") == action[1]), None)
    if decision is None:
        return None
    return answer_label(decision, int(action[2]), names, topology_of_view(view))


def open_decisions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Open C&K decisions (they carry an id), in the order the engine lists them."""
    return [d for d in view.get("pending", []) if "id" in d and d.get("blocking")]


def decision_text(decision: dict[str, Any], names: list[str], *, to_owner: bool = False) -> Text | str:
    """'choose the city the barbarians pillage' with the other player named where the data says who;
    ``to_owner``: said to the player who owes it ("your cards", not the engine's "their cards")."""
    text = owed_text(str(decision.get("kind", "decide")), to_owner=to_owner)
    other = decision.get("to", decision.get("for", decision.get("from")))
    if isinstance(other, int) and 0 <= other < len(names) and decision.get("kind") != "knight_retreat":
        key = "ck-thread-owed-for" if "to" in decision or "for" in decision else "ck-thread-owed-from"
        return Text(key, what=text, who=Verbatim(names[other]))
    return text


def owed_text(kind: str, *, to_owner: bool = False) -> Text | str:
    """What a decision of ``kind`` asks, about its player ("move their displaced knight", the engine's words:
    ``refusals-step-<kind>``) or, ``to_owner``, said to them ("move your displaced knight")."""
    step = step_text(kind)
    if not to_owner or not isinstance(step, Text):
        return step if isinstance(step, Text) else kind.replace("_", " ")
    return Text("ck-thread-owed-you", kind=kind, step=step)
