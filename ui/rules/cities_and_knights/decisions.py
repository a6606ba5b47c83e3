"""Cities & Knights' decisions in words: the menu label of each answer, what a player owes."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES
from engine.plugins import topology_of_view
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text, Verbatim
from ui.person import to_you
from ui.rules.cities_and_knights.words import CARD_TEXT, TRACKS, card_words


def _card_of_hand(i: int) -> Text | str:
    """One card of a hand's kind i ("1 brick", C&K's commodities too)."""
    return Text(f"counted-{CARD_NAMES[i]}", count=1) if 0 <= i < len(CARD_NAMES) else "?"


def _progress_of_index(i: int) -> Text | Verbatim | str:
    ids = sorted(CARD_TEXT)  # the engine numbers progress cards by their sorted ids (cards.CARD_IDS)
    return card_words(ids[i]) if 0 <= i < len(ids) else "?"


def answer_label(decision: dict[str, Any], choice: int, names: list[str], shape: topo.Topology | None = None) -> Text:
    """The menu label of one answer to an open decision (the view's pending entry); spots are named on
    ``shape``, the game's island (the standard one if None)."""
    kind = decision.get("kind", "")
    none = choice < 0
    island = shape or topo.STANDARD

    def vertex(v: int) -> str:
        return island.VERTEX_LABELS[v] if 0 <= v < island.N_VERTEX else "?"

    def say(what: str, **args: Any) -> Text:
        return Text(f"ck-menus-answer-{what}", **args)

    if kind == "discard":
        return say("discard", card=_card_of_hand(choice))
    if kind in ("wedding_gift", "harbor_commodity"):
        to = Verbatim(names[decision["to"]]) if "to" in decision else Text("ck-menus-them")
        return say("give", card=_card_of_hand(choice), to=to)
    if kind == "master_merchant_take":
        return say("take", card=_card_of_hand(choice))
    if kind == "aqueduct":
        return say("take-nothing") if none else say("aqueduct", card=_card_of_hand(choice))
    if kind == "pillage":
        return say("pillage", spot=vertex(choice))
    if kind == "metropolis":
        return say("metropolis", spot=vertex(choice))
    if kind == "knight_retreat":
        return say("retreat", spot=vertex(choice))
    if kind == "deserter_remove":
        return say("remove", spot=vertex(choice))
    if kind == "deserter_place":
        return say("place-none") if none else say("place", spot=vertex(choice))
    if kind == "commit_knights":
        return say("commit-none") if none else say("commit", spot=vertex(choice))
    if kind == "defender_draw":
        return say("draw", deck=Text(f"ck-thread-deck-{TRACKS[choice]}")) if 0 <= choice < 3 else say("other", choice=str(choice))
    if kind == "progress_limit":
        return say("put-back", card=_progress_of_index(choice))
    if kind == "spy_take":
        return say("spy-none") if none else say("take", card=_progress_of_index(choice))
    if kind == "diplomat_replace":
        return say("diplomat-keep") if none else say("diplomat", spot=island.EDGE_LABELS[choice])
    return say("other", choice=str(choice))


def answer_choice_label(
    view: dict[str, Any], action: list[Any] | tuple[Any, ...], names: list[str], tag: str = ENGLISH
) -> str | None:
    """Label of an ``("answer", id, choice)`` action from the view's pending list, in language ``tag`` (None: not
    an answer)."""
    if not action or action[0] != "answer":
        return None
    decision = next((d for d in view.get("pending", []) if d.get("id") == action[1]), None)
    if decision is None:
        return None
    return localize(answer_label(decision, int(action[2]), names, topology_of_view(view)), tag)


def open_decisions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Open C&K decisions (they carry an id), in the order the engine lists them."""
    return [d for d in view.get("pending", []) if "id" in d and d.get("blocking")]


def decision_text(decision: dict[str, Any], names: list[str], *, to_owner: bool = False) -> str:
    """'choose the city the barbarians pillage' with the other player named where the data says who;
    ``to_owner``: said to the player who owes it ("your cards", not the engine's "their cards")."""
    text = decision.get("text") or decision.get("kind", "decide")
    if to_owner:
        text = to_you(text)
    other = decision.get("to", decision.get("for", decision.get("from")))
    if isinstance(other, int) and 0 <= other < len(names) and decision.get("kind") != "knight_retreat":
        text += f" (for {names[other]})" if "to" in decision or "for" in decision else f" (from {names[other]})"
    return text
