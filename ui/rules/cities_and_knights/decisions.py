"""Cities & Knights' decisions in words: the menu label of each answer, what a player owes."""

from __future__ import annotations

from typing import Any

from engine import topology as topo
from engine.constants import CARD_NAMES
from engine.pending import step_text
from engine.plugins import topology_of_view
from ui.i18n.text import Text, Verbatim
from ui.rules.cities_and_knights.words import CARD_TEXT, DECKS


def _card_of_hand(i: int) -> Text | str:
    return Text(f"resource-{CARD_NAMES[i]}") if 0 <= i < len(CARD_NAMES) else "?"


def _progress_of_index(i: int) -> Text | str:
    ids = sorted(CARD_TEXT)  # the engine numbers progress cards by their sorted ids (cards.CARD_IDS)
    return Text(f"ck-thread-card-{ids[i].replace('_', '-')}") if 0 <= i < len(ids) else "?"


# decision kind -> its answer's menu label (ck-menus-answer-<key>), and the one for "none" where it has one
_ANSWERS = {
    "discard": "discard", "master_merchant_take": "take", "pillage": "pillage", "metropolis": "metropolis",
    "knight_retreat": "retreat", "deserter_remove": "deserter-remove", "deserter_place": "deserter-place",
    "commit_knights": "commit", "progress_limit": "put-back", "spy_take": "spy", "diplomat_replace": "diplomat",
    "aqueduct": "aqueduct", "wedding_gift": "give", "harbor_commodity": "give", "defender_draw": "deck",
}  # fmt: skip
_NONE = {"aqueduct", "deserter_place", "commit_knights", "spy_take", "diplomat_replace"}


def answer_label(decision: dict[str, Any], choice: int, names: list[str], shape: topo.Topology | None = None) -> Text:
    """The menu label of one answer to an open decision (the view's pending entry); spots are named on
    ``shape``, the game's island (the standard one if None)."""
    kind = str(decision.get("kind", ""))
    island = shape or topo.STANDARD
    key = _ANSWERS.get(kind)
    if key is None:
        return Text("ck-menus-answer-other", choice=choice)
    if choice < 0 and kind in _NONE:
        return Text(f"ck-menus-answer-{key}-none")
    spot = island.VERTEX_LABELS[choice] if 0 <= choice < island.N_VERTEX else "?"
    if kind == "diplomat_replace":
        spot = island.EDGE_LABELS[choice] if 0 <= choice < len(island.EDGE_LABELS) else "?"
    card = _progress_of_index(choice) if kind in ("progress_limit", "spy_take") else _card_of_hand(choice)
    to = decision.get("to")
    who: Text | Verbatim = Verbatim(names[to]) if isinstance(to, int) and 0 <= to < len(names) else Text("ck-menus-them")
    deck = Text(f"ck-menus-deck-{choice}") if 0 <= choice < len(DECKS) else "?"
    return Text(f"ck-menus-answer-{key}", card=card, spot=Verbatim(spot), who=who, deck=deck)


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
