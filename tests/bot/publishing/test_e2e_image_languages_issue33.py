"""Issue #33 item 2, end to end against the fake Discord: the pictures are asked for in the right language.

A game opened in German draws its thread's board in German (the game's language), and a player who chose French in
`/catan me settings` gets their hand's picture (`/catan hand`, private) in French; the render requests carry the
language as a tag (a small, picklable request for the render workers)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rendering import worker
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.real_languages("the images' languages: real languages, not the pseudo-locale")


async def test_issue33_item2_the_board_is_in_the_games_language_and_the_hand_in_its_readers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, Any]] = []
    board_png, hand_png = worker.board_png, worker.hand_png

    async def board(view: dict[str, Any], names: Any = None, **kwargs: Any) -> bytes:
        asked.append(("board", kwargs.get("language")))
        return await board_png(view, names, **kwargs)

    async def hand(view: dict[str, Any], names: Any = None, language: str | None = None) -> bytes:
        asked.append(("hand", language))
        return await hand_png(view, names, language)

    monkeypatch.setattr(worker, "board_png", board)
    monkeypatch.setattr(worker, "hand_png", hand)
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "image-languages.sqlite3", seed=5)
        ana, bo = fd.add_user("Ana"), fd.add_user("Bo")
        async with world.running():
            chosen = await fd.slash(bo, world.channel, "catan me settings", {"language": "fr"})
            await chosen.wait_done()
            table = await start_game(world, [ana, bo], {"board": "beginner", "players": 2, "language": "de",
                                                        "reminder_hours": 0})  # fmt: skip
            shown = await fd.slash(bo, table.thread, "catan hand", timeout=15)
            await shown.wait_done(timeout=15)
            assert shown.ephemeral, shown.text
    assert ("board", "de") in asked and {lang for kind, lang in asked if kind == "board"} == {"de"}, asked
    assert ("hand", "fr") in asked, asked
