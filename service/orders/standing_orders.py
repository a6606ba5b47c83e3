"""Standing orders (issue #20 item 4): answers a player gives in advance, so a sleeping player does not
block the others. Pure: each policy reads the seat's *view* (never the raw state) and the pending
decision, and returns one of the seat's legal actions.

Orders a player can give (per game or as a default, stored as JSON by ``db.users``):

* ``auto_roll``: roll at the start of the turn (giving up a Knight before the roll);
* ``discard`` on a 7: ``"priority"`` (part with cards in ``priority`` order) or ``"keep_build"`` (keep
  what a city or settlement needs, part with the surplus first);
* ``decline_trades``: decline a trade offer made to them;
* ``ck_answers``: the answers a rule set's own decisions need when they block others (Cities & Knights:
  the pillaged city, Wedding / Commercial Harbor / Deserter gifts, a displaced knight's retreat). Each
  rule set's policies live in its ``service`` plug-in (``service.rulesets``); this module finds them by
  the decision's kind and never asks which rule set a game plays;
* ``night_bot`` (a strength): in the player's quiet hours, a built-in player of that strength makes the
  decisions the game waits on them for (``night_due_at``), as a vacation would, night by night.

**No leak through timing or conditions.** Whether an order covers a decision depends only on the
decision's kind, which everyone sees; it is applied when the decision becomes due plus the grace
period the player chose (``due_at``), never later or earlier because of the cards held; and every
covered decision gets an answer whatever the hand (``prescribe`` is total). So the table learns from
an order only what the answer itself shows, as if the player had answered at that moment.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action
from engine.actions import from_json as action_from_json
from engine.constants import CARD_NAMES, CITY_COST, PIPS, SETTLEMENT_COST
from engine.errors import IllegalAction
from engine.plugins import topology_of_view
from engine.text import Items, Text
from service.people.user_settings import UserSettings
from service.rulesets import every_answer
from service.time.quiet_hours import is_quiet, quiet_periods
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.spots import action_words

# Decision kinds each order answers (``engine.pending`` kinds; C&K kinds from its decision queue).
ROLL_KINDS = frozenset({"pre_roll"})
DISCARD_KINDS = frozenset({"discard"})
TRADE_KINDS = frozenset({"trade_response"})
DISCARD_MODES = ("priority", "keep_build")
# Cards to part with first unless the player says otherwise: plentiful and cheap ones before scarce ones.
DEFAULT_PRIORITY: tuple[str, ...] = ("wool", "brick", "lumber", "grain", "ore", "cloth", "paper", "coin")
NO_SPOT = -1  # a C&K answer meaning "none" (e.g. not re-placing a piece)


class OrdersError(ValueError):
    """Orders a person typed cannot be used; the message (``text``: in the reader's language where it is shown;
    ``str()``: the English) says what would be accepted."""

    def __init__(self, text: Text) -> None:
        super().__init__(localize(text, ENGLISH))
        self.text = text


@dataclass(frozen=True, slots=True)
class StandingOrders:
    auto_roll: bool = False
    discard: str | None = None  # None: no order; "priority" or "keep_build"
    decline_trades: bool = False
    ck_answers: bool = False
    priority: tuple[str, ...] = DEFAULT_PRIORITY  # cards to part with first
    grace_minutes: int = 0  # applied this long after the decision becomes due
    night_bot: str | None = None  # strength of the built-in player answering in the player's quiet hours

    def __post_init__(self) -> None:
        if self.night_bot is not None and self.night_bot not in ("easy", "normal", "hard"):
            raise OrdersError(Text("orders-night-strengths"))
        if self.discard is not None and self.discard not in DISCARD_MODES:
            raise OrdersError(Text("orders-discard-modes", modes=", ".join(DISCARD_MODES)))
        unknown = [c for c in self.priority if c not in CARD_NAMES]
        if unknown or len(set(self.priority)) != len(self.priority):
            raise OrdersError(Text("orders-priority-cards", cards=card_list(CARD_NAMES)))
        if not 0 <= self.grace_minutes <= 7 * 24 * 60:
            raise OrdersError(Text("orders-grace-range"))

    @property
    def any(self) -> bool:
        return (
            self.auto_roll or self.discard is not None or self.decline_trades or self.ck_answers
            or self.night_bot is not None
        )  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {
            "auto_roll": self.auto_roll, "discard": self.discard, "decline_trades": self.decline_trades,
            "ck_answers": self.ck_answers, "priority": list(self.priority), "grace_minutes": self.grace_minutes,
            "night_bot": self.night_bot,
        }  # fmt: skip

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> StandingOrders:
        if not data:
            return cls()
        return cls(
            auto_roll=bool(data.get("auto_roll")),
            discard=data.get("discard"),
            decline_trades=bool(data.get("decline_trades")),
            ck_answers=bool(data.get("ck_answers")),
            priority=tuple(data.get("priority") or DEFAULT_PRIORITY),
            grace_minutes=int(data.get("grace_minutes") or 0),
            night_bot=data.get("night_bot"),
        )

    def lines(self) -> list[Text]:
        """The orders in force, in words (the hand DM and the orders panel, in their reader's language)."""
        out = []
        if self.auto_roll:
            out.append(Text("orders-line-roll"))
        if self.discard == "priority":
            out.append(Text("orders-line-priority", cards=card_list(self.priority)))
        elif self.discard == "keep_build":
            out.append(Text("orders-line-keep-build"))
        if self.decline_trades:
            out.append(Text("orders-line-decline"))
        if self.ck_answers:
            covered = every_answer().answers_covered
            out.append(Text("orders-line-answers-covered", covered=Items(covered, style="unit")) if covered
                       else Text("orders-line-answers"))  # fmt: skip
        if self.night_bot:
            out.append(Text("orders-line-night", bot=Text(f"orders-night-bot-{self.night_bot}")))
        if out and self.grace_minutes:
            out.append(Text("orders-line-grace", minutes=self.grace_minutes))
        return out


    def in_force(self) -> Text:
        """The hand DM's line: '📜 Standing orders: 🎲 roll at the start of my turn; 🙅 decline ...'."""
        lines: list[Text] = self.lines()
        joined = lines[-1] if lines else Text("orders-none")
        for line in reversed(lines[:-1]):
            joined = Text("orders-and", line=line, more=joined)
        return Text("orders-in-force", orders=joined)


def card_list(cards: Sequence[str]) -> Items:
    """Cards by their engine names ("wool", "cloth") as a list in the reader's words: "wool, brick, ore"."""
    return Items([Text(f"resource-{card}") for card in cards], style="unit")


def covers(orders: StandingOrders, decision: Mapping[str, Any]) -> bool:
    """Whether an order answers this decision. Depends on the decision's kind only (public)."""
    kind = decision.get("kind")
    return (
        (orders.auto_roll and kind in ROLL_KINDS)
        or (orders.discard is not None and kind in DISCARD_KINDS)
        or (orders.decline_trades and kind in TRADE_KINDS)
        or (orders.ck_answers and kind in answer_kinds())
    )


def answer_kinds() -> frozenset[str]:
    """The decision kinds an ``answers`` order covers, over every rule set (a kind names its rule set's decision)."""
    return frozenset(every_answer().answers)


def due_at(orders: StandingOrders, decision: Mapping[str, Any], since: float) -> float | None:
    """When the order is applied to a decision due since ``since``: then plus the grace period; None
    if no order covers it. Nothing but the kind and the player's grace period decides the time."""
    return since + 60.0 * orders.grace_minutes if covers(orders, decision) else None


def night_due_at(orders: StandingOrders, person: UserSettings, since: float) -> float | None:
    """When the night order answers a decision due since ``since``: once it has waited the grace period
    and the player's quiet hours are on (at once if they are, else when they begin, should it still be
    open). None without a night order or quiet hours. Depends on the clock and the player's public
    quiet hours only, never on the cards."""
    if orders.night_bot is None or person.quiet is None:
        return None
    t = since + 60.0 * orders.grace_minutes
    if is_quiet(person, t):
        return t
    return next(s for s, _e in quiet_periods(person, t, t + 2 * 86400.0) if s > t)


def _legal(view: Mapping[str, Any]) -> list[Action]:
    out = []
    for raw in view["you"].get("legal_actions", ()):
        try:
            out.append(action_from_json(raw))
        except IllegalAction:
            out.append(tuple(tuple(x) if isinstance(x, list) else x for x in raw))
    return out


def _hand(view: Mapping[str, Any]) -> list[int]:
    return list(view["you"]["hand"].values())


def discard_rank(orders: StandingOrders, width: int) -> list[int]:
    """Card ids in the order the player parts with them (cards not named come last, by id)."""
    named = [CARD_NAMES.index(c) for c in orders.priority if CARD_NAMES.index(c) < width]
    return named + [c for c in range(width) if c not in named]


def _need(width: int) -> list[int]:
    """What a city and a settlement need together (the cards a 'keep_build' order keeps)."""
    return [max(a, b) for a, b in zip(CITY_COST, SETTLEMENT_COST, strict=True)] + [0] * (width - 5)


def _next_discard(orders: StandingOrders, hand: list[int]) -> int:
    """The card id to part with next: by priority, or (keep_build) the largest surplus over what
    building needs, ties by priority."""
    rank = discard_rank(orders, len(hand))
    held = [c for c in rank if hand[c] > 0]
    if orders.discard == "keep_build":
        need = _need(len(hand))
        return max(held, key=lambda c: (hand[c] - need[c], -rank.index(c)))
    return held[0]


def spot_pips(view: Mapping[str, Any], vertex: int) -> int:
    """Pips of the hexes around an intersection, on the view's own island (5-6 players: the larger one)."""
    numbers = view["board"].get("numbers") or ()
    shape = topology_of_view(view)
    return sum(PIPS.get(numbers[h], 0) for h in shape.VERTEX_HEXES[vertex] if 0 <= h < len(numbers))


def spot_label(choice: int) -> Text:
    """An intersection id as people read it (1-based on every island)."""
    return Text("orders-intersection", spot=choice + 1) if choice >= 0 else Text("orders-no-choice")


def answer_choices(legal: Sequence[Action], decision_id: Any) -> list[int]:
    """The choices of the seat's legal answers to one decision (a rule set's own decisions)."""
    return [a[2] for a in legal if a[0] == "answer" and (decision_id is None or a[1] == decision_id)]


def prescribe(orders: StandingOrders, view: Mapping[str, Any], decision: Mapping[str, Any]) -> Action | None:
    """The action the orders prescribe for ``decision`` (one of the seat's legal actions), or None if
    no order covers it. Reads the seat's view only."""
    if not covers(orders, decision):
        return None
    legal = _legal(view)
    kind = decision["kind"]
    if kind in ROLL_KINDS:
        return _pick(legal, ("roll",))
    if kind in TRADE_KINDS:
        return _pick(legal, ("decline", decision["offer"]))
    if kind in DISCARD_KINDS:
        if "id" in decision:  # Cities & Knights: one card at a time
            return _pick(legal, ("answer", decision["id"], _next_discard(orders, _hand(view))))
        hand = _hand(view)
        counts = [0] * len(hand)
        for _ in range(int(decision.get("count") or view["you"].get("discard_owed") or 0)):
            card = _next_discard(orders, hand)
            hand[card] -= 1
            counts[card] += 1
        return _pick(legal, ("discard", tuple(counts)))
    policy = every_answer().answers.get(kind)
    if policy is None:  # an order covering a kind no rule set answers: a bug in covers(), not a move to make
        raise AssertionError(f"no standing-order policy for decisions of kind {kind!r}")
    return _pick(legal, policy(orders, view, decision, legal))


def applied_line(
    decision: Mapping[str, Any], action: Action, view: Mapping[str, Any], names: Sequence[str] | None = None
) -> Text:
    """What an order did, for the hand DM: '📜 Standing order: discard 2 brick, 2 wool.' Spots are named
    on the island of ``view`` (the seat's view the order read: 5-6 players have intersections 1-80)."""
    if action[0] == "answer":  # a rule set's answers are ids: its plug-in names the card or the spot
        kind = str(decision.get("kind"))
        name = every_answer().answer_names.get(kind, spot_label)
        return Text("orders-applied-answer", decision=Text(f"refusals-step-{kind}"), choice=name(action[2]))
    return Text("orders-applied", what=action_text(action, view, names))


def action_text(action: Action, view: Mapping[str, Any], names: Sequence[str] | None = None) -> Text | str:
    """An action as people read it, with the labels of the view's island ("build a road on 79-80")."""
    return action_words(dict(view), action, list(names) if names else None)


def _pick(legal: Sequence[Action], action: Action) -> Action:
    if action not in legal:
        # A policy above computed something the engine does not list: a bug here, never a move to make.
        raise AssertionError(f"standing order chose {action!r}, not among the seat's legal actions")
    return action


@dataclass(frozen=True, slots=True)
class Due:
    """An order to apply: ``seat``'s decision ``decision`` gets its answer at ``at``."""

    seat: int
    decision: dict[str, Any] = field(hash=False)
    at: float


def schedule(
    pending: Sequence[Mapping[str, Any]],
    orders: Mapping[int, StandingOrders],
    since: Mapping[int, float],
) -> list[Due]:
    """For the public pending list and each person's orders, when each covered decision is answered:
    the pipeline wakes at the earliest ``at`` and applies ``prescribe`` from that seat's view.
    ``since`` is when each seat's decision became due (the commit that opened it)."""
    out = []
    for d in pending:
        seat = d["seat"]
        seat_orders = orders.get(seat)
        if seat_orders is None or seat not in since:
            continue
        at = due_at(seat_orders, d, since[seat])
        if at is not None:
            out.append(Due(seat, dict(d), at))
    return sorted(out, key=lambda due: (due.at, due.seat))
