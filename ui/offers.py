"""Domestic trade offers in words: their terms, autocomplete choices of the open offers a player may
answer, and what a closed offer's message says (who traded what, or why it closed).

Names are passed in as they should appear in message text (escaped by the caller, see ui.escape).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.constants import format_counts
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Text, Verbatim
from ui.i18n.words import counts_text
from ui.rulesets import ui_of

MAX_CHOICES = 25  # Discord's limit for autocomplete results
MAX_NAME = 100

# Why an offer closed without a trade, as the engine's trade_closed events say it.
CLOSE_REASONS = {
    "declined": "everyone declined",
    "withdrawn": "withdrawn",
    "turn ended": "the turn ended",
    "building started": "building started (trading is over for this turn)",
    "game over": "the game is over",
    "another trade was made": "another trade was made",
}
# The same in the thread's catalogue (the offer's public message, in the game's language).
CLOSE_REASON_KEYS = {reason: f"thread-offer-reason-{reason.replace(' ', '-')}" for reason in CLOSE_REASONS}


EVERYONE = -1  # an offer's target: every other player (engine.rules.trade.check_offer)


def offer_targets(view: dict[str, Any]) -> list[int]:
    """Whom the viewer may address an offer to: the active player to everyone (``EVERYONE``) or one other
    player; anyone else only to the active player (the engine's ``check_offer`` refuses any other)."""
    seat, active = view["you"]["seat"], view["active"]
    if seat != active:
        return [active]
    return [EVERYONE, *(s for s in range(len(view["players"])) if s != active)]


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "someone"


def terms(seat: int, give: list[int], get: list[int], names: list[str]) -> str:
    """'Ann gives 2 wool for 1 ore'."""
    return f"{_name(names, seat)} gives {format_counts(give)} for {format_counts(get)}"


def offer_label(offer: dict[str, Any], names: list[str]) -> str:
    """'#3 Ann gives 2 wool for 1 ore' (counter-offers say so)."""
    kind = " (counter-offer)" if offer.get("parent", -1) >= 0 else ""
    return f"#{offer['id']} {terms(offer['seat'], offer['give'], offer['get'], names)}{kind}"


# For each /catan trade subcommand: which of the viewer's legal actions make an offer a valid choice.
_LEGAL_KIND = {"accept": "accept", "decline": "decline", "withdraw": "withdraw", "confirm": "confirm"}


def offer_choice_label(offer: dict[str, Any], names: list[str], accepted_by: Sequence[str] = ()) -> Text:
    """'#3 Ann gives 2 wool for 1 ore' (counter-offers say so; '— accepted by Bo' for one to confirm)."""
    key = "offers-choice-counter" if offer.get("parent", -1) >= 0 else "offers-choice"
    label = Text(key, offer=str(offer["id"]), name=Verbatim(_name(names, offer["seat"])),
                 give=counts_text(offer["give"]), get=counts_text(offer["get"]))  # fmt: skip
    if accepted_by:
        return Text("offers-choice-accepted", offer=label, names=", ".join(accepted_by))
    return label


def offer_choices(
    view: dict[str, Any], command: str, typed: str, names: list[str], tag: str = ENGLISH
) -> list[tuple[str, int]]:
    """Autocomplete choices (label, offer id) for ``/catan trade <command>``: the open offers the viewer
    may answer that way now, labelled in the viewer's language ``tag``. Counter-offers go to offers made to
    the viewer while they may propose."""
    you = view.get("you") or {}
    offers = {o["id"]: o for o in view.get("offers", [])}
    if command == "counter":
        eligible: dict[int, list[str]] = {}
        if you.get("can_propose_trade"):
            eligible = {oid: [] for oid, o in offers.items() if you.get("seat") in o["to"]}
    else:
        kind = _LEGAL_KIND[command]
        eligible = {}
        for action in you.get("legal_actions", []):
            if action[0] == kind and action[1] in offers:
                accepted = eligible.setdefault(action[1], [])
                if kind == "confirm":
                    accepted.append(_name(names, action[2]))
    needle = typed.strip().lower().lstrip("#")
    out: list[tuple[str, int]] = []
    for oid, accepted in sorted(eligible.items()):
        label = localize(offer_choice_label(offers[oid], names, accepted), tag)
        if not _matches(needle, oid, label):
            continue
        out.append((label[:MAX_NAME], oid))
        if len(out) == MAX_CHOICES:
            break
    return out


def _matches(needle: str, oid: int, label: str) -> bool:
    """A typed number is an offer id; anything else filters by the words of the label."""
    if not needle:
        return True
    if needle.isdigit():
        return str(oid).startswith(needle)
    return needle in label.lower()


def closed_offer_text(event: dict[str, Any], names: list[str]) -> Text:
    """What an offer's message says once the offer is closed, from the event that closed it: a ``traded``
    event (who traded what with whom) or a ``trade_closed`` event (its terms and why it closed). Public: put
    into the game's language by the thread (issue #33)."""
    oid = event["offer"]

    def who(seat: int) -> Arg:
        return Verbatim(names[seat]) if 0 <= seat < len(names) else Text("thread-someone")

    if event["type"] == "traded":
        return Text("thread-offer-done", offer=oid, who=who(event["seat"]), give=counts_text(event["give"]),
                    partner=who(event["partner"]), get=counts_text(event["get"]))  # fmt: skip
    reason_key = CLOSE_REASON_KEYS.get(event.get("reason", ""))
    reason: Arg = Text(reason_key) if reason_key else (event.get("reason") or Text("thread-offer-reason-closed"))
    if "give" in event:  # events stored before the terms were added to trade_closed have only the id
        return Text("thread-offer-closed-terms", offer=oid, who=who(event["seat"]), give=counts_text(event["give"]),
                    get=counts_text(event["get"]), reason=reason)  # fmt: skip
    return Text("thread-offer-closed-why", offer=oid, reason=reason)


def cannot_propose_text(view: dict[str, Any], names: list[str]) -> str | Text:
    """Why the viewer may not open a trade now (their view says ``can_propose_trade`` is false)."""
    you = view["you"]
    active = Verbatim(_name(names, view["active"]))
    if view["phase"] == "over":
        return Text("buttons-game-over")
    for own in ui_of(view).trade_closed_texts:  # a phase of a rule set's own (5-6: the SBP, Second's phase)
        if text := own(view, names):
            return text
    if view["phase"] != "play":
        return Text("offers-after-setup")
    mine = you["seat"] == view["active"]
    if view["step"] != "main":
        return Text("offers-after-roll-you") if mine else Text("offers-after-roll", name=active)
    if not mine and view["options"].get("trade_proposals") == "active_only":
        return Text("offers-active-only", name=active)
    if not any(you["hand"].values()):
        return Text("offers-no-cards")
    return Text("offers-building-started")
