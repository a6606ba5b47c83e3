"""The hand DM in its reader's language (issue #33 item 2): a hand DM is sent outside any interaction, so it is
put into the person's stored language (their choice in `/catan me settings`, else their Discord client's as last
seen), whatever the game's; an English reader's hand is unchanged."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord
from ui.i18n.languages import PSEUDO, force_language

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("hand DMs in German and English (and one in the pseudo-locale it forces itself): real languages, not the pseudo-locale")]

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


async def test_issue33_closed_dms_a_german_reader_in_a_spanish_game(tmp_path: Path) -> None:
    """Ana (a German client) cannot get DMs in a Spanish game: the thread says so in Spanish (everyone's), her
    hand and the mover's answer ("✅ Done: ...") come to her alone in German."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "hand-closed.sqlite3", seed=2)
        ana, bo, cy = fd.add_user("Ana", locale="de", dms_closed=True), fd.add_user("Bo"), fd.add_user("Cy")
        async with world.running():
            table = await start_game(world, [ana, bo, cy], {"board": "beginner", "players": 3, "language": "es"})
            await fd.wait_for_message(
                table.thread, lambda m: "no puedo enviarte mensajes directos" in m.content and str(ana.id) in m.content,
                timeout=20,
            )
            assert not fd.dm_messages(ana)
            seat = table.users.index(ana)

            def button(message: Any, op: str) -> str:
                return next(b["custom_id"] for b in message.buttons if b.get("custom_id", "").endswith(f":{op}"))

            turn = table.turn_message()
            shown = await fd.click(ana, turn, button(turn, "hand"))
            await shown.wait_done(timeout=15)
            assert shown.ephemeral and f"{GERMAN_HEAD} #" in shown.text and "Rohstoffe: " in shown.text, shown.text

            for _ in range(40):  # on to Ana's roll
                public = await table.view(None)
                if public["active"] == seat and public["step"] == "pre_roll":
                    break
                assert await table.step()
            turn = table.turn_message()
            rolled = await fd.click(ana, turn, button(turn, "roll"))
            await rolled.wait_done(timeout=15)
            assert "\n✅ Erledigt: würfeln.\n" in rolled.text, rolled.text  # below the turn message (in Spanish)
            assert f"{GERMAN_HEAD} #" in rolled.text and "Resources" not in rolled.text, rolled.text


async def test_issue33_item4_the_hand_dm_in_the_pseudo_locale_has_no_english_left(tmp_path: Path) -> None:
    """Every reader forced into the pseudo-locale: the hand DM's lines and buttons all come from the catalogue
    (accented, bracketed); only the names and the numbers stay as they are."""
    force_language(PSEUDO)
    try:
        async with FakeDiscord() as fd:
            world = BotWorld(fd, tmp_path / "hand-pseudo.sqlite3", seed=2)
            users = [fd.add_user(name) for name in ("Ana", "Bo", "Cy")]
            async with world.running():
                await start_game(world, users, {"board": "beginner", "players": 3})
                await fd.settle()
                dm = fd.dm_messages(users[0])[-1]
    finally:
        force_language(None)
    lines = dm.content.splitlines()
    assert len(lines) >= 4, dm.content
    for line in lines:
        words = re.findall(r"[A-Za-z]{3,}", line.replace("Ana", ""))
        assert not words, (line, words)  # plain English: a string that escaped the catalogue
    for button in dm.buttons:
        assert "[" in button["label"] and not re.search(r"[A-Za-z]{3,}", button["label"]), button["label"]
