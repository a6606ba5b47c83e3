"""The engine's refusals in the reader's language (issue #33 item 2), end to end against the fake Discord: a move
refused privately comes in the clicking person's Discord language, names whom the game waits for by name, and
says what is legal in that language; the game's thread stays in the game's language (English here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.demo.renders import PlaceholderRenders
from tools.demo.world import BotWorld, start_game
from tools.fakediscord import FakeDiscord

pytestmark = [pytest.mark.asyncio, pytest.mark.real_languages("refusals in each clicker's language: real languages, not the pseudo-locale")]

# What each reader's refusal of an out-of-turn roll starts with, and the words it must not carry.
NOT_YOUR_MOVE = {"de": "Du bist gerade nicht dran. Warten auf ", "fr": "Ce n’est pas à toi de jouer maintenant. En attente de ",
                 "es": "Ahora no te toca. Esperando a ", "pt-BR": "Não é sua vez agora. Aguardando "}  # fmt: skip


async def test_issue33_an_out_of_turn_click_is_refused_in_the_clickers_language(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "refusals.sqlite3", seed=7, render_pool=PlaceholderRenders())
        ann = fd.add_user("Ann")
        readers = {tag: fd.add_user(f"P{tag}", locale=tag) for tag in NOT_YOUR_MOVE if tag != "pt-BR"}  # pt-BR: the next test
        async with world.running():
            seated = [ann, *readers.values()]
            table = await start_game(world, seated, {"board": "beginner", "players": 4})
            turn = table.turn_message()
            public = await table.view(None)
            active = table.users[public["active"]]
            for tag, user in readers.items():
                if user is active:
                    continue
                refused = await fd.click(user, turn, label="🎲 Roll")
                await refused.wait_done()
                assert refused.ephemeral and refused.text.startswith("⚠️ " + NOT_YOUR_MOVE[tag]), (tag, refused.text)
                assert active.name in refused.text and "Waiting" not in refused.text, (tag, refused.text)
            if active is not ann:  # an English reader reads the English as before
                refused = await fd.click(ann, turn, label="🎲 Roll")
                await refused.wait_done()
                assert f"It's not your move right now. Waiting for {active.name} to roll the dice." in refused.text
            assert "Warten" not in "".join(m.content for m in fd.world.messages.values() if not m.ephemeral)


async def test_issue33_a_refused_spot_lists_the_legal_ones_in_the_readers_language(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "refused-spot.sqlite3", seed=7, render_pool=PlaceholderRenders())
        de, fr = fd.add_user("Dora", locale="de"), fd.add_user("Flor", locale="pt-BR")
        async with world.running():
            table = await start_game(world, [de, fr, fd.add_user("Cy")], {"players": 3})  # set-up: a settlement, then its road
            public = await table.view(None)
            active = table.users[public["active"]]
            taken = await fd.slash(active, table.thread, "catan build settlement", {"spot": "1"})
            await taken.wait_done()
            again = await fd.slash(active, table.thread, "catan build road", {"spot": "53-54"})
            await again.wait_done()
        words = {"Dora": ("muss an die Siedlung grenzen, die du gerade auf 1 gesetzt hast.", "Erlaubt: 1-"),
                 "Flor": ("precisa tocar a aldeia que você acabou de colocar em 1.", "Permitido: 1-"),
                 "Cy": ("must touch the settlement you just placed on 1.", "Legal: 1-")}  # fmt: skip
        reason, legal = words[active.name]
        assert again.ephemeral and reason in again.text and legal in again.text, again.text
