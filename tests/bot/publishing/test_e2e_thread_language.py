"""The game's thread and lobby in the game's language (issue #33 item 2, item 3), end to end against the fake
Discord: a game opened with `/catan new language:de` shows its turn messages, events, prompts and lobby in
German, whoever reads them; a game opened with the default language (an English server) reads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("a German game's thread and lobby: real languages, not the pseudo-locale")]


async def _thread_after(tmp_path: Path, name: str, options: dict, moves: int) -> tuple[list, str]:
    """The thread's messages and the lobby's text after ``moves`` moves of a 3-player beginner game."""
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / f"{name}.sqlite3", seed=5)
        users = [fd.add_user(person) for person in ("Ann", "Bo", "Cy")]  # English clients
        async with world.running():
            table = await start_game(world, users, {"board": "beginner", "players": 3, **options})
            for _ in range(moves):
                assert await table.step()
            await table.wait_published()
            await fd.settle()
            thread = fd.messages(table.thread)
            lobby = next(m for m in fd.world.messages.values() if m.embeds and "Catan" in m.text)
            return thread, lobby.text


async def test_issue33_a_german_game_s_thread_and_lobby_are_in_german(tmp_path: Path) -> None:
    thread, lobby = await _thread_after(tmp_path, "de", {"language": "de"}, moves=12)
    text = "\n".join(m.content for m in thread)
    assert "🎲 **Das Spiel beginnt!** Plätze: Ann (blau), Bo (weiß)" in text, text
    assert "Ertrag: " in text and " Lehm" in text, text  # production, in the glossary's words
    assert "**Zug 1** — " in text and "**Zug 2**" in text, text
    assert " würfelt **" in text, text  # the roll's event line
    assert any(line.startswith("➡️ ") and ("würfeln" in line or "handeln, bauen oder den Zug beenden" in line)
               for line in text.splitlines()), text  # the prompt of the player the game waits for
    for english in ("The game begins", " rolled **", "**Turn ", "trade, build, or end the turn", "Moves, trades"):
        assert english not in text, english
    assert "Wird im Thread gespielt" in lobby and "Spielplan: Einsteigerplan" in lobby, lobby
    assert "Sprache des Threads: Deutsch" in lobby


async def test_issue33_a_game_in_the_default_language_reads_in_english_as_before(tmp_path: Path) -> None:
    thread, lobby = await _thread_after(tmp_path, "en", {}, moves=12)
    text = "\n".join(m.content for m in thread)
    assert "🎲 **The game begins!** Seats: Ann (blue), Bo (white)" in text, text
    assert "**Turn 1** — " in text and " rolled **" in text, text
    assert "Das Spiel" not in text and "würfelt" not in text
    assert "Playing in the thread" in lobby and "Board: beginner layout (from the rulebook)" in lobby, lobby
