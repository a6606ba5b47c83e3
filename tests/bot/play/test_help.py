"""`/catan help` (issue #18 item 12): every registered command and option is in some page, and every page
fits one Discord message. The old single help was cut at 2,000 characters and missed `back`, `autopilot`,
`play reveal`, `2p giveback`, `ck improve` and `board numbers:`."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

from tests.bot.app.test_setup_and_limits import _command_payload
from tools.fakediscord.limits import MAX_CONTENT
from ui.help import PAGES, help_page, help_topics
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH, shipped

SUBCOMMAND, GROUP = 1, 2


def registered(command: dict[str, Any], prefix: str = "") -> dict[str, list[str]]:
    """'catan build road' -> its option names, for every subcommand of the registered tree."""
    path = f"{prefix} {command['name']}".strip()
    out: dict[str, list[str]] = {}
    options = command.get("options") or []
    if prefix and command.get("type") == SUBCOMMAND:
        out[path] = [o["name"] for o in options]
    for option in options:
        if option["type"] in (SUBCOMMAND, GROUP):
            out |= registered(option, path)
    return out


def mentioned(page: str) -> set[str]:
    """The command paths a page names in its `/catan ...` code spans, with `a|b|c` alternatives expanded
    (`/catan build road|settlement spot` names 'catan build road' and 'catan build settlement')."""
    paths: set[str] = set()
    for span in re.findall(r"`/(catan[^`]*)`", page):
        words = [w.split(":")[0].split("|") for w in span.split()]
        for depth in range(1, min(len(words), 3) + 1):
            paths |= {" ".join(combo) for combo in itertools.product(*words[:depth])}
    return paths


async def test_every_command_and_option_is_in_a_help_page_and_each_page_fits_a_message(tmp_path: Path) -> None:
    payload = await _command_payload(tmp_path)
    commands = registered(payload[0])
    assert len(commands) > 40 and "catan me back" in commands and "catan 2p giveback" in commands
    pages = {topic: localize(page, ENGLISH) for topic, (_label, page) in PAGES.items()}
    for tag in shipped():  # issue #33: a page fits one message in every language we ship
        for topic, (_label, page) in PAGES.items():
            size = len(localize(page, tag))
            assert size <= MAX_CONTENT, f"help topic {topic} has {size} characters in {tag}"
    missing_commands, missing_options = [], []
    for path, options in commands.items():
        where = [page for page in pages.values() if path in mentioned(page)]
        if not where:
            missing_commands.append(path)
            continue
        missing_options += [f"{path} {o}" for o in options if not any(re.search(rf"\b{o}\b", p) for p in where)]
    assert missing_commands == [], missing_commands
    assert missing_options == [], missing_options
    # /catan help topic: offers every topic (autocomplete: fixed choices would count towards the 4,000
    # characters of the one /catan command), and its first page names each.
    help_command = next(o for o in payload[0]["options"] if o["name"] == "help")
    topic = next(o for o in help_command["options"] if o["name"] == "topic")
    assert topic.get("autocomplete") and not topic.get("choices")
    assert [key for key, _label in help_topics("", ENGLISH)] == list(PAGES)
    assert [key for key, _label in help_topics("trad", ENGLISH)] == ["trading"]
    assert all(f"`{key}`" in localize(help_page(None), ENGLISH) for key in PAGES if key != "start")
    assert help_page("no such topic") == help_page(None) and help_page("Trading") == PAGES["trading"][1]


def test_item30_2_the_ck_topic_has_the_rule_sets_name_and_its_old_name_answers_the_same() -> None:
    """One spelling per rule set: the help topic is ``cities_and_knights``; ``cities_knights`` (its name
    before issue #30, in old links and habits) answers with the same page and is not offered in the menu."""
    page = PAGES["cities_and_knights"][1]
    assert "Cities & Knights" in localize(page, ENGLISH) and page != help_page(None)
    assert help_page("cities_knights") == help_page("cities_and_knights") == help_page("Cities_Knights") == page
    assert "cities_knights" not in PAGES
    assert [key for key, _ in help_topics("cities", ENGLISH)] == ["cities_and_knights"]
