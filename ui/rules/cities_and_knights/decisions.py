"""Cities & Knights' decisions in words: the menu label of each answer, what a player owes."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES
from engine.pending import step_text
from engine.plugins import topology_of_view
from ui.i18n.text import Text, Verbatim
from ui.rules.cities_and_knights.words import CARD_TEXT, DECKS, card_name


def _card_of_hand(i: int) -> str:
    return CARD_NAMES[i] if 0 <= i < len(CARD_NAMES) else "?"


def _progress_of_index(i: int) -> str:
    ids = sorted(CARD_TEXT)  # the engine numbers progress cards by their sorted ids (cards.CARD_IDS)
    return card_name(ids[i]) if 0 <= i < len(ids) else "?"


def answer_label(decision: dict[str, Any], choice: int, names: list[str], shape: topo.Topology | None = None) -> str:
    """The menu label of one answer to an open decision (the view's pending entry); spots are named on
    ``shape``, the game's island (the standard one if None)."""
    kind = decision.get("kind", "")
    none = choice < 0
    island = shape or topo.STANDARD

    def vertex(v: int) -> str:
        return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"

    if kind == "discard":
        return f"Discard 1 {_card_of_hand(choice)}"
    if kind in ("wedding_gift", "harbor_commodity"):
        to = names[decision["to"]] if "to" in decision else "them"
        return f"Give 1 {_card_of_hand(choice)} to {to}"
    if kind == "master_merchant_take":
        return f"Take 1 {_card_of_hand(choice)}"
    if kind == "aqueduct":
        return "Take nothing" if none else f"Take 1 {_card_of_hand(choice)} (Aqueduct)"
    if kind == "pillage":
        return f"Lose the city on {vertex(choice)}"
    if kind == "metropolis":
        return f"Put the metropolis on your city on {vertex(choice)}"
    if kind == "knight_retreat":
        return f"Move your knight to {vertex(choice)}"
    if kind == "deserter_remove":
        return f"Remove your knight on {vertex(choice)}"
    if kind == "deserter_place":
        return "Place no knight" if none else f"Place the knight on {vertex(choice)}"
    if kind == "commit_knights":
        return "Commit no more knights" if none else f"Commit the knight on {vertex(choice)}"
    if kind == "defender_draw":
        return f"Draw from the {DECKS[choice]} deck" if 0 <= choice < 3 else "?"
    if kind == "progress_limit":
        return f"Put back {_progress_of_index(choice)}"
    if kind == "spy_take":
        return "Take no card" if none else f"Take {_progress_of_index(choice)}"
    if kind == "diplomat_replace":
        return "Keep the road in your supply" if none else f"Re-place the road on {island.EDGE_LABELS[choice]}"
    return f"Answer {choice}"


def answer_choice_label(view: dict[str, Any], action: list[Any] | tuple[Any, ...], names: list[str]) -> str | None:
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
