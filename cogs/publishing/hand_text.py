"""The hand DM's text (issue #33: in its reader's language): cards, development cards, points, harbor rates, each
rule set's own lines, what is owed, what changed since the last update, and the notes and orders given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.constants import counts_text
from service import GameInfo
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Arg, Items, Lines, Text, Verbatim
from ui.rulesets import ui_of
from ui.summary import dev_cards_text, hand_as_held


def hand_text(
    view: dict[str, Any],
    names: list[str],
    game: GameInfo,
    *,
    changes: Arg | None = None,
    notes: list[str] | None = None,
    orders: Sequence[Text | Verbatim] | None = None,
    tag: str = ENGLISH,
) -> str:
    """The hand DM's text in the reader's language ``tag``; ``notes`` come in it already, ``orders`` (the standing
    orders in force and the moves made for the person) are put into it."""
    view = hand_as_held(view)
    you = view["you"]
    hand = you["hand"]
    held = [Text(f"counted-{r}", count=n) for r, n in hand.items() if n]
    cards: Arg = Items(held, style="unit") if held else Text("hand-no-resources")
    dev = dev_cards_text(you["dev_cards"])
    rates = [Text("hand-rate", card=Text(f"resource-{r}"), rate=rate) for r, rate in you["bank_rates"].items() if rate < 4]
    me = view["players"][you["seat"]]
    lines: list[Arg] = [
        Text("hand-title", game=str(game.id), name=Verbatim(names[you["seat"]]), colour=Text(f"thread-colour-{me['colour']}")),
        Text("hand-resources", cards=cards),
        Text("hand-dev-cards", cards=dev),
        Text("hand-victory-points", vp=you["vp"], public=me["public_vp"]),
    ]
    if rates:
        lines.append(Text("hand-harbor-rates", rates=Items(rates, style="unit")))
    for own_lines in ui_of(view).hand_lines:  # trade cards (2 players); progress cards instead of development (C&K)
        lines = own_lines(view, lines)
    if you["discard_owed"]:
        lines.append(Text("hand-discard-owed", count=you["discard_owed"]))
    elif you.get("discard_set_aside"):
        lines.append(Text("hand-discard-set-aside", cards=counts_text(tuple(you["discard_set_aside"]))))
    if changes:
        lines.append(Text("hand-since-last-update", changes=changes))
    lines.extend(Verbatim(note) for note in notes or [])
    lines.extend(orders or [])  # standing orders in force and what they did
    return localize(Lines(lines), tag)
