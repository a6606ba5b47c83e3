"""The hand DM in its reader's language (issue #33 item 2): a hand DM is sent outside any interaction, so it is
put into the person's stored language (their choice in `/catan me settings`, else their Discord client's as last
seen), whatever the game's; an English reader's hand is unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.asyncio

GERMAN_HEAD, ENGLISH_HEAD = "Deine Hand in Catan-Partie", "Your hand in Catan game"


def _hand_dm(fd: FakeDiscord, user: Any, head: str) -> Any:
    return [m for m in fd.dm_messages(user) if head in m.content][-1]


async def test_issue33_a_german_readers_hand_dm_is_german_an_english_one_unchanged(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hand-languages.sqlite3", seed=2)
        ana, bo, cy = fd.add_user("Ana", locale="de"), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3, "language": "fr"})
            await fd.settle()
            german = _hand_dm(fd, ana, GERMAN_HEAD)
            assert german.content.splitlines()[1:4] == [
                "Rohstoffe: 1 Lehm, 1 Holz, 1 Erz", "Entwicklungskarten: keine", "Siegpunkte: 2 (öffentlich 2)",
            ], german.content
            assert [b.get("label") for b in german.buttons] == ["🎲 Würfeln", "🏗️ Bauen…", "⏭️ Zug beenden",
                                                                "📜 Daueraufträge…"]  # fmt: skip
            # An English client reads English in a French game: the person's language, not the game's.
            english = _hand_dm(fd, bo, ENGLISH_HEAD)
            assert english.content.splitlines()[1:4] == [
                "Resources: 1 lumber, 1 ore, 1 wool", "Development cards: none", "Victory points: 2 (public 2)",
            ], english.content
            assert [b.get("label") for b in english.buttons] == ["🎲 Roll", "🏗️ Build…", "⏭️ End turn",
                                                                 "📜 Standing orders…"]  # fmt: skip
            # Rolls and turns until Ana's hand changes: the change is told in German too.
            for _ in range(12):
                if any("Seit dem letzten Stand" in m.content for m in fd.dm_messages(ana)):
                    break
                for user, head in ((ana, GERMAN_HEAD), (bo, ENGLISH_HEAD), (cy, ENGLISH_HEAD)):
                    dm = _hand_dm(fd, user, head)
                    for label in ("🎲 Würfeln", "🎲 Roll", "⏭️ Zug beenden", "⏭️ End turn"):
                        if any(b.get("label") == label for b in dm.buttons):
                            answer = await fd.click(user, dm, label=label)
                            await answer.wait_private(timeout=table.answer_timeout)
                await fd.settle()
            changed = [m.content for m in fd.dm_messages(ana) if "Seit dem letzten Stand: +" in m.content]
            assert changed, [m.content for m in fd.dm_messages(ana)]
            for content in (m.content for m in fd.dm_messages(ana)):
                assert not any(word in content for word in ("Resources", "Since the last", "Victory points")), content
