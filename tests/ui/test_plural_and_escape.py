"""Plural forms and escaping of user-provided text (issue 8, items 1 and 6; issue #29 items 20 and 25)."""

from __future__ import annotations

import re

import discord
import pytest

from cogs.interactions.escape import safe, safe_names
from ui.escape import in_code, plain, strip_invisible
from ui.i18n.catalogue import localize
from ui.summary import dev_cards_text

MENTION = re.compile(r"@everyone|@here|<@[!&]?\d+>|<#\d+>")


def test_issue33_no_english_plural_logic_is_left_in_code() -> None:
    """Issue #33 item 1: plurals are the catalogue's (CLDR categories per language); ui/plural.py is gone."""
    import importlib.util

    assert importlib.util.find_spec("ui.plural") is None


def test_mentions_cannot_ping() -> None:
    for name in ("@everyone", "@here", "<@&123456789012345678>", "<@!42>", "<@42>", "<#42>"):
        escaped = safe(name)
        assert escaped != name
        assert not MENTION.search(escaped), escaped  # no mention syntax Discord would render is left


def test_markdown_is_shown_as_written() -> None:
    assert safe("**big** _it_ `x` ~~s~~ ||spoil||") == r"\*\*big\*\* \_it\_ \`x\` \~\~s\~\~ \|\|spoil\|\|"
    assert safe("# Title") == r"\# Title" and safe("Ann") == "Ann"
    assert safe_names(["Ann", "@here"]) == ["Ann", "@\u200bhere"]


def test_in_code_cannot_break_out_of_the_quotes() -> None:
    assert "`" not in in_code("a` @everyone `b") and "@everyone" not in in_code("@everyone")


def test_development_cards_in_words() -> None:
    assert localize(dev_cards_text({"knight": 1, "road_building": 0, "victory_point": 2}), "en") == (
        "1 Knight card, 2 Victory Point cards"
    )
    assert localize(dev_cards_text({"knight": 0}), "en") == "none"
    assert localize(dev_cards_text({"knight": 1, "victory_point": 2}), "de") == "1 Ritterkarte, 2 Siegpunktkarten"


def test_event_lines_use_right_plurals() -> None:
    from tests.english import describe_event

    names = ["Ann", "Bo"]
    assert describe_event({"type": "revealed_vp", "seat": 0, "count": 1}, names) == (
        "Ann revealed 1 victory point card."
    )
    assert describe_event({"type": "revealed_vp", "seat": 0, "count": 2}, names) == (
        "Ann revealed 2 victory point cards."
    )
    owed = describe_event({"type": "discards_owed", "owed": [0, 4]}, names)
    assert owed is not None and owed.endswith("Bo 4 cards.")
    monopoly = describe_event({"type": "played_monopoly", "seat": 1, "resource": 4, "taken": [1, 0]}, names)
    assert monopoly == "Bo played Monopoly and took 1 wool from the others."


def test_hand_changes_count_cards_right() -> None:
    from ui.summary import hand_changes

    before = {"wool": 3, "ore": 0, "dev:knight": 0, "dev:year_of_plenty": 2}
    after = {"wool": 1, "ore": 1, "dev:knight": 1, "dev:year_of_plenty": 0}
    changes = hand_changes(before, after)
    assert changes is not None
    assert localize(changes, "en") == "-2 wool, +1 ore, +1 Knight card, -2 Year of Plenty cards"
    assert localize(changes, "de") == "-2 Wolle, +1 Erz, +1 Ritterkarte, -2 Erfindung-Karten"  # issue #33
    assert hand_changes(after, after) is None and hand_changes(None, after) is None


def test_bidi_controls_cannot_reverse_the_rest_of_a_line() -> None:
    """Issue #18 item 6: U+202A-U+202E and U+2066-U+2069 in a name or typed text are removed."""
    from tests.english import describe_event
    from ui.escape import plain

    controls = [chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))]
    for control in controls:
        name = f"Bo{control}sniw"
        assert safe(name) == "Bosniw" and plain(name) == "Bosniw" and in_code(name) == "Bosniw"
    line = describe_event({"type": "game_over", "winner": 0, "scores": [10, 3]}, safe_names(["\u202eoB", "Al"]))
    assert line == "🏆 **oB wins** with 10 victory points!"


@pytest.mark.parametrize(
    "invisible",
    ["\u200f", "\u200e", "\u200b", "\u2060", "\ufeff", "\u00ad", "\u061c", "\u180e", "\u3164", "\u115f",
     "\u2800", "\x07", "\U000e0041", "\u200d", "\u200c"],
)  # fmt: skip
def test_item20_invisible_characters_are_removed_from_names(invisible: str) -> None:
    """Issue #29 item 20: a right-to-left mark (main kept it: it moved the punctuation after the name), zero-width
    and other format characters, controls and blank letters: shown as nothing, so a name holding them looked
    like another (or no) name."""
    for name in (f"Ann{invisible}", f"{invisible}Ann", f"A{invisible}nn"):
        assert safe(name) == plain(name) == in_code(name) == "Ann", repr(name)
    assert strip_invisible(f"\u200fשלום{invisible}") == "שלום"


def test_item20_joiners_stay_where_a_script_or_an_emoji_needs_them() -> None:
    family, persian, hindi = "👩\u200d💻", "می\u200cخواهم", "क्\u200dष"
    assert strip_invisible(family) == family and strip_invisible(persian) == persian and strip_invisible(hindi) == hindi
    assert strip_invisible("Ann\u200d") == "Ann" and strip_invisible("\u200d👩") == "👩"


def test_item25_markdown_and_mentions_are_escaped_by_discord_py_plus_what_it_leaves() -> None:
    """cogs.interactions.escape.safe is discord.py's escape_markdown and escape_mentions, plus the mentions they leave
    (channel mentions, ids shorter than a snowflake): shown here failing with discord.py's alone."""
    for text in ("**big** _it_ `x` ~~s~~ ||spoil||", "# Title", "> quote", "- item", "[a](http://e.com)",
                 "@everyone", "@here", "<@123456789012345678>", "<@&123456789012345678>"):  # fmt: skip
        assert safe(text) == discord.utils.escape_markdown(discord.utils.escape_mentions(text), ignore_links=False)
    for left in ("<#42>", "<@&4242>", "<@42>"):
        assert discord.utils.escape_mentions(left) == left  # discord.py leaves these: Discord renders them
        assert not MENTION.search(safe(left))
    # Links are escaped like any text: discord.py's default leaves markdown inside a URL alone.
    assert "**" in discord.utils.escape_markdown("http://x.com/**y**") and "**" not in safe("http://x.com/**y**")
