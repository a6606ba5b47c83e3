"""The board's trade panel (issue #34 item 4): open offers, their answers, new offers and bank trades.

Everything here is read from the viewer's own view, as the rest of the board document is: the open offers
as the public view shows them (every viewer, spectators too), and for a seated person the answers their
legal actions list (accept, decline, withdraw, confirm: the engine's legal-action code), whether they may
open a trade (``can_propose_trade``, the predicate that gates an offer and a counter-offer), their hand's
cards for the offer form, and the bank trades listed at their seat's rates. The page
(``web/static/trade.js``) draws it; the moves it sends go through ``POST /g/<id>/move`` like any other,
where the engine checks them in full (an offer's cards, its target, a counter's terms).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.constants import CARD_NAMES
from ui.i18n.catalogue import localize
from ui.i18n.text import Text, Verbatim
from ui.offers import EVERYONE, cannot_propose_text, offer_choice_label, offer_targets
from web.status import board_words, on_board

# The kinds the trade panel offers: the board's generic buttons leave them to it (``claims`` in trade.js).
ANSWERS = ("accept", "decline", "withdraw", "confirm")
BANK = "bank_trade"

WORDS = {
    "title": "web-trade-title",
    "offers": "web-trade-offers",
    "none": "web-trade-none",
    "new": "web-trade-new",
    "counter": "web-trade-counter",
    "give": "web-trade-give",
    "get": "web-trade-get",
    "to": "web-trade-target",
    "send": "web-trade-send",
    "send_counter": "web-trade-send-counter",
    "bank": "web-trade-bank",
    "bank_give": "web-trade-bank-give",
    "bank_get": "web-trade-bank-get",
    "bank_send": "web-trade-bank-send",
    "cancel": "web-cancel",
    "everyone": "forms-everyone",
    "failed": "web-try-again",
}


@lru_cache(maxsize=64)
def panel_words(tag: str) -> dict[str, str]:
    """The panel's fixed words in language ``tag`` (the same for every board of that language)."""
    words = {name: localize(Text(key), tag) for name, key in WORDS.items()}
    # lines the page fills in itself: a closed offer's log line (web.documents.offer_closed_line), which the page
    # looks for to say in place why an offer the person answered has gone, and the words when it finds none
    slots = {"offer": Verbatim("{offer}"), "reason": Verbatim("{reason}")}
    words["closed_line"] = localize(Text("web-trade-log-closed", **slots), tag)
    words["gone"] = localize(Text("web-trade-gone", offer=slots["offer"]), tag)
    return words


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def _answer_words(action: list[Any], names: list[str]) -> Text:
    kind = action[0]
    if kind == "confirm":
        return Text("web-trade-confirm", name=Verbatim(_name(names, action[2])))
    return Text(f"web-trade-{kind}")


def _offers(view: dict[str, Any], names: list[str], tag: str) -> list[dict[str, Any]]:
    you = view.get("you") or {}
    seat = you.get("seat")
    legal = [a for a in you.get("legal_actions", ()) if a and a[0] in ANSWERS]
    may_counter = bool(you.get("can_propose_trade"))
    out = []
    for offer in view.get("offers", ()):
        oid, to = offer["id"], list(offer["to"])
        others = [s for s in range(len(names)) if s != offer["seat"]]
        target = (
            Text("web-trade-to-everyone")
            if sorted(to) == others and len(to) > 1
            else Text("web-trade-to", name=Verbatim(", ".join(_name(names, s) for s in to)))
        )
        answers = []
        for who, said in sorted(offer.get("responses", {}).items(), key=lambda kv: int(kv[0])):
            answer = Text(f"trade-answer-{said}") if said else Text("web-trade-waiting")
            answers.append(localize(Text("trade-answer", who=Verbatim(_name(names, int(who))), answer=answer), tag))
        acts = [{"a": list(a), "words": localize(_answer_words(a, names), tag)} for a in legal if a[1] == oid]
        out.append({
            "id": oid,
            "seat": offer["seat"],
            "give": list(offer["give"]),
            "get": list(offer["get"]),
            "label": localize(offer_choice_label(offer, names), tag),
            "to": localize(target, tag),
            "answers": answers,
            "acts": acts,
            # a counter-offer is an offer of one's own: the same predicate gates it (engine.legal)
            "counter": may_counter and seat in to and seat != offer["seat"],
        })  # fmt: skip
    return out


def _bank(you: dict[str, Any], tag: str) -> list[dict[str, Any]]:
    """The listed bank trades grouped by the card handed in: its rate and the cards the bank can give."""
    hand = list(you.get("hand", {}).values())
    rates = you.get("bank_rates", {})
    by_give: dict[int, list[int]] = {}
    for a in you.get("legal_actions", ()):
        if a and a[0] == BANK:
            by_give.setdefault(a[1], []).append(a[2])
    out = []
    for give, gets in sorted(by_give.items()):
        card = CARD_NAMES[give]
        label = Text("trade-bank-give-choice", resource=Text(f"resource-{card}"), rate=rates.get(card, 4),
                     held=hand[give] if give < len(hand) else 0)  # fmt: skip
        out.append({
            "give": give,
            "label": localize(label, tag),
            "gets": [[get, localize(Text(f"resource-{CARD_NAMES[get]}"), tag)] for get in gets],
        })  # fmt: skip
    return out


def trade_panel(view: dict[str, Any], names: list[str], tag: str) -> dict[str, Any]:
    """The trade panel of a board whose viewer's view is ``view`` (a seat's, or the public one)."""
    panel: dict[str, Any] = {"words": panel_words(tag), "offers": _offers(view, names, tag)}
    you = view.get("you")
    if not you:
        return panel  # a spectator reads the offers, and can answer none
    if you.get("can_propose_trade"):
        panel["propose"] = {
            "targets": [[s, panel["words"]["everyone"] if s == EVERYONE else _name(names, s)] for s in offer_targets(view)],
            "cards": [[name, localize(Text(f"resource-{name}"), tag), held] for name, held in you["hand"].items()],
        }  # fmt: skip
    elif view.get("phase") == "play":
        panel["why"] = localize(on_board(cannot_propose_text(view, names), board_words(view)), tag)
    panel["bank"] = _bank(you, tag)
    return panel
