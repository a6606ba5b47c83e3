"""Slash commands in each client's language (issue #33 item 2): the bot syncs its commands with the
catalogue's translations (discord.py's Translator), so Discord shows a German client German descriptions."""

from __future__ import annotations

from pathlib import Path

from tools.demo.world import BotWorld
from tools.fakediscord import FakeDiscord


async def test_item2_synced_commands_carry_every_shipped_languages_descriptions(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        world = BotWorld(fd, tmp_path / "languages.sqlite3", seed=4)
        async with world.running():
            [catan] = [c for c in fd.commands(world.guild) or fd.commands() if c["name"] == "catan"]
    assert catan["description"] == "Play Catan"
    assert catan["description_localizations"] == {
        "de": "Catan spielen", "fr": "Jouer à Catan", "es-ES": "Jugar a Catan", "es-419": "Jugar a Catan",
        "pt-BR": "Jogar Catan",
    }  # fmt: skip
    help_ = next(option for option in catan["options"] if option["name"] == "help")
    assert help_["description_localizations"]["de"] == "So wird gespielt: Befehle nach Thema"
    [topic] = help_["options"]
    assert topic["description_localizations"]["pt-BR"] == "padrão: visão geral"
