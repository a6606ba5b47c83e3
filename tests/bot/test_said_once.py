"""Issue #29 item 4: the scan that the played games' tests run (``tests.bot.said_once``) finds the doubles
the issue names, and lets a turn's own lines and a later turn's alike facts be."""

from __future__ import annotations

from dataclasses import dataclass

from tests.bot.said_once import doubles, facts


@dataclass
class Said:
    content: str


def test_item4_the_doubles_of_the_issue_are_found() -> None:
    thread = [
        Said("**Turn 6** — Ada\n✅ Ada traded 1 wool to Bram for 1 ore.\nCleo discarded 1 brick, 3 grain.\n"
             "🏗️ Dev finished building."),
        Said("✅ **Trade #1 done:** Ada gave 1 wool to Bram for 1 ore."),
        Said("✅ A 7 was rolled: Cleo discarded half of their cards."),
        Said("🏗️ Dev's Special Build slot is over."),
        Said("✅ Cleo answered (discard half of their cards)."),
    ]  # fmt: skip
    found = doubles(thread)
    assert len(found) == 4, found
    assert [k[0] for k in facts("Ada discarded 1 brick; Bram discarded 2 ore.")] == ["discard", "discard"]


def test_item4_one_fact_per_turn_passes() -> None:
    thread = [
        Said("**Turn 7** — Ada\n✅ Ada traded 1 wool to Bram for 1 ore.\n✅ Ada traded 1 wool to Bram for 1 ore."),
        Said("🤝 Trade #3 — closed: withdrawn."),
        Said("**Turn 8** — Bram\nAda discarded 2 ore.\n✅ Ada traded 1 wool to Bram for 1 ore."),
    ]  # fmt: skip
    assert doubles(thread) == []
