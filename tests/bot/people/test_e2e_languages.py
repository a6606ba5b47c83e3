"""Who reads which language (issue #33 item 2), end to end against the fake Discord: a person's private answers
follow their Discord client's language unless they chose one in `/catan me settings`; a game's public messages
are in the language chosen with `/catan new language:`, by default the server's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord

pytestmark = pytest.mark.real_languages("who reads which language: real languages, not the pseudo-locale")


async def test_item2_help_follows_the_client_language_until_the_person_chooses_one(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "languages.sqlite3", seed=4)
        ana = fd.add_user("Ana", locale="de")
        async with world.running():
            german = await fd.slash(ana, world.channel, "catan help", {"topic": "turn"})
            assert german.ephemeral and "**Hilfe: dein Zug**" in german.text, german.text
            assert "1 Lehm, 1 Holz" in german.text  # the building costs, in German words
            topics = await fd.autocomplete(ana, world.channel, "catan help", focused="topic")
            assert any(choice["name"].startswith("trading: ") and choice["value"] == "trading" for choice in topics)

            chosen = await fd.slash(ana, world.channel, "catan me settings", {"language": "fr"})
            await chosen.wait_done()
            assert chosen.ephemeral and "Désormais" in chosen.text and "Français" in chosen.text, chosen.text
            french = await fd.slash(ana, world.channel, "catan help", {"topic": "turn"})
            assert "1 argile, 1 bois" in french.text, french.text

            automatic = await fd.slash(ana, world.channel, "catan me settings", {"language": "auto"})
            await automatic.wait_done()
            assert "Ab jetzt" in automatic.text and "Deutsch" in automatic.text, automatic.text
            assert "1 Lehm" in (await fd.slash(ana, world.channel, "catan help", {"topic": "turn"})).text

            refused = await fd.slash(ana, world.channel, "catan me settings", {"language": "klingon"})
            await refused.wait_done()
            assert refused.ephemeral and "Deutsch (de)" in refused.text and "Português (Brasil) (pt-BR)" in refused.text


async def test_item2_a_game_opened_in_a_german_server_speaks_german_in_its_lobby(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "server-language.sqlite3", seed=4)
        world.guild.locale = "de"
        bo = fd.add_user("Bo")  # an English client: the game is the server's language all the same
        async with world.running():
            opened = await fd.slash(bo, world.channel, "catan new")
            await opened.wait_done()
            spanish = await fd.slash(bo, world.channel, "catan new", {"language": "es"})
            await spanish.wait_done()
        [first, second] = [m for m in fd.world.messages.values() if m.embeds and "Catan" in m.text][:2]
    assert "Sprache des Threads: Deutsch" in first.text, first.text
    assert "Idioma del hilo: Español" in second.text, second.text
