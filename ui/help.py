"""`/catan help`: the rules of play here and every command, in pages of one topic each.

One message holds at most 2,000 characters, and all the commands with their options do not fit in one:
the help is cut into topics (`/catan help topic:trading`), each a message of its own. Every command
and every option the bot registers appears in some page (tests/bot/play/test_help.py checks this against
the registered command tree, and each page's length).
"""

from __future__ import annotations

from engine.constants import COSTS
from ui.i18n.catalogue import localize
from ui.i18n.text import Arg, Lines, Text
from ui.i18n.words import counts_text, piece_name
from ui.rulesets import UI


def _page(topic: str, **args: Arg) -> tuple[Text, Text]:
    return Text(f"help-{topic}.menu"), Text(f"help-{topic}", **args)


def _costs() -> Lines:
    """The turn page's building costs, a line each ("• road: 1 brick, 1 lumber")."""
    return Lines([Text("help-cost-line", piece=piece_name(name), cost=counts_text(cost)) for name, cost in COSTS.items()])


# topic -> (its line in the topic menu, its page), in the catalogue (ui/locales/help); the first topic is the page
# of `/catan help` alone, and each rule set adds its own (``UiHooks.help_pages``).
PAGES: dict[str, tuple[Text, Text]] = {
    "start": _page("start"),
    "lobby": _page("lobby"),
    "turn": _page("turn", costs=_costs()),
    "trading": _page("trading"),
    **UI.of_all().help_pages,  # a page per rule set (cities_and_knights, two_player, five_six, seafarers)
    "history": _page("history"),
    "admin": _page("admin"),
    "time": _page("time"),
}

ALIASES: dict[str, str] = dict(UI.of_all().help_aliases)  # a topic's older name answers with its page


def help_topics(typed: str, reader: str) -> list[tuple[str, str]]:
    """(topic, menu text in the reader's language) of the topics whose menu text or name contains what was typed."""
    typed = typed.strip().lower()
    labels = [(key, localize(label, reader)) for key, (label, _page) in PAGES.items()]
    return [(key, label) for key, label in labels if typed in label.lower() or typed in key]


def help_page(topic: str | None) -> Text:
    """The page of ``topic`` (None or an unknown topic: the start page, which lists the topics)."""
    key = (topic or "start").strip().lower().split(":")[0]  # a typed menu text names its topic first
    key = ALIASES.get(key, key)
    return PAGES.get(key, PAGES["start"])[1]
